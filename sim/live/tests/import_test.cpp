// The import of a sheet: the importer's door sides, one warning per door at the door's line and
// column on the sheet (a missing side and a side across the door's way alike), and the
// reader's errors untouched.
#include <gtest/gtest.h>

#include <string>

#include "sim/live/import.h"
#include "testing/door_side_sheet.h"

namespace dungeon::sim {
namespace {

using testing::twoDoorSheet;

TEST(Import, EveryPickedSideWarnsOnceAtTheDoorsLineAndColumn) {
  const auto imported = importSheet(twoDoorSheet(), "doors.sheet");
  ASSERT_TRUE(imported) << imported.error().format();
  ASSERT_EQ(imported->warnings.size(), 2u);
  const InputError& missing = imported->warnings[0];
  EXPECT_EQ(missing.file, "doors.sheet");
  EXPECT_EQ(missing.line, 42);
  EXPECT_EQ(missing.column, 1);
  EXPECT_NE(missing.message.find("(5,1) has no opens_from; using east"), std::string::npos)
      << missing.message;
  const InputError& misfit = imported->warnings[1];
  EXPECT_EQ(misfit.line, 43);
  EXPECT_EQ(misfit.column, 1);
  EXPECT_NE(misfit.message.find("(7,1) opens_from=north lies across its way; using east"),
            std::string::npos)
      << misfit.message;
}

TEST(Import, PickedSidesAreSetOnTheDungeon) {
  const auto imported = importSheet(twoDoorSheet(), "doors.sheet");
  ASSERT_TRUE(imported) << imported.error().format();
  for (const Thing& t : imported->dungeon.things) {
    if (t.type != ThingType::kOneWayDoor) continue;
    EXPECT_EQ(t.fields.get(Field::kOpensFrom), static_cast<int>(Dir::kEast)) << t.at.x;
  }
}

TEST(Import, ColumnIsTheThingLettersAndAGoodSideIsSilent) {
  const auto imported = importSheet(twoDoorSheet("  O 7 1 opens_from=west"), "doors.sheet");
  ASSERT_TRUE(imported) << imported.error().format();
  ASSERT_EQ(imported->warnings.size(), 1u);
  EXPECT_EQ(imported->warnings[0].line, 42);
  const auto indented = importSheet(twoDoorSheet("  O 7 1 opens_from=south"), "doors.sheet");
  ASSERT_TRUE(indented) << indented.error().format();
  ASSERT_EQ(indented->warnings.size(), 2u);
  EXPECT_EQ(indented->warnings[1].line, 43);
  EXPECT_EQ(indented->warnings[1].column, 3);
}

TEST(Import, ReaderErrorsComeBackAsTheyAre) {
  const auto imported = importSheet(twoDoorSheet("O 7 1 opens_from=up"), "doors.sheet");
  ASSERT_FALSE(imported);
  EXPECT_EQ(imported.error().line, 43);
  EXPECT_EQ(imported.error().file, "doors.sheet");
}

}  // namespace
}  // namespace dungeon::sim
