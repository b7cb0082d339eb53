#include "sim/world/motion.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "model/rules.h"
#include "sim/stairs/stair_shape.h"
#include "sim/world/heights.h"

namespace dungeon::sim {
namespace {

// A half of a walk across a square that allows `percent` of the stance's speed.
Segment walkSegment(int distance_cm, Stance stance, int percent = 100) {
  return {distance_cm, travelMs(distance_cm, speedOf(stance) * percent / 100), stance};
}

// The distances of a walk's two halves: along the slope between the centres, or, where a
// within-floor spiral stands at an end, half a square plus half its treads there and half a
// flat square at the other end. Leaving a shaft takes the treads' first half and entering one
// the rest, so a walk through a shaft covers exactly 3 m plus its treads.
std::array<int, 2> walkHalves(const World& world, int from, int to) {
  const int from_treads = world.flatSpiralTreadCm(from);
  const int to_treads = world.flatSpiralTreadCm(to);
  if (from_treads > 0 || to_treads > 0) {
    return {kHalfSquareCm + std::max(from_treads, 0) / 2,
            kHalfSquareCm + std::max(to_treads, 0) - std::max(to_treads, 0) / 2};
  }
  const int along = slopeLengthCm(floorHeightCm(world, to) - floorHeightCm(world, from));
  return {along / 2, along - along / 2};
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
Segment climbSegment(const Link& link, Stance stance, int climb_cm) {
  const int climb_cm_per_s = linkTraitsOf(linkThing(link.kind)).climb_cm_per_s;
  if (climb_cm_per_s > 0) return {climb_cm, travelMs(climb_cm, climb_cm_per_s), stance};
  return walkSegment(link.tread_cm, stance);
}

const Link* linkOf(const World& world, int a, int b) {
  for (const Link& link : world.links()) {
    if ((link.lower == a && link.upper == b) || (link.lower == b && link.upper == a)) return &link;
  }
  return nullptr;
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

// The side of `from` that `to` lies on; kNorth when they are no neighbours.
Dir sideTowards(const World& world, int from, int to) {
  for (Dir dir : kAllDirs) {
    if (world.neighbour(from, dir) == to) return dir;
  }
  return Dir::kNorth;
}

// Why the heights forbid the step (sim/world/heights.h), or "" when they do not.
std::string whyHeightsForbid(const World& world, int from, int to) {
  if (!world.stepBlocked(from, to)) return "";
  if (world.floorOf(from) != world.floorOf(to) || world.misfitSpiralAt(from) ||
      world.misfitSpiralAt(to)) {
    return "the spiral there fits no winding of its rise and doorways (see the spiral_fit check)";
  }
  const int rise = floorHeightCm(world, to) - floorHeightCm(world, from);
  if (cliffBetween(world, from, to)) {
    return fmt::format("a cliff: the floor {} {}.{} m over one square, steeper than {} degrees",
                       rise > 0 ? "rises" : "falls", std::abs(rise) / 100,
                       std::abs(rise) % 100 / 10, kMaxSlopeDegrees);
  }
  const Dir side = sideTowards(world, from, to);
  const int slope = std::max(tooSteepHalfPerMille(world, from, side),
                             tooSteepHalfPerMille(world, to, opposite(side)));
  return fmt::format(
      "a stair steeper than {} degrees: it rises {} mm a metre where bodies walk ({} mm)",
      kMaxSlopeDegrees, slope, kWalkableSlopePerMille);
}

}  // namespace

int speedOf(Stance stance) {
  switch (stance) {
    case Stance::kStanding:
      return kWalkCmPerS;
    case Stance::kCrouched:
      return kCrouchCmPerS;
    case Stance::kProne:
      return kProneCmPerS;
    case Stance::kNone:
      break;
  }
  return 0;
}

int Leg::durationMs() const {
  int total = 0;
  for (int i = 0; i < segment_count; ++i) total += segments[static_cast<size_t>(i)].duration_ms;
  return total;
}

int64_t roundedSqrt(int64_t n) {
  // Bit by bit: the largest r with r * r <= n, then up by one when n lies past r * (r + 1).
  int64_t r = 0;
  int64_t bit = int64_t{1} << 62;
  while (bit > n) bit >>= 2;
  int64_t rest = n;
  while (bit != 0) {
    if (rest >= r + bit) {
      rest -= r + bit;
      r = (r >> 1) + bit;
    } else {
      r >>= 1;
    }
    bit >>= 2;
  }
  return rest > r ? r + 1 : r;
}

int slopeLengthCm(int rise_cm) {
  if (rise_cm == 0) return kSquareCm;
  return static_cast<int>(roundedSqrt(int64_t{kSquareCm} * kSquareCm + int64_t{rise_cm} * rise_cm));
}

int spiralTreadCm(int rise_cm, int sweep_degrees, int radius_cm) {
  // The walking line's run across the floor: radius * sweep * pi / 180, pi as 355 / 113.
  const int64_t denominator = int64_t{113} * 180;
  const int64_t run_cm = (int64_t{radius_cm} * sweep_degrees * 355 + denominator / 2) / denominator;
  return static_cast<int>(roundedSqrt(run_cm * run_cm + int64_t{rise_cm} * rise_cm));
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
  const Link* link = linkOf(world, a, b);
  if (link == nullptr) return std::nullopt;
  return link->kind;
}

int floorHeightCm(const World& world, int square) {
  return world.heightCm(square);
}

SquareNow squareNow(const Terrain& terrain, int square) {
  return {terrain.passageAt(square), terrain.speedPercentAt(square)};
}

std::optional<Leg> walkLeg(const Terrain& terrain, const Body& body, int from, int to) {
  const SquareNow to_now = squareNow(terrain, to);
  if (fit(body, to_now.passage) == Stance::kNone) return std::nullopt;  // before the from side
  return walkLegAs(terrain.world(), body, from, to, squareNow(terrain, from), to_now);
}

std::optional<Leg> walkLegAs(const World& world, const Body& body, int from, int to,
                             SquareNow from_now, SquareNow to_now) {
  if (world.stepBlocked(from, to)) return std::nullopt;
  const Stance at_to = fit(body, to_now.passage);
  if (at_to == Stance::kNone) return std::nullopt;
  const Stance at_from = fit(body, from_now.passage);
  const auto [first, second] = walkHalves(world, from, to);
  Leg leg;
  leg.from = from;
  leg.to = to;
  const bool from_fits = at_from != Stance::kNone;
  leg.segments = {walkSegment(first, from_fits ? at_from : at_to,
                              from_fits ? from_now.speed_percent : to_now.speed_percent),
                  walkSegment(second, at_to, to_now.speed_percent)};
  leg.segment_count = 2;
  return leg;
}

std::optional<Leg> climbLeg(const Terrain& terrain, const Body& body, int from, int to) {
  if (stanceIn(terrain, to, body) == Stance::kNone) return std::nullopt;
  const World& world = terrain.world();
  const Link* link = linkOf(world, from, to);
  if (link == nullptr || link->tread_cm == kNoWinding) return std::nullopt;
  const Stance stance = climbStance(body, link->kind, linkPassage(world, link->kind, to));
  if (stance == Stance::kNone) return std::nullopt;
  Leg leg;
  leg.from = from;
  leg.to = to;
  leg.link = link->kind;
  leg.segments[0] =
      climbSegment(*link, stance, std::abs(floorHeightCm(world, to) - floorHeightCm(world, from)));
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
  const DirtSpace space = terrain.dirtSpace(to);
  if (space == DirtSpace::kWall) return "a dirt wall blocks the way (it may be dug)";
  if (kind == SquareKind::kWater) return "water floods the way (a lever may drain it)";
  if (!isOpen(kind)) return fmt::format("{} blocks the way", nameOf(kind));
  if (std::string heights = whyHeightsForbid(terrain.world(), from, to); !heights.empty()) {
    return heights;
  }
  if (stanceIn(terrain, to, body) == Stance::kNone) {
    const std::string_view name = isDug(space) ? penaltiesOf(space).name : nameOf(kind);
    return fmt::format("{} {} ({}) is too small for {}",
                       terrain.world().doorAt(to) ? "doorway in" : "passage", name,
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
    case Stance::kProne:
      return "prone";
    case Stance::kNone:
      return "none";
  }
  return "none";
}

}  // namespace dungeon::sim
