// Tests of the JSON export: the schema of docs/json.md (keys and their order), the seed as a
// decimal string, thing ids that match the sheet's manifest, and deterministic bytes.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/json_export.h"
#include "model/sheet.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

using Json = nlohmann::ordered_json;

Dungeon loadDungeon(const std::string& name) {
  auto read = readSheet(testing::loadSheet(name), name);
  if (!read) {
    ADD_FAILURE() << read.error().format();
    return {};
  }
  return read->dungeon;
}

std::vector<std::string> keysOf(const Json& object) {
  std::vector<std::string> keys;
  for (const auto& item : object.items()) keys.push_back(item.key());
  return keys;
}

using Keys = std::vector<std::string>;

TEST(Json, TopLevelKeysComeInSchemaOrder) {
  const std::string text = writeJson(loadDungeon("two_floors.sheet"));
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.back(), '\n');
  const Json json = Json::parse(text);
  EXPECT_EQ(keysOf(json),
            (Keys{"format", "version", "name", "seed", "options", "floors", "manifest"}));
  EXPECT_EQ(json["format"], "dungeon-json");
  EXPECT_EQ(json["version"], 1);
  EXPECT_EQ(json["name"], "two-floors.v1");
  EXPECT_EQ(keysOf(json["options"]), (Keys{"floors", "width", "height"}));
  EXPECT_EQ(keysOf(json["floors"][0]), (Keys{"floor", "width", "height", "base_half_m", "topology",
                                             "grid", "heights", "things"}));
  EXPECT_EQ(keysOf(json["floors"][1]["things"][0]),
            (Keys{"id", "letter", "type", "x", "y", "fields"}));
  EXPECT_EQ(keysOf(json["manifest"][0]), (Keys{"id", "letter", "type", "floor", "x", "y"}));
}

TEST(Json, SeedIsADecimalStringThatKeepsAll64Bits) {
  const Json json = Json::parse(writeJson(loadDungeon("two_floors.sheet")));
  ASSERT_TRUE(json["seed"].is_string());
  EXPECT_EQ(json["seed"], "18446744073709551615");
}

TEST(Json, FloorsCarryTheSheetsGridHeightsAndBase) {
  const Dungeon d = loadDungeon("two_floors.sheet");
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
  Dungeon d = loadDungeon("tiny.sheet");
  const Json json = Json::parse(writeJson(d));
  EXPECT_FALSE(json["options"].contains("topology"));
  EXPECT_EQ(json["floors"][0]["topology"], "");
  d.options.topology = "two_paths";
  EXPECT_EQ(Json::parse(writeJson(d))["options"]["topology"], "two_paths");
}

TEST(Json, ThingsCarryTheirFieldsAsSheetText) {
  const Json json = Json::parse(writeJson(loadDungeon("tiny.sheet")));
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
    const Dungeon d = loadDungeon(name);
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
  Dungeon d = loadDungeon("two_floors.sheet");
  const std::string canonical = writeJson(d);
  std::reverse(d.things.begin(), d.things.end());
  EXPECT_EQ(writeJson(d), canonical);
}

}  // namespace
}  // namespace dungeon
