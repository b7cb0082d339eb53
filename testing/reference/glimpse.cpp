// The glimpse slot (see glimpse.h).
#include "testing/reference/glimpse.h"

#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

// One window's slot: the narrow squares from the window away from the room it looks into, and
// the square after the last of them.
struct Slot {
  std::vector<Place> squares;
  Dir along;
  Place beyond;
};

// The room the window looks into: the first room square beside it.
std::optional<Dir> roomSide(const DungeonIndex& index, Place window) {
  for (Dir dir : kAllDirs) {
    if (index.kind(beside(window, dir)) == SquareKind::kRoom) return dir;
  }
  return std::nullopt;
}

Slot slotOf(const DungeonIndex& index, Place window, Dir room) {
  Slot slot{{}, opposite(room), window};
  while (index.kind(slot.beyond) == SquareKind::kNarrow) {
    slot.squares.push_back(slot.beyond);
    slot.beyond = beside(slot.beyond, slot.along);
  }
  return slot;
}

// The first problem `judge` finds among the slots of windows on narrow passage beside a room.
std::string firstSlotProblem(const Reference& ref,
                             const std::function<std::string(const Slot&)>& judge) {
  const DungeonIndex& index = ref.index();
  for (const Thing& t : index.dungeon().things) {
    const Place window{t.floor, t.at};
    if (t.type != ThingType::kWindow || index.kind(window) != SquareKind::kNarrow) continue;
    const std::optional<Dir> room = roomSide(index, window);
    if (!room) continue;
    if (std::string why = judge(slotOf(index, window, *room)); !why.empty()) return why;
  }
  return "";
}

std::string windowOnNarrow(const Reference& ref) {
  for (const Thing& t : ref.index().dungeon().things) {
    if (t.type == ThingType::kWindow && ref.index().kind({t.floor, t.at}) != SquareKind::kNarrow) {
      return "a window stands outside a narrow passage";
    }
  }
  return "";
}

std::string looksIntoRoom(const Reference& ref) {
  for (const Thing& t : ref.index().dungeon().things) {
    const Place window{t.floor, t.at};
    if (t.type != ThingType::kWindow || ref.index().kind(window) != SquareKind::kNarrow) continue;
    if (!roomSide(ref.index(), window)) return "a window looks into no room";
  }
  return "";
}

std::string touchesNothing(const Reference& ref) {
  return firstSlotProblem(ref, [&](const Slot& slot) -> std::string {
    for (Place p : slot.squares) {
      for (Dir side : {clockwise(slot.along), anticlockwise(slot.along)}) {
        // Water may be drained: then it is open too.
        if (!ref.index().solid(beside(p, side))) return "a glimpse slot touches an open square";
      }
    }
    return "";
  });
}

// SPEC 5.6 and 5.8: a slot is narrow passage on every floor style, so on a dirt floor it is
// built, not dirt (dug dirt would leave a wider space).
std::string built(const Reference& ref) {
  return firstSlotProblem(ref, [&](const Slot& slot) -> std::string {
    for (Place p : slot.squares) {
      if (ref.index().dirt(p)) return "a glimpse slot's square is dirt";
    }
    return "";
  });
}

std::string straight(const Reference& ref) {
  return firstSlotProblem(ref, [&](const Slot& slot) -> std::string {
    const bool on_way = ref.index().open(slot.beyond) || ref.index().water(slot.beyond);
    return on_way ? "" : "a glimpse slot ends in rock";
  });
}

std::string length(const Reference& ref) {
  return firstSlotProblem(ref, [](const Slot& slot) -> std::string {
    if (static_cast<int>(slot.squares.size()) <= kMostSlotSquares) return "";
    return "a glimpse slot longer than 20 squares";
  });
}

constexpr std::array<ReferenceRule, 6> kRules = {{
    {"glimpse.window_on_narrow", "glimpse_slots", &windowOnNarrow},
    {"glimpse.looks_into_room", "glimpse_slots", &looksIntoRoom},
    {"glimpse.touches_nothing", "glimpse_slots", &touchesNothing},
    {"glimpse.straight", "glimpse_slots", &straight},
    {"glimpse.length", "glimpse_slots", &length},
    {"glimpse.built", "glimpse_slots", &built},
}};

}  // namespace

std::span<const ReferenceRule> glimpseRules() {
  return kRules;
}

}  // namespace dungeon::reference
