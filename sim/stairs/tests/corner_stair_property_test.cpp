// Corner stairs over random turns (RapidCheck): any orientation, run squares or landings on
// either side, heights stepping by up to the largest step slopes_walkable allows. The 24
// sectors tile the square, each convex; every prism's corners top out at their own share of the
// turn; the stair meets its neighbours at the shared edges; and the slopes stay walkable for
// every stair the generator's rule lays.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cmath>

#include "model/rules.h"
#include "sim/stairs/tests/stair_floors.h"

namespace dungeon::sim {
namespace {

using testing::TurnPlan;

// A random turn whose neighbours step by at most `max_step` half-metres from the corner, and
// whose three heights are not all one (so the square is a corner stair).
TurnPlan randomTurn(int max_step) {
  TurnPlan plan;
  plan.in = *rc::gen::element(Dir::kNorth, Dir::kEast, Dir::kSouth, Dir::kWest);
  plan.out = *rc::gen::element(clockwise(plan.in), anticlockwise(plan.in));
  plan.corner = *rc::gen::inRange(-8, 9);
  plan.a = plan.corner + *rc::gen::inRange(-max_step, max_step + 1);
  plan.b = plan.corner + *rc::gen::inRange(-max_step, max_step + 1);
  RC_PRE(!(plan.a == plan.corner && plan.b == plan.corner));
  plan.a_landing = *rc::gen::arbitrary<bool>();
  plan.b_landing = *rc::gen::arbitrary<bool>();
  return plan;
}

CornerStair turnOf(const TurnPlan& plan) {
  const auto c = cornerStairAt(testing::turnFloor(plan), testing::kTurnCorner);
  RC_ASSERT(c.has_value());
  return *c;
}

RC_GTEST_PROP(CornerStairProperty, TheSectorsAreConvexAndTheirAreasSumToTheSquare, ()) {
  const CornerStair c = turnOf(randomTurn(kMaxStepHalfMetres));
  const auto sectors = cornerSectors(c);
  int64_t area = 0;
  for (const CornerSector& s : sectors) {
    RC_ASSERT(sectorConvex(s));
    area += sectorArea(s);
  }
  RC_ASSERT(area == kStairSquareUnits * kStairSquareUnits);  // 9 m^2 exactly
}

RC_GTEST_PROP(CornerStairProperty, EveryPointOfTheSquareLiesInExactlyOneSector, ()) {
  const auto sectors = cornerSectors(turnOf(randomTurn(kMaxStepHalfMetres)));
  constexpr int64_t kStepUnits = kStairSquareUnits / 96;  // 31.25 mm: rays and all
  for (int64_t y = kStepUnits; y < kStairSquareUnits; y += kStepUnits) {
    for (int64_t x = kStepUnits; x < kStairSquareUnits; x += kStepUnits) {
      const int n = testing::holdersOf(sectors, {x, y});
      if (n != 1)
        RC_FAIL("point (" + std::to_string(x) + ", " + std::to_string(y) + ") lies in " +
                std::to_string(n) + " sectors");
    }
  }
}

// The reference blend at ray j's share (j / 24): straight from the entry edge to the middle
// over the first half, from the middle to the leaving edge over the second.
int64_t referenceTop(const StairShape& s, int j) {
  if (2 * j <= kCornerSectors) return s.entry_edge + (s.middle - s.entry_edge) * 2 * j / 24;
  return s.middle + (s.leave_edge - s.middle) * (2 * j - 24) / 24;
}

RC_GTEST_PROP(CornerStairProperty, EveryPrismCornerTopsOutAtItsOwnShare, ()) {
  const CornerStair c = turnOf(randomTurn(kMaxStepHalfMetres));
  for (const CornerSector& s : cornerSectors(c)) {
    RC_ASSERT(s.corners[0] == c.inner);
    RC_ASSERT(s.tops[0] == referenceTop(c.shape, s.index));
    RC_ASSERT(s.inner_last_top == referenceTop(c.shape, s.index + 1));
    for (int i = 1; i < s.corner_count; ++i) {
      const double share = testing::shareOfAngle(c, s.corners[static_cast<size_t>(i)]);
      const int ray = static_cast<int>(std::lround(share * kCornerSectors));
      RC_ASSERT(std::abs(share * kCornerSectors - ray) < 1e-3);  // the corner is on a ray
      RC_ASSERT(ray == s.index || ray == s.index + 1 || 2 * ray == kCornerSectors);
      RC_ASSERT(s.tops[static_cast<size_t>(i)] == referenceTop(c.shape, ray));
    }
  }
}

// Between the rays, the prisms' ruled tops follow the straight blend by angle (SPEC 5.5) to
// within a sixteenth of one sector's rise (and a unit of rounding): the chord stands in for the
// arc.
RC_GTEST_PROP(CornerStairProperty, TheSurfaceFollowsTheBlendByAngle, ()) {
  const CornerStair c = turnOf(randomTurn(kMaxStepHalfMetres));
  const StairShape& s = c.shape;
  const double sector_rise = static_cast<double>(std::max(std::abs(s.middle - s.entry_edge),
                                                          std::abs(s.leave_edge - s.middle))) /
                             (kCornerSectors / 2);
  for (int i = 0; i < 200; ++i) {
    const StairPoint p{*rc::gen::inRange<int64_t>(0, kStairSquareUnits + 1),
                       *rc::gen::inRange<int64_t>(0, kStairSquareUnits + 1)};
    if (p == c.inner) continue;
    const double share = testing::shareOfAngle(c, p);
    const double ideal = share <= 0.5
                             ? static_cast<double>(s.entry_edge) +
                                   static_cast<double>(s.middle - s.entry_edge) * 2 * share
                             : static_cast<double>(s.middle) +
                                   static_cast<double>(s.leave_edge - s.middle) * (2 * share - 1);
    RC_ASSERT(std::abs(static_cast<double>(cornerHeightAt(c, p)) - ideal) <= sector_rise / 16 + 1);
  }
}

// The same point seen from the square across `side`.
StairPoint across(StairPoint p, Dir side) {
  return {p.x - offset(side).x * kStairSquareUnits, p.y - offset(side).y * kStairSquareUnits};
}

// Points of the square's side `side`, in the square's frame, but not the side's two ends.
std::vector<StairPoint> pointsOfSide(Dir side) {
  std::vector<StairPoint> points;
  for (int64_t t = 1000; t < kStairSquareUnits; t += 1000) {
    switch (side) {
      case Dir::kNorth:
        points.push_back({t, 0});
        break;
      case Dir::kSouth:
        points.push_back({t, kStairSquareUnits});
        break;
      case Dir::kWest:
        points.push_back({0, t});
        break;
      case Dir::kEast:
        points.push_back({kStairSquareUnits, t});
        break;
    }
  }
  return points;
}

// Every edge that a stair square shares with an open square, heights meet all along it (but
// at its two ends: the inner point, where a corner's turn stands, and the outer corner).
RC_GTEST_PROP(CornerStairProperty, HeightsMeetTheNeighboursAtTheSharedEdges, ()) {
  const Floor f = testing::turnFloor(randomTurn(kMaxStepHalfMetres));
  RC_ASSERT(stairShapeAt(f, testing::kTurnCorner).kind == StairKind::kCorner);
  int edges = 0;
  for (int i = 0; i < f.squareCount(); ++i) {
    const Point p = f.pointOf(i);
    if (!isRunSquare(f, p)) continue;
    for (Dir side : kAllDirs) {
      if (!f.isOpenAt(step(p, side))) continue;
      ++edges;
      const StairShape here = stairShapeAt(f, p);
      const StairShape there = stairShapeAt(f, step(p, side));
      for (StairPoint at : pointsOfSide(side)) {
        RC_ASSERT(surfaceHeightAt(here, at) == surfaceHeightAt(there, across(at, side)));
      }
    }
  }
  RC_ASSERT(edges >= 2);  // the corner's two at least
}

// The generator's rule: heights step by at most one half-metre between neighbours.
RC_GTEST_PROP(CornerStairProperty, TheGeneratorsStairsAreWalkable, ()) {
  const TurnPlan plan = randomTurn(1);
  const Floor f = testing::turnFloor(plan);
  for (Point p : {testing::kTurnCorner, step(testing::kTurnCorner, plan.in),
                  step(testing::kTurnCorner, plan.out)}) {
    RC_ASSERT(steepestSlopePerMille(stairShapeAt(f, p)) <= kWalkableSlopePerMille);
  }
}

// Between run squares, a straight stair is walkable up to the largest step slopes_walkable
// allows (3 m over a square: exactly 45 degrees); a corner only up to 2 m each way, since its
// walking line is shorter than a straight square's (docs/stairs.md).
RC_GTEST_PROP(CornerStairProperty, RunsAreWalkableUpToTheirLargestStep, ()) {
  TurnPlan plan = randomTurn(kMaxStepHalfMetres);
  plan.a_landing = plan.b_landing = false;
  const Floor f = testing::turnFloor(plan);
  const Point a = step(testing::kTurnCorner, plan.in);
  const Point b = step(testing::kTurnCorner, plan.out);
  for (Point p : {a, b}) {
    RC_ASSERT(steepestSlopePerMille(stairShapeAt(f, p)) <= kWalkableSlopePerMille);
  }
  const bool gentle = std::abs(plan.a - plan.corner) <= 4 && std::abs(plan.b - plan.corner) <= 4;
  const int corner = steepestSlopePerMille(stairShapeAt(f, testing::kTurnCorner));
  RC_ASSERT((corner <= kWalkableSlopePerMille) == gentle);
}

}  // namespace
}  // namespace dungeon::sim
