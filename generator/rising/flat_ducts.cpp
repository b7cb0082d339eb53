#include "generator/rising/flat_ducts.h"

#include <algorithm>
#include <climits>
#include <optional>
#include <utility>

#include "checks/duct_rules.h"
#include "model/square_groups.h"

namespace dungeon::gen {
namespace {

// A way out of a room into rock that a duct may take: the room square it leaves, the two
// squares straight out of it (the duct's end and the one after it) and the way back in.
struct Stub {
  int room = -1;  // the room's group
  Point end;      // beside the room
  Point next;     // straight on from `end`
  Dir into_room = Dir::kNorth;
  int mouth_height = 0;  // the room square's height, half-metres: where the duct's mouth opens
};

}  // namespace

DuctDigMask::DuctDigMask(const Draft& draft, int f)
    : floor_(draft.dungeon->floors[static_cast<size_t>(f)]) {
  const auto n = static_cast<size_t>(floor_.squareCount());
  rock_.assign(n, 0);
  open_beside_.assign(n, 0);
  for (int i = 0; i < floor_.squareCount(); ++i) {
    const Point p = floor_.pointOf(i);
    const bool inner =
        p.x >= 1 && p.y >= 1 && p.x < floor_.width() - 1 && p.y < floor_.height() - 1;
    rock_[static_cast<size_t>(i)] = inner && floor_.kind(p) == SquareKind::kRock;
    // Water may be drained: a duct touches it no more than any open square.
    if (!isOpenOrWater(floor_.kind(p))) continue;
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (floor_.inBounds(q)) ++open_beside_[static_cast<size_t>(floor_.index(q))];
    }
  }
  const auto keep = [&](Point p) {
    if (floor_.inBounds(p)) rock_[static_cast<size_t>(floor_.index(p))] = 0;
  };
  if (f == 0) std::for_each(draft.ramp.begin(), draft.ramp.end(), keep);
  std::for_each(draft.shafts.begin(), draft.shafts.end(), keep);
}

bool DuctDigMask::crawlMayCut(Point p) const {
  if (!floor_.inBounds(p)) return false;
  const auto i = static_cast<size_t>(floor_.index(p));
  return rock_[i] && open_beside_[i] == 0;
}

bool DuctDigMask::crawlMayStart(Point p) const {
  if (!floor_.inBounds(p)) return false;
  const auto i = static_cast<size_t>(floor_.index(p));
  return rock_[i] && open_beside_[i] == 1;
}

namespace {

// Squares holding a door that stays shut with every lock shut.
std::vector<char> shutDoors(const Draft& draft, int f) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  std::vector<char> shut(static_cast<size_t>(floor.squareCount()), 0);
  for (const Thing& t : draft.dungeon->things) {
    if (t.floor != f || !isDoor(t.type)) continue;
    const bool plain = t.type == ThingType::kDoor &&
                       t.fields.asOr(Field::kKind, DoorKind::kPlain) == DoorKind::kPlain;
    if (!plain) shut[static_cast<size_t>(floor.index(t.at))] = 1;
  }
  return shut;
}

std::optional<Point> startOf(const Draft& draft, int f) {
  if (f > 0) return draft.plans[static_cast<size_t>(f)].arrival;
  for (const Thing& t : draft.dungeon->things) {
    if (t.floor == f && t.type == ThingType::kEntrance) return t.at;
  }
  return std::nullopt;
}

// Every stub out of a reached room, in square then direction order.
std::vector<Stub> stubsOf(const Floor& floor, const DuctDigMask& mask, const SquareGroups& rooms,
                          const std::vector<char>& reached) {
  std::vector<Stub> stubs;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const int room = rooms.group_of[static_cast<size_t>(i)];
    if (room < 0 || !reached[static_cast<size_t>(i)]) continue;
    const Point r = floor.pointOf(i);
    for (Dir dir : kAllDirs) {
      const Point end = step(r, dir);
      const Point next = step(end, dir);
      if (!mask.crawlMayStart(end) || !mask.crawlMayCut(next)) continue;
      stubs.push_back({room, end, next, opposite(dir), floor.heightHalfMetres(r)});
    }
  }
  return stubs;
}

// The shortest crawl from any of room `a`'s stubs whose mouth opens at `height` to each
// square, through rock it may cut. A search reaches few squares (a crawl is short), so its arrays
// are made once and only the squares it reached are put back (clear) for the next one.
struct CrawlSearch {
  std::vector<int> length;      // squares of crawl up to and including the square; -1 unreached
  std::vector<int> parent;      // the square before, or -1 at a stub's `next`
  std::vector<int> stub;        // the stub the crawl left by
  std::vector<Point> frontier;  // the squares reached, in order

