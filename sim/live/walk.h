// The reach walk, executed: a body goes from a start to a target in the ticked sim, fetching
// the keys, levers and clues it needs, finding secret doors, opening doors (one-way doors from
// their handle's side) and waiting for them, with the game time of every action. When it
// cannot get there, the result names the first obstacle on the way and why it stops the body.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sim/live/scene.h"
#include "util/result.h"

namespace dungeon::sim {

struct WalkAction {
  int64_t time_ms = 0;
  std::string action;  // crouch, stand, climb, find, open, use, pull, take, read, wait
  Place at;
  std::string detail;
};

struct Obstacle {
  Place at;
  std::string reason;
};

// What a walk that may dig did besides walking (dig_walk.h).
struct DigReport {
  std::vector<Place> dug;   // the dirt walls it dug, in order
  int collapses = 0;        // squares its digs brought down
  int plans = 0;            // ways planned: one, and one more after each collapse or refusal
  int64_t walking_ms = -1;  // the quickest walk without digging, planned; -1: none
  int64_t planned_ms = 0;   // the first plan's time with digging
};

struct WalkResult {
  std::string dungeon;
  std::string body;
  Place from;
  Place to;
  bool reached = false;
  int64_t time_ms = 0;       // game time from the start to arrival (or to the stop)
  std::vector<Place> route;  // every square the body stood on, in order, from `from`
  std::vector<WalkAction> actions;
  std::optional<Obstacle> obstacle;  // set exactly when !reached
  std::optional<DigReport> digging;  // set for a walk that may dig
};

// A `dungeon walk` request: which body, optionally where from and to (default: the entrance
// and the goal), and whether it may dig through dirt walls (dig_walk.h).
struct WalkRequest {
  BodyKind body = BodyKind::kParty;
  std::optional<Place> from;
  std::optional<Place> to;
  bool dig = false;
};

// Walks the request through a fresh scene. Errors (no entrance or goal to default to, a place
// off the dungeon) come back as an InputError without file or line. `after`, when given,
// receives the dungeon as the walk left it (Scene::dungeonNow: the dirt it dug and brought down).
Result<WalkResult> walkDungeon(const World& world, const WalkRequest& request,
                               Dungeon* after = nullptr);

// Walks actor `id` of an existing scene to `target`, ticking the scene (so other actors, e.g.
// chasing monsters, move too). REQUIRES: the scene's clock is running.
WalkResult walkInScene(Scene& scene, int id, int target);

// The first obstacle on the open way from the actor's square to `target`, for a walk that
// found no route.
Obstacle explainObstacle(const Scene& scene, int id, int target);

// The actor's actions since event `first_event` of the scene (its own events: crouch, climb,
// open, dig, ...) with `waits` (the walk's own "wait" lines) merged in by time.
std::vector<WalkAction> actionsSince(const Scene& scene, int id, size_t first_event,
                                     const std::vector<WalkAction>& waits);

}  // namespace dungeon::sim
