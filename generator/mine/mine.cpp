// The mine stage: where the walk starts and what it must leave as rock, the walk, the dirt,
// the plan's two nodes, and the things stocked on the dug squares.
#include "generator/mine/mine.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "generator/core/dig.h"
#include "generator/core/rates.h"
#include "generator/floors/stock.h"
#include "generator/mine/mine_walk.h"
#include "generator/stack/stack.h"
#include "model/rules.h"

namespace dungeon::gen {
namespace {

struct EntranceSpot {
  Point at;
  Dir ramp;
};

// The entrance of a mine on floor 1: a drawn direction, then a square off the floor's edge
// from which the ramp's kRampSquares run straight out inside the floor (a floor side is at
// least kMinFloorSide = 16 > kRampSquares + 2 squares, so every direction has squares).
EntranceSpot drawEntrance(const Floor& floor, Rng& rng) {
  const Dir dir = kAllDirs[static_cast<size_t>(rng.below(kAllDirs.size()))];
  const Point out = offset(dir);
  const int w = floor.width();
  const int h = floor.height();
  const int x_lo = out.x < 0 ? kRampSquares : 1;
  const int x_hi = out.x > 0 ? w - 1 - kRampSquares : w - 2;
  const int y_lo = out.y < 0 ? kRampSquares : 1;
  const int y_hi = out.y > 0 ? h - 1 - kRampSquares : h - 2;
  const Point at{rng.range(x_lo, x_hi), rng.range(y_lo, y_hi)};
  return {at, dir};
}

// True when `p` lies one square or more inside the edge of its cell of `grid`, so the floor
// below can lay its arrival room round it (layout.cpp: coverSquare).
bool insideItsCell(const CellGrid& grid, Point p) {
  const Point cell{p.x / grid.cell_w, p.y / grid.cell_h};
  if (cell.x >= grid.cols || cell.y >= grid.rows) return false;
  const Rect r = grid.cellRect(cell);
  return p.x > r.x0 && p.x < r.x1() && p.y > r.y0 && p.y < r.y1();
}

bool rockAt(const Floor& floor, Point p) {
  return floor.inBounds(p) && floor.kind(p) == SquareKind::kRock;
}

// True when square `p` of every floor is solid, as the quick exit's ladder column must be.
bool columnIsSolid(std::span<const Floor> floors, Point p) {
  return std::all_of(floors.begin(), floors.end(),
                     [p](const Floor& f) { return f.inBounds(p) && isSolid(f.kind(p)); });
}

// The goal of the last floor of a stack: squares of `fits` drawn one by one until one a
// quick exit can leave (the tunnel search is the costly part, so only drawn squares pay it);
// any square of `fits` when none can.
std::optional<Point> drawGoalWithQuickExit(const Draft& draft, const std::vector<int>& fits,
                                           Rng& rng) {
  if (fits.empty()) return std::nullopt;
  const Floor& floor = draft.dungeon->floors.back();
  std::vector<int> untried = fits;
  while (!untried.empty()) {
    const auto drawn = untried.begin() + static_cast<std::ptrdiff_t>(rng.below(untried.size()));
    if (quickExitFits(draft, floor.pointOf(*drawn))) return floor.pointOf(*drawn);
    untried.erase(drawn);
  }
  return floor.pointOf(rng.pick(std::span<const int>(fits)));
}

// The square of the way down (or the goal on the last floor): a dug square other than the
// first digger's; above the last floor one the floor below can lay its arrival room round;
// on the last floor of a stack, one a quick exit can leave when there is one. Works on square
// indices, turning only the squares it tests into points.
std::optional<Point> drawGoalSquare(const Draft& draft, int f, const MineWalk& walk, Point first,
                                    Rng& rng) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  const FloorPlan& plan = draft.plans[static_cast<size_t>(f)];
  const bool last_floor = f + 1 == static_cast<int>(draft.plans.size());
  const std::span<const int> carved = walk.carved();  // carved[0] is the first digger's square
  if (last_floor && f == 0) {  // every dug square but the first fits: the same draw, no list
    if (carved.size() < 2) return std::nullopt;
    return floor.pointOf(carved[1 + static_cast<size_t>(rng.below(carved.size() - 1))]);
  }
  std::vector<int> fits;
  const int first_index = floor.index(first);
  for (int index : carved) {
    if (index == first_index) continue;
    if (!last_floor && !insideItsCell(plan.grid, floor.pointOf(index))) continue;
    fits.push_back(index);
  }
  if (last_floor) return drawGoalWithQuickExit(draft, fits, rng);
  if (fits.empty()) return std::nullopt;
  return floor.pointOf(rng.pick(std::span<const int>(fits)));
}

// The dug squares no thing stands on yet, but the arrival and the way down, in carving order
// (square indices).
std::vector<int> freeSquares(const Draft& draft, int f, const MineWalk& walk) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  const FloorPlan& plan = draft.plans[static_cast<size_t>(f)];
  std::vector<char> taken(static_cast<size_t>(floor.squareCount()), 0);
  for (const Thing& t : draft.dungeon->things) {
    if (t.floor == f) taken[static_cast<size_t>(floor.index(t.at))] = 1;
  }
  for (const std::optional<Point>& p : {plan.arrival, plan.way_down}) {
    if (p) taken[static_cast<size_t>(floor.index(*p))] = 1;
  }
  std::vector<int> squares(walk.carved().begin(), walk.carved().end());
  std::erase_if(squares, [&](int index) { return taken[static_cast<size_t>(index)] != 0; });
  return squares;
}