  explicit CrawlSearch(size_t n) : length(n, -1), parent(n, -1), stub(n, -1) {}
  void clear(const Floor& floor) {
    for (Point p : frontier) {
      const auto i = static_cast<size_t>(floor.index(p));
      length[i] = parent[i] = stub[i] = -1;
    }
    frontier.clear();
  }
};

// Fills `s` (cleared) with the crawls from room `a`'s stubs at `height`.
void searchFrom(const Floor& floor, const DuctDigMask& mask, const std::vector<Stub>& stubs, int a,
                int height, CrawlSearch& s) {
  std::vector<Point>& frontier = s.frontier;
  for (size_t k = 0; k < stubs.size(); ++k) {
    if (stubs[k].room != a || stubs[k].mouth_height != height) continue;
    const auto i = static_cast<size_t>(floor.index(stubs[k].next));
    if (s.length[i] >= 0) continue;
    s.length[i] = 2;
    s.stub[i] = static_cast<int>(k);
    frontier.push_back(stubs[k].next);
  }
  for (size_t next = 0; next < frontier.size(); ++next) {
    const Point p = frontier[next];
    const auto pi = static_cast<size_t>(floor.index(p));
    // The far end adds one square, so a crawl reaching here may grow while it stays short.
    if (s.length[pi] + 1 >= checks::kMaxFlatDuctSquares) continue;
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (!mask.crawlMayCut(q)) continue;
      const auto qi = static_cast<size_t>(floor.index(q));
      if (s.length[qi] >= 0) continue;
      s.length[qi] = s.length[pi] + 1;
      s.parent[qi] = static_cast<int>(pi);
      s.stub[qi] = s.stub[pi];
      frontier.push_back(q);
    }
  }
}

FlatDuct crawlOf(const Floor& floor, const CrawlSearch& s, const std::vector<Stub>& stubs,
                 const Stub& last) {
  FlatDuct duct;
  const int at = floor.index(last.next);
  const Stub& first = stubs[static_cast<size_t>(s.stub[static_cast<size_t>(at)])];
  duct.crawl.push_back(last.end);
  for (int i = at; i >= 0; i = s.parent[static_cast<size_t>(i)]) {
    duct.crawl.push_back(floor.pointOf(i));
  }
  duct.crawl.push_back(first.end);
  std::reverse(duct.crawl.begin(), duct.crawl.end());
  duct.into_first = first.into_room;
  duct.into_last = last.into_room;
  return duct;
}

// True when each square of the crawl touches (four ways) only the squares before and after it
// on its way: a simple crawl, as the duct check asks.
bool simpleCrawl(const std::vector<Point>& crawl) {
  for (size_t i = 0; i < crawl.size(); ++i) {
    for (size_t j = i + 2; j < crawl.size(); ++j) {
      if (manhattan(crawl[i], crawl[j]) <= 1) return false;
    }
  }
  return true;
}

// The mouth heights of room `a`'s stubs, each once, lowest first.
std::vector<int> mouthHeightsOf(const std::vector<Stub>& stubs, int a) {
  std::vector<int> heights;
  for (const Stub& stub : stubs) {
    if (stub.room == a) heights.push_back(stub.mouth_height);
  }
  std::sort(heights.begin(), heights.end());
  heights.erase(std::unique(heights.begin(), heights.end()), heights.end());
  return heights;
}

// The shortest simple crawl from a stub of the search's room to one of room `b`'s stubs whose
// mouth opens at the search's height (ties to the first found).
std::optional<FlatDuct> shortestTo(const Floor& floor, const CrawlSearch& s,
                                   const std::vector<Stub>& stubs, int b, int height) {
  std::optional<FlatDuct> best;
  for (const Stub& last : stubs) {
    if (last.room != b || last.mouth_height != height) continue;
    const int length = s.length[static_cast<size_t>(floor.index(last.next))];
    if (length < 0 || length + 1 > checks::kMaxFlatDuctSquares) continue;
    if (best && static_cast<int>(best->crawl.size()) <= length + 1) continue;
    FlatDuct duct = crawlOf(floor, s, stubs, last);
    if (simpleCrawl(duct.crawl)) best = std::move(duct);
  }
  return best;
}

// Breadth-first steps over a floor's open squares and its water (which may be drained), never
// entering a `barred` square (none when it is empty). A search may reach few squares, so the array
// is made once and shared by every search, and only the squares a search reached are put back for
// the next.
class FloorSteps {
 public:
  explicit FloorSteps(const Floor& floor, std::vector<char> barred = {})
      : floor_(floor),
        barred_(std::move(barred)),
        distance_(static_cast<size_t>(floor.squareCount()), -1) {}

  // The steps from `from` to `to`, or -1 when they are more than `most_steps` or not joined.
  int between(Point from, Point to, int most_steps) {
    const int found = spread(from, to, most_steps);
    putBack();
    return found;
  }

