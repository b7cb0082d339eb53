// The live sim: one game clock, the doors' states, the live terrain (drained water and the live
// dirt of every dirt floor), the pulled levers and the bodies (actors) in a dungeon, advanced
// tick by tick. Every change of state goes through a command (move, use, look, stand up, chase,
// dig, pack, reinforce, push, tunnel) or a tick, and every action lands in the event log with
// its game time. Deterministic: actors and doors advance in index order; no wall time; the dirt
// draws only from its named streams (sim/dirt/dirt_actions.h), seeded from the dungeon's seed.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sim/dirt/dirt_actions.h"
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
  int work_left_ms = 0;                 // game time left of the dirt work under way
  bool buried = false;                  // dirt fell where it stood and left it no room
  std::array<int, 4> keys{};            // keys held per Colour; opening a lock spends one
  std::set<std::pair<int, int>> clues;  // (code, part) known
  int chasing = -1;                     // actor id this one chases, or -1
  std::string message;                  // the last message it was told
  // Squares a chase's push or tunnelling step was refused on, while the dirt is as it was then
  // (refused_at: the scene's dirtVersion() of the refusal).
  std::vector<int> refused;
  uint64_t refused_at = 0;

  bool idle() const { return !leg.has_value() && work_left_ms == 0; }
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

// What a chasing body does next (sim/live/chase.h): stay, walk or climb to a square, or push or
// tunnel into the neighbour it faces.
struct ChaseMove {
  enum class Kind { kStay, kStep, kPush, kTunnel };
  Kind kind = Kind::kStay;
  int to = -1;               // the square stepped to, or pushed or tunnelled into
  Dir facing = Dir::kNorth;  // the way a push or tunnel faces
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
  // What bodies can pass now: the world with the water drained by levers with drains=yes and
  // the dirt as digging, pushing, tunnelling and collapse have left it.
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
  // Use on the door standing at the far end of a vertical link from the actor's square, from the
  // door's inside face (DoorState::insideFace). Returns the message it is told.
  std::string_view useAcrossLink(int id, int square);
  // Turns the actor to look along `dir`; returns kWallHasSeam when that finds a secret door.
  std::string_view look(int id, Dir dir);
  // Stands a crouched actor up where the ceiling allows; else kNoRoomToStand.
  std::string_view standUp(int id);
  // Makes `monster` chase `target` on every later tick.
  void chase(int monster, int target) { actor(monster).chasing = target; }

  // --- dirt (scene_dirt.cpp; SPEC 9, docs/dirt.md) -------------------------------------
  // The streams collapse and pushes draw from: the dungeon's seed's, or `seed`'s once set.
  void setDirtSeed(uint64_t seed) { dirt_streams_ = DirtStreams(seed); }
  // Counts every change of the live dirt: equal counts, the same dirt.
  uint64_t dirtVersion() const { return dirt_version_; }
  // A change of the dirt of `floor` by no body (a script's hand, no game time): `action` runs on
  // its live dirt and the streams, then the bodies are settled (settleBodies). Returns what the
  // action returned. REQUIRES: terrain().dirt(floor) != nullptr.
  template <class Action>
  DirtOutcome changeDirt(int floor, Action action) {
    DirtOutcome out = action(terrain_.dirtToChange(floor), dirt_streams_);
    if (out.done) dirtChanged(floor);
    return out;
  }
  // A body's dirt work (SPEC 9): the dirt changes at once, then the body spends the work's time
  // on it (kDigMs, kPackMs, ... in sim/world/dirt_space.h) and does nothing else meanwhile.
  // Digging, packing and reinforcing act on the body's own square or a neighbour (8 ways) on its
  // floor; pushing and tunnelling on the square it faces, which they turn it to. A refused work
  // changes nothing, takes no time and its refusal is the outcome's; so is a body that is busy,
  // buried or not on a dirt floor.
  DirtOutcome startDig(int id, int from, int to);
  DirtOutcome startDigAbove(int id, int from, int to);
  DirtOutcome startPack(int id, int at);
  DirtOutcome startReinforce(int id, int at);
  DirtOutcome startPush(int id, Dir facing);
  DirtOutcome startTunnel(int id, Dir facing);

  // The dungeon as the scene has left it: the world's dungeon with every dirt floor's dirt and
  // ground as the live terrain holds them, a dirt wall's square rock and a square dug out of rock
  // a corridor (what dirt containers hold is not written: a sheet has no containers).
  Dungeon dungeonNow() const;

  // True when the body sees the square (SPEC 8 and 9): on its floor, the line of sight over the
  // built geometry, the live dirt and the doors as they stand now holds (sim/world/sight.h), and
  // from a crawlway the square lies in the 90-degree cone the body faces.
  bool sees(int viewer, int square) const;

  // True when an actor stands on the square or is moving into or out of it.
  bool occupied(int square) const;
  // True when the actor knows every part of the keypad code that the dungeon's clues give.
  bool codeKnown(const Actor& actor, int code) const;
  Position positionOf(const Actor& actor) const;

 private:
  void takeChaseMove(int id, const ChaseMove& move);
  void advanceLeg(int id, int ms);
  void arrive(int id);
  void setStance(int id, Stance stance);
  void noticeSeams(int id);
  std::string_view useDoor(int id, DoorState& door, Dir face);
  std::string_view openDoor(int id, DoorState& door);
  std::string_view pullLever(int id);
  void record(int id, std::string action, int square, std::string detail = "");
  std::string_view tell(int id, std::string_view message);
  // scene_dirt.cpp: the checks every body's dirt work makes, its start, and what a change of the
  // dirt does to bodies.
  std::string whyNoWork(int id, int square) const;
  DirtOutcome startWork(int id, int square, int duration_ms, std::string action,
                        const std::function<DirtOutcome(DirtTerrain&, DirtStreams&, Point)>& work);
  void dirtChanged(int floor);
  void settleBodies(int floor);
  void markTunneller(int id, bool standing);

  const World* world_;
  GameClock clock_;
  DoorBank doors_;
  Terrain terrain_;
  std::set<int> pulled_;
  std::vector<Actor> actors_;
  std::vector<Event> events_;
  std::vector<const Thing*> pickups_;  // keys and clues, in canonical order
  std::set<const Thing*> taken_;       // keys picked up (each key is taken once)
  DirtStreams dirt_streams_;
  uint64_t dirt_version_ = 0;
};

// The direction from square `from` to its neighbour `to`, or nullopt when not neighbours.
std::optional<Dir> dirBetween(const World& world, int from, int to);

}  // namespace dungeon::sim
