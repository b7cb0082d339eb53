#include "sim/motion.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

namespace dungeon::sim {
namespace {

int speedOf(Stance stance) {
  return stance == Stance::kCrouched ? kCrouchCmPerS : kWalkCmPerS;
}

Segment walkSegment(Stance stance) {
  return {kHalfSquareCm, travelMs(kHalfSquareCm, speedOf(stance)), stance};
}

// The stance a body climbs the link in, or kNone when it does not fit the passage. A ladder is
// climbed upright whatever its height; a climbing duct always forces a crouch.
Stance climbStance(const Body& body, LinkKind kind) {
  const Stance fits = fit(body, linkPassage(kind));
  if (fits == Stance::kNone) return Stance::kNone;
  if (kind == LinkKind::kDuct) return Stance::kCrouched;
  if (kind == LinkKind::kLadder) return Stance::kStanding;
  return fits;
}

Segment climbSegment(LinkKind kind, Stance stance, int climb_cm) {
  switch (kind) {
    case LinkKind::kLadder:
      return {climb_cm, travelMs(climb_cm, kLadderCmPerS), stance};
    case LinkKind::kDuct:
      return {climb_cm, travelMs(climb_cm, kDuctCmPerS), stance};
    case LinkKind::kLift:
      return {climb_cm, travelMs(climb_cm, kLiftCmPerS), stance};
    case LinkKind::kSpiral: {
      const int run = climb_cm * kSpiralRunPerRise;
      return {run, travelMs(run, speedOf(stance)), stance};
    }
  }
  return {};
}

bool areNeighbours(const World& world, int a, int b) {
  for (Dir dir : kAllDirs) {
    if (world.neighbour(a, dir) == b) return true;
  }
  return false;
}

std::string sizeText(Clearance c) {
  return fmt::format("{}.{:02} x {}.{:02} m", c.width_cm / 100, c.width_cm % 100, c.height_cm / 100,
                     c.height_cm % 100);
}

std::string bodyText(const Body& body) {
  return fmt::format("{} ({} wide, {} cm standing, {} cm crouched)", body.name, body.width_cm,
                     body.standing_cm, body.crouched_cm);
}

}  // namespace

int Leg::durationMs() const {
  int total = 0;
  for (int i = 0; i < segment_count; ++i) total += segments[static_cast<size_t>(i)].duration_ms;
  return total;
}

int travelMs(int distance_cm, int speed_cm_per_s) {
  const int64_t raw = (int64_t{distance_cm} * 1000 + speed_cm_per_s - 1) / speed_cm_per_s;
  const int64_t ticks = (raw + kTickMs - 1) / kTickMs;
  return static_cast<int>(std::max<int64_t>(ticks, 1) * kTickMs);
}

Clearance linkPassage(LinkKind kind) {
  switch (kind) {
    case LinkKind::kLadder:
      return kLadderHole;
    case LinkKind::kDuct:
      return kDuctShaft;
    case LinkKind::kLift:
      return kLiftCar;
    case LinkKind::kSpiral:
      return kSpiralTread;
  }
  return {0, 0};
}

Clearance passageAt(const World& world, int square, DrainedFloors drained) {
  if (world.windowAt(square)) return {0, 0};  // glass: sight passes, bodies do not
  SquareKind kind = world.kind(square);
  if (kind == SquareKind::kWater) {
    const auto floor = static_cast<size_t>(world.floorOf(square));
    if (floor < drained.size() && drained[floor] != 0) kind = SquareKind::kCorridor;
  }
  Clearance c = clearanceOf(kind);
  if (world.spiralAt(square)) c = tighter(c, kSpiralTread);
  return world.doorAt(square) != nullptr ? tighter(c, kDoorway) : c;
}

Stance stanceIn(const World& world, int square, const Body& body, DrainedFloors drained) {
  return fit(body, passageAt(world, square, drained));
}

std::optional<LinkKind> linkBetween(const World& world, int a, int b) {
  for (const Link& link : world.links()) {
    if ((link.lower == a && link.upper == b) || (link.lower == b && link.upper == a)) {
      return link.kind;
    }
  }
  return std::nullopt;
}

int floorHeightCm(const World& world, int square) {
  const Place p = world.place(square);
  const Floor& floor = world.dungeon().floors[static_cast<size_t>(p.floor)];
  return (floor.baseHalfMetres() + floor.heightHalfMetres(p.at)) * kCmPerHalfMetre;
}

std::optional<Leg> walkLeg(const World& world, const Body& body, int from, int to,
                           DrainedFloors drained) {
  const Stance at_to = stanceIn(world, to, body, drained);
  if (at_to == Stance::kNone) return std::nullopt;
  const Stance at_from = stanceIn(world, from, body, drained);
  Leg leg;
  leg.from = from;
  leg.to = to;
  leg.segments = {walkSegment(at_from == Stance::kNone ? at_to : at_from), walkSegment(at_to)};
  leg.segment_count = 2;
  return leg;
}

std::optional<Leg> climbLeg(const World& world, const Body& body, int from, int to,
                            DrainedFloors drained) {
  if (stanceIn(world, to, body, drained) == Stance::kNone) return std::nullopt;
  const auto kind = linkBetween(world, from, to);
  if (!kind) return std::nullopt;
  const Stance stance = climbStance(body, *kind);
  if (stance == Stance::kNone) return std::nullopt;
  Leg leg;
  leg.from = from;
  leg.to = to;
  leg.link = kind;
  leg.segments[0] =
      climbSegment(*kind, stance, std::abs(floorHeightCm(world, to) - floorHeightCm(world, from)));
  leg.segment_count = 1;
  return leg;
}

std::optional<Leg> legBetween(const World& world, const Body& body, int from, int to,
                              DrainedFloors drained) {
  if (areNeighbours(world, from, to)) return walkLeg(world, body, from, to, drained);
  return climbLeg(world, body, from, to, drained);
}

std::string whyNoLeg(const World& world, const Body& body, int from, int to,
                     DrainedFloors drained) {
  if (legBetween(world, body, from, to, drained)) return "";
  const SquareKind kind = world.kind(to);
  if (kind == SquareKind::kWater) return "water floods the way (a lever may drain it)";
  if (!isOpen(kind)) return fmt::format("{} blocks the way", nameOf(kind));
  if (stanceIn(world, to, body, drained) == Stance::kNone) {
    return fmt::format("{} {} ({}) is too small for {}",
                       world.doorAt(to) ? "doorway in" : "passage", nameOf(kind),
                       sizeText(passageAt(world, to, drained)), bodyText(body));
  }
  if (const auto link = linkBetween(world, from, to)) {
    return fmt::format("{} ({}) is too small for {}", linkName(*link), sizeText(linkPassage(*link)),
                       bodyText(body));
  }
  return "the squares are not joined";
}

std::string_view stanceName(Stance stance) {
  switch (stance) {
    case Stance::kStanding:
      return "standing";
    case Stance::kCrouched:
      return "crouched";
    case Stance::kNone:
      return "none";
  }
  return "none";
}

}  // namespace dungeon::sim
