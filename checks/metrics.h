// The metric registry (SPEC section 7): M1..M17, each a number per floor or per dungeon,
// named for what it measures and documented in docs/metrics.md. Values are fixed-point
// thousandths (int64), so computing, comparing and printing them is exact and portable.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "checks/inputs.h"
#include "model/dungeon.h"

namespace dungeon::checks {

struct CheckContext;  // checks/context.h, which a check that reads it includes itself

inline constexpr int64_t kMilli = 1000;
// M15, goal seen early: the glimpse the generator prefers and the sweep report counts.
inline constexpr std::string_view kGoalSeenEarlyId = "M15";

enum class MetricScope { kFloor, kDungeon };

struct MetricDef {
  std::string_view id;    // "M1"
  std::string_view name;  // "room_count"
  std::string_view unit;  // "rooms", "fraction", "squares"
  MetricScope scope;
  // Value in thousandths for floor `floor` (kFloor) or the whole dungeon (kDungeon, floor -1).
  int64_t (*measure)(const CheckContext&, int floor);
  // What it reads (checks/inputs.h): of the floor it measures, and of every floor. A reading of a
  // changed dungeon is taken again only when the change touched one of these.
  Reads reads;
};

// Every metric implemented so far, in id order.
std::span<const MetricDef> metrics();
// The metric with that id ("M3") or name ("critical_path"), or nullptr.
const MetricDef* findMetric(std::string_view id_or_name);

// "12", "0.375": thousandths printed with as few decimals as they need (at most 3).
std::string formatMilli(int64_t milli);

}  // namespace dungeon::checks
