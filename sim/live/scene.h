// The live sim: one game clock, the doors' states, the live terrain (drained water), the pulled
// levers and the bodies (actors) in a dungeon, advanced tick by tick. Every change of state goes
// through a command (move, use, look, stand up, chase) or a tick, and every action lands in the
// event log with its game time. Deterministic: actors and doors advance in index order; no wall
// time, no randomness.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sim/live/doors.h"
#include "sim/world/clock.h"
#include "sim/world/motion.h"

namespace dungeon::sim {

// SPEC section 4: a secret door is found from within 1.9 m of its front while looked at.
inline constexpr int kSeamSightCm = 190;

struct Actor {
  std::string name;
  const Body* body = nullptr;
  int square = -1;
  Stance stance = Stance::kStanding;
  Dir facing = Dir::kNorth;
  std::optional<Leg> leg;  // the leg under way, if any
  int leg_elapsed_ms = 0;
  Dir leg_dir = Dir::kNorth;            // the direction of a walk leg under way
  std::array<int, 4> keys{};            // keys held per Colour; opening a lock spends one
  std::set<std::pair<int, int>> clues;  // (code, part) known
  int chasing = -1;                     // actor id this one chases, or -1
  std::string message;                  // the last message it was told

  bool idle() const { return !leg.has_value(); }
  bool hasKey(Colour colour) const { return keys[static_cast<size_t>(colour)] > 0; }
};

// One action of one actor at a game time ("open", "crouch", "climb", "find", ...).
struct Event {
  int64_t time_ms = 0;
  int actor = -1;
  std::string action;
  int square = -1;
  std::string detail;
};

// Where a body is, in centimetres from its floor's north-west corner.
struct Position {
  int floor = 0;
  int x_cm = 0;
  int y_cm = 0;
};

// Lifetimes: a Scene refers to its World (and so to the Dungeon), which must outlive it; it owns
// its clock, door bank, terrain, actors and event log. While bodies move, only those change; the
// World never does.
class Scene {
 public:
  explicit Scene(const World& world);
  Scene(const World&& world) = delete;  // it would outlive a temporary world

  const World& world() const { return *world_; }
  GameClock& clock() { return clock_; }
  const GameClock& clock() const { return clock_; }
  DoorBank& doors() { return doors_; }
  const DoorBank& doors() const { return doors_; }
  bool leverPulled(int lever) const { return pulled_.contains(lever); }
  // What bodies can pass now: the world with the water drained by levers with drains=yes.
  const Terrain& terrain() const { return terrain_; }
  const std::vector<Event>& events() const { return events_; }
  // True once some body picked up this key.
  bool taken(const Thing& key) const { return taken_.contains(&key); }

  // Puts a body on a square, in the stance the square demands. Returns its id.
  // REQUIRES: the square is valid. A body that does not fit there still stands there.
  int addActor(std::string name, BodyKind kind, int square);
  Actor& actor(int id) { return actors_[static_cast<size_t>(id)]; }
  const Actor& actor(int id) const { return actors_[static_cast<size_t>(id)]; }
  int actorCount() const { return static_cast<int>(actors_.size()); }
  std::optional<int> findActor(std::string_view name) const;

  // One tick: chasers choose their next step, legs and doors advance, bodies notice seams.
  // Does nothing while the clock is stopped.
  void tick();

  // Starts an idle actor on the leg to `to` (a neighbour or a linked square). Returns "" when
  // it started, else why not (the leg does not fit, a door there is not open, already moving).
  std::string startMove(int id, int to);
  // Use on the actor's own square (a lever) or a neighbouring door, from the face the actor
  // stands on. Returns the message it is told; "" when the use did something silently.
  std::string_view use(int id, int square);
  // Turns the actor to look along `dir`; returns kWallHasSeam when that finds a secret door.
  std::string_view look(int id, Dir dir);
  // Stands a crouched actor up where the ceiling allows; else kNoRoomToStand.
  std::string_view standUp(int id);
  // Makes `monster` chase `target` on every later tick.
  void chase(int monster, int target) { actor(monster).chasing = target; }

  // True when an actor stands on the square or is moving into or out of it.
  bool occupied(int square) const;
  // True when the actor knows every part of the keypad code that the dungeon's clues give.
  bool codeKnown(const Actor& actor, int code) const;
  Position positionOf(const Actor& actor) const;

 private:
  void advanceLeg(int id, int ms);
  void arrive(int id);
  void setStance(int id, Stance stance);
  void noticeSeams(int id);
  std::string_view useDoor(int id, DoorState& door, Dir face);
  std::string_view openDoor(int id, DoorState& door);
  std::string_view pullLever(int id);
  void record(int id, std::string action, int square, std::string detail = "");
  std::string_view tell(int id, std::string_view message);

  const World* world_;
  GameClock clock_;
  DoorBank doors_;
  Terrain terrain_;
  std::set<int> pulled_;
  std::vector<Actor> actors_;
  std::vector<Event> events_;
  std::vector<const Thing*> pickups_;  // keys and clues, in canonical order
  std::set<const Thing*> taken_;       // keys picked up (each key is taken once)
};

// The direction from square `from` to its neighbour `to`, or nullopt when not neighbours.
std::optional<Dir> dirBetween(const World& world, int from, int to);

}  // namespace dungeon::sim
