// What one try has worked out about its draft, kept for whoever asks next: the world built over
// the draft (sim/search/built_world.h), or the world before a glimpse slot from which the one
// after it is built when first asked for, and the check of the last lay keepIfChecksPass kept
// (checks/incremental.h: its report, with the bands it was judged by, and what its checks
// shared, for the check of the next lay). Everything held describes one version of the draft's
// dungeon (draft_dungeon.h) and shares that version's dungeon, which no edit changes; the first
// ask about another version drops it all, so what the cache answers is always what building or
// checking the draft now would give. The cache and the draft may move. Versions are numbered
// per draft (draft_dungeon.h), so a cache serves one draft and its copies: REQUIRES: every
// DraftDungeon asked about is that draft or a copy of it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "checks/bands.h"
#include "checks/incremental.h"
#include "checks/report.h"
#include "generator/core/draft_dungeon.h"
#include "sim/search/built_world.h"

namespace dungeon::gen {

class TryCache {
 public:
  // The world of `d` as it is now: the one held, the one after the slot when a slot was held,
  // or, when nothing is held, one built now and held.
  std::shared_ptr<const sim::BuiltWorld> world(const DraftDungeon& d);
  // Whether the goal of `d` is seen early (metric M15), when the cache knows it without building
  // anything; nullopt otherwise.
  std::optional<bool> goalSeenEarly(const DraftDungeon& d);
  // The report held of `d` when it was judged with exactly `bands`; else null.
  const checks::Report* report(const DraftDungeon& d, const checks::BandTable& bands);
  // The world of `d` when one is held or a held slot gives it (as world(d)); null when
  // nothing of it is held: nothing is built.
  const sim::BuiltWorld* heldWorld(const DraftDungeon& d);
  // The check held of `d` (its world is world(d)'s, not in it); else null.
  const checks::CheckMemory* checked(const DraftDungeon& d);

  // `after` is `before` changed by a glimpse slot that leaves the party's way and the goal's
  // view as they were and lets the goal be seen early: the world held of `before` is kept as
  // the world before the slot, and the world of `after` is built from it when first asked for
  // (sim::BuiltWorld(d, before, goal_seen_early)). Holds nothing when no world of `before` was
  // held.
  void holdSlotCutIn(const DraftDungeon& before, const DraftDungeon& after);
  // Holds, for `d` as it is now, its check (whose world, `checked.built`, is `d`'s).
  void holdChecked(const DraftDungeon& d, checks::CheckMemory checked);

 private:
  // Drops everything held unless it describes `d` as it is now; afterwards the cache is of `d`.
  void keepOnlyIf(const DraftDungeon& d);

  std::optional<uint64_t> version_;  // of the draft's dungeon the things held describe
  std::shared_ptr<const sim::BuiltWorld> world_;
  std::shared_ptr<const sim::BuiltWorld> before_slot_;
  std::optional<checks::CheckMemory> checked_;  // its `built` is always null: world_ holds it
};

}  // namespace dungeon::gen
