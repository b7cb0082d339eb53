// The duct rules (see ducts.h).
#include "testing/reference/ducts.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <deque>
#include <functional>
#include <map>
#include <vector>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

bool contains(const std::vector<Place>& places, Place p) {
  return std::find(places.begin(), places.end(), p) != places.end();
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

// One duct standing on a crawl: its thing, its crawl and the crawl's squares beside a room.
struct Duct {
  const Thing* thing;
  Place at;
  std::vector<Place> crawl;
  std::vector<Place> ends;
  bool flat;
};

// The first problem `judge` finds among the dungeon's ducts that stand on a crawl, or "".
std::string firstDuctProblem(const Reference& ref,
                             const std::function<std::string(const Duct&)>& judge) {
  const DungeonIndex& index = ref.index();
  for (const Thing& t : index.dungeon().things) {
    const Place at{t.floor, t.at};
    if (t.type != ThingType::kDuct || !index.onDungeon(at)) continue;
    if (index.kind(at) != SquareKind::kCrawl) continue;
    const std::vector<Place> crawl = crawlOf(index, at);
    const bool flat = t.fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kFlat;
    if (std::string why = judge({&t, at, crawl, roomEnds(index, crawl), flat}); !why.empty()) {
      return why;
    }
  }
  return "";
}

// Of the flat ducts that join exactly two rooms, the first problem `judge` finds, or "".
std::string firstTwoRoomFlatDuctProblem(const Reference& ref,
                                        const std::function<std::string(const Duct&)>& judge) {
  return firstDuctProblem(
      ref, [&](const Duct& duct) { return duct.flat && duct.ends.size() == 2 ? judge(duct) : ""; });
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

// Every square beside the crawl that is not rock (water too: it may be drained) is its own or a
// room (beside one of its ends).
bool touchesOnlyItsRooms(const DungeonIndex& index, const std::vector<Place>& crawl) {
  for (Place p : crawl) {
    for (Dir dir : kAllDirs) {
      const Place q = beside(p, dir);
      if (!index.solid(q) && !contains(crawl, q) && !isRoom(index, q)) return false;
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

// Steps between a and b over open squares, water (it may be drained) and links, never on the
// crawl; -1 if none.
int stepsAround(const DungeonIndex& index, const LinkPairing& links, Place a, Place b,
                const std::vector<Place>& crawl) {
  std::map<Place, std::vector<Place>> linked;
  for (const Link& link : links.links) {
    linked[link.lower].push_back(link.upper);
    linked[link.upper].push_back(link.lower);
  }
  std::vector<int> steps(static_cast<size_t>(index.squareCount()), -1);
  std::deque<Place> queue{a};
  steps[static_cast<size_t>(index.index(a))] = 0;
  auto offer = [&](Place from, Place to) {
    if (index.solid(to) || contains(crawl, to)) return;
    int& seen = steps[static_cast<size_t>(index.index(to))];
    if (seen >= 0) return;
    seen = steps[static_cast<size_t>(index.index(from))] + 1;
    queue.push_back(to);
  };
  while (!queue.empty()) {
    const Place p = queue.front();
    queue.pop_front();
    if (p == b) break;
    for (Dir dir : kAllDirs) offer(p, beside(p, dir));
    if (const auto found = linked.find(p); found != linked.end()) {
      for (Place q : found->second) offer(p, q);
    }
  }
  return steps[static_cast<size_t>(index.index(b))];
}

std::string onCrawl(const Reference& ref) {
  const DungeonIndex& index = ref.index();
  for (const Thing& t : index.dungeon().things) {
    const Place at{t.floor, t.at};
    if (t.type != ThingType::kDuct || !index.onDungeon(at)) continue;
    if (index.kind(at) != SquareKind::kCrawl) return "a duct off a crawl";
  }
  return "";
}

// SPEC 5.8: a crawl dug into a dirt floor is built and keeps its 1.5 x 1.2 m: no square of a
// duct's crawl is dirt.
std::string crawlBuilt(const Reference& ref) {
  return firstDuctProblem(ref, [&](const Duct& duct) -> std::string {
    for (Place p : duct.crawl) {
      if (ref.index().dirt(p)) return "a duct's crawl square is dirt";
    }
    return "";
  });
}

std::string flatTwoRooms(const Reference& ref) {
  return firstDuctProblem(ref, [](const Duct& duct) -> std::string {
    if (!duct.flat || duct.ends.size() == 2) return "";
    return "a flat duct does not join exactly two rooms";
  });
}

std::string flatLength(const Reference& ref) {
  return firstTwoRoomFlatDuctProblem(ref, [](const Duct& duct) -> std::string {
    if (static_cast<int>(duct.crawl.size()) <= kMostFlatDuctSquares) return "";
    return "a flat duct longer than 9 squares";
  });
}

std::string flatTouchesNothing(const Reference& ref) {
  return firstTwoRoomFlatDuctProblem(ref, [&](const Duct& duct) -> std::string {
    if (touchesOnlyItsRooms(ref.index(), duct.crawl)) return "";
    return "a flat duct touches another open square";
  });
}

std::string flatSimple(const Reference& ref) {
  return firstTwoRoomFlatDuctProblem(ref, [](const Duct& duct) -> std::string {
    return simple(duct.crawl, duct.ends) ? "" : "a flat duct's crawl touches itself";
  });
}

std::string flatStraightEnds(const Reference& ref) {
  return firstTwoRoomFlatDuctProblem(ref, [&](const Duct& duct) -> std::string {
    if (duct.crawl.size() < 2) return "";
    for (Place end : duct.ends) {
      if (!straightAtEnd(ref.index(), duct.crawl, end)) return "a flat duct's end turns";
    }
    return "";
  });
}

// The room squares beside a two-room flat duct's ends: its mouths.
std::pair<Place, Place> mouthsOf(const DungeonIndex& index, const Duct& duct) {
  return {*roomBeside(index, duct.ends[0]), *roomBeside(index, duct.ends[1])};
}

std::string flatMouthsLevel(const Reference& ref) {
  return firstTwoRoomFlatDuctProblem(ref, [&](const Duct& duct) -> std::string {
    const auto [first, last] = mouthsOf(ref.index(), duct);
    if (ref.index().heightHalfMetres(first) == ref.index().heightHalfMetres(last)) return "";
    return "a flat duct's mouths differ in height";
  });
}

std::string flatCrawlLevel(const Reference& ref) {
  return firstTwoRoomFlatDuctProblem(ref, [&](const Duct& duct) -> std::string {
    const int height = ref.index().heightHalfMetres(mouthsOf(ref.index(), duct).first);
    for (Place p : duct.crawl) {
      if (ref.index().heightHalfMetres(p) != height) {
        return "a flat duct's crawl leaves its mouths' height";
      }
    }
    return "";
  });
}

std::string flatShortcut(const Reference& ref) {
  return firstTwoRoomFlatDuctProblem(ref, [&](const Duct& duct) -> std::string {
    const auto [first, last] = mouthsOf(ref.index(), duct);
    const int length = static_cast<int>(duct.crawl.size());
    const int around = stepsAround(ref.index(), ref.links(), first, last, duct.crawl);
    if (around >= 0 && around < length + 1 + kLeastShortcutSteps) {
      return "a flat duct saves too little";
    }
    return "";
  });
}

// Of the climbing ducts, the first problem `judge` finds, or "".
std::string firstClimbingProblem(const Reference& ref,
                                 const std::function<std::string(const Duct&)>& judge) {
  return firstDuctProblem(ref, [&](const Duct& duct) { return duct.flat ? "" : judge(duct); });
}

std::string climbingDeadEnd(const Reference& ref) {
  return firstClimbingProblem(ref, [&](const Duct& duct) -> std::string {
    if (ref.index().openNeighbourCount(duct.at) == 1) return "";
    return "a climbing duct off its crawl's dead end";
  });
}

std::string climbingCrawl(const Reference& ref) {
  return firstClimbingProblem(ref, [](const Duct& duct) -> std::string {
    if (static_cast<int>(duct.crawl.size()) >= kLeastClimbingCrawl && !duct.ends.empty()) return "";
    return "a climbing duct's crawl is too short or leaves no room";
  });
}

std::string climbingSimple(const Reference& ref) {
  return firstClimbingProblem(ref, [](const Duct& duct) -> std::string {
    if (duct.ends.empty() || simple(duct.crawl, {duct.ends.front(), duct.at})) return "";
    return "a climbing duct's crawl touches itself";
  });
}

std::string climbingTouchesNothing(const Reference& ref) {
  return firstClimbingProblem(ref, [&](const Duct& duct) -> std::string {
    if (duct.ends.empty() || touchesOnlyItsRooms(ref.index(), duct.crawl)) return "";
    return "a climbing duct's crawl touches another open square";
  });
}

// The duct going down at a lower end's column on the nearest floor above, or nullptr.
const Thing* upperEnd(const DungeonIndex& index, const Thing& lower) {
  const Thing* upper = nullptr;
  for (const Thing& t : index.dungeon().things) {
    const bool down = t.type == ThingType::kDuct &&
                      t.fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kDown;
    if (down && t.at == lower.at && t.floor < lower.floor && (!upper || t.floor > upper->floor)) {
      upper = &t;
    }
  }
  return upper;
}

std::string climbingTube(const Reference& ref) {
  return firstClimbingProblem(ref, [&](const Duct& duct) -> std::string {
    if (duct.thing->fields.asOr(Field::kVertical, Vertical::kFlat) != Vertical::kUp) return "";
    const Thing* upper = upperEnd(ref.index(), *duct.thing);
    if (upper == nullptr) return "";  // unpaired: link.duct.partner's
    const int ceiling_cm = ref.index().heightHalfMetres(duct.at) * 50 + kCrawlCeilingCm;
    const int upper_cm = ref.index().heightHalfMetres({upper->floor, upper->at}) * 50;
    return upper_cm - ceiling_cm >= kRockBetweenFloorsCm ? "" : "a climbing duct's tube too short";
  });
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

std::string climbingApart(const Reference& ref) {
  return firstClimbingProblem(ref, [&](const Duct& duct) -> std::string {
    if (!nearOtherLink(ref.index(), *duct.thing)) return "";
    return "a climbing duct near a ladder, lift or spiral";
  });
}

// A ladder stands in p's column on a floor above and on one below, and none on p's floor: a
// shaft passes through (ladders that stop on p's floor pass none).
bool inLadderShaft(const DungeonIndex& index, Place p) {
  bool above = false;
  bool below = false;
  for (const Thing& t : index.dungeon().things) {
    if (t.type != ThingType::kLadder || t.at != p.at) continue;
    if (t.floor == p.floor) return false;
    above = above || t.floor < p.floor;
    below = below || t.floor > p.floor;
  }
  return above && below;
}

std::string ladderColumn(const Reference& ref) {
  return firstDuctProblem(ref, [&](const Duct& duct) -> std::string {
    for (Place p : duct.crawl) {
      if (inLadderShaft(ref.index(), p)) return "a duct's crawl opens a ladder shaft's column";
    }
    return "";
  });
}

// Of the ducts whose end is `end`, the first problem `judge` finds from the door on the duct's
// square (nullptr for none), or "".
template <DuctEnd kEnd>
std::string firstEndProblem(const Reference& ref,
                            const std::function<std::string(const Duct&, const Thing*)>& judge) {
  return firstDuctProblem(ref, [&](const Duct& duct) -> std::string {
    if (duct.thing->fields.asOr(Field::kEnd, DuctEnd::kGrate) != kEnd) return "";
    return judge(duct, ref.index().doorAt(duct.at));
  });
}

std::string grateEnd(const Reference& ref) {
  return firstEndProblem<DuctEnd::kGrate>(ref, [](const Duct&, const Thing* door) -> std::string {
    return door == nullptr ? "" : "a duct's grate end holds a door";
  });
}

std::string doorEnd(const Reference& ref) {
  return firstEndProblem<DuctEnd::kDoor>(ref, [](const Duct&, const Thing* door) -> std::string {
    return door != nullptr && door->type == ThingType::kDoor ? "" : "a duct's door end, no door";
  });
}

std::string secretEnd(const Reference& ref) {
  return firstEndProblem<DuctEnd::kSecret>(
      ref, [&](const Duct& duct, const Thing* door) -> std::string {
        const bool faces = door != nullptr && door->type == ThingType::kSecretDoor &&
                           door->fields.has(Field::kFront) &&
                           ref.index().open(beside(duct.at, door->fields.as<Dir>(Field::kFront)));
        return faces ? "" : "a duct's secret end without a secret door facing along it";
      });
}

constexpr std::array<ReferenceRule, 20> kRules = {{
    {"duct.on_crawl", "duct_rules", &onCrawl},
    {"duct.crawl_built", "duct_rules", &crawlBuilt},
    {"duct.flat.two_rooms", "duct_rules", &flatTwoRooms},
    {"duct.flat.length", "duct_rules", &flatLength},
    {"duct.flat.touches_nothing", "duct_rules", &flatTouchesNothing},
    {"duct.flat.simple", "duct_rules", &flatSimple},
    {"duct.flat.straight_ends", "duct_rules", &flatStraightEnds},
    {"duct.flat.mouths_level", "duct_rules", &flatMouthsLevel},
    {"duct.flat.crawl_level", "duct_rules", &flatCrawlLevel},
    {"duct.flat.shortcut", "duct_rules", &flatShortcut},
    {"duct.climbing.dead_end", "duct_rules", &climbingDeadEnd},
    {"duct.climbing.crawl", "duct_rules", &climbingCrawl},
    {"duct.climbing.simple", "duct_rules", &climbingSimple},
    {"duct.climbing.touches_nothing", "duct_rules", &climbingTouchesNothing},
    {"duct.climbing.apart", "duct_rules", &climbingApart},
    {"duct.climbing.tube", "duct_rules", &climbingTube},
    {"duct.ladder_column", "duct_rules", &ladderColumn},
    {"duct.end.grate", "duct_rules", &grateEnd},
    {"duct.end.door", "duct_rules", &doorEnd},
    {"duct.end.secret", "duct_rules", &secretEnd},
}};

}  // namespace

std::span<const ReferenceRule> ductRules() {
  return kRules;
}

}  // namespace dungeon::reference
