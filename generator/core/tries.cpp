#include "generator/core/tries.h"

#include <fmt/format.h>

#include <optional>

namespace dungeon::gen {
namespace {

// Added to a failing try's score so any passing try beats it.
constexpr int64_t kFailingPenalty = int64_t{1} << 40;
// Added to the score of a try whose goal is not seen early (M15), so among passing tries one
// with the glimpse wins; far below kFailingPenalty and far above any centrality score.
constexpr int64_t kUnseenGoalPenalty = int64_t{1} << 30;

bool glimpsed(const checks::Report& report) {
  for (const auto& r : report.metrics) {
    if (r.metric->id == checks::kGoalSeenEarlyId) return r.value > 0;
  }
  return false;
}

// The floor of the first metric outside its band, when no hard check failed before it.
int failingBandFloor(const checks::Report& report) {
  if (report.firstFailedCheck() != nullptr) return -1;
  const checks::MetricReading* out = report.firstOutOfBand();
  return out != nullptr ? out->floor : -1;
}

std::string failureReason(const checks::Report& report) {
  if (const checks::CheckEntry* failed = report.firstFailedCheck()) return failed->outcome.reason;
  if (const checks::MetricReading* out = report.firstOutOfBand()) return outOfBandText(*out);
  return "";
}

std::optional<Place> failurePlace(const checks::Report& report) {
  const checks::CheckEntry* failed = report.firstFailedCheck();
  if (failed == nullptr || failed->outcome.floor < 0) return std::nullopt;
  return Place{failed->outcome.floor, failed->outcome.at};
}

}  // namespace

std::string outOfBandText(const checks::MetricReading& r) {
  return fmt::format("{} {} = {} outside [{}, {}]{}", r.metric->id, r.metric->name,
                     checks::formatMilli(r.value), checks::formatMilli(r.band->lo),
                     checks::formatMilli(r.band->hi),
                     r.floor < 0 ? "" : fmt::format(" on floor {}", r.floor + 1));
}

int64_t centralityScore(const checks::Report& report) {
  int64_t score = 0;
  for (const auto& r : report.metrics) {
    if (!r.band) continue;
    const int64_t width = std::max<int64_t>(r.band->hi - r.band->lo, 1);
    const int64_t twice_off = 2 * r.value - (r.band->lo + r.band->hi);
    score += (twice_off < 0 ? -twice_off : twice_off) * 500 / width;
  }
  return score;
}

TryRecord judgeTry(int index, const checks::Report& report) {
  TryRecord record;
  record.index = index;
  record.rejected_by = report.firstFailure();
  record.passed = record.rejected_by.empty();
  record.reason = failureReason(report);
  record.place = failurePlace(report);
  record.band_floor = failingBandFloor(report);
  record.goal_seen_early = glimpsed(report);
  record.score = centralityScore(report) + (record.passed ? 0 : kFailingPenalty) +
                 (record.goal_seen_early ? 0 : kUnseenGoalPenalty);
  return record;
}

}  // namespace dungeon::gen
