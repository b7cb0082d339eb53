#include "sim/search/dig_way.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <queue>
#include <tuple>

#include "sim/search/reach.h"
#include "sim/world/motion.h"

namespace dungeon::sim {
namespace {

// A dirt wall dug once from the side: a crawlway, or a heap under a hole.
SquareNow dugOnce(const Terrain& terrain, int wall) {
  const DirtTerrain& dirt = *terrain.dirt(terrain.world().floorOf(wall));
  const int i = terrain.world().indexOnFloor(wall);
  DirtSquare s = dirt.squareAt(i);
  --s.level;
  const DirtPenalties& space = penaltiesOf(dirtSpaceOf(s, dirt.groundAt(i)));
  return {space.clearance, space.speed_percent};
}

class Planner {
 public:
  Planner(const Terrain& terrain, const Body& body, bool may_dig,
          const std::vector<int>& undiggable)
      : drained_(terrain),
        body_(body),
        may_dig_(may_dig),
        undiggable_(undiggable),
        ways_(terrain, body) {
    drained_.drainAll();
  }

  DigWay run(int from, int to) {
    const auto n = static_cast<size_t>(world().squareCount());
    cost_.assign(n, -1);
    parent_.assign(n, -1);
    using Item = std::pair<int64_t, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    cost_[static_cast<size_t>(from)] = 0;
    open.push({0, from});
    while (!open.empty()) {
      const int64_t cost = open.top().first;
      const int at = open.top().second;
      open.pop();
      if (cost != cost_[static_cast<size_t>(at)]) continue;
      if (at == to) break;
      auto offer = [&](int next, std::optional<int64_t> step) {
        if (!step) return;
        int64_t& known = cost_[static_cast<size_t>(next)];
        if (known >= 0 && known <= cost + *step) return;
        known = cost + *step;
        parent_[static_cast<size_t>(next)] = at;
        open.push({known, next});
      };
      for (Dir dir : kAllDirs) {
        const int next = world().neighbour(at, dir);
        if (next >= 0) offer(next, walkCost(at, next));
      }
      for (int next : world().linked(at)) offer(next, climbCost(at, next));
    }
    return wayTo(from, to);
  }

 private:
  const World& world() const { return drained_.world(); }
  bool isWall(int square) const { return drained_.dirtSpace(square) == DirtSpace::kWall; }
  // A square as the way leaves it: a dirt wall on it is dug once.
  SquareNow onTheWay(int square) const {
    return isWall(square) ? dugOnce(drained_, square) : squareNow(drained_, square);
  }

  std::optional<int64_t> walkCost(int at, int next) const {
    const bool dig = isWall(next);
    if (dig && (!may_dig_ || !hasDump(next, at) ||
                std::find(undiggable_.begin(), undiggable_.end(), next) != undiggable_.end())) {
      return std::nullopt;
    }
    if (!dig && !ways_.enters(at, next)) return std::nullopt;
    const auto leg = walkLegAs(world(), body_, at, next, onTheWay(at), onTheWay(next));
    if (!leg) return std::nullopt;
    return leg->durationMs() + (dig ? kDigMs : 0);
  }

  bool hasDump(int wall, int at) const {
    for (int square : dumpSquares(drained_, wall)) {
      if (square != at || fitsOneUnitFuller(drained_, body_, at)) return true;
    }
    return false;
  }

  std::optional<int64_t> climbCost(int at, int next) const {
    if (!ways_.enters(at, next)) return std::nullopt;
    const auto leg = climbLeg(drained_, body_, at, next);
    if (!leg) return std::nullopt;
    return leg->durationMs();
  }

  DigWay wayTo(int from, int to) const {
    DigWay way;
    if (cost_[static_cast<size_t>(to)] < 0) return way;
    way.found = true;
    way.time_ms = cost_[static_cast<size_t>(to)];
    for (int s = to; s != -1; s = s == from ? -1 : parent_[static_cast<size_t>(s)]) {
      way.squares.push_back(s);
    }
    std::reverse(way.squares.begin(), way.squares.end());
    for (int s : way.squares) {
      if (isWall(s)) way.dug.push_back(s);
    }
    return way;
  }

  Terrain drained_;
  const Body& body_;
  const bool may_dig_;
  const std::vector<int>& undiggable_;
  const OpenWays ways_;
  std::vector<int64_t> cost_;
  std::vector<int> parent_;
};

}  // namespace

std::vector<int> dumpSquares(const Terrain& terrain, int wall) {
  const World& world = terrain.world();
  const Place at = world.place(wall);
  const DirtTerrain& dirt = *terrain.dirt(at.floor);
  std::vector<int> squares;
  for (Point d : kNeighbourOffsets) {
    const Point p = plus(at.at, d);
    if (!dirt.inBounds(p)) continue;
    const DirtSquare& s = dirt.square(p);
    if (s.dirt && s.level < kDirtFull) squares.push_back(world.index({at.floor, p}));
  }
  return squares;
}

bool fitsOneUnitFuller(const Terrain& terrain, const Body& body, int square) {
  const DirtTerrain& dirt = *terrain.dirt(terrain.world().floorOf(square));
  const int i = terrain.world().indexOnFloor(square);
  DirtSquare s = dirt.squareAt(i);
  ++s.level;
  return fit(body, penaltiesOf(dirtSpaceOf(s, dirt.groundAt(i))).clearance) != Stance::kNone;
}

DigWay quickestWay(const Terrain& terrain, const Body& body, int from, int to, bool may_dig,
                   const std::vector<int>& undiggable) {
  return Planner(terrain, body, may_dig, undiggable).run(from, to);
}

}  // namespace dungeon::sim
