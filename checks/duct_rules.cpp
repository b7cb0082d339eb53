#include "checks/duct_rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "checks/context.h"
#include "model/rules.h"
#include "model/square_groups.h"
#include "sim/search/reach.h"

namespace dungeon::checks {
namespace {

// The crawl squares joined to `start`, and the ones of them beside a room (the crawl's ends).
struct Crawl {
  std::vector<Point> squares;
  std::vector<Point> room_ends;
};

Crawl crawlAround(const Floor& f, Point start) {
  const SquareGroups groups = findGroups(f, SquareKind::kCrawl);
  const int id = groups.group_of[static_cast<size_t>(f.index(start))];
  Crawl crawl;
  for (int i = 0; i < f.squareCount(); ++i) {
    if (groups.group_of[static_cast<size_t>(i)] != id) continue;
    const Point p = f.pointOf(i);
    crawl.squares.push_back(p);
    for (Dir dir : kAllDirs) {
      if (f.kindOrRock(step(p, dir)) == SquareKind::kRoom) {
        crawl.room_ends.push_back(p);
        break;
      }
    }
  }
  return crawl;
}

// On a dirt floor a duct's crawl is built, not dug dirt: its squares hold no dirt, so it keeps
// the crawl's 1.5 x 1.2 m, and no dig widens it (SPEC 5.8).
CheckOutcome crawlBuilt(const Floor& f, int floor, const Crawl& crawl) {
  for (Point p : crawl.squares) {
    if (f.isDirtAt(p)) {
      return CheckOutcome::fail(
          "a duct's crawl square holds dirt: a crawl dug into a dirt floor is built and keeps "
          "its 1.5 x 1.2 m",
          floor, p);
    }
  }
  return CheckOutcome::pass();
}

bool inCrawl(const Crawl& crawl, Point p) {
  return std::find(crawl.squares.begin(), crawl.squares.end(), p) != crawl.squares.end();
}

// Open squares or water (which may be drained) the crawl touches that are neither its own nor
// a room beside one of its ends.
bool touchesOthers(const Floor& f, const Crawl& crawl) {
  for (Point p : crawl.squares) {
    const bool end =
        std::find(crawl.room_ends.begin(), crawl.room_ends.end(), p) != crawl.room_ends.end();
    for (Dir dir : kAllDirs) {
      const Point q = step(p, dir);
      if (!isOpenOrWater(f.kindOrRock(q)) || inCrawl(crawl, q)) continue;
      if (!(end && f.kind(q) == SquareKind::kRoom)) return true;
    }
  }
  return false;
}

// The end square and the next crawl square lie in line with the room beside the end.
bool straightAtEnd(const Floor& f, const Crawl& crawl, Point end) {
  for (Dir into : kAllDirs) {
    if (f.kindOrRock(step(end, into)) != SquareKind::kRoom) continue;
    return inCrawl(crawl, step(end, opposite(into)));
  }
  return false;
}

// How many of the crawl's own squares touch p (its four neighbours).
int crawlNeighbours(const Crawl& crawl, Point p) {
  int count = 0;
  for (Dir dir : kAllDirs) count += inCrawl(crawl, step(p, dir)) ? 1 : 0;
  return count;
}

// The crawl is a simple way from one end to the other: each square touches only the squares
// before and after it, so its two ends touch one crawl square each and every other square two.
// The square where it first fails, or nothing.
std::optional<Point> notSimple(const Crawl& crawl, std::span<const Point> ends) {
  if (crawl.squares.size() < 2) return std::nullopt;
  for (Point p : crawl.squares) {
    const bool end = std::find(ends.begin(), ends.end(), p) != ends.end();
    if (crawlNeighbours(crawl, p) != (end ? 1 : 2)) return p;
  }
  return std::nullopt;
}

// The room square beside a crawl's end: where the duct's mouth opens.
Point mouthOf(const Floor& f, Point end) {
  for (Dir dir : kAllDirs) {
    if (f.kindOrRock(step(end, dir)) == SquareKind::kRoom) return step(end, dir);
  }
  return end;
}

std::string metresText(int half_metres) {
  const int a = std::abs(half_metres);
  return fmt::format("{}{}.{} m", half_metres < 0 ? "-" : "", a / 2, a % 2 ? 5 : 0);
}

// A flat duct's two mouths open at one height and every square of its crawl lies at it (SPEC
// section 8, "no step is spared"): a flat duct never bridges a rise.
CheckOutcome flatAtOneHeight(const Floor& f, int floor, const Crawl& crawl) {
  const Point first = mouthOf(f, crawl.room_ends.front());
  const Point last = mouthOf(f, crawl.room_ends.back());
  const int height = f.heightHalfMetres(first);
  if (f.heightHalfMetres(last) != height) {
    return CheckOutcome::fail(
        fmt::format("a flat duct's mouths open at {} ({},{}) and {} ({},{}), not at one height",
                    metresText(height), first.x, first.y, metresText(f.heightHalfMetres(last)),
                    last.x, last.y),
        floor, crawl.room_ends.back());
  }
  for (Point p : crawl.squares) {
    if (f.heightHalfMetres(p) == height) continue;
    return CheckOutcome::fail(fmt::format("a flat duct's crawl lies at {}, not at its mouths' {}",
                                          metresText(f.heightHalfMetres(p)), metresText(height)),
                              floor, p);
  }
  return CheckOutcome::pass();
}

// Steps between the two rooms at the crawl's ends when the crawl is shut, across water too (it
// may be drained), searched out to `most_steps`; -1 when there is no way round that short.
int walkAround(const CheckContext& c, int floor, const Crawl& crawl, int most_steps) {
  auto roomBeside = [&](Point end) {
    for (Dir dir : kAllDirs) {
      const Point q = step(end, dir);
      if (c.dungeon.floors[static_cast<size_t>(floor)].kindOrRock(q) == SquareKind::kRoom) {
        return c.world.index({floor, q});
      }
    }
    return -1;
  };
  const int a = roomBeside(crawl.room_ends.front());
  const int b = roomBeside(crawl.room_ends.back());
  const auto distance = sim::breadthFirst(
      c.world, a,
      [&](int, int to) {
        const Place p = c.world.place(to);
        return isOpenOrWater(c.world.kind(to)) && !(p.floor == floor && inCrawl(crawl, p.at));
      },
      nullptr, most_steps);
  return distance[static_cast<size_t>(b)];
}

CheckOutcome flatDuct(const CheckContext& c, const Thing& duct, const Crawl& crawl) {
  const Floor& f = c.dungeon.floors[static_cast<size_t>(duct.floor)];
  const int length = static_cast<int>(crawl.squares.size());
  if (crawl.room_ends.size() != 2) {
    return CheckOutcome::fail("a flat duct must join exactly two rooms", duct.floor, duct.at);
  }
  if (length > kMaxFlatDuctSquares) {
    return CheckOutcome::fail(
        fmt::format("a flat duct of {} squares (at most {})", length, kMaxFlatDuctSquares),
        duct.floor, duct.at);
  }
  if (touchesOthers(f, crawl)) {
    return CheckOutcome::fail("a flat duct touches an open square or water besides its two rooms",
                              duct.floor, duct.at);
  }
  if (const auto at = notSimple(crawl, crawl.room_ends)) {
    return CheckOutcome::fail(
        "a flat duct's crawl touches itself: a square beside others than the one before and "
        "after it",
        duct.floor, *at);
  }
  for (Point end : crawl.room_ends) {
    if (length >= 2 && !straightAtEnd(f, crawl, end)) {
      return CheckOutcome::fail("a flat duct does not run straight for its end's two squares",
                                duct.floor, end);
    }
  }
  if (CheckOutcome heights = flatAtOneHeight(f, duct.floor, crawl); !heights.passed) {
    return heights;
  }
  // Only a way round shorter than the duct plus the shortcut matters.
  const int shortest_allowed = length + 1 + kMinDuctShortcut;
  const int around = walkAround(c, duct.floor, crawl, shortest_allowed - 1);
  if (around >= 0 && around < shortest_allowed) {
    return CheckOutcome::fail(
        fmt::format("a flat duct of {} squares saves only {} steps", length, around - length - 1),
        duct.floor, duct.at);
  }
  return CheckOutcome::pass();
}

bool nearLink(const CheckContext& c, const Thing& duct) {
  for (const Thing& t : c.dungeon.things) {
    const bool other_link = isLink(t.type) && t.type != ThingType::kDuct;
    if (other_link && t.floor == duct.floor && manhattan(t.at, duct.at) <= kMinDuctLinkDistance) {
      return true;
    }
  }
  return false;
}

// The absolute height of square `at` of floor f, in half-metres.
int floorHalfMetres(const Dungeon& d, int f, Point at) {
  const Floor& floor = d.floors[static_cast<size_t>(f)];
  return floor.baseHalfMetres() + floor.heightHalfMetres(at);
}

// The climbing duct's partner above it (a lower end's), or nullptr where there is none yet:
// links_paired judges that.
const Thing* ductAbove(const CheckContext& c, const Thing& duct) {
  const Thing* above = nullptr;
  for (const Thing* t : thingsOf(c.dungeon, ThingType::kDuct)) {
    const bool down = t->fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kDown;
    if (down && t->at == duct.at && t->floor < duct.floor && (!above || t->floor > above->floor)) {
      above = t;
    }
  }
  return above;
}

// A lower end's tube is at least the rock between stacked floors long (kMinClimbingTubeCm).
CheckOutcome tubeLongEnough(const CheckContext& c, const Thing& duct) {
  if (duct.fields.asOr(Field::kVertical, Vertical::kFlat) != Vertical::kUp) {
    return CheckOutcome::pass();
  }
  const Thing* above = ductAbove(c, duct);
  if (above == nullptr) return CheckOutcome::pass();
  const int tube = climbingTubeCm(floorHalfMetres(c.dungeon, duct.floor, duct.at),
                                  floorHalfMetres(c.dungeon, above->floor, above->at));
  if (tube >= kMinClimbingTubeCm) return CheckOutcome::pass();
  return CheckOutcome::fail(
      fmt::format("a climbing duct's tube from its crawl's ceiling to floor {} is {} cm, shorter "
                  "than the {} cm of rock between stacked floors",
                  above->floor + 1, tube, kMinClimbingTubeCm),
      duct.floor, duct.at);
}

CheckOutcome climbingDuct(const CheckContext& c, const Thing& duct, const Crawl& crawl) {
  const Floor& f = c.dungeon.floors[static_cast<size_t>(duct.floor)];
  int open_neighbours = 0;
  for (Dir dir : kAllDirs) open_neighbours += f.isOpenAt(step(duct.at, dir));
  if (open_neighbours != 1) {
    return CheckOutcome::fail("a climbing duct must stand on the dead end of its crawl", duct.floor,
                              duct.at);
  }
  if (static_cast<int>(crawl.squares.size()) < kMinClimbingCrawl || crawl.room_ends.empty()) {
    return CheckOutcome::fail(
        fmt::format("a climbing duct needs a crawl of at least {} squares out of a room",
                    kMinClimbingCrawl),
        duct.floor, duct.at);
  }
  const std::array<Point, 2> ends = {crawl.room_ends.front(), duct.at};
  if (const auto at = notSimple(crawl, ends)) {
    return CheckOutcome::fail(
        "a climbing duct's crawl touches itself: a square beside others than the one before "
        "and after it",
        duct.floor, *at);
  }
  if (touchesOthers(f, crawl)) {
    return CheckOutcome::fail(
        "a climbing duct's crawl touches an open square or water besides "
        "its room",
        duct.floor, duct.at);
  }
  if (nearLink(c, duct)) {
    return CheckOutcome::fail("a climbing duct stands near a ladder, lift or spiral", duct.floor,
                              duct.at);
  }
  return tubeLongEnough(c, duct);
}

// True when a ladder stands at `at` on a floor above `floor` and another below it, and none on
// `floor` itself: the column of a shaft passing through (the quick exit's, on three floors or
// more) that stays rock on `floor`. Ladders that stop there (1-2 and 2-3) pass no shaft.
bool inLadderShaft(const CheckContext& c, int floor, Point at) {
  bool above = false;
  bool below = false;
  for (const Thing* ladder : thingsOf(c.dungeon, ThingType::kLadder)) {
    if (ladder->at != at) continue;
    if (ladder->floor == floor) return false;
    above = above || ladder->floor < floor;
    below = below || ladder->floor > floor;
  }
  return above && below;
}

CheckOutcome shaftKeptRock(const CheckContext& c, const Thing& duct, const Crawl& crawl) {
  for (Point p : crawl.squares) {
    if (inLadderShaft(c, duct.floor, p)) {
      return CheckOutcome::fail("a duct's crawl opens the quick exit's column", duct.floor, p);
    }
  }
  return CheckOutcome::pass();
}

const Thing* doorOn(const CheckContext& c, int floor, Point at) {
  for (const Thing& t : c.dungeon.things) {
    if (t.floor == floor && t.at == at && isDoor(t.type)) return &t;
  }
  return nullptr;
}

// The duct's square holds what its end says: a grate end no door, a door end a plain door
// across the crawl, a secret end a secret door whose front faces an open square beside it (the
// way along the crawl to the room), so the room's side shows the room's wall.
CheckOutcome endAsWritten(const CheckContext& c, const Thing& duct) {
  const DuctEnd end = duct.fields.asOr(Field::kEnd, DuctEnd::kGrate);
  const Thing* door = doorOn(c, duct.floor, duct.at);
  const Floor& f = c.dungeon.floors[static_cast<size_t>(duct.floor)];
  switch (end) {
    case DuctEnd::kGrate:
      if (door == nullptr) return CheckOutcome::pass();
      return CheckOutcome::fail("a duct's grate end has a door on it", duct.floor, duct.at);
    case DuctEnd::kDoor:
      if (door != nullptr && door->type == ThingType::kDoor) return CheckOutcome::pass();
      return CheckOutcome::fail("a duct's door end has no door across its crawl", duct.floor,
                                duct.at);
    case DuctEnd::kSecret: {
      const bool secret = door != nullptr && door->type == ThingType::kSecretDoor;
      if (secret && door->fields.has(Field::kFront) &&
          f.isOpenAt(step(duct.at, door->fields.as<Dir>(Field::kFront)))) {
        return CheckOutcome::pass();
      }
      return CheckOutcome::fail(
          "a duct's secret end has no secret door showing its wall towards the crawl's way",
          duct.floor, duct.at);
    }
  }
  return CheckOutcome::pass();
}

}  // namespace

int climbingTubeCm(int lower_half_m, int upper_half_m) {
  const int ceiling_cm = lower_half_m * kCmPerHalfMetre + clearanceOf(SquareKind::kCrawl).height_cm;
  return upper_half_m * kCmPerHalfMetre - ceiling_cm;
}

CheckOutcome ductRules(const CheckContext& c) {
  for (const Thing* duct : thingsOf(c.dungeon, ThingType::kDuct)) {
    const Floor& f = c.dungeon.floors[static_cast<size_t>(duct->floor)];
    if (f.kind(duct->at) != SquareKind::kCrawl) {
      return CheckOutcome::fail("a duct stands outside a crawl", duct->floor, duct->at);
    }
    const Crawl crawl = crawlAround(f, duct->at);
    if (const CheckOutcome built = crawlBuilt(f, duct->floor, crawl); !built.passed) return built;
    const bool flat = duct->fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kFlat;
    const CheckOutcome outcome = flat ? flatDuct(c, *duct, crawl) : climbingDuct(c, *duct, crawl);
    if (!outcome.passed) return outcome;
    const CheckOutcome shaft = shaftKeptRock(c, *duct, crawl);
    if (!shaft.passed) return shaft;
    const CheckOutcome end = endAsWritten(c, *duct);
    if (!end.passed) return end;
  }
  return CheckOutcome::pass();
}

}  // namespace dungeon::checks
