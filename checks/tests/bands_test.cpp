// The band table: the committed table parses, lookup picks the right row, and malformed rows
// are refused with file, line and column.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "checks/bands.h"
#include "checks/metrics.h"

namespace dungeon::checks {
namespace {

TEST(Bands, CommittedTableParses) {
  EXPECT_EQ(standardBandsError(), "");
  EXPECT_FALSE(standardBands().rows().empty());
}

TEST(Bands, EveryCommittedRowNamesAMetricOfTheRegistry) {
  for (const Band& band : standardBands().rows()) EXPECT_NE(findMetric(band.metric), nullptr);
}

TEST(Bands, LookupPrefersTheSizeClassThenLargestFloorCountNotAbove) {
  auto table = BandTable::parse(
      "M1 1 * 1 2\n"
      "M1 3 * 3 4\n"
      "M1 1 standard 5 6\n"
      "M1 1 large 7 8\n",
      "t");
  ASSERT_TRUE(table.ok());
  EXPECT_EQ(table->find("M1", 1, 40, 40)->lo, 5000);
  EXPECT_EQ(table->find("M1", 1, 32, 48)->lo, 5000);
  EXPECT_EQ(table->find("M1", 1, 96, 96)->lo, 7000);
  EXPECT_EQ(table->find("M1", 1, 30, 30)->lo, 1000);
  EXPECT_EQ(table->find("M1", 1, 256, 256)->lo, 1000);
  EXPECT_EQ(table->find("M1", 2, 30, 30)->lo, 1000);
  EXPECT_EQ(table->find("M1", 5, 30, 30)->lo, 3000);
  EXPECT_EQ(table->find("M1", 3, 40, 40)->lo, 5000);
  EXPECT_EQ(table->find("M2", 1, 40, 40), nullptr);
  EXPECT_EQ(table->find("M1", 5, 30, 30, true), nullptr);
  EXPECT_EQ(table->find("M1", 3, 30, 30, true)->lo, 3000);
}

// Two floors have rows of their own, M1 among them left out (it bit nothing there): a dungeon of
// two or more floors takes no M1 band rather than the lone floor's, and the rows of the largest
// floor count not above its own serve it; a class with a lone floor's rows only serves them to
// every floor count.
TEST(Bands, TheRowsOfOneFloorCountServeTogether) {
  auto table = BandTable::parse(
      "M1 1 standard 1 2\n"
      "M2 1 standard 3 4\n"
      "M2 2 standard 5 6\n"
      "M1 1 large 7 8\n"
      "M1 1 standard 9 9 mine\n"
      "M1 3 standard 10 10 mine\n",
      "t");
  ASSERT_TRUE(table.ok()) << table.error().format();
  EXPECT_EQ(table->find("M1", 1, 40, 40)->lo, 1000);
  EXPECT_EQ(table->find("M1", 2, 40, 40), nullptr);
  EXPECT_EQ(table->find("M1", 5, 40, 40), nullptr);
  EXPECT_EQ(table->find("M2", 5, 40, 40)->lo, 5000);
  EXPECT_EQ(table->find("M1", 2, 96, 96)->lo, 7000);
  EXPECT_EQ(table->servingFloorCount(5, SizeClass::kStandard, "", false), 2);
  EXPECT_EQ(table->servingFloorCount(5, SizeClass::kStandard, "", true), 0);
  EXPECT_EQ(table->servingFloorCount(5, std::nullopt, "", false), 0);
  // A style counts its own rows' floor counts: the mine's 1 and 3, not the plain rows' 2.
  EXPECT_EQ(table->servingFloorCount(2, SizeClass::kStandard, "mine", false), 1);
  EXPECT_EQ(table->find("M1", 2, 40, 40, false, "mine")->lo, 9000);
  EXPECT_EQ(table->find("M1", 4, 40, 40, false, "mine")->lo, 10000);
  EXPECT_EQ(table->find("M2", 4, 40, 40, false, "mine")->lo, 5000);
}

// The boundaries docs/bands.md states: 32 x 32, 60 x 60 and 160 x 160 in area, inclusive.
TEST(Bands, AStylesRowsWinAndOtherwiseTheRowsForEveryStyleServe) {
  const auto table =
      BandTable::parse("M16 1 * 1 3\nM16 1 standard 4 7 rising\nM1 1 * 5 9\n", "bands.txt");
  ASSERT_TRUE(table) << table.error().format();
  EXPECT_EQ(table->find("M16", 1, 40, 40, false, "rising")->lo, 4000);
  EXPECT_EQ(table->find("M16", 1, 40, 40)->lo, 1000);
  // No rising row for this size: the row for every style serves.
  EXPECT_EQ(table->find("M16", 1, 96, 96, false, "rising")->lo, 1000);
  EXPECT_EQ(table->find("M1", 1, 40, 40, false, "rising")->lo, 5000);
  Options rising;
  rising.rising = true;
  EXPECT_EQ(floorStyleOf(rising), "rising");
  EXPECT_EQ(floorStyleOf(Options{}), "");
}

TEST(Bands, SizeClassesComeFromTheFloorsArea) {
  EXPECT_EQ(sizeClassOf(16, 16), SizeClass::kSmall);
  EXPECT_EQ(sizeClassOf(24, 24), SizeClass::kSmall);
  EXPECT_EQ(sizeClassOf(32, 32), SizeClass::kSmall);
  EXPECT_EQ(sizeClassOf(16, 64), SizeClass::kSmall);
  EXPECT_EQ(sizeClassOf(33, 32), SizeClass::kStandard);
  EXPECT_EQ(sizeClassOf(40, 40), SizeClass::kStandard);
  EXPECT_EQ(sizeClassOf(32, 48), SizeClass::kStandard);
  EXPECT_EQ(sizeClassOf(60, 60), SizeClass::kStandard);
  EXPECT_EQ(sizeClassOf(61, 60), SizeClass::kLarge);
  EXPECT_EQ(sizeClassOf(64, 64), SizeClass::kLarge);
  EXPECT_EQ(sizeClassOf(96, 96), SizeClass::kLarge);
  EXPECT_EQ(sizeClassOf(100, 256), SizeClass::kLarge);
  EXPECT_EQ(sizeClassOf(160, 160), SizeClass::kLarge);
  EXPECT_EQ(sizeClassOf(161, 160), SizeClass::kHuge);
  EXPECT_EQ(sizeClassOf(256, 256), SizeClass::kHuge);
}

TEST(Bands, SizeClassNamesReadBack) {
  for (const SizeClassDef& def : sizeClasses()) {
    EXPECT_EQ(sizeClassNamed(sizeClassName(def.size_class)), def.size_class);
  }
  EXPECT_EQ(sizeClassNamed("40x40"), std::nullopt);
  EXPECT_EQ(sizeClassNamed("Standard"), std::nullopt);
}

TEST(Bands, DecimalsAreExactThousandths) {
  auto table = BandTable::parse("M2 1 * 0.086 0.5 # comment\n", "t");
  ASSERT_TRUE(table.ok());
  EXPECT_EQ(table->rows()[0].lo, 86);
  EXPECT_EQ(table->rows()[0].hi, 500);
  EXPECT_TRUE(table->rows()[0].contains(500));
  EXPECT_FALSE(table->rows()[0].contains(501));
}

struct BadRow {
  const char* text;
  int line;
  int column;
  const char* message;
};

class BandsRefuse : public ::testing::TestWithParam<BadRow> {};

TEST_P(BandsRefuse, WithLineColumnAndReason) {
  const BadRow& bad = GetParam();
  auto table = BandTable::parse(bad.text, "bands.txt");
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(table.error().file, "bands.txt");
  EXPECT_EQ(table.error().line, bad.line);
  EXPECT_EQ(table.error().column, bad.column);
  EXPECT_NE(table.error().message.find(bad.message), std::string::npos) << table.error().message;
}

INSTANTIATE_TEST_SUITE_P(
    Rows, BandsRefuse,
    ::testing::Values(BadRow{"M77 1 * 1 2\n", 1, 1, "unknown metric"},
                      BadRow{"# c\nM1 x * 1 2\n", 2, 4, "bad floor count"},
                      BadRow{"M1 1 40by40 1 2\n", 1, 6, "size must be a size class"},
                      BadRow{"M1 1 40x40 1 2\n", 1, 6, "40x40 is in class 'standard'"},
                      BadRow{"M1 1 standard 1 2\nM1 1 standard 1 3\n", 2, 1, "already has a band"},
                      BadRow{"M1 1 * one 2\n", 1, 8, "bad number"},
                      BadRow{"M1 1 * 1 2.0001\n", 1, 10, "bad number"},
                      BadRow{"M1 1 * 3 2\n", 1, 8, "low end is above"},
                      BadRow{"M1 1 * 1\n", 1, 1, "expected 'METRIC FLOORS SIZE LO HI [STYLE]'"},
                      BadRow{"M16 1 * 1 7 tilted\n", 1, 13, "unknown floor style 'tilted'"},
                      BadRow{"M16 1 * 1 7 rising\nM16 1 * 2 7 rising\n", 2, 1,
                             "already has a band for these floors, size and style"},
                      BadRow{"M1 1 * 1 2\n  M1 1 * 1 3\n", 2, 1, "already has a band"}),
    [](const ::testing::TestParamInfo<BadRow>& row) { return "row" + std::to_string(row.index); });

// find answers from an index built when the table is read; it must answer as the rows do, for
// every metric, floor count (the index's 1..8 and beyond), size class, exactness and style (one
// the table does not name too), on the committed table.
TEST(Bands, TheIndexAnswersAsTheRows) {
  const BandTable& table = standardBands();
  std::set<std::string> metrics, styles = {"", "no_such_style"};
  for (const Band& band : table.rows()) {
    metrics.insert(band.metric);
    styles.insert(band.style);
  }
  // A floor of each size class (bands_size_class.h): 16 x 16, 40 x 40, 96 x 96, 256 x 256.
  const std::pair<int, int> sizes[] = {{16, 16}, {40, 40}, {96, 96}, {256, 256}};
  int found = 0;
  for (const std::string& metric : metrics) {
    for (int floors = 0; floors <= kMaxFloors + 1; ++floors) {
      for (const auto& [w, h] : sizes) {
        for (bool exact : {false, true}) {
          for (const std::string& style : styles) {
            const Band* want = table.scan(metric, floors, sizeClassOf(w, h), exact, style);
            EXPECT_EQ(table.find(metric, floors, w, h, exact, style), want)
                << metric << " floors " << floors << " " << w << "x" << h << " exact " << exact
                << " style '" << style << "'";
            found += want != nullptr;
          }
        }
      }
    }
  }
  EXPECT_GT(found, 1000);
}

}  // namespace
}  // namespace dungeon::checks
