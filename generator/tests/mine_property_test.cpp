// Properties of the mine (RapidCheck). The walk, against a brute-force model: after every
// digger, the open count and the list of starts are exactly the open squares of the map; the
// edge and the squares that must stay rock stay rock; it stops at the first digger that leaves
// a third open; the same stream digs the same bytes. The stage in a whole generation, 1 to 8
// floors with the mine on any floor: the kept dungeon passes, its mine floor is a dirt floor of
// topology `mine` with a third of it open; and, for every floor count and every floor the mine may
// be, two seeds' kept dungeons pass every hard check and band. A failure prints the case and, for a
// dungeon, the command that regenerates it.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "checks/dirt_amounts.h"
#include "checks/report.h"
#include "generator/mine/mine.h"
#include "generator/mine/mine_walk.h"
#include "generator/tries/generate.h"
#include "testing/reproduce.h"

namespace dungeon::gen {
namespace {

struct WalkCase {
  int width;
  int height;
  uint64_t seed;
  std::vector<Point> keep_rock;
  Point first;
};

rc::Gen<WalkCase> genWalkCase() {
  return rc::gen::mapcat(
      rc::gen::tuple(rc::gen::inRange(kMinFloorSide, 97), rc::gen::inRange(kMinFloorSide, 97),
                     rc::gen::inRange<uint64_t>(0, 1u << 30)),
      [](const std::tuple<int, int, uint64_t>& t) {
        // Plain names, not a structured binding: clang 14 cannot capture bindings in a lambda.
        const int w = std::get<0>(t);
        const int h = std::get<1>(t);
        const uint64_t seed = std::get<2>(t);
        const auto interior =
            rc::gen::construct<Point>(rc::gen::inRange(1, w - 1), rc::gen::inRange(1, h - 1));
        return rc::gen::apply(
            [w, h, seed](std::vector<Point> keep, Point first) {
              std::erase(keep, first);
              return WalkCase{w, h, seed, keep, first};
            },
            rc::gen::container<std::vector<Point>>(40, interior), interior);
      });
}

// The open squares of the map, by a scan of every square.
std::vector<int> openSquares(const Floor& floor) {
  std::vector<int> open;
  for (int i = 0; i < floor.squareCount(); ++i) {
    if (floor.kind(floor.pointOf(i)) != SquareKind::kRock) open.push_back(i);
  }
  return open;
}

bool onEdge(const Floor& floor, Point p) {
  return p.x == 0 || p.y == 0 || p.x == floor.width() - 1 || p.y == floor.height() - 1;
}

RC_GTEST_PROP(MineWalk, CountsAndStartsAgreeWithTheMapAfterEveryDigger, ()) {
  const WalkCase c = *genWalkCase();
  RC_LOG() << c.width << " x " << c.height << " seed " << c.seed << "\n";
  Floor floor(c.width, c.height, 0, "");
  MineWalk walk(floor, c.keep_rock, c.first);
  Rng rng = Rng::stream(c.seed, "mine.test");
  const int third = floor.squareCount() / kMineOpenDivisor;
  while (!walk.done()) {
    const int before = walk.open();
    RC_ASSERT(before < third);
    RC_ASSERT(!walk.walledIn());
    walk.digOne(rng);
    std::vector<int> starts(walk.carved().begin(), walk.carved().end());
    std::sort(starts.begin(), starts.end());
    RC_ASSERT(starts == openSquares(floor));
    RC_ASSERT(walk.open() == static_cast<int>(openSquares(floor).size()));
    RC_ASSERT(walk.open() - before <= kMineDiggerSteps + 1);
  }
  RC_TAG(walk.walledIn() ? "walled in" : "a third open");
  RC_ASSERT(walk.open() >= third || walk.walledIn());
  RC_ASSERT(floor.kind(c.first) == kMineOpenKind);
  for (Point p : c.keep_rock) RC_ASSERT(floor.kind(p) == SquareKind::kRock);
  for (int i : walk.carved()) RC_ASSERT(!onEdge(floor, floor.pointOf(i)));

  Floor again(c.width, c.height, 0, "");
  MineWalk replay(again, c.keep_rock, c.first);
  Rng same = Rng::stream(c.seed, "mine.test");
  replay.run(same);
  RC_ASSERT(again == floor);
  RC_ASSERT(std::ranges::equal(replay.carved(), walk.carved()));
  RC_ASSERT(replay.diggers() == walk.diggers());
}

struct MineCase {
  uint64_t seed;
  Options options;
};

// One to eight floors, the mine on the middle floor (a bare `mine`, 0) or on any floor.
rc::Gen<MineCase> genMineCase() {
  return rc::gen::apply(
      [](uint64_t seed, int floors, int mine) {
        Options options;
        options.floors = floors;
        options.mine = mine % (floors + 1);
        return MineCase{seed, options};
      },
      rc::gen::inRange<uint64_t>(0, 1u << 30), rc::gen::inRange(kMinFloors, kMaxFloors + 1),
      rc::gen::inRange(0, kMaxFloors + 1));
}

RC_GTEST_PROP(MineStage, KeptDungeonPassesWithADirtMineAThirdOpen, ()) {
  const MineCase c = *genMineCase();
  dungeon::testing::logReproduce(c.seed, c.options);
  RC_TAG(c.options.floors == 1   ? "one floor"
         : c.options.floors == 2 ? "two floors"
                                 : "three or more");
  RC_TAG(mineFloorOf(c.options) + 1 == c.options.floors ? "mine last" : "mine above the last");
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  RC_ASSERT(g.passed);
  const int f = mineFloorOf(c.options);
  const Floor& mine = g.dungeon.floors[static_cast<size_t>(f)];
  RC_ASSERT(mine.topology() == std::string(kMineTopology));
  RC_ASSERT(mine.isDirtFloor());
  RC_ASSERT(checks::dirtAmountsOfFloor(mine, f).passed);
  RC_ASSERT(static_cast<int>(openSquares(mine).size()) >= mine.squareCount() / kMineOpenDivisor);
  RC_ASSERT(g.mine.floor == f);
  RC_ASSERT(g.mine.diggers > 0);
  for (size_t other = 0; other < g.dungeon.floors.size(); ++other) {
    if (static_cast<int>(other) != f) RC_ASSERT(!g.dungeon.floors[other].isDirtFloor());
  }
}

// A small sweep at 40 x 40: for every floor count and every floor the mine may be, the kept
// dungeon of two seeds passes (two floors once took the lone floor's mine rows, which refuse the
// quick exit's tunnel on floor 1 and its secret door on floor 2).
TEST(MineStage, EveryFloorCountWithTheMineOnEachFloorPasses) {
  for (int floors = kMinFloors; floors <= kMaxFloors; ++floors) {
    for (int mine = 1; mine <= floors; ++mine) {
      for (const uint64_t seed : {uint64_t{1}, uint64_t{2}}) {
        MineCase c{seed, Options{}};
        c.options.floors = floors;
        c.options.mine = mine;
        const Generation g = generate(nameForSeed(seed), seed, c.options);
        EXPECT_TRUE(g.passed) << "reproduce: " << generateCommand(seed, c.options) << "\n"
                              << g.tries[static_cast<size_t>(g.kept_try)].reason;
      }
    }
  }
}

}  // namespace
}  // namespace dungeon::gen
