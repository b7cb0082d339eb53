// Tallies sweep outcomes: counts and histograms added seed by seed under one lock, lists
// sorted at the end, so a tally never depends on which thread added which seed.
#include "sweeps/tally.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <mutex>
#include <tuple>

#include "checks/metrics.h"
#include "generator/mine/mine.h"
#include "sim/world/body.h"
#include "sweeps/kept_facts.h"
#include "sweeps/sweep_report.h"
#include "util/parallel_for.h"

namespace dungeon::sweeps {
namespace {

template <class Map>
void addCounts(Map& into, const Map& from) {
  for (const auto& [key, count] : from) into[key] += count;
}

void addBodies(Tally& tally, const std::vector<bool>& reaching) {
  const size_t bodies = sim::allBodies().size();
  tally.body_dungeons.resize(bodies, 0);
  tally.body_reached.resize(bodies, 0);
  for (size_t b = 0; b < reaching.size() && b < bodies; ++b) {
    ++tally.body_dungeons[b];
    tally.body_reached[b] += reaching[b];
  }
}

void addGlimpse(Tally& tally, const SeedOutcome& seed) {
  if (seed.topologies.empty()) return;
  GlimpseTally& glimpse = tally.glimpses[seed.topologies.back()];
  ++glimpse.dungeons;
  for (const MetricValue& m : seed.metrics)
    glimpse.seen += (m.id == checks::kGoalSeenEarlyId && m.value > 0);
}

template <class T>
void append(std::vector<T>& into, std::vector<T>&& from) {
  into.insert(into.end(), std::make_move_iterator(from.begin()),
              std::make_move_iterator(from.end()));
}

void addRising(Tally& tally, const SeedOutcome& seed) {
  if (seed.rising.empty()) return;
  bool stair = false;
  bool spiral = false;
  for (size_t f = 0; f < seed.rising.size(); ++f) {
    const std::string& topology = f < seed.topologies.size() ? seed.topologies[f] : "none";
    RisingTally& count = tally.rising[topology];
    ++count.floors;
    addFloorRising(count.laid, seed.rising[f]);
    stair = stair || seed.rising[f].turning_stairs > 0;
    spiral = spiral || seed.rising[f].spirals() > 0;
  }
  ++tally.rising_dungeons;
  tally.rising_with_both += stair && spiral;
}

}  // namespace

void addFloorRising(FloorRising& sum, const FloorRising& floor) {
  sum.sunk_rooms += floor.sunk_rooms;
  sum.turning_stairs += floor.turning_stairs;
  for (size_t shaft = 0; shaft < sum.within.size(); ++shaft) {
    for (size_t way = 0; way < sum.within[shaft].size(); ++way) {
      sum.within[shaft][way] += floor.within[shaft][way];
      sum.down[shaft][way] += floor.down[shaft][way];
    }
  }
}

std::string mineReadingKey(std::string_view metric_id) {
  return std::string(metric_id) + std::string(kMineReadingSuffix);
}

std::vector<std::pair<std::string, int64_t>> perDungeonReadings(const SeedOutcome& seed) {
  std::vector<std::pair<std::string, int64_t>> readings = {{"tries", seed.tries}};
  const std::vector<std::string>& kinds = thingKinds();
  for (size_t k = 0; k < seed.things.size() && k < kinds.size(); ++k)
    readings.emplace_back("things." + kinds[k], seed.things[k]);
  if (!seed.rising.empty()) {
    FloorRising sum;
    for (const FloorRising& floor : seed.rising) addFloorRising(sum, floor);
    readings.emplace_back("rising.sunk_rooms", sum.sunk_rooms);
    readings.emplace_back("rising.turning_stairs", sum.turning_stairs);
    readings.emplace_back("rising.spirals", sum.spirals());
  }
  for (const SweepFacts* row : factsRows()) {
    const auto found = seed.facts.find(std::string(row->key));
    if (found == seed.facts.end()) continue;
    for (auto& value : row->reading_values(found->second)) readings.push_back(std::move(value));
  }
  return readings;
}

void addSeed(Tally& tally, const SeedOutcome& seed, const TallyKeeps& keeps) {
  ++tally.seeds;
  for (const auto& [key, value] : perDungeonReadings(seed)) ++tally.per_dungeon[key][value];
  addRangePoints(tally.ranges, seed);
  addLedger(tally.ledger, seed.seed, seed.ledger);
  const std::optional<int> mine_floor = gen::keptMineFloor(seed.facts);
  const bool mine_apart = mine_floor && seed.topologies.size() > 1;
  for (const MetricValue& reading : seed.metrics) {
    const bool on_mine = mine_apart && reading.floor == *mine_floor;
    ++tally.readings[on_mine ? mineReadingKey(reading.id) : reading.id][reading.value];
  }
  for (const auto& [key, facts] : seed.facts) tally.facts[key].add(facts);
  addUnlaid(tally.unlaid, seed.unlaid);
  addAskedLaid(tally.asked_laid, seed.asked_laid);
  tally.tries += seed.tries;
  tally.rejected += static_cast<int64_t>(seed.rejected_by.size());
  tally.unchecked += seed.unchecked;
  tally.most_tries = std::max<int64_t>(tally.most_tries, seed.tries);
  for (const std::string& id : seed.rejected_by) ++tally.rejected_by[id];
  for (const std::string& topology : seed.topologies) ++tally.topologies[topology];
  addGlimpse(tally, seed);
  for (const FloorSecrets& floor : seed.secrets) {
    ++tally.secret_floors;
    tally.mixed_secret_floors += floor.one_way_secret;
    tally.without_mixed_floors += !floor.one_way_secret && floor.crawls_and_panels > 0;
  }
  addBodies(tally, seed.bodies_reaching_goal);
  addRising(tally, seed);
  if (!seed.passed) tally.failures.push_back({seed.seed, seed.failure});
  if (keeps.stage_failures) {
    for (const StageFailure& f : seed.stage_failures)
      tally.stage_failures.push_back({seed.seed, f});
  }
  if (keeps.seed_rows) tally.seed_rows.push_back({seed.seed, seedRow(seed).dump()});
}

void mergeTally(Tally& into, Tally&& other) {
  into.seeds += other.seeds;
  for (const auto& [id, values] : other.readings) addCounts(into.readings[id], values);
  for (const auto& [key, values] : other.per_dungeon) addCounts(into.per_dungeon[key], values);
  for (const auto& [id, cells] : other.ranges) addRangeCells(into.ranges[id], cells);
  mergeLedger(into.ledger, other.ledger);
  into.tries += other.tries;
  into.rejected += other.rejected;
  into.unchecked += other.unchecked;
  into.most_tries = std::max(into.most_tries, other.most_tries);
  addCounts(into.rejected_by, other.rejected_by);
  addCounts(into.topologies, other.topologies);
  for (const auto& [topology, g] : other.glimpses) {
    into.glimpses[topology].dungeons += g.dungeons;
    into.glimpses[topology].seen += g.seen;
  }
  into.secret_floors += other.secret_floors;
  into.mixed_secret_floors += other.mixed_secret_floors;
  into.without_mixed_floors += other.without_mixed_floors;
  const size_t bodies = std::max(into.body_dungeons.size(), other.body_dungeons.size());
  into.body_dungeons.resize(bodies, 0);
  into.body_reached.resize(bodies, 0);
  for (size_t b = 0; b < other.body_dungeons.size(); ++b) {
    into.body_dungeons[b] += other.body_dungeons[b];
    into.body_reached[b] += other.body_reached[b];
  }
  for (const auto& [topology, r] : other.rising) {
    RisingTally& sum = into.rising[topology];
    sum.floors += r.floors;
    addFloorRising(sum.laid, r.laid);
  }
  into.rising_dungeons += other.rising_dungeons;
  into.rising_with_both += other.rising_with_both;
  for (const auto& [key, facts] : other.facts) into.facts[key].merge(facts);
  mergeUnlaid(into.unlaid, other.unlaid);
  mergeAskedLaid(into.asked_laid, other.asked_laid);
  append(into.failures, std::move(other.failures));
  append(into.stage_failures, std::move(other.stage_failures));
  append(into.seed_rows, std::move(other.seed_rows));
}

void finishTally(Tally& tally) {
  std::sort(tally.failures.begin(), tally.failures.end(),
            [](const FailedSeed& a, const FailedSeed& b) { return a.seed < b.seed; });
  std::sort(tally.stage_failures.begin(), tally.stage_failures.end(),
            [](const StageFailureAt& a, const StageFailureAt& b) {
              return std::tie(a.seed, a.failure.try_index) < std::tie(b.seed, b.failure.try_index);
            });
  std::sort(tally.seed_rows.begin(), tally.seed_rows.end(),
            [](const SeedRow& a, const SeedRow& b) { return a.seed < b.seed; });
}

FactsTotal factsTotal(const Tally& tally, const SweepFacts& row) {
  FactsTotal total;
  if (const auto found = tally.facts.find(std::string(row.key)); found != tally.facts.end()) {
    total.seeds = found->second.seeds;
    total.sums = found->second.sums;
  }
  for (const FactsReading& reading : row.readings) {
    const auto values = tally.per_dungeon.find(std::string(reading.id));
    if (values != tally.per_dungeon.end()) total.per_dungeon.insert(*values);
  }
  return total;
}

Tally tallyOf(const SweepResult& result, const TallyKeeps& keeps) {
  Tally tally;
  for (const SeedOutcome& seed : result.seeds) addSeed(tally, seed, keeps);
  finishTally(tally);
  return tally;
}

Tally runTally(const SweepConfig& config, uint64_t first, int64_t count, const TallyKeeps& keeps,
               WorkCounter* progress) {
  Tally tally;
  std::mutex lock;
  if (progress != nullptr) progress->total = static_cast<size_t>(count);
  parallelFor(static_cast<size_t>(count), effectiveJobs(config.jobs), [&](size_t i) {
    const SeedOutcome outcome = sweepSeed(first + i, config.options, keeps.seed_rows);
    {
      const std::scoped_lock hold(lock);
      addSeed(tally, outcome, keeps);
    }
    countDone(progress);
  });
  finishTally(tally);
  return tally;
}

}  // namespace dungeon::sweeps
