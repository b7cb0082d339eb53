// The duct rules (see ducts.h).
#include "testing/reference/ducts.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <vector>

namespace dungeon::reference {
namespace {

bool contains(const std::vector<Place>& places, Place p) {
  return std::find(places.begin(), places.end(), p) != places.end();
}

Place beside(Place p, Dir dir) {
  return {p.floor, step(p.at, dir)};
}

bool isRoom(const DungeonIndex& index, Place p) {
  return index.kind(p) == SquareKind::kRoom;
}

// The crawl squares joined to `start` by crawl squares of its floor.
std::vector<Place> crawlOf(const DungeonIndex& index, Place start) {
  std::vector<Place> crawl{start};
  for (size_t next = 0; next < crawl.size(); ++next) {
    for (Dir dir : kAllDirs) {
      const Place q = beside(crawl[next], dir);
      if (index.kind(q) == SquareKind::kCrawl && !contains(crawl, q)) crawl.push_back(q);
    }
  }
  std::sort(crawl.begin(), crawl.end());
  return crawl;
}

// The room square beside p (the first in north, east, south, west order), if any.
std::optional<Place> roomBeside(const DungeonIndex& index, Place p) {
  for (Dir dir : kAllDirs) {
    if (isRoom(index, beside(p, dir))) return beside(p, dir);
  }
  return std::nullopt;
}

std::vector<Place> roomEnds(const DungeonIndex& index, const std::vector<Place>& crawl) {
  std::vector<Place> ends;
  for (Place p : crawl) {
    if (roomBeside(index, p)) ends.push_back(p);
  }
  return ends;
}

int crawlNeighbours(const std::vector<Place>& crawl, Place p) {
  int count = 0;
  for (Dir dir : kAllDirs) count += contains(crawl, beside(p, dir)) ? 1 : 0;
  return count;
}

// Each square touches only the squares before and after it: the ends one, the rest two.
bool simple(const std::vector<Place>& crawl, const std::vector<Place>& ends) {
  if (crawl.size() < 2) return true;
  for (Place p : crawl) {
    if (crawlNeighbours(crawl, p) != (contains(ends, p) ? 1 : 2)) return false;
  }
  return true;
}

// Every open square beside the crawl is its own or a room (beside one of its ends).
bool touchesOnlyItsRooms(const DungeonIndex& index, const std::vector<Place>& crawl) {
  for (Place p : crawl) {
    for (Dir dir : kAllDirs) {
      const Place q = beside(p, dir);
      if (index.open(q) && !contains(crawl, q) && !isRoom(index, q)) return false;
    }
  }
  return true;
}

// The end and the crawl square straight on from it, away from its room, are both crawl.
bool straightAtEnd(const DungeonIndex& index, const std::vector<Place>& crawl, Place end) {
  for (Dir into : kAllDirs) {
    if (isRoom(index, beside(end, into))) return contains(crawl, beside(end, opposite(into)));
  }
  return false;
}

// Steps between a and b over open squares and links, never on the crawl; -1 if none.
int stepsAround(const DungeonIndex& index, const LinkPairing& links, Place a, Place b,
                const std::vector<Place>& crawl) {
  std::vector<int> steps(static_cast<size_t>(index.squareCount()), -1);
  std::deque<Place> queue{a};
  steps[static_cast<size_t>(index.index(a))] = 0;
  auto offer = [&](Place from, Place to) {
    if (!index.open(to) || contains(crawl, to)) return;
    int& seen = steps[static_cast<size_t>(index.index(to))];
    if (seen >= 0) return;
    seen = steps[static_cast<size_t>(index.index(from))] + 1;
    queue.push_back(to);
  };
  while (!queue.empty()) {
    const Place p = queue.front();
    queue.pop_front();
    for (Dir dir : kAllDirs) offer(p, beside(p, dir));
    for (const Link& link : links.links) {
      if (link.lower == p) offer(p, link.upper);
      if (link.upper == p) offer(p, link.lower);
    }
  }
  return steps[static_cast<size_t>(index.index(b))];
}

std::string flatProblem(const DungeonIndex& index, const LinkPairing& links,
                        const std::vector<Place>& crawl) {
  const std::vector<Place> ends = roomEnds(index, crawl);
  if (ends.size() != 2) return "a flat duct does not join exactly two rooms";
  const int length = static_cast<int>(crawl.size());
  if (length > kMostFlatDuctSquares) return "a flat duct longer than 9 squares";
  if (!touchesOnlyItsRooms(index, crawl)) return "a flat duct touches another open square";
  if (!simple(crawl, ends)) return "a flat duct's crawl touches itself";
  for (Place end : ends) {
    if (length >= 2 && !straightAtEnd(index, crawl, end)) return "a flat duct's end turns";
  }
  const Place first = *roomBeside(index, ends[0]);
  const Place last = *roomBeside(index, ends[1]);
  const int height = index.heightHalfMetres(first);
  if (index.heightHalfMetres(last) != height) return "a flat duct's mouths differ in height";
  for (Place p : crawl) {
    if (index.heightHalfMetres(p) != height) return "a flat duct's crawl leaves its mouths' height";
  }
  const int around = stepsAround(index, links, first, last, crawl);
  if (around >= 0 && around < length + 1 + kLeastShortcutSteps)
    return "a flat duct saves too little";
  return "";
}

bool nearOtherLink(const DungeonIndex& index, const Thing& duct) {
  for (const Thing& t : index.dungeon().things) {
    const bool other =
        t.type == ThingType::kLadder || t.type == ThingType::kLift || t.type == ThingType::kSpiral;
    const int steps = std::abs(t.at.x - duct.at.x) + std::abs(t.at.y - duct.at.y);
    if (other && t.floor == duct.floor && steps < kLeastStepsFromLinks) return true;
  }
  return false;
}

std::string climbingProblem(const DungeonIndex& index, const Thing& duct,
                            const std::vector<Place>& crawl) {
  const Place at{duct.floor, duct.at};
  if (index.openNeighbours(at).size() != 1) return "a climbing duct off its crawl's dead end";
  const std::vector<Place> ends = roomEnds(index, crawl);
  if (static_cast<int>(crawl.size()) < kLeastClimbingCrawl || ends.empty()) {
    return "a climbing duct's crawl is too short or leaves no room";
  }
  if (!simple(crawl, {ends.front(), at})) return "a climbing duct's crawl touches itself";
  if (nearOtherLink(index, duct)) return "a climbing duct near a ladder, lift or spiral";
  return "";
}

// A ladder stands in p's column on a floor above and on one below: a shaft passes through.
bool inLadderShaft(const DungeonIndex& index, Place p) {
  bool above = false;
  bool below = false;
  for (const Thing& t : index.dungeon().things) {
    if (t.type != ThingType::kLadder || t.at != p.at) continue;
    above = above || t.floor < p.floor;
    below = below || t.floor > p.floor;
  }
  return above && below;
}

std::string endProblem(const DungeonIndex& index, const Thing& duct) {
  const Place at{duct.floor, duct.at};
  const Thing* door = index.doorAt(at);
  switch (duct.fields.asOr(Field::kEnd, DuctEnd::kGrate)) {
    case DuctEnd::kGrate:
      return door == nullptr ? "" : "a duct's grate end holds a door";
    case DuctEnd::kDoor:
      return door != nullptr && door->type == ThingType::kDoor ? "" : "a duct's door end, no door";
    case DuctEnd::kSecret: {
      const bool faces = door != nullptr && door->type == ThingType::kSecretDoor &&
                         door->fields.has(Field::kFront) &&
                         index.open(beside(at, door->fields.as<Dir>(Field::kFront)));
      return faces ? "" : "a duct's secret end without a secret door facing along it";
    }
  }
  return "";
}

std::string oneDuctProblem(const DungeonIndex& index, const LinkPairing& links, const Thing& duct) {
  const Place at{duct.floor, duct.at};
  if (index.kind(at) != SquareKind::kCrawl) return "a duct off a crawl";
  const std::vector<Place> crawl = crawlOf(index, at);
  const bool flat = duct.fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kFlat;
  std::string why = flat ? flatProblem(index, links, crawl) : climbingProblem(index, duct, crawl);
  if (!why.empty()) return why;
  for (Place p : crawl) {
    if (inLadderShaft(index, p)) return "a duct's crawl opens a ladder shaft's column";
  }
  return endProblem(index, duct);
}

}  // namespace

std::string ductProblem(const DungeonIndex& index, const LinkPairing& links) {
  for (const Thing& t : index.dungeon().things) {
    if (t.type != ThingType::kDuct || !index.onDungeon({t.floor, t.at})) continue;
    if (std::string why = oneDuctProblem(index, links, t); !why.empty()) return why;
  }
  return "";
}

}  // namespace dungeon::reference
