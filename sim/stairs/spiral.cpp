#include "sim/stairs/spiral.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <vector>

namespace dungeon::sim {
namespace {

constexpr double kHalfMetre = 0.5;

double degreesOf(double radians) {
  return radians * 180.0 / std::numbers::pi;
}
double radiansOf(double degrees) {
  return degrees * std::numbers::pi / 180.0;
}
double metresOf(int cm) {
  return cm / 100.0;
}

// Half the angle a doorway takes out of the wall: the flat landing in front of a doorway
// spans the doorway's width, so the treads start and end this far round from its middle.
double landingDegrees(const SpiralShaftGeometry& g) {
  // determinism-ok(cmath): the geometry the integer spiral table is tested against
  return degreesOf(std::asin(metresOf(g.doorway_width_cm) / 2 / metresOf(g.wall_cm)));
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

// The gentlest that still is too steep and the steepest whose turn above comes too low.
SpiralMisfit misfitOf(const std::vector<Winding>& tried) {
  SpiralMisfit misfit;
  const auto steep =
      std::find_if(tried.rbegin(), tried.rend(), [](const Winding& w) { return w.tooSteep(); });
  if (steep != tried.rend()) misfit.steep = *steep;
  const auto low =
      std::find_if(tried.begin(), tried.end(), [](const Winding& w) { return w.tooLow(); });
  if (low != tried.end()) misfit.low = *low;
  return misfit;
}

}  // namespace

bool Winding::tooSteep() const {
  return slope_degrees > kSpiralMaxSlopeDegrees;
}

bool Winding::tooLow() const {
  return (head_room_m && *head_room_m < metresOf(kSpiralHeadRoomCm)) ||
         (over_doorway_m && *over_doorway_m < metresOf(kSpiralDoorwayHeightCm));
}

Winding windingOf(int sweep_degrees, int rise_half_m, int shaft) {
  const SpiralShaftGeometry g = spiralShaftGeometry(shaft);
  const Profile p{static_cast<double>(sweep_degrees), landingDegrees(g), rise_half_m * kHalfMetre};
  Winding w;
  w.sweep_degrees = sweep_degrees;
  w.climb_degrees = p.climb();
  // determinism-ok(cmath): the geometry the integer spiral table is tested against
  w.slope_degrees =
      degreesOf(std::atan(p.rise_m / (metresOf(g.walking_line_cm) * radiansOf(p.climb()))));
  w.head_room_m = leastHeadRoom(p);
  // The way in's doorway spans the landing's angles; the turn above is lowest over its far jamb.
  if (p.first() + 360 <= p.last()) w.over_doorway_m = p.heightAt(p.first() + 360);
  return w;
}

SpiralFit fitSpiral(SpiralTurn turn, int rise_half_m, SpiralSpan span, int shaft) {
  if (turn == SpiralTurn::kSameSide && span == SpiralSpan::kWithinFloor) return {};
  std::vector<Winding> tried;
  for (int sweep : sweepsOf(turn)) tried.push_back(windingOf(sweep, rise_half_m, shaft));
  const auto gentlest =
      std::find_if(tried.rbegin(), tried.rend(), [](const Winding& w) { return w.fits(); });
  if (gentlest != tried.rend()) return {*gentlest, {}};
  return {std::nullopt, misfitOf(tried)};
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

}  // namespace dungeon::sim
