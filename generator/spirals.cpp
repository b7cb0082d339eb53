#include "generator/spirals.h"

#include <algorithm>

#include "model/articulation.h"
#include "sim/spiral.h"

namespace dungeon::gen {
namespace {

const Floor& floorOf(const Draft& draft, int f) {
  return draft.dungeon.floors[static_cast<size_t>(f)];
}

bool lastFloor(const Draft& draft, int f) {
  return f + 1 == static_cast<int>(draft.dungeon.floors.size());
}

bool thingAt(const Dungeon& d, int f, Point p) {
  return std::any_of(d.things.begin(), d.things.end(),
                     [&](const Thing& t) { return t.floor == f && t.at == p; });
}

sim::SpiralTurn turnBetween(Dir way_in, Dir way_out) {
  if (way_out == way_in) return sim::SpiralTurn::kSameSide;
  return way_out == opposite(way_in) ? sim::SpiralTurn::kStraight : sim::SpiralTurn::kCorner;
}

bool windingFits(int shaft, sim::SpiralTurn turn, int rise_half_m, sim::SpiralSpan span) {
  return shaft == 1 && sim::fitSpiral(turn, rise_half_m, span).winding.has_value();
}

// The square the near part is known by: the entrance on floor 1, the ladder's foot below it.
std::optional<Point> anchorOf(const Draft& draft, int f) {
  if (f > 0) return draft.plans[static_cast<size_t>(f)].arrival;
  for (const Thing& t : draft.dungeon.things) {
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

bool sinkable(const Draft& draft, int f, const std::vector<char>& part) {
  const Floor& floor = floorOf(draft, f);
  for (const Thing& t : draft.dungeon.things) {
    if (t.floor != f || !part[static_cast<size_t>(floor.index(t.at))]) continue;
    if (isLink(t.type) || t.type == ThingType::kEntrance) return false;
  }
  if (lastFloor(draft, f)) return true;
  const Floor& below = floorOf(draft, f + 1);
  for (int i = 0; i < floor.squareCount(); ++i) {
    if (part[static_cast<size_t>(i)] && !isSolid(below.kindData()[static_cast<size_t>(i)])) {
      return false;
    }
  }
  return true;
}

std::optional<CutSpiral> cutSpiralAt(const Draft& draft, int f, Point at, Point anchor) {
  const Floor& floor = floorOf(draft, f);
  const std::vector<Dir> sides = doorwaySides(floor, at);
  if (sides.size() != 2) return std::nullopt;
  for (Dir d : sides) {
    const Point q = step(at, d);
    if (!isOpen(floor.kind(q)) || floor.heightHalfMetres(q) != 0) return std::nullopt;
  }
  std::vector<char> part = partWithout(floor, step(at, sides[0]), at);
  Dir far_side = sides[0];
  Dir near_side = sides[1];
  if (part[static_cast<size_t>(floor.index(anchor))]) {
    part = partWithout(floor, step(at, sides[1]), at);
    std::swap(far_side, near_side);
  }
  if (part[static_cast<size_t>(floor.index(anchor))] || !sinkable(draft, f, part)) {
    return std::nullopt;
  }
  // The way in is the far part's doorway, the lower one; the way out the near part's.
  const sim::SpiralTurn turn = turnBetween(far_side, near_side);
  for (int sink : kSpiralSinks) {
    if (!windingFits(1, turn, sink, sim::SpiralSpan::kWithinFloor)) continue;
    CutSpiral spiral{at, sink, {}};
    for (int i = 0; i < floor.squareCount(); ++i) {
      if (part[static_cast<size_t>(i)]) spiral.far_part.push_back(floor.pointOf(i));
    }
    return spiral;
  }
  return std::nullopt;
}

// A wall square of `room` on floor f beside the column: solid, with exactly one open
// neighbour, a room square of `room` at height 0 where no link stands.
std::optional<Dir> wallDoorway(const Draft& draft, int f, Point p, const Rect& room) {
  const Floor& floor = floorOf(draft, f);
  if (!floor.inBounds(p) || !isSolid(floor.kind(p))) return std::nullopt;
  std::optional<Dir> doorway;
  for (Dir d : kAllDirs) {
    const Point q = step(p, d);
    if (isSolid(floor.kindOrRock(q))) continue;
    if (doorway || floor.kind(q) != SquareKind::kRoom || !room.contains(q) ||
        floor.heightHalfMetres(q) != 0 || thingAt(draft.dungeon, f, q)) {
      return std::nullopt;
    }
    doorway = d;
  }
  return doorway;
}

bool keptRock(const Draft& draft, Point p) {
  return std::find(draft.ramp.begin(), draft.ramp.end(), p) != draft.ramp.end() ||
         std::find(draft.shafts.begin(), draft.shafts.end(), p) != draft.shafts.end();
}

}  // namespace

std::optional<CutSpiral> findCutSpiral(const Draft& draft, int f, const std::vector<char>& cut,
                                       Rng& rng) {
  const Floor& floor = floorOf(draft, f);
  const std::optional<Point> anchor = anchorOf(draft, f);
  if (!anchor) return std::nullopt;
  std::vector<Point> candidates;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (cut[static_cast<size_t>(i)] && floor.kind(p) == SquareKind::kCorridor &&
        floor.heightHalfMetres(p) == 0 && !thingAt(draft.dungeon, f, p)) {
      candidates.push_back(p);
    }
  }
  rng.shuffle(std::span<Point>(candidates));
  for (Point p : candidates) {
    if (auto spiral = cutSpiralAt(draft, f, p, *anchor)) return spiral;
  }
  return std::nullopt;
}

void layCutSpiral(Draft& draft, int f, const CutSpiral& spiral) {
  Floor& floor = draft.dungeon.floors[static_cast<size_t>(f)];
  for (Point p : spiral.far_part) {
    floor.setHeightHalfMetres(p, floor.heightHalfMetres(p) - spiral.rise_half_m);
  }
  draft.dungeon.things.push_back(
      makeThing(ThingType::kSpiral, f, spiral.at,
                {{Field::kVertical, Vertical::kFlat}, {Field::kRise, spiral.rise_half_m}}));
}

void unlayCutSpiral(Draft& draft, int f, const CutSpiral& spiral) {
  Floor& floor = draft.dungeon.floors[static_cast<size_t>(f)];
  for (Point p : spiral.far_part) {
    floor.setHeightHalfMetres(p, floor.heightHalfMetres(p) + spiral.rise_half_m);
  }
  draft.dungeon.things.pop_back();
}

std::optional<StackedSpiral> findStackedSpiral(const Draft& draft, int upper, Rng& rng) {
  const FloorPlan& top = draft.plans[static_cast<size_t>(upper)];
  const FloorPlan& below = draft.plans[static_cast<size_t>(upper + 1)];
  if (top.goal < 0 || below.entrance < 0) return std::nullopt;
  const Rect goal_room = top.nodes[static_cast<size_t>(top.goal)].area;
  const Rect arrival_room = below.nodes[static_cast<size_t>(below.entrance)].area;
  const Floor& floor = floorOf(draft, upper);
  std::vector<Point> columns;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (keptRock(draft, p)) continue;
    if (wallDoorway(draft, upper, p, goal_room) && wallDoorway(draft, upper + 1, p, arrival_room)) {
      columns.push_back(p);
    }
  }
  rng.shuffle(std::span<Point>(columns));
  for (Point p : columns) {
    const Dir way_out = *wallDoorway(draft, upper, p, goal_room);
    const Dir way_in = *wallDoorway(draft, upper + 1, p, arrival_room);
    if (windingFits(1, turnBetween(way_in, way_out), kStackedSpiralRise,
                    sim::SpiralSpan::kBetweenFloors)) {
      return StackedSpiral{p, 1};
    }
  }
  return std::nullopt;
}

void layStackedSpiral(Draft& draft, int upper, const StackedSpiral& spiral) {
  for (int f : {upper, upper + 1}) {
    draft.dungeon.floors[static_cast<size_t>(f)].setKind(spiral.at, SquareKind::kCorridor);
    const Vertical dir = f == upper ? Vertical::kDown : Vertical::kUp;
    draft.dungeon.things.push_back(
        makeThing(ThingType::kSpiral, f, spiral.at,
                  {{Field::kVertical, dir}, {Field::kRise, kStackedSpiralRise}}));
  }
}

}  // namespace dungeon::gen
