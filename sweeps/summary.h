// The numbers a sweep report shows, computed once from a tally (sweeps/tally.h) so the text and
// JSON reports say exactly the same thing. Everything is an integer (metric values in thousandths,
// the mean number of tries in hundredths, rounded with integers), so the summary is the same
// on every machine and for every thread count.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checks/bands.h"
#include "sweeps/laid_rates.h"
#include "sweeps/ledger_tally.h"
#include "sweeps/sweep.h"
#include "sweeps/tally.h"

namespace dungeon::sweeps {

// A metric over every reading of every kept dungeon, against its band for the sweep's floor
// count and floor size.
struct MetricSummary {
  std::string id;
  std::string name;
  int64_t readings = 0;
  std::vector<std::pair<int64_t, int64_t>> histogram;  // (value, readings) by value
  int64_t min = 0;                                     // thousandths; 0 when there are no readings
  int64_t median = 0;                                  // the lower middle reading
  int64_t max = 0;
  std::optional<checks::Band> band;
  int64_t outside = 0;  // readings outside the band
};

struct TriesSummary {
  int64_t total = 0;
  int64_t rejected = 0;         // tries that failed a check, a band or a stage
  int64_t unchecked = 0;        // tries put aside unchecked: a later try saw the goal early
  int64_t mean_hundredths = 0;  // total / seeds, rounded half up
  int64_t max = 0;
};

// How many raw tries one hard check, band or generator stage rejected.
struct Rejection {
  std::string id;    // "reachable", "M3", "layout"
  std::string kind;  // "check", "band" or "stage"
  std::string name;  // a band's metric name ("critical_path"); empty otherwise
  int64_t count = 0;
};

// How often the goal was seen early (metric M15), by the goal floor's topology.
struct GlimpseCount {
  std::string topology;
  int64_t dungeons = 0;
  int64_t seen = 0;  // dungeons whose M15 reading is 1
};

// The mixed secret over every floor of the kept dungeons (kept_facts.h): floors with a
// one-way secret door, and floors with crawl or panel secrets but no one-way secret door
// (which the design rules out).
struct SecretCount {
  int64_t floors = 0;
  int64_t mixed = 0;
  int64_t without_mixed = 0;
};

// On how many kept dungeons a body reaches the goal from the entrance.
struct BodyReach {
  std::string body;  // sim::Body::name
  int64_t dungeons = 0;
  int64_t reached = 0;
};

// What rising laid over the kept dungeons' floors of one topology (rising_facts.h), with
// --rising only.
struct RisingCount {
  std::string topology;
  int64_t floors = 0;
  FloorRising laid;  // summed over those floors
};

// With --rising: the counts per topology, by name, and the kept dungeons with a turning stair
// and a spiral somewhere.
struct RisingSummary {
  std::vector<RisingCount> by_topology;
  int64_t dungeons = 0;
  int64_t with_turning_stair_and_spiral = 0;
};

// A seed whose dungeon failed, for the report: the reason and the command that reproduces it.
struct FailureLine {
  uint64_t seed = 0;
  std::string reason;
  std::string command;  // the shell line that reproduces it
};

// One try that a generator stage could not finish, for the report's stage failures section.
struct StageFailureLine {
  uint64_t seed = 0;
  int try_index = 0;
  std::string stage;
  dungeon::Failure failure;
};

// A stage facts row the sweep's options ask for (fact_counts.h), and its facts over the sweep.
struct StageFactsSummary {
  const SweepFacts* row = nullptr;  // a stage table row's (gen::StageRow::facts)
  FactsTotal total;
};

struct SweepSummary {
  SweepConfig config;
  // in checks::metrics() order; with --mine on 2+ floors each per-floor metric is followed by
  // its mine floor's row
  std::vector<MetricSummary> metrics;
  TriesSummary tries;
  std::vector<Rejection> rejections;                        // count descending, then id
  std::vector<std::pair<std::string, int64_t>> topologies;  // floors per topology, by name
  std::vector<GlimpseCount> glimpses;                       // by the goal floor's topology, by name
  SecretCount secrets;
  std::vector<BodyReach> bodies;                 // in sim::allBodies() order
  std::optional<RisingSummary> rising;           // with --rising only
  std::vector<StageFactsSummary> facts;          // per stage facts row the options ask for
  UnlaidTally unlaid;                            // seeds per thing asked and not laid
  std::vector<LaidRateVerdict> laid_rates;       // per kind asked at all, in gen::kAllAsked order
  std::vector<FailureLine> failures;             // by seed
  std::vector<StageFailureLine> stage_failures;  // by seed, then try
  std::map<std::string, RangeCells> ranges;      // expressive range: RangePair id -> cells
  LedgerSummary ledger;                          // the generator's ledger (ledger_tally.h)
};

// The verdict of each kind asked over the sweep (asked at least once), against its band in
// `table` for dungeons of `options`.
std::vector<LaidRateVerdict> judgeLaidRates(const AskedLaidTotals& totals, const Options& options,
                                            const LaidRateTable& table);

// True when no seed failed and every laid rate is within its band: the sweep's verdict.
bool sweepPassed(const SweepSummary& summary);

// Summarizes a finished tally of the sweep `config` against `bands`.
SweepSummary summarize(const Tally& tally, const SweepConfig& config,
                       const checks::BandTable& bands);

// Summarizes `result` against `bands` (every stage failure listed). Every hard check and every
// metric with a band for the floor count is listed under rejections, even at 0, so a band that
// rejects nothing shows.
SweepSummary summarize(const SweepResult& result, const checks::BandTable& bands);

// "dungeon generate --seed S --floors F -o seed-S.sheet; dungeon check seed-S.sheet": the
// sheet is written even when generation fails (exit 1), so the check always runs.
// A floor size other than the default adds "--size WxH" after the floor count.
std::string reproduceCommand(uint64_t seed, const Options& options);

// "79%": part of whole in whole percent, rounded half up with integers; "-" when whole is 0.
std::string formatPercent(int64_t part, int64_t whole);

}  // namespace dungeon::sweeps
