// Options survive every format: random options (a value for every row of the options table,
// drawn by the row's kind, so a row added later is drawn too) go through the sheet, the JSON
// export and a golden/named.txt line, and the dungeon made again from what each gives back has
// the same bytes (a dungeon no try could finish too: it is written as a readable sheet); the
// JSON export, read back whole, is the dungeon its sheet gives. A fixed case per size class
// covers the sizes the random sides leave out.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "generator/tries/generate.h"
#include "golden/named_list.h"
#include "model/json_export.h"
#include "model/json_options.h"
#include "model/options.h"
#include "model/sheet.h"
#include "sim/live/import.h"
#include "testing/extended_options.h"
#include "testing/random_options.h"
#include "testing/reproduce.h"
#include "util/hash.h"

namespace dungeon {
namespace {

// Random sides stay at most this long, so a case of eight floors generates in milliseconds;
// SizeClasses below takes one size of each class.
constexpr int kMaxDrawnSide = 48;

rc::Gen<Options> genOptions() {
  return testing::genOptionsUpTo(kMaxDrawnSide);
}

// The bytes of the dungeon the name, seed and options make.
std::string bytesOf(const std::string& name, uint64_t seed, const Options& options) {
  return writeSheet(gen::generate(name, seed, options).dungeon);
}

// What a sheet, a JSON export and a named.txt line of the dungeon give back, made again.
std::string fromSheet(const std::string& sheet) {
  const Result<ReadSheet> read = readSheet(sheet, "made.sheet");
  RC_ASSERT(read.ok());
  return bytesOf(read->dungeon.name, read->dungeon.seed, read->dungeon.options);
}

std::string fromJson(const std::string& json, const std::string& name, uint64_t seed,
                     const Options& options) {
  const Result<DungeonSource> read = readJsonSource(json, "made.json");
  RC_ASSERT(read.ok());
  RC_ASSERT(read->name == name);
  RC_ASSERT(read->seed == seed);
  RC_ASSERT(read->options == options);
  return bytesOf(read->name, read->seed, read->options);
}

std::string fromNamedLine(const std::string& line) {
  const auto list = golden::parseNamedList(line, "named.txt");
  RC_ASSERT(list.ok());
  RC_ASSERT(list->size() == 1u);
  const golden::NamedDungeon& named = list->front();
  return bytesOf(named.name, seedFromName(named.name), named.options);
}

// A named dungeon's seed is its name's hash, so one name serves all three formats.
RC_GTEST_PROP(OptionsRoundTrip, TheSheetTheJsonAndTheNamedListMakeTheSameDungeonAgain, ()) {
  const Options options = *genOptions();
  const std::string name = fmt::format("round-trip-{}", *rc::gen::inRange(0, 1000000));
  const uint64_t seed = seedFromName(name);
  const std::string line = fmt::format("{} {}\n", name, optionsText(options));
  RC_LOG() << "named.txt line: " << line;
  testing::logReproduce(seed, options);
  RC_TAG(options.rising ? "rising" : "flat", options.mine ? "mine" : "no mine");
  const gen::Generation made = gen::generate(name, seed, options);
  const std::string sheet = writeSheet(made.dungeon);
  RC_ASSERT(fromSheet(sheet) == sheet);
  RC_ASSERT(fromJson(writeJson(made.dungeon), name, seed, options) == sheet);
  RC_ASSERT(fromNamedLine(line) == sheet);
}

// What `check`, `walk` and `render` read from the JSON export is the dungeon they read from its
// sheet: the same bytes and the same warnings, under random options.
RC_GTEST_PROP(OptionsRoundTrip, TheJsonExportReadsBackAsTheDungeonOfItsSheet, ()) {
  const Options options = *genOptions();
  const std::string name = fmt::format("read-back-{}", *rc::gen::inRange(0, 1000000));
  const uint64_t seed = seedFromName(name);
  testing::logReproduce(seed, options);
  const gen::Generation made = gen::generate(name, seed, options);
  const Result<sim::Imported> sheet = sim::importDungeonText(writeSheet(made.dungeon), "d.sheet");
  const Result<sim::Imported> json = sim::importDungeonText(writeJson(made.dungeon), "d.json");
  RC_ASSERT(sheet.ok());
  if (!json) RC_LOG() << json.error().format() << "\n";
  RC_ASSERT(json.ok());
  RC_ASSERT(writeSheet(json->dungeon) == writeSheet(sheet->dungeon));
  RC_ASSERT(json->warnings.size() == sheet->warnings.size());
}

TEST(OptionsRoundTrip, EverySizeClassOnEveryRow) {
  for (const char* words : {"floors=2 size=16x16 rising mine=1", "floors=3 size=40x40 mine",
                            "floors=2 size=96x96 topology=two_paths rising mine=2",
                            "floors=1 size=256x256 rising mine"}) {
    SCOPED_TRACE(words);
    const Result<Options> options = parseOptions(words);
    ASSERT_TRUE(options.ok()) << options.error().message;
    const gen::Generation made = gen::generate("size-class", 7, *options);
    const Result<DungeonSource> json = readJsonSource(writeJson(made.dungeon), "made.json");
    ASSERT_TRUE(json.ok()) << json.error().format();
    EXPECT_EQ(json->options, *options);
    EXPECT_EQ(optionsText(json->options), words);
    EXPECT_EQ(bytesOf(json->name, json->seed, json->options), writeSheet(made.dungeon));
  }
}

// A row added to the table reaches the JSON with no change to the export: the test table's
// flag and optional number are written and read back like the standard rows.
TEST(OptionsRoundTrip, ARowAddedToTheTableReachesTheJson) {
  testing::ExtendedTable table;
  table.lanterns = true;
  table.vault = 2;
  Options options;
  options.floors = 3;
  const nlohmann::ordered_json json = optionsJson(options, table.rows);
  EXPECT_EQ(json.dump(), R"({"floors":3,"size":"40x40","lanterns":true,"vault":2})");

  Dungeon blank;
  blank.name = "blank";
  nlohmann::ordered_json exported = nlohmann::ordered_json::parse(writeJson(blank));
  exported["options"] = json;
  table.lanterns = false;
  table.vault.reset();
  const Result<DungeonSource> read = readJsonSource(exported.dump(2), "x.json", table.rows);
  ASSERT_TRUE(read.ok()) << read.error().format();
  EXPECT_EQ(read->options, options);
  EXPECT_TRUE(table.lanterns);
  EXPECT_EQ(table.vault, 2);
}

}  // namespace
}  // namespace dungeon
