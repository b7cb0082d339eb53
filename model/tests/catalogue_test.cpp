// The catalogues carry behaviour: what each square kind and each thing type does, as the
// tables in square.h and thing.cpp say it, checked against the SPEC's lists.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "model/thing.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

TEST(SquareTraitsTest, RowsAreInKindOrderAndGlyphsRoundTrip) {
  for (int i = 0; i < kSquareKindCount; ++i) {
    const auto kind = static_cast<SquareKind>(i);
    EXPECT_EQ(traitsOf(kind).kind, kind) << i;
    EXPECT_EQ(kindOfGlyph(glyphOf(kind)), kind) << i;
  }
}

TEST(SquareTraitsTest, WhatEachKindDoes) {
  EXPECT_TRUE(isSolid(SquareKind::kRock));
  EXPECT_FALSE(isOpen(SquareKind::kRock));
  EXPECT_FALSE(letsSightThrough(SquareKind::kRock));
  for (SquareKind open :
       {SquareKind::kRoom, SquareKind::kCorridor, SquareKind::kNarrow, SquareKind::kCrawl}) {
    EXPECT_TRUE(isOpen(open)) << nameOf(open);
    EXPECT_FALSE(isSolid(open)) << nameOf(open);
    EXPECT_GT(clearanceOf(open).width_cm, 0) << nameOf(open);
  }
  // Water stops bodies until drained but not sight; a crawl's low mouth stops sight.
  EXPECT_FALSE(isOpen(SquareKind::kWater));
  EXPECT_FALSE(isSolid(SquareKind::kWater));
  EXPECT_TRUE(letsSightThrough(SquareKind::kWater));
  EXPECT_FALSE(letsSightThrough(SquareKind::kCrawl));
  EXPECT_TRUE(letsSightThrough(SquareKind::kNarrow));
  // SPEC section 3 clearances.
  EXPECT_EQ(clearanceOf(SquareKind::kNarrow).width_cm, 100);
  EXPECT_EQ(clearanceOf(SquareKind::kCrawl).height_cm, 120);
}

// docs/catalogues.md's table of square kinds says what the traits say, column by column.
TEST(SquareTraitsTest, TheCataloguesTableIsTheTraitsTable) {
  const std::string doc = testing::loadFile(testing::sourcePath("docs/catalogues.md"));
  auto yesNo = [](bool b) { return b ? "yes" : "no"; };
  auto metres = [](int cm) { return fmt::format("{}.{}", cm / 100, cm % 100 / 10); };
  for (const SquareTraits& traits : kSquareTraits) {
    const std::string clearance = traits.clearance.width_cm == 0
                                      ? "none"
                                      : fmt::format("{} x {} m", metres(traits.clearance.width_cm),
                                                    metres(traits.clearance.height_cm));
    const std::string row =
        fmt::format("| {} | `{}` | {} | {} | {} | {} |\n", traits.name, traits.glyph, clearance,
                    yesNo(traits.solid), yesNo(traits.open), yesNo(traits.sight));
    EXPECT_NE(doc.find(row), std::string::npos) << "docs/catalogues.md has no row " << row;
  }
  // No more rows than kinds: the table runs from its header's rule to the first line that is
  // not a row.
  const size_t rule = doc.find("| --- | --- | --- | --- | --- | --- |\n");
  ASSERT_NE(rule, std::string::npos);
  size_t rows = 0;
  for (size_t at = doc.find('\n', rule) + 1; at < doc.size() && doc[at] == '|';
       at = doc.find('\n', at) + 1) {
    ++rows;
  }
  EXPECT_EQ(rows, kSquareTraits.size());
}

TEST(ThingRolesTest, DoorsAndLinksAreTheSpecsLists) {
  std::set<char> doors, links;
  for (const ThingSpec& spec : catalogue()) {
    EXPECT_EQ(&specOf(spec.type), &spec);
    if (isDoor(spec.type)) doors.insert(spec.letter);
    if (isLink(spec.type)) links.insert(spec.letter);
    EXPECT_EQ(spec.link.has_value(), spec.role == ThingRole::kLink) << spec.name;
  }
  EXPECT_EQ(doors, (std::set<char>{'D', 'O', 'S'}));
  EXPECT_EQ(links, (std::set<char>{'H', 'U', 'Y', 'v'}));
  EXPECT_EQ(roleOf(ThingType::kKey), ThingRole::kPickup);
  EXPECT_EQ(roleOf(ThingType::kMonster), ThingRole::kMonster);
}

TEST(ThingRolesTest, LinkPassagesAndClimbSpeedsAreTheSpecs) {
  EXPECT_EQ(linkTraitsOf(ThingType::kLadder).climb_cm_per_s, 120);
  EXPECT_EQ(linkTraitsOf(ThingType::kDuct).climb_cm_per_s, 80);
  EXPECT_EQ(linkTraitsOf(ThingType::kDuct).passage.width_cm, 150);
  EXPECT_EQ(linkTraitsOf(ThingType::kDuct).passage.height_cm, 120);
  EXPECT_EQ(linkTraitsOf(ThingType::kSpiral).passage.width_cm, 90);
  EXPECT_EQ(linkTraitsOf(ThingType::kSpiral).climb_cm_per_s, 0);
  // A thing that is no link has no passage at all and is never climbed.
  for (ThingType other : {ThingType::kKey, ThingType::kDoor, ThingType::kGoal}) {
    EXPECT_EQ(linkTraitsOf(other).passage.width_cm, 0);
    EXPECT_EQ(linkTraitsOf(other).passage.height_cm, 0);
    EXPECT_EQ(linkTraitsOf(other).climb_cm_per_s, 0);
  }
}

// linkTraitsOf answers at compile time for the sim's constants; it must say what the
// catalogue's link rows say.
TEST(ThingRolesTest, CompileTimeLinkTraitsAreTheCatalogueRows) {
  for (const ThingSpec& spec : catalogue()) {
    if (!spec.link) continue;
    const LinkTraits traits = linkTraitsOf(spec.type);
    EXPECT_EQ(traits.passage.width_cm, spec.link->passage.width_cm) << spec.name;
    EXPECT_EQ(traits.passage.height_cm, spec.link->passage.height_cm) << spec.name;
    EXPECT_EQ(traits.climb_cm_per_s, spec.link->climb_cm_per_s) << spec.name;
  }
}

TEST(MakeThingTest, SetsPlaceAndTypedFields) {
  const Thing door =
      makeThing(ThingType::kDoor, 2, {4, 5},
                {{Field::kKind, DoorKind::kLocked}, {Field::kColour, Colour::kBlue}});
  EXPECT_EQ(door.type, ThingType::kDoor);
  EXPECT_EQ(door.floor, 2);
  EXPECT_EQ(door.at, (Point{4, 5}));
  EXPECT_EQ(door.fields.as<DoorKind>(Field::kKind), DoorKind::kLocked);
  EXPECT_EQ(door.fields.as<Colour>(Field::kColour), Colour::kBlue);
  EXPECT_FALSE(door.fields.has(Field::kCode));
  EXPECT_EQ(door.fields.asOr(Field::kOpensFrom, Dir::kWest), Dir::kWest);
  const Thing loot = makeThing(ThingType::kLoot, 0, {1, 1}, {{Field::kValue, 42}});
  EXPECT_EQ(loot.fields.get(Field::kValue), 42);
}

}  // namespace
}  // namespace dungeon
