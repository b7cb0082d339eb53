// The rock between stacked floors (see stack.h).
#include "testing/reference/stack.h"

#include <array>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

bool sameSize(const Floor& a, const Floor& b) {
  return a.width() == b.width() && a.height() == b.height();
}

std::string sameSizeProblem(const Reference& ref) {
  const DungeonIndex& index = ref.index();
  for (int f = 0; f + 1 < index.floorCount(); ++f) {
    if (!sameSize(index.floor(f), index.floor(f + 1))) return "stacked floors differ in size";
  }
  return "";
}

// A ladder, lift, duct or spiral stands on p (a spiral on any square of its shaft).
bool meantToCross(const Reference& ref, Place p) {
  if (ref.spirals().shaftAt(p) != 0) return true;
  for (const Thing* t : ref.index().thingsAt(p)) {
    if (t->type == ThingType::kLadder || t->type == ThingType::kLift ||
        t->type == ThingType::kDuct || t->type == ThingType::kSpiral) {
      return true;
    }
  }
  return false;
}

std::string rockBetweenProblem(const Reference& ref) {
  const DungeonIndex& index = ref.index();
  for (int upper = 0; upper + 1 < index.floorCount(); ++upper) {
    const Floor& below = index.floor(upper + 1);
    if (!sameSize(index.floor(upper), below)) continue;
    const int ceiling = below.baseHalfMetres() + kStoreyHalfMetres;
    for (int y = 0; y < below.height(); ++y) {
      for (int x = 0; x < below.width(); ++x) {
        const Place top{upper, {x, y}};
        const Place bottom{upper + 1, {x, y}};
        if (index.solid(top) || index.solid(bottom)) continue;
        if (index.heightHalfMetres(top) - ceiling >= kRockBetweenHalfMetres) continue;
        if (meantToCross(ref, top) || meantToCross(ref, bottom)) continue;
        return "less than 2 m of rock above floor " + std::to_string(upper + 2) + " at (" +
               std::to_string(x) + "," + std::to_string(y) + ")";
      }
    }
  }
  return "";
}

constexpr std::array<ReferenceRule, 2> kRules = {{
    {"stack.same_size", "rock_between_floors", &sameSizeProblem},
    {"stack.rock_between", "rock_between_floors", &rockBetweenProblem},
}};

}  // namespace

std::span<const ReferenceRule> stackRules() {
  return kRules;
}

}  // namespace dungeon::reference
