// `dungeon fit --rise R --way straight|corner|same [--shaft 1|2] [--json]` and `dungeon fit
// --table`: the gentlest winding of a spiral stair (turns, slope on the walking line, least head
// room), or the message that says what to change, read from the integer spiral table
// (sim/stairs/spiral_table.h), so every byte it prints is the same on every build. `--table` prints
// the markdown table of docs/checks.md. Exit 0 when it fits, 1 when it does not, 2 on bad input.
#include <fmt/format.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "cli/command.h"
#include "cli/output.h"
#include "sim/stairs/spiral_table.h"
#include "util/decimal.h"

namespace dungeon::cli {
namespace {

using Json = nlohmann::ordered_json;

struct FitArgs {
  std::string rise;
  std::string way;
  int shaft = kSpiralShaftSingle;
  bool json = false;
  bool table = false;
};

// The way out of a word, or nullopt. Out the same side is only ever between stacked floors.
std::optional<sim::SpiralTurn> wayOf(const std::string& word) {
  if (word == "straight") return sim::SpiralTurn::kStraight;
  if (word == "corner") return sim::SpiralTurn::kCorner;
  if (word == "same") return sim::SpiralTurn::kSameSide;
  return std::nullopt;
}

// Straight and corner are judged within a floor (the same rows hold between floors); the same
// side only between floors.
sim::SpiralSpan spanOf(sim::SpiralTurn turn) {
  return turn == sim::SpiralTurn::kSameSide ? sim::SpiralSpan::kBetweenFloors
                                            : sim::SpiralSpan::kWithinFloor;
}

// 450 degrees -> "1.25".
std::string turnsText(int sweep_degrees) {
  static constexpr const char* kQuarters[] = {"", ".25", ".5", ".75"};
  return fmt::format("{}{}", sweep_degrees / 360, kQuarters[sweep_degrees % 360 / 90]);
}

std::string headRoomText(int cm) {
  return cm == sim::SpiralTableRow::kOpenAbove ? "open" : sim::centimetresText(cm) + " m";
}

std::string fitText(int shaft, sim::SpiralTurn turn, int rise_half_m) {
  const sim::SpiralTableRow& row = sim::spiralTableRow(shaft, turn, rise_half_m);
  const sim::SpiralShaftGeometry g = sim::spiralShaftGeometry(shaft);
  return fmt::format(
      "a {} m spiral {} in a {} shaft fits\n"
      "turns: {} ({} degrees round the middle, doorway to doorway)\n"
      "slope: {} degrees on the walking line {} m from the middle (at most {})\n"
      "head room: {} (least under the turn above; at least {} m, and {} m over the way in's "
      "doorway)\n",
      halfMetresText(rise_half_m), sim::spiralTurnName(turn), sim::spiralShaftName(shaft),
      turnsText(row.sweep_degrees), row.sweep_degrees, sim::tenthsText(row.slope_tenths),
      sim::tenthsText(g.walking_line_cm / 10), sim::kSpiralMaxSlopeDegrees,
      row.head_room_cm == sim::SpiralTableRow::kOpenAbove ? "open, no turn passes above"
                                                          : headRoomText(row.head_room_cm),
      sim::tenthsText(sim::kSpiralHeadRoomCm / 10),
      sim::tenthsText(sim::kSpiralDoorwayHeightCm / 10));
}

Json fitJson(int shaft, sim::SpiralTurn turn, int rise_half_m) {
  const sim::SpiralSpan span = spanOf(turn);
  Json out;
  out["rise_m"] = halfMetresText(rise_half_m);
  out["way"] = std::string(sim::spiralTurnName(turn));
  out["shaft"] = shaft;
  const int sweep = sim::fittedSweepDegrees(shaft, turn, rise_half_m, span);
  out["fits"] = sweep > 0;
  if (sweep == 0) {
    out["problem"] = sim::spiralMisfitText(shaft, turn, rise_half_m, span);
    return out;
  }
  const sim::SpiralTableRow& row = sim::spiralTableRow(shaft, turn, rise_half_m);
  out["sweep_degrees"] = row.sweep_degrees;
  out["turns"] = turnsText(row.sweep_degrees);
  out["slope_degrees"] = sim::tenthsText(row.slope_tenths);
  out["walking_line_m"] = sim::tenthsText(sim::spiralShaftGeometry(shaft).walking_line_cm / 10);
  out["head_room_m"] = row.head_room_cm == sim::SpiralTableRow::kOpenAbove
                           ? Json()
                           : Json(sim::centimetresText(row.head_room_cm));
  return out;
}

// One cell of the docs' table: "1.25 turns, 28.3 deg, 2.74 m", or "-" when nothing fits.
std::string cellText(int shaft, sim::SpiralTurn turn, int rise_half_m) {
  const sim::SpiralTableRow& row = sim::spiralTableRow(shaft, turn, rise_half_m);
  if (row.sweep_degrees == 0) return "-";
  return fmt::format("{} turns, {} deg, {}", turnsText(row.sweep_degrees),
                     sim::tenthsText(row.slope_tenths), headRoomText(row.head_room_cm));
}

// Every rise, way and shaft as the markdown table of docs/checks.md.
std::string tableText() {
  std::string out =
      "| rise | one square straight | one square corner | one square same side | 2 x 2 straight "
      "| 2 x 2 corner | 2 x 2 same side |\n"
      "| --- | --- | --- | --- | --- | --- | --- |\n";
  for (int rise = 1; rise <= kMaxSpiralRiseHalfMetres; ++rise) {
    out += fmt::format("| {} m |", halfMetresText(rise));
    for (int shaft : {kSpiralShaftSingle, kSpiralShaftDouble}) {
      for (sim::SpiralTurn turn : sim::kAllSpiralTurns) {
        out += fmt::format(" {} |", cellText(shaft, turn, rise));
      }
    }
    out += "\n";
  }
  return out;
}

// The rise in half-metres, or nullopt after saying why on stderr.
std::optional<int> riseOf(const std::string& text) {
  const auto half_m = parseHalfMetres(text);
  if (half_m && *half_m >= 1 && *half_m <= kMaxSpiralRiseHalfMetres) {
    return static_cast<int>(*half_m);
  }
  fmt::print(stderr,
             "dungeon fit: error: --rise {}: a spiral climbs 0.5 to {} m in half-metre steps "
             "(3.5, 6, 12.0)\n",
             text, halfMetresText(kMaxSpiralRiseHalfMetres));
  return std::nullopt;
}

int runFit(const FitArgs& args) {
  if (args.table) {
    if (!args.rise.empty() || !args.way.empty()) {
      fmt::print(stderr,
                 "dungeon fit: error: --table prints every rise and way; give no "
                 "--rise or --way with it\n");
      return kExitBadInput;
    }
    return writeOutput("", tableText()) ? kExitOk : kExitWriteFailed;
  }
  if (args.rise.empty() || args.way.empty()) {
    fmt::print(stderr, "dungeon fit: error: give --rise and --way (or --table)\n");
    return kExitBadInput;
  }
  const std::optional<int> rise = riseOf(args.rise);
  if (!rise) return kExitBadInput;
  const std::optional<sim::SpiralTurn> turn = wayOf(args.way);
  if (!turn) {
    fmt::print(stderr,
               "dungeon fit: error: --way {}: expected straight, corner or same (same: the way "
               "out on the way in's side, only between stacked floors)\n",
               args.way);
    return kExitBadInput;
  }
  const bool fits = sim::fittedSweepDegrees(args.shaft, *turn, *rise, spanOf(*turn)) > 0;
  const std::string output =
      args.json ? fitJson(args.shaft, *turn, *rise).dump(2) + "\n"
      : fits    ? fitText(args.shaft, *turn, *rise)
             : "does not fit: " + sim::spiralMisfitText(args.shaft, *turn, *rise, spanOf(*turn)) +
                   "\n";
  if (!writeOutput("", output)) return kExitWriteFailed;
  return fits ? kExitOk : kExitFailed;
}

}  // namespace

Command addFitCommand(CLI::App& parent) {
  auto args = std::make_shared<FitArgs>();
  CLI::App* app = parent.add_subcommand(
      "fit", "Print the gentlest spiral winding for a rise and way out, or what to change");
  app->add_option("--rise", args->rise, "Metres the spiral climbs: 0.5 to 12 in half-metre steps");
  app->add_option("--way", args->way,
                  "Where the way out lies from the way in: straight (across the shaft), corner "
                  "(a quarter round) or same (the same side; allowed, since a spiral between "
                  "stacked floors may leave on the side it is entered, but never within a floor)");
  app->add_option("--shaft", args->shaft, "1 (one square, the default) or 2 (a 2 x 2 block)")
      ->check(CLI::Range(kSpiralShaftSingle, kSpiralShaftDouble))
      ->capture_default_str();
  app->add_flag("--json", args->json, "Print the winding (or the problem) as JSON");
  app->add_flag("--table", args->table,
                "Print every rise, way and shaft as the markdown table of docs/checks.md");
  return {app, [args] { return runFit(*args); }};
}

}  // namespace dungeon::cli
