// Dirt moved by monsters during chases is never created or lost and always a valid dungeon (SPEC
// section 9; RapidCheck): on random dirt floors and on generated mines, hulks push and graboids
// tunnel while they chase the party, the party digs and walks, and after every tick the floor's
// total (levels, packing and ground) is what it was; at the end the dungeon as the scene left it
// passes the hard check dirt_amounts, and no body stands in a square it does not fit unless it
// is buried. A failure prints the case and, for a generated mine, its reproduce command.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "checks/context.h"
#include "checks/dirt_amounts.h"
#include "generator/tries/generate.h"
#include "sim/live/chase.h"
#include "sim/live/scene.h"
#include "testing/dirt_floors.h"

namespace dungeon::sim {
namespace {

constexpr int kTicks = 600;           // 30 s of game time
constexpr int kPartyEveryTicks = 40;  // the party acts every 2 s when idle

int totalDirt(const Terrain& t) {
  int sum = 0;
  for (int f = 0; f < kMaxFloors; ++f) {
    if (const DirtTerrain* d = t.dirt(f)) sum += d->total();
  }
  return sum;
}

// A 16 x 16 dirt floor drawn from the dirt alphabet (weighted to walls, crawlways and open
// dirt) with random ground.
Dungeon randomDirtFloor() {
  const std::string glyphs = "0000000112223333333abcAB";
  std::vector<std::string> dirt(kMinFloorSide), ground(kMinFloorSide);
  for (auto& row : dirt) {
    for (int x = 0; x < kMinFloorSide; ++x) row += *rc::gen::elementOf(glyphs);
  }
  for (auto& row : ground) {
    for (int x = 0; x < kMinFloorSide; ++x) row += *rc::gen::elementOf(std::string("0123333"));
  }
  return testing::dirtDungeon(dirt, ground, *rc::gen::arbitrary<uint64_t>());
}

// The squares of dirt floors where a body can stand now.
std::vector<int> dugSquares(const Scene& scene) {
  std::vector<int> squares;
  for (int s = 0; s < scene.world().squareCount(); ++s) {
    if (isDug(scene.terrain().dirtSpace(s))) squares.push_back(s);
  }
  return squares;
}

// The party does one random thing: a move, a dig, a push, or nothing.
void partyActs(Scene& scene, int party) {
  const Actor& a = scene.actor(party);
  if (!a.idle() || a.buried) return;
  const Dir dir = *rc::gen::elementOf(std::vector<Dir>(kAllDirs.begin(), kAllDirs.end()));
  const int next = scene.world().neighbour(a.square, dir);
  if (next < 0) return;
  switch (*rc::gen::inRange(0, 4)) {
    case 0:
      scene.startMove(party, next);
      break;
    case 1:
      scene.startDig(party, next, a.square);
      break;
    case 2:
      scene.startPush(party, dir);
      break;
    default:
      break;
  }
}

void runChase(const Dungeon& d) {
  const World world(d);
  Scene scene(world);
  const std::vector<int> squares = dugSquares(scene);
  RC_PRE(squares.size() >= 4u);
  const int party = scene.addActor("party", BodyKind::kParty, *rc::gen::elementOf(squares));
  for (BodyKind kind : {BodyKind::kHulk, BodyKind::kGraboid, BodyKind::kMeatSack}) {
    const int monster =
        scene.addActor(std::string(bodyOf(kind).name), kind, *rc::gen::elementOf(squares));
    scene.chase(monster, party);
  }
  const int total = totalDirt(scene.terrain());
  for (int tick = 0; tick < kTicks; ++tick) {
    if (tick % kPartyEveryTicks == 0) partyActs(scene, party);
    scene.tick();
    RC_ASSERT(totalDirt(scene.terrain()) == total);
  }
  const Dungeon now = scene.dungeonNow();
  for (size_t f = 0; f < now.floors.size(); ++f) {
    const checks::CheckOutcome amounts =
        checks::dirtAmountsOfFloor(now.floors[f], static_cast<int>(f));
    RC_LOG() << amounts.reason << "\n";
    RC_ASSERT(amounts.passed);
  }
  for (int id = 0; id < scene.actorCount(); ++id) {
    const Actor& a = scene.actor(id);
    RC_ASSERT(a.buried || !a.idle() ||
              stanceIn(scene.terrain(), a.square, *a.body) != Stance::kNone);
  }
  RC_TAG(scene.dirtVersion() > 10 ? "dirt moved often" : "dirt moved little");
}

RC_GTEST_PROP(DirtChase, RandomFloorsKeepTheirDirt, ()) {
  runChase(randomDirtFloor());
}

RC_GTEST_PROP(DirtChase, GeneratedMinesKeepTheirDirt, ()) {
  const uint64_t seed = *rc::gen::inRange<uint64_t>(1, 1'000'000);
  Options options;
  options.mine = 0;
  RC_LOG() << "reproduce: dungeon generate --seed " << seed << " --mine\n";
  runChase(gen::generate(gen::nameForSeed(seed), seed, options).dungeon);
}

}  // namespace
}  // namespace dungeon::sim
