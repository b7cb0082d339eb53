#include "model/articulation.h"

#include <algorithm>
#include <array>

namespace dungeon {
namespace {

constexpr std::array<Point, 4> kSteps = {{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}};

// One square on the search's stack: its index and the next of its four steps to look at.
struct Visit {
  int square;
  int next_step;
};

class CutSearch {
 public:
  explicit CutSearch(const Floor& floor)
      : floor_(floor),
        order_(static_cast<size_t>(floor.squareCount()), -1),
        low_(static_cast<size_t>(floor.squareCount()), 0),
        cut_(static_cast<size_t>(floor.squareCount()), 0) {}

  std::vector<char> run() {
    for (int i = 0; i < floor_.squareCount(); ++i) {
      if (passableForCuts(floor_.kindData()[static_cast<size_t>(i)]) && order_[at(i)] < 0) {
        searchFrom(i);
      }
    }
    return std::move(cut_);
  }

 private:
  static size_t at(int i) { return static_cast<size_t>(i); }

  int neighbour(int square, int step) const {
    const Point p = floor_.pointOf(square);
    const Point q{p.x + kSteps[at(step)].x, p.y + kSteps[at(step)].y};
    if (!floor_.inBounds(q) || !passableForCuts(floor_.kind(q))) return -1;
    return floor_.index(q);
  }

  // The search tree rooted at `root`: a non-root square is cut when some child's subtree
  // reaches no higher than the square itself; the root when it has two or more children.
  void searchFrom(int root) {
    int root_children = 0;
    enter(root);
    std::vector<Visit> stack{{root, 0}};
    std::vector<int> parent_of{-1};
    while (!stack.empty()) {
      Visit& top = stack.back();
      if (top.next_step == 4) {
        const int done = top.square;
        stack.pop_back();
        parent_of.pop_back();
        if (stack.empty()) break;
        const int parent = stack.back().square;
        low_[at(parent)] = std::min(low_[at(parent)], low_[at(done)]);
        if (parent == root) {
          ++root_children;
        } else if (low_[at(done)] >= order_[at(parent)]) {
          cut_[at(parent)] = 1;
        }
        continue;
      }
      const int next = neighbour(top.square, top.next_step++);
      if (next < 0 || next == parent_of.back()) continue;
      if (order_[at(next)] >= 0) {
        low_[at(top.square)] = std::min(low_[at(top.square)], order_[at(next)]);
        continue;
      }
      const int from = top.square;
      enter(next);
      stack.push_back({next, 0});
      parent_of.push_back(from);
    }
    if (root_children >= 2) cut_[at(root)] = 1;
  }

  void enter(int square) { order_[at(square)] = low_[at(square)] = next_order_++; }

  const Floor& floor_;
  std::vector<int> order_;  // discovery order; -1 unvisited
  std::vector<int> low_;    // least order reachable through the subtree and one back edge
  std::vector<char> cut_;
  int next_order_ = 0;
};

}  // namespace

bool passableForCuts(SquareKind kind) {
  return !isSolid(kind);
}

std::vector<char> cutSquares(const Floor& floor) {
  return CutSearch(floor).run();
}

std::vector<char> partWithout(const Floor& floor, Point from, Point removed) {
  std::vector<char> part(static_cast<size_t>(floor.squareCount()), 0);
  std::vector<Point> todo{from};
  part[static_cast<size_t>(floor.index(from))] = 1;
  while (!todo.empty()) {
    const Point p = todo.back();
    todo.pop_back();
    for (Point s : kSteps) {
      const Point q{p.x + s.x, p.y + s.y};
      if (q == removed || !floor.inBounds(q) || !passableForCuts(floor.kind(q))) continue;
      char& seen = part[static_cast<size_t>(floor.index(q))];
      if (seen) continue;
      seen = 1;
      todo.push_back(q);
    }
  }
  return part;
}

}  // namespace dungeon
