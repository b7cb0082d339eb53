// The readings of a tally, and of one seed for the paired view.
#include "sweeps/sweep_readings.h"

#include <fmt/format.h>

#include "checks/metrics.h"
#include "sim/world/body.h"
#include "sweeps/kept_facts.h"

namespace dungeon::sweeps {
namespace {

SweepReading named(std::string id, std::string label, ReadingKind kind) {
  SweepReading r;
  r.id = std::move(id);
  r.label = std::move(label);
  r.kind = kind;
  return r;
}

SweepReading distribution(std::string id, std::string label, const ValueCounts* values,
                          bool milli = false) {
  SweepReading r = named(std::move(id), std::move(label), ReadingKind::kDistribution);
  r.milli = milli;
  if (values != nullptr) r.values = *values;
  return r;
}

SweepReading share(std::string id, std::string label, int64_t hits, int64_t of) {
  SweepReading r = named(std::move(id), std::move(label), ReadingKind::kShare);
  r.hits = hits;
  r.of = of;
  return r;
}

const ValueCounts* find(const std::map<std::string, ValueCounts>& histograms,
                        const std::string& key) {
  const auto at = histograms.find(key);
  return at == histograms.end() ? nullptr : &at->second;
}

void addMetrics(std::vector<SweepReading>& out, const Tally& tally, const Options& options) {
  const bool mine_apart = options.mine.has_value() && options.floors > 1;
  for (const checks::MetricDef& metric : checks::metrics()) {
    const std::string id(metric.id);
    const std::string label = fmt::format("{} {}", metric.id, metric.name);
    out.push_back(distribution(id, label, find(tally.readings, id), true));
    if (mine_apart && metric.scope == checks::MetricScope::kFloor) {
      out.push_back(distribution(mineReadingKey(id), label + ", on the mine floor",
                                 find(tally.readings, mineReadingKey(id)), true));
    }
  }
}

void addKeptShares(std::vector<SweepReading>& out, const Tally& tally) {
  SweepReading topologies = named("topologies", "floors per topology", ReadingKind::kMix);
  for (const auto& [name, floors] : tally.topologies) topologies.mix.emplace_back(name, floors);
  out.push_back(std::move(topologies));
  GlimpseTally glimpse;
  for (const auto& [topology, g] : tally.glimpses) {
    glimpse.dungeons += g.dungeons;
    glimpse.seen += g.seen;
  }
  out.push_back(
      share("glimpse", "goal seen early (M15), of dungeons", glimpse.seen, glimpse.dungeons));
  out.push_back(share("mixed_secret", "floors with the mixed secret", tally.mixed_secret_floors,
                      tally.secret_floors));
  out.push_back(share("secret_without_mixed", "floors with crawl or panel secrets, no mixed",
                      tally.without_mixed_floors, tally.secret_floors));
  const auto bodies = sim::allBodies();
  for (size_t b = 0; b < bodies.size() && b < tally.body_dungeons.size(); ++b) {
    const std::string name(bodies[b].name);
    out.push_back(share("reach." + name, "goal reached by the " + name, tally.body_reached[b],
                        tally.body_dungeons[b]));
  }
}

// The per-dungeon readings of perDungeonReadings, in its order: those of a seed that has every
// one the sweep's options give but the stage facts rows', then each asked row's.
void addPerDungeon(std::vector<SweepReading>& out, const Tally& tally, const Options& options) {
  SeedOutcome example;
  example.things.assign(thingKinds().size(), 0);
  if (options.rising) example.rising.emplace_back();
  for (const auto& [key, value] : perDungeonReadings(example)) {
    const std::string label = key == "tries" ? "tries per seed" : key + " per dungeon";
    out.push_back(distribution(key, label, find(tally.per_dungeon, key), false));
  }
  for (const SweepFacts* row : factsRowsAsked(options)) {
    for (const FactsReading& reading : row->readings) {
      const std::string id(reading.id);
      out.push_back(
          distribution(id, std::string(reading.label), find(tally.per_dungeon, id), reading.milli));
    }
  }
}

void addRising(std::vector<SweepReading>& out, const Tally& tally, const Options& options) {
  if (!options.rising) return;
  out.push_back(share("rising.both", "dungeons with a turning stair and a spiral",
                      tally.rising_with_both, tally.rising_dungeons));
}

// The mixes of each stage facts row the options ask for.
void addFactsMixes(std::vector<SweepReading>& out, const Tally& tally, const Options& options) {
  for (const SweepFacts* row : factsRowsAsked(options)) {
    for (FactsMix& mix : row->mixes(factsTotal(tally, *row))) {
      SweepReading reading = named(mix.id, mix.label, ReadingKind::kMix);
      reading.mix = std::move(mix.counts);
      out.push_back(std::move(reading));
    }
  }
}

}  // namespace

std::vector<SweepReading> sweepReadings(const Tally& tally, const Options& options) {
  std::vector<SweepReading> out;
  addMetrics(out, tally, options);
  addKeptShares(out, tally);
  addPerDungeon(out, tally, options);
  addRising(out, tally, options);
  addFactsMixes(out, tally, options);
  return out;
}

int64_t mixTotal(const SweepReading& reading) {
  int64_t total = 0;
  for (const auto& [name, count] : reading.mix) total += count;
  return total;
}

std::vector<SeedReading> seedReadings(const SeedOutcome& seed) {
  constexpr int64_t kWhole = checks::kMilli;
  const auto yesNo = [](bool yes) { return yes ? std::string("yes") : std::string("no"); };
  std::vector<SeedReading> out = {{"passed", -1, yesNo(seed.passed), seed.passed * kWhole}};
  for (size_t f = 0; f < seed.topologies.size(); ++f)
    out.push_back({"topologies", static_cast<int>(f), seed.topologies[f], 0});
  for (const MetricValue& m : seed.metrics)
    out.push_back({m.id, m.floor, checks::formatMilli(m.value), m.value});
  for (size_t f = 0; f < seed.secrets.size(); ++f) {
    const bool mixed = seed.secrets[f].one_way_secret;
    out.push_back({"mixed_secret", static_cast<int>(f), yesNo(mixed), mixed * kWhole});
  }
  const auto bodies = sim::allBodies();
  for (size_t b = 0; b < seed.bodies_reaching_goal.size() && b < bodies.size(); ++b) {
    const bool reached = seed.bodies_reaching_goal[b];
    out.push_back({"reach." + std::string(bodies[b].name), -1, yesNo(reached), reached * kWhole});
  }
  for (const auto& [key, value] : perDungeonReadings(seed)) {
    const FactsReading* reading = factsReading(key);
    const bool milli = reading != nullptr && reading->milli;
    out.push_back({key, -1, milli ? checks::formatMilli(value) : fmt::format("{}", value),
                   milli ? value : value * kWhole});
  }
  return out;
}

}  // namespace dungeon::sweeps
