// The metrics of SPEC section 7 implemented so far, and their registry. Each is documented in
// docs/metrics.md; bands live in checks/bands.txt.
#include "checks/metrics.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <set>
#include <utility>

#include "model/square_groups.h"
#include "sim/goal_view.h"
#include "sim/reach.h"

namespace dungeon::checks {
namespace {

const Floor& floorAt(const CheckContext& c, int f) {
  return c.dungeon.floors[static_cast<size_t>(f)];
}

// A square of floor f bodies can walk (a window ends a glimpse slot in glass); none off the floor.
bool walkable(const CheckContext& c, int f, Point p) {
  return floorAt(c, f).inBounds(p) && c.world.walkable(c.world.index({f, p}));
}

int64_t roomCount(const CheckContext& c, int f) {
  return findRooms(floorAt(c, f)).count() * kMilli;
}

int64_t openFraction(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  int64_t open = 0;
  for (int i = 0; i < floor.squareCount(); ++i) open += isOpen(floor.kind(floor.pointOf(i)));
  return open * kMilli / floor.squareCount();
}

// Steps the party takes from the entrance to the goal with every gate open, across floors
// (a ladder, lift, duct or spiral is one step; CheckContext::open_way); 0 without a way.
int64_t criticalPath(const CheckContext& c, int /*dungeon-wide*/) {
  return std::max(c.open_way, 0) * kMilli;
}

// Independent loops of the floor's plan: the cycle rank E - V + C of the graph whose nodes
// are rooms (each room one node) and walkable squares outside rooms, joined where they touch.
// A glimpse slot ends in a window, so it is no loop.
int64_t loops(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  const SquareGroups rooms = findRooms(floor);
  auto node = [&](Point p) {
    const int room = rooms.group_of[static_cast<size_t>(floor.index(p))];
    return room >= 0 ? room : rooms.count() + floor.index(p);
  };
  std::vector<std::pair<int, int>> edges;
  std::vector<char> is_node(static_cast<size_t>(rooms.count() + floor.squareCount()), 0);
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (!walkable(c, f, p)) continue;
    is_node[static_cast<size_t>(node(p))] = 1;
    for (Dir dir : {Dir::kEast, Dir::kSouth}) {
      const Point q = step(p, dir);
      if (walkable(c, f, q) && node(p) != node(q)) edges.push_back(std::minmax(node(p), node(q)));
    }
  }
  // A room touching one square twice is one edge.
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  const int64_t nodes = std::count(is_node.begin(), is_node.end(), 1);
  // Components: the checks demand one connected plan, but count honestly anyway.
  std::vector<int> parent(is_node.size());
  for (size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<int>(i);
  auto root = [&](int x) {
    while (parent[static_cast<size_t>(x)] != x) {
      parent[static_cast<size_t>(x)] = parent[static_cast<size_t>(parent[static_cast<size_t>(x)])];
      x = parent[static_cast<size_t>(x)];
    }
    return x;
  };
  int64_t components = nodes;
  for (auto [a, b] : edges) {
    const int ra = root(a), rb = root(b);
    if (ra != rb) {
      parent[static_cast<size_t>(ra)] = rb;
      --components;
    }
  }
  return (static_cast<int64_t>(edges.size()) - nodes + components) * kMilli;
}

// Walkable squares outside rooms with exactly one walkable neighbour and no link to another
// floor: corridor stubs that lead nowhere (a glimpse slot is one: it ends in its window).
int64_t deadEnds(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  int64_t count = 0;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (!walkable(c, f, p) || floor.kind(p) == SquareKind::kRoom) continue;
    if (!c.world.linked(c.world.index({f, p})).empty()) continue;
    int neighbours = 0;
    for (Dir dir : kAllDirs) neighbours += walkable(c, f, step(p, dir));
    count += neighbours == 1;
  }
  return count * kMilli;
}

// The longest straight line of corridor squares, across or down.
int64_t longestStraightRun(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  int best = 0;
  for (Dir dir : {Dir::kEast, Dir::kSouth}) {
    for (int i = 0; i < floor.squareCount(); ++i) {
      Point p = floor.pointOf(i);
      if (floor.kind(p) != SquareKind::kCorridor) continue;
      if (floor.kindOrRock(step(p, opposite(dir))) == SquareKind::kCorridor) continue;
      int run = 0;
      for (; floor.kindOrRock(p) == SquareKind::kCorridor; p = step(p, dir)) ++run;
      best = std::max(best, run);
    }
  }
  return best * kMilli;
}

int64_t meanRoomArea(const CheckContext& c, int f) {
  const SquareGroups rooms = findRooms(floorAt(c, f));
  if (rooms.count() == 0) return 0;
  int64_t total = 0;
  for (int a : rooms.area) total += a;
  return total * kMilli / rooms.count();
}

// 1 when the goal room or a door of it is seen from the first third of the party's way on
// the goal's floor, in the built geometry (sim/goal_view.h); else 0.
int64_t goalSeenEarly(const CheckContext& c, int /*dungeon-wide*/) {
  return sim::goalSeenEarly(c.dungeon, sim::goalView(c.terrain)) ? kMilli : 0;
}

// For each lock on the floor, the steps from the nearest key of its colour on the floor to the
// lock (every door open); the mean over the floor's locks, 0 without locks or keys.
int64_t keyLockDistance(const CheckContext& c, int f) {
  std::vector<const Thing*> locks;
  for (const Thing* door : thingsOf(c.dungeon, ThingType::kDoor, f)) {
    if (door->fields.asOr(Field::kKind, DoorKind::kPlain) == DoorKind::kLocked) {
      locks.push_back(door);
    }
  }
  // One search from each key, read at every lock of its colour.
  std::vector<int> nearest(locks.size(), -1);
  for (const Thing* key : thingsOf(c.dungeon, ThingType::kKey, f)) {
    const auto distance =
        sim::worldDistances(c.terrain, c.world.index({f, key->at}), sim::bodyOf(BodyKind::kParty));
    for (size_t i = 0; i < locks.size(); ++i) {
      if (key->fields.get(Field::kColour) != locks[i]->fields.getOr(Field::kColour, -1)) continue;
      const int d = distance[static_cast<size_t>(c.world.index({f, locks[i]->at}))];
      if (d >= 0 && (nearest[i] < 0 || d < nearest[i])) nearest[i] = d;
    }
  }
  int64_t total = 0;
  int64_t reached = 0;
  for (int d : nearest) {
    if (d < 0) continue;
    total += d;
    ++reached;
  }
  return reached == 0 ? 0 : total * kMilli / reached;
}

// The fetch walk's steps over the critical path's (M3): how much longer the way is when the
// party must fetch keys, levers and clues first. 1 for a way with nothing to fetch; 0 when
// either way is missing.
int64_t detourRatio(const CheckContext& c, int /*dungeon-wide*/) {
  if (c.open_way <= 0 || !c.walk.reached) return 0;
  return c.walk.steps * kMilli / c.open_way;
}

// Squares the fetch walk steps on more than once: how much of the way is walked back.
int64_t backtracking(const CheckContext& c, int /*dungeon-wide*/) {
  return c.walk.reached ? c.walk.revisited * kMilli : 0;
}

int64_t countThings(const CheckContext& c, int f, bool (*counts)(const Thing&)) {
  int64_t n = 0;
  for (const Thing& t : c.dungeon.things) n += (t.floor == f && counts(t));
  return n;
}

// Groups of crawl squares joined side by side.
int64_t crawlSpaces(const Floor& floor) {
  return findGroups(floor, SquareKind::kCrawl).count();
}

// Secret doors and crawl spaces on the floor: the things a careless party walks past.
int64_t secrets(const CheckContext& c, int f) {
  const int64_t doors =
      countThings(c, f, [](const Thing& t) { return t.type == ThingType::kSecretDoor; });
  return (doors + crawlSpaces(floorAt(c, f))) * kMilli;
}

// Ladders, lifts, climbing ducts and spirals joining two floors.
int64_t verticalLinks(const CheckContext& c, int /*dungeon-wide*/) {
  return static_cast<int64_t>(c.world.links().size()) * kMilli;
}

// Monsters per hundred open squares.
int64_t monsterDensity(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  int64_t open = 0;
  for (int i = 0; i < floor.squareCount(); ++i) open += isOpen(floor.kind(floor.pointOf(i)));
  const int64_t monsters =
      countThings(c, f, [](const Thing& t) { return t.type == ThingType::kMonster; });
  return open == 0 ? 0 : monsters * 100 * kMilli / open;
}

// One-way doors (secret or not): ways back that open from one side only.
int64_t shortcuts(const CheckContext& c, int f) {
  return countThings(c, f,
                     [](const Thing& t) {
                       return t.type == ThingType::kOneWayDoor ||
                              (t.type == ThingType::kSecretDoor && t.fields.has(Field::kOpensFrom));
                     }) *
         kMilli;
}

// Distinct floor heights among the floor's open squares.
int64_t heightVariety(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  std::set<int> heights;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (isOpen(floor.kind(p))) heights.insert(floor.heightHalfMetres(p));
  }
  return static_cast<int64_t>(heights.size()) * kMilli;
}

