// A large body following the party through dirt by pushing (SPEC section 9, the seed's hulk
// scene): each turn it steps ahead if it fits there, else onto a fitting diagonal ahead, else
// pushes the dirt ahead of it; when a push fails it stops. A policy over the dirt actions, so it
// conserves the dirt and replays by its streams like they do.
#pragma once

#include <string>
#include <vector>

#include "sim/dirt/dirt_actions.h"

namespace dungeon::sim {

struct FollowTurn {
  enum class Kind { kStep, kPush } kind;
  Point at;  // where the body stands after the turn
};

struct FollowReport {
  std::vector<FollowTurn> turns;
  Point at;              // where the body ended
  bool reached = false;  // it stood on or beside `target`
  std::string stopped;   // why it stopped short: the refused push, or out of turns
  int collapses = 0;     // squares its pushes brought down
};

// `body` on `at` heads `toward` until it stands on or beside `target` (8 ways), for at most
// `max_turns` turns. REQUIRES: body.pushes_dirt for it to get anywhere through dirt.
FollowReport followByPushing(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at,
                             Dir toward, Point target, int max_turns);

}  // namespace dungeon::sim
