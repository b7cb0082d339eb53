// What the generator was asked and did not lay, and why, in words fixed here (SPEC 5.5: what is
// asked and not laid is never silent). A notice names what was asked (Asked) and why it was not
// laid (WhyNot), and where a check or a band refused it, that check's or metric's id; never a
// seed's numbers, so a sweep counts the seeds per reason and a reader finds every sentence in
// this one table. The stages that may leave something out write them (decorate, rising,
// ducts); noticesOf gathers a try's.
#pragma once

#include <array>
#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dungeon::gen {

// What an option or a topology asks of a floor (or of a pair of stacked floors).
enum class Asked {
  kMixedSecret,    // every planned floor: a one-way secret door first, then crawls and panels
  kExtraLoop,      // every planned floor: one more loop, closed by a one-way door
  kSunkRoom,       // --rising: a room sunk 1 m behind a turning stair
  kCutSpiral,      // --rising: a spiral within the floor, its far part sunk
  kStackedSpiral,  // --rising: a spiral between a floor and the one below
  kFlatDuct,       // --rising, on a floor that drew one: a flat duct
  kClimbingDuct,   // --rising, on a pair of floors that drew one: a climbing duct
};
inline constexpr int kAskedKinds = 7;
inline constexpr std::array<Asked, kAskedKinds> kAllAsked = {
    Asked::kMixedSecret,   Asked::kExtraLoop, Asked::kSunkRoom,    Asked::kCutSpiral,
    Asked::kStackedSpiral, Asked::kFlatDuct,  Asked::kClimbingDuct};

// Why it was not laid.
enum class WhyNot {
  kNoSideRoom,        // the fill laid no side room a loop could go out of
  kNoLoopExit,        // no side room lies beside a room the ring joins to its own openly
  kMineFloor,         // the mine floor has no room to sink and no corridor to split
  kNoCutSquare,       // no corridor square splits the floor in two
  kCutPartHoldsLink,  // every part a cut square splits off holds the entrance, a link or a window
  kCutPartOverOpen,   // every part a cut square splits off lies over open floor below
  kNoCutWinding,      // no cut square has two level doorways a winding fits
  kNoSunkRoom,        // no room can sink behind a turning stair
  kRefusedByCheck,    // it was laid, and a hard check or a band refused it (`by`)
  kNoStackedColumn,   // no column beside both floors' rooms takes a shaft and its doorways
  kNoFlatDuctCandidate,  // no two rooms reached with every lock shut take a short shortcut
  kNoClimbingColumn,     // no column takes a crawl out of a room on both floors with its tube
  kEveryDuctRefused,     // every candidate tried broke a hard check or a band (`by`: the last)
};

struct Notice {
  int floor = -1;  // 0-based; for a pair of stacked floors, the upper
  Asked asked = Asked::kMixedSecret;
  WhyNot why = WhyNot::kNoSideRoom;
  std::string by;  // the check's or metric's id, for kRefusedByCheck and kEveryDuctRefused
  bool operator==(const Notice&) const = default;
};

// "a room sunk behind a turning stair", ...
std::string_view describe(Asked asked);
// The stable id of what was asked, for tables and JSON: "mixed_secret", "extra_loop",
// "sunk_room", "cut_spiral", "stacked_spiral", "flat_duct", "climbing_duct".
std::string_view idOf(Asked asked);
// What was asked by its id, or nullopt.
std::optional<Asked> askedOfId(std::string_view id);

// How many of each kind (in kAllAsked order) a try was asked for, and how many it laid.
struct AskedLaid {
  std::array<int, kAskedKinds> asked{};
  std::array<int, kAskedKinds> laid{};
  bool operator==(const AskedLaid&) const = default;
};
// "no corridor square splits the floor in two", ...
std::string_view describe(WhyNot why);
// The reason in words, with the refusing check or metric where there is one: "a hard check or
// a band refused it: duct_rules".
std::string reasonText(const Notice& notice);
// One line: "floor 2: not laid: a flat duct: every candidate tried broke a hard check or a
// band: M9" (floors counted from 1; a pair of floors as "floors 2-3").
std::string noticeLine(const Notice& notice);

}  // namespace dungeon::gen
