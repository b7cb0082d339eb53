#include "generator/core/try_cache.h"

#define XXH_STATIC_LINKING_ONLY  // XXH3_state_t on the stack
#include <xxhash.h>

#include <span>
#include <type_traits>
#include <utility>

namespace dungeon::gen {
namespace {

// Feeds `value` to the hash as its own bytes.
template <class T>
void feed(XXH3_state_t& state, const T& value) {
  XXH3_64bits_update(&state, &value, sizeof value);
}

template <class T>
void feedAll(XXH3_state_t& state, std::span<const T> values) {
  XXH3_64bits_update(&state, values.data(), values.size_bytes());
}

}  // namespace

uint64_t fingerprintOf(const Dungeon& d) {
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  for (const Floor& f : d.floors) {
    feed(state, f.width());
    feed(state, f.height());
    feedAll(state, f.kindData());
    feedAll(state, f.heightData());
    feedAll(state, f.dirtData());
    feedAll(state, f.groundData());
  }
  // Things have no padding, so equal things have equal bytes.
  static_assert(std::has_unique_object_representations_v<Thing>);
  feedAll(state, std::span<const Thing>(d.things));
  return XXH3_64bits_digest(&state);
}

TryCache::Mark TryCache::markOf(const Dungeon& d) {
  return {&d, d.floors.data(), d.things.data(), fingerprintOf(d)};
}

void TryCache::keepOnlyIf(const Dungeon& d) {
  const Mark now = markOf(d);
  if (now == mark_) return;
  mark_ = now;
  world_.reset();
  before_slot_.reset();
  checked_.reset();
}

const sim::BuiltWorld& TryCache::world(const Dungeon& d) {
  keepOnlyIf(d);
  if (world_ == nullptr && before_slot_ != nullptr) {
    world_ = std::make_unique<const sim::BuiltWorld>(d, *before_slot_, true);
    before_slot_.reset();
  }
  if (world_ == nullptr) world_ = std::make_unique<const sim::BuiltWorld>(d);
  return *world_;
}

std::optional<bool> TryCache::goalSeenEarly(const Dungeon& d) {
  keepOnlyIf(d);
  if (world_ != nullptr) return world_->goal_seen_early;
  if (before_slot_ != nullptr) return true;
  return std::nullopt;
}

std::unique_ptr<const sim::BuiltWorld> TryCache::takeWorld(const Dungeon& d) {
  keepOnlyIf(d);
  if (world_ == nullptr && before_slot_ == nullptr) return nullptr;
  world(d);
  return std::move(world_);
}

const checks::Report* TryCache::report(const Dungeon& d, const checks::BandTable& bands) {
  keepOnlyIf(d);
  return checked_ && checked_->bands == &bands ? &checked_->report : nullptr;
}

const sim::BuiltWorld* TryCache::heldWorld(const Dungeon& d) {
  keepOnlyIf(d);
  if (world_ == nullptr && before_slot_ == nullptr) return nullptr;
  return &world(d);
}

const checks::CheckMemory* TryCache::checked(const Dungeon& d) {
  keepOnlyIf(d);
  return checked_ ? &*checked_ : nullptr;
}

void TryCache::holdSlotCutIn(const Dungeon& d) {
  std::unique_ptr<const sim::BuiltWorld> before = std::move(world_);
  keepOnlyIf(d);
  before_slot_ = std::move(before);
}

void TryCache::holdChecked(const Dungeon& d, checks::CheckMemory checked) {
  keepOnlyIf(d);
  world_ = std::move(checked.built);
  before_slot_.reset();
  checked_ = std::move(checked);
}

}  // namespace dungeon::gen
