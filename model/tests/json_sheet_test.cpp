// Tests of the JSON export read back whole (json_sheet.h): an export reads as its sheet, and
// what the sheet reader refuses, or warns of, is placed back in the JSON, at the square's
// character in its row or at the value it is about. The expected places are found in the text
// by a plain search for what each case changed, not by the scanner under test.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "model/json_export.h"
#include "model/json_sheet.h"
#include "model/sheet.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

using Json = nlohmann::ordered_json;

Json tinyExport() {
  return Json::parse(writeJson(testing::loadSheetDungeon("tiny.sheet")));
}

// "e.json:LINE:COL: error: " of the first byte of `marker` in `text` (1-based, by counting).
std::string placeOf(const std::string& text, const std::string& marker) {
  const size_t at = text.find(marker);
  EXPECT_NE(at, std::string::npos) << marker;
  int line = 1;
  int column = 1;
  for (size_t i = 0; i < at; ++i) {
    column = text[i] == '\n' ? 1 : column + 1;
    line += text[i] == '\n';
  }
  return "e.json:" + std::to_string(line) + ":" + std::to_string(column) + ": ";
}

// The error the JSON text gives: sheetOfJson's, or the sheet reader's placed in the JSON.
std::string errorOf(const std::string& text) {
  const Result<JsonSheet> json = sheetOfJson(text, "e.json");
  if (!json) return json.error().format();
  const Result<ReadSheet> read = readSheet(json->sheet(), "sheet");
  if (read) return "read without an error";
  return json->placed(read.error()).format();
}

TEST(JsonSheet, AnExportReadsAsTheSheetItWasWrittenFrom) {
  for (const char* name : {"tiny.sheet", "two_floors.sheet"}) {
    SCOPED_TRACE(name);
    const Dungeon d = testing::loadSheetDungeon(name);
    const Result<JsonSheet> json = sheetOfJson(writeJson(d), "d.json");
    ASSERT_TRUE(json.ok()) << json.error().format();
    EXPECT_EQ(json->sheet(), writeSheet(d));
  }
}

TEST(JsonSheet, ASquaresErrorIsPlacedAtItsCharacterInTheRow) {
  Json json = tinyExport();
  std::string row = json["floors"][0]["grid"][7];
  row[5] = 'Q';
  json["floors"][0]["grid"][7] = row;
  const std::string text = json.dump(2);
  const std::string error = errorOf(text);
  EXPECT_EQ(error.substr(0, error.find("error: ")), placeOf(text, "Q"));
  EXPECT_NE(error.find("unknown square glyph 'Q'"), std::string::npos) << error;
}

TEST(JsonSheet, AValueOfTheWrongTypeIsRefusedAtTheValue) {
  Json json = tinyExport();
  json["floors"][0]["things"][2]["x"] = "14";
  const std::string text = json.dump(2);
  EXPECT_EQ(errorOf(text),
            placeOf(text, "\"14\"") + "error: floors[0].things[2].x must be a whole number");
}

TEST(JsonSheet, AMissingBlockIsRefusedAtItsFloor) {
  Json json = tinyExport();
  json["floors"][0].erase("heights");
  const std::string text = json.dump(2);
  EXPECT_EQ(errorOf(text),
            placeOf(text, "{\n      \"floor\": 1") + "error: floors[0] has no \"heights\"");
}

TEST(JsonSheet, ARowThatASheetLineCannotHoldIsRefused) {
  Json json = tinyExport();
  json["floors"][0]["heights"][3] = "0000\n000";
  const std::string text = json.dump(2);
  EXPECT_EQ(errorOf(text), placeOf(text, "\"0000\\n") +
                               "error: floors[0].heights[3] must be a string of printable ASCII");
}

TEST(JsonSheet, AThingsTypeMustBeItsLetters) {
  Json json = tinyExport();
  json["floors"][0]["things"][6]["type"] = "key";
  const std::string text = json.dump(2);
  EXPECT_EQ(errorOf(text), placeOf(text, "\"key\",\n          \"x\": 13") +
                               "error: floors[0].things[6].type is \"key\", but letter M is a "
                               "monster");
}

TEST(JsonSheet, AThingTheReaderRefusesIsPlacedAtItsObject) {
  Json json = tinyExport();
  json["floors"][0]["things"][6]["fields"]["body"] = "dragon";
  const std::string text = json.dump(2);
  const std::string error = errorOf(text);
  const std::string object = "{\n          \"id\": 7";
  EXPECT_EQ(error.substr(0, error.find("error: ")), placeOf(text, object));
  EXPECT_NE(error.find("dragon"), std::string::npos) << error;
}

TEST(JsonSheet, AWarningIsPlacedAtItsThing) {
  Json json = tinyExport();
  json["floors"][0]["things"][8]["fields"].erase("opens_from");
  const std::string text = json.dump(2);
  const Result<JsonSheet> sheet = sheetOfJson(text, "e.json");
  ASSERT_TRUE(sheet.ok()) << sheet.error().format();
  const Result<ReadSheet> read = readSheet(sheet->sheet(), "sheet");
  ASSERT_TRUE(read.ok()) << read.error().format();
  ASSERT_EQ(read->warnings.size(), 1u);
  const std::string warning = sheet->placed(read->warnings.front()).format();
  EXPECT_EQ(warning.substr(0, warning.find("error: ")), placeOf(text, "{\n          \"id\": 9"));
}

TEST(JsonSheet, OnlyTextStartingWithABraceIsTakenForJson) {
  EXPECT_TRUE(looksLikeJson(" \n\t{\"format\": 1}"));
  EXPECT_FALSE(looksLikeJson("dungeon-sheet 1\n"));
  EXPECT_FALSE(looksLikeJson(""));
  EXPECT_FALSE(looksLikeJson("[{}]"));
}

}  // namespace
}  // namespace dungeon
