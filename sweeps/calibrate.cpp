#include "sweeps/calibrate.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <vector>

#include "checks/metrics.h"
#include "checks/report.h"
#include "generator/pipeline.h"

namespace dungeon::sweeps {
namespace {

bool passesEveryCheck(const checks::Report& report) {
  return std::all_of(report.checks.begin(), report.checks.end(),
                     [](const checks::CheckEntry& e) { return e.outcome.passed; });
}

// Readings per metric id of every raw try that passes every hard check.
std::map<std::string, std::vector<int64_t>> collect(const CalibrationConfig& config, int& good,
                                                    int& raw) {
  std::map<std::string, std::vector<int64_t>> readings;
  const checks::BandTable no_bands;
  for (int i = 0; i < config.seeds; ++i) {
    const uint64_t seed = config.first + static_cast<uint64_t>(i);
    for (int t = 0; t < kCalibrationTriesPerSeed; ++t) {
      ++raw;
      const gen::BuiltTry built =
          gen::buildTry("calibration", seed, config.options, t, /*bands=*/nullptr);
      if (!built.result.ok()) continue;
      const checks::Report report = checks::checkDungeon(built.draft.dungeon, no_bands);
      if (!passesEveryCheck(report)) continue;
      ++good;
      for (const auto& r : report.metrics) readings[std::string(r.metric->id)].push_back(r.value);
    }
  }
  return readings;
}

int64_t percentile(const std::vector<int64_t>& sorted, int percent) {
  return sorted[sorted.size() * static_cast<size_t>(percent) / 100];
}

}  // namespace

std::string calibrateBands(const CalibrationConfig& config) {
  int good = 0;
  int raw = 0;
  auto readings = collect(config, good, raw);
  std::string out = fmt::format(
      "# {} good raw tries of {} ({} seeds from {}, {} tries each), {} floor(s) of {}x{}\n", good,
      raw, config.seeds, config.first, kCalibrationTriesPerSeed, config.options.floors,
      config.options.width, config.options.height);
  for (const checks::MetricDef& metric : checks::metrics()) {
    auto found = readings.find(std::string(metric.id));
    if (found == readings.end() || found->second.empty()) continue;
    std::vector<int64_t>& values = found->second;
    std::sort(values.begin(), values.end());
    out += fmt::format("{:<8} {:<6} {:<7} {:<7} {}\n", metric.id, config.options.floors,
                       fmt::format("{}x{}", config.options.width, config.options.height),
                       checks::formatMilli(percentile(values, 1)),
                       checks::formatMilli(percentile(values, 99)));
  }
  return out;
}

}  // namespace dungeon::sweeps
