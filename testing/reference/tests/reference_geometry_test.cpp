// The reference rules' geometry against the numbers SPEC and the docs state, worked out by hand
// or read off their tables: which rises a spiral's windings fit (docs/checks.md, "What fits",
// and SPEC 5.5's game table), the slope and head room of single windings (docs/checks.md's
// `dungeon fit --table`), and the slopes of stair halves (docs/stairs.md's table). Nothing of
// the sim is compared here; the differential property does that.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "testing/reference/spiral_geometry.h"
#include "testing/reference/stairs.h"

namespace dungeon::reference {
namespace {

// Rises in half-metres from `from` to `to` metres inclusive.
std::vector<int> rises(double from, double to) {
  std::vector<int> out;
  for (int r = static_cast<int>(from * 2); r <= static_cast<int>(to * 2); ++r) out.push_back(r);
  return out;
}

struct FitCase {
  std::string name;
  int shaft;
  WayOut way_out;
  std::vector<std::pair<double, double>> fitting;  // docs/checks.md, "What fits"
};

bool fitsIn(const FitCase& c, int rise) {
  for (auto [from, to] : c.fitting) {
    if (rise >= from * 2 && rise <= to * 2) return true;
  }
  return false;
}

TEST(ReferenceSpiral, FitsTheRisesTheDocsTableFits) {
  const std::vector<FitCase> cases = {
      {"one square straight", 1, WayOut::kStraight, {{0.5, 1.5}, {4.5, 5.5}, {7.0, 12.0}}},
      {"one square corner", 1, WayOut::kCorner, {{0.5, 2.5}, {3.5, 12.0}}},
      {"one square same side", 1, WayOut::kSameSide, {{3.0, 3.5}, {5.5, 7.5}, {8.5, 12.0}}},
      {"2 x 2 straight", 2, WayOut::kStraight, {{0.5, 3.0}, {4.5, 12.0}}},
      {"2 x 2 corner", 2, WayOut::kCorner, {{0.5, 12.0}}},
      {"2 x 2 same side", 2, WayOut::kSameSide, {{3.0, 12.0}}},
  };
  for (const FitCase& c : cases) {
    for (int rise : rises(0.5, 12.0)) {
      EXPECT_EQ(anyWindingFits(c.shaft, c.way_out, rise, Span::kBetweenFloors), fitsIn(c, rise))
          << c.name << ", rise " << rise / 2.0 << " m";
    }
  }
}

TEST(ReferenceSpiral, ReproducesTheGamesTableFromOneAndAHalfToSixMetres) {
  // SPEC 5.5: straight through fits 1.5 and 4.5-5 m; round a corner 1.5-2.5 and 3.5-6 m. The
  // one exception docs/checks.md explains: 5.5 m straight climbs a turn and a half at 34.8.
  for (int rise : rises(1.5, 6.0)) {
    const bool straight = rise == 3 || (rise >= 9 && rise <= 10) || rise == 11;
    const bool corner = (rise >= 3 && rise <= 5) || (rise >= 7 && rise <= 12);
    EXPECT_EQ(anyWindingFits(1, WayOut::kStraight, rise, Span::kWithinFloor), straight) << rise;
    EXPECT_EQ(anyWindingFits(1, WayOut::kCorner, rise, Span::kWithinFloor), corner) << rise;
  }
}

TEST(ReferenceSpiral, NeverFitsOutTheSameSideWithinAFloorNorOutsideItsRange) {
  for (int rise : rises(0.5, 12.0)) {
    EXPECT_FALSE(anyWindingFits(1, WayOut::kSameSide, rise, Span::kWithinFloor));
    EXPECT_FALSE(anyWindingFits(2, WayOut::kSameSide, rise, Span::kWithinFloor));
  }
  EXPECT_FALSE(anyWindingFits(2, WayOut::kCorner, 0, Span::kWithinFloor));
  EXPECT_FALSE(anyWindingFits(2, WayOut::kCorner, 25, Span::kWithinFloor));
}

TEST(ReferenceSpiral, MeasuresWindingsAsTheFitTableDoes) {
  // docs/checks.md: 6.0 m round a corner winds 1.75 turns at 32.8 degrees under 3.27 m; 1.5 m
  // straight half a turn at 33.6 degrees; 5.5 m out the same side 2 turns under 2.60 m.
  const WindingMeasure corner = measureWinding(1, 630, 6.0);
  EXPECT_NEAR(corner.slope_degrees, 32.8, 0.05);
  EXPECT_NEAR(corner.doorway_head_room_m, 3.27, 0.005);
  EXPECT_NEAR(measureWinding(1, 180, 1.5).slope_degrees, 33.6, 0.05);
  EXPECT_NEAR(measureWinding(1, 720, 5.5).doorway_head_room_m, 2.60, 0.005);
  EXPECT_NEAR(measureWinding(2, 540, 6.0).slope_degrees, 20.7, 0.05);
}

TEST(ReferenceStairs, CornerHalfTurnsAreAsSteepAsTheDocsTableSays) {
  // docs/stairs.md, per mille: a corner's half turn rising 0.25 m (a 0.5 m step from a run
  // square) 226; 0.5 m 452; 1 m 904; 1.25 m 1129; 1.5 m 1355.
  const std::vector<std::pair<double, double>> table = {
      {0.25, 0.226}, {0.5, 0.452}, {1.0, 0.904}, {1.25, 1.129}, {1.5, 1.355}};
  for (auto [rise, slope] : table) EXPECT_NEAR(cornerHalfTurnSlope(rise), slope, 0.002) << rise;
  EXPECT_LT(cornerHalfTurnSlope(1.0), kWalkableSlope);
  EXPECT_GT(cornerHalfTurnSlope(1.25), kWalkableSlope);
}

TEST(ReferenceStairs, StraightHalvesClimbOverHalfASquare) {
  EXPECT_DOUBLE_EQ(halfSlope({true, true, 1.5}), 1.0);  // exactly 45 degrees: walkable
  EXPECT_GT(halfSlope({true, true, 2.0}), kWalkableSlope);
  EXPECT_DOUBLE_EQ(halfSlope({}), 0.0);
}

TEST(ReferenceStairs, TheTwentyFourSectorsOfACornerTileItsSquare) {
  // SPEC 5.5: each sector's polygon computed directly (the corner, where the first ray leaves,
  // the far corner if it lies between, where the last ray leaves) tiles the square.
  EXPECT_EQ(cornerSectorsProblem(), "");
  EXPECT_EQ(sectorsTilingProblem(7), "");  // the middle sector holds the far corner
}

}  // namespace
}  // namespace dungeon::reference
