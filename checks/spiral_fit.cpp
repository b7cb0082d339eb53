#include "checks/spiral_fit.h"

#include <fmt/format.h>

#include <initializer_list>
#include <vector>

#include "model/decimal.h"
#include "model/rules.h"
#include "sim/motion.h"
#include "sim/spiral.h"

namespace dungeon::checks {
namespace {

// An open square beside a spiral's shaft, and the height of its floor in half-metres.
struct Doorway {
  Dir side;
  int height_half_m = 0;
};

std::vector<Doorway> doorwaysOf(const sim::World& world, int shaft) {
  std::vector<Doorway> doorways;
  for (Dir dir : kAllDirs) {
    const int beside = world.neighbour(shaft, dir);
    if (beside < 0 || !isOpen(world.kind(beside))) continue;
    doorways.push_back({dir, sim::floorHeightCm(world, beside) / kCmPerHalfMetre});
  }
  return doorways;
}

sim::SpiralTurn turnBetween(Dir way_in, Dir way_out) {
  if (way_out == way_in) return sim::SpiralTurn::kSameSide;
  return way_out == opposite(way_in) ? sim::SpiralTurn::kStraight : sim::SpiralTurn::kCorner;
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
  const sim::SpiralFit fit = sim::fitSpiral(turnBetween(way_in.side, way_out.side), rise, span);
  const Thing& first = **ends.begin();
  if (!fit.winding) return CheckOutcome::fail(fit.problem, first.floor, first.at);
  return CheckOutcome::pass();
}

// A spiral within a floor: two doorways, the lower the way in.
CheckOutcome flatSpiralFits(const sim::World& world, const Thing& spiral) {
  const std::vector<Doorway> doorways = doorwaysOf(world, world.index({spiral.floor, spiral.at}));
  if (doorways.size() != 2) {
    return CheckOutcome::fail(
        fmt::format("a spiral within a floor needs two open squares beside it, a way in and a "
                    "way out; it has {}",
                    doorways.size()),
        spiral.floor, spiral.at);
  }
  const bool first_lower = doorways[0].height_half_m <= doorways[1].height_half_m;
  return judge({&spiral}, doorways[first_lower ? 0 : 1], doorways[first_lower ? 1 : 0],
               sim::SpiralSpan::kWithinFloor);
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
  const std::vector<Doorway> below = doorwaysOf(world, link.lower);
  const std::vector<Doorway> above = doorwaysOf(world, link.upper);
  const Thing* lower = spiralEnd(world, link.lower, Vertical::kUp);
  const Thing* upper = spiralEnd(world, link.upper, Vertical::kDown);
  if (lower == nullptr || upper == nullptr) {
    const Place p = world.place(link.lower);
    return CheckOutcome::fail("a spiral link without a spiral at each end", p.floor, p.at);
  }
  for (const auto& [doorways, spiral] : {std::pair{&below, lower}, std::pair{&above, upper}}) {
    if (doorways->size() != 1) {
      return CheckOutcome::fail(
          fmt::format("a spiral between floors needs one open square beside it on each floor; "
                      "it has {} on floor {}",
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
  }
  for (const sim::Link& link : c.world.links()) {
    if (link.kind != sim::LinkKind::kSpiral) continue;
    if (auto outcome = stackedSpiralFits(c.world, link); !outcome.passed) return outcome;
  }
  return CheckOutcome::pass();
}

}  // namespace dungeon::checks
