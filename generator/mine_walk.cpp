#include "generator/mine_walk.h"

#include <array>
#include <cstdint>

namespace dungeon::gen {

std::vector<char> mineStopMask(const Floor& floor, std::span<const Point> keep_rock) {
  std::vector<char> stop(static_cast<size_t>(floor.squareCount()), 0);
  const int w = floor.width();
  const int h = floor.height();
  for (int x = 0; x < w; ++x) {
    stop[static_cast<size_t>(floor.index({x, 0}))] = 1;
    stop[static_cast<size_t>(floor.index({x, h - 1}))] = 1;
  }
  for (int y = 0; y < h; ++y) {
    stop[static_cast<size_t>(floor.index({0, y}))] = 1;
    stop[static_cast<size_t>(floor.index({w - 1, y}))] = 1;
  }
  for (Point p : keep_rock) {
    if (floor.inBounds(p)) stop[static_cast<size_t>(floor.index(p))] = 1;
  }
  return stop;
}

void stagger(Floor& floor, const std::vector<char>& stop, Point start, Rng& rng,
             std::vector<int>& carved) {
  // Square index offsets of a step north, east, south and west (kAllDirs order). The stop
  // mask holds the floor's edge, so a step from a square off the edge stays in the floor.
  const int w = floor.width();
  const std::array<int, 4> offsets = {-w, 1, w, -1};
  int at = floor.index(start);
  uint64_t draw = 0;
  // Room for every square this digger can carve, trimmed to those it did; each square is
  // written down and counted only if it was rock, with no branch (the walk is the hot loop).
  size_t count = carved.size();
  carved.resize(count + kMineDiggerSteps + 1);
  const SquareKind* kinds = floor.kindData().data();
  for (int steps = 0;; ++steps) {
    carved[count] = at;
    count += kinds[at] == SquareKind::kRock;
    floor.setKindAt(at, kMineOpenKind);
    if (steps == kMineDiggerSteps) break;
    if (steps % kStepsPerDraw == 0) draw = rng.next();
    at += offsets[static_cast<size_t>(draw & 3)];
    draw >>= 2;
    if (stop[static_cast<size_t>(at)]) break;
  }
  carved.resize(count);
}

MineWalk::MineWalk(Floor& floor, std::span<const Point> keep_rock, Point first)
    : floor_(floor),
      stop_(mineStopMask(floor, keep_rock)),
      first_(first),
      target_(floor.squareCount() / kMineOpenDivisor),
      digger_limit_(floor.squareCount() / kMineSquaresPerDiggerLimit) {
  carved_.reserve(static_cast<size_t>(target_ + kMineDiggerSteps + 1));
}

void MineWalk::digOne(Rng& rng) {
  const Point start = diggers_ == 0
                          ? first_
                          : floor_.pointOf(carved_[static_cast<size_t>(rng.below(carved_.size()))]);
  ++diggers_;
  stagger(floor_, stop_, start, rng, carved_);
}

void MineWalk::run(Rng& rng) {
  while (!done()) digOne(rng);
}

}  // namespace dungeon::gen
