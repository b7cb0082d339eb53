#include "sim/live/chase.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <tuple>

namespace dungeon::sim {
namespace {

// Most moves a square can cost: a step, and three units of dirt pushed or dug out before it.
constexpr int kMostMoveCost = 1 + kDirtFull;

// Calls visit(to, dir) for every neighbour (dir set) and linked square (dir unset) of `from`.
template <class Visit>
void forEachStep(const World& world, int from, Visit visit) {
  for (Dir dir : kAllDirs) {
    const int to = world.neighbour(from, dir);
    if (to >= 0) visit(to, std::optional<Dir>(dir));
  }
  for (int to : world.linked(from)) visit(to, std::optional<Dir>());
}

// The units of dirt that must leave the square before the body fits it (1..3), or nullopt where
// taking dirt out does not make room for it (not dirt, or it fits already).
std::optional<int> unitsToFit(const Terrain& terrain, const Body& body, int square) {
  const DirtTerrain* dirt = terrain.dirt(terrain.world().floorOf(square));
  if (dirt == nullptr) return std::nullopt;
  const int i = terrain.world().indexOnFloor(square);
  DirtSquare s = dirt->squareAt(i);
  if (!s.dirt) return std::nullopt;
  for (int units = 1; s.level > 0 && units <= kDirtFull; ++units) {
    --s.level;
    if (fit(body, penaltiesOf(dirtSpaceOf(s, dirt->groundAt(i))).clearance) != Stance::kNone)
      return units;
  }
  return std::nullopt;
}

// How a chaser enters a square from a neighbour or link, and what that costs in moves.
struct Entry {
  ChaseMove::Kind kind = ChaseMove::Kind::kStay;
  int cost = 0;
};

class ChasePlan {
 public:
  ChasePlan(const Scene& scene, const Actor& chaser)
      : scene_(scene),
        chaser_(chaser),
        moves_dirt_(chaser.body->pushes_dirt || chaser.body->tunnels),
        refused_(chaser.refused_at == scene.dirtVersion() ? chaser.refused : std::vector<int>{}) {}

  // Fewest moves from the chaser's square to every square (-1: never), and each square's way
  // in: its parent and how it was entered. A bucket per cost, first in first out, so with
  // moves of one each it is exactly the breadth-first search.
  void run() {
    const int n = scene_.world().squareCount();
    cost_.assign(static_cast<size_t>(n), -1);
    parent_.assign(static_cast<size_t>(n), -1);
    entry_.assign(static_cast<size_t>(n), ChaseMove::Kind::kStay);
    std::vector<std::vector<int>> buckets(1);
    cost_[static_cast<size_t>(chaser_.square)] = 0;
    buckets[0].push_back(chaser_.square);
    for (size_t c = 0; c < buckets.size(); ++c) {
      for (size_t k = 0; k < buckets[c].size(); ++k) {
        const int at = buckets[c][k];
        if (cost_[static_cast<size_t>(at)] != static_cast<int>(c)) continue;  // found cheaper
        forEachStep(scene_.world(), at, [&](int to, std::optional<Dir> dir) {
          const Entry e = enter(at, to, dir);
          if (e.kind == ChaseMove::Kind::kStay) return;
          const int total = static_cast<int>(c) + e.cost;
          int& known = cost_[static_cast<size_t>(to)];
          if (known >= 0 && known <= total) return;
          known = total;
          parent_[static_cast<size_t>(to)] = at;
          entry_[static_cast<size_t>(to)] = e.kind;
          if (buckets.size() <= static_cast<size_t>(total)) buckets.resize(total + 1);
          buckets[static_cast<size_t>(total)].push_back(to);
        });
      }
    }
  }

  int cost(int square) const { return cost_[static_cast<size_t>(square)]; }

  // The first move on the way to `target`. REQUIRES: cost(target) > 0.
  ChaseMove firstMoveTo(int target) const {
    int next = target;
    while (parent_[static_cast<size_t>(next)] != chaser_.square)
      next = parent_[static_cast<size_t>(next)];
    const ChaseMove::Kind kind = entry_[static_cast<size_t>(next)];
    const std::optional<Dir> dir = dirBetween(scene_.world(), chaser_.square, next);
    return {kind, next, dir.value_or(Dir::kNorth)};
  }

 private:
  Entry enter(int at, int to, std::optional<Dir> dir) const {
    const DoorState* door = scene_.doors().at(to);
    if (door != nullptr && !door->passable()) return {};
    const Terrain& terrain = scene_.terrain();
    const auto leg =
        dir ? walkLeg(terrain, *chaser_.body, at, to) : climbLeg(terrain, *chaser_.body, at, to);
    if (leg) return {ChaseMove::Kind::kStep, 1};
    if (!dir || !moves_dirt_ || scene_.world().stepBlocked(at, to)) return {};
    if (std::find(refused_.begin(), refused_.end(), to) != refused_.end()) return {};
    const std::optional<int> units = unitsToFit(terrain, *chaser_.body, to);
    if (!units) return {};
    const auto kind = chaser_.body->tunnels ? ChaseMove::Kind::kTunnel : ChaseMove::Kind::kPush;
    return {kind, std::min(1 + *units, kMostMoveCost)};
  }

  const Scene& scene_;
  const Actor& chaser_;
  const bool moves_dirt_;
  const std::vector<int> refused_;
  std::vector<int> cost_;
  std::vector<int> parent_;
  std::vector<ChaseMove::Kind> entry_;
};

}  // namespace

std::vector<int> blindDistances(const Terrain& terrain, int start, bool through_dirt) {
  const World& world = terrain.world();
  std::vector<int> dist(static_cast<size_t>(world.squareCount()), -1);
  std::deque<int> frontier{start};
  dist[static_cast<size_t>(start)] = 0;
  while (!frontier.empty()) {
    const int at = frontier.front();
    frontier.pop_front();
    forEachStep(world, at, [&](int to, std::optional<Dir>) {
      if (dist[static_cast<size_t>(to)] >= 0) return;
      const bool open =
          !isSolid(terrain.kind(to)) || (through_dirt && terrain.dirtSpace(to) != DirtSpace::kRock);
      if (!open) return;
      dist[static_cast<size_t>(to)] = dist[static_cast<size_t>(at)] + 1;
      frontier.push_back(to);
    });
  }
  return dist;
}

ChaseMove chaseMove(const Scene& scene, int chaser_id) {
  const Actor& chaser = scene.actor(chaser_id);
  const Actor& quarry = scene.actor(chaser.chasing);
  const bool moves_dirt = chaser.body->pushes_dirt || chaser.body->tunnels;
  const std::vector<int> to_quarry = blindDistances(scene.terrain(), quarry.square, moves_dirt);
  ChasePlan plan(scene, chaser);
  plan.run();
  int best = chaser.square;
  auto key = [&](int s) { return std::tuple(to_quarry[static_cast<size_t>(s)], plan.cost(s), s); };
  for (int s = 0; s < scene.world().squareCount(); ++s) {
    if (plan.cost(s) < 0 || to_quarry[static_cast<size_t>(s)] < 0) continue;
    if (to_quarry[static_cast<size_t>(best)] < 0 || key(s) < key(best)) best = s;
  }
  if (best == chaser.square) return {};
  return plan.firstMoveTo(best);
}

}  // namespace dungeon::sim
