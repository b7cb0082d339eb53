#include "sim/dirt/dirt_follow.h"

#include "sim/dirt/dirt_bodies.h"

namespace dungeon::sim {
namespace {

bool fits(const DirtTerrain& t, const Body& body, Point p) {
  return t.inBounds(p) && dirtFit(body, dirtSpaceAt(t, p)) != DirtStance::kNone;
}

bool onOrBeside(Point a, Point b) {
  const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
  const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
  return dx <= 1 && dy <= 1;
}

// The square the body steps onto this turn: ahead, else the diagonal ahead on the anticlockwise
// side, else the clockwise one (ours: a fixed order, so no draw); {-1, -1} if none fits.
Point stepAhead(const DirtTerrain& t, const Body& body, Point at, Dir toward) {
  const Point ahead = step(at, toward);
  if (fits(t, body, ahead)) return ahead;
  for (Dir side : {anticlockwise(toward), clockwise(toward)}) {
    const Point diagonal = step(ahead, side);
    if (fits(t, body, diagonal)) return diagonal;
  }
  return {-1, -1};
}

}  // namespace

FollowReport followByPushing(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at,
                             Dir toward, Point target, int max_turns) {
  FollowReport report;
  report.at = at;
  for (int turn = 0; turn < max_turns; ++turn) {
    if (onOrBeside(report.at, target)) {
      report.reached = true;
      return report;
    }
    if (const Point next = stepAhead(t, body, report.at, toward); next.x >= 0) {
      report.at = next;
      report.turns.push_back({FollowTurn::Kind::kStep, next});
      continue;
    }
    const DirtOutcome pushed = push(t, streams, body, report.at, toward);
    if (!pushed.done) {
      report.stopped = pushed.refusal;
      return report;
    }
    report.collapses += pushed.collapse.collapses;
    report.turns.push_back({FollowTurn::Kind::kPush, report.at});
  }
  report.reached = onOrBeside(report.at, target);
  if (!report.reached) report.stopped = "out of turns";
  return report;
}

}  // namespace dungeon::sim
