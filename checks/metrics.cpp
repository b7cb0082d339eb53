// The metrics of SPEC section 7 implemented so far, and their registry. Each is documented in
// docs/metrics.md; bands live in checks/bands.txt.
#include "checks/metrics.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <span>
#include <utility>

#include "checks/context.h"
#include "model/square_groups.h"
#include "sim/search/goal_view.h"
#include "sim/search/reach.h"

namespace dungeon::checks {
namespace {

const Floor& floorAt(const CheckContext& c, int f) {
  return c.dungeon.floors[static_cast<size_t>(f)];
}

int64_t roomCount(const CheckContext& c, int f) {
  return c.rooms[static_cast<size_t>(f)].count() * kMilli;
}

int64_t openFraction(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  int64_t open = 0;
  for (int i = 0; i < floor.squareCount(); ++i) open += isOpen(floor.kind(floor.pointOf(i)));
  return open * kMilli / floor.squareCount();
}

// The open squares' bounding box over the whole floor (SPEC 5.2: the layout fills the floor at
// every size, so the box spans most of it whatever the size); 0 with no open square.
int64_t openExtent(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  int x0 = floor.width();
  int y0 = floor.height();
  int x1 = -1;
  int y1 = -1;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    if (!isOpen(floor.kind(p))) continue;
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  if (x1 < 0) return 0;
  const int64_t box = int64_t{x1 - x0 + 1} * (y1 - y0 + 1);
  return box * kMilli / floor.squareCount();
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
  const SquareGroups& rooms = c.rooms[static_cast<size_t>(f)];
  const int base = c.world.index({f, {0, 0}});
  // Nodes: rooms 0..count-1, then each walkable square outside rooms at count + its index.
  std::vector<int> parent(static_cast<size_t>(rooms.count() + floor.squareCount()), -1);
  auto root = [&](int x) {
    while (parent[static_cast<size_t>(x)] != x) {
      parent[static_cast<size_t>(x)] = parent[static_cast<size_t>(parent[static_cast<size_t>(x)])];
      x = parent[static_cast<size_t>(x)];
    }
    return x;
  };
  int64_t nodes = 0;
  int64_t edges = 0;
  int64_t components = 0;
  auto addNode = [&](int node) {
    if (parent[static_cast<size_t>(node)] >= 0) return;
    parent[static_cast<size_t>(node)] = node;
    ++nodes;
    ++components;
  };
  auto join = [&](int a, int b) {
    ++edges;
    const int ra = root(a);
    const int rb = root(b);
    if (ra == rb) return;
    parent[static_cast<size_t>(ra)] = rb;
    --components;
  };
  for (int i = 0; i < floor.squareCount(); ++i) {
    if (!c.world.walkable(base + i)) continue;
    const int room = rooms.group_of[static_cast<size_t>(i)];
    if (room >= 0) {
      addNode(room);
      continue;
    }
    const int node = rooms.count() + i;
    addNode(node);
    // Each room beside the square is one edge however many of its sides it touches; squares
    // outside rooms are joined to their east and south neighbours, so each pair once.
    std::array<int, 4> rooms_beside{};
    int room_count = 0;
    for (Dir dir : kAllDirs) {
      const int next = c.world.neighbour(base + i, dir);
      if (next < 0 || !c.world.walkable(next)) continue;
      const int next_room = rooms.group_of[static_cast<size_t>(next - base)];
      if (next_room >= 0) {
        if (std::find(rooms_beside.begin(), rooms_beside.begin() + room_count, next_room) !=
            rooms_beside.begin() + room_count)
          continue;
        rooms_beside[static_cast<size_t>(room_count++)] = next_room;
        addNode(next_room);
        join(node, next_room);
      } else if (dir == Dir::kEast || dir == Dir::kSouth) {
        addNode(rooms.count() + next - base);
        join(node, rooms.count() + next - base);
      }
    }
  }
  return (edges - nodes + components) * kMilli;
}

// Walkable squares outside rooms with exactly one walkable neighbour and no link: stubs.
int64_t deadEnds(const CheckContext& c, int f) {
  const Floor& floor = floorAt(c, f);
  const int base = c.world.index({f, {0, 0}});
  int64_t count = 0;
  for (int i = base; i < base + floor.squareCount(); ++i) {
    if (!c.world.walkable(i) || c.world.kind(i) == SquareKind::kRoom) continue;
    if (!c.world.linked(i).empty()) continue;
    int neighbours = 0;
    for (Dir dir : kAllDirs) {
      const int next = c.world.neighbour(i, dir);
      neighbours += next >= 0 && c.world.walkable(next);
    }
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
  const SquareGroups& rooms = c.rooms[static_cast<size_t>(f)];
  if (rooms.count() == 0) return 0;
  int64_t total = 0;
  for (int a : rooms.area) total += a;
  return total * kMilli / rooms.count();
}

// 1 when the goal room or a door of it is seen from the first third of the party's way on
// the goal's floor, in the built geometry (sim/search/goal_view.h); else 0.
int64_t goalSeenEarly(const CheckContext& c, int /*dungeon-wide*/) {
  return c.goal_seen_early ? kMilli : 0;
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
  // One search from each key, read at every lock of its colour: it stops once it has them.
  std::vector<int> nearest(locks.size(), -1);
  for (const Thing* key : thingsOf(c.dungeon, ThingType::kKey, f)) {
    std::vector<int> targets;
    for (const Thing* lock : locks) {
      if (key->fields.get(Field::kColour) == lock->fields.getOr(Field::kColour, -1))
        targets.push_back(c.world.index({f, lock->at}));
    }
    if (targets.empty()) continue;
    const auto distance = c.open_ways.distances(c.world.index({f, key->at}), nullptr, targets);
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
  const std::span<const SquareKind> kinds = floor.kindData();
  const std::span<const int16_t> square_heights = floor.heightData();
  // Neighbours in a row mostly share a height: the set is asked once per run of equal heights.
  std::optional<int> last;
  for (size_t i = 0; i < kinds.size(); ++i) {
    if (!isOpen(kinds[i]) || last == square_heights[i]) continue;
    last = square_heights[i];
    heights.insert(*last);
  }
  return static_cast<int64_t>(heights.size()) * kMilli;
}

// Inputs (checks/inputs.h), stated from what each metric reads: {of the floor it measures, of
// every floor}; K kinds, H heights, T things, W the party's ways. M6 asks whether a square has a
// link, and links join floors: it reads the kinds and things of every floor.
constexpr Inputs K = kKinds;
constexpr Inputs H = kHeights;
constexpr Inputs T = kThings;
constexpr Inputs W = kWays;

constexpr std::array<MetricDef, 17> kMetrics = {{
    {"M1", "room_count", "rooms", MetricScope::kFloor, &roomCount, {K, 0}},
    {"M2", "open_fraction", "fraction", MetricScope::kFloor, &openFraction, {K, 0}},
    {"M3", "critical_path", "steps", MetricScope::kDungeon, &criticalPath, {0, W}},
    {"M4", "detour_ratio", "ratio", MetricScope::kDungeon, &detourRatio, {0, W}},
    {"M5", "loops", "loops", MetricScope::kFloor, &loops, {K | T, 0}},
    {"M6", "dead_ends", "squares", MetricScope::kFloor, &deadEnds, {K, K | T}},
    {"M7", "key_lock_distance", "steps", MetricScope::kFloor, &keyLockDistance, {T, W}},
    {"M8", "backtracking", "squares", MetricScope::kDungeon, &backtracking, {0, W}},
    {"M9", "secrets", "secrets", MetricScope::kFloor, &secrets, {K | T, 0}},
    {"M10", "vertical_links", "links", MetricScope::kDungeon, &verticalLinks, {0, K | T}},
    {"M11",
     "monster_density",
     "per 100 open squares",
     MetricScope::kFloor,
     &monsterDensity,
     {K | T, 0}},
    {"M12", "longest_straight_run", "squares", MetricScope::kFloor, &longestStraightRun, {K, 0}},
    {"M13", "shortcuts", "one-way doors", MetricScope::kFloor, &shortcuts, {T, 0}},
    {"M14", "mean_room_area", "squares", MetricScope::kFloor, &meanRoomArea, {K, 0}},
    {kGoalSeenEarlyId, "goal_seen_early", "yes=1", MetricScope::kDungeon, &goalSeenEarly, {0, W}},
    {"M16", "height_variety", "heights", MetricScope::kFloor, &heightVariety, {K | H, 0}},
    {"M17", "open_extent", "fraction", MetricScope::kFloor, &openExtent, {K, 0}},
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
