// Tests of the sheet reader against the writer: the hand-written sheets in tests/sheets/ round
// trip byte for byte (or, for a designer's loose sheet, rewrite to its canonical text), and a
// table of malformed sheets each fails at the right line and column with the right reason.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "model/sheet.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

using testing::loadSheet;

std::string rewrite(const std::string& text, const std::string& file) {
  auto read = readSheet(text, file);
  if (!read) {
    ADD_FAILURE() << read.error().format();
    return "";
  }
  return writeSheet(read->dungeon);
}

TEST(SheetRoundTrip, CanonicalSheetsComeBackByteForByte) {
  for (const char* name : {"tiny.sheet", "two_floors.sheet", "designer.canonical.sheet"}) {
    SCOPED_TRACE(name);
    const std::string text = loadSheet(name);
    EXPECT_EQ(rewrite(text, name), text);
  }
}

TEST(SheetRoundTrip, DesignerSheetRewritesToItsCanonicalText) {
  const std::string text = loadSheet("designer.sheet");
  EXPECT_EQ(rewrite(text, "designer.sheet"), loadSheet("designer.canonical.sheet"));
}

TEST(SheetRead, TinySheetHoldsWhatItSays) {
  auto read = readSheet(loadSheet("tiny.sheet"), "tiny.sheet");
  ASSERT_TRUE(read) << read.error().format();
  const Dungeon& d = read->dungeon;
  EXPECT_EQ(d.name, "tiny");
  EXPECT_EQ(d.seed, 42u);
  EXPECT_EQ(d.options, (Options{1, 16, 16, "", false, std::nullopt}));
  ASSERT_EQ(d.floors.size(), 1u);
  EXPECT_EQ(d.floors[0].kind({6, 2}), SquareKind::kCorridor);
  EXPECT_EQ(d.floors[0].kind({7, 7}), SquareKind::kWater);
  EXPECT_EQ(d.floors[0].heightHalfMetres({11, 1}), 2);
  EXPECT_EQ(d.floors[0].heightHalfMetres({4, 10}), -1);
  ASSERT_EQ(d.things.size(), 16u);
  const Thing& door = d.things[3];
  EXPECT_EQ(door.type, ThingType::kDoor);
  EXPECT_EQ(door.at, (Point{10, 2}));
  EXPECT_EQ(door.fields.as<DoorKind>(Field::kKind), DoorKind::kLocked);
  EXPECT_EQ(door.fields.as<Colour>(Field::kColour), Colour::kRed);
  EXPECT_FALSE(door.fields.has(Field::kLever));
  EXPECT_TRUE(read->warnings.empty());
}

TEST(SheetRead, TwoFloorsKeepTheirBasesTopologiesAndHeights) {
  auto read = readSheet(loadSheet("two_floors.sheet"), "two_floors.sheet");
  ASSERT_TRUE(read) << read.error().format();
  const Dungeon& d = read->dungeon;
  EXPECT_EQ(d.seed, UINT64_MAX);
  ASSERT_EQ(d.floors.size(), 2u);
  EXPECT_EQ(d.floors[0].baseHalfMetres(), 0);
  EXPECT_EQ(d.floors[1].baseHalfMetres(), -12);
  EXPECT_EQ(d.floors[0].topology(), "two_paths");
  EXPECT_EQ(d.floors[1].topology(), "hub_code");
  EXPECT_EQ(d.floors[0].heightHalfMetres({2, 8}), 26);
  EXPECT_EQ(d.floors[1].heightHalfMetres({4, 7}), -26);
  const auto ladders = thingsOf(d, ThingType::kLadder);
  ASSERT_EQ(ladders.size(), 2u);
  EXPECT_EQ(ladders[0]->at, ladders[1]->at);
  EXPECT_EQ(ladders[0]->floor + 1, ladders[1]->floor);
}

TEST(SheetRead, DesignerSheetWarnsAboutTheDoorWithoutASide) {
  auto read = readSheet(loadSheet("designer.sheet"), "designer.sheet");
  ASSERT_TRUE(read) << read.error().format();
  ASSERT_EQ(read->warnings.size(), 1u);
  const InputError& warning = read->warnings[0];
  EXPECT_EQ(warning.file, "designer.sheet");
  EXPECT_EQ(warning.line, 56);
  EXPECT_EQ(warning.column, 1);
  EXPECT_NE(warning.message.find("one_way_door"), std::string::npos) << warning.message;
  EXPECT_NE(warning.message.find("7,8"), std::string::npos) << warning.message;
  const auto doors = thingsOf(read->dungeon, ThingType::kOneWayDoor);
  ASSERT_EQ(doors.size(), 1u);
  EXPECT_FALSE(doors[0]->fields.has(Field::kOpensFrom));
}

