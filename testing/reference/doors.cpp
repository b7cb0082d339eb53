// Which way doors face (see doors.h).
#include "testing/reference/doors.h"

#include <array>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

// The first door of `type` whose `face` is missing or lies across its way, or "".
std::string firstAcross(const Reference& ref, ThingType type, Field face, const char* what) {
  const DungeonIndex& index = ref.index();
  for (const Thing& t : index.dungeon().things) {
    if (t.type != type) continue;
    if (!t.fields.has(face)) return std::string(what) + " missing";
    const Dir dir = t.fields.as<Dir>(face);
    const bool along =
        index.open({t.floor, step(t.at, dir)}) && index.open({t.floor, step(t.at, opposite(dir))});
    if (!along) return std::string(what) + " across the door's way";
  }
  return "";
}

std::string oneWayAlongWay(const Reference& ref) {
  return firstAcross(ref, ThingType::kOneWayDoor, Field::kOpensFrom, "a one-way door's opens_from");
}

std::string secretAlongWay(const Reference& ref) {
  return firstAcross(ref, ThingType::kSecretDoor, Field::kFront, "a secret door's front");
}

constexpr std::array<ReferenceRule, 2> kRules = {{
    {"door.one_way.along_way", "doors_along_way", &oneWayAlongWay},
    {"door.secret.along_way", "doors_along_way", &secretAlongWay},
}};

}  // namespace

std::span<const ReferenceRule> doorRules() {
  return kRules;
}

}  // namespace dungeon::reference
