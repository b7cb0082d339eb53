// The laid-rate bands' calibration (see laid_rate_calibration.h).
#include "sweeps/laid_rate_calibration.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <tuple>
#include <utility>
#include <vector>

#include "checks/bands_size_class.h"
#include "checks/metrics.h"
#include "generator/tries/generate.h"
#include "sweeps/calibrate.h"
#include "sweeps/laid_rates.h"
#include "sweeps/sweep.h"
#include "util/parallel_for.h"

namespace dungeon::sweeps {
namespace {

// A size a class is calibrated at, and the seeds each of its calibrations takes: the metric
// bands' sizes (docs/bands.md), fewer seeds where a dungeon takes long to make.
struct CalibratedSize {
  int width;
  int height;
  int seeds;
};

constexpr std::array<CalibratedSize, 11> kSizes = {{{16, 16, 200},
                                                    {24, 24, 200},
                                                    {32, 32, 200},
                                                    {40, 40, 200},
                                                    {60, 60, 200},
                                                    {32, 48, 200},
                                                    {64, 64, 100},
                                                    {96, 96, 100},
                                                    {160, 160, 30},
                                                    {176, 176, 15},
                                                    {256, 256, 15}}};

// One generation of the calibration: its options and seed.
struct Job {
  Options options;
  uint64_t seed = 0;
};

// A row's key: floor class (1..kLaidRateFloorClasses), size class, mine.
using RowKey = std::tuple<int, checks::SizeClass, bool>;

bool measuredWithRising(gen::Asked asked) {
  return asked != gen::Asked::kMixedSecret && asked != gen::Asked::kExtraLoop;
}

// The (floors, mine floor) pairs of the last class: kLaidRateFloorClasses (4) to kMaxFloors (8)
// floors, the mine on any one of them (1-based), as the option matrix's cells have them.
std::vector<std::pair<int, int>> tallStacks() {
  std::vector<std::pair<int, int>> stacks;
  for (int floors = kLaidRateFloorClasses; floors <= kMaxFloors; ++floors) {
    for (int mine = 1; mine <= floors; ++mine) stacks.emplace_back(floors, mine);
  }
  return stacks;
}

// The floor count and mine of the `s`-th seed of a floor class: the class's own count with the
// mine in the middle, except the last class, whose seeds take its stacks with a stride of 7,
// prime to their 30, so the few seeds of a large size already spread over floor counts and mine
// floors (15 seeds: 15 of the 30 stacks, every floor count among them); without a mine, the
// same floor counts.
void setFloorsAndMine(Options& options, int floor_class, bool mine, int s) {
  options.floors = floor_class;
  if (floor_class == kLaidRateFloorClasses) {
    static const std::vector<std::pair<int, int>> stacks = tallStacks();
    const auto& [floors, mine_floor] = stacks[static_cast<size_t>(s * 7) % stacks.size()];
    options.floors = floors;
    if (mine) options.mine = mine_floor;  // 1-based: that floor
  } else if (mine) {
    options.mine = 0;  // the bare word: the middle floor
  }
}

std::vector<Job> jobsOf(uint64_t first, std::optional<int> seeds_per_size) {
  std::vector<Job> jobs;
  for (int floor_class = 1; floor_class <= kLaidRateFloorClasses; ++floor_class) {
    for (bool mine : {false, true}) {
      for (bool rising : {false, true}) {
        for (const CalibratedSize& size : kSizes) {
          const int seeds = seeds_per_size.value_or(size.seeds);
          for (int s = 0; s < seeds; ++s) {
            Options options;
            options.width = size.width;
            options.height = size.height;
            options.rising = rising;
            setFloorsAndMine(options, floor_class, mine, s);
            jobs.push_back({options, first + static_cast<uint64_t>(s)});
          }
        }
      }
    }
  }
  return jobs;
}

// One row of the table: its key, the kind asked, and the counts it was proposed from.
std::string rowText(const RowKey& key, gen::Asked asked, int64_t laid, int64_t count) {
  const auto& [floors, size_class, mine] = key;
  const ProposedLaidRate band = proposeLaidRate(laid, count);
  return fmt::format("{:<16} {:<6} {:<9} {:<5} {:<6} {:<6}  # {} of {}\n", gen::idOf(asked), floors,
                     checks::sizeClassName(size_class), mine ? "mine" : "plain",
                     checks::formatMilli(band.lo), checks::formatMilli(band.hi), laid, count);
}

}  // namespace

ProposedLaidRate proposeLaidRate(int64_t laid, int64_t asked) {
  // The standard error of the count, in thousandths of one thing, at (laid + 1) / (asked + 2).
  const int64_t p = (laid + 1) * 1000 / (asked + 2);
  const int64_t sigma = isqrt(p * (1000 - p) * asked);
  const int64_t spread = kLaidRateZMilli * sigma / 1000;
  const int64_t rate = laid * 1000;
  return {std::max<int64_t>(0, (rate - spread) / asked),
          std::min<int64_t>(1000, (rate + spread + asked - 1) / asked)};
}

std::string calibrateLaidRates(uint64_t first, std::optional<int> seeds_per_size,
                               WorkCounter* progress) {
  const std::vector<Job> jobs = jobsOf(first, seeds_per_size);
  // Per row key and kind: things asked and laid, summed.
  std::map<RowKey, AskedLaidTotals> totals;
  std::mutex lock;
  if (progress != nullptr) progress->total = jobs.size();
  parallelFor(jobs.size(), effectiveJobs(kDefaultJobs), [&](size_t i) {
    const Job& job = jobs[i];
    const gen::Generation made = gen::generate(gen::nameForSeed(job.seed), job.seed, job.options);
    const RowKey key{laidRateFloors(job.options.floors),
                     checks::sizeClassOf(job.options.width, job.options.height),
                     job.options.mine.has_value()};
    gen::AskedLaid counted = made.asked_laid;
    for (gen::Asked asked : gen::kAllAsked) {
      if (measuredWithRising(asked) != job.options.rising) {
        counted.asked[static_cast<size_t>(asked)] = counted.laid[static_cast<size_t>(asked)] = 0;
      }
    }
    {
      const std::scoped_lock hold(lock);
      addAskedLaid(totals[key], counted);
    }
    countDone(progress);
  });
  std::string out = fmt::format(
      "# Calibrated from seed {} over {} dungeons (sweeps/laid_rate_calibration.h).\n"
      "# asked          floors size      mine  lo     hi\n",
      first, jobs.size());
  for (const auto& [key, counts] : totals) {
    for (gen::Asked asked : gen::kAllAsked) {
      const auto k = static_cast<size_t>(asked);
      if (counts.asked[k] > 0) out += rowText(key, asked, counts.laid[k], counts.asked[k]);
    }
  }
  return out;
}

}  // namespace dungeon::sweeps
