// What the party has achieved at one point of a run: the squares it can walk to, the keys it
// holds, the levers pulled (and its own terrain, with the water they drained), the code parts
// known and the one-way and secret doors it has opened. closeOver() grows it to the fixpoint of
// everything reachable without spending a key: picking things up, pulling levers, reading clues and
// opening doors from their handle side never loses anything, so the only choice left to search is
// which lock to spend a key on.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <map>
#include <vector>

#include "sim/world/body.h"
#include "sim/world/terrain.h"
#include "sim/world/world.h"

namespace dungeon::sim {

inline constexpr int kMaxLeverId = 99;

// What a run needs to know of a dungeon, built once per dungeon and shared by every state of
// a search: the locked doors in canonical order (a run's spent keys are a bitmask over them),
// the things on each square, the doors each square is the handle side of, and the parts of
// each keypad code.
struct LockTable {
  std::vector<const Thing*> locks;
  std::vector<int> lock_at;                      // per square: lock index, or -1
  std::vector<std::vector<const Thing*>> items;  // per square: the things standing there
  std::vector<std::vector<int>> handles;         // per square: doors it opens
  std::map<int, uint32_t> required_parts;        // code -> parts on the sheet (bit p)
  explicit LockTable(const World& world);
  int indexOf(int square) const { return lock_at[static_cast<size_t>(square)]; }
};

// What the door on a square asks before it lets a body in: nothing (no door, a plain one), a
// lock's key spent on it, a lever pulled, every part of a keypad's code known, or (one-way and
// secret doors) its handle side reached; never for a lock or keypad the table does not know.
struct EntryRule {
  enum class Kind : uint8_t { kNone, kNever, kLock, kLever, kCode, kOpened };
  Kind kind = Kind::kNone;
  int id = 0;  // the lock's index, the lever's id or the code
  auto operator<=>(const EntryRule&) const = default;
};
EntryRule entryRuleOf(const World& world, const LockTable& table, int square);

// Whether `rule` lets a body in, given what it holds: the one statement of the rule, for every
// search over whatever state it keeps. `held` answers lockOpen(index), leverPulled(id),
// codeKnown(code) and doorOpened() (of the square the rule is for).
template <class Held>
bool admits(const EntryRule& rule, const Held& held) {
  switch (rule.kind) {
    case EntryRule::Kind::kNone:
      return true;
    case EntryRule::Kind::kNever:
      return false;
    case EntryRule::Kind::kLock:
      return held.lockOpen(rule.id);
    case EntryRule::Kind::kLever:
      return held.leverPulled(rule.id);
    case EntryRule::Kind::kCode:
      return held.codeKnown(rule.id);
    case EntryRule::Kind::kOpened:
      return held.doorOpened();
  }
  return false;
}

struct Progress {
  explicit Progress(const Terrain& start) : terrain(start) {}

  Terrain terrain;                             // the start's terrain with the water drained here
  std::vector<char> reached;                   // per square of the world
  std::array<int, kColourCount> keys_found{};  // keys picked up, per colour
  std::bitset<kMaxLeverId + 1> levers;         // lever ids pulled
  std::map<int, uint32_t> code_parts;          // code -> parts known (bit p for part p)
  std::vector<char> opened;                    // per square: a one-way or secret door opened
  uint32_t locks_open = 0;                     // locks opened with a key (LockTable order)
  bool goal = false;                           // the goal's square is reached
};

// How far a body gets from square `start` over `terrain` (and the water its levers drain) with
// the given locks open, picking up everything it can. REQUIRES: locks_open only names locks of
// `table`, built from the terrain's world; the world outlives the result (its terrain refers
// to it).
Progress closeOver(const Terrain& terrain, const LockTable& table, const Body& body, int start,
                   uint32_t locks_open);

// Nothing achieved yet over `terrain`: nothing reached, picked up, opened or drained beyond what
// the terrain already has; `locks_open` already open.
Progress emptyProgress(const Terrain& terrain, uint32_t locks_open);

// Whether a body standing on `from` can step onto `to` (a neighbour or a linked square) with
// what `p` has achieved: the fit rule over its terrain (drained water, windows), and doors.
bool canStep(const LockTable& table, const Body& body, const Progress& p, int from, int to);
// The fit half of canStep: whether the body fits the room `to` leaves over `terrain` (tightened
// to the link's passage when the step climbs between floors), doors aside.
bool fitsStep(const Terrain& terrain, const Body& body, int from, int to);

// Standing on `square`: picks up its keys, clues and levers and opens the doors whose handle
// side it is.
void arriveAt(const LockTable& table, int square, Progress& p);
void pickUp(const Thing& t, Progress& p);

// Keys of `colour` found (`keys_found`, per colour) and not yet spent on one of the locks open
// (`locks_open`, a bitmask in LockTable order); 0 for a colour out of range (a hand-made lock
// with no colour opens for no key).
int keysInHand(const LockTable& table, uint32_t locks_open,
               const std::array<int, kColourCount>& keys_found, int colour);
int keysInHand(const Progress& p, const LockTable& table, int colour);

}  // namespace dungeon::sim