  // Every square reached from `from`, marked 1.
  std::vector<char> reachedFrom(Point from) {
    spread(from, std::nullopt, INT_MAX);
    std::vector<char> reached(distance_.size(), 0);
    for (Point p : frontier_) reached[static_cast<size_t>(floor_.index(p))] = 1;
    putBack();
    return reached;
  }

 private:
  // Reaches out from `from` to `most_steps`, stopping once `to` is reached: its steps, or -1.
  int spread(Point from, std::optional<Point> to, int most_steps) {
    int found = to == from ? 0 : -1;
    reach(from, 0);
    for (size_t next = 0; next < frontier_.size() && found < 0; ++next) {
      const Point p = frontier_[next];
      const int d = distance_[static_cast<size_t>(floor_.index(p))];
      if (d >= most_steps) continue;
      for (Dir dir : kAllDirs) {
        const Point q = step(p, dir);
        if (!floor_.inBounds(q) || !isOpenOrWater(floor_.kind(q))) continue;
        const auto qi = static_cast<size_t>(floor_.index(q));
        if (distance_[qi] >= 0 || (!barred_.empty() && barred_[qi])) continue;
        reach(q, d + 1);
        if (q == to) found = d + 1;
      }
    }
    return found;
  }

  void reach(Point p, int d) {
    distance_[static_cast<size_t>(floor_.index(p))] = d;
    frontier_.push_back(p);
  }

  void putBack() {
    for (Point p : frontier_) distance_[static_cast<size_t>(floor_.index(p))] = -1;
    frontier_.clear();
  }

  const Floor& floor_;
  const std::vector<char> barred_;
  std::vector<int> distance_;  // -1: not reached by the search under way
  std::vector<Point> frontier_;
};

// Steps between the two rooms with the duct's squares left rock, as the duct check counts
// them on the floor (across water too: it may be drained), searched out to `most_steps`; -1
// when there is no way round that short.
int walkAround(FloorSteps& steps, const FlatDuct& duct, int most_steps) {
  const Point from = step(duct.crawl.front(), duct.into_first);
  const Point to = step(duct.crawl.back(), duct.into_last);
  return steps.between(from, to, most_steps);
}

}  // namespace

std::vector<char> reachedWithLocksShut(const Draft& draft, int f) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  const std::optional<Point> start = startOf(draft, f);
  if (!start || !floor.isOpenAt(*start)) {
    return std::vector<char>(static_cast<size_t>(floor.squareCount()), 0);
  }
  std::vector<char> barred = shutDoors(draft, f);
  for (int i = 0; i < floor.squareCount(); ++i) {
    if (floor.kind(floor.pointOf(i)) == SquareKind::kWater) barred[static_cast<size_t>(i)] = 1;
  }
  return FloorSteps(floor, std::move(barred)).reachedFrom(*start);
}

std::vector<FlatDuct> flatDuctCandidates(const Draft& draft, int f) {
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
  const SquareGroups rooms = findRooms(floor);
  const DuctDigMask mask(draft, f);
  const std::vector<Stub> stubs = stubsOf(floor, mask, rooms, reachedWithLocksShut(draft, f));
  std::vector<FlatDuct> found;
  // One search per mouth height of a room, their arrays kept from room to room.
  std::vector<CrawlSearch> pool;
  FloorSteps steps(floor);
  for (int a = 0; a < rooms.count(); ++a) {
    std::vector<std::pair<int, const CrawlSearch*>> searches;
    const std::vector<int> heights = mouthHeightsOf(stubs, a);
    while (pool.size() < heights.size())
      pool.emplace_back(static_cast<size_t>(floor.squareCount()));
    for (size_t h = 0; h < heights.size(); ++h) {
      pool[h].clear(floor);
      searchFrom(floor, mask, stubs, a, heights[h], pool[h]);
      searches.emplace_back(heights[h], &pool[h]);
    }
    for (int b = a + 1; b < rooms.count(); ++b) {
      std::optional<FlatDuct> best;
      for (const auto& [height, search_of] : searches) {
        const CrawlSearch& search = *search_of;
        std::optional<FlatDuct> duct = shortestTo(floor, search, stubs, b, height);
        if (duct && (!best || duct->crawl.size() < best->crawl.size())) best = std::move(duct);
      }
      if (!best) continue;
      // A way round shorter than the duct plus the shortcut refuses it; longer ones need not
      // be walked.
      const int shortest_allowed =
          static_cast<int>(best->crawl.size()) + 1 + checks::kMinDuctShortcut;
      const int around = walkAround(steps, *best, shortest_allowed - 1);
      if (around >= 0 && around < shortest_allowed) continue;
      found.push_back(std::move(*best));
    }
  }
  return found;
}

}  // namespace dungeon::gen
