#include "generator/rising/spirals.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "generator/core/dig.h"
#include "generator/core/rates.h"
#include "generator/mine/mine.h"
#include "model/articulation.h"
#include "sim/stairs/spiral_table.h"

namespace dungeon::gen {
namespace {

const Floor& floorOf(const Draft& draft, int f) {
  return draft.dungeon->floors[static_cast<size_t>(f)];
}

bool lastFloor(const Draft& draft, int f) {
  return f + 1 == static_cast<int>(draft.dungeon->floors.size());
}

bool thingAt(const Dungeon& d, int f, Point p) {
  return std::any_of(d.things.begin(), d.things.end(),
                     [&](const Thing& t) { return t.floor == f && t.at == p; });
}

bool windingFits(int shaft, sim::SpiralTurn turn, int rise_half_m, sim::SpiralSpan span) {
  return sim::fittedSweepDegrees(shaft, turn, rise_half_m, span) > 0;
}

// The square the near part is known by: the entrance on floor 1, the ladder's foot below it.
std::optional<Point> anchorOf(const Draft& draft, int f) {
  if (f > 0) return draft.plans[static_cast<size_t>(f)].arrival;
  for (const Thing& t : draft.dungeon->things) {
    if (t.type == ThingType::kEntrance && t.floor == 0) return t.at;
  }
  return std::nullopt;
}

// The open neighbours of a corridor square that may carry a spiral within the floor.
std::vector<Dir> doorwaySides(const Floor& floor, Point p) {
  std::vector<Dir> sides;
  for (Dir d : kAllDirs) {
    if (!isSolid(floor.kindOrRock(step(p, d)))) sides.push_back(d);
  }
  return sides;
}

// Floods the parts of one floor a spiral would split off, one part after another, marking the
// squares of each with a stamp of its own so no flood clears the floor's marks.
class PartFlood {
 public:
  explicit PartFlood(const Floor& floor)
      : floor_(floor), mark_(static_cast<size_t>(floor.squareCount()), 0) {}

  // partWithout(floor, from, removed) (model/articulation.h) as square indices in the order
  // reached, into `part`; false as soon as the search reaches `anchor` (only a part without it
  // can sink). Until the next flood, holds(i) tells whether square i is in the part.
  bool flood(Point from, Point removed, Point anchor, std::vector<int>& part) {
    ++stamp_;
    part.clear();
    if (from == anchor) return false;
    reach(floor_.index(from), part);
    for (size_t next = 0; next < part.size(); ++next) {
      const Point p = floor_.pointOf(part[next]);
      for (Dir d : kAllDirs) {
        const Point q = step(p, d);
        if (q == removed || !floor_.inBounds(q) || !passableForCuts(floor_.kind(q))) continue;
        if (holds(floor_.index(q))) continue;
        if (q == anchor) return false;
        reach(floor_.index(q), part);
      }
    }
    return true;
  }

  bool holds(int i) const { return mark_[static_cast<size_t>(i)] == stamp_; }

 private:
  void reach(int i, std::vector<int>& part) {
    mark_[static_cast<size_t>(i)] = stamp_;
    part.push_back(i);
  }

