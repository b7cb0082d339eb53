#include "sweeps/reduce.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <utility>
#include <vector>

#include "checks/report.h"
#include "model/articulation.h"
#include "model/sheet.h"
#include "model/square_groups.h"
#include "sim/live/walk.h"

namespace dungeon::sweeps {
namespace {

// How a candidate fails, as the reduction's target reads failures.
using FailureOf = std::function<std::string(const Dungeon&)>;

// The failure of the dungeon a sheet's bytes read back as, or "" when it passes or does not
// read.
class Judge {
 public:
  Judge(FailureOf failure_of, std::string target, int max_checks)
      : failure_of_(std::move(failure_of)), target_(std::move(target)), max_checks_(max_checks) {}

  // True when `candidate`, written and read back, fails as the target does; `read` receives
  // the dungeon read back.
  bool failsAlike(const Dungeon& candidate, Dungeon& read) {
    if (spent()) return false;
    ++checks_;
    Result<ReadSheet> sheet = readSheet(writeSheet(candidate), "candidate");
    if (!sheet) return false;
    if (failure_of_(sheet->dungeon) != target_) return false;
    read = std::move(sheet->dungeon);
    return true;
  }
  bool spent() const { return checks_ >= max_checks_; }
  int checks() const { return checks_; }

 private:
  FailureOf failure_of_;
  std::string target_;
  int max_checks_;
  int checks_ = 0;
};

// A part of the dungeon that can be taken away: its removal applied to a copy.
using Removal = std::function<void(Dungeon&)>;

void eraseThingsWhere(Dungeon& d, const std::function<bool(const Thing&)>& gone) {
  d.things.erase(std::remove_if(d.things.begin(), d.things.end(), gone), d.things.end());
}

// Makes the squares rock, with whatever stands on them.
void makeRock(Dungeon& d, int floor, const std::vector<Point>& squares) {
  Floor& f = d.floors[static_cast<size_t>(floor)];
  std::set<std::pair<int, int>> gone;
  for (Point p : squares) {
    f.setKind(p, SquareKind::kRock);
    gone.insert({p.x, p.y});
  }
  eraseThingsWhere(d, [&](const Thing& t) {
    return t.floor == floor && gone.contains({t.at.x, t.at.y});
  });
}

void removeFloor(Dungeon& d, int floor) {
  eraseThingsWhere(d, [&](const Thing& t) { return t.floor == floor; });
  for (Thing& t : d.things) {
    if (t.floor > floor) --t.floor;
  }
  d.floors.erase(d.floors.begin() + floor);
  d.options.floors = static_cast<int>(d.floors.size());
}

int openSquares(const Dungeon& d) {
  int open = 0;
  for (const Floor& f : d.floors) {
    for (int i = 0; i < f.squareCount(); ++i) open += f.isOpenAt(f.pointOf(i)) ? 1 : 0;
  }
  return open;
}

// Delta debugging over `parts` (each removable alone or with others): removes the largest
// sets it can, halving the chunk size down to single parts. Returns true if anything went.
// `parts` is built from the dungeon before any removal, so a chunk's removals stay valid.
bool removeParts(Dungeon& d, std::vector<Removal> parts, Judge& judge) {
  bool any = false;
  size_t chunks = 2;
  while (!parts.empty() && !judge.spent()) {
    const size_t size = (parts.size() + chunks - 1) / chunks;
    bool removed = false;
    for (size_t start = 0; start < parts.size() && !judge.spent(); start += size) {
      const size_t end = std::min(parts.size(), start + size);
      Dungeon candidate = d;
      for (size_t i = start; i < end; ++i) parts[i](candidate);
      Dungeon read;
      if (!judge.failsAlike(candidate, read)) continue;
      d = std::move(read);
      parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(start),
                  parts.begin() + static_cast<std::ptrdiff_t>(end));
      removed = any = true;
      chunks = std::max<size_t>(chunks - 1, 2);
      break;
    }
    if (removed) continue;
    if (size == 1) break;
    chunks = std::min(parts.size(), chunks * 2);
  }
  return any;
}

std::vector<Removal> floorParts(const Dungeon& d) {
  std::vector<Removal> parts;
  // Last floor first, so removing one leaves the others' numbers as the parts expect.
  for (int f = static_cast<int>(d.floors.size()) - 1; f >= 1; --f) {
    parts.push_back([f](Dungeon& c) {
      if (f < static_cast<int>(c.floors.size())) removeFloor(c, f);
    });
  }
  return parts;
}

// A thing is named by what it is and where, so removals compose whatever went before.
std::vector<Removal> thingParts(const Dungeon& d) {
  std::vector<Removal> parts;
  for (const Thing& t : d.things) {
    parts.push_back([type = t.type, floor = t.floor, at = t.at](Dungeon& c) {
      const auto found = std::find_if(c.things.begin(), c.things.end(), [&](const Thing& x) {
        return x.type == type && x.floor == floor && x.at == at;
      });
      if (found != c.things.end()) c.things.erase(found);
    });
  }
  return parts;
}

std::vector<Removal> roomParts(const Dungeon& d) {
  std::vector<Removal> parts;
  for (int f = 0; f < static_cast<int>(d.floors.size()); ++f) {
    const Floor& floor = d.floors[static_cast<size_t>(f)];
    const SquareGroups rooms = findRooms(floor);
    std::vector<std::vector<Point>> squares(static_cast<size_t>(rooms.count()));
    for (int i = 0; i < floor.squareCount(); ++i) {
      const int room = rooms.group_of[static_cast<size_t>(i)];
      if (room >= 0) squares[static_cast<size_t>(room)].push_back(floor.pointOf(i));
    }
    for (std::vector<Point>& room : squares) {
      parts.push_back([f, room = std::move(room)](Dungeon& c) { makeRock(c, f, room); });
    }
  }
  return parts;
}

// Every branch of a floor holding an entrance: the squares a cut square alone joins to the
// entrance (cutSquares, partWithout), with the cut square, largest first; a branch goes in one
// step, where its squares one by one could only go from its tip. Bounded: none on a floor whose
// cut squares times squares pass kMaxBranchWork.
constexpr int64_t kMaxBranchWork = 20'000'000;

std::vector<Removal> branchParts(const Dungeon& d) {
  std::vector<std::pair<int, Removal>> sized;
  for (const Thing& entrance : d.things) {
    if (entrance.type != ThingType::kEntrance) continue;
    const int f = entrance.floor;
    const Floor& floor = d.floors[static_cast<size_t>(f)];
    if (!floor.inBounds(entrance.at) || !passableForCuts(floor.kind(entrance.at))) continue;
    const std::vector<char> cut = cutSquares(floor);
    const auto cuts = std::count(cut.begin(), cut.end(), 1);
    if (cuts * static_cast<int64_t>(floor.squareCount()) > kMaxBranchWork) continue;
    for (int i = 0; i < floor.squareCount(); ++i) {
      const Point at = floor.pointOf(i);
      if (cut[static_cast<size_t>(i)] == 0 || at == entrance.at) continue;
      const std::vector<char> kept = partWithout(floor, entrance.at, at);
      std::vector<Point> branch;
      for (int j = 0; j < floor.squareCount(); ++j) {
        const Point q = floor.pointOf(j);
        if (floor.isOpenAt(q) && kept[static_cast<size_t>(j)] == 0) branch.push_back(q);
      }
      const int size = static_cast<int>(branch.size());
      sized.emplace_back(size,
                         [f, branch = std::move(branch)](Dungeon& c) { makeRock(c, f, branch); });
    }
    break;
  }
  std::stable_sort(sized.begin(), sized.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<Removal> parts;
  for (auto& [size, removal] : sized) parts.push_back(std::move(removal));
  return parts;
}

std::vector<Removal> squareParts(const Dungeon& d) {
  std::vector<Removal> parts;
  for (int f = 0; f < static_cast<int>(d.floors.size()); ++f) {
    const Floor& floor = d.floors[static_cast<size_t>(f)];
    for (int i = 0; i < floor.squareCount(); ++i) {
      const Point p = floor.pointOf(i);
      if (floor.isOpenAt(p)) parts.push_back([f, p](Dungeon& c) { makeRock(c, f, {p}); });
    }
  }
  return parts;
}

}  // namespace

std::string walkFailureOf(const Dungeon& d) {
  const sim::World world(d);
  if (world.entrance() < 0 || world.goal() < 0) return "";
  const Result<sim::WalkResult> walk = sim::walkDungeon(world, {});
  if (!walk || walk->reached || !walk->obstacle) return "";
  const Place at = walk->obstacle->at;
  return fmt::format("walk: the party stops at {}:{},{}: {}", at.floor + 1, at.at.x, at.at.y,
                     walk->obstacle->reason);
}

std::string failureOf(const Dungeon& d, const checks::BandTable& bands) {
  const checks::Report report = checks::checkDungeon(d, bands);
  if (const checks::CheckEntry* failed = report.firstFailedCheck()) {
    return fmt::format("check {}: {}", failed->check->id, failed->outcome.reason);
  }
  if (std::string walk = walkFailureOf(d); !walk.empty()) return walk;
  if (const checks::MetricReading* out = report.firstOutOfBand()) {
    const std::string where =
        out->floor < 0 ? "the dungeon" : fmt::format("floor {}", out->floor + 1);
    return fmt::format("band {} on {} {} its band", out->metric->id, where,
                       out->value > out->band->hi ? "above" : "below");
  }
  return "";
}

Reduction reduceFailing(const Dungeon& d, const checks::BandTable& bands, int max_checks,
                        ReduceTarget target) {
  FailureOf failure_of = [&bands](const Dungeon& c) { return failureOf(c, bands); };
  if (target == ReduceTarget::kWalk) failure_of = walkFailureOf;
  Reduction out{d, failure_of(d)};
  Judge judge(failure_of, out.failure, max_checks);
  const size_t floors_before = d.floors.size();
  const size_t things_before = d.things.size();
  const int open_before = openSquares(d);
  for (bool again = true; again && !judge.spent();) {
    again = false;
    again |= removeParts(out.dungeon, floorParts(out.dungeon), judge);
    again |= removeParts(out.dungeon, thingParts(out.dungeon), judge);
    again |= removeParts(out.dungeon, branchParts(out.dungeon), judge);
    again |= removeParts(out.dungeon, roomParts(out.dungeon), judge);
    again |= removeParts(out.dungeon, squareParts(out.dungeon), judge);
  }
  out.checks = judge.checks();
  out.budget_spent = judge.spent();
  out.floors_removed = static_cast<int>(floors_before - out.dungeon.floors.size());
  out.things_removed = static_cast<int>(things_before - out.dungeon.things.size());
  out.squares_removed = open_before - openSquares(out.dungeon);
  return out;
}

}  // namespace dungeon::sweeps
