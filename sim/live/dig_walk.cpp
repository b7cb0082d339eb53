#include "sim/live/dig_walk.h"

#include <fmt/format.h>

#include <algorithm>

#include "sim/live/walk_format.h"
#include "sim/search/dig_way.h"

namespace dungeon::sim {
namespace {

class DigWalker {
 public:
  DigWalker(Scene& scene, int id, int target)
      : scene_(scene),
        id_(id),
        target_(target),
        first_event_(scene.events().size()),
        start_ms_(scene.clock().nowMs()) {
    result_.body = std::string(body().name);
    result_.from = place(square());
    result_.to = place(target);
    result_.route.push_back(result_.from);
  }

  WalkResult run() {
    DigReport report;
    const DigWay walking = quickestWay(scene_.terrain(), body(), square(), target_, false);
    report.walking_ms = walking.found ? walking.time_ms : -1;
    while (!stopped() && square() != target_) {
      if (report.plans == kMostDigPlans) {
        stop({place(square()), fmt::format("the dug way fell in {} times", report.plans)});
        break;
      }
      const DigWay way =
          quickestWay(scene_.terrain(), body(), square(), target_, true, undiggable_);
      if (report.plans++ == 0) report.planned_ms = way.time_ms;
      if (!way.found) {
        stop(explainObstacle(scene_, id_, target_));
        break;
      }
      follow(way, report);
    }
    result_.digging = std::move(report);
    result_.actions = actionsSince(scene_, id_, first_event_, waits_);
    result_.reached = !stopped();
    result_.time_ms = scene_.clock().nowMs() - start_ms_;
    return std::move(result_);
  }

 private:
  const Body& body() const { return *scene_.actor(id_).body; }
  int square() const { return scene_.actor(id_).square; }
  Place place(int square) const { return scene_.world().place(square); }
  bool stopped() const { return result_.obstacle.has_value(); }
  void stop(Obstacle obstacle) { result_.obstacle = std::move(obstacle); }

  // Walks the way's stretches and digs its walls; returns early (to plan again) when a dug wall
  // does not let the body in, or when it stopped.
  void follow(const DigWay& way, DigReport& report) {
    for (size_t i = 1; i < way.squares.size() && !stopped(); ++i) {
      const int wall = way.squares[i];
      if (scene_.terrain().dirtSpace(wall) != DirtSpace::kWall) continue;
      if (!walkTo(way.squares[i - 1]) || !dig(way, i, report)) return;
      if (!legBetween(scene_.terrain(), body(), square(), wall)) return;  // it fell in
      const std::string refused = scene_.startMove(id_, wall);
      if (!refused.empty()) return stop({place(wall), refused});
      if (!untilIdle()) return;
      result_.route.push_back(place(wall));
    }
    if (!stopped()) walkTo(target_);
  }

  // Digs `wall` (the way's square `i`) once: its unit goes to a neighbour off the way, else to
  // one the body has walked past, else to the square the body stands on where it still fits it
  // one unit fuller; never to a square ahead. False when it stopped, or when only squares ahead
  // could take the unit (the wall is then left out of the next plan).
  bool dig(const DigWay& way, size_t i, DigReport& report) {
    const int wall = way.squares[i];
    const int at = square();
    auto rank = [&](int s) {
      const auto on = std::find(way.squares.begin(), way.squares.end(), s);
      if (s == at) return fitsOneUnitFuller(scene_.terrain(), body(), at) ? 2 : 3;
      if (on == way.squares.end()) return 0;
      return static_cast<size_t>(on - way.squares.begin()) < i ? 1 : 3;
    };
    int dump = -1;
    for (int best = 0; best < 3 && dump < 0; ++best) {
      for (int s : dumpSquares(scene_.terrain(), wall)) {
        if (rank(s) == best) {
          dump = s;
          break;
        }
      }
    }
    if (dump < 0) {  // only squares ahead could take its dirt: plan again without it
      undiggable_.push_back(wall);
      return false;
    }
    const DirtOutcome out = scene_.startDig(id_, wall, dump);
    if (!out.done) {
      stop({place(wall), out.refusal});
      return false;
    }
    report.dug.push_back(place(wall));
    report.collapses += out.collapse.collapses;
    return untilIdle();
  }

  // The reach walk to `square` (fetching, opening and waiting as it does). False when it stopped.
  bool walkTo(int square) {
    if (this->square() == square) return true;
    const WalkResult walk = walkInScene(scene_, id_, square);
    result_.route.insert(result_.route.end(), walk.route.begin() + 1, walk.route.end());
    for (const WalkAction& a : walk.actions) {
      if (a.action == "wait") waits_.push_back(a);
    }
    if (!walk.reached) stop(*walk.obstacle);
    return walk.reached;
  }

  bool untilIdle() {
    for (int64_t waited = 0; !scene_.actor(id_).idle(); waited += kTickMs) {
      if (scene_.actor(id_).buried) return refuse("buried under dirt");
      if (!scene_.clock().running() || waited > kMaxDigWaitMs)
        return refuse("the game clock is stopped");
      scene_.tick();
    }
    if (scene_.actor(id_).buried) return refuse("buried under dirt");
    return true;
  }

  bool refuse(std::string_view why) {
    stop({place(square()), std::string(why)});
    return false;
  }

  // Longest a dig or a leg may take: far more than any (a dig is kDigMs).
  static constexpr int64_t kMaxDigWaitMs = 3'600'000;

  Scene& scene_;
  int id_;
  int target_;
  size_t first_event_;
  int64_t start_ms_;
  WalkResult result_;
  std::vector<WalkAction> waits_;
  std::vector<int> undiggable_;  // walls whose dirt only squares ahead could take
};

}  // namespace

WalkResult digWalkInScene(Scene& scene, int id, int target) {
  return DigWalker(scene, id, target).run();
}

}  // namespace dungeon::sim
