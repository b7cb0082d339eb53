// The fixed words of the notices (notice.h), and a try's notices gathered.
#include "generator/core/notice.h"

#include <fmt/format.h>

#include <algorithm>

#include "generator/core/floor_roles.h"
#include "generator/core/plan.h"

namespace dungeon::gen {

std::string_view describe(Asked asked) {
  switch (asked) {
    case Asked::kMixedSecret:
      return "the mixed secret (a one-way secret door first)";
    case Asked::kExtraLoop:
      return "the extra loop closed by a one-way door";
    case Asked::kSunkRoom:
      return "a room sunk behind a turning stair";
    case Asked::kCutSpiral:
      return "a spiral within the floor";
    case Asked::kStackedSpiral:
      return "a spiral to the floor below";
    case Asked::kFlatDuct:
      return "a flat duct";
    case Asked::kClimbingDuct:
      return "a climbing duct to the floor below";
  }
  return "";
}

std::string_view idOf(Asked asked) {
  switch (asked) {
    case Asked::kMixedSecret:
      return "mixed_secret";
    case Asked::kExtraLoop:
      return "extra_loop";
    case Asked::kSunkRoom:
      return "sunk_room";
    case Asked::kCutSpiral:
      return "cut_spiral";
    case Asked::kStackedSpiral:
      return "stacked_spiral";
    case Asked::kFlatDuct:
      return "flat_duct";
    case Asked::kClimbingDuct:
      return "climbing_duct";
  }
  return "";
}

std::optional<Asked> askedOfId(std::string_view id) {
  for (Asked asked : kAllAsked) {
    if (idOf(asked) == id) return asked;
  }
  return std::nullopt;
}

std::string_view describe(WhyNot why) {
  switch (why) {
    case WhyNot::kNoSideRoom:
      return "the floor has no side room for a loop to go out of";
    case WhyNot::kNoLoopExit:
      return "no side room lies beside a room it may loop out to without going round a gate";
    case WhyNot::kMineFloor:
      return "the mine floor has no room to sink and no corridor to split";
    case WhyNot::kNoCutSquare:
      return "no corridor square splits the floor in two";
    case WhyNot::kCutPartHoldsLink:
      return "every part a corridor square splits off holds the entrance, a link or a window";
    case WhyNot::kCutPartOverOpen:
      return "every part a corridor square splits off lies over open floor on the floor below";
    case WhyNot::kNoCutWinding:
      return "no corridor square that splits the floor has two level doorways a winding fits";
    case WhyNot::kNoSunkRoom:
      return "no room can sink 1 m behind a stair that turns within 6 squares";
    case WhyNot::kRefusedByCheck:
      return "it was laid and a hard check or a band refused it";
    case WhyNot::kNoStackedColumn:
      return "no column beside both floors' rooms takes a shaft with a doorway on each";
    case WhyNot::kNoFlatDuctCandidate:
      return "no two rooms reached with every lock shut take a crawl of at most 9 squares that "
             "saves 6 steps";
    case WhyNot::kNoClimbingColumn:
      return "no column takes a crawl out of a room on both floors, away from the links, with "
             "a tube of 2 m";
    case WhyNot::kEveryDuctRefused:
      return "every candidate tried broke a hard check or a band";
  }
  return "";
}

std::string reasonText(const Notice& notice) {
  if (notice.by.empty()) return std::string(describe(notice.why));
  return fmt::format("{}: {}", describe(notice.why), notice.by);
}

std::string noticeLine(const Notice& notice) {
  const bool pair = notice.asked == Asked::kStackedSpiral || notice.asked == Asked::kClimbingDuct;
  const std::string where = pair ? fmt::format("floors {}-{}", notice.floor + 1, notice.floor + 2)
                                 : fmt::format("floor {}", notice.floor + 1);
  return fmt::format("{}: not laid: {}: {}", where, describe(notice.asked), reasonText(notice));
}

AskedLaid askedAndLaid(const Draft& draft) {
  const Options& options = draft.dungeon->options;
  const int floors = static_cast<int>(draft.plans.size());
  int planned = 0;
  for (int f = 0; f < floors; ++f) planned += isPlannedFloor(options, f);
  AskedLaid counts;
  const auto ask = [&](Asked asked, int n) { counts.asked[static_cast<size_t>(asked)] = n; };
  ask(Asked::kMixedSecret, planned);
  ask(Asked::kExtraLoop, planned);
  if (options.rising) {
    ask(Asked::kSunkRoom, floors);
    ask(Asked::kCutSpiral, floors);
    ask(Asked::kStackedSpiral, floors - 1);
    ask(Asked::kFlatDuct, draft.ducts.drawn_flat);
    ask(Asked::kClimbingDuct, draft.ducts.drawn_climbing);
  }
  counts.laid = counts.asked;
  for (const Notice& notice : noticesOf(draft)) --counts.laid[static_cast<size_t>(notice.asked)];
  return counts;
}

std::vector<Notice> noticesOf(const Draft& draft) {
  std::vector<Notice> all;
  for (size_t f = 0; f < draft.plans.size(); ++f) {
    for (Notice notice : draft.plans[f].notices) {
      notice.floor = static_cast<int>(f);
      all.push_back(std::move(notice));
    }
  }
  all.insert(all.end(), draft.notices.begin(), draft.notices.end());
  std::stable_sort(all.begin(), all.end(),
                   [](const Notice& a, const Notice& b) { return a.floor < b.floor; });
  return all;
}

}  // namespace dungeon::gen
