// Tests of the matrix's cells: the full product holds every combination of floors, mine floor,
// rising and size class once; the pairwise cells hold every pair of two parameters' values the
// full product holds (counted here by the test's own reading of a cell, not the module's), in
// a stable order; a cell's options are those its name says; a failing cell's line gives its
// reproduce command.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "checks/bands_size_class.h"
#include "sweeps/matrix.h"

namespace dungeon::sweeps {
namespace {

// A cell's four values as the test reads them: floors, mine floor (0: none), rising, class.
std::array<int, 4> valuesOf(const MatrixCell& cell) {
  return {cell.floors, cell.mine.value_or(0), cell.rising ? 1 : 0,
          static_cast<int>(cell.size_class)};
}

using Pairs = std::set<std::tuple<int, int, int, int>>;  // (parameter a, b, value a, b)

Pairs pairsOf(const std::vector<MatrixCell>& cells) {
  Pairs pairs;
  for (const MatrixCell& cell : cells) {
    const std::array<int, 4> v = valuesOf(cell);
    for (int a = 0; a < 4; ++a) {
      for (int b = a + 1; b < 4; ++b) pairs.insert({a, b, v[a], v[b]});
    }
  }
  return pairs;
}

TEST(Matrix, TheFullProductHoldsEveryCombinationOnce) {
  const std::vector<MatrixCell> full = matrixCells(MatrixScope::kFull);
  std::set<std::array<int, 4>> seen;
  for (const MatrixCell& cell : full) {
    EXPECT_TRUE(seen.insert(valuesOf(cell)).second) << matrixCellName(cell);
    ASSERT_GE(cell.floors, 1);
    ASSERT_LE(cell.floors, 8);
    if (cell.mine) {
      EXPECT_GE(*cell.mine, 1);
      EXPECT_LE(*cell.mine, cell.floors);
    }
  }
  // Floors F has F mine floors and no mine, each with rising off and on, at four classes.
  int expected = 0;
  for (int floors = 1; floors <= 8; ++floors) expected += (floors + 1) * 2 * 4;
  EXPECT_EQ(expected, 352);
  EXPECT_EQ(full.size(), 352u);
}

TEST(Matrix, ThePairwiseCellsHoldEveryPairTheFullProductHolds) {
  const std::vector<MatrixCell> full = matrixCells(MatrixScope::kFull);
  const std::vector<MatrixCell> pairwise = matrixCells(MatrixScope::kPairwise);
  EXPECT_EQ(pairsOf(pairwise), pairsOf(full));
  // Floors and mine floor alone make 44 pairs, so there are at least 44 cells.
  EXPECT_GE(pairwise.size(), 44u);
  EXPECT_LE(pairwise.size(), 60u);
  for (const MatrixCell& cell : pairwise) {
    EXPECT_NE(std::find(full.begin(), full.end(), cell), full.end()) << matrixCellName(cell);
  }
  EXPECT_EQ(matrixCells(MatrixScope::kPairwise), pairwise);
  // Dropping any cell loses a pair: none is there for nothing.
  for (size_t i = 0; i < pairwise.size(); ++i) {
    std::vector<MatrixCell> fewer = pairwise;
    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
    EXPECT_NE(pairsOf(fewer), pairsOf(full)) << matrixCellName(pairwise[i]);
  }
}

TEST(Matrix, ACellsOptionsAreWhatItsNameSays) {
  const MatrixCell cell{3, 2, true, checks::SizeClass::kLarge};
  EXPECT_EQ(matrixCellName(cell), "floors=3 size=96x96 rising mine=2");
  const Options options = matrixOptionsOf(cell);
  EXPECT_EQ(options.floors, 3);
  EXPECT_EQ(options.mine, 2);
  EXPECT_TRUE(options.rising);
  for (const checks::SizeClassDef& size : checks::sizeClasses()) {
    const int side = matrixSideOf(size.size_class);
    EXPECT_EQ(checks::sizeClassOf(side, side), size.size_class) << side;
  }
}

TEST(Matrix, AFailingCellsLineGivesItsFirstSeedsReproduceCommand) {
  MatrixCellResult failing{{2, 1, false, checks::SizeClass::kStandard}, 3, {}, {}};
  failing.failures.push_back({2, "M12: longest_straight_run = 2 outside [0, 0] on floor 1",
                              "dungeon generate --seed 2 --floors 2 --mine=1 -o seed-2.sheet"});
  EXPECT_EQ(formatMatrixCell(failing),
            "FAIL  floors=2 size=40x40 mine=1                   1 failed of 3 seeds\n"
            "      seed 2: M12: longest_straight_run = 2 outside [0, 0] on floor 1\n"
            "      reproduce: dungeon generate --seed 2 --floors 2 --mine=1 -o seed-2.sheet\n");
  const MatrixCellResult passing{{1, std::nullopt, true, checks::SizeClass::kSmall}, 3, {}, {}};
  EXPECT_EQ(formatMatrixCell(passing),
            "ok    floors=1 size=24x24 rising                   0 failed of 3 seeds\n");
  EXPECT_EQ(formatMatrixTotals({failing, passing}, MatrixScope::kPairwise),
            "matrix (pairwise): 2 cells, 6 seeds; failed: 1 of the cells, 1 of the seeds\n");
}

}  // namespace
}  // namespace dungeon::sweeps
