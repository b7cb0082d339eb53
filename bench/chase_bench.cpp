// Benchmark of a chase through dirt (not a test): a hulk chasing the party pushes the pile down
// a timbered hall, as sim/scenario/scenarios/dirt_hulk_long_hall.scenario tells it square by
// square. A crawlway's mouth and then a hall one square wide and range(0) squares long, the
// party in the room at its far end; each iteration builds the scene and ticks it until the hulk
// stands on the party (6 s of game time a square, two pushes and a leg). Timbered squares never
// collapse, so every iteration does the same work.
#include <benchmark/benchmark.h>

#include <string>

#include "model/dungeon.h"
#include "sim/live/scene.h"

namespace dungeon::sim {
namespace {

// The hall's rows, west first: rock, the west room (2 squares), the crawlway, the hall and the
// east room (2 squares), dirt walls above and below. Returns the dungeon and the party's square.
Dungeon hallDungeon(int hall) {
  const int width = std::max(kMinFloorSide, hall + 7);
  Dungeon d;
  d.name = "hall";
  d.seed = 2;
  d.options.floors = 1;
  d.options.width = width;
  d.options.height = kMinFloorSide;
  Floor floor(width, kMinFloorSide, 0, "mine");
  floor.makeDirtFloor();
  const DirtSquare timbered{true, 0, 0, true};
  for (int x = 1; x <= hall + 5; ++x) {
    for (int y = 1; y <= 3; ++y) {
      const bool room = x <= 2 || x >= hall + 4;
      const bool way = y == 2;
      DirtSquare s = room || way ? timbered : kDirtWall;
      if (x == 3 && way) s = {true, 2, 0, true};  // the crawlway's mouth
      floor.setDirt({x, y}, s);
      floor.setKind({x, y}, s.level < kDirtFull ? SquareKind::kRoom : SquareKind::kRock);
    }
  }
  d.floors.push_back(std::move(floor));
  return d;
}

void BM_HulkPushesDownAHall(benchmark::State& state) {
  const int hall = static_cast<int>(state.range(0));
  const Dungeon d = hallDungeon(hall);
  const World world(d);
  int64_t game_ms = 0;
  for (auto _ : state) {
    Scene scene(world);
    const int party = scene.addActor("party", BodyKind::kParty, world.index({0, {hall + 4, 1}}));
    const int hulk = scene.addActor("hulk", BodyKind::kHulk, world.index({0, {2, 2}}));
    scene.chase(hulk, party);
    while (scene.actor(hulk).square != scene.actor(party).square) scene.tick();
    game_ms = scene.clock().nowMs();
  }
  state.counters["game_s"] = static_cast<double>(game_ms) / 1000.0;
}
BENCHMARK(BM_HulkPushesDownAHall)->Arg(20)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace dungeon::sim