TEST(SheetRead, MissingManifestIsDerived) {
  std::string text = loadSheet("tiny.sheet");
  const std::string with_manifest = text;
  text.erase(text.find("manifest\n"));
  EXPECT_EQ(rewrite(text, "tiny.sheet"), with_manifest);
}

TEST(SheetRead, FloorBeyondTheOptionsIsRefused) {
  std::string text = loadSheet("two_floors.sheet");
  text.replace(text.find("floors=2"), 8, "floors=1");
  auto read = readSheet(text, "x.sheet");
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().line, 49);
  EXPECT_EQ(read.error().column, 1);
  EXPECT_NE(read.error().message.find("one floor too many"), std::string::npos);
}

TEST(SheetDocs, TheExampleInDocsReadsAndIsCanonical) {
  const std::string doc = testing::loadFile(testing::sourcePath("docs/sheet.md"));
  const size_t example = doc.find("## Example");
  ASSERT_NE(example, std::string::npos);
  const size_t start = doc.find("```\n", example) + 4;
  const size_t end = doc.find("```", start);
  ASSERT_LT(start, end);
  const std::string text = doc.substr(start, end - start);
  auto read = readSheet(text, "docs/sheet.md");
  ASSERT_TRUE(read) << read.error().format();
  EXPECT_TRUE(read->warnings.empty());
  EXPECT_EQ(writeSheet(read->dungeon), text);
}

TEST(SheetDocs, EveryThingAndFieldIsDocumented) {
  const std::string doc = testing::loadFile(testing::sourcePath("docs/sheet.md"));
  for (const ThingSpec& spec : catalogue()) {
    const std::string row = fmt::format("| `{}` | {} |", spec.letter, spec.name);
    const size_t at = doc.find(row);
    ASSERT_NE(at, std::string::npos) << row;
    const std::string line = doc.substr(at, doc.find('\n', at) - at);
    for (const FieldSpec& field : spec.fields) {
      EXPECT_NE(line.find(fmt::format("`{}`", field.name)), std::string::npos)
          << spec.name << " field " << field.name;
    }
  }
}

