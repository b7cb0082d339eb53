// The dirt amounts of a dirt floor (see dirt.h).
#include "testing/reference/dirt.h"

#include <array>
#include <functional>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

// The first problem `judge` finds on a square of a dirt floor, given the square's dirt, its
// ground and its kind, or "".
std::string firstDirtProblem(
    const Reference& ref,
    const std::function<std::string(const DirtSquare&, int ground, SquareKind)>& judge) {
  const DungeonIndex& index = ref.index();
  for (int f = 0; f < index.floorCount(); ++f) {
    const Floor& floor = index.floor(f);
    if (!floor.isDirtFloor()) continue;
    for (int y = 0; y < floor.height(); ++y) {
      for (int x = 0; x < floor.width(); ++x) {
        const Point p{x, y};
        if (std::string why = judge(floor.dirt(p), floor.ground(p), floor.kind(p)); !why.empty()) {
          return why + " on floor " + std::to_string(f + 1) + " at (" + std::to_string(x) + "," +
                 std::to_string(y) + ")";
        }
      }
    }
  }
  return "";
}

std::string groundUnits(const Reference& ref) {
  return firstDirtProblem(ref, [](const DirtSquare&, int ground, SquareKind) -> std::string {
    return ground >= 0 && ground <= kMostDirtUnits ? "" : "ground of more than 3 units";
  });
}

std::string levelUnits(const Reference& ref) {
  return firstDirtProblem(ref, [](const DirtSquare& dirt, int, SquareKind) -> std::string {
    return !dirt.dirt || dirt.level <= kMostDirtUnits ? "" : "a level of more than 3 units";
  });
}

std::string packingUnits(const Reference& ref) {
  return firstDirtProblem(ref, [](const DirtSquare& dirt, int, SquareKind) -> std::string {
    return !dirt.dirt || dirt.packing <= kMostPackingUnits ? "" : "more than one unit of packing";
  });
}

std::string noneOffDirt(const Reference& ref) {
  return firstDirtProblem(ref, [](const DirtSquare& dirt, int, SquareKind) -> std::string {
    const bool holds = dirt.level != 0 || dirt.packing != 0 || dirt.reinforced;
    return dirt.dirt || !holds ? "" : "a square that is not dirt holds dirt";
  });
}

std::string wallIsRock(const Reference& ref) {
  return firstDirtProblem(ref, [](const DirtSquare& dirt, int, SquareKind kind) -> std::string {
    const bool wall = dirt.dirt && dirt.level == kMostDirtUnits;
    return !wall || kind == SquareKind::kRock ? "" : "a dirt wall that is not rock";
  });
}

std::string dugIsOpen(const Reference& ref) {
  return firstDirtProblem(ref, [](const DirtSquare& dirt, int, SquareKind kind) -> std::string {
    const bool dug = dirt.dirt && dirt.level < kMostDirtUnits;
    const bool open = kind != SquareKind::kRock && kind != SquareKind::kWater;
    return !dug || open ? "" : "dug dirt that is not open floor";
  });
}

constexpr std::array<ReferenceRule, 6> kRules = {{
    {"dirt.ground_units", "dirt_amounts", &groundUnits},
    {"dirt.level_units", "dirt_amounts", &levelUnits},
    {"dirt.packing_units", "dirt_amounts", &packingUnits},
    {"dirt.none_off_dirt", "dirt_amounts", &noneOffDirt},
    {"dirt.wall_is_rock", "dirt_amounts", &wallIsRock},
    {"dirt.dug_is_open", "dirt_amounts", &dugIsOpen},
}};

}  // namespace

std::span<const ReferenceRule> dirtRules() {
  return kRules;
}

}  // namespace dungeon::reference
