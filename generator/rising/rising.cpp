#include "generator/rising/rising.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "generator/floors/topology.h"
#include "generator/mine/mine.h"
#include "generator/rising/spirals.h"
#include "generator/rising/stairs.h"
#include "model/articulation.h"

namespace dungeon::gen {
namespace {

// What rising lays within one floor: its sunk room and its cut spiral, each where it fits, and
// why one was not laid.
struct RisingOnFloor {
  std::optional<SunkRoom> sunk;
  std::optional<CutSpiral> spiral;
  WhyNot no_sunk_room = WhyNot::kNoSunkRoom;
  WhyNot no_spiral = WhyNot::kNoCutSquare;
};

void count(RisingLaid& laid, const RisingOnFloor& floor) {
  if (floor.sunk) {
    ++laid.sunk_rooms;
    for (const Stair& stair : floor.sunk->stairs) {
      ++(stair.turns ? laid.turning_stairs : laid.straight_stairs);
    }
  }
  if (floor.spiral) ++laid.cut_spirals;
}

bool isMine(const Draft& draft, int f) {
  return draft.plans[static_cast<size_t>(f)].topology == kMineTopology;
}

// A cut spiral where one fits, then the first room in the drawn order (on either side of it)
// that sinks; the mine floor has neither.
RisingOnFloor layFloor(Draft& draft, int f, Rng& rng) {
  RisingOnFloor laid;
  if (isMine(draft, f)) {
    laid.no_sunk_room = laid.no_spiral = WhyNot::kMineFloor;
    return laid;
  }
  const std::vector<char> cut = cutSquares(draft.dungeon->floors[static_cast<size_t>(f)]);
  CutSpiralFound found = findCutSpiral(draft, f, cut, rng);
  if (found.spiral) {
    layCutSpiral(draft, f, *found.spiral);
    laid.spiral = std::move(found.spiral);
  } else {
    laid.no_spiral = found.why_not;
  }
  laid.sunk = findSunkRoom(draft, f, rng);
  if (laid.sunk) sinkRoom(draft, f, *laid.sunk);
  return laid;
}

// What one lay of rising over every floor laid, floor by floor and pair by pair, and why it
// laid nothing where it did not (the floors left out excepted).
struct RisingAttempt {
  std::vector<char> sunk_laid;
  std::vector<char> spiral_laid;
  std::vector<char> pair_laid;
  std::vector<Notice> unlaid;
  // The row's stream as the attempt left it, for the draws it took; none before an attempt.
  std::optional<Rng> stream_after;
};

// Lays rising on every floor not in `skipped`, drawing from `rng`, and counts it in the draft;
// fails when it lays nothing. What it laid and why it did not is left in `attempt`.
Status layFloors(Draft& draft, const std::vector<char>& skipped, Rng rng, RisingAttempt& attempt) {
  const int floors = static_cast<int>(draft.dungeon->floors.size());
  draft.rising = {};
  const std::vector<char> none(static_cast<size_t>(floors), 0);
  attempt = {none, none, none, {}, rng};
  for (int f = 0; f < floors; ++f) {
    RisingOnFloor laid;
    if (!skipped[static_cast<size_t>(f)]) {
      laid = layFloor(draft, f, rng);
      if (!laid.sunk) attempt.unlaid.push_back({f, Asked::kSunkRoom, laid.no_sunk_room, ""});
      if (!laid.spiral) attempt.unlaid.push_back({f, Asked::kCutSpiral, laid.no_spiral, ""});
    }
    attempt.sunk_laid[static_cast<size_t>(f)] = laid.sunk.has_value();
    attempt.spiral_laid[static_cast<size_t>(f)] = laid.spiral.has_value();
    count(draft.rising, laid);
  }
  for (int f = 0; f + 1 < floors; ++f) {
    if (skipped[static_cast<size_t>(f)]) continue;
    if (auto down = findStackedSpiral(draft, f, rng)) {
      layStackedSpiral(draft, f, *down);
      ++draft.rising.stacked_spirals;
      attempt.pair_laid[static_cast<size_t>(f)] = 1;
    } else {
      attempt.unlaid.push_back({f, Asked::kStackedSpiral, WhyNot::kNoStackedColumn, ""});
    }
  }
  attempt.stream_after = rng;
  if (draft.rising == RisingLaid{}) return Status::fail("rising laid nothing on any floor");
  return Status::success();
}

// How rising ended: its last attempt, whether that attempt's lay was kept, the id of the check
// or metric that refused it when it was not, and per floor the id that had the floor left out
// ("" for a floor never left out).
struct RisingEnd {
  RisingAttempt last;
  bool kept = false;
  std::string last_refusal;
  std::vector<std::string> left_out_by;
};

// The notices of rising as it ended: why each floor and pair of floors is without.
std::vector<Notice> risingNotices(const RisingEnd& end) {
  std::vector<Notice> notices = end.last.unlaid;
  const int floors = static_cast<int>(end.left_out_by.size());
  const auto refusal = [&](int f, Asked asked, bool laid_and_lost) {
    const std::string& by = end.left_out_by[static_cast<size_t>(f)];
    if (!by.empty() || laid_and_lost) {
      notices.push_back({f, asked, WhyNot::kRefusedByCheck, by.empty() ? end.last_refusal : by});
    }
  };
  for (int f = 0; f < floors; ++f) {
    refusal(f, Asked::kSunkRoom, !end.kept && end.last.sunk_laid[static_cast<size_t>(f)]);
    refusal(f, Asked::kCutSpiral, !end.kept && end.last.spiral_laid[static_cast<size_t>(f)]);
    if (f + 1 < floors) {
      refusal(f, Asked::kStackedSpiral, !end.kept && end.last.pair_laid[static_cast<size_t>(f)]);
    }
  }
  return notices;
}

}  // namespace

bool risingEnabled(const Options& options, int) {
  return options.rising;
}

bool laidWhatRisingAsks(const Draft& draft) {
  return draft.rising.turningStairAndSpiral();
}

Status layRising(StageContext& context) {
  const int floors = static_cast<int>(context.draft.dungeon->floors.size());
  std::vector<char> skipped(static_cast<size_t>(floors), 0);
  RisingEnd end{{}, false, "", std::vector<std::string>(static_cast<size_t>(floors))};
  const Rng start = context.rng;
  for (int round = 0; round < floors; ++round) {
    bool laid = false;
    const Status result = context.keepIfChecksPass([&](Draft& draft) {
      Status status = layFloors(draft, skipped, start, end.last);
      laid = status.ok();
      return status;
    });
    end.kept = result.ok();
    if (end.kept || !laid) break;
    end.last_refusal = refusedBy(result);
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
    end.left_out_by[static_cast<size_t>(drop)] = end.last_refusal;
  }
  const std::vector<Notice> notices = risingNotices(end);
  context.draft.notices.insert(context.draft.notices.end(), notices.begin(), notices.end());
  // Every attempt draws from the row's stream afresh; the row's stream is left as the last one
  // left it, so the stage trace counts the draws the rising laid from (nothing draws after).
  if (end.last.stream_after) context.rng = *end.last.stream_after;
  // Nothing laid is no failure of the try: it goes on without rising.
  return Status::success();
}

}  // namespace dungeon::gen