// The sheet the malformed cases are made from: one 16 x 16 floor with three things.
std::vector<std::string> baseLines() {
  std::vector<std::string> lines = {"dungeon-sheet 1",
                                    "name base",
                                    "seed 7",
                                    "options floors=1 size=16x16",
                                    "floor 1 size=16x16 base=0.0 topology=none",
                                    "grid"};
  for (int y = 0; y < 16; ++y) lines.push_back(y == 2 ? "#..............#" : std::string(16, '#'));
  lines.push_back("heights");
  for (int y = 0; y < 16; ++y) lines.push_back(std::string(16, '0'));
  for (const char* line :
       {"things", "E 1 2 ramp=west", "K 3 2 colour=red", "D 5 2 kind=locked colour=red", "end",
        "manifest", "1 E entrance 1 1,2", "2 K key 1 3,2", "3 D door 1 5,2", "end"}) {
    lines.push_back(line);
  }
  return lines;  // line n of the sheet is lines[n - 1]; "things" is line 40
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

// The base sheet with line `number` (1-based) replaced.
std::string withLine(int number, const std::string& text) {
  auto lines = baseLines();
  lines[static_cast<size_t>(number - 1)] = text;
  return joined(lines);
}

// The base sheet cut after line `number`.
std::string cutAfter(int number) {
  auto lines = baseLines();
  lines.resize(static_cast<size_t>(number));
  return joined(lines);
}

struct Malformed {
  const char* what;
  std::string text;
  int line;
  int column;
  const char* says;
};

std::vector<Malformed> malformedSheets() {
  const std::string base = joined(baseLines());
  return {
      {"empty file", "", 1, 1, "empty sheet"},
      {"only comments", "; nothing\n\n", 3, 1, "expected 'dungeon-sheet 1'"},
      {"not a sheet", withLine(1, "dungeon 1"), 1, 1, "not a dungeon sheet"},
      {"wrong version", withLine(1, "dungeon-sheet 2"), 1, 15, "unsupported sheet version '2'"},
      {"name with a slash", withLine(2, "name a/b"), 2, 7, "bad name 'a/b'"},
      {"name with a space", withLine(2, "name my dungeon"), 2, 9, "unexpected 'dungeon'"},
      {"name without one", withLine(2, "name"), 2, 5, "'name' needs 1 word after it"},
      {"seed not a number", withLine(3, "seed 12x"), 3, 6, "seed must be a whole number"},
      {"seed too large", withLine(3, "seed 18446744073709551616"), 3, 6, "seed must be"},
      {"negative seed", withLine(3, "seed -1"), 3, 6, "seed must be"},
      {"unknown option", withLine(4, "options floors=1 size=16x16 colour=blue"), 4, 29,
       "unknown option 'colour'"},
      {"absurd options size", withLine(4, "options floors=1 size=100000x100000"), 4, 18,
       "floor sides must be 16..256"},
      {"too many floors", withLine(4, "options floors=9 size=16x16"), 4, 9, "floors must be 1..8"},
      {"absurd floor size", withLine(5, "floor 1 size=100000x100000 base=0.0 topology=none"), 5, 14,
       "does not match size=16x16"},
      {"floor size mismatch", withLine(5, "floor 1 size=16x17 base=0.0 topology=none"), 5, 14,
       "floor size 16x17 does not match"},
      {"floor size without x", withLine(5, "floor 1 size=16 base=0.0 topology=none"), 5, 14,
       "size must be WIDTHxHEIGHT, not '16'"},
      {"floor numbered 2 first", withLine(5, "floor 2 size=16x16 base=0.0 topology=none"), 5, 7,
       "expected floor 1"},
      {"quarter-metre base", withLine(5, "floor 1 size=16x16 base=1.25 topology=none"), 5, 25,
       "base must be metres in half-metre steps"},
      {"base too deep", withLine(5, "floor 1 size=16x16 base=-1000.5 topology=none"), 5, 25,
       "base must be"},
      {"floor topology", withLine(5, "floor 1 size=16x16 base=0.0 topology=Two"), 5, 38,
       "topology must be 'none' or a name"},
      {"floor line runs on", withLine(5, "floor 1 size=16x16 base=0.0 topology=none x"), 5, 43,
       "unexpected 'x'"},
      {"grid keyword", withLine(6, "grud"), 6, 1, "expected 'grid', got 'grud'"},
      {"unknown glyph", withLine(9, "#.?............#"), 9, 3,
       "unknown square glyph '?' (valid: '#' rock, '.' room, ',' corridor"},
      {"control byte glyph", withLine(9, "#.\x07............#"), 9, 3, "glyph '\\x07'"},
      {"short grid row", withLine(10, std::string(15, '#')), 10, 16, "only 15 glyphs, expected 16"},
      {"long grid row", withLine(10, std::string(17, '#')), 10, 17, "too many: 17 glyphs"},
      {"blank line in grid", withLine(10, ""), 10, 1, "has 3 rows, expected 16"},
      {"grid cut short", withLine(22, "heights"), 22, 1, "the grid of floor 1 has 15 rows"},
      {"truncated grid", cutAfter(12), 13, 1, "unexpected end of the sheet"},
      {"cut short with no last newline", cutAfter(5) + "grid", 6, 5, "unexpected end of the sheet"},
      {"bad height glyph", withLine(25, "0000005000000000"), 25, 7, "bad height glyph '5'"},
      {"unknown thing letter", withLine(41, "X 1 2"), 41, 1,
       "unknown thing letter 'X' (catalogue: E entrance, G goal"},
      {"thing off the floor", withLine(42, "K 16 2 colour=red"), 42, 3,
       "x=16 is outside the floor (0..15)"},
      {"thing above the floor", withLine(42, "K 3 -1 colour=red"), 42, 5, "y=-1 is outside"},
      {"thing without y", withLine(42, "K 3"), 42, 4, "y is missing"},
      {"unknown field", withLine(42, "K 3 2 color=red"), 42, 7,
       "key has no field 'color' (its fields: colour)"},
      {"field on a thing without fields", withLine(41, "G 1 2 kind=plain"), 41, 7,
       "goal has no field 'kind' (it has no fields)"},
      {"field without value sign", withLine(42, "K 3 2 red"), 42, 7, "expected field=value"},
      {"bad field value", withLine(42, "K 3 2 colour=purple"), 42, 14,
       "bad value 'purple' for key field colour: expected one of red, blue, green, yellow"},
      {"number out of range", withLine(43, "D 5 2 kind=lever lever=100"), 43, 24,
       "a whole number from 1 to 99"},
      {"spiral shaft out of range", withLine(42, "Y 3 2 rise=1.5 shaft=3"), 42, 22,
       "bad value '3' for spiral field shaft: expected a whole number from 1 to 2"},
      {"spiral shaft not a number", withLine(42, "Y 3 2 rise=1.5 shaft=big"), 42, 22,
       "bad value 'big' for spiral field shaft"},
      {"duplicate field", withLine(42, "K 3 2 colour=red colour=blue"), 42, 18,
       "duplicate field 'colour'"},
      {"missing required field", withLine(42, "K 3 2"), 42, 1, "key at 3,2 needs field colour="},
      {"tab between words", withLine(42, "K 3 2\tcolour=red"), 42, 6, "tab character"},
      {"carriage return", withLine(3, "seed 7\r"), 3, 7, "carriage return"},
      {"carriage return after the heights", withLine(40, "things\r"), 40, 7, "carriage return"},
      {"missing floor end", cutAfter(43), 44, 1, "'end' closing floor 1"},
      {"missing manifest end", cutAfter(48), 49, 1, "a manifest row or 'end'"},
      {"manifest square", withLine(47, "2 K key 1 3,3"), 47, 11,
       "manifest x,y '3,3' should be '3,2'"},
      {"manifest letter", withLine(47, "2 D key 1 3,2"), 47, 3,
       "manifest letter 'D' should be 'K'"},
      {"manifest id", withLine(47, "7 K key 1 3,2"), 47, 1, "manifest id '7' should be '2'"},
      {"manifest short row", withLine(47, "2 K key 1"), 47, 10, "missing its x,y"},
      {"manifest too short", withLine(48, "; gone"), 49, 1,
       "the manifest lists 2 things but the floors hold 3"},
      {"manifest too long", withLine(49, "4 K key 1 9,9"), 49, 1, "only 3 things"},
      {"trailing garbage", base + "hello\n", 50, 1, "unexpected text after the manifest"},
      {"floors short of options", withLine(4, "options floors=2 size=16x16"), 45, 1,
       "expected 'floor 2', got 'manifest'"},
  };
}

TEST(SheetRead, MalformedSheetsFailAtTheRightPlace) {
  ASSERT_TRUE(readSheet(joined(baseLines()), "base.sheet")) << "the base sheet must read";
  for (const Malformed& m : malformedSheets()) {
    SCOPED_TRACE(m.what);
    auto read = readSheet(m.text, "bad.sheet");
    ASSERT_FALSE(read);
    const InputError& e = read.error();
    EXPECT_EQ(e.file, "bad.sheet");
    EXPECT_EQ(e.line, m.line) << e.format();
    EXPECT_EQ(e.column, m.column) << e.format();
    EXPECT_NE(e.message.find(m.says), std::string::npos) << e.format();
    EXPECT_EQ(e.message.find('\n'), std::string::npos) << e.format();
  }
}

// A monster's body is one of the body table's monster rows (model/bodies.h): the party and the
// graboid, who lives in dirt, are no monster.
TEST(SheetRead, AMonsterIsOneOfTheMonsterBodies) {
  const std::string tiny = loadSheet("tiny.sheet");
  const std::string hulk = "M 13 4 body=hulk";
  ASSERT_NE(tiny.find(hulk), std::string::npos);
  const auto withBody = [&](const std::string& word) {
    std::string text = tiny;
    text.replace(text.find(hulk), hulk.size(), "M 13 4 body=" + word);
    return text;
  };
  const std::pair<const char*, BodyKind> monsters[] = {{"meat_sack", BodyKind::kMeatSack},
                                                       {"rind_stalker", BodyKind::kRindStalker},
                                                       {"hulk", BodyKind::kHulk}};
  for (const auto& [word, kind] : monsters) {
    SCOPED_TRACE(word);
    auto read = readSheet(withBody(word), "tiny.sheet");
    ASSERT_TRUE(read) << read.error().format();
    int seen = 0;
    for (const Thing& t : read->dungeon.things) {
      if (t.type != ThingType::kMonster) continue;
      EXPECT_EQ(t.fields.as<BodyKind>(Field::kBody), kind);
      ++seen;
    }
    EXPECT_EQ(seen, 1);
  }
  for (const char* word : {"party", "graboid", "ghoul"}) {
    SCOPED_TRACE(word);
    auto read = readSheet(withBody(word), "tiny.sheet");
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().line, 47) << read.error().format();
  }
}

