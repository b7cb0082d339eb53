#include "sim/search/solve_graph.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace dungeon::sim {
namespace {

constexpr int kNeverFits = -2;  // a step's or square's drain floor: the body never fits
constexpr int kAlwaysFits = -1;

// kAlwaysFits when `fits_over(terrain)`; else, where `square` is water of a floor not yet
// drained, that floor when `fits_over(drained)`; else kNeverFits.
template <class FitsOver>
int drainNeed(const Terrain& terrain, const Terrain& drained, int square, FitsOver fits_over) {
  if (fits_over(terrain)) return kAlwaysFits;
  const int floor = terrain.world().floorOf(square);
  if (terrain.world().kind(square) != SquareKind::kWater || terrain.drained(floor)) {
    return kNeverFits;
  }
  return fits_over(drained) ? floor : kNeverFits;
}

// Whether the body fits on `square`: always, once its floor is drained, or never (kAlwaysFits,
// the floor, kNeverFits).
int entryNeed(const Terrain& terrain, const Terrain& drained, const Body& body, int square) {
  return drainNeed(terrain, drained, square, [&](const Terrain& over) {
    return fit(body, over.passageAt(square)) != Stance::kNone;
  });
}

// Whether the body fits the step from `from` to `to`, as entryNeed says.
int stepNeed(const Terrain& terrain, const Terrain& drained, const Body& body, int from, int to) {
  // Neither room nor drained water helps where the heights forbid the step.
  if (terrain.world().stepBlocked(from, to)) return kNeverFits;
  // On one floor the step asks only for room on `to` (fitsStep without its link).
  if (terrain.world().floorOf(from) == terrain.world().floorOf(to)) {
    return entryNeed(terrain, drained, body, to);
  }
  return drainNeed(terrain, drained, to,
                   [&](const Terrain& over) { return fitsStep(over, body, from, to); });
}

// What entering a square on its own floor asks: its rule and its drain need.
struct Entry {
  EntryRule rule;
  int need = kNeverFits;
  bool operator==(const Entry&) const = default;
  // Whether every body standing on a square with this entry has met it, so it may merge.
  bool mergeable() const {
    return need != kNeverFits &&
           (rule.kind == EntryRule::Kind::kNone || rule.kind == EntryRule::Kind::kLever ||
            rule.kind == EntryRule::Kind::kCode);
  }
};

// Rows of `steps` (pairs of region and step) by region, sorted and without repeats.
void compress(std::vector<std::pair<int, SolveGraph::Step>>& steps, int regions,
              std::vector<int>& first, std::vector<SolveGraph::Step>& row) {
  std::sort(steps.begin(), steps.end());
  steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
  first.assign(static_cast<size_t>(regions) + 1, 0);
  for (const auto& [region, step] : steps) ++first[static_cast<size_t>(region) + 1];
  std::partial_sum(first.begin(), first.end(), first.begin());
  row.reserve(steps.size());
  for (const auto& entry : steps) row.push_back(entry.second);
}

}  // namespace