// Monsters, a few per group of dug squares, then loot, each on its own free dug square (drawn
// from the free squares in carving order, each taken out of the list as it is used).
void stockTunnels(Draft& draft, int f, const MineWalk& walk, Rng& rng) {
  const int per_group = rates().mine_squares_per_monster_group;
  const int groups = (walk.open() + per_group - 1) / per_group;
  int monsters = 0;
  for (int g = 0; g < groups; ++g)
    monsters += rng.range(rates().min_monsters, rates().max_monsters);
  const int loot = rng.range(rates().min_mine_loot, rates().max_mine_loot);
  std::vector<int> squares = freeSquares(draft, f, walk);
  Dungeon& d = draft.dungeon.edit();
  const Floor& floor = d.floors[static_cast<size_t>(f)];
  for (int m = 0; m < monsters + loot && !squares.empty(); ++m) {
    const auto taken = squares.begin() + static_cast<std::ptrdiff_t>(rng.below(squares.size()));
    const Point at = floor.pointOf(*taken);
    squares.erase(taken);
    if (m < monsters) {
      d.things.push_back(
          makeThing(ThingType::kMonster, f, at, {{Field::kBody, drawMonsterBody(rng)}}));
    } else {
      d.things.push_back(
          makeThing(ThingType::kLoot, f, at,
                    {{Field::kValue, rng.range(rates().min_loot, rates().max_loot)}}));
    }
  }
}

Point cellOf(const CellGrid& grid, Point p) {
  return {std::min(p.x / grid.cell_w, grid.cols - 1), std::min(p.y / grid.cell_h, grid.rows - 1)};
}

// The plan's two nodes: the entrance (arrival) node on the first digger's square and the goal
// node on the way down or the goal, each a one-square area, as the stack stage reads them.
void planNodes(FloorPlan& plan, Point first, Point goal) {
  plan.topology = std::string(kMineTopology);
  plan.nodes = {{NodeRole::kEntrance, cellOf(plan.grid, first), {first.x, first.y, 1, 1}, -1},
                {NodeRole::kGoal, cellOf(plan.grid, goal), {goal.x, goal.y, 1, 1}, -1}};
  plan.entrance = 0;
  plan.goal = 1;
}

}  // namespace

bool quickExitFits(const Draft& draft, Point p) {
  const std::span<const Floor> floors = draft.dungeon->floors;
  const Floor& floor = floors.back();
  for (Dir dir : kAllDirs) {
    const Point a = step(p, dir);
    const Point b = step(p, dir, 2);
    const bool clear =
        rockAt(floor, a) && rockAt(floor, b) && rockAt(floor, step(b, dir)) &&
        rockAt(floor, step(a, clockwise(dir))) && rockAt(floor, step(a, anticlockwise(dir))) &&
        rockAt(floor, step(b, clockwise(dir))) && rockAt(floor, step(b, anticlockwise(dir)));
    if (!clear || !columnIsSolid(floors, b)) continue;
    if (shortestTunnel(floors.front(), b, SquareKind::kRoom, kMaxFloorOneTunnel, draft.ramp)
            .size() >= 2)
      return true;
  }
  return false;
}

Status layMine(StageContext& context) {
  Draft& draft = context.draft;
  const int f = context.floor;
  Rng& rng = context.rng;
  Floor& floor = draft.dungeon.edit().floors[static_cast<size_t>(f)];
  FloorPlan& plan = draft.plans[static_cast<size_t>(f)];
  std::vector<Point> keep_rock = draft.shafts;
  std::optional<EntranceSpot> entrance;
  if (f == 0) {
    entrance = drawEntrance(floor, rng);
    for (int i = 1; i <= kRampSquares; ++i) {
      draft.ramp.push_back(step(entrance->at, entrance->ramp, i));
      keep_rock.push_back(draft.ramp.back());
    }
  }
  const Point first = entrance ? entrance->at : *plan.arrival;
  MineWalk walk(floor, keep_rock, first);
  walk.run(rng);
  if (walk.walledIn()) {
    return Status::fail("the squares that must stay rock wall the mine's first digger in",
                        Place{f, first});
  }
  floor.makeDirtFloor();
  for (Point p : keep_rock) {
    if (floor.inBounds(p)) keepRock(floor, p);
  }
  floor.setTopology(std::string(kMineTopology));
  const int floors = static_cast<int>(draft.plans.size());
  const bool last_floor = f + 1 == floors;
  const auto goal = drawGoalSquare(draft, f, walk, first, rng);
  if (!goal) return Status::fail("no dug square of the mine fits its way down", Place{f, first});
  planNodes(plan, first, *goal);
  if (entrance) {
    draft.dungeon.edit().things.push_back(
        makeThing(ThingType::kEntrance, f, entrance->at, {{Field::kRamp, entrance->ramp}}));
  }
  if (last_floor) {
    draft.dungeon.edit().things.push_back(makeThing(ThingType::kGoal, f, *goal));
  } else {
    plan.way_down = *goal;
  }
  stockTunnels(draft, f, walk, rng);
  draft.mine = {f, walk.diggers(), walk.open(), floor.squareCount()};
  return Status::success();
}

}  // namespace dungeon::gen