// Options errors point at the offending word itself, not at the first option; a repeated
// option is refused where it is repeated.
TEST(SheetRead, OptionsErrorsPointAtTheirOwnWord) {
  struct Case {
    const char* line;
    int column;
    const char* says;
  };
  const Case cases[] = {
      {"options size=16x16 floors=9", 20, "floors must be 1..8, not '9'"},
      {"options floors=1 size=16x16 floors=2", 29, "duplicate option 'floors'"},
      {"options  size=16x16 size=16x16", 21, "duplicate option 'size'"},
      {"options floors=1 size=16x16 floors=-1", 29, "duplicate option 'floors'"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.line);
    auto read = readSheet(withLine(4, c.line), "bad.sheet");
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().line, 4);
    EXPECT_EQ(read.error().column, c.column) << read.error().format();
    EXPECT_NE(read.error().message.find(c.says), std::string::npos) << read.error().format();
  }
}

TEST(SheetRead, OversizedTextIsRefusedWithoutParsing) {
  const std::string huge((size_t{64} << 20) + 1, '#');
  auto read = readSheet(huge, "huge.sheet");
  ASSERT_FALSE(read);
  EXPECT_NE(read.error().message.find("at most"), std::string::npos);
}

// 64 MiB is still a sheet's size: such a text is read (and fails at its first line here).
TEST(SheetRead, TextOfTheLargestSizeIsParsed) {
  std::string largest(size_t{64} << 20, '\n');
  largest.front() = 'x';
  auto read = readSheet(largest, "largest.sheet");
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().message.find("at most"), std::string::npos) << read.error().format();
  EXPECT_EQ(read.error().line, 1) << read.error().format();
}

