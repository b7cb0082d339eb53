// How fast and in what stance a body covers one leg of the square graph (SPEC section 3):
// a walk from a square's centre to a neighbour's centre, or a climb along a vertical link.
// Distances are whole centimetres and durations whole ticks, so two runs never differ.
// Every leg asks the live terrain (terrain.h) how much room a square leaves; doors and other
// bodies are the scene's business.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "model/rules.h"
#include "model/thing.h"
#include "sim/world/body.h"
#include "sim/world/clock.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sim {

inline constexpr int kHalfSquareCm = kSquareCm / 2;

// SPEC section 3 speeds, in centimetres per second of game time.
inline constexpr int kWalkCmPerS = 150;
inline constexpr int kCrouchCmPerS = 60;
inline constexpr int kProneCmPerS = 30;
// The SPEC's ladder and duct climb speeds, as the thing catalogue gives them (model/thing.h).
inline constexpr int kLadderCmPerS = linkTraitsOf(ThingType::kLadder).climb_cm_per_s;
inline constexpr int kDuctCmPerS = linkTraitsOf(ThingType::kDuct).climb_cm_per_s;
// The walking line of a spiral's treads in its one-square shaft: 0.9 m from the middle, where
// sim/stairs/spiral.h measures the slope (kSpiralSlopeRadiusM).
inline constexpr int kSpiralWalkingLineCm = 90;
// A 2 x 2 shaft's walking line, 1.8 m from its middle (SPEC section 5.5).
inline constexpr int kWideSpiralWalkingLineCm = 180;

// One stretch of a leg done in one stance at one speed. A walk's segment covers half a square
// across the floor; its distance is measured along the slope or the spiral's treads.
struct Segment {
  int distance_cm = 0;
  int duration_ms = 0;
  Stance stance = Stance::kStanding;
};

// A move from square `from` to square `to`: a walk (two half squares, each in the stance its
// own square demands and at the share of that stance's speed the square allows: a dirt heap
// or mound slows every body) or a climb (one segment along the link).
struct Leg {
  int from = -1;
  int to = -1;
  std::optional<LinkKind> link;  // set for a climb
  std::array<Segment, 2> segments{};
  int segment_count = 0;

  int durationMs() const;
  // The stance the body has when the leg ends: a climbing duct leaves it crouched.
  Stance arrivalStance() const { return segments[static_cast<size_t>(segment_count - 1)].stance; }
};

// Milliseconds to cover `distance_cm` at `speed`, rounded up to whole ticks.
int travelMs(int distance_cm, int speed_cm_per_s);
// A stance's own speed on flat floor in cm/s (0 for kNone).
int speedOf(Stance stance);

// The whole number nearest the square root of `n` (n >= 0), with no floating point.
int64_t roundedSqrt(int64_t n);
// The length between two neighbouring squares' centres along the slope, in centimetres: the
// 3 m across the floor and `rise_cm` up or down, sqrt(300^2 + rise^2) to the nearest cm.
int slopeLengthCm(int rise_cm);
// The length of a spiral's treads along its walking line: a helix `radius_cm` from the middle
// sweeping `sweep_degrees` round it (the winding's sweep from doorway to doorway, landings
// included) while it rises `rise_cm`, sqrt((radius * sweep in radians)^2 + rise^2) to the
// nearest cm. Integers only: pi is taken as 355/113.
int spiralTreadCm(int rise_cm, int sweep_degrees, int radius_cm);

// The stance the body must take in the square as the terrain leaves it now (its passageAt),
// or kNone where it does not fit.
Stance stanceIn(const Terrain& terrain, int square, const Body& body);
// Free space of a vertical link's passage (ladder hole, duct shaft, lift car, spiral tread;
// terrain.h), as the catalogue's row gives it: a spiral's is a one-square shaft's.
Clearance linkPassage(LinkKind kind);
// The same for the link of `kind` with an end at square `end`: a spiral's is its shaft's treads
// (0.9 m wide, or 1.8 m in a 2 x 2 shaft).
Clearance linkPassage(const World& world, LinkKind kind, int end);
// The kind of vertical link joining a and b, if any.
std::optional<LinkKind> linkBetween(const World& world, int a, int b);
// Height of a square's floor in centimetres (floor base plus the square's own height).
int floorHeightCm(const World& world, int square);

// The leg from `from` to `to` (a neighbour on the same floor or a linked square) for this body
// over the terrain as it is now, or nullopt when the squares are not joined, the body does
// not fit one of the passages, or the heights forbid the step (a cliff, a spiral that no
// winding fits: sim/world/heights.h).
//
// A walk is the slope between the two centres, half in the stance of each square. Where a
// within-floor spiral stands on one end, that end's half is half a square plus half the
// spiral's treads (a walk through the shaft is 3 m plus the treads), and the other end's
// half is flat. A climb covers the height between the two ends; a spiral's climb is its
// treads, walked at the body's speed in its stance.
std::optional<Leg> legBetween(const Terrain& terrain, const Body& body, int from, int to);

// The same for a known pair: `to` is the neighbour of `from` (a walk), or a linked square
// (a climb). Faster than legBetween, which first works out which of the two it is.
std::optional<Leg> walkLeg(const Terrain& terrain, const Body& body, int from, int to);

// What a square leaves a body for a walk: its free space and the share of a stance's speed.
struct SquareNow {
  Clearance passage;
  int speed_percent = 100;
};
// The square as the terrain leaves it now (passageAt, speedPercentAt).
SquareNow squareNow(const Terrain& terrain, int square);
// walkLeg over the two squares as `from_now` and `to_now` leave them rather than as the terrain
// does (the dig planner's squares once dug); heights are the world's.
std::optional<Leg> walkLegAs(const World& world, const Body& body, int from, int to,
                             SquareNow from_now, SquareNow to_now);
std::optional<Leg> climbLeg(const Terrain& terrain, const Body& body, int from, int to);

// Why the body cannot make the leg over the terrain as it is now, for obstacle reports ("" when
// it can).
std::string whyNoLeg(const Terrain& terrain, const Body& body, int from, int to);

std::string_view stanceName(Stance stance);

}  // namespace dungeon::sim
