#include "sim/world/world.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <utility>

#include "model/rules.h"
#include "sim/world/heights.h"

namespace dungeon::sim {
namespace {

std::string_view shaftText(int shaft) {
  return shaft == kSpiralShaftDouble ? "2 x 2" : "one square";
}

}  // namespace

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

std::vector<Point> shaftPoints(const Dungeon& d, const Thing& link) {
  const Floor& floor = d.floors[static_cast<size_t>(link.floor)];
  const int side = link.type == ThingType::kSpiral ? spiralShaftOf(link) : 1;
  std::vector<Point> points;
  for (int dy = 0; dy < side; ++dy) {
    for (int dx = 0; dx < side; ++dx) {
      const Point p{link.at.x + dx, link.at.y + dy};
      if (floor.inBounds(p)) points.push_back(p);
    }
  }
  return points;
}

World::World(std::shared_ptr<const Dungeon> d) : World(*d) {
  shared_ = std::move(d);
}

World::World(const Dungeon& d) : dungeon_(&d) {
  size_t squares = 0;
  for (const Floor& f : d.floors) squares += static_cast<size_t>(f.squareCount());
  kinds_.reserve(squares);
  floor_of_.reserve(squares);
  for (const Floor& f : d.floors) {
    floor_offset_.push_back(static_cast<int>(kinds_.size()));
    const auto kinds = f.kindData();
    kinds_.insert(kinds_.end(), kinds.begin(), kinds.end());
    floor_of_.insert(floor_of_.end(), kinds.size(),
                     static_cast<unsigned char>(floor_offset_.size() - 1));
  }
  findNeighbours();
  if (std::any_of(d.floors.begin(), d.floors.end(),
                  [](const Floor& f) { return f.isDirtFloor(); })) {
    built_dirt_ = std::make_shared<DirtFloors>(d);
  }
  heights_cm_.reserve(squares);
  for (const Floor& f : d.floors) {
    for (int i = 0; i < f.squareCount(); ++i) {
      heights_cm_.push_back((f.baseHalfMetres() + f.heightHalfMetres(f.pointOf(i))) *
                            kCmPerHalfMetre);
    }
  }
  doors_.assign(kinds_.size(), nullptr);
  windows_.assign(kinds_.size(), 0);
  spirals_.assign(kinds_.size(), 0);
  ducts_.assign(kinds_.size(), 0);
  for (const Thing& t : d.things) {
    if (!valid({t.floor, t.at})) continue;
    if (isDoor(t.type)) doors_[static_cast<size_t>(index({t.floor, t.at}))] = &t;
    if (t.type == ThingType::kWindow) windows_[static_cast<size_t>(index({t.floor, t.at}))] = 1;
    if (t.type == ThingType::kSpiral) markSpiral(t);
    if (t.type == ThingType::kDuct) ducts_[static_cast<size_t>(index({t.floor, t.at}))] = 1;
    if (t.type == ThingType::kEntrance && entrance_ < 0) entrance_ = index({t.floor, t.at});
    if (t.type == ThingType::kGoal && goal_ < 0) goal_ = index({t.floor, t.at});
  }
  pairColumnThings(LinkKind::kLadder);
  pairColumnThings(LinkKind::kDuct);
  pairColumnThings(LinkKind::kSpiral);
  pairLift();
  indexLinks();
  findHeightRules();
}

// Works out what the heights forbid (sim/world/heights.h): spirals' treads first, then cliffs and
// the within-floor spirals no winding fits, per square and direction.
void World::findHeightRules() {
  for (Link& link : links_) {
    if (link.kind != LinkKind::kSpiral) continue;
    link.tread_cm = treadsOfStackedSpiral(*this, link);
    any_climb_blocked_ = any_climb_blocked_ || link.tread_cm == kNoWinding;
  }
  for (const Thing& t : dungeon_->things) {
    if (t.type != ThingType::kSpiral || !valid({t.floor, t.at}) ||
        t.fields.asOr(Field::kVertical, Vertical::kFlat) != Vertical::kFlat) {
      continue;
    }
    const int shaft = index({t.floor, t.at});
    const int treads = treadsOfFlatSpiral(*this, shaft);
    flat_spiral_treads_.push_back({shaft, treads});
    if (treads != kNoWinding) continue;
    for (Point p : shaftPoints(*dungeon_, t)) misfit_spiral_squares_.push_back(index({t.floor, p}));
  }
  std::sort(flat_spiral_treads_.begin(), flat_spiral_treads_.end());
  std::sort(misfit_spiral_squares_.begin(), misfit_spiral_squares_.end());
  // A step is blocked only beside a square of a misfit spiral, or where squares that are not
  // rock meet at different heights (a stair's steep half is on an uneven square; a cliff joins
  // two such squares, water among them): those squares and their neighbours are the only ones
  // judged; every other step stays open.
  std::vector<int> watched(misfit_spiral_squares_);
  findUnevenSquares(watched);
  walk_blocked_.assign(kinds_.size(), 0);
  if (watched.empty()) return;
  std::vector<int> judged;
  std::vector<char> marked(kinds_.size(), 0);
  auto judge = [&](int s) {
    if (s >= 0 && !marked[static_cast<size_t>(s)]) {
      marked[static_cast<size_t>(s)] = 1;
      judged.push_back(s);
    }
  };
  for (int s : watched) {
    judge(s);
    for (Dir dir : kAllDirs) judge(neighbour(s, dir));
  }
  // Per judged square, the sides whose half is a stair steeper than 45 degrees, its shape
  // worked out once.
  std::vector<unsigned char> steep_sides(kinds_.size(), 0);
  auto bit = [](Dir dir) { return static_cast<unsigned char>(1u << static_cast<int>(dir)); };
  for (int s : judged) steep_sides[static_cast<size_t>(s)] = steepSides(*this, s);
  for (int s : judged) {
    if (isSolid(kind(s))) continue;  // nothing walks out of rock: its steps stay unblocked
    for (Dir dir : kAllDirs) {
      const int n = neighbour(s, dir);
      if (n < 0) continue;
      const bool spiral_misfit = misfitSpiralAt(s) || misfitSpiralAt(n);
      const bool steep_stair = (steep_sides[static_cast<size_t>(s)] & bit(dir)) != 0 ||
                               (steep_sides[static_cast<size_t>(n)] & bit(opposite(dir))) != 0;
      const bool cliff =
          heights_cm_[static_cast<size_t>(s)] != heights_cm_[static_cast<size_t>(n)] &&
          cliffBetween(*this, s, n);  // level squares are never a cliff
      if (spiral_misfit || steep_stair || cliff) walk_blocked_[static_cast<size_t>(s)] |= bit(dir);
    }
  }
}

int World::flatSpiralTreadCm(int index) const {
  const auto found = std::lower_bound(flat_spiral_treads_.begin(), flat_spiral_treads_.end(),
                                      std::pair{index, kNoWinding});
  return found != flat_spiral_treads_.end() && found->first == index ? found->second : 0;
}

bool World::misfitSpiralAt(int index) const {
  return std::binary_search(misfit_spiral_squares_.begin(), misfit_spiral_squares_.end(), index);
}

bool World::climbBlocked(int from, int to) const {
  if (!any_climb_blocked_) return false;
  for (const Link& link : links_) {
    if ((link.lower == from && link.upper == to) || (link.lower == to && link.upper == from)) {
      return link.tread_cm == kNoWinding;
    }
  }
  return false;
}

bool World::stepBlocked(int from, int to) const {
  if (floorOf(from) != floorOf(to)) return climbBlocked(from, to);
  for (Dir dir : kAllDirs) {
    if (neighbour(from, dir) == to) return walkBlocked(from, dir);
  }
  return false;
}

void World::markSpiral(const Thing& spiral) {
  const char shaft = static_cast<char>(spiralShaftOf(spiral));
  for (Point p : shaftPoints(*dungeon_, spiral)) {
    char& at = spirals_[static_cast<size_t>(index({spiral.floor, p}))];
    at = std::max(at, shaft);
  }
}

bool World::valid(Place p) const {
  return p.floor >= 0 && p.floor < static_cast<int>(dungeon_->floors.size()) &&
         dungeon_->floors[static_cast<size_t>(p.floor)].inBounds(p.at);
}

// Marks the open squares beside an open square of another height (uneven_) and adds to
// `watched`, in square order, every square that is not rock beside one of another height that
// is not rock. Each pair of neighbours is compared once, east and south.
void World::findUnevenSquares(std::vector<int>& watched) {
  uneven_.assign(kinds_.size(), 0);
  std::vector<char> differs(kinds_.size(), 0);
  auto compare = [&](int s, int n) {
    if (isSolid(kind(s)) || isSolid(kind(n))) return;
    differs[static_cast<size_t>(s)] = differs[static_cast<size_t>(n)] = 1;
    if (isOpen(kind(s)) && isOpen(kind(n))) {
      uneven_[static_cast<size_t>(s)] = uneven_[static_cast<size_t>(n)] = 1;
    }
  };
  for (size_t f = 0; f < floor_offset_.size(); ++f) {
    const int base = floor_offset_[f];
    const int w = dungeon_->floors[f].width();
    const int h = dungeon_->floors[f].height();
    const int* height = heights_cm_.data() + base;
    for (int y = 0; y < h; ++y) {
      // Most rows are level along and with the next row: two bulk compares pass them.
      const int* row = height + y * w;
      if (w > 1 && !std::equal(row, row + w - 1, row + 1)) {
        for (int x = 0; x + 1 < w; ++x) {
          if (row[x] != row[x + 1]) compare(base + y * w + x, base + y * w + x + 1);
        }
      }
      if (y + 1 < h && !std::equal(row, row + w, row + w)) {
        for (int x = 0; x < w; ++x) {
          if (row[x] != row[x + w]) compare(base + y * w + x, base + (y + 1) * w + x);
        }
      }
    }
  }
  for (auto at = std::find(differs.begin(), differs.end(), 1); at != differs.end();
       at = std::find(at + 1, differs.end(), 1)) {
    watched.push_back(static_cast<int>(at - differs.begin()));
  }
}

void World::findNeighbours() {
  neighbours_.resize(kinds_.size());
  for (size_t f = 0; f < floor_offset_.size(); ++f) {
    const Floor& floor = dungeon_->floors[f];
    const int base = floor_offset_[f];
    const int w = floor.width();
    const int h = floor.height();
    // Every square's four neighbours as if the floor had no edge, then its edges cut off.
    for (int i = base; i < base + w * h; ++i) {
      auto& next = neighbours_[static_cast<size_t>(i)];
      next[static_cast<size_t>(Dir::kNorth)] = i - w;
      next[static_cast<size_t>(Dir::kEast)] = i + 1;
      next[static_cast<size_t>(Dir::kSouth)] = i + w;
      next[static_cast<size_t>(Dir::kWest)] = i - 1;
    }
    for (int x = 0; x < w; ++x) {
      neighbours_[static_cast<size_t>(base + x)][static_cast<size_t>(Dir::kNorth)] = -1;
      neighbours_[static_cast<size_t>(base + (h - 1) * w + x)][static_cast<size_t>(Dir::kSouth)] =
          -1;
    }
    for (int y = 0; y < h; ++y) {
      neighbours_[static_cast<size_t>(base + y * w)][static_cast<size_t>(Dir::kWest)] = -1;
      neighbours_[static_cast<size_t>(base + y * w + w - 1)][static_cast<size_t>(Dir::kEast)] = -1;
    }
  }
}

void World::addLink(LinkKind kind, int lower, int upper) {
  links_.push_back({kind, lower, upper});
}

// Lays the links out per square, each square's partners in the order the links were added.
void World::indexLinks() {
  link_offsets_.assign(kinds_.size() + 1, 0);
  for (const Link& link : links_) {
    ++link_offsets_[static_cast<size_t>(link.lower) + 1];
    ++link_offsets_[static_cast<size_t>(link.upper) + 1];
  }
  for (size_t i = 1; i < link_offsets_.size(); ++i) link_offsets_[i] += link_offsets_[i - 1];
  link_targets_.assign(static_cast<size_t>(link_offsets_.back()), -1);
  std::vector<int> filled(link_offsets_.begin(), link_offsets_.end() - 1);
  for (const Link& link : links_) {
    link_targets_[static_cast<size_t>(filled[static_cast<size_t>(link.lower)]++)] = link.upper;
    link_targets_[static_cast<size_t>(filled[static_cast<size_t>(link.upper)]++)] = link.lower;
  }
}

namespace {

// Why a shaft of `columns` may not pass floor f (0-based) on its way to a partner, or "": every
// column is rock on every floor style (SPEC 5.8: a shaft stays rock on a dirt floor too).
std::string shaftBlockedOn(const Floor& floor, int f, const std::vector<Point>& columns) {
  for (Point p : columns) {
    if (!floor.inBounds(p) || !isSolid(floor.kind(p))) {
      return fmt::format("its shaft meets open floor {} before a partner", f + 1);
    }
    if (floor.isDirtAt(p)) {
      return fmt::format("its shaft meets dirt on floor {}, which a hand may dig, before a partner",
                         f + 1);
    }
  }
  return "";
}

}  // namespace

// Each `dir=up` thing pairs with the nearest `dir=down` thing of the same type (and, for a
// spiral, the same shaft) straight above; every floor between must be rock at every column of
// its shaft. Anything left unpaired is a problem.
void World::pairColumnThings(LinkKind kind) {
  const ThingType type = linkThing(kind);
  std::map<Place, const Thing*> down_things;
  std::map<Place, bool> down_paired;
  for (const Thing& t : dungeon_->things) {
    if (t.type == type && t.fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kDown) {
      down_paired[{t.floor, t.at}] = false;
      down_things[{t.floor, t.at}] = &t;
    }
  }
  auto sameShaft = [&](const Thing& up, Place down) {
    return type != ThingType::kSpiral || spiralShaftOf(*down_things[down]) == spiralShaftOf(up);
  };
  for (const Thing& t : dungeon_->things) {
    if (t.type != type || t.fields.asOr(Field::kVertical, Vertical::kFlat) != Vertical::kUp) {
      continue;
    }
    int partner = -1;
    std::string blocked;
    const std::vector<Point> columns = shaftPoints(*dungeon_, t);
    for (int f = t.floor - 1; f >= 0 && partner < 0 && blocked.empty(); --f) {
      auto found = down_paired.find({f, t.at});
      if (found != down_paired.end() && !found->second && sameShaft(t, found->first)) {
        found->second = true;
        partner = f;
        continue;
      }
      if (found != down_paired.end() && !found->second) {
        blocked = fmt::format("its shaft is {} but the spiral down on floor {} is {}",
                              shaftText(spiralShaftOf(t)), f + 1,
                              shaftText(spiralShaftOf(*down_things[found->first])));
        continue;
      }
      blocked = shaftBlockedOn(dungeon_->floors[static_cast<size_t>(f)], f, columns);
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
        const Floor& floor = dungeon_->floors[static_cast<size_t>(between)];
        if (!floor.isRockAt(at)) {
          problems_.push_back({{between, at},
                               floor.isDirtAt(at)
                                   ? "the lift's shaft meets dirt between stops"
                                   : "the lift's shaft meets open floor between stops"});
        }
      }
      addLink(LinkKind::kLift, index({floors[i], at}), index({floors[i - 1], at}));
    }
  }
}

}  // namespace dungeon::sim
