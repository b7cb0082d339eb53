// Tests of the matrix's cells: the full product holds every combination of floors, mine floor,
// rising and size class once (the option table's swept values, read here as the test's own four
// numbers); the pairwise cells hold every pair of two parameters' values the
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
          static_cast<int>(checks::sizeClassOf(cell.width, cell.height))};
}

// The options of an options line the test writes out.
Options optionsOf(std::string_view line) {
  const Result<Options> options = parseOptions(line);
  EXPECT_TRUE(options.ok()) << line;
  return options.ok() ? *options : Options{};
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
  std::set<int> sides;
  for (const MatrixCell& cell : full) {
    EXPECT_TRUE(seen.insert(valuesOf(cell)).second) << matrixCellName(cell);
    EXPECT_EQ(cell.width, cell.height) << matrixCellName(cell);
    EXPECT_TRUE(cell.topology.empty()) << matrixCellName(cell);
    sides.insert(cell.width);
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
  // One size of each class, near the sizes its bands were calibrated at (docs/bands.md).
  EXPECT_EQ(sides, (std::set<int>{24, 40, 96, 256}));
  std::set<checks::SizeClass> classes;
  for (int side : sides) classes.insert(checks::sizeClassOf(side, side));
  EXPECT_EQ(classes.size(), checks::sizeClasses().size());
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
  const std::vector<MatrixCell> full = matrixCells(MatrixScope::kFull);
  const MatrixCell cell = optionsOf("floors=3 size=96x96 rising mine=2");
  EXPECT_EQ(matrixCellName(cell), "floors=3 size=96x96 rising mine=2");
  EXPECT_NE(std::find(full.begin(), full.end(), cell), full.end());
  EXPECT_EQ(matrixCellName(full.front()), "floors=1 size=24x24");
  EXPECT_EQ(matrixCellName(full[1]), "floors=1 size=24x24 mine=1");
  EXPECT_EQ(matrixCellName(full.back()), "floors=8 size=256x256 rising mine=8");
  EXPECT_EQ(matrixPairsOf(cell).front(), "floors=3 size=96x96");
  EXPECT_EQ(matrixPairsOf(optionsOf("floors=2")).back(), "no-rising no-mine");
}

TEST(Matrix, AFailingCellsLineGivesItsFirstSeedsReproduceCommand) {
  MatrixCellResult failing{optionsOf("floors=2 mine=1"), 3, {}, {}};
  failing.failures.push_back({2, "M12: longest_straight_run = 2 outside [0, 0] on floor 1",
                              "dungeon generate --seed 2 --floors 2 --mine=1 -o seed-2.sheet"});
  EXPECT_EQ(formatMatrixCell(failing),
            "FAIL  floors=2 size=40x40 mine=1                   1 failed of 3 seeds\n"
            "      seed 2: M12: longest_straight_run = 2 outside [0, 0] on floor 1\n"
            "      reproduce: dungeon generate --seed 2 --floors 2 --mine=1 -o seed-2.sheet\n");
  const MatrixCellResult passing{optionsOf("floors=1 size=24x24 rising"), 3, {}, {}};
  EXPECT_EQ(formatMatrixCell(passing),
            "ok    floors=1 size=24x24 rising                   0 failed of 3 seeds\n");
  EXPECT_EQ(formatMatrixTotals({failing, passing}, MatrixScope::kPairwise),
            "matrix (pairwise): 2 cells, 6 seeds; failed: 1 of the cells, 1 of the seeds\n");
}

}  // namespace
}  // namespace dungeon::sweeps
