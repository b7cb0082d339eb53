#include "checks/dig_reading.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "sim/search/dig_way.h"
#include "util/counted.h"

namespace dungeon::checks {
namespace {

std::string seconds(int64_t ms) {
  return ms < 0 ? std::string("no way") : fmt::format("{}.{:03} s", ms / 1000, ms % 1000);
}

}  // namespace

std::optional<DigReading> digReading(const Dungeon& d) {
  if (std::none_of(d.floors.begin(), d.floors.end(),
                   [](const Floor& f) { return f.isDirtFloor(); })) {
    return std::nullopt;
  }
  const sim::World world(d);
  if (world.entrance() < 0 || world.goal() < 0) return std::nullopt;
  const sim::Terrain terrain(world);
  const sim::Body& party = sim::bodyOf(BodyKind::kParty);
  const sim::DigWay walking =
      sim::quickestWay(terrain, party, world.entrance(), world.goal(), false);
  const sim::DigWay digging =
      sim::quickestWay(terrain, party, world.entrance(), world.goal(), true);
  DigReading reading;
  reading.walking_ms = walking.found ? walking.time_ms : -1;
  reading.digging_ms = digging.found ? digging.time_ms : -1;
  reading.dug = static_cast<int>(digging.dug.size());
  return reading;
}

std::string formatDigReading(const DigReading& r) {
  std::string line =
      fmt::format("dig    entrance to goal  walking {}, digging {}, {}", seconds(r.walking_ms),
                  seconds(r.digging_ms), counted(r.dug, "square") + " dug");
  if (r.walking_ms >= 0 && r.digging_ms >= 0) {
    line += fmt::format(": {} shorter", seconds(r.walking_ms - r.digging_ms));
  }
  return line + "\n";
}

nlohmann::ordered_json digReadingJson(const DigReading& r) {
  auto ms = [](int64_t v) { return v < 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(v); };
  return {{"walking_ms", ms(r.walking_ms)}, {"digging_ms", ms(r.digging_ms)}, {"dug", r.dug}};
}

}  // namespace dungeon::checks
