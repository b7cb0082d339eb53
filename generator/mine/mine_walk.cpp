#include "generator/mine/mine_walk.h"

#include <algorithm>
#include <array>
#include <cstddef>
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

int* stagger(Floor& floor, const std::vector<char>& stop, int start, Rng& rng, int* carved) {
  // Square index offsets of a step north, east, south and west (kAllDirs order). The stop
  // mask holds the floor's edge, so a step from a square off the edge stays in the floor.
  const std::ptrdiff_t w = floor.width();
  const std::array<std::ptrdiff_t, 4> offsets = {-w, 1, w, -1};
  // Each square is written down and counted only if it was rock, with no branch: the walk is
  // the hot loop. Plain pointers, held across the draws' calls, keep it to the squares alone.
  SquareKind* kinds = floor.mutableKindData().data();
  const char* stops = stop.data();
  const auto carve = [&](std::ptrdiff_t at) {
    *carved = static_cast<int>(at);
    carved += kinds[at] == SquareKind::kRock;
    kinds[at] = kMineOpenKind;
  };
  std::ptrdiff_t at = start;
  for (int draws = 0; draws * kStepsPerDraw < kMineDiggerSteps; ++draws) {
    uint64_t draw = rng.next();
    const int steps = std::min(kStepsPerDraw, kMineDiggerSteps - draws * kStepsPerDraw);
#pragma GCC unroll 8
    for (int s = 0; s < steps; ++s) {
      carve(at);
      at += offsets[static_cast<size_t>(draw & 3)];
      draw >>= 2;
      if (stops[at]) return carved;
    }
  }
  carve(at);
  return carved;
}

MineWalk::MineWalk(Floor& floor, std::span<const Point> keep_rock, Point first)
    : floor_(floor),
      stop_(mineStopMask(floor, keep_rock)),
      first_(first),
      target_(floor.squareCount() / kMineOpenDivisor),
      digger_limit_(floor.squareCount() / kMineSquaresPerDiggerLimit) {
  // The walk stops at the first digger to reach the target, which carves at most
  // kMineDiggerSteps + 1 squares: room for every square it can carve, made once.
  carved_.resize(static_cast<size_t>(target_ + kMineDiggerSteps + 1));
}

void MineWalk::digOne(Rng& rng) {
  const int start = diggers_ == 0
                        ? floor_.index(first_)
                        : carved_[static_cast<size_t>(rng.below(static_cast<uint64_t>(open_)))];
  ++diggers_;
  int* const from = carved_.data() + open_;
  open_ += static_cast<int>(stagger(floor_, stop_, start, rng, from) - from);
}

void MineWalk::run(Rng& rng) {
  while (!done()) digOne(rng);
}

}  // namespace dungeon::gen
