// Tests of a dirt floor's blocks on the sheet (docs/sheet.md, "Dirt floors"): the hand-written
// dirt sheet round trips byte for byte and holds what it says, floors without dirt write no
// dirt blocks, the JSON export carries the same rows, and malformed dirt blocks fail at the
// right line and column with the right reason.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/json_export.h"
#include "model/sheet.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

using testing::loadSheet;

Dungeon readOrFail(const std::string& text, const std::string& file) {
  auto read = readSheet(text, file);
  if (!read) {
    ADD_FAILURE() << read.error().format();
    return {};
  }
  return read->dungeon;
}

TEST(SheetDirt, DirtSheetComesBackByteForByte) {
  const std::string text = loadSheet("dirt.sheet");
  EXPECT_EQ(writeSheet(readOrFail(text, "dirt.sheet")), text);
}

TEST(SheetDirt, DirtSheetHoldsWhatItSays) {
  const Dungeon d = readOrFail(loadSheet("dirt.sheet"), "dirt.sheet");
  ASSERT_EQ(d.floors.size(), 1u);
  const Floor& f = d.floors[0];
  ASSERT_TRUE(f.isDirtFloor());
  EXPECT_FALSE(f.dirt({0, 0}).dirt);
  EXPECT_EQ(f.dirt({1, 1}), kDirtWall);
  EXPECT_EQ(f.dirt({2, 2}), kOpenDirt);
  EXPECT_EQ(f.dirt({3, 3}), (DirtSquare{true, 0, 0, true}));    // 'A'
  EXPECT_EQ(f.dirt({5, 4}), (DirtSquare{true, 0, 1, true}));    // 'E'
  EXPECT_EQ(f.dirt({7, 3}), (DirtSquare{true, 2, 1, false}));   // 'c': a packed crawlway
  EXPECT_EQ(f.dirt({12, 3}), (DirtSquare{true, 1, 1, false}));  // 'b': a packed tunnel
  EXPECT_EQ(f.ground({3, 8}), 3);
  EXPECT_EQ(f.ground({8, 3}), 2);
  EXPECT_EQ(f.ground({9, 3}), 1);
  EXPECT_EQ(f.ground({3, 4}), 0);
}

TEST(SheetDirt, EveryDirtGlyphNamesOneSquare) {
  int glyphs = 0;
  for (int c = 0; c < 128; ++c) {
    const auto square = dirtOfGlyph(static_cast<char>(c));
    if (!square) continue;
    ++glyphs;
    EXPECT_EQ(dirtGlyph(*square), static_cast<char>(c));
  }
  EXPECT_EQ(glyphs, 17);  // '-' and four runs of four levels
}

TEST(SheetDirt, FloorsWithoutDirtWriteNoDirtBlocks) {
  for (const char* name : {"tiny.sheet", "two_floors.sheet"}) {
    const std::string text = writeSheet(readOrFail(loadSheet(name), name));
    EXPECT_EQ(text.find("\ndirt\n"), std::string::npos) << name;
    EXPECT_EQ(text.find("\nground\n"), std::string::npos) << name;
  }
}

TEST(SheetDirt, JsonCarriesTheDirtRowsOnDirtFloorsOnly) {
  const Dungeon d = readOrFail(loadSheet("dirt.sheet"), "dirt.sheet");
  const auto json = nlohmann::json::parse(writeJson(d));
  const auto& floor = json["floors"][0];
  ASSERT_EQ(floor["dirt"].size(), 16u);
  EXPECT_EQ(floor["dirt"][3], "-30A000cc221b33-");
  EXPECT_EQ(floor["ground"][3], "3333333321333333");
  const auto plain = nlohmann::json::parse(writeJson(readOrFail(loadSheet("tiny.sheet"), "t")));
  EXPECT_FALSE(plain["floors"][0].contains("dirt"));
  EXPECT_FALSE(plain["floors"][0].contains("ground"));
}

