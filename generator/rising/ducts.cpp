#include "generator/rising/ducts.h"

#include <algorithm>
#include <array>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "generator/core/dig.h"
#include "generator/core/rates.h"
#include "generator/rising/climbing_ducts.h"
#include "generator/rising/flat_ducts.h"
#include "model/rng.h"

namespace dungeon::gen {
namespace {

DuctEnd drawEnd(Rng& rng, bool secret_allowed) {
  const int total = rates().grate_end_per_mille + rates().door_end_per_mille +
                    (secret_allowed ? rates().secret_end_per_mille : 0);
  const int r = static_cast<int>(rng.below(static_cast<uint64_t>(total)));
  if (r < rates().grate_end_per_mille) return DuctEnd::kGrate;
  if (r < rates().grate_end_per_mille + rates().door_end_per_mille) return DuctEnd::kDoor;
  return DuctEnd::kSecret;
}

// The duct thing on an end square and what closes the end: a grate, a plain door across the
// crawl, or a secret door showing the room (`into_room` from the end, along the crawl) its wall.
void placeEnd(Draft& draft, int f, Point at, Dir into_room, DuctEnd end,
              Vertical dir = Vertical::kFlat) {
  std::vector<Thing>& things = draft.dungeon.edit().things;
  things.push_back(
      makeThing(ThingType::kDuct, f, at, {{Field::kVertical, dir}, {Field::kEnd, end}}));
  switch (end) {
    case DuctEnd::kGrate:
      things.push_back(makeThing(ThingType::kGrate, f, at));
      break;
    case DuctEnd::kDoor:
      things.push_back(makeThing(ThingType::kDoor, f, at, {{Field::kKind, DoorKind::kPlain}}));
      break;
    case DuctEnd::kSecret:
      things.push_back(makeThing(ThingType::kSecretDoor, f, at, {{Field::kFront, into_room}}));
      break;
  }
}

void countEnd(DuctsLaid& laid, DuctEnd end) {
  ++(end == DuctEnd::kGrate  ? laid.grate_ends
     : end == DuctEnd::kDoor ? laid.door_ends
                             : laid.secret_ends);
}

bool anySecret(const std::array<DuctEnd, 2>& ends) {
  return ends[0] == DuctEnd::kSecret || ends[1] == DuctEnd::kSecret;
}

// Digs `crawl` out of the room square one step `into_room` from its first square, every
// crawl square at that room square's height (SPEC section 8: no step is spared).
void digAtMouthHeight(Floor& floor, std::span<const Point> crawl, Dir into_room) {
  dig(floor, crawl, SquareKind::kCrawl);
  const int height = floor.heightHalfMetres(step(crawl.front(), into_room));
  for (Point p : crawl) floor.setHeightHalfMetres(p, height);
}

// Digs a flat duct's crawl on floor f at its mouths' height and puts its two ends, unchecked.
void layFlat(Draft& draft, int f, const FlatDuct& duct, const std::array<DuctEnd, 2>& ends) {
  digAtMouthHeight(draft.dungeon.edit().floors[static_cast<size_t>(f)], duct.crawl,
                   duct.into_first);
  placeEnd(draft, f, duct.crawl.front(), duct.into_first, ends[0]);
  placeEnd(draft, f, duct.crawl.back(), duct.into_last, ends[1]);
  ++draft.ducts.flat;
  for (DuctEnd end : ends) countEnd(draft.ducts, end);
}

// Lays a duct by `lay` (which digs it and puts its ends), kept only if every check passes.
Status keepDuct(StageContext& context, const std::function<void(Draft&)>& lay) {
  return context.keepIfChecksPass([&](Draft& draft) {
    lay(draft);
    return Status::success();
  });
}

// Up to `most` of `candidates`, in a drawn order, each tried by `try_one` (which lays it under
// keepDuct), until one is kept; each refusal is recorded by the check or metric that made it.
// When none is kept, notes that `asked` was not laid on floor f: `no_candidate` when there was
// none, else every one tried was refused.
template <class Duct>
void layFirstKept(StageContext& context, std::vector<Duct> candidates, int most,
                  const std::function<Status(const Duct&)>& try_one, int f, Asked asked,
                  WhyNot no_candidate) {
  context.rng.shuffle(std::span<Duct>(candidates));
  const size_t attempts = std::min(candidates.size(), static_cast<size_t>(most));
  for (size_t i = 0; i < attempts; ++i) {
    const Status kept = try_one(candidates[i]);
    if (kept.ok()) return;
    context.draft.ducts.refused.push_back(refusedBy(kept));
  }
  context.draft.notices.push_back(candidates.empty() ? Notice{f, asked, no_candidate, ""}
                                                     : Notice{f, asked, WhyNot::kEveryDuctRefused,
                                                              context.draft.ducts.refused.back()});
}

// Floor f's flat duct: a duct refused with a secret end is laid once more with its ends drawn
// without one.
void layFlatDuct(StageContext& context, int f) {
  const auto try_one = [&](const FlatDuct& duct) {
    std::array<DuctEnd, 2> ends = {drawEnd(context.rng, true), drawEnd(context.rng, true)};
    const auto lay = [&](Draft& draft) { layFlat(draft, f, duct, ends); };
    Status kept = keepDuct(context, lay);
    if (!kept.ok() && anySecret(ends)) {
      context.draft.ducts.refused.push_back(refusedBy(kept));
      ends = {drawEnd(context.rng, false), drawEnd(context.rng, false)};
      kept = keepDuct(context, lay);
    }
    return kept;
  };
  layFirstKept<FlatDuct>(context, flatDuctCandidates(context.draft, f), rates().flat_duct_attempts,
                         try_one, f, Asked::kFlatDuct, WhyNot::kNoFlatDuctCandidate);
}

// Digs a climbing duct's two crawls, each at its room's height, and puts its ends (top, bottom),
// unchecked. Each end stands on its crawl's dead end, the duct's square; a secret end shows its
// wall along the crawl.
void layClimbing(Draft& draft, const ClimbingDuct& duct, const std::array<DuctEnd, 2>& ends) {
  const int lower = duct.upper + 1;
  digAtMouthHeight(draft.dungeon.edit().floors[static_cast<size_t>(duct.upper)], duct.top.squares,
                   duct.top.into_room);
  digAtMouthHeight(draft.dungeon.edit().floors[static_cast<size_t>(lower)], duct.bottom.squares,
                   duct.bottom.into_room);
  const Point at = duct.top.squares.back();
  placeEnd(draft, duct.upper, at, duct.top.into_room, ends[0], Vertical::kDown);
  placeEnd(draft, lower, at, duct.bottom.into_room, ends[1], Vertical::kUp);
  ++draft.ducts.climbing;
  for (DuctEnd end : ends) countEnd(draft.ducts, end);
}

// A climbing duct's ends stand on its crawls' dead ends, where a secret door has rock behind
// it and so never faces along a way (doors_along_way refuses it): they are drawn grate or door.
std::array<DuctEnd, 2> drawClimbingEnds(Rng& rng) {
  return {drawEnd(rng, false), drawEnd(rng, false)};
}

// The climbing duct of the pair of floors `upper` and `upper + 1`, its ends never secret.
void layClimbingDuct(StageContext& context, int upper) {
  const auto try_one = [&](const ClimbingDuct& duct) {
    const std::array<DuctEnd, 2> ends = drawClimbingEnds(context.rng);
    return keepDuct(context, [&](Draft& draft) { layClimbing(draft, duct, ends); });
  };
  layFirstKept<ClimbingDuct>(context, climbingDuctCandidates(context.draft, upper),
                             rates().climbing_duct_attempts, try_one, upper, Asked::kClimbingDuct,
                             WhyNot::kNoClimbingColumn);
}

// Lays on `draft` the first candidate, in a drawn order, of each drawn floor's flat duct and
// each drawn pair's climbing duct, with their ends, unchecked, and notes each drawn duct that
// has no candidate. Fails (laying nothing worth a check) when no drawn duct has a candidate.
Status layEveryDrawnDuct(Draft& draft, Rng& rng, const std::vector<int>& flat_floors,
                         const std::vector<int>& climbing_pairs) {
  bool any = false;
  for (int f : flat_floors) {
    std::vector<FlatDuct> candidates = flatDuctCandidates(draft, f);
    if (candidates.empty()) {
      draft.notices.push_back({f, Asked::kFlatDuct, WhyNot::kNoFlatDuctCandidate, ""});
      continue;
    }
    rng.shuffle(std::span<FlatDuct>(candidates));
    const std::array<DuctEnd, 2> ends = {drawEnd(rng, true), drawEnd(rng, true)};
    layFlat(draft, f, candidates.front(), ends);
    any = true;
  }
  for (int upper : climbing_pairs) {
    std::vector<ClimbingDuct> candidates = climbingDuctCandidates(draft, upper);
    if (candidates.empty()) {
      draft.notices.push_back({upper, Asked::kClimbingDuct, WhyNot::kNoClimbingColumn, ""});
      continue;
    }
    rng.shuffle(std::span<ClimbingDuct>(candidates));
    layClimbing(draft, candidates.front(), drawClimbingEnds(rng));
    any = true;
  }
  return any ? Status::success() : Status::fail("no drawn duct has a candidate");
}

}  // namespace

// Every drawn duct is laid at once under one check first; most tries keep them all so. When
// that check fails, the ducts are laid one by one, each under its own check, as the rules say.
Status layDucts(StageContext& context) {
  context.draft.ducts = {};
  const int floors = static_cast<int>(context.draft.dungeon->floors.size());
  std::vector<int> flat_floors;
  std::vector<int> climbing_pairs;
  for (int f = 0; f < floors; ++f) {
    if (context.rng.chance(rates().flat_duct_per_mille)) flat_floors.push_back(f);
  }
  for (int upper = 0; upper + 1 < floors; ++upper) {
    if (context.rng.chance(rates().climbing_duct_per_mille)) climbing_pairs.push_back(upper);
  }
  context.draft.ducts.drawn_flat = static_cast<int>(flat_floors.size());
  context.draft.ducts.drawn_climbing = static_cast<int>(climbing_pairs.size());
  if (flat_floors.empty() && climbing_pairs.empty()) return Status::success();
  const Status all_at_once = context.keepIfChecksPass([&](Draft& draft) {
    return layEveryDrawnDuct(draft, context.rng, flat_floors, climbing_pairs);
  });
  if (all_at_once.ok()) return Status::success();
  for (int f : flat_floors) layFlatDuct(context, f);
  for (int upper : climbing_pairs) layClimbingDuct(context, upper);
  return Status::success();
}

}  // namespace dungeon::gen
