#include "sim/live/walk_format.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "util/counted.h"
#include "util/text.h"

namespace dungeon::sim {
namespace {

// The route is printed this many places to a line, so it reads on a terminal.
constexpr size_t kPlacesPerLine = 10;

InputError placeError(std::string_view text, size_t at, std::string_view what) {
  return InputError{"", 0, static_cast<int>(at) + 1,
                    fmt::format("bad place '{}': {}; write FLOOR:X,Y with the floor from 1, "
                                "e.g. 1:3,4",
                                text, what)};
}

// Reads a whole number at `pos` up to `stop` (or the end); advances pos past it.
std::optional<int> numberAt(std::string_view text, size_t& pos, char stop) {
  const size_t end = stop == '\0' ? text.size() : text.find(stop, pos);
  if (end == std::string_view::npos || end == pos) return std::nullopt;
  const std::optional<int> value = parseInt(text.substr(pos, end - pos));
  if (!value || *value < 0) return std::nullopt;
  pos = end + (stop == '\0' ? 0 : 1);
  return value;
}

std::string placesText(const std::vector<Place>& places) {
  std::string out;
  for (const Place& p : places) {
    out += ' ';
    out += placeText(p);
  }
  return out;
}

// The lines a walk that may dig adds after its route.
std::string digText(const DigReport& dig) {
  std::string out =
      fmt::format("\ndug ({}):{}", counted(static_cast<int64_t>(dig.dug.size()), "square"),
                  placesText(dig.dug));
  out += fmt::format("\nplanned: {} s digging, {}; {}, {}", secondsText(dig.planned_ms),
                     dig.walking_ms < 0 ? std::string("no way without digging")
                                        : fmt::format("{} s walking", secondsText(dig.walking_ms)),
                     counted(dig.plans, "plan"), counted(dig.collapses, "collapse"));
  return out;
}

}  // namespace

std::string placeText(Place place) {
  return fmt::format("{}:{},{}", place.floor + 1, place.at.x, place.at.y);
}

Result<Place> parsePlace(std::string_view text) {
  size_t pos = 0;
  const auto floor = numberAt(text, pos, ':');
  if (!floor || *floor < 1) return placeError(text, 0, "the floor must be a number from 1");
  const auto x = numberAt(text, pos, ',');
  if (!x) return placeError(text, pos, "x must be a whole number followed by ','");
  const auto y = numberAt(text, pos, '\0');
  if (!y) return placeError(text, pos, "y must be a whole number");
  return Place{*floor - 1, {*x, *y}};
}

Result<BodyKind> parseBodyName(std::string_view text) {
  for (const Body& body : allBodies()) {
    if (body.name == text) return body.kind;
  }
  return InputError{"", 0, 0,
                    fmt::format("unknown body '{}': one of {}", text, walkingBodyNames())};
}

std::string walkingBodyNames() {
  std::string names;
  const std::span<const Body> bodies = allBodies();
  for (size_t i = 0; i < bodies.size(); ++i) {
    if (i > 0) names += i + 1 == bodies.size() ? " or " : ", ";
    names += bodies[i].name;
  }
  return names;
}

std::string secondsText(int64_t ms) {
  return fmt::format("{}.{:03}", ms / 1000, ms % 1000);
}

std::string formatWalk(const WalkResult& walk) {
  std::string out =
      fmt::format("walk {} from {} to {}: ", walk.body, placeText(walk.from), placeText(walk.to));
  if (walk.reached) {
    out += fmt::format("reached in {} s\n", secondsText(walk.time_ms));
  } else {
    out += fmt::format("stopped at {} after {} s: {}\n", placeText(walk.obstacle->at),
                       secondsText(walk.time_ms), walk.obstacle->reason);
  }
  out += fmt::format("route ({}):", counted(static_cast<int64_t>(walk.route.size()), "square"));
  for (size_t i = 0; i < walk.route.size(); ++i) {
    out += i % kPlacesPerLine == 0 ? "\n " : "";
    out += ' ';
    out += placeText(walk.route[i]);
  }
  if (walk.digging) out += digText(*walk.digging);
  out += "\nactions:\n";
  for (const WalkAction& a : walk.actions) {
    out += fmt::format("  {:>9} s  {:<7} {:<9} {}\n", secondsText(a.time_ms), a.action,
                       placeText(a.at), a.detail);
  }
  return out;
}

nlohmann::ordered_json walkJson(const WalkResult& walk) {
  nlohmann::ordered_json j;
  j["dungeon"] = walk.dungeon;
  j["body"] = walk.body;
  j["from"] = placeText(walk.from);
  j["to"] = placeText(walk.to);
  j["reached"] = walk.reached;
  j["time_ms"] = walk.time_ms;
  j["route"] = nlohmann::ordered_json::array();
  for (const Place& p : walk.route) j["route"].push_back(placeText(p));
  j["actions"] = nlohmann::ordered_json::array();
  for (const WalkAction& a : walk.actions) {
    j["actions"].push_back({{"time_ms", a.time_ms},
                            {"action", a.action},
                            {"at", placeText(a.at)},
                            {"detail", a.detail}});
  }
  if (walk.obstacle) {
    j["obstacle"] = {{"at", placeText(walk.obstacle->at)}, {"reason", walk.obstacle->reason}};
  } else {
    j["obstacle"] = nullptr;
  }
  if (walk.digging) {
    const DigReport& dig = *walk.digging;
    nlohmann::ordered_json d;
    d["dug"] = nlohmann::ordered_json::array();
    for (const Place& p : dig.dug) d["dug"].push_back(placeText(p));
    d["collapses"] = dig.collapses;
    d["plans"] = dig.plans;
    d["planned_ms"] = dig.planned_ms;
    d["walking_ms"] =
        dig.walking_ms < 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(dig.walking_ms);
    j["digging"] = std::move(d);
  }
  return j;
}

}  // namespace dungeon::sim
