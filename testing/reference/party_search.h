// The party's reach written again for the reference rules (SPEC sections 7 and 8): from the
// entrance the party walks over squares and links by the step rule (steps.h) and the fit rule
// (bodies.h), picking up keys, reading clues, pulling levers (a draining lever drains its
// floor's water), and opening one-way doors from their handle's side and secret doors from
// beside them (openingSides). None of these loses anything; spending a key does, so a state is the
// set of locks opened, and every state the party can reach is searched, each one's reach
// grown again from the entrance (simple and slow on purpose). From the states come whether the
// goal can be reached, whether some state loses it, and which squares are ever reached. The
// search starts from the dungeon's first entrance; where a sheet has more than one goal (which
// goal.one refuses), reaching any of them reaches the goal (docs/reference.md).
#pragma once

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "testing/reference/bodies.h"
#include "testing/reference/steps.h"

namespace dungeon::reference {

// The sides of a one-way or secret door from which a body standing beside it opens it (SPEC
// section 4): a one-way door's and a one-way secret door's `opens_from` only; a two-way secret
// door's every side, since only its front shows it as wall (where the party finds its seam,
// standing there and looking at it) and every other face shows it as a door (docs/sim.md). A
// one-way door without `opens_from` opens from nowhere.
std::vector<Dir> openingSides(const Thing& door);

// More states than this are not searched (the search says so rather than run on).
inline constexpr int kMostStates = 2048;

class PartySearch {
 public:
  PartySearch(const DungeonIndex& index, const LinkPairing& links, const Spirals& spirals,
              const StepRules& steps);

  // False without an entrance, with more than 32 locks or more than kMostStates states.
  bool searched() const { return searched_; }
  bool solvable() const { return solvable_; }
  // Some state the party can reach can no longer reach the goal (only when solvable).
  bool softLock() const { return soft_lock_; }
  int states() const { return static_cast<int>(states_.size()); }
  // True where the party stands in some state of its run.
  bool everReached(Place p) const;
  // True when some state the party can reach can no longer reach p.
  bool canLose(Place p) const;

  // The locked doors, in the dungeon's order (lock i is bit i of a set of locks opened).
  const std::vector<const Thing*>& locks() const { return locks_; }
  // Where the party stands once it has picked up, read, pulled and opened all it can with the
  // locks in `locks` open and every other lock shut (none spent: keys_before_locks asks where
  // the party goes, not what it holds). REQUIRES: an entrance; locks < 2^locks().size().
  std::vector<bool> reachedWithLocksOpen(uint32_t locks) const;

  // Whether the party may step from `from` onto `to` (a neighbour on its floor or a linked
  // square) by heights, links and fit alone: doors and water aside.
  bool mayStep(Place from, Place to, bool drained) const;
  const StepRules& stepRules() const { return steps_; }
  // The squares joined to p by a link, with the link's own space.
  std::vector<std::pair<Place, Space>> linkedTo(Place p) const;

 private:
  struct Holdings;
  struct State {
    uint32_t locks = 0;
    std::vector<bool> reached;
    bool goal = false;
    std::vector<uint32_t> child_locks;  // the lock sets of the states it opens next
    std::vector<size_t> children;       // their numbers in states_
  };
  void search();
  State closeOver(uint32_t locks) const;
  bool reachedAt(const std::vector<bool>& reached, Place p) const;
  Holdings holdingsOf(const std::vector<bool>& reached, std::vector<bool> drained) const;
  int keysInHand(const Holdings& held, uint32_t locks, int colour) const;
  std::vector<uint32_t> locksOpenedNext(const std::vector<bool>& reached, const Holdings& held,
                                        uint32_t locks) const;
  std::vector<bool> reachWith(const Holdings& held, uint32_t locks) const;
  bool admits(Place to, const Holdings& held, uint32_t locks) const;
  bool enters(Place from, Place to, const Holdings& held, uint32_t locks) const;
  bool canWin(size_t state, std::vector<signed char>& memo) const;
  bool reaches(size_t state, int square, std::vector<signed char>& memo) const;

  const DungeonIndex& index_;
  const LinkPairing& links_;
  const Spirals& spirals_;
  const StepRules& steps_;
  // Per linked square, the squares its links join it to with the links' spaces; a spiral
  // between floors only where a winding fits it.
  std::map<Place, std::vector<std::pair<Place, Space>>> linked_;
  std::vector<char> has_link_;          // per square: linked_ holds it
  std::vector<const Thing*> locks_;     // the locked doors, in the dungeon's order
  std::map<Place, int> lock_of_;        // the lock standing on a square
  std::map<int, uint32_t> code_parts_;  // per code: the parts the sheet holds (bit p)
  std::vector<State> states_;
  bool searched_ = false;
  bool solvable_ = false;
  bool soft_lock_ = false;
  std::vector<bool> ever_;
};

}  // namespace dungeon::reference
