// What one try has worked out about its draft, kept for whoever asks next: the world built over
// the draft (sim/search/built_world.h), or the world before a glimpse slot from which the one
// after it is built when first asked for, and the check of the last lay keepIfChecksPass kept
// (checks/incremental.h: its report, with the bands it was judged by, and what its checks
// shared, for the check of the next lay). Everything held describes one state of one draft: the
// draft object, where its floors and things are stored, and a fingerprint of every square, every
// square's dirt and every thing. The first ask after the draft changed drops it all, so what
// the cache answers is always what building or checking the draft now would give.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "checks/bands.h"
#include "checks/incremental.h"
#include "checks/report.h"
#include "model/dungeon.h"
#include "sim/search/built_world.h"

namespace dungeon::gen {

// Lifetimes: a world it holds refers to the draft, which must stay where it is (a try is held
// on the heap for that) and outlive the cache's use of it.
class TryCache {
 public:
  // The world of `d` as it is now: the one held, the one after the slot when a slot was held,
  // or, when nothing is held, one built now and held.
  const sim::BuiltWorld& world(const Dungeon& d);
  // Whether the goal of `d` is seen early (metric M15), when the cache knows it without building
  // anything; nullopt otherwise.
  std::optional<bool> goalSeenEarly(const Dungeon& d);
  // The world of `d` for its check to own (checks::checkDungeon), built now from a held slot;
  // null when nothing of `d` is held. The cache holds no world afterwards.
  std::unique_ptr<const sim::BuiltWorld> takeWorld(const Dungeon& d);
  // The report held of `d` when it was judged with exactly `bands`; else null.
  const checks::Report* report(const Dungeon& d, const checks::BandTable& bands);
  // The world of `d` when one is held or a held slot gives it (as world(d)); null when
  // nothing of it is held: nothing is built.
  const sim::BuiltWorld* heldWorld(const Dungeon& d);
  // The check held of `d` (its world is world(d)'s, not in it); else null.
  const checks::CheckMemory* checked(const Dungeon& d);

  // `d` has just been changed by a glimpse slot that leaves the party's way and the goal's view
  // as they were and lets the goal be seen early: the world held, built over `d` before the
  // slot (the last world(d) asked before the slot was cut), is kept as the world before it
  // (sim::BuiltWorld's second constructor), and the world after it is built when first asked for.
  // Holds nothing when no world was held.
  void holdSlotCutIn(const Dungeon& d);
  // Holds, for `d` as it is now, its check (`checked.built`, built over `d`, becomes the world
  // held).
  void holdChecked(const Dungeon& d, checks::CheckMemory checked);

 private:
  // Which state of which draft the held things describe.
  struct Mark {
    const Dungeon* dungeon = nullptr;
    const Floor* floors = nullptr;
    const Thing* things = nullptr;
    uint64_t fingerprint = 0;
    bool operator==(const Mark&) const = default;
  };
  static Mark markOf(const Dungeon& d);
  // Drops everything held unless it describes `d` as it is now; afterwards the cache is of `d`.
  void keepOnlyIf(const Dungeon& d);

  Mark mark_;
  std::unique_ptr<const sim::BuiltWorld> world_;
  std::unique_ptr<const sim::BuiltWorld> before_slot_;
  std::optional<checks::CheckMemory> checked_;  // its `built` is always null: world_ holds it
};

// A hash of every square (kind, height, dirt and ground) and every thing of `d`, in order:
// equal for equal floors and things, and different, but for a 2^-64 chance, after any edit.
uint64_t fingerprintOf(const Dungeon& d);

}  // namespace dungeon::gen
