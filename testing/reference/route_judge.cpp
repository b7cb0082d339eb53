// A walked route judged step by step (see route_judge.h).
#include "testing/reference/route_judge.h"

#include <array>
#include <cstdint>
#include <map>
#include <set>

namespace dungeon::reference {
namespace {

std::string placeText(Place p) {
  return std::to_string(p.floor + 1) + ":" + std::to_string(p.at.x) + "," + std::to_string(p.at.y);
}

int codeOf(const Thing& clue) {
  return clue.fields.getOr(Field::kCode, -1);
}

uint32_t partOf(const Thing& clue) {
  return 1u << clue.fields.getOr(Field::kPart, 0);
}

// What the walker has done so far, from the squares it stood on.
class Walker {
 public:
  explicit Walker(const DungeonIndex& index)
      : index_(index), drained_(static_cast<size_t>(index.floorCount()), false) {
    for (const Thing& t : index.dungeon().things) {
      if (t.type == ThingType::kCodeClue) clues_[codeOf(t)] |= partOf(t);
    }
  }

  bool drained(int floor) const { return drained_[static_cast<size_t>(floor)]; }

  void standOn(Place p) {
    stood_.insert(p);
    for (const Thing* t : index_.thingsAt(p)) {
      if (!taken_.insert(t).second) continue;
      if (t->type == ThingType::kKey) {
        const int colour = t->fields.getOr(Field::kColour, -1);
        if (colour >= 0 && colour < kColourCount) ++keys_[static_cast<size_t>(colour)];
      }
      if (t->type == ThingType::kLever) {
        levers_.insert(t->fields.getOr(Field::kLever, 0));
        if (t->fields.getOr(Field::kDrains, 0) == 1) drained_[static_cast<size_t>(p.floor)] = true;
      }
      if (t->type == ThingType::kCodeClue) clues_read_[codeOf(*t)] |= partOf(*t);
    }
  }

  // Why the door on `to` does not let the walker in, or "" (a lock it may open is spent).
  std::string passDoor(Place to) {
    const Thing* door = index_.doorAt(to);
    if (door == nullptr) return "";
    if (door->type != ThingType::kDoor)
      return openedFromItsSide(*door) ? "" : "a shut one-way or secret door";
    switch (door->fields.asOr(Field::kKind, DoorKind::kPlain)) {
      case DoorKind::kPlain:
        return "";
      case DoorKind::kLocked:
        return spendKey(*door) ? "" : "a locked door without a key in hand";
      case DoorKind::kLever:
        return levers_.contains(door->fields.getOr(Field::kLever, 0)) ? "" : "a lever gate shut";
      case DoorKind::kKeypad: {
        const int code = door->fields.getOr(Field::kCode, -1);
        const bool known = clues_[code] != 0 && clues_read_[code] == clues_[code];
        return known ? "" : "a keypad whose code is not known";
      }
    }
    return "a door of no kind";
  }

 private:
  bool openedFromItsSide(const Thing& door) const {
    for (Dir side : openingSides(door)) {
      if (stood_.contains({door.floor, step(door.at, side)})) return true;
    }
    return false;
  }

  bool spendKey(const Thing& door) {
    const Place at{door.floor, door.at};
    if (opened_locks_.contains(at)) return true;
    const int colour = door.fields.getOr(Field::kColour, -1);
    if (colour < 0 || colour >= kColourCount || keys_[static_cast<size_t>(colour)] == 0)
      return false;
    --keys_[static_cast<size_t>(colour)];
    opened_locks_.insert(at);
    return true;
  }

  const DungeonIndex& index_;
  std::vector<bool> drained_;
  std::set<Place> stood_;
  std::set<const Thing*> taken_;
  std::array<int, kColourCount> keys_{};
  std::set<int> levers_;
  std::map<int, uint32_t> clues_;  // per code: the parts the sheet holds (bit p)
  std::map<int, uint32_t> clues_read_;
  std::set<Place> opened_locks_;
};

}  // namespace

RouteVerdict judgeRoute(const DungeonIndex& index, const PartySearch& party,
                        const std::vector<Place>& route) {
  Walker walker(index);
  if (route.empty()) return {};
  walker.standOn(route.front());
  for (size_t i = 0; i + 1 < route.size(); ++i) {
    const Place from = route[i];
    const Place to = route[i + 1];
    if (from == to) continue;
    const std::string where = " from " + placeText(from) + " to " + placeText(to);
    if (!index.onDungeon(to) || !party.mayStep(from, to, walker.drained(to.floor))) {
      std::string why = "a step the heights, links or fit refuse";
      if (from.floor == to.floor && index.onDungeon(to)) {
        // Name the height rule when it is one.
        const std::string heights = party.stepRules().forbids(from, to);
        if (!heights.empty()) why = heights;
      }
      return {false, i, why + where};
    }
    if (std::string door = walker.passDoor(to); !door.empty()) return {false, i, door + where};
    walker.standOn(to);
  }
  return {};
}

}  // namespace dungeon::reference
