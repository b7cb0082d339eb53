#include "generator/core/try_cache.h"

#include <utility>

namespace dungeon::gen {

void TryCache::keepOnlyIf(const DraftDungeon& d) {
  if (version_ == d.version()) return;
  version_ = d.version();
  world_.reset();
  before_slot_.reset();
  checked_.reset();
}

std::shared_ptr<const sim::BuiltWorld> TryCache::world(const DraftDungeon& d) {
  keepOnlyIf(d);
  if (world_ == nullptr && before_slot_ != nullptr) {
    world_ = std::make_shared<const sim::BuiltWorld>(d.shared(), *before_slot_, true);
    before_slot_.reset();
  }
  if (world_ == nullptr) world_ = std::make_shared<const sim::BuiltWorld>(d.shared());
  return world_;
}

std::optional<bool> TryCache::goalSeenEarly(const DraftDungeon& d) {
  keepOnlyIf(d);
  if (world_ != nullptr) return world_->goal_seen_early;
  if (before_slot_ != nullptr) return true;
  return std::nullopt;
}

const checks::Report* TryCache::report(const DraftDungeon& d, const checks::BandTable& bands) {
  keepOnlyIf(d);
  return checked_ && checked_->bands == &bands ? &checked_->report : nullptr;
}

const sim::BuiltWorld* TryCache::heldWorld(const DraftDungeon& d) {
  keepOnlyIf(d);
  if (world_ == nullptr && before_slot_ == nullptr) return nullptr;
  return world(d).get();
}

const checks::CheckMemory* TryCache::checked(const DraftDungeon& d) {
  keepOnlyIf(d);
  return checked_ ? &*checked_ : nullptr;
}

void TryCache::holdSlotCutIn(const DraftDungeon& before, const DraftDungeon& after) {
  keepOnlyIf(before);
  std::shared_ptr<const sim::BuiltWorld> world_before = std::move(world_);
  keepOnlyIf(after);
  before_slot_ = std::move(world_before);
}

void TryCache::holdChecked(const DraftDungeon& d, checks::CheckMemory checked) {
  keepOnlyIf(d);
  world_ = std::move(checked.built);
  before_slot_.reset();
  checked_ = std::move(checked);
}

}  // namespace dungeon::gen
