#include "sim/live/walk.h"

#include <fmt/format.h>

#include "sim/live/chase.h"
#include "sim/live/dig_walk.h"
#include "sim/live/messages.h"
#include "sim/live/route.h"

namespace dungeon::sim {
namespace {

// Longest a walk may wait for anything: an hour of game time. Nothing in a dungeon takes that
// long, so hitting it means the scene is stuck (e.g. the clock was stopped).
constexpr int64_t kMaxWaitMs = 3'600'000;

class Walker {
 public:
  Walker(Scene& scene, int id, int target) : scene_(scene), id_(id), target_(target) {
    first_event_ = scene.events().size();
    start_ms_ = scene.clock().nowMs();
    result_.body = std::string(scene.actor(id).body->name);
    result_.from = scene.world().place(scene.actor(id).square);
    result_.to = scene.world().place(target);
    result_.route.push_back(result_.from);
  }

  WalkResult run() {
    const Actor& actor = scene_.actor(id_);
    if (stanceIn(scene_.terrain(), actor.square, *actor.body) == Stance::kNone) {
      stop(
          {result_.from, fmt::format("{} does not fit the square it starts on", actor.body->name)});
      return finish();
    }
    // Each route either ends at the target or fetches a thing that opens a shut door, so the
    // number of routes is bounded by the number of things; the bound only guards mistakes.
    const size_t max_routes = scene_.world().dungeon().things.size() + 2;
    for (size_t i = 0; i < max_routes && !stopped(); ++i) {
      if (scene_.actor(id_).square == target_) break;
      const auto route = routeToward(scene_, id_, target_);
      if (!route) {
        stop(explainObstacle(scene_, id_, target_));
        break;
      }
      follow(*route);
    }
    if (!stopped() && scene_.actor(id_).square != target_) {
      stop({result_.to, "the walk found no way to the target"});
    }
    return finish();
  }

 private:
  bool stopped() const { return result_.obstacle.has_value(); }
  void stop(Obstacle obstacle) { result_.obstacle = std::move(obstacle); }

  // Follows the route, but only up to the first lock it spends a key on: the route finder counts
  // a colour's locks as open while a key of it is in hand, so after each spent key it plans
  // again with what is left.
  void follow(const Route& route) {
    for (size_t i = 1; i < route.squares.size() && !stopped(); ++i) {
      const bool lock = isShutLock(route.squares[i]);
      step(route.squares[i]);
      if (lock) return;
    }
    if (!stopped() && route.pull_lever_at_end) scene_.use(id_, scene_.actor(id_).square);
  }

  bool isShutLock(int square) const {
    const DoorState* door = scene_.doors().at(square);
    return door != nullptr && !door->passable() &&
           door->thing->fields.asOr(Field::kKind, DoorKind::kPlain) == DoorKind::kLocked;
  }

  void step(int to) {
    if (!openWay(to)) return;
    const std::string refused = scene_.startMove(id_, to);
    if (!refused.empty()) return stop({scene_.world().place(to), refused});
    if (!waitUntil([&] { return scene_.actor(id_).idle(); })) return;
    result_.route.push_back(scene_.world().place(to));
  }

  // Finds, opens and waits for a door on `to` that is not open yet. False when it stopped.
  bool openWay(int to) {
    DoorState* door = scene_.doors().at(to);
    if (door == nullptr || door->passable()) return true;
    const Place at = scene_.world().place(to);
    const auto towards = dirBetween(scene_.world(), scene_.actor(id_).square, to);
    const Dir face = towards ? opposite(*towards) : door->insideFace();
    if (towards && door->hiddenFrom(face)) scene_.look(id_, *towards);
    if (door->phase != DoorPhase::kOpening) {
      const std::string message(towards ? scene_.use(id_, to) : scene_.useAcrossLink(id_, to));
      if (!message.empty()) {
        const std::string why = doorRefusal(scene_, scene_.actor(id_), *door, face);
        return refuse({at, why.empty() ? message : why});
      }
    }
    const int64_t since = scene_.clock().nowMs();
    if (!waitUntil([&] { return door->passable(); })) return false;
    result_.actions.push_back(
        {since, "wait", at,
         fmt::format("{} ms for the {} to open", scene_.clock().nowMs() - since,
                     specOf(door->thing->type).name)});
    return true;
  }

  bool refuse(Obstacle obstacle) {
    stop(std::move(obstacle));
    return false;
  }

  template <class Done>
  bool waitUntil(Done done) {
    const int64_t limit = scene_.clock().nowMs() + kMaxWaitMs;
    while (!done()) {
      if (!scene_.clock().running() || scene_.clock().nowMs() >= limit) {
        stop({scene_.world().place(scene_.actor(id_).square), "the game clock is stopped"});
        return false;
      }
      scene_.tick();
    }
    return true;
  }