  const Floor& floor_;
  std::vector<uint32_t> mark_;
  uint32_t stamp_ = 0;
};

// Why the part `flood` holds (its squares `part`) may not sink, or nothing when it may: no link,
// entrance or window stands in it and, on a floor with another below, it lies over solid rock.
std::optional<WhyNot> whyNotSinkable(const Draft& draft, int f, const PartFlood& flood,
                                     const std::vector<int>& part) {
  const Floor& floor = floorOf(draft, f);
  for (const Thing& t : draft.dungeon->things) {
    if (t.floor != f || !flood.holds(floor.index(t.at))) continue;
    // A window ends a glimpse slot: its sight line would not survive the sink.
    if (isLink(t.type) || t.type == ThingType::kEntrance || t.type == ThingType::kWindow) {
      return WhyNot::kCutPartHoldsLink;
    }
  }
  if (lastFloor(draft, f)) return std::nullopt;
  const Floor& below = floorOf(draft, f + 1);
  const bool over_rock = std::all_of(part.begin(), part.end(), [&](int i) {
    return isSolid(below.kindData()[static_cast<size_t>(i)]);
  });
  if (over_rock) return std::nullopt;
  return WhyNot::kCutPartOverOpen;
}

// The spiral at cut square `at`, or why it cannot stand there.
struct CutSpiralAt {
  std::optional<CutSpiral> spiral;
  WhyNot why_not = WhyNot::kNoCutWinding;
};

CutSpiralAt cutSpiralAt(const Draft& draft, int f, Point at, Point anchor, PartFlood& flood,
                        std::vector<int>& part) {
  const Floor& floor = floorOf(draft, f);
  const std::vector<Dir> sides = doorwaySides(floor, at);
  if (sides.size() != 2) return {};
  for (Dir d : sides) {
    const Point q = step(at, d);
    if (!isOpen(floor.kind(q)) || floor.heightHalfMetres(q) != 0) return {};
  }
  // The far part is the side without the anchor.
  Dir far_side = sides[0];
  Dir near_side = sides[1];
  if (!flood.flood(step(at, far_side), at, anchor, part)) {
    std::swap(far_side, near_side);
    if (!flood.flood(step(at, far_side), at, anchor, part)) {
      return {std::nullopt, WhyNot::kCutPartHoldsLink};  // both sides hold the anchor
    }
  }
  if (const std::optional<WhyNot> why = whyNotSinkable(draft, f, flood, part)) {
    return {std::nullopt, *why};
  }
  // The way in is the far part's doorway, the lower one; the way out the near part's.
  const sim::SpiralTurn turn = sim::spiralTurnBetween(far_side, near_side);
  for (int sink : kSpiralSinks) {
    if (!windingFits(1, turn, sink, sim::SpiralSpan::kWithinFloor)) continue;
    CutSpiral spiral{at, sink, {}};
    std::sort(part.begin(), part.end());  // by square index, as the floor's squares run
    for (int i : part) spiral.far_part.push_back(floor.pointOf(i));
    return {std::move(spiral), WhyNot::kNoCutWinding};
  }
  return {};
}

// The squares of a shaft, one or 2 x 2, in rows from the north-west square; held in place, as
// the searches below ask of every square of a floor.
class ShaftSquares {
 public:
  // REQUIRES: shaft is kSpiralShaftSingle or kSpiralShaftDouble.
  ShaftSquares(Point nw, int shaft) {
    for (int dy = 0; dy < shaft; ++dy) {
      for (int dx = 0; dx < shaft; ++dx)
        squares_[static_cast<size_t>(count_++)] = {nw.x + dx, nw.y + dy};
    }
  }
  const Point* begin() const { return squares_.data(); }
  const Point* end() const { return squares_.data() + count_; }
  bool contains(Point p) const { return std::find(begin(), end(), p) != end(); }

 private:
  std::array<Point, 4> squares_{};
  int count_ = 0;
};

ShaftSquares shaftSquares(Point nw, int shaft) {
  return ShaftSquares(nw, shaft);
}

// The squares of `floor` at most `margin` squares from `room` across and down (the room's box
// grown by `margin` each way, cut to the floor), in the order the floor's squares run: a shaft
// that opens on the room stands no further off, so a search for one need look no further.
std::vector<Point> squaresNear(const Floor& floor, const Rect& room, int margin) {
  const int x0 = std::max(0, room.x0 - margin);
  const int y0 = std::max(0, room.y0 - margin);
  const int x1 = std::min(floor.width() - 1, room.x1() + margin);
  const int y1 = std::min(floor.height() - 1, room.y1() + margin);
  std::vector<Point> near;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) near.push_back({x, y});
  }
  return near;
}

