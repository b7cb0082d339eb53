#include "sim/world.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace dungeon::sim {

std::string_view linkName(LinkKind kind) {
  switch (kind) {
    case LinkKind::kLadder:
      return "ladder";
    case LinkKind::kLift:
      return "lift";
    case LinkKind::kDuct:
      return "climbing duct";
    case LinkKind::kSpiral:
      return "spiral";
  }
  return "link";
}

World::World(const Dungeon& d) : dungeon_(&d) {
  for (const Floor& f : d.floors) {
    floor_offset_.push_back(static_cast<int>(kinds_.size()));
    for (int i = 0; i < f.squareCount(); ++i) {
      kinds_.push_back(f.kind(f.pointOf(i)));
      floor_of_.push_back(static_cast<unsigned char>(floor_offset_.size() - 1));
    }
  }
  findNeighbours();
  doors_.assign(kinds_.size(), nullptr);
  windows_.assign(kinds_.size(), 0);
  spirals_.assign(kinds_.size(), 0);
  linked_.assign(kinds_.size(), {});
  for (const Thing& t : d.things) {
    if (!valid({t.floor, t.at})) continue;
    if (isDoor(t.type)) doors_[static_cast<size_t>(index({t.floor, t.at}))] = &t;
    if (t.type == ThingType::kWindow) windows_[static_cast<size_t>(index({t.floor, t.at}))] = 1;
    if (t.type == ThingType::kSpiral) spirals_[static_cast<size_t>(index({t.floor, t.at}))] = 1;
    if (t.type == ThingType::kEntrance && entrance_ < 0) entrance_ = index({t.floor, t.at});
    if (t.type == ThingType::kGoal && goal_ < 0) goal_ = index({t.floor, t.at});
  }
  pairColumnThings(LinkKind::kLadder);
  pairColumnThings(LinkKind::kDuct);
  pairColumnThings(LinkKind::kSpiral);
  pairLift();
}

bool World::valid(Place p) const {
  return p.floor >= 0 && p.floor < static_cast<int>(dungeon_->floors.size()) &&
         dungeon_->floors[static_cast<size_t>(p.floor)].inBounds(p.at);
}

int World::index(Place p) const {
  return floor_offset_[static_cast<size_t>(p.floor)] +
         dungeon_->floors[static_cast<size_t>(p.floor)].index(p.at);
}

Place World::place(int index) const {
  const int f = floorOf(index);
  return {f, dungeon_->floors[static_cast<size_t>(f)].pointOf(
                 index - floor_offset_[static_cast<size_t>(f)])};
}

int World::neighbour(int index, Dir dir) const {
  return neighbours_[static_cast<size_t>(index)][static_cast<size_t>(dir)];
}

void World::findNeighbours() {
  neighbours_.resize(kinds_.size());
  for (int i = 0; i < squareCount(); ++i) {
    const Place p = place(i);
    for (Dir dir : kAllDirs) {
      const Place q{p.floor, step(p.at, dir)};
      neighbours_[static_cast<size_t>(i)][static_cast<size_t>(dir)] = valid(q) ? index(q) : -1;
    }
  }
}

std::span<const int> World::linked(int index) const {
  return linked_[static_cast<size_t>(index)];
}

void World::addLink(LinkKind kind, int lower, int upper) {
  links_.push_back({kind, lower, upper});
  linked_[static_cast<size_t>(lower)].push_back(upper);
  linked_[static_cast<size_t>(upper)].push_back(lower);
}

// Each `dir=up` thing pairs with the nearest `dir=down` thing of the same type straight above;
// every floor between must be rock there. Anything left unpaired is a problem.
void World::pairColumnThings(LinkKind kind) {
  const ThingType type = linkThing(kind);
  std::map<Place, bool> down_paired;
  for (const Thing& t : dungeon_->things) {
    if (t.type == type && t.fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kDown) {
      down_paired[{t.floor, t.at}] = false;
    }
  }
  for (const Thing& t : dungeon_->things) {
    if (t.type != type || t.fields.asOr(Field::kVertical, Vertical::kFlat) != Vertical::kUp) {
      continue;
    }
    int partner = -1;
    std::string blocked;
    for (int f = t.floor - 1; f >= 0 && partner < 0 && blocked.empty(); --f) {
      auto found = down_paired.find({f, t.at});
      if (found != down_paired.end() && !found->second) {
        found->second = true;
        partner = f;
      } else if (!isSolid(dungeon_->floors[static_cast<size_t>(f)].kind(t.at))) {
        blocked = fmt::format("its shaft meets open floor {} before a partner", f + 1);
      }
    }
    if (partner < 0) {
      problems_.push_back({{t.floor, t.at},
                           blocked.empty()
                               ? fmt::format("{} up has no partner above", linkName(kind))
                               : fmt::format("{} up: {}", linkName(kind), blocked)});
      continue;
    }
    addLink(kind, index({t.floor, t.at}), index({partner, t.at}));
  }
  for (const auto& [at, paired] : down_paired) {
    if (!paired) {
      problems_.push_back({at, fmt::format("{} down has no partner below", linkName(kind))});
    }
  }
}

// Lift stops in one column are joined in order from top to bottom.
void World::pairLift() {
  std::map<Point, std::vector<int>> columns;
  for (const Thing& t : dungeon_->things) {
    if (t.type == ThingType::kLift && valid({t.floor, t.at})) {
      columns[t.at].push_back(t.floor);
    }
  }
  for (auto& [at, floors] : columns) {
    std::sort(floors.begin(), floors.end());
    if (floors.size() == 1) {
      problems_.push_back({{floors.front(), at}, "lift stop alone in its column"});
    }
    for (size_t i = 1; i < floors.size(); ++i) {
      for (int between = floors[i - 1] + 1; between < floors[i]; ++between) {
        if (!isSolid(dungeon_->floors[static_cast<size_t>(between)].kind(at))) {
          problems_.push_back({{between, at}, "the lift's shaft meets open floor between stops"});
        }
      }
      addLink(LinkKind::kLift, index({floors[i], at}), index({floors[i - 1], at}));
    }
  }
}

}  // namespace dungeon::sim
