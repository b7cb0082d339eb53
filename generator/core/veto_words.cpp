// Refusals in fixed words: a check's or band's id and name, or the reason without its numbers.
#include "generator/core/veto_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "generator/core/stage.h"

namespace dungeon::gen {
namespace {

std::string withoutNumbers(std::string_view reason) {
  std::string words;
  for (size_t i = 0; i < reason.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(reason[i]))) {
      words += reason[i];
      continue;
    }
    words += '#';
    while (i + 1 < reason.size() && std::isdigit(static_cast<unsigned char>(reason[i + 1]))) ++i;
  }
  return words;
}

// The metric a band refusal names ("M9 secrets = 4 outside [0, 3]"), or null.
const checks::MetricDef* bandOf(std::string_view reason) {
  const std::string_view id = reason.substr(0, reason.find(' '));
  const checks::MetricDef* metric = checks::findMetric(id);
  if (metric == nullptr || metric->id != id) return nullptr;
  return reason.find(" outside [") != std::string_view::npos ? metric : nullptr;
}

}  // namespace

bool isHardCheckId(std::string_view id) {
  const auto checks = checks::hardChecks();
  return std::any_of(checks.begin(), checks.end(), [&](const auto& c) { return c.id == id; });
}

std::string vetoWords(std::string_view reason) {
  const std::string_view id = reason.substr(0, reason.find(':'));
  if (id.size() < reason.size() && isHardCheckId(id)) return fmt::format("check {}", id);
  if (const checks::MetricDef* metric = bandOf(reason)) {
    return fmt::format("band {} {}", metric->id, metric->name);
  }
  return withoutNumbers(reason);
}

std::string refusingCheckOrBand(const Status& refusal) {
  const std::string& reason = refusal.failure().reason;
  const std::string id = refusedBy(refusal);
  if (reason.starts_with(id + ":") && isHardCheckId(id)) return id;
  if (const checks::MetricDef* metric = bandOf(reason)) return std::string(metric->id);
  return "";
}

}  // namespace dungeon::gen