SolveGraph::SolveGraph(const Terrain& terrain, const LockTable& table, const Body& body,
                       int start_square) {
  const World& world = terrain.world();
  const int squares = world.squareCount();
  Terrain drained = terrain;
  drained.drainAll();
  for (const auto& [code, parts] : table.required_parts) codes.push_back(parts);
  auto codeIndex = [&](int code) {
    return static_cast<int>(
        std::distance(table.required_parts.begin(), table.required_parts.find(code)));
  };

  // The start is reached without entering it, so it merges only when it asks nothing.
  const bool start_fits = fit(body, clearanceOf(terrain.kind(start_square))) != Stance::kNone;
  std::vector<Entry> entry(static_cast<size_t>(squares));
  // In increasing order, the squares the body fits now or once their floor is drained, and the
  // start where the body fits it: the only ones that get a region, so the passes below read no
  // other.
  std::vector<int> fitting;
  for (int s = 0; s < squares; ++s) {
    // Rock (a dirt wall too) leaves no room whatever is drained.
    const SquareKind kind = terrain.kind(s);
    if (kind != SquareKind::kWater && clearanceOf(kind).width_cm == 0) continue;
    const EntryRule rule = world.doorAt(s) != nullptr ? entryRuleOf(world, table, s) : EntryRule{};
    entry[static_cast<size_t>(s)] = {rule, entryNeed(terrain, drained, body, s)};
    if (entry[static_cast<size_t>(s)].need != kNeverFits || (s == start_square && start_fits)) {
      fitting.push_back(s);
    }
  }
  // Per square: a key equal for squares that may merge with each other (the same entry, and
  // mergeable), -1 for squares that stay regions of their own.
  std::vector<int64_t> merge_key(static_cast<size_t>(squares), -1);
  for (int s : fitting) {
    const Entry& e = entry[static_cast<size_t>(s)];
    const bool mergeable =
        s == start_square ? e.rule == EntryRule{} && e.need == kAlwaysFits : e.mergeable();
    if (!mergeable) continue;
    merge_key[static_cast<size_t>(s)] = (int64_t{static_cast<uint8_t>(e.rule.kind)} << 56) |
                                        (int64_t{static_cast<uint32_t>(e.rule.id)} << 8) |
                                        (e.need - kNeverFits);
  }
  // Regions in order of their first square: each is flooded from it over neighbours that
  // merge with it (the same key).
  region_of.assign(static_cast<size_t>(squares), -1);
  std::vector<int> flood;
  for (int s : fitting) {
    if (region_of[static_cast<size_t>(s)] >= 0) continue;
    const int id = regionCount();
    EntryRule rule = entry[static_cast<size_t>(s)].rule;
    if (rule.kind == EntryRule::Kind::kCode) rule.id = codeIndex(rule.id);
    regions.push_back({});
    regions.back().rule = rule;
    region_of[static_cast<size_t>(s)] = id;
    const int64_t key = merge_key[static_cast<size_t>(s)];
    if (key < 0) continue;
    flood.assign(1, s);
    while (!flood.empty()) {
      const int at = flood.back();
      flood.pop_back();
      for (Dir dir : kAllDirs) {
        const int t = world.neighbour(at, dir);
        if (t < 0 || region_of[static_cast<size_t>(t)] >= 0 ||
            merge_key[static_cast<size_t>(t)] != key || world.walkBlocked(at, dir)) {
          continue;
        }
        region_of[static_cast<size_t>(t)] = id;
        flood.push_back(t);
      }
    }
  }
  if (start_fits) start = region_of[static_cast<size_t>(start_square)];

  // What each region holds.
  for (int s : fitting) {
    Region& region = regions[static_cast<size_t>(region_of[static_cast<size_t>(s)])];
    for (const Thing* t : table.items[static_cast<size_t>(s)]) {
      switch (effectOf(t->type)) {
        case ThingEffect::kKey:
          ++region.keys[static_cast<size_t>(t->fields.get(Field::kColour))];
          break;
        case ThingEffect::kLever:
          region.levers.push_back(t->fields.get(Field::kLever));
          if (t->fields.getOr(Field::kDrains, 0) == 1) region.drains.push_back(t->floor);
          break;
        case ThingEffect::kCodePart:
          region.clues.push_back(
              {codeIndex(t->fields.get(Field::kCode)), 1u << t->fields.get(Field::kPart)});
          break;
        case ThingEffect::kGoal:
          region.goal = true;
          break;
        case ThingEffect::kNone:
          break;
      }
    }
    for (int door : table.handles[static_cast<size_t>(s)]) {
      if (region_of[static_cast<size_t>(door)] >= 0) {
        region.opens.push_back(region_of[static_cast<size_t>(door)]);
      }
    }
  }

  // Steps between regions, and the gates and drains that hold them.
  std::vector<std::pair<int, Step>> outs, ins;
  by_drain.assign(static_cast<size_t>(kMaxFloors), {});
  // `need` of a walk to a neighbour is the neighbour's own entry need unless the heights forbid
  // the step (stepNeed on one floor asks only for room on `to`); a climb asks the link.
  auto addStep = [&](int s, int t, std::optional<Dir> dir) {
    if (t < 0) return;
    const int from = region_of[static_cast<size_t>(s)];
    const int to = region_of[static_cast<size_t>(t)];
    if (to < 0 || to == from) return;
    const int need = !dir                         ? stepNeed(terrain, drained, body, s, t)
                     : world.walkBlocked(s, *dir) ? kNeverFits
                                                  : entry[static_cast<size_t>(t)].need;
    if (need == kNeverFits) return;
    outs.push_back({from, {to, need}});
    ins.push_back({to, {from, need}});
  };
  for (int s : fitting) {
    for (Dir dir : kAllDirs) addStep(s, world.neighbour(s, dir), dir);
    for (int other : world.linked(s)) addStep(s, other, std::nullopt);
  }
  compress(outs, regionCount(), out_first, out);
  compress(ins, regionCount(), in_first, in);
  for (int p = 0; p < regionCount(); ++p) {
    for (int i = out_first[static_cast<size_t>(p)]; i < out_first[static_cast<size_t>(p) + 1];
         ++i) {
      const Step& step = out[static_cast<size_t>(i)];
      if (step.drain_floor >= 0)
        by_drain[static_cast<size_t>(step.drain_floor)].push_back({p, step.to});
    }
  }

  by_lock.assign(table.locks.size(), {});
  by_code.assign(codes.size(), {});
  for (int p = 0; p < regionCount(); ++p) {
    const EntryRule& rule = regions[static_cast<size_t>(p)].rule;
    const auto id = static_cast<size_t>(rule.id);
    if (rule.kind == EntryRule::Kind::kLock) by_lock[id].push_back(p);
    if (rule.kind == EntryRule::Kind::kLever && id < by_lever.size()) by_lever[id].push_back(p);
    if (rule.kind == EntryRule::Kind::kCode) by_code[id].push_back(p);
  }
  lock_sides.assign(table.locks.size(), {});
  for (size_t lock = 0; lock < table.locks.size(); ++lock) {
    const Thing& door = *table.locks[lock];
    const int square = world.index({door.floor, door.at});
    for (Dir dir : kAllDirs) {
      const int n = world.neighbour(square, dir);
      if (n >= 0 && region_of[static_cast<size_t>(n)] >= 0) {
        lock_sides[lock].push_back(region_of[static_cast<size_t>(n)]);
      }
    }
  }
}

}  // namespace dungeon::sim
