// The world search (reach.h) against a plain breadth-first search written out here, over
// random floors (RapidCheck).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <deque>

#include "sim/search/reach.h"

namespace dungeon::sim {
namespace {

// The reference: a textbook BFS over open squares and water (the world search counts water as
// drained), every square passable by the party (no doors here; no ceiling lower than the
// party's crouch).
std::vector<int> referenceDistances(const Floor& f, Point start) {
  std::vector<int> dist(static_cast<size_t>(f.squareCount()), -1);
  auto passable = [&](Point p) { return f.isOpenAt(p) || f.kindOrRock(p) == SquareKind::kWater; };
  if (!passable(start)) return dist;
  std::deque<Point> queue{start};
  dist[static_cast<size_t>(f.index(start))] = 0;
  while (!queue.empty()) {
    const Point p = queue.front();
    queue.pop_front();
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (!passable(q) || dist[static_cast<size_t>(f.index(q))] >= 0) continue;
      dist[static_cast<size_t>(f.index(q))] = dist[static_cast<size_t>(f.index(p))] + 1;
      queue.push_back(q);
    }
  }
  return dist;
}

RC_GTEST_PROP(ReachProperty, AgreesWithAPlainBfsForTheParty, ()) {
  const auto glyphs = *rc::gen::container<std::vector<char>>(
      kMinFloorSide * kMinFloorSide, rc::gen::element('#', '.', ',', ':', '=', '~'));
  Dungeon d;
  d.floors.emplace_back(kMinFloorSide, kMinFloorSide, 0, "");
  for (int i = 0; i < kMinFloorSide * kMinFloorSide; ++i) {
    d.floors[0].setKind(d.floors[0].pointOf(i), *kindOfGlyph(glyphs[static_cast<size_t>(i)]));
  }
  const Point start{*rc::gen::inRange(0, kMinFloorSide), *rc::gen::inRange(0, kMinFloorSide)};
  const auto expected = referenceDistances(d.floors[0], start);
  const World world(d);
  const auto distance =
      worldDistances(Terrain(world), world.index({0, start}), bodyOf(BodyKind::kParty));
  RC_ASSERT(distance == expected);
}

}  // namespace
}  // namespace dungeon::sim
