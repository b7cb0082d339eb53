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
Stance climbStance(const Body& body, LinkKind kind, Clearance passage) {
  const Stance fits = fit(body, passage);
  if (fits == Stance::kNone) return Stance::kNone;
  if (kind == LinkKind::kDuct) return Stance::kCrouched;
  if (kind == LinkKind::kLadder) return Stance::kStanding;
  return fits;
}

// A link with a climb speed is climbed at it; one without (a spiral) is walked along its
// treads at the body's own speed.
Segment climbSegment(LinkKind kind, Stance stance, int climb_cm) {
  const int climb_cm_per_s = linkTraitsOf(linkThing(kind)).climb_cm_per_s;
  if (climb_cm_per_s > 0) return {climb_cm, travelMs(climb_cm, climb_cm_per_s), stance};
  const int run = climb_cm * kSpiralRunPerRise;
  return {run, travelMs(run, speedOf(stance)), stance};
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
  return linkTraitsOf(linkThing(kind)).passage;
}

Clearance linkPassage(const World& world, LinkKind kind, int end) {
  if (kind == LinkKind::kSpiral && world.spiralShaftAt(end) != 0) {
    return spiralLinkTraits(world.spiralShaftAt(end)).passage;
  }
  return linkPassage(kind);
}

Stance stanceIn(const Terrain& terrain, int square, const Body& body) {
  return fit(body, terrain.passageAt(square));
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

std::optional<Leg> walkLeg(const Terrain& terrain, const Body& body, int from, int to) {
  const Stance at_to = stanceIn(terrain, to, body);
  if (at_to == Stance::kNone) return std::nullopt;
  const Stance at_from = stanceIn(terrain, from, body);
  Leg leg;
  leg.from = from;
  leg.to = to;
  leg.segments = {walkSegment(at_from == Stance::kNone ? at_to : at_from), walkSegment(at_to)};
  leg.segment_count = 2;
  return leg;
}

std::optional<Leg> climbLeg(const Terrain& terrain, const Body& body, int from, int to) {
  if (stanceIn(terrain, to, body) == Stance::kNone) return std::nullopt;
  const World& world = terrain.world();
  const auto kind = linkBetween(world, from, to);
  if (!kind) return std::nullopt;
  const Stance stance = climbStance(body, *kind, linkPassage(world, *kind, to));
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

std::optional<Leg> legBetween(const Terrain& terrain, const Body& body, int from, int to) {
  if (areNeighbours(terrain.world(), from, to)) return walkLeg(terrain, body, from, to);
  return climbLeg(terrain, body, from, to);
}

std::string whyNoLeg(const Terrain& terrain, const Body& body, int from, int to) {
  if (legBetween(terrain, body, from, to)) return "";
  const SquareKind kind = terrain.kind(to);
  if (kind == SquareKind::kWater) return "water floods the way (a lever may drain it)";
  if (!isOpen(kind)) return fmt::format("{} blocks the way", nameOf(kind));
  if (stanceIn(terrain, to, body) == Stance::kNone) {
    return fmt::format("{} {} ({}) is too small for {}",
                       terrain.world().doorAt(to) ? "doorway in" : "passage", nameOf(kind),
                       sizeText(terrain.passageAt(to)), bodyText(body));
  }
  if (const auto link = linkBetween(terrain.world(), from, to)) {
    return fmt::format("{} ({}) is too small for {}", linkName(*link),
                       sizeText(linkPassage(terrain.world(), *link, to)), bodyText(body));
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
