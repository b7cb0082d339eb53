// The stages' sweep facts (generator/core/sweep_facts.h, sweeps/fact_counts.h): each row
// counts what its stage laid on a real generation, only when its stage runs; seeds sum in any
// order and split into shards to the same total; a seed's JSON reads back; and the report's
// words are the ones a reader of the text, JSON and HTML reports sees.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <stdexcept>

#include "generator/mine/mine.h"
#include "generator/tries/pipeline.h"
#include "sweeps/fact_counts.h"
#include "sweeps/summary.h"
#include "sweeps/sweep_report.h"
#include "sweeps/tally.h"

namespace dungeon::sweeps {
namespace {

const SweepFacts& row(std::string_view key) {
  for (const SweepFacts* r : factsRows()) {
    if (r->key == key) return *r;
  }
  throw std::out_of_range(std::string(key));
}

// A tally of seeds with only `key`'s facts, added one by one.
Tally tallyOfFacts(std::string_view key, const std::vector<FactCounts>& seeds) {
  Tally tally;
  for (const FactCounts& facts : seeds) {
    SeedOutcome seed;
    seed.facts[std::string(key)] = facts;
    addSeed(tally, seed, {});
  }
  return tally;
}

TEST(StageFacts, EveryRowIsWholeAndItsReadingsCarryItsKey) {
  std::vector<std::string_view> keys;
  for (const SweepFacts* r : factsRows()) {
    keys.push_back(r->key);
    EXPECT_TRUE(r->of && r->seed_json && r->seed_of_json && r->reading_values && r->mixes &&
                r->text && r->report_json && r->html)
        << r->key;
    for (const FactsReading& reading : r->readings) {
      EXPECT_TRUE(reading.id.starts_with(std::string(r->key) + ".")) << reading.id;
      EXPECT_EQ(factsReading(reading.id), &reading);
    }
  }
  // In stage table order: the mine is dug on its floor before the kept try's ducts are laid.
  EXPECT_EQ(keys, (std::vector<std::string_view>{"mine", "ducts"}));
  Options options;
  EXPECT_TRUE(factsRowsAsked(options).empty());
  options.floors = 3;
  options.mine = 2;
  options.rising = true;
  EXPECT_EQ(factsRowsAsked(options).size(), 2u);
  EXPECT_EQ(factsReading("tries"), nullptr);
}

// A row's key is a key of its own in the report and in a seed's row: it would overwrite
// another section's otherwise.
TEST(StageFacts, EveryRowKeyIsNoOtherSectionsKey) {
  SweepConfig config;
  config.options.floors = 3;
  config.options.rising = true;
  config.options.mine = 2;
  config.seeds = 2;
  config.jobs = 1;
  const SweepResult result = runSweep(config);
  SweepSummary summary = summarize(result, checks::standardBands());
  ASSERT_EQ(summary.facts.size(), factsRows().size());
  summary.facts.clear();
  nlohmann::ordered_json report = sweepJson(summary, result);
  SeedOutcome seed = result.seeds.front();
  seed.facts.clear();
  const nlohmann::ordered_json row = seedRow(seed);
  for (const SweepFacts* r : factsRows()) {
    const std::string key(r->key);
    EXPECT_FALSE(report.contains(key)) << key;
    EXPECT_FALSE(row.contains(key)) << key;
  }
}

// A seed no try of which finished its stages still has the facts of the rows its options ask
// for, all zero: the sweep counts it among them.
Status failEveryTry(gen::StageContext&) {
  return Status::fail("no floor");
}

TEST(StageFacts, ASeedWhoseTriesAllFailedCountsItsRowsAtZero) {
  const gen::StageRow& ducts_row =
      *std::find_if(gen::stageTable().begin(), gen::stageTable().end(),
                    [](const gen::StageRow& r) { return r.name == "ducts"; });
  const gen::StageRow table[] = {{"layout", gen::StageScope::kEachFloor, nullptr, &failEveryTry},
                                 ducts_row};
  Options options;
  options.rising = true;
  const gen::Generation g =
      gen::generate(gen::nameForSeed(4), 4, options, checks::standardBands(), table);
  ASSERT_LT(g.kept_try, 0);
  ASSERT_EQ(g.facts.count("ducts"), 1u);
  for (const auto& [name, value] : g.facts.at("ducts")) EXPECT_EQ(value, 0) << name;
}

TEST(StageFacts, DuctsAreCountedWithRisingOnlyAndMatchTheDungeon) {
  Options options;
  options.rising = true;
  const gen::Generation g = gen::generate(gen::nameForSeed(1), 1, options);
  const SeedFacts& facts = g.facts;
  ASSERT_EQ(facts.count("ducts"), 1u);
  EXPECT_EQ(facts.count("mine"), 0u);
  const FactCounts& d = facts.at("ducts");
  int ducts = 0;
  for (const Thing& t : g.dungeon.things) ducts += t.type == ThingType::kDuct;
  EXPECT_EQ(ducts, 2 * (d.at("flat") + d.at("climbing")));
  EXPECT_EQ(d.at("grate_ends") + d.at("door_ends") + d.at("secret_ends"), ducts);
  options.rising = false;
  EXPECT_TRUE(gen::generate(gen::nameForSeed(1), 1, options).facts.empty());
}

TEST(StageFacts, TheMineIsCountedWithMineOnlyOnItsFloor) {
  Options options;
  options.floors = 3;
  options.mine = 0;
  const gen::Generation g = gen::generate(gen::nameForSeed(2), 2, options);
  ASSERT_TRUE(g.passed);
  const SeedFacts& facts = g.facts;
  ASSERT_EQ(facts.count("mine"), 1u);
  EXPECT_EQ(facts.count("ducts"), 0u);
  EXPECT_EQ(facts.at("mine").at("floor"), g.mine.floor);
  EXPECT_EQ(gen::keptMineFloor(facts), g.mine.floor);
  EXPECT_GT(facts.at("mine").at("diggers"), 0);
  EXPECT_EQ(gen::keptMineFloor(SeedFacts{}), std::nullopt);
}

TEST(StageFacts, DuctSeedsSumIntoTheReportsWords) {
  const std::vector<FactCounts> seeds = {{{"flat", 1},
                                          {"climbing", 0},
                                          {"grate_ends", 1},
                                          {"door_ends", 1},
                                          {"secret_ends", 0},
                                          {"refused.M3", 1}},
                                         {{"flat", 1},
                                          {"climbing", 1},
                                          {"grate_ends", 2},
                                          {"door_ends", 1},
                                          {"secret_ends", 1},
                                          {"refused.M3", 1},
                                          {"refused.doors_along_way", 2}}};
  const SweepFacts& ducts = row("ducts");
  const FactsTotal total = factsTotal(tallyOfFacts("ducts", seeds), ducts);
  EXPECT_EQ(total.seeds, 2);
  EXPECT_EQ(ducts.text(total),
            "ducts (--rising): 2 flat, 1 climbing; ends: 3 grate, 2 door, 1 secret; refused: 2 M3, "
            "2 doors_along_way\n");
  EXPECT_EQ(ducts.report_json(total).dump(),
            R"({"flat":2,"climbing":1,"ends":{"grate":3,"door":2,"secret":1},)"
            R"("refused":{"M3":2,"doors_along_way":2}})");
  const FactsSection html = ducts.html(total);
  EXPECT_EQ(html.cells, (std::vector<std::string>{"2", "1", "3", "2", "1"}));
  EXPECT_EQ(html.note, "Ducts laid and taken off again: 2 by M3, 2 by doors_along_way.");
  const std::vector<FactsMix> mixes = ducts.mixes(total);
  ASSERT_EQ(mixes.size(), 1u);
  EXPECT_EQ(mixes[0].counts, (std::vector<std::pair<std::string, int64_t>>{
                                 {"door", 2}, {"grate", 3}, {"secret", 1}}));
  for (const FactCounts& seed : seeds) EXPECT_EQ(ducts.seed_of_json(ducts.seed_json(seed)), seed);
}

TEST(StageFacts, MineSeedsMergeAsOneRunAndSayTheOpenFractionAndDiggers) {
  const std::vector<FactCounts> mines = {
      {{"floor", 0}, {"diggers", 30}, {"open", 540}, {"squares", 1600}},
      {{"floor", 0}, {"diggers", 12}, {"open", 534}, {"squares", 1600}},
      {{"floor", 0}, {"diggers", 51}, {"open", 560}, {"squares", 1600}}};
  const SweepFacts& mine = row("mine");
  const Tally whole = tallyOfFacts("mine", mines);
  Tally merged = tallyOfFacts("mine", {mines[2]});
  mergeTally(merged, tallyOfFacts("mine", {}));
  mergeTally(merged, tallyOfFacts("mine", {mines[0], mines[1]}));
  EXPECT_EQ(merged.facts, whole.facts);
  EXPECT_EQ(merged.per_dungeon, whole.per_dungeon);
  const FactsTotal total = factsTotal(whole, mine);
  EXPECT_EQ(mine.text(total),
            "mine (--mine): 3 kept mines; open fraction 0.34 (1634 of 4800 squares); diggers "
            "12..51, 31.00 per mine\n");
  EXPECT_EQ(mine.report_json(total).dump(),
            R"({"mines":3,"open_squares":1634,"squares":4800,"open_fraction_thousandths":340,)"
            R"("diggers":93,"fewest_diggers":12,"most_diggers":51})");
  EXPECT_EQ(mine.html(total).cells,
            (std::vector<std::string>{"3", "0.34", "1634 of 4800", "12..51", "31.00"}));
  EXPECT_EQ(mine.reading_values(mines[0]), (std::vector<std::pair<std::string, int64_t>>{
                                               {"mine.diggers", 30}, {"mine.open", 338}}));
  EXPECT_TRUE(mine.reading_values({{"floor", 0}}).empty());
  for (const FactCounts& seed : mines) EXPECT_EQ(mine.seed_of_json(mine.seed_json(seed)), seed);
  const FactsTotal none = factsTotal(Tally{}, mine);
  EXPECT_EQ(mine.text(none),
            "mine (--mine): 0 kept mines; open fraction 0 (0 of 0 squares); diggers 0..0, 0.00 per "
            "mine\n");
}

}  // namespace
}  // namespace dungeon::sweeps
