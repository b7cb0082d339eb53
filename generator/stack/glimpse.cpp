#include "generator/stack/glimpse.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "generator/core/dig.h"
#include "generator/core/try_cache.h"
#include "model/rules.h"
#include "sim/search/built_world.h"
#include "sim/search/goal_view.h"
#include "sim/world/sight.h"

namespace dungeon::gen {
namespace {

struct Slot {
  Point early;
  Point leaves;  // the open square the dug part leaves from: `early` or one in line beyond it
  Point goal_square;
  std::vector<Point> rock;  // from the early end to the goal end
};

bool kept(const Draft& draft, int floor, Point p) {
  if (floor == 0 && std::find(draft.ramp.begin(), draft.ramp.end(), p) != draft.ramp.end()) {
    return true;
  }
  return std::find(draft.shafts.begin(), draft.shafts.end(), p) != draft.shafts.end();
}

// The straight slot from `early` going `dir` to the first goal-room square, if it fits. The
// line may first cross the unbroken run of open squares beyond `early` (its room or corridor,
// and whatever open squares follow in line); the slot leaves from the last of them and runs
// through rock only. Whether the line sees through that run is judged once the slot is dug.
std::optional<Slot> slotFrom(const Draft& draft, int floor, const std::vector<char>& goal_room,
                             Point early, Dir dir) {
  const Floor& f = draft.dungeon->floors[static_cast<size_t>(floor)];
  Slot slot{early, early, {}, {}};
  for (int i = 1; i <= kMaxGlimpseReach; ++i) {
    const Point p = step(early, dir, i);
    if (!f.inBounds(p)) return std::nullopt;
    if (goal_room[static_cast<size_t>(f.index(p))]) {
      if (slot.rock.empty()) return std::nullopt;
      slot.goal_square = p;
      return slot;
    }
    if (slot.rock.empty() && f.isOpenAt(p)) {
      slot.leaves = p;
      continue;
    }
    if (!isSolid(f.kind(p)) || kept(draft, floor, p)) return std::nullopt;
    slot.rock.push_back(p);
    if (static_cast<int>(slot.rock.size()) > kMaxGlimpseRock) return std::nullopt;
  }
  return std::nullopt;
}

// True when a square of the slot's rock touches water: water may be drained, and the slot then
// touches an open square besides its two ends (the glimpse_slots check reads water so).
bool besideWater(const Floor& f, const std::vector<Point>& rock) {
  return std::any_of(rock.begin(), rock.end(), [&](Point p) {
    return std::any_of(kAllDirs.begin(), kAllDirs.end(),
                       [&](Dir d) { return f.kindOrRock(step(p, d)) == SquareKind::kWater; });
  });
}

std::vector<Slot> candidateSlots(const Draft& draft, const sim::GoalView& view) {
  const Floor& f = draft.dungeon->floors[static_cast<size_t>(view.floor)];
  std::vector<char> goal_room(static_cast<size_t>(f.squareCount()), 0);
  for (Point p : view.targets) goal_room[static_cast<size_t>(f.index(p))] = 1;
  std::vector<Slot> slots;
  for (Point early : view.early) {
    for (Dir dir : kAllDirs) {
      auto slot = slotFrom(draft, view.floor, goal_room, early, dir);
      // A slot leaving from narrow passage would run on from it: the two read as one slot.
      if (!slot || f.kind(slot->leaves) == SquareKind::kNarrow) continue;
      const Rect from{slot->leaves.x, slot->leaves.y, 1, 1};
      const Rect to{slot->goal_square.x, slot->goal_square.y, 1, 1};
      if (canDig(f, slot->rock, from, to) && !besideWater(f, slot->rock)) {
        slots.push_back(std::move(*slot));
      }
    }
  }
  return slots;
}

void digSlot(Dungeon& d, int floor, const Slot& slot) {
  dig(d.floors[static_cast<size_t>(floor)], slot.rock, SquareKind::kNarrow);
  d.things.push_back(makeThing(ThingType::kWindow, floor, slot.rock.back()));
}

void undoSlot(Dungeon& d, int floor, const Slot& slot) {
  dig(d.floors[static_cast<size_t>(floor)], slot.rock, SquareKind::kRock);
  d.things.pop_back();
}

}  // namespace

Status cutGlimpse(StageContext& context) {
  Draft& draft = context.draft;
  Rng& rng = context.rng;
  TryCache own;
  TryCache& cache = context.cache != nullptr ? *context.cache : own;
  // In canonical order, the world built here is the one the try's check asks of (pipeline.h).
  draft.dungeon.canonicalize();
  const std::shared_ptr<const sim::BuiltWorld> world = cache.world(draft.dungeon);
  const sim::BuiltWorld& before = *world;
  if (before.goal_view.floor < 0 || before.goal_seen_early) return Status::success();
  sim::GoalView view = before.goal_view;
  // Only the goal room's own squares are slot ends; its doors are seen, not cut to.
  const Floor& f = draft.dungeon->floors[static_cast<size_t>(view.floor)];
  std::erase_if(view.targets, [&](Point p) { return f.kind(p) != SquareKind::kRoom; });
  std::vector<Slot> slots = candidateSlots(draft, view);
  if (slots.empty()) return Status::success();
  rng.shuffle(std::span<Slot>(slots));
  // Slots are tried on one edit of the draft; when none is kept the draft goes back to the
  // version before, whose world the cache holds.
  const DraftDungeon unslotted = draft.dungeon;
  Dungeon& d = draft.dungeon.edit();
  // A slot ends in a window, which is no door: the doors that block sight stay as they are.
  const sim::SightMap sight(d, view.floor);
  for (const Slot& slot : slots) {
    digSlot(d, view.floor, slot);
    if (sight.clear(slot.early, slot.goal_square)) {
      // The slot is a dead end behind its window: the way and the view stay as they were.
      draft.dungeon.canonicalize();
      cache.holdSlotCutIn(unslotted, draft.dungeon);
      return Status::success();
    }
    undoSlot(d, view.floor, slot);
  }
  draft.dungeon = unslotted;
  return Status::success();
}

}  // namespace dungeon::gen
