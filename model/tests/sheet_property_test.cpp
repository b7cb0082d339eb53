// Property tests of the sheet format over random dungeons built with the model: writing, reading
// and writing again gives the same bytes, and reading gives back the dungeon (in canonical
// order); the JSON export reads back as the same sheet. RapidCheck prints the failing case and the
// seed to reproduce it (RC_PARAMS="seed=N").
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "model/json_export.h"
#include "model/json_sheet.h"
#include "model/sheet.h"
#include "testing/random_dungeon.h"

namespace dungeon {
namespace {

// "line N: 'a' became 'b'" for the first line where the texts differ, or "".
std::string firstDifference(const std::string& a, const std::string& b) {
  size_t start = 0;
  for (int line = 1;; ++line) {
    const size_t end_a = std::min(a.find('\n', start), a.size());
    const size_t end_b = std::min(b.find('\n', start), b.size());
    const std::string line_a = a.substr(start, end_a - start);
    const std::string line_b = start < b.size() ? b.substr(start, end_b - start) : "";
    if (line_a != line_b) return fmt::format("line {}: '{}' became '{}'", line, line_a, line_b);
    if (end_a >= a.size() || end_b >= b.size()) return a == b ? "" : "lengths differ";
    start = end_a + 1;
  }
}

// The sheet read back, logging the reader's error for RapidCheck's report when it fails.
Result<ReadSheet> readLogged(const std::string& text) {
  auto read = readSheet(text, "random.sheet");
  if (!read) RC_LOG() << read.error().format() << "\n";
  return read;
}

RC_GTEST_PROP(SheetProperty, WriteReadWriteIsByteIdentical, ()) {
  const Dungeon d = testing::randomDungeon();
  const std::string text = writeSheet(d);
  auto read = readLogged(text);
  RC_ASSERT(read.ok());
  const std::string again = writeSheet(read->dungeon);
  RC_LOG() << firstDifference(text, again) << "\n";
  RC_ASSERT(again == text);
}

RC_GTEST_PROP(SheetProperty, ReadingGivesBackTheCanonicalDungeon, ()) {
  Dungeon d = testing::randomDungeon();
  auto read = readLogged(writeSheet(d));
  RC_ASSERT(read.ok());
  canonicalize(d);
  RC_ASSERT(read->dungeon == d);
}

// Dirt floors (their dirt and ground blocks) round trip as exactly as every other block.
RC_GTEST_PROP(SheetProperty, DirtFloorsWriteReadWriteByteIdentical, ()) {
  const Dungeon d = testing::randomDirtDungeon();
  const std::string text = writeSheet(d);
  auto read = readLogged(text);
  RC_ASSERT(read.ok());
  const std::string again = writeSheet(read->dungeon);
  RC_LOG() << firstDifference(text, again) << "\n";
  RC_ASSERT(again == text);
}

RC_GTEST_PROP(SheetProperty, ReadingGivesBackTheDirtFloors, ()) {
  Dungeon d = testing::randomDirtDungeon();
  auto read = readLogged(writeSheet(d));
  RC_ASSERT(read.ok());
  canonicalize(d);
  RC_ASSERT(read->dungeon == d);
}

RC_GTEST_PROP(JsonProperty, DirtRowsAppearOnDirtFloorsOnly, ()) {
  const Dungeon d = testing::randomDirtDungeon();
  const auto json = nlohmann::json::parse(writeJson(d));
  for (size_t i = 0; i < d.floors.size(); ++i) {
    const auto& floor = json.at("floors").at(i);
    RC_ASSERT(floor.contains("dirt") == d.floors[i].isDirtFloor());
    RC_ASSERT(floor.contains("ground") == d.floors[i].isDirtFloor());
    if (!d.floors[i].isDirtFloor()) continue;
    RC_ASSERT(floor.at("dirt").size() == static_cast<size_t>(d.floors[i].height()));
    const std::string row = floor.at("ground").at(0);
    RC_ASSERT(row.size() == static_cast<size_t>(d.floors[i].width()));
    RC_ASSERT(row[0] == groundGlyph(d.floors[i].ground({0, 0})));
  }
}

RC_GTEST_PROP(SheetProperty, OnlySidelessOneWayDoorsWarn, ()) {
  const Dungeon d = testing::randomDungeon();
  auto read = readLogged(writeSheet(d));
  RC_ASSERT(read.ok());
  size_t sideless = 0;
  for (const Thing& thing : d.things) {
    sideless += thing.type == ThingType::kOneWayDoor && !thing.fields.has(Field::kOpensFrom);
  }
  RC_ASSERT(read->warnings.size() == sideless);
}

RC_GTEST_PROP(JsonProperty, ThingIdsMatchTheManifest, ()) {
  const Dungeon d = testing::randomDungeon();
  const auto json = nlohmann::json::parse(writeJson(d));
  const auto& manifest = json.at("manifest");
  RC_ASSERT(manifest.size() == d.things.size());
  size_t seen = 0;
  for (const auto& floor : json.at("floors")) {
    for (const auto& thing : floor.at("things")) {
      const auto& row = manifest.at(thing.at("id").get<size_t>() - 1);
      RC_ASSERT(row.at("letter") == thing.at("letter"));
      RC_ASSERT(row.at("floor") == floor.at("floor"));
      RC_ASSERT(row.at("x") == thing.at("x"));
      RC_ASSERT(row.at("y") == thing.at("y"));
      ++seen;
    }
  }
  RC_ASSERT(seen == d.things.size());
}

// The JSON export reads back as the very sheet it was written from (json_sheet.h), on plain and
// dirt floors, and that sheet reads as the dungeon.
RC_GTEST_PROP(JsonProperty, TheExportReadsBackAsItsSheet, (bool dirt)) {
  const Dungeon d = dirt ? testing::randomDirtDungeon() : testing::randomDungeon();
  const std::string sheet = writeSheet(d);
  const Result<JsonSheet> json = sheetOfJson(writeJson(d), "random.json");
  if (!json) RC_LOG() << json.error().format() << "\n";
  RC_ASSERT(json.ok());
  RC_LOG() << firstDifference(sheet, json->sheet()) << "\n";
  RC_ASSERT(json->sheet() == sheet);
  auto read = readLogged(json->sheet());
  RC_ASSERT(read.ok());
  RC_ASSERT(writeSheet(read->dungeon) == sheet);
}

}  // namespace
}  // namespace dungeon
