#include "sim/search/built_world.h"

#define XXH_STATIC_LINKING_ONLY  // XXH3_state_t on the stack
#include <xxhash.h>

#include <type_traits>

namespace dungeon::sim {
namespace {

// Feeds `value` to the hash as its own bytes.
template <class T>
void feed(XXH3_state_t& state, const T& value) {
  XXH3_64bits_update(&state, &value, sizeof value);
}

std::vector<int> partyWay(const World& world, const OpenWays& party) {
  if (world.entrance() < 0 || world.goal() < 0) return {};
  return party.shortestWay(world.entrance(), world.goal());
}

}  // namespace

uint64_t fingerprintOf(const Dungeon& d) {
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  for (const Floor& f : d.floors) {
    feed(state, f.width());
    feed(state, f.height());
    const auto kinds = f.kindData();
    const auto heights = f.heightData();
    XXH3_64bits_update(&state, kinds.data(), kinds.size_bytes());
    XXH3_64bits_update(&state, heights.data(), heights.size_bytes());
  }
  // Things have no padding, so equal things have equal bytes.
  static_assert(std::has_unique_object_representations_v<Thing>);
  XXH3_64bits_update(&state, d.things.data(), d.things.size() * sizeof(Thing));
  return XXH3_64bits_digest(&state);
}

BuiltWorld::BuiltWorld(const Dungeon& d)
    : world(d),
      terrain(world),
      party(terrain, bodyOf(BodyKind::kParty)),
      way(partyWay(world, party)),
      goal_view(goalView(world, way)),
      goal_seen_early(goalSeenEarly(d, goal_view)),
      fingerprint_(fingerprintOf(d)),
      floors_at_(d.floors.data()),
      things_at_(d.things.data()) {}

BuiltWorld::BuiltWorld(const Dungeon& d, const BuiltWorld& before, bool seen)
    : world(d),
      terrain(world),
      party(terrain, bodyOf(BodyKind::kParty)),
      way(before.way),
      goal_view(before.goal_view),
      goal_seen_early(seen),
      fingerprint_(fingerprintOf(d)),
      floors_at_(d.floors.data()),
      things_at_(d.things.data()) {}

bool BuiltWorld::describes(const Dungeon& d) const {
  return &world.dungeon() == &d && d.floors.data() == floors_at_ && d.things.data() == things_at_ &&
         fingerprintOf(d) == fingerprint_;
}

}  // namespace dungeon::sim
