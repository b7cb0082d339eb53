// The reach rules (see reach_rules.h).
#include "testing/reference/reach_rules.h"

#include <array>
#include <map>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

constexpr const char* kNotSearched = "the party's states were not searched";
// The most locks a set of locks opened holds (a bit each).
constexpr size_t kMostLocks = 32;

std::string openSquaresProblem(const Reference& ref) {
  if (!ref.party().searched()) return kNotSearched;
  for (int s = 0; s < ref.index().squareCount(); ++s) {
    const Place p = ref.index().place(s);
    const bool glass = ref.index().thingAt(p, ThingType::kWindow) != nullptr;
    if (ref.index().open(p) && !glass && !ref.party().everReached(p)) {
      return "an open square never reached";
    }
  }
  return "";
}

std::string goalProblem(const Reference& ref) {
  if (!ref.party().searched()) return kNotSearched;
  return ref.party().solvable() ? "" : "the goal cannot be reached";
}

std::string softLockProblem(const Reference& ref) {
  if (!ref.party().searched()) return kNotSearched;
  return ref.party().softLock() ? "a state loses the goal" : "";
}

// The locks a key of `colour` on floor `floor` may be walked through: every other lock.
uint32_t locksOpenFor(const std::vector<const Thing*>& locks, int floor, int colour) {
  uint32_t open = 0;
  for (size_t i = 0; i < locks.size(); ++i) {
    const bool its_own =
        locks[i]->floor == floor && locks[i]->fields.getOr(Field::kColour, -1) == colour;
    if (!its_own) open |= 1u << i;
  }
  return open;
}

std::string keyProblem(const Reference& ref) {
  const DungeonIndex& index = ref.index();
  if (!index.entrance() || index.entrance()->floor != 0) return "no entrance on floor 1";
  const std::vector<const Thing*>& locks = ref.party().locks();
  if (locks.size() > kMostLocks) return "more than 32 locks: the keys were not walked to";
  std::map<uint32_t, std::vector<bool>> reached;  // by the locks left open
  for (const Thing& key : index.dungeon().things) {
    const Place at{key.floor, key.at};
    if (key.type != ThingType::kKey || !index.onDungeon(at)) continue;
    const uint32_t open = locksOpenFor(locks, key.floor, key.fields.getOr(Field::kColour, -1));
    auto [known, fresh] = reached.try_emplace(open);
    if (fresh) known->second = ref.party().reachedWithLocksOpen(open);
    if (!known->second[static_cast<size_t>(index.index(at))]) {
      return "a key lies behind a lock of its colour";
    }
  }
  return "";
}

constexpr std::array<ReferenceRule, 4> kRules = {{
    {"reach.open_squares", "open_reachable", &openSquaresProblem},
    {"reach.goal", "goal_solvable", &goalProblem},
    {"reach.no_soft_lock", "no_soft_lock", &softLockProblem},
    {"reach.key_before_lock", "keys_before_locks", &keyProblem},
}};

}  // namespace

std::span<const ReferenceRule> reachRules() {
  return kRules;
}

}  // namespace dungeon::reference
