// The reach walk against a model (RapidCheck): on random one-floor grids of rooms, corridors,
// crawls, water and plain doors, a body's walk reaches its target exactly when a plain
// Dijkstra over half-square costs written out here says it can, and takes exactly the model's
// least game time (1 s per standing half square, 2.5 s per crouched one, 1 s per door).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <queue>

#include "sim/live/walk.h"
#include "sim/live/walk_format.h"
#include "testing/floors.h"

namespace dungeon::sim {
namespace {

constexpr int kSide = kMinFloorSide;

struct Grid {
  Dungeon dungeon;
  Place from;
  Place to;
};

rc::Gen<SquareKind> genKind() {
  return rc::gen::weightedElement<SquareKind>({{3, SquareKind::kRock},
                                               {4, SquareKind::kRoom},
                                               {1, SquareKind::kCorridor},
                                               {2, SquareKind::kCrawl},
                                               {1, SquareKind::kWater}});
}

Grid randomGrid() {
  Grid g{testing::floorsOf({{}}), {}, {}};
  Floor& f = g.dungeon.floors[0];
  for (int i = 0; i < f.squareCount(); ++i) f.setKind(f.pointOf(i), *genKind());
  const auto doors = *rc::gen::container<std::vector<int>>(rc::gen::inRange(0, kSide * kSide));
  for (int i : doors) {
    if (isOpen(f.kind(f.pointOf(i)))) {
      testing::addThing(g.dungeon, ThingType::kDoor, 0, f.pointOf(i),
                        {{Field::kKind, DoorKind::kPlain}});
    }
  }
  g.from = {0, {*rc::gen::inRange(0, kSide), *rc::gen::inRange(0, kSide)}};
  g.to = {0, {*rc::gen::inRange(0, kSide), *rc::gen::inRange(0, kSide)}};
  return g;
}

// Milliseconds for half a square of this kind, or -1 where the body does not fit.
int64_t halfSquareMs(const Body& body, SquareKind kind, bool door) {
  Clearance c = clearanceOf(kind);
  if (door) c = {std::min(c.width_cm, 200), std::min(c.height_cm, 260)};
  if (c.width_cm < body.width_cm) return -1;
  if (c.height_cm >= body.standing_cm) return 1000;
  if (c.height_cm >= body.crouched_cm) return 2500;
  return -1;
}

// The model: least game time from `from` to `to`, or -1.
int64_t modelTime(const Grid& g, const Body& body) {
  const Floor& f = g.dungeon.floors[0];
  std::vector<bool> door(static_cast<size_t>(f.squareCount()), false);
  for (const Thing& t : g.dungeon.things) door[static_cast<size_t>(f.index(t.at))] = true;
  auto half = [&](Point p) {
    return halfSquareMs(body, f.kind(p), door[static_cast<size_t>(f.index(p))]);
  };
  std::vector<int64_t> best(static_cast<size_t>(f.squareCount()), -1);
  using Entry = std::pair<int64_t, int>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  open.push({0, f.index(g.from.at)});
  best[static_cast<size_t>(f.index(g.from.at))] = 0;
  while (!open.empty()) {
    const auto [t, i] = open.top();
    open.pop();
    if (t != best[static_cast<size_t>(i)]) continue;
    for (Dir dir : kAllDirs) {
      const Point q = step(f.pointOf(i), dir);
      if (!f.inBounds(q) || half(q) < 0) continue;
      const int64_t next = t + half(f.pointOf(i)) + half(q) + (door[f.index(q)] ? 1000 : 0);
      int64_t& known = best[static_cast<size_t>(f.index(q))];
      if (known < 0 || next < known) {
        known = next;
        open.push({next, f.index(q)});
      }
    }
  }
  return best[static_cast<size_t>(f.index(g.to.at))];
}

RC_GTEST_PROP(WalkProperty, ReachesExactlyWhenTheModelDoesInTheLeastTime, ()) {
  const Grid g = randomGrid();
  const BodyKind kind =
      *rc::gen::element(BodyKind::kParty, BodyKind::kMeatSack, BodyKind::kRindStalker);
  const Body& body = bodyOf(kind);
  const Floor& f = g.dungeon.floors[0];
  const bool start_door = std::any_of(g.dungeon.things.begin(), g.dungeon.things.end(),
                                      [&](const Thing& t) { return t.at == g.from.at; });
  RC_PRE(isOpen(f.kind(g.from.at)) && halfSquareMs(body, f.kind(g.from.at), start_door) > 0);
  const World world(g.dungeon);
  const auto walk = walkDungeon(world, {kind, g.from, g.to});
  RC_ASSERT(walk.ok());
  RC_LOG() << formatWalk(*walk);
  const int64_t model = modelTime(g, body);
  RC_TAG(model < 0 ? "unreachable" : "reachable");
  RC_ASSERT(walk->reached == (model >= 0));
  if (model >= 0) RC_ASSERT(walk->time_ms == model);
  if (!walk->reached) RC_ASSERT(walk->obstacle.has_value());
}

}  // namespace
}  // namespace dungeon::sim
