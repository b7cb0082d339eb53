#include "sim/dirt/dirt_collapse.h"

#include <algorithm>
#include <deque>

namespace dungeon::sim {
namespace {

// The neighbour of p with the lowest level among those that can take a unit and lie at least
// 2 below `level`; ties go to the first in kNeighbourOffsets order. {-1, -1} if none.
Point lowestBelow(const DirtTerrain& t, Point p, int level) {
  Point best{-1, -1};
  int best_level = level - 1;  // must be at most level - 2
  for (Point d : kNeighbourOffsets) {
    const Point n = plus(p, d);
    if (!t.inBounds(n) || t.tunnellerAt(n)) continue;
    const DirtSquare& s = t.square(n);
    if (!s.dirt || s.level >= kDirtFull || s.level >= best_level) continue;
    best = n;
    best_level = s.level;
  }
  return best;
}

}  // namespace

int neighbourPerMille(const DirtTerrain& t, Point n) {
  if (!t.inBounds(n)) return 0;
  const DirtSquare& s = t.square(n);
  if (!s.dirt) return 0;
  if (t.tunnellerAt(n)) return kWallPerMille;
  if (s.reinforced) return kReinforcedPerMille;
  if (s.level == kDirtFull) return kWallPerMille;
  return s.packing > 0 ? kPackedPerMille : kLoosePerMille;
}

bool isCollapseSite(const DirtTerrain& t, Point p) {
  if (!t.inBounds(p) || t.tunnellerAt(p) || t.ground(p) == 0) return false;
  const DirtSquare& s = t.square(p);
  return s.dirt && !s.reinforced && s.level < kDirtFull;
}

int collapseChancePerMille(const DirtTerrain& t, Point p) {
  if (!isCollapseSite(t, p)) return 0;
  int sum = 0;
  for (Point d : kNeighbourOffsets) sum += neighbourPerMille(t, plus(p, d));
  if (t.ground(p) == kDirtFull - 1) sum += kShallowPitPerMille;
  if (t.ground(p) == kDirtFull - 2) sum += kDeepPitPerMille;
  return std::min(sum, kMaxPerMille);
}

int bringDown(DirtTerrain& t, Point p) {
  int fallen = 0;
  while (t.ground(p) > 0) {
    DirtSquare& s = t.square(p);
    Point to = s.level < kDirtFull ? p : lowestBelow(t, p, s.level);
    if (to.x < 0) break;  // nowhere to go: the rest stays in the ground
    t.setGround(p, t.ground(p) - 1);
    ++t.square(to).level;
    ++fallen;
    if (to != p) continue;
    const Point slide = lowestBelow(t, p, s.level);
    if (slide.x < 0) continue;
    --s.level;
    ++t.square(slide).level;
  }
  return fallen;
}

CollapseReport collapseCascade(DirtTerrain& t, Rng& collapse_stream, Point p) {
  CollapseReport report;
  std::deque<Point> queue{p};
  while (!queue.empty()) {
    const Point at = queue.front();
    queue.pop_front();
    const int chance = collapseChancePerMille(t, at);
    if (chance == 0) continue;
    ++report.checks;
    if (!collapse_stream.chance(chance)) continue;
    ++report.collapses;
    report.fallen += bringDown(t, at);
    for (Point d : kNeighbourOffsets) {
      if (t.inBounds(plus(at, d))) queue.push_back(plus(at, d));
    }
  }
  return report;
}

}  // namespace dungeon::sim
