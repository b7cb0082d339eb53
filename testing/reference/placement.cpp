// Where the markers and things stand (see placement.h).
#include "testing/reference/placement.h"

#include <array>
#include <vector>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

std::vector<const Thing*> thingsOfType(const Reference& ref, ThingType type) {
  std::vector<const Thing*> found;
  for (const Thing& t : ref.index().dungeon().things) {
    if (t.type == type) found.push_back(&t);
  }
  return found;
}

std::string oneEntrance(const Reference& ref) {
  const size_t count = thingsOfType(ref, ThingType::kEntrance).size();
  return count == 1 ? "" : std::to_string(count) + " entrances, not one";
}

std::string entranceOnFirstFloor(const Reference& ref) {
  for (const Thing* entrance : thingsOfType(ref, ThingType::kEntrance)) {
    if (entrance->floor != 0) return "an entrance off floor 1";
  }
  return "";
}

std::string oneGoal(const Reference& ref) {
  const size_t count = thingsOfType(ref, ThingType::kGoal).size();
  return count == 1 ? "" : std::to_string(count) + " goals, not one";
}

std::string thingsOnFloor(const Reference& ref) {
  for (const Thing& t : ref.index().dungeon().things) {
    if (!ref.index().onDungeon({t.floor, t.at})) return "a thing off its floor";
  }
  return "";
}

std::string thingsOnOpenSquares(const Reference& ref) {
  for (const Thing& t : ref.index().dungeon().things) {
    const Place at{t.floor, t.at};
    if (ref.index().onDungeon(at) && ref.index().solid(at)) return "a thing stands on rock";
  }
  return "";
}

// The first entrance on floor 1, in the dungeon's order.
const Thing* rampEntrance(const Reference& ref) {
  for (const Thing* entrance : thingsOfType(ref, ThingType::kEntrance)) {
    if (entrance->floor == 0) return entrance;
  }
  return nullptr;
}

std::string rampDirection(const Reference& ref) {
  const Thing* entrance = rampEntrance(ref);
  if (entrance == nullptr) return "no entrance on floor 1 to lay a ramp from";
  return entrance->fields.has(Field::kRamp) ? "" : "the entrance has no ramp";
}

std::string rampRock(const Reference& ref) {
  const Thing* entrance = rampEntrance(ref);
  if (entrance == nullptr || !entrance->fields.has(Field::kRamp)) return "";
  const Dir along = entrance->fields.as<Dir>(Field::kRamp);
  for (int n = 1; n <= kRampSquares; ++n) {
    const Place p{0, step(entrance->at, along, n)};
    if (!ref.index().onDungeon(p)) return "the ramp runs off floor 1";
    if (!ref.index().solid(p)) return "a ramp square is not rock";
  }
  return "";
}

// SPEC 5.8: the ramp is rock on every floor style, so on a dirt floor no square of it is dirt.
std::string rampNotDirt(const Reference& ref) {
  const Thing* entrance = rampEntrance(ref);
  if (entrance == nullptr || !entrance->fields.has(Field::kRamp)) return "";
  const Dir along = entrance->fields.as<Dir>(Field::kRamp);
  for (int n = 1; n <= kRampSquares; ++n) {
    if (ref.index().dirt({0, step(entrance->at, along, n)})) return "a ramp square is dirt";
  }
  return "";
}

constexpr std::array<ReferenceRule, 8> kRules = {{
    {"entrance.one", "entrance_and_goal", &oneEntrance},
    {"entrance.first_floor", "entrance_and_goal", &entranceOnFirstFloor},
    {"goal.one", "entrance_and_goal", &oneGoal},
    {"things.on_floor", "things_placed", &thingsOnFloor},
    {"things.on_open_square", "things_placed", &thingsOnOpenSquares},
    {"ramp.direction", "entrance_ramp", &rampDirection},
    {"ramp.rock", "entrance_ramp", &rampRock},
    {"ramp.not_dirt", "entrance_ramp", &rampNotDirt},
}};

}  // namespace

std::span<const ReferenceRule> placementRules() {
  return kRules;
}

}  // namespace dungeon::reference