// A one-floor 16 x 16 dirt sheet: "dirt" is line 40, its rows 41..56, "ground" line 57, its
// rows 58..73, "things" line 74, "end" 76, "manifest" 77.
std::vector<std::string> dirtBaseLines() {
  std::vector<std::string> lines = {"dungeon-sheet 1",
                                    "name base",
                                    "seed 7",
                                    "options floors=1 size=16x16",
                                    "floor 1 size=16x16 base=0.0 topology=none",
                                    "grid"};
  for (int y = 0; y < 16; ++y) lines.push_back(y == 2 ? "#..............#" : std::string(16, '#'));
  lines.push_back("heights");
  for (int y = 0; y < 16; ++y) lines.push_back(std::string(16, '0'));
  lines.push_back("dirt");
  for (int y = 0; y < 16; ++y) lines.push_back(y == 2 ? "3000000000000003" : std::string(16, '3'));
  lines.push_back("ground");
  for (int y = 0; y < 16; ++y) lines.push_back(std::string(16, '3'));
  for (const char* line :
       {"things", "E 1 2 ramp=west", "end", "manifest", "1 E entrance 1 1,2", "end"}) {
    lines.push_back(line);
  }
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

// The lines with line `number` (1-based) replaced, or with `text` inserted before it.
std::string replaced(std::vector<std::string> lines, int number, const std::string& text) {
  lines[static_cast<size_t>(number - 1)] = text;
  return joined(lines);
}
std::string inserted(std::vector<std::string> lines, int number, const std::string& text) {
  lines.insert(lines.begin() + (number - 1), text);
  return joined(lines);
}
std::string cutAfter(std::vector<std::string> lines, int number) {
  lines.resize(static_cast<size_t>(number));
  return joined(lines);
}

// The plain sheet: dirtBaseLines without the dirt blocks ("things" is line 40).
std::vector<std::string> plainBaseLines() {
  auto lines = dirtBaseLines();
  lines.erase(lines.begin() + 39, lines.begin() + 73);
  return lines;
}

struct Malformed {
  const char* what;
  std::string text;
  int line;
  int column;
  const char* says;
};

std::vector<Malformed> malformedDirt() {
  const auto dirt = dirtBaseLines();
  const auto plain = plainBaseLines();
  return {
      {"bad dirt glyph", replaced(dirt, 44, "33x3333333333333"), 44, 3, "bad dirt glyph 'x'"},
      {"level past full", replaced(dirt, 44, "3334333333333333"), 44, 4, "bad dirt glyph '4'"},
      {"short dirt row", replaced(dirt, 45, std::string(15, '3')), 45, 16,
       "dirt row has only 15 glyphs, expected 16"},
      {"long dirt row", replaced(dirt, 45, std::string(17, '3')), 45, 17, "too many: 17"},
      {"too many dirt rows", inserted(dirt, 57, std::string(16, '3')), 57, 1,
       "expected 'ground' after the dirt block of floor 1, got '3333333333333333'"},
      {"too few dirt rows", replaced(dirt, 56, "ground"), 56, 1,
       "the dirt of floor 1 has 15 rows, expected 16"},
      {"blank line in dirt", replaced(dirt, 50, ""), 50, 1, "the dirt of floor 1 has 9 rows"},
      {"dirt without ground", replaced(dirt, 57, "things"), 57, 1,
       "expected 'ground' after the dirt block of floor 1, got 'things'"},
      {"bad ground glyph", replaced(dirt, 60, "3333333343333333"), 60, 9, "bad ground glyph '4'"},
      {"long ground row", replaced(dirt, 61, std::string(17, '3')), 61, 17,
       "ground row has too many: 17 glyphs"},
      {"too many ground rows", inserted(dirt, 74, std::string(16, '3')), 74, 1,
       "expected 'things'"},
      {"dirt keyword runs on", replaced(dirt, 40, "dirt 3"), 40, 6, "unexpected '3' after 'dirt'"},
      {"dirt cut short", cutAfter(dirt, 50), 51, 1, "unexpected end of the sheet"},
      {"ground without dirt", inserted(plain, 40, "ground"), 40, 1,
       "floor 1 has a ground block but no dirt block"},
      {"dirt twice", inserted(dirt, 74, "dirt"), 74, 1, "already has its dirt and ground blocks"},
      {"dirt among the things", inserted(dirt, 75, "dirt"), 75, 1,
       "the dirt block of floor 1 belongs after its heights"},
      {"dirt block on a missing floor", inserted(plain, 43, "dirt"), 43, 1,
       "a dirt block outside any floor: there is no floor 2 (the options say floors=1)"},
      {"ground block on a missing floor", inserted(plain, 43, "ground"), 43, 1,
       "a ground block outside any floor"},
  };
}

TEST(SheetDirt, BaseSheetsRead) {
  EXPECT_TRUE(readSheet(joined(dirtBaseLines()), "base.sheet"));
  EXPECT_TRUE(readSheet(joined(plainBaseLines()), "base.sheet"));
}

TEST(SheetDirt, MalformedDirtBlocksFailAtTheRightPlace) {
  for (const Malformed& m : malformedDirt()) {
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

}  // namespace
}  // namespace dungeon