TEST(SheetRead, SheetWithoutFinalNewlineReads) {
  std::string text = joined(baseLines());
  text.pop_back();
  auto read = readSheet(text, "base.sheet");
  ASSERT_TRUE(read) << read.error().format();
  EXPECT_EQ(writeSheet(read->dungeon), joined(baseLines()));
}

TEST(SheetRead, ThingOnRockIsLeftToTheChecks) {
  auto lines = baseLines();
  lines[41] = "K 3 0 colour=red";  // row 0 is all rock
  lines.resize(44);                // no manifest: it is derived
  auto read = readSheet(joined(lines), "base.sheet");
  ASSERT_TRUE(read) << read.error().format();
  EXPECT_EQ(read->dungeon.things.front().at, (Point{3, 0}));
}

// A spiral's 2 x 2 shaft is written `shaft=2` and reads back byte for byte; the one-square
// shaft is the default, read from `shaft=1` as from nothing and never written, so older sheets
// keep their bytes.
TEST(SheetRoundTrip, SpiralShaftTwoIsWrittenAndOneIsNot) {
  auto lines = baseLines();
  lines[41] = "Y 3 2 dir=flat rise=1.5 shaft=2";
  lines[46] = "2 Y spiral 1 3,2";
  auto wide = readSheet(joined(lines), "base.sheet");
  ASSERT_TRUE(wide) << wide.error().format();
  EXPECT_EQ(spiralShaftOf(wide->dungeon.things[1]), kSpiralShaftDouble);
  EXPECT_EQ(writeSheet(wide->dungeon), joined(lines));

  lines[41] = "Y 3 2 dir=flat rise=1.5 shaft=1";
  auto one = readSheet(joined(lines), "base.sheet");
  ASSERT_TRUE(one) << one.error().format();
  EXPECT_FALSE(one->dungeon.things[1].fields.has(Field::kShaft));
  EXPECT_EQ(spiralShaftOf(one->dungeon.things[1]), kSpiralShaftSingle);
  lines[41] = "Y 3 2 dir=flat rise=1.5";
  EXPECT_EQ(writeSheet(one->dungeon), joined(lines));
  // Set in code to the default, it is not written either.
  Dungeon d = one->dungeon;
  d.things[1].fields.set(Field::kShaft, kSpiralShaftSingle);
  EXPECT_EQ(writeSheet(d), joined(lines));
}

TEST(SheetRead, OneWaySecretDoorKeepsItsSide) {
  auto read = readSheet(withLine(42, "S 3 2 front=north opens_from=south"), "base.sheet");
  ASSERT_FALSE(read);  // the manifest still names a key there
  EXPECT_EQ(read.error().line, 47);
  auto lines = baseLines();
  lines[41] = "S 3 2 front=north opens_from=south";
  lines[46] = "2 S secret_door 1 3,2";
  auto fixed = readSheet(joined(lines), "base.sheet");
  ASSERT_TRUE(fixed) << fixed.error().format();
  EXPECT_TRUE(fixed->warnings.empty());
  EXPECT_EQ(fixed->dungeon.things[1].fields.as<Dir>(Field::kOpensFrom), Dir::kSouth);
}

}  // namespace
}  // namespace dungeon
