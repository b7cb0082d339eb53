#include "sim/spiral.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <vector>

#include "model/decimal.h"
#include "model/thing.h"

namespace dungeon::sim {
namespace {

constexpr double kHalfMetre = 0.5;

double degreesOf(double radians) {
  return radians * 180.0 / std::numbers::pi;
}
double radiansOf(double degrees) {
  return degrees * std::numbers::pi / 180.0;
}

// Half the angle a doorway takes out of the wall: the flat landing in front of a doorway
// spans the doorway's width, so the treads start and end this far round from its middle.
double landingDegrees() {
  return degreesOf(std::asin(kSpiralDoorwayWidthM / 2 / kSpiralWallM));
}

// Height of the stair's floor at an angle round the middle, measured from the way in's
// doorway: flat over each landing, a straight blend in between.
struct Profile {
  double sweep = 0;
  double landing = 0;
  double rise_m = 0;

  double climb() const { return sweep - 2 * landing; }
  double heightAt(double angle) const {
    if (angle <= landing) return 0;
    if (angle >= sweep - landing) return rise_m;
    return rise_m * (angle - landing) / climb();
  }
  // The stair's floor runs from the far edge of the way in's landing to that of the way out's.
  double first() const { return -landing; }
  double last() const { return sweep + landing; }
};

// The least of height(angle + 360) - height(angle) over the angles with a turn above them.
// Both heights are straight pieces between the landings' edges, so the least lies at an end of
// the span or where either piece bends.
std::optional<double> leastHeadRoom(const Profile& p) {
  const double from = p.first();
  const double to = p.last() - 360;
  if (to < from) return std::nullopt;
  const std::array candidates = {
      from, to, p.landing, p.sweep - p.landing, p.landing - 360, p.sweep - p.landing - 360};
  double least = p.rise_m;
  for (double angle : candidates) {
    if (angle < from || angle > to) continue;
    least = std::min(least, p.heightAt(angle + 360) - p.heightAt(angle));
  }
  return least;
}

// Every sweep the turn allows, smallest first.
std::vector<int> sweepsOf(SpiralTurn turn) {
  std::vector<int> sweeps;
  for (int turns = 0; turns <= kSpiralMaxWholeTurns; ++turns) {
    switch (turn) {
      case SpiralTurn::kStraight:
        sweeps.push_back(180 + 360 * turns);
        break;
      case SpiralTurn::kCorner:
        sweeps.push_back(90 + 360 * turns);
        sweeps.push_back(270 + 360 * turns);
        break;
      case SpiralTurn::kSameSide:
        if (turns > 0) sweeps.push_back(360 * turns);
        break;
    }
  }
  return sweeps;
}

// Every winding the turn allows for the rise, smallest sweep first.
std::vector<Winding> windingsOf(SpiralTurn turn, int rise_half_m) {
  std::vector<Winding> windings;
  for (int sweep : sweepsOf(turn)) windings.push_back(windingOf(sweep, rise_half_m));
  return windings;
}

// The gentlest winding that fits: the one with the largest sweep.
std::optional<Winding> gentlest(const std::vector<Winding>& windings) {
  const auto found =
      std::find_if(windings.rbegin(), windings.rend(), [](const Winding& w) { return w.fits(); });
  if (found == windings.rend()) return std::nullopt;
  return *found;
}

std::string metres(int half_m) {
  return halfMetresText(half_m);
}

// Why none of the windings fits: the gentlest that is still too steep and the steepest whose
// turn above comes too low (the fitting ones, had there been any, lie between them).
std::string whyNoneFits(const std::vector<Winding>& tried) {
  std::vector<std::string> reasons;
  const auto steep =
      std::find_if(tried.rbegin(), tried.rend(), [](const Winding& w) { return w.tooSteep(); });
  if (steep != tried.rend()) {
    reasons.push_back(fmt::format(
        "sweeping {} degrees or less it is steeper than {:.0f} degrees {:.1f} m from the "
        "middle ({:.1f})",
        steep->sweep_degrees, kSpiralMaxSlopeDegrees, kSpiralSlopeRadiusM, steep->slope_degrees));
  }
  const auto low =
      std::find_if(tried.begin(), tried.end(), [](const Winding& w) { return w.tooLow(); });
  if (low != tried.end()) {
    const bool doorway = low->over_doorway_m && *low->over_doorway_m < kSpiralDoorwayHeightM;
    reasons.push_back(
        doorway ? fmt::format("sweeping {} degrees or more the turn above passes {:.2f} m over "
                              "the way in, under its doorway's {:.1f} m",
                              low->sweep_degrees, *low->over_doorway_m, kSpiralDoorwayHeightM)
                : fmt::format("sweeping {} degrees or more it leaves {:.2f} m of head room, "
                              "under {:.1f} m",
                              low->sweep_degrees, low->head_room_m.value_or(0), kSpiralHeadRoomM));
  }
  return fmt::format("{}", fmt::join(reasons, "; "));
}

}  // namespace

bool Winding::tooSteep() const {
  return slope_degrees > kSpiralMaxSlopeDegrees;
}

bool Winding::tooLow() const {
  return (head_room_m && *head_room_m < kSpiralHeadRoomM) ||
         (over_doorway_m && *over_doorway_m < kSpiralDoorwayHeightM);
}

Winding windingOf(int sweep_degrees, int rise_half_m) {
  const Profile p{static_cast<double>(sweep_degrees), landingDegrees(), rise_half_m * kHalfMetre};
  Winding w;
  w.sweep_degrees = sweep_degrees;
  w.climb_degrees = p.climb();
  w.slope_degrees = degreesOf(std::atan(p.rise_m / (kSpiralSlopeRadiusM * radiansOf(p.climb()))));
  w.head_room_m = leastHeadRoom(p);
  // The way in's doorway spans the landing's angles; the turn above is lowest over its far jamb.
  if (p.first() + 360 <= p.last()) w.over_doorway_m = p.heightAt(p.first() + 360);
  return w;
}

SpiralFit fitSpiral(SpiralTurn turn, int rise_half_m, SpiralSpan span) {
  const std::vector<Winding> tried = windingsOf(turn, rise_half_m);
  SpiralFit fit{gentlest(tried), {}};
  if (fit.winding) return fit;
  std::vector<std::string> others;
  for (SpiralTurn other : {SpiralTurn::kStraight, SpiralTurn::kCorner, SpiralTurn::kSameSide}) {
    if (other == turn) continue;
    if (other == SpiralTurn::kSameSide && span == SpiralSpan::kWithinFloor) continue;
    others.push_back(fmt::format("{} (fits {})", spiralTurnName(other), fittingRisesText(other)));
  }
  fit.problem = fmt::format(
      "a {} m spiral {} fits no winding of up to {} whole turns: {}; make the rise one that fits "
      "({} fits {}) or put the way out {}",
      metres(rise_half_m), spiralTurnName(turn), kSpiralMaxWholeTurns, whyNoneFits(tried),
      spiralTurnName(turn), fittingRisesText(turn), fmt::join(others, " or "));
  return fit;
}

std::string_view spiralTurnName(SpiralTurn turn) {
  switch (turn) {
    case SpiralTurn::kStraight:
      return "straight through";
    case SpiralTurn::kCorner:
      return "round a corner";
    case SpiralTurn::kSameSide:
      return "out the same side";
  }
  return "";
}

std::string fittingRisesText(SpiralTurn turn) {
  std::vector<std::string> ranges;
  int start = 0;
  for (int rise = 1; rise <= kMaxSpiralRiseHalfMetres + 1; ++rise) {
    const bool fits =
        rise <= kMaxSpiralRiseHalfMetres && gentlest(windingsOf(turn, rise)).has_value();
    if (fits && start == 0) start = rise;
    if (fits || start == 0) continue;
    const int end = rise - 1;
    ranges.push_back(start == end ? metres(start) : metres(start) + "-" + metres(end));
    start = 0;
  }
  if (ranges.empty()) return "no rise";
  std::string text = ranges.front();
  for (size_t i = 1; i < ranges.size(); ++i) {
    text += (i + 1 == ranges.size() ? " or " : ", ") + ranges[i];
  }
  return text + " m";
}

}  // namespace dungeon::sim
