#include "checks/dirt_amounts.h"
#include "checks/context.h"

#include <fmt/format.h>

namespace dungeon::checks {
namespace {

// Why one square's dirt is wrong, or "".
std::string squareProblem(const Floor& floor, Point p) {
  const DirtSquare& d = floor.dirt(p);
  if (floor.ground(p) > kDirtFull) {
    return fmt::format("the ground holds {} units of dirt (at most {})", floor.ground(p),
                       kDirtFull);
  }
  if (!d.dirt) {
    if (d.level != 0 || d.packing != 0 || d.reinforced)
      return "a square that is not dirt holds dirt";
    return "";
  }
  if (d.level > kDirtFull) return fmt::format("dirt level {} (at most {})", d.level, kDirtFull);
  if (d.packing > kMaxPacking) {
    return fmt::format("{} units of packing (at most {})", d.packing, kMaxPacking);
  }
  const SquareKind kind = floor.kind(p);
  if (d.level == kDirtFull && kind != SquareKind::kRock) {
    return fmt::format("a dirt wall (level {}) is {} in the grid, not rock", kDirtFull,
                       nameOf(kind));
  }
  if (d.level < kDirtFull && !isOpen(kind)) {
    return fmt::format("dug dirt (level {}) is {} in the grid, not open floor", d.level,
                       nameOf(kind));
  }
  return "";
}

}  // namespace

CheckOutcome dirtAmountsOfFloor(const Floor& floor, int f) {
  if (!floor.isDirtFloor()) return CheckOutcome::pass();
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (std::string why = squareProblem(floor, p); !why.empty()) {
      return CheckOutcome::fail(std::move(why), f, p);
    }
  }
  return CheckOutcome::pass();
}

CheckOutcome dirtAmounts(const CheckContext& c) {
  for (int f = 0; f < static_cast<int>(c.dungeon.floors.size()); ++f) {
    auto outcome = dirtAmountsOfFloor(c.dungeon.floors[static_cast<size_t>(f)], f);
    if (!outcome.passed) return outcome;
  }
  return CheckOutcome::pass();
}

}  // namespace dungeon::checks