// The room of node `node` of floor f a spiral between floors may open on: the node's area, but
// on the mine floor the whole floor, whose dug squares are one cave with no gate in it (the
// plan's nodes there are the ladders' single squares, where no doorway may open).
Rect spiralRoomOf(const Draft& draft, int f, int node) {
  const FloorPlan& plan = draft.plans[static_cast<size_t>(f)];
  if (plan.topology == kMineTopology) {
    const Floor& floor = floorOf(draft, f);
    return {0, 0, floor.width(), floor.height()};
  }
  return plan.nodes[static_cast<size_t>(node)].area;
}

bool keptRock(const Draft& draft, Point p) {
  return std::find(draft.ramp.begin(), draft.ramp.end(), p) != draft.ramp.end() ||
         std::find(draft.shafts.begin(), draft.shafts.end(), p) != draft.shafts.end();
}

}  // namespace

std::optional<Dir> shaftDoorway(const Draft& draft, int f, Point nw, int shaft, const Rect& room) {
  const Floor& floor = floorOf(draft, f);
  const ShaftSquares squares = shaftSquares(nw, shaft);
  std::optional<Dir> doorway;
  for (Point p : squares) {
    if (!floor.inBounds(p) || !isSolid(floor.kind(p))) return std::nullopt;
  }
  for (Point p : squares) {
    for (Dir d : kAllDirs) {
      const Point q = step(p, d);
      if (squares.contains(q) || isSolid(floor.kindOrRock(q))) continue;
      if (doorway || floor.kind(q) != SquareKind::kRoom || !room.contains(q) ||
          floor.heightHalfMetres(q) != 0 || thingAt(*draft.dungeon, f, q)) {
        return std::nullopt;
      }
      doorway = d;
    }
  }
  return doorway;
}

CutSpiralFound findCutSpiral(const Draft& draft, int f, const std::vector<char>& cut, Rng& rng) {
  const Floor& floor = floorOf(draft, f);
  const std::optional<Point> anchor = anchorOf(draft, f);
  if (!anchor) return {};
  std::vector<char> taken(static_cast<size_t>(floor.squareCount()), 0);
  for (const Thing& t : draft.dungeon->things) {
    if (t.floor == f && floor.inBounds(t.at)) taken[static_cast<size_t>(floor.index(t.at))] = 1;
  }
  std::vector<Point> candidates;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    const SquareKind kind = floor.kind(p);
    const bool passage = kind == SquareKind::kCorridor || kind == SquareKind::kNarrow;
    if (cut[static_cast<size_t>(i)] && passage && floor.heightHalfMetres(p) == 0 &&
        !taken[static_cast<size_t>(i)]) {
      candidates.push_back(p);
    }
  }
  rng.shuffle(std::span<Point>(candidates));
  PartFlood flood(floor);
  std::vector<int> part;
  // How many squares failed for each reason, in the order ties go.
  const std::array<WhyNot, 3> reasons = {WhyNot::kCutPartHoldsLink, WhyNot::kCutPartOverOpen,
                                         WhyNot::kNoCutWinding};
  std::array<int, 3> failed{};
  for (Point p : candidates) {
    CutSpiralAt found = cutSpiralAt(draft, f, p, *anchor, flood, part);
    if (found.spiral) return {std::move(found.spiral), WhyNot::kNoCutSquare};
    const auto reason = std::find(reasons.begin(), reasons.end(), found.why_not);
    ++failed[static_cast<size_t>(reason - reasons.begin())];
  }
  if (candidates.empty()) return {};
  const auto most = std::max_element(failed.begin(), failed.end());
  return {std::nullopt, reasons[static_cast<size_t>(most - failed.begin())]};
}

