// Tests of the JSON export: the schema of docs/json.md (keys and their order), the seed as a
// decimal string, thing ids that match the sheet's manifest, deterministic bytes, an options
// object with a key per row of the options table that is on, and its name, seed and options
// read back (readJsonSource) or refused at the key that is wrong.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/json_export.h"
#include "model/json_options.h"
#include "model/sheet.h"
#include "testing/sheet_files.h"
#include "util/json_problem.h"

namespace dungeon {
namespace {

using Json = nlohmann::ordered_json;

std::vector<std::string> keysOf(const Json& object) {
  std::vector<std::string> keys;
  for (const auto& item : object.items()) keys.push_back(item.key());
  return keys;
}

using Keys = std::vector<std::string>;

TEST(Json, TopLevelKeysComeInSchemaOrder) {
  const std::string text = writeJson(testing::loadSheetDungeon("two_floors.sheet"));
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.back(), '\n');
  const Json json = Json::parse(text);
  EXPECT_EQ(keysOf(json),
            (Keys{"format", "version", "name", "seed", "options", "floors", "manifest"}));
  EXPECT_EQ(json["format"], "dungeon-json");
  EXPECT_EQ(json["version"], 2);
  EXPECT_EQ(json["name"], "two-floors.v1");
  EXPECT_EQ(keysOf(json["options"]), (Keys{"floors", "size"}));
  EXPECT_EQ(keysOf(json["floors"][0]), (Keys{"floor", "width", "height", "base_half_m", "topology",
                                             "grid", "heights", "things"}));
  EXPECT_EQ(keysOf(json["floors"][1]["things"][0]),
            (Keys{"id", "letter", "type", "x", "y", "fields"}));
  EXPECT_EQ(keysOf(json["manifest"][0]), (Keys{"id", "letter", "type", "floor", "x", "y"}));
}

TEST(Json, SeedIsADecimalStringThatKeepsAll64Bits) {
  const Json json = Json::parse(writeJson(testing::loadSheetDungeon("two_floors.sheet")));
  ASSERT_TRUE(json["seed"].is_string());
  EXPECT_EQ(json["seed"], "18446744073709551615");
}

TEST(Json, FloorsCarryTheSheetsGridHeightsAndBase) {
  const Dungeon d = testing::loadSheetDungeon("two_floors.sheet");
  const Json json = Json::parse(writeJson(d));
  ASSERT_EQ(json["floors"].size(), 2u);
  const Json& lower = json["floors"][1];
  EXPECT_EQ(lower["floor"], 2);
  EXPECT_EQ(lower["base_half_m"], -12);
  EXPECT_EQ(lower["topology"], "hub_code");
  ASSERT_EQ(lower["grid"].size(), 16u);
  EXPECT_EQ(lower["grid"][12], "##~~~~~~~~######");
  EXPECT_EQ(lower["heights"][7], "0000ZZZZZ0000000");
  EXPECT_EQ(json["floors"][0]["base_half_m"], 0);
}

TEST(Json, UnsetTopologiesAreOmittedOrEmpty) {
  Dungeon d = testing::loadSheetDungeon("tiny.sheet");
  const Json json = Json::parse(writeJson(d));
  EXPECT_FALSE(json["options"].contains("topology"));
  EXPECT_EQ(json["floors"][0]["topology"], "");
  d.options.topology = "two_paths";
  EXPECT_EQ(Json::parse(writeJson(d))["options"]["topology"], "two_paths");
}

TEST(Json, ThingsCarryTheirFieldsAsSheetText) {
  const Json json = Json::parse(writeJson(testing::loadSheetDungeon("tiny.sheet")));
  const Json& things = json["floors"][0]["things"];
  ASSERT_EQ(things.size(), 16u);
  const Json& door = things[3];
  EXPECT_EQ(door["letter"], "D");
  EXPECT_EQ(door["type"], "door");
  EXPECT_EQ(door["fields"], (Json{{"kind", "locked"}, {"colour", "red"}}));
  const Json& spiral = things[12];
  EXPECT_EQ(spiral["type"], "spiral");
  EXPECT_EQ(spiral["fields"]["rise"], "1.5");
  EXPECT_TRUE(things[4]["fields"].is_object());  // the goal: no fields, an empty object
  EXPECT_TRUE(things[4]["fields"].empty());
}

// The manifest's rows as the sheet writes them: "id letter type floor x,y".
std::vector<std::string> sheetManifest(const std::string& sheet) {
  std::vector<std::string> rows;
  size_t pos = sheet.find("\nmanifest\n") + 10;
  for (size_t end; (end = sheet.find('\n', pos)) != std::string::npos; pos = end + 1) {
    const std::string row = sheet.substr(pos, end - pos);
    if (row != "end") rows.push_back(row);
  }
  return rows;
}

TEST(Json, IdsMatchTheSheetManifest) {
  for (const char* name : {"tiny.sheet", "two_floors.sheet"}) {
    SCOPED_TRACE(name);
    const Dungeon d = testing::loadSheetDungeon(name);
    const Json json = Json::parse(writeJson(d));
    const auto rows = sheetManifest(writeSheet(d));
    ASSERT_EQ(json["manifest"].size(), rows.size());
    for (size_t i = 0; i < rows.size(); ++i) {
      const Json& row = json["manifest"][i];
      EXPECT_EQ(fmt::format("{} {} {} {} {},{}", row["id"].get<int>(),
                            row["letter"].get<std::string>(), row["type"].get<std::string>(),
                            row["floor"].get<int>(), row["x"].get<int>(), row["y"].get<int>()),
                rows[i]);
    }
    for (const Json& floor : json["floors"]) {
      for (const Json& thing : floor["things"]) {
        const Json& row = json["manifest"][thing["id"].get<size_t>() - 1];
        EXPECT_EQ(row["floor"], floor["floor"]);
        EXPECT_EQ(row["letter"], thing["letter"]);
        EXPECT_EQ(row["x"], thing["x"]);
        EXPECT_EQ(row["y"], thing["y"]);
      }
    }
  }
}

TEST(Json, BytesDoNotDependOnThingOrder) {
  Dungeon d = testing::loadSheetDungeon("two_floors.sheet");
  const std::string canonical = writeJson(d);
  std::reverse(d.things.begin(), d.things.end());
  EXPECT_EQ(writeJson(d), canonical);
}

// Options with every row of the table on, so the export must carry every row's key.
Options everyRowOn() {
  Options options;
  options.floors = 4;
  options.width = 24;
  options.height = 32;
  options.topology = "two_paths";
  options.rising = true;
  options.mine = 3;
  return options;
}

TEST(JsonOptions, EveryRowOfTheTableThatIsOnHasItsKey) {
  const Json json = optionsJson(everyRowOn());
  Keys rows;
  for (const OptionRow& row : optionRows()) rows.emplace_back(row.name);
  EXPECT_EQ(keysOf(json), rows);
  EXPECT_EQ(json, (Json{{"floors", 4},
                        {"size", "24x32"},
                        {"topology", "two_paths"},
                        {"rising", true},
                        {"mine", 3}}));
  Options bare_mine;
  bare_mine.mine = 0;
  EXPECT_EQ(optionsJson(bare_mine)["mine"], true);
  EXPECT_EQ(keysOf(optionsJson(Options{})), (Keys{"floors", "size"}));
}

// An export of the tiny sheet with its options object replaced by `options` (JSON text).
std::string exportWithOptions(const std::string& options) {
  Json json = Json::parse(writeJson(testing::loadSheetDungeon("tiny.sheet")));
  json["options"] = Json::parse(options);
  return json.dump(2) + "\n";
}

TEST(JsonOptions, TheExportReadsBackItsNameSeedAndOptions) {
  Dungeon d = testing::loadSheetDungeon("two_floors.sheet");
  d.options = everyRowOn();
  const Result<DungeonSource> source = readJsonSource(writeJson(d), "d.json");
  ASSERT_TRUE(source.ok()) << source.error().format();
  EXPECT_EQ(source->name, "two-floors.v1");
  EXPECT_EQ(source->seed, 18446744073709551615u);
  EXPECT_EQ(source->options, everyRowOn());
}

TEST(JsonOptions, RefusalsNameTheFileLineAndColumnOfTheKey) {
  struct Case {
    std::string text;
    std::string error;
  };
  const std::vector<Case> cases = {
      {exportWithOptions(R"({"floors": 3, "mine": 4})"),
       "e.json:8:5: error: options: mine=4 names no floor"},
      {exportWithOptions(R"({"floors": 3, "rising": false})"),
       "e.json:8:5: error: options.rising is false: leave out an option that is off"},
      {exportWithOptions(R"({"floors": 3.5})"), "e.json:7:5: error: options.floors must be true"},
      {exportWithOptions(R"({"floors": -1})"), "e.json:7:5: error: options: floors must be 1..8"},
      {exportWithOptions(R"({"colour": "red"})"), "e.json:7:5: error: options: unknown option"},
      {exportWithOptions(R"({"size": "40x40 rising"})"), "e.json:7:5: error: options: size must"},
      {exportWithOptions(R"([])"), "e.json:6:3: error: options must be an object"},
      {"{\n  \"format\": \"dungeon-json\",\n  \"version\": 1\n}\n",
       "e.json:2:3: error: a version 1 export leaves out options"},
      {"{\"format\": \"sheet\"}", "e.json:1:2: error: not a dungeon JSON export"},
      {"{\"format\": \"dungeon-json\",\n \"version\": 2, \"name\": \"a b\"}",
       "e.json:2:16: error: \"name\" must be a dungeon name"},
      {"{\"format\": \"dungeon-json\", \"version\": 2, \"name\": \"a\", \"seed\": 7}",
       "e.json:1:55: error: \"seed\" must be a 64-bit seed"},
      {"{\"format\": \"dungeon-json\", \"format\": \"dungeon-json\"}",
       "e.json:1:2: error: key \"format\" is written twice"},
      {"{\n  \"format\": \"dungeon-json\",\n  \"version\": [2,\n}",
       "e.json:4:1: error: not valid JSON"},
      {"", "e.json:1:1: error: not valid JSON"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.text);
    const Result<DungeonSource> source = readJsonSource(c.text, "e.json");
    ASSERT_FALSE(source.ok());
    EXPECT_EQ(source.error().format().substr(0, c.error.size()), c.error);
  }
}

// The JSON library's exceptions read as plain words: the identifier before them is dropped,
// and any other exception's text is kept whole.
TEST(JsonProblem, PlainWordsWithoutTheLibrarysIdentifier) {
  const nlohmann::json json = nlohmann::json::parse(R"({"seeds": "many"})");
  try {
    (void)json.at("seeds").get<int>();
    FAIL() << "a string read as a number";
  } catch (const std::exception& error) {
    EXPECT_EQ(std::string(error.what()).substr(0, 16), "[json.exception.");
    EXPECT_EQ(plainJsonProblem(error), "type must be number, but is string");
  }
  try {
    (void)json.at("first");
    FAIL() << "a missing key read";
  } catch (const std::exception& error) {
    EXPECT_EQ(plainJsonProblem(error), "key 'first' not found");
  }
  EXPECT_EQ(plainJsonProblem(std::runtime_error("[json.exception. but not the library's")),
            "[json.exception. but not the library's");
  EXPECT_EQ(plainJsonProblem(std::runtime_error("disk full")), "disk full");
}

}  // namespace
}  // namespace dungeon
