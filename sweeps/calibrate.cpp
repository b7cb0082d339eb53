// Band calibration: collects the good raw tries' readings, proposes [1st, 99th percentile]
// per metric, counts the tries each proposed band would reject, and formats the rows.
#include "sweeps/calibrate.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "checks/bands_size_class.h"
#include "checks/metrics.h"
#include "checks/report.h"
#include "generator/tries/pipeline.h"
#include "util/counted.h"

namespace dungeon::sweeps {
namespace {

bool passesEveryCheck(const checks::Report& report) {
  return std::all_of(report.checks.begin(), report.checks.end(),
                     [](const checks::CheckEntry& e) { return e.outcome.passed; });
}

// The readings of every raw try that passes every hard check, one entry per such try.
std::vector<std::vector<TryReading>> collect(const CalibrationConfig& config, int& raw,
                                             WorkCounter* progress) {
  std::vector<std::vector<TryReading>> tries;
  const checks::BandTable no_bands;
  const int mine = mineFloorOf(config.options);
  for (int i = 0; i < config.seeds; ++i) {
    const uint64_t seed = config.first + static_cast<uint64_t>(i);
    for (int t = 0; t < kCalibrationTriesPerSeed; ++t) {
      ++raw;
      const gen::BuiltTry built =
          gen::buildTry("calibration", seed, config.options, t, /*bands=*/nullptr);
      if (!built.result.ok()) continue;
      const checks::Report report = checks::checkDungeon(*built.draft.dungeon, no_bands);
      if (!passesEveryCheck(report)) continue;
      std::vector<TryReading>& readings = tries.emplace_back();
      for (const auto& r : report.metrics) {
        // With --mine the rows proposed are the mine's: its floor's and the dungeon's readings.
        if (mine >= 0 && r.floor >= 0 && r.floor != mine) continue;
        readings.push_back({std::string(r.metric->id), r.value});
      }
    }
    countDone(progress);
  }
  return tries;
}

int64_t percentile(const std::vector<int64_t>& sorted, int percent) {
  return sorted[sorted.size() * static_cast<size_t>(percent) / 100];
}

// Good raw tries with a reading of band.metric outside [band.lo, band.hi].
int rejectedTries(const std::vector<std::vector<TryReading>>& tries, const ProposedBand& band) {
  int rejected = 0;
  for (const std::vector<TryReading>& readings : tries) {
    rejected += std::any_of(readings.begin(), readings.end(), [&](const TryReading& r) {
      return r.metric == band.metric && (r.value < band.lo || r.value > band.hi);
    });
  }
  return rejected;
}

std::string rowComment(const ProposedBand& band, int good) {
  if (band.rejected == 0) {
    return fmt::format("# rejects no raw try (readings {}..{}): bites nothing",
                       checks::formatMilli(band.min), checks::formatMilli(band.max));
  }
  return fmt::format("# rejects {} of {} good raw tries (readings {}..{})", band.rejected, good,
                     checks::formatMilli(band.min), checks::formatMilli(band.max));
}

}  // namespace

std::vector<ProposedBand> proposeBands(const std::vector<std::vector<TryReading>>& tries) {
  std::map<std::string, std::vector<int64_t>> values;
  for (const std::vector<TryReading>& readings : tries) {
    for (const TryReading& r : readings) values[r.metric].push_back(r.value);
  }
  std::vector<ProposedBand> bands;
  for (const checks::MetricDef& metric : checks::metrics()) {
    auto found = values.find(std::string(metric.id));
    if (found == values.end() || found->second.empty()) continue;
    std::vector<int64_t>& sorted = found->second;
    std::sort(sorted.begin(), sorted.end());
    ProposedBand band{std::string(metric.id),
                      percentile(sorted, 1),
                      percentile(sorted, 99),
                      sorted.front(),
                      sorted.back(),
                      static_cast<int>(sorted.size()),
                      0};
    band.rejected = rejectedTries(tries, band);
    bands.push_back(band);
  }
  return bands;
}

std::string formatCalibration(const CalibrationConfig& config,
                              const std::vector<ProposedBand>& bands, int good, int raw) {
  const Options& options = config.options;
  const std::string_view size_class =
      checks::sizeClassName(checks::sizeClassOf(options.width, options.height));
  std::string out =
      fmt::format("# {} of {} ({} from {}, {} tries each), {} of {}x{} (size class {})\n",
                  counted(good, "good raw try", "good raw tries"), raw,
                  counted(config.seeds, "seed"), config.first, kCalibrationTriesPerSeed,
                  counted(options.floors, "floor"), options.width, options.height, size_class);
  const std::string_view style = checks::floorStyleOf(options);
  for (const ProposedBand& band : bands) {
    out += fmt::format("{:<8} {:<6} {:<9} {:<7} {:<7} {}{}\n", band.metric, options.floors,
                       size_class, checks::formatMilli(band.lo), checks::formatMilli(band.hi),
                       style.empty() ? "" : fmt::format("{:<7} ", style), rowComment(band, good));
  }
  return out;
}

std::string calibrateBands(const CalibrationConfig& config, WorkCounter* progress) {
  int raw = 0;
  if (progress != nullptr) progress->total = static_cast<size_t>(config.seeds);
  const auto tries = collect(config, raw, progress);
  return formatCalibration(config, proposeBands(tries), static_cast<int>(tries.size()), raw);
}

}  // namespace dungeon::sweeps