void layCutSpiral(Draft& draft, int f, const CutSpiral& spiral) {
  Dungeon& d = draft.dungeon.edit();
  Floor& floor = d.floors[static_cast<size_t>(f)];
  for (Point p : spiral.far_part) {
    floor.setHeightHalfMetres(p, floor.heightHalfMetres(p) - spiral.rise_half_m);
  }
  d.things.push_back(
      makeThing(ThingType::kSpiral, f, spiral.at,
                {{Field::kVertical, Vertical::kFlat}, {Field::kRise, spiral.rise_half_m}}));
}

namespace {

// A rock square to dig between a 2 x 2 shaft and `room` on floor f: beside the shaft on side
// `side` (the shaft square `from`), with a square of `room` at height 0 where nothing stands
// beyond it and nothing else open beside it.
bool doorwaySquare(const Draft& draft, int f, Point from, Dir side, const Rect& room) {
  const Floor& floor = floorOf(draft, f);
  const Point c = step(from, side);
  const Point beyond = step(c, side);
  if (!floor.inBounds(c) || !isSolid(floor.kind(c)) || keptRock(draft, c)) return false;
  if (!floor.isOpenAt(beyond) || floor.kind(beyond) != SquareKind::kRoom ||
      !room.contains(beyond) || floor.heightHalfMetres(beyond) != 0 ||
      thingAt(*draft.dungeon, f, beyond)) {
    return false;
  }
  for (Dir d : {clockwise(side), anticlockwise(side)}) {
    if (!isSolid(floor.kindOrRock(step(c, d)))) return false;
  }
  return true;
}

// The doorway square to dig beside the shaft on its side `side` on floor f, if one of the two
// squares there leads to `room`.
std::optional<Point> wideDoorway(const Draft& draft, int f, Point nw, Dir side, const Rect& room) {
  for (Point from : shaftSquares(nw, 2)) {
    const Point c = step(from, side);
    if (c.x >= nw.x && c.x <= nw.x + 1 && c.y >= nw.y && c.y <= nw.y + 1) continue;
    if (doorwaySquare(draft, f, from, side, room)) return c;
  }
  return std::nullopt;
}

// A 2 x 2 shaft, closed on both floors, with a doorway square to dig to the goal room above on
// one side and to the arrival room below on the opposite side: straight through.
std::optional<StackedSpiral> findWideStackedSpiral(const Draft& draft, int upper,
                                                   const Rect& goal_room, const Rect& arrival_room,
                                                   Rng& rng) {
  if (!windingFits(kSpiralShaftDouble, sim::SpiralTurn::kStraight, kStackedSpiralRise,
                   sim::SpiralSpan::kBetweenFloors)) {
    return std::nullopt;
  }
  // The doorway square above lies beside the shaft, and the goal room's square one beyond it.
  std::vector<StackedSpiral> found;
  for (Point nw : squaresNear(floorOf(draft, upper), goal_room, 3)) {
    if (!isClosedShaft(draft, upper, nw) || !isClosedShaft(draft, upper + 1, nw)) continue;
    for (Dir out : kAllDirs) {
      const auto above = wideDoorway(draft, upper, nw, out, goal_room);
      if (!above) continue;
      const auto below = wideDoorway(draft, upper + 1, nw, opposite(out), arrival_room);
      if (below) found.push_back({nw, kSpiralShaftDouble, above, below});
    }
  }
  if (found.empty()) return std::nullopt;
  return rng.pick(std::span<const StackedSpiral>(found));
}

}  // namespace

bool isClosedShaft(const Draft& draft, int f, Point nw) {
  const Floor& floor = floorOf(draft, f);
  const ShaftSquares squares = shaftSquares(nw, 2);
  for (Point p : squares) {
    if (!floor.inBounds(p) || !isSolid(floor.kind(p))) return false;
  }
  const std::array<Point, 8> beside = {{{nw.x, nw.y - 1},
                                        {nw.x + 1, nw.y - 1},
                                        {nw.x + 2, nw.y},
                                        {nw.x + 2, nw.y + 1},
                                        {nw.x, nw.y + 2},
                                        {nw.x + 1, nw.y + 2},
                                        {nw.x - 1, nw.y},
                                        {nw.x - 1, nw.y + 1}}};
  for (Point q : beside) {
    if (!isSolid(floor.kindOrRock(q))) return false;
  }
  return std::none_of(squares.begin(), squares.end(), [&](Point p) { return keptRock(draft, p); });
}

