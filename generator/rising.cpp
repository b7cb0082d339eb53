#include "generator/rising.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "generator/spirals.h"
#include "generator/stairs.h"
#include "generator/topology.h"
#include "model/articulation.h"

namespace dungeon::gen {
namespace {

// What rising lays within one floor: its sunk room and cut spiral, both or neither.
struct FloorRising {
  std::optional<SunkRoom> sunk;
  std::optional<CutSpiral> spiral;
};

void count(RisingLaid& laid, const FloorRising& floor) {
  if (floor.sunk) {
    ++laid.sunk_rooms;
    for (const Stair& stair : floor.sunk->stairs) {
      ++(stair.turns ? laid.turning_stairs : laid.straight_stairs);
    }
    ++laid.cut_spirals;
  }
}

// A cut spiral, then the first sunk room in the drawn order (on either side of it); both
// laid, or neither.
FloorRising layFloor(Draft& draft, int f, Rng& rng) {
  FloorRising laid;
  const std::vector<char> cut = cutSquares(draft.dungeon.floors[static_cast<size_t>(f)]);
  std::optional<CutSpiral> spiral = findCutSpiral(draft, f, cut, rng);
  if (!spiral) return laid;
  layCutSpiral(draft, f, *spiral);
  std::optional<SunkRoom> sunk = findSunkRoom(draft, f, rng);
  if (!sunk) {
    unlayCutSpiral(draft, f, *spiral);
    return laid;
  }
  sinkRoom(draft, f, *sunk);
  laid.sunk = std::move(sunk);
  laid.spiral = std::move(spiral);
  return laid;
}

// Lays rising on every floor not in `skipped`, drawing from `rng`, and counts it in the draft;
// fails when it lays nothing.
Status layFloors(Draft& draft, const std::vector<char>& skipped, Rng rng) {
  const int floors = static_cast<int>(draft.dungeon.floors.size());
  draft.rising = {};
  for (int f = 0; f < floors; ++f) {
    FloorRising laid;
    if (!skipped[static_cast<size_t>(f)]) laid = layFloor(draft, f, rng);
    count(draft.rising, laid);
  }
  for (int f = 0; f + 1 < floors; ++f) {
    if (skipped[static_cast<size_t>(f)]) continue;
    if (auto down = findStackedSpiral(draft, f, rng)) {
      layStackedSpiral(draft, f, *down);
      ++draft.rising.stacked_spirals;
    }
  }
  if (draft.rising == RisingLaid{}) return Status::fail("no floor took a sunk room and a spiral");
  return Status::success();
}

// A try the glimpse stage left without the goal seen early waits to be checked only if it is
// needed (generate.h); rising it would cost a check it may never need.
bool waitsUnglimpsed(const StageContext& context) {
  if (context.cache == nullptr) return false;
  const Options& options = context.draft.dungeon.options;
  return laidForTheGlimpse(cellGridFor(options.width, options.height)) &&
         context.cache->goalSeenEarly(context.draft.dungeon) == false;
}

}  // namespace

bool risingEnabled(const Options& options, int) {
  return options.rising;
}

bool laidWhatRisingAsks(const Draft& draft) {
  return draft.rising.turningStairAndSpiral();
}

Status layRising(StageContext& context) {
  if (waitsUnglimpsed(context)) return Status::success();
  const int floors = static_cast<int>(context.draft.dungeon.floors.size());
  std::vector<char> skipped(static_cast<size_t>(floors), 0);
  const Rng start = context.rng;
  for (int attempt = 0; attempt < floors; ++attempt) {
    bool laid = false;
    const Status result = context.keepIfChecksPass([&](Draft& draft) {
      Status status = layFloors(draft, skipped, start);
      laid = status.ok();
      return status;
    });
    if (result.ok() || !laid) break;
    // Leave out the floor that broke a check (the first floor not yet left out when the
    // failure names none) and lay the rest again.
    const auto& place = result.failure().place;
    int drop = place ? place->floor : -1;
    if (drop < 0 || skipped[static_cast<size_t>(drop)]) {
      const auto next = std::find(skipped.begin(), skipped.end(), 0);
      drop = static_cast<int>(next - skipped.begin());
    }
    if (drop >= floors) break;
    skipped[static_cast<size_t>(drop)] = 1;
  }
  // Nothing laid is no failure of the try: it goes on without rising.
  return Status::success();
}

}  // namespace dungeon::gen
