// The rates file (generator/core/rates_file.h): the built-in table written and read back is the
// same table; every row reads and writes its own rate and no other; a partial file keeps the
// built-in values; each refusal names its line and column; the table's size holds a row per
// rate, so a rate added to Rates without a row here fails; and every rate at either end of its
// range still generates.
#include <gtest/gtest.h>

#include <array>
#include <set>
#include <string>

#include "generator/core/rates_file.h"
#include "generator/tries/generate.h"
#include "model/options.h"
#include "model/sheet.h"

namespace dungeon::gen {
namespace {

TEST(RatesFile, TheBuiltInTableWrittenAndReadIsTheSameTable) {
  const Result<Rates> read = readRates(ratesText(kRates), "rates.txt");
  ASSERT_TRUE(read.ok()) << read.error().format();
  EXPECT_EQ(*read, kRates);
  EXPECT_EQ(Rates{}, kRates);
}

TEST(RatesFile, EveryRowReadsAndWritesItsOwnRateOnly) {
  std::set<std::string_view> names;
  for (const RateField& field : rateFields()) {
    SCOPED_TRACE(std::string(field.name));
    EXPECT_TRUE(names.insert(field.name).second) << "named twice";
    EXPECT_GE(field.valueIn(kRates), field.min) << "the built-in value is outside its range";
    EXPECT_LE(field.valueIn(kRates), field.max) << "the built-in value is outside its range";
    Rates changed = kRates;
    field.in(changed) = field.valueIn(kRates) == field.min ? field.max : field.min;
    for (const RateField& other : rateFields()) {
      if (other.name == field.name) continue;
      EXPECT_EQ(other.valueIn(changed), other.valueIn(kRates)) << "also changes " << other.name;
    }
    EXPECT_NE(changed, kRates);
  }
}

// Rates holds the four topologies (a name and a weight each) and one int per other row; a rate
// added to it without a row in rateFields() changes its size.
TEST(RatesFile, EveryRateOfTheTableHasItsRow) {
  const size_t topology_rows = kRates.topologies.size();
  const size_t int_rows = rateFields().size() - topology_rows;
  const size_t bytes = sizeof(kRates.topologies) + int_rows * sizeof(int);
  const size_t aligned = (bytes + alignof(Rates) - 1) / alignof(Rates) * alignof(Rates);
  EXPECT_EQ(sizeof(Rates), aligned) << "a rate of Rates has no row in rateFields()";
  for (const TopologyWeight& topology : kRates.topologies) {
    const std::string name = "topology_weight." + std::string(topology.name);
    EXPECT_NE(ratesText(kRates).find(name + " "), std::string::npos) << name;
  }
}

// A weight per monster body of the body table (model/bodies.h), in its order, right after the
// monsters' group size, each at the row's built-in weight.
TEST(RatesFile, EachMonsterBodyHasItsWeightRow) {
  const std::string text = ratesText(kRates);
  EXPECT_NE(text.find("rooms_per_monster_group 10\n"
                      "monster_weight.meat_sack 3\n"
                      "monster_weight.rind_stalker 2\n"
                      "monster_weight.hulk 1\n"
                      "straight_stacked_spiral_per_mille"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("monster_weight.party"), std::string::npos);
  EXPECT_EQ(text.find("monster_weight.graboid"), std::string::npos);
  const Result<Rates> read = readRates("monster_weight.rind_stalker 7\n", "r");
  ASSERT_TRUE(read.ok()) << read.error().format();
  EXPECT_EQ(read->monster_weights, (std::array<int, 3>{3, 7, 1}));
}

TEST(RatesFile, AFileOfOneRateKeepsEveryOtherBuiltInValue) {
  const Result<Rates> read =
      readRates("# a door in every other opening\n\n  door_per_mille   500  # was 350\n", "r");
  ASSERT_TRUE(read.ok()) << read.error().format();
  Rates expected = kRates;
  expected.door_per_mille = 500;
  EXPECT_EQ(*read, expected);
  EXPECT_EQ(readRates("", "r").value(), kRates);
}

TEST(RatesFile, RefusalsNameTheLineAndColumn) {
  struct Case {
    std::string text;
    std::string error;
  };
  const Case cases[] = {
      {"door_per_mille 300\nbogus 3\n", "r:2:1: error: unknown rate 'bogus'"},
      {"door_per_mille 300\ndoor_per_mille 200\n", "r:2:1: error: door_per_mille is given twice"},
      {"  door_per_mille\n", "r:1:3: error: door_per_mille has no value"},
      {"door_per_mille 3 00\n", "r:1:18: error: unexpected '00' after door_per_mille's value"},
      {"door_per_mille 1001\n", "r:1:16: error: door_per_mille must be a whole number in 0..1000"},
      {"door_per_mille 0.5\n", "r:1:16: error: door_per_mille must be a whole number in 0..1000"},
      {"door_per_mille -1\n", "r:1:16: error: door_per_mille must be a whole number in 0..1000"},
      {"lever_id_stride 15\n", "r:1:17: error: lever_id_stride must be a whole number in 1..14"},
      {"min_loot 600\n", "r:1:1: error: min_loot 600 is more than max_loot 500"},
      {"door_per_mille 1\ngrate_end_per_mille 0\n",
       "r:2:1: error: the duct ends' shares (grate, door, secret) add up to 550, not 1000"},
      {"topology_weight.two_paths 0\ntopology_weight.lock_on_other_arc 0\n"
       "topology_weight.flooded_loop 0\ntopology_weight.hub_code 0\n",
       "r:4:1: error: every topology_weight is 0"},
      {"monster_weight.meat_sack 0\nmonster_weight.rind_stalker 0\nmonster_weight.hulk 0\n",
       "r:3:1: error: every monster_weight is 0"},
      {"min_cell_side 8\nmin_room_side 6\n",
       "r:2:1: error: min_room_side 6 leaves no room in a cell"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.text);
    const Result<Rates> read = readRates(c.text, "r");
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().format().substr(0, c.error.size()), c.error);
  }
}

// The ranges keep the generator's invariants: with any one rate at either end of its range (where
// the file is accepted), one- and three-floor dungeons, rising with a mine, generate and their
// sheets read back.
TEST(RatesFile, EveryRateAtEitherEndOfItsRangeStillGenerates) {
  Options flat;
  Options rising;
  rising.floors = 3;
  rising.rising = true;
  rising.mine = 2;
  for (const RateField& field : rateFields()) {
    for (const int value : {field.min, field.max}) {
      const std::string line = std::string(field.name) + " " + std::to_string(value) + "\n";
      const Result<Rates> rates = readRates(line, "r");
      if (!rates) continue;  // breaks an invariant with the other built-in rates: refused
      useRates(*rates, "r");
      for (const Options& options : {flat, rising}) {
        SCOPED_TRACE(line + optionsText(options));
        const Generation made = generate(nameForSeed(1), 1, options);
        EXPECT_TRUE(readSheet(writeSheet(made.dungeon), "made").ok());
      }
    }
  }
  useRates(kRates, "");
  EXPECT_EQ(rates(), kRates);
  EXPECT_EQ(ratesLabel(), "");
}

}  // namespace
}  // namespace dungeon::gen