std::optional<StackedSpiral> findStackedSpiral(const Draft& draft, int upper, Rng& rng) {
  const FloorPlan& top = draft.plans[static_cast<size_t>(upper)];
  const FloorPlan& below = draft.plans[static_cast<size_t>(upper + 1)];
  if (top.goal < 0 || below.entrance < 0) return std::nullopt;
  const Rect goal_room = spiralRoomOf(draft, upper, top.goal);
  const Rect arrival_room = spiralRoomOf(draft, upper + 1, below.entrance);
  // The spiral of `shaft` squares a side from `nw` if both floors leave it one doorway in the
  // right room, no square of it is kept rock, and a winding fits the way the doorways lie.
  auto fits = [&](Point nw, int shaft) {
    for (Point p : shaftSquares(nw, shaft)) {
      if (keptRock(draft, p)) return false;
    }
    const auto way_out = shaftDoorway(draft, upper, nw, shaft, goal_room);
    if (!way_out) return false;
    const auto way_in = shaftDoorway(draft, upper + 1, nw, shaft, arrival_room);
    return way_in && windingFits(shaft, sim::spiralTurnBetween(*way_in, *way_out),
                                 kStackedSpiralRise, sim::SpiralSpan::kBetweenFloors);
  };
  // A one-square shaft opens on the goal room through a square beside it.
  std::vector<Point> columns;
  for (Point p : squaresNear(floorOf(draft, upper), goal_room, 1)) {
    if (shaftDoorway(draft, upper, p, 1, goal_room) &&
        shaftDoorway(draft, upper + 1, p, 1, arrival_room)) {
      columns.push_back(p);
    }
  }
  rng.shuffle(std::span<Point>(columns));
  if (rng.chance(rates().straight_stacked_spiral_per_mille)) {
    // Straight through, the rooms above and below cannot overlap: the shaft may open on any
    // room of the floor below (the checks refuse it if that skips a gate).
    const Floor& below_floor = floorOf(draft, upper + 1);
    const Rect any_room{0, 0, below_floor.width(), below_floor.height()};
    if (auto wide = findWideStackedSpiral(draft, upper, goal_room, any_room, rng)) return wide;
  }
  for (Point p : columns) {
    if (fits(p, 1)) return StackedSpiral{p, 1, std::nullopt, std::nullopt};
  }
  return std::nullopt;
}

void layStackedSpiral(Draft& draft, int upper, const StackedSpiral& spiral) {
  for (int f : {upper, upper + 1}) {
    Floor& floor = draft.dungeon.edit().floors[static_cast<size_t>(f)];
    const ShaftSquares shaft = shaftSquares(spiral.at, spiral.shaft);
    dig(floor, std::span<const Point>(shaft.begin(), shaft.end()), SquareKind::kCorridor);
    const Vertical dir = f == upper ? Vertical::kDown : Vertical::kUp;
    const std::optional<Point> doorway = f == upper ? spiral.upper_doorway : spiral.lower_doorway;
    if (doorway) dig(floor, std::span<const Point>(&*doorway, 1), SquareKind::kCorridor);
    Thing thing = makeThing(ThingType::kSpiral, f, spiral.at,
                            {{Field::kVertical, dir}, {Field::kRise, kStackedSpiralRise}});
    if (spiral.shaft != kSpiralShaftSingle) thing.fields.set(Field::kShaft, spiral.shaft);
    draft.dungeon.edit().things.push_back(thing);
  }
}

}  // namespace dungeon::gen
