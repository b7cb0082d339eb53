// The step rule (see steps.h).
#include "testing/reference/steps.h"

#include <array>
#include <cstdlib>

#include "testing/reference/reference.h"
#include "testing/reference/stairs.h"

namespace dungeon::reference {
namespace {

constexpr double kTolerance = 1e-9;

unsigned char bit(Dir dir) {
  return static_cast<unsigned char>(1u << static_cast<int>(dir));
}

std::string placeText(Place p) {
  return std::to_string(p.floor + 1) + ":" + std::to_string(p.at.x) + "," + std::to_string(p.at.y);
}

}  // namespace

StepRules::StepRules(const DungeonIndex& index, const Spirals& spirals)
    : index_(index), spirals_(spirals), steep_sides_(static_cast<size_t>(index.squareCount()), 0) {
  for (int s = 0; s < index.squareCount(); ++s) {
    const Place p = index.place(s);
    if (!runSquare(index, p) || spirals.ofOrBesideShaft(p)) continue;
    for (Dir side : kAllDirs) {
      if (slopeOf(stairHalf(index, p, side)) > kWalkableSlope + kTolerance) {
        steep_sides_[static_cast<size_t>(s)] |= bit(side);
      }
    }
  }
}

double StepRules::slopeOf(const StairHalf& half) {
  if (!half.stair || half.straight) return halfSlope(half);
  const auto [known, fresh] = corner_slopes_.try_emplace(half.rise_m, 0.0);
  if (fresh) known->second = halfSlope(half);
  return known->second;
}

bool StepRules::cliff(Place a, Place b) const {
  if (index_.solid(a) || index_.solid(b)) return false;
  if (spirals_.shaftAt(a) != 0 || spirals_.shaftAt(b) != 0) return false;
  return std::abs(index_.heightHalfMetres(a) - index_.heightHalfMetres(b)) > kMaxStepHalfMetres;
}

bool StepRules::steepHalf(Place p, Dir side) const {
  return (steep_sides_[static_cast<size_t>(index_.index(p))] & bit(side)) != 0;
}

bool StepRules::allows(Place a, Place b) const {
  if (cliff(a, b) || spirals_.misfitStep(a, b)) return false;
  for (Dir dir : kAllDirs) {
    if (step(a.at, dir) == b.at) return !steepHalf(a, dir) && !steepHalf(b, opposite(dir));
  }
  return true;
}

std::string StepRules::forbids(Place a, Place b) const {
  if (cliff(a, b)) return "a cliff between " + placeText(a) + " and " + placeText(b);
  for (Dir dir : kAllDirs) {
    if (step(a.at, dir) != b.at) continue;
    if (steepHalf(a, dir) || steepHalf(b, opposite(dir))) {
      return "a stair steeper than 45 degrees between " + placeText(a) + " and " + placeText(b);
    }
  }
  if (spirals_.misfitStep(a, b)) {
    return "a spiral no winding fits between " + placeText(a) + " and " + placeText(b);
  }
  return "";
}

std::string StepRules::cliffProblem() const {
  for (int s = 0; s < index_.squareCount(); ++s) {
    const Place p = index_.place(s);
    for (Dir dir : {Dir::kEast, Dir::kSouth}) {
      const Place q{p.floor, step(p.at, dir)};
      if (index_.onDungeon(q) && cliff(p, q)) return "a cliff at " + placeText(p);
    }
  }
  return "";
}

std::string StepRules::stairProblem(bool straight) const {
  for (int s = 0; s < index_.squareCount(); ++s) {
    if (steep_sides_[static_cast<size_t>(s)] == 0) continue;
    const Place p = index_.place(s);
    for (Dir side : kAllDirs) {
      const Place q{p.floor, step(p.at, side)};
      if (!steepHalf(p, side) || !index_.open(q) || cliff(p, q)) continue;
      if (stairHalf(index_, p, side).straight != straight) continue;
      return std::string("a ") + (straight ? "stair" : "corner stair") +
             " steeper than 45 degrees at " + placeText(p);
    }
  }
  return "";
}

bool StepRules::cornerStairSquare(Place p) const {
  if (!runSquare(index_, p) || spirals_.ofOrBesideShaft(p)) return false;
  bool corner = false;
  bool uneven = false;
  for (Dir side : kAllDirs) {
    const Place q{p.floor, step(p.at, side)};
    if (!index_.open(q)) continue;
    corner = corner || !stairHalf(index_, p, side).straight;
    uneven = uneven || index_.heightHalfMetres(q) != index_.heightHalfMetres(p);
  }
  return corner && uneven;
}

std::string StepRules::sectorProblem() const {
  for (int s = 0; s < index_.squareCount(); ++s) {
    if (cornerStairSquare(index_.place(s))) return cornerSectorsProblem();
  }
  return "";
}

namespace {

constexpr std::array<ReferenceRule, 4> kRules = {{
    {"step.cliff", "slopes_walkable",
     [](const Reference& ref) { return ref.steps().cliffProblem(); }},
    {"stair.corner.sectors", "stair_geometry",
     [](const Reference& ref) { return ref.steps().sectorProblem(); }},
    {"stair.straight.slope", "stair_geometry",
     [](const Reference& ref) { return ref.steps().stairProblem(true); }},
    {"stair.corner.slope", "stair_geometry",
     [](const Reference& ref) { return ref.steps().stairProblem(false); }},
}};

}  // namespace

std::span<const ReferenceRule> stepRules() {
  return kRules;
}

}  // namespace dungeon::reference
