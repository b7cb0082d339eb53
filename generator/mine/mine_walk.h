// The mine's drunkard's walk (SPEC section 5.8): diggers stagger one square at a time in the
// four directions and carve rock to open floor until a third of the floor is open. It keeps
// the open count and the list of carved squares (the diggers' starts) as it carves, so a
// digger costs its own steps only: nothing rescans the floor per digger. Deterministic: it
// draws only from the Rng it is given: below() for a start, and one next() per kStepsPerDraw
// steps, whose 2-bit pieces (low bits first) are the steps' directions.
#pragma once

#include <span>
#include <vector>

#include "model/floor.h"
#include "model/rng.h"

namespace dungeon::gen {

// SPEC 5.8 (the seed's loop): a digger stops after this many steps.
inline constexpr int kMineDiggerSteps = 200;
// SPEC 5.8: diggers are sent until squareCount() / kMineOpenDivisor squares are open (a third).
inline constexpr int kMineOpenDivisor = 3;
// Diggers sent at most per square of the floor: a walk whose start the squares that must stay
// rock wall into too small a part never opens a third, and stops after squareCount() / 4
// diggers (on an open floor a third is open after about one digger per 60 squares).
inline constexpr int kMineSquaresPerDiggerLimit = 4;
// A 64-bit draw holds this many 2-bit directions, each exactly uniform over the four (4
// divides 2^64), so a step needs no division.
inline constexpr int kStepsPerDraw = 32;
// What mine squares are carved to: open floor the checks and the sim treat as a room's.
inline constexpr SquareKind kMineOpenKind = SquareKind::kRoom;

// Where a digger may not go, one flag per square (Floor::index): the floor's edge (its outer
// ring of squares) and every square of `keep_rock` inside the floor.
std::vector<char> mineStopMask(const Floor& floor, std::span<const Point> keep_rock);

// One digger from square `start` (a Floor::index): carves `start`, then steps in a drawn
// direction (the next 2 bits of the digger's draw, 0..3: north, east, south, west; a new
// rng.next() every kStepsPerDraw steps) and carves each square it reaches, and stops on
// reaching a square of `stop` (left as it is) or after kMineDiggerSteps steps. Writes the
// index of every square it turned from rock to open from `carved` on, in carving order, and
// returns the end of what it wrote; every square it passes is left kMineOpenKind. REQUIRES:
// `start` in the floor and not in `stop`; room for kMineDiggerSteps + 1 squares at `carved`.
int* stagger(Floor& floor, const std::vector<char>& stop, int start, Rng& rng, int* carved);

// The walk over one floor. The first digger starts on `first`; each later one on a square
// drawn from every square carved so far (rng.below of the list's size).
class MineWalk {
 public:
  // REQUIRES: `first` in the floor and outside the edge and `keep_rock`; the floor is all
  // rock (the counts start at zero).
  MineWalk(Floor& floor, std::span<const Point> keep_rock, Point first);

  // True once a third of the floor is open, or the digger limit is reached (walledIn()).
  bool done() const { return open() >= target_ || diggers_ >= digger_limit_; }
  // True when the walk stopped short of a third: the stop squares wall its start in.
  bool walledIn() const { return open() < target_ && diggers_ >= digger_limit_; }
  // Sends one more digger. REQUIRES: !done().
  void digOne(Rng& rng);
  // Sends diggers until done().
  void run(Rng& rng);

  int open() const { return open_; }
  int diggers() const { return diggers_; }
  // Every carved square's index, in carving order: the starts a digger is drawn from.
  std::span<const int> carved() const { return {carved_.data(), static_cast<size_t>(open_)}; }

 private:
  Floor& floor_;
  std::vector<char> stop_;
  Point first_;
  int target_ = 0;
  int digger_limit_ = 0;
  int diggers_ = 0;
  int open_ = 0;
  std::vector<int> carved_;  // the first open_ are the carved squares
};

}  // namespace dungeon::gen
