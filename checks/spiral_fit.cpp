#include "checks/spiral_fit.h"

#include <fmt/format.h>

#include <algorithm>
#include <initializer_list>
#include <vector>

#include "checks/context.h"
#include "model/rules.h"
#include "sim/search/reach.h"
#include "sim/stairs/spiral_table.h"
#include "sim/world/motion.h"
#include "sim/world/spiral_doorways.h"
#include "sim/world/world.h"
#include "util/decimal.h"

namespace dungeon::checks {
namespace {

using Doorway = sim::SpiralDoorway;

// The squares of the spiral's shaft on its floor (sim::shaftPoints), as square indices.
std::vector<int> shaftSquares(const sim::World& world, const Thing& spiral) {
  std::vector<int> squares;
  for (Point p : sim::shaftPoints(world.dungeon(), spiral)) {
    squares.push_back(world.index({spiral.floor, p}));
  }
  return squares;
}

// A 2 x 2 shaft's block lies on its floor, its four squares open, and nothing but the spiral
// stands in it (SPEC section 4; the generator lays it so). A one-square shaft passes.
CheckOutcome blockIsClear(const sim::World& world, const Thing& spiral) {
  if (spiralShaftOf(spiral) != kSpiralShaftDouble) return CheckOutcome::pass();
  const std::vector<Point> block = sim::shaftPoints(world.dungeon(), spiral);
  if (block.size() != 4) {
    return CheckOutcome::fail(
        "a 2 x 2 spiral's block runs off its floor (the spiral stands on "
        "its north-west square)",
        spiral.floor, spiral.at);
  }
  for (Point p : block) {
    if (!isOpen(world.kind(world.index({spiral.floor, p})))) {
      return CheckOutcome::fail(
          fmt::format("a 2 x 2 spiral's block holds {} at {},{}; its four squares must be open",
                      nameOf(world.kind(world.index({spiral.floor, p}))), p.x, p.y),
          spiral.floor, spiral.at);
    }
  }
  for (const Thing& other : world.dungeon().things) {
    if (&other == &spiral || other.floor != spiral.floor) continue;
    if (std::find(block.begin(), block.end(), other.at) == block.end()) continue;
    return CheckOutcome::fail(
        fmt::format("{} stands in a 2 x 2 spiral's block at {},{}; nothing else may",
                    specOf(other.type).name, other.at.x, other.at.y),
        spiral.floor, spiral.at);
  }
  return CheckOutcome::pass();
}

// The rise on the sheet of each of the spiral's things (one within a floor, one at each end
// between floors) is the height between its doorways, and a winding fits that rise; a failure
// is reported at the first thing.
CheckOutcome judge(std::initializer_list<const Thing*> ends, Doorway way_in, Doorway way_out,
                   sim::SpiralSpan span) {
  const int rise = way_out.height_half_m - way_in.height_half_m;
  for (const Thing* end : ends) {
    const int written = end->fields.get(Field::kRise);
    if (written == rise) continue;
    return CheckOutcome::fail(
        fmt::format("the spiral's rise is {} m but its way out is {} m above its way in",
                    halfMetresText(written), halfMetresText(rise)),
        end->floor, end->at);
  }
  const int shaft = spiralShaftOf(**ends.begin());
  const sim::SpiralTurn turn = sim::spiralTurnBetween(way_in.side, way_out.side);
  const Thing& first = **ends.begin();
  if (rise < 1 || rise > kMaxSpiralRiseHalfMetres) {
    return CheckOutcome::fail(
        fmt::format("the spiral's way out is {} m above its way in; a spiral climbs 0.5 to {} m",
                    halfMetresText(rise), halfMetresText(kMaxSpiralRiseHalfMetres)),
        first.floor, first.at);
  }
  if (sim::fittedSweepDegrees(shaft, turn, rise, span) == 0) {
    return CheckOutcome::fail(sim::spiralMisfitText(shaft, turn, rise, span), first.floor,
                              first.at);
  }
  return CheckOutcome::pass();
}

// A spiral within a floor: two doorways, the lower the way in.
CheckOutcome flatSpiralFits(const sim::World& world, const Thing& spiral) {
  if (auto outcome = blockIsClear(world, spiral); !outcome.passed) return outcome;
  const std::vector<Doorway> doorways = sim::spiralDoorways(world, shaftSquares(world, spiral));
  if (doorways.size() != 2) {
    return CheckOutcome::fail(
        fmt::format("a spiral within a floor needs two open squares beside its shaft, a way in "
                    "and a way out; it has {}",
                    doorways.size()),
        spiral.floor, spiral.at);
  }
  const bool first_lower = doorways[0].height_half_m <= doorways[1].height_half_m;
  return judge({&spiral}, doorways[first_lower ? 0 : 1], doorways[first_lower ? 1 : 0],
               sim::SpiralSpan::kWithinFloor);
}

// A spiral within a floor stands where it splits its floor (SPEC section 5.5: the rising cut's
// square, its far part sunk by the rise): with its shaft taken away, no way over the floor's
// open squares or water (which may be drained) joins its way in to its way out, so nothing laid
// later (a duct, a slot) and no lever pulled may join the two heights round it.
CheckOutcome splitsItsFloor(const sim::World& world, const Thing& spiral) {
  const std::vector<int> shaft = shaftSquares(world, spiral);
  const std::vector<Doorway> doorways = sim::spiralDoorways(world, shaft);
  if (doorways.size() != 2) return CheckOutcome::pass();
  const auto steps = sim::breadthFirst(world, doorways[0].square, [&](int, int to) {
    return world.floorOf(to) == spiral.floor && isOpenOrWater(world.kind(to)) &&
           std::find(shaft.begin(), shaft.end(), to) == shaft.end();
  });
  if (steps[static_cast<size_t>(doorways[1].square)] < 0) return CheckOutcome::pass();
  return CheckOutcome::fail(
      "the spiral no longer splits its floor: its way in and way out are joined another way",
      spiral.floor, spiral.at);
}

// The spiral thing going `dir` on the square, from which the world paired the link
// (World::pairColumnThings); nullptr if there is none.
const Thing* spiralEnd(const sim::World& world, int square, Vertical dir) {
  const Place p = world.place(square);
  for (const Thing* t : thingsOf(world.dungeon(), ThingType::kSpiral, p.floor)) {
    if (t->at == p.at && t->fields.asOr(Field::kVertical, Vertical::kFlat) == dir) return t;
  }
  return nullptr;
}

// A spiral between stacked floors: one doorway on each; both things carry the rise.
CheckOutcome stackedSpiralFits(const sim::World& world, const sim::Link& link) {
  const Thing* lower = spiralEnd(world, link.lower, Vertical::kUp);
  const Thing* upper = spiralEnd(world, link.upper, Vertical::kDown);
  if (lower == nullptr || upper == nullptr) {
    const Place p = world.place(link.lower);
    return CheckOutcome::fail("a spiral link without a spiral at each end", p.floor, p.at);
  }
  for (const Thing* end : {lower, upper}) {
    if (auto outcome = blockIsClear(world, *end); !outcome.passed) return outcome;
  }
  const std::vector<Doorway> below = sim::spiralDoorways(world, shaftSquares(world, *lower));
  const std::vector<Doorway> above = sim::spiralDoorways(world, shaftSquares(world, *upper));
  for (const auto& [doorways, spiral] : {std::pair{&below, lower}, std::pair{&above, upper}}) {
    if (doorways->size() != 1) {
      return CheckOutcome::fail(
          fmt::format("a spiral between floors needs one open square beside its shaft on each "
                      "floor; it has {} on floor {}",
                      doorways->size(), spiral->floor + 1),
          spiral->floor, spiral->at);
    }
  }
  return judge({lower, upper}, below.front(), above.front(), sim::SpiralSpan::kBetweenFloors);
}

}  // namespace

CheckOutcome spiralFit(const CheckContext& c) {
  for (const Thing* spiral : thingsOf(c.dungeon, ThingType::kSpiral)) {
    if (spiral->fields.asOr(Field::kVertical, Vertical::kFlat) != Vertical::kFlat) continue;
    if (auto outcome = flatSpiralFits(c.world, *spiral); !outcome.passed) return outcome;
    if (auto outcome = splitsItsFloor(c.world, *spiral); !outcome.passed) return outcome;
  }
  for (const sim::Link& link : c.world.links()) {
    if (link.kind != sim::LinkKind::kSpiral) continue;
    if (auto outcome = stackedSpiralFits(c.world, link); !outcome.passed) return outcome;
  }
  return CheckOutcome::pass();
}

}  // namespace dungeon::checks