  WalkResult finish() {
    result_.actions = actionsSince(scene_, id_, first_event_, result_.actions);
    result_.reached = !stopped();
    result_.time_ms = scene_.clock().nowMs() - start_ms_;
    return std::move(result_);
  }

  Scene& scene_;
  int id_;
  int target_;
  size_t first_event_ = 0;
  int64_t start_ms_ = 0;
  WalkResult result_;
};

// The fewest steps from `from` to `to` over open squares, else (when none leads) through dirt
// walls too, so that a dug way's missing squares are the obstacle; empty when neither leads.
std::vector<int> blindPath(const Terrain& terrain, int from, int to) {
  const World& world = terrain.world();
  std::vector<int> dist = blindDistances(terrain, to);
  if (dist[static_cast<size_t>(from)] < 0) dist = blindDistances(terrain, to, true);
  if (dist[static_cast<size_t>(from)] < 0) return {};
  std::vector<int> path{from};
  while (path.back() != to) {
    const int at = path.back();
    int next = -1;
    auto consider = [&](int s) {
      if (s >= 0 && dist[static_cast<size_t>(s)] == dist[static_cast<size_t>(at)] - 1 && next < 0) {
        next = s;
      }
    };
    for (Dir dir : kAllDirs) consider(world.neighbour(at, dir));
    for (int s : world.linked(at)) consider(s);
    path.push_back(next);
  }
  return path;
}

Result<Place> placeOfThing(const World& world, ThingType type, std::string_view what) {
  const auto things = thingsOf(world.dungeon(), type);
  if (things.empty()) {
    return InputError{"", 0, 0,
                      fmt::format("the dungeon has no {} to walk {}", specOf(type).name, what)};
  }
  return Place{things.front()->floor, things.front()->at};
}

}  // namespace

std::vector<WalkAction> actionsSince(const Scene& scene, int id, size_t first_event,
                                     const std::vector<WalkAction>& waits) {
  const auto& events = scene.events();
  std::vector<WalkAction> merged;
  size_t next_wait = 0;
  for (size_t e = first_event; e <= events.size(); ++e) {
    const int64_t t = e < events.size() ? events[e].time_ms : INT64_MAX;
    while (next_wait < waits.size() && waits[next_wait].time_ms < t) {
      merged.push_back(waits[next_wait++]);
    }
    if (e == events.size() || events[e].actor != id) continue;
    merged.push_back({events[e].time_ms, events[e].action, scene.world().place(events[e].square),
                      events[e].detail});
  }
  return merged;
}

WalkResult walkInScene(Scene& scene, int id, int target) {
  return Walker(scene, id, target).run();
}

Obstacle explainObstacle(const Scene& scene, int id, int target) {
  const World& world = scene.world();
  const Actor& actor = scene.actor(id);
  const std::vector<int> path = blindPath(scene.terrain(), actor.square, target);
  if (path.empty()) return {world.place(target), "no open way leads there"};
  for (size_t i = 1; i < path.size(); ++i) {
    const int from = path[i - 1];
    const int to = path[i];
    if (std::string why = whyNoLeg(scene.terrain(), *actor.body, from, to); !why.empty()) {
      return {world.place(to), why};
    }
    const DoorState* door = scene.doors().at(to);
    const auto towards = dirBetween(world, from, to);
    if (door == nullptr || !towards) continue;
    if (std::string why = doorRefusal(scene, actor, *door, opposite(*towards)); !why.empty()) {
      return {world.place(to), why};
    }
  }
  return {world.place(target), "every way there is shut"};
}

Result<WalkResult> walkDungeon(const World& world, const WalkRequest& request, Dungeon* after) {
  auto from = request.from ? Result<Place>(*request.from)
                           : placeOfThing(world, ThingType::kEntrance, "from");
  if (!from) return from.error();
  auto to = request.to ? Result<Place>(*request.to) : placeOfThing(world, ThingType::kGoal, "to");
  if (!to) return to.error();
  for (const Place& p : {*from, *to}) {
    if (!world.valid(p)) {
      return InputError{
          "", 0, 0,
          fmt::format("{}:{},{} is not a square of the dungeon", p.floor + 1, p.at.x, p.at.y)};
    }
  }
  Scene scene(world);
  const int id =
      scene.addActor(std::string(bodyOf(request.body).name), request.body, world.index(*from));
  WalkResult result = request.dig ? digWalkInScene(scene, id, world.index(*to))
                                  : walkInScene(scene, id, world.index(*to));
  result.dungeon = world.dungeon().name;
  if (after != nullptr) *after = scene.dungeonNow();
  return result;
}

}  // namespace dungeon::sim
