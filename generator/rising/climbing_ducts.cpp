#include "generator/rising/climbing_ducts.h"

#include <cstdlib>
#include <optional>

#include "checks/duct_rules.h"
#include "generator/rising/flat_ducts.h"
#include "model/square_groups.h"

namespace dungeon::gen {
namespace {

inline constexpr int kLongestClimbingCrawl = 3;

// Per square of floor f: the shortest straight crawl out of a reached room ending there.
std::vector<std::optional<DuctCrawl>> crawlsByDeadEnd(const Draft& draft, int f) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  const std::vector<char> reached = reachedWithLocksShut(draft, f);
  const DuctDigMask mask(draft, f);
  std::vector<std::optional<DuctCrawl>> by_end(static_cast<size_t>(floor.squareCount()));
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point r = floor.pointOf(i);
    if (!reached[static_cast<size_t>(i)] || floor.kind(r) != SquareKind::kRoom) continue;
    for (Dir dir : kAllDirs) {
      DuctCrawl crawl{{}, opposite(dir)};
      for (int k = 1; k <= kLongestClimbingCrawl; ++k) {
        const Point p = step(r, dir, k);
        const bool fits = k == 1 ? mask.crawlMayStart(p) : mask.crawlMayCut(p);
        if (!fits) break;
        crawl.squares.push_back(p);
        if (k < checks::kMinClimbingCrawl) continue;
        auto& best = by_end[static_cast<size_t>(floor.index(p))];
        if (!best || best->squares.size() > crawl.squares.size()) best = crawl;
      }
    }
  }
  return by_end;
}

// The absolute height a crawl of floor f is dug at: its room square's (ducts.cpp digs it so).
int crawlHalfMetres(const Draft& draft, int f, const DuctCrawl& crawl) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  return floor.baseHalfMetres() +
         floor.heightHalfMetres(step(crawl.squares.front(), crawl.into_room));
}

// More than kMinDuctLinkDistance steps from every ladder, lift and spiral on floor f.
bool awayFromLinks(const Draft& draft, int f, Point at) {
  for (const Thing& t : draft.dungeon->things) {
    if (t.floor == f && isLink(t.type) && manhattan(t.at, at) <= checks::kMinDuctLinkDistance) {
      return false;
    }
  }
  return true;
}

}  // namespace

std::vector<ClimbingDuct> climbingDuctCandidates(const Draft& draft, int upper) {
  const int lower = upper + 1;
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(upper)];
  const auto tops = crawlsByDeadEnd(draft, upper);
  const auto bottoms = crawlsByDeadEnd(draft, lower);
  std::vector<ClimbingDuct> found;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const auto& top = tops[static_cast<size_t>(i)];
    const auto& bottom = bottoms[static_cast<size_t>(i)];
    if (!top || !bottom) continue;
    const Point at = floor.pointOf(i);
    if (!awayFromLinks(draft, upper, at) || !awayFromLinks(draft, lower, at)) continue;
    const int tube = checks::climbingTubeCm(crawlHalfMetres(draft, lower, *bottom),
                                            crawlHalfMetres(draft, upper, *top));
    if (tube < checks::kMinClimbingTubeCm) continue;
    found.push_back({upper, *top, *bottom});
  }
  return found;
}

}  // namespace dungeon::gen
