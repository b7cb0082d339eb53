// The reference rules' view of a dungeon (see dungeon_index.h).
#include "testing/reference/dungeon_index.h"

namespace dungeon::reference {
namespace {

const std::vector<const Thing*> kNothing;

}  // namespace

DungeonIndex::DungeonIndex(const Dungeon& d) : dungeon_(&d) {
  offsets_.push_back(0);
  for (const Floor& f : d.floors) offsets_.push_back(offsets_.back() + f.width() * f.height());
  for (const Thing& t : d.things) {
    const Place at{t.floor, t.at};
    if (!onDungeon(at)) continue;
    things_[at].push_back(&t);
    if (t.type == ThingType::kEntrance && !entrance_) entrance_ = at;
    if (t.type == ThingType::kGoal && !goal_) goal_ = at;
  }
}

bool DungeonIndex::onDungeon(Place p) const {
  if (p.floor < 0 || p.floor >= floorCount()) return false;
  const Floor& f = floor(p.floor);
  return p.at.x >= 0 && p.at.y >= 0 && p.at.x < f.width() && p.at.y < f.height();
}

int DungeonIndex::index(Place p) const {
  return offsets_[static_cast<size_t>(p.floor)] + p.at.y * floor(p.floor).width() + p.at.x;
}

Place DungeonIndex::place(int square) const {
  int f = 0;
  while (offsets_[static_cast<size_t>(f) + 1] <= square) ++f;
  const int within = square - offsets_[static_cast<size_t>(f)];
  const int width = floor(f).width();
  return {f, {within % width, within / width}};
}

SquareKind DungeonIndex::kind(Place p) const {
  return onDungeon(p) ? floor(p.floor).kind(p.at) : SquareKind::kRock;
}

int DungeonIndex::heightHalfMetres(Place p) const {
  return floor(p.floor).baseHalfMetres() + floor(p.floor).heightHalfMetres(p.at);
}

const std::vector<const Thing*>& DungeonIndex::thingsAt(Place p) const {
  const auto found = things_.find(p);
  return found == things_.end() ? kNothing : found->second;
}

const Thing* DungeonIndex::thingAt(Place p, ThingType type) const {
  for (const Thing* t : thingsAt(p)) {
    if (t->type == type) return t;
  }
  return nullptr;
}

const Thing* DungeonIndex::doorAt(Place p) const {
  for (const Thing* t : thingsAt(p)) {
    if (t->type == ThingType::kDoor || t->type == ThingType::kOneWayDoor ||
        t->type == ThingType::kSecretDoor) {
      return t;
    }
  }
  return nullptr;
}

std::vector<Place> DungeonIndex::openNeighbours(Place p) const {
  std::vector<Place> open_ones;
  for (Dir dir : kAllDirs) {
    const Place q{p.floor, step(p.at, dir)};
    if (open(q)) open_ones.push_back(q);
  }
  return open_ones;
}

}  // namespace dungeon::reference