constexpr std::array<MetricDef, 16> kMetrics = {{
    {"M1", "room_count", "rooms", MetricScope::kFloor, &roomCount},
    {"M2", "open_fraction", "fraction", MetricScope::kFloor, &openFraction},
    {"M3", "critical_path", "steps", MetricScope::kDungeon, &criticalPath},
    {"M4", "detour_ratio", "ratio", MetricScope::kDungeon, &detourRatio},
    {"M5", "loops", "loops", MetricScope::kFloor, &loops},
    {"M6", "dead_ends", "squares", MetricScope::kFloor, &deadEnds},
    {"M7", "key_lock_distance", "steps", MetricScope::kFloor, &keyLockDistance},
    {"M8", "backtracking", "squares", MetricScope::kDungeon, &backtracking},
    {"M9", "secrets", "secrets", MetricScope::kFloor, &secrets},
    {"M10", "vertical_links", "links", MetricScope::kDungeon, &verticalLinks},
    {"M11", "monster_density", "per 100 open squares", MetricScope::kFloor, &monsterDensity},
    {"M12", "longest_straight_run", "squares", MetricScope::kFloor, &longestStraightRun},
    {"M13", "shortcuts", "one-way doors", MetricScope::kFloor, &shortcuts},
    {"M14", "mean_room_area", "squares", MetricScope::kFloor, &meanRoomArea},
    {kGoalSeenEarlyId, "goal_seen_early", "yes=1", MetricScope::kDungeon, &goalSeenEarly},
    {"M16", "height_variety", "heights", MetricScope::kFloor, &heightVariety},
}};

}  // namespace

std::span<const MetricDef> metrics() {
  return kMetrics;
}

const MetricDef* findMetric(std::string_view id_or_name) {
  for (const MetricDef& m : kMetrics) {
    if (m.id == id_or_name || m.name == id_or_name) return &m;
  }
  return nullptr;
}

std::string formatMilli(int64_t milli) {
  const bool negative = milli < 0;
  const int64_t magnitude = negative ? -milli : milli;
  std::string text = fmt::format("{}{}", negative ? "-" : "", magnitude / kMilli);
  int64_t frac = magnitude % kMilli;
  if (frac == 0) return text;
  std::string digits = fmt::format("{:03}", frac);
  while (digits.back() == '0') digits.pop_back();
  return text + "." + digits;
}

}  // namespace dungeon::checks
