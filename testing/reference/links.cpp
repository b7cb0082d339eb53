// Vertical links paired from SPEC section 4 (see links.h).
#include "testing/reference/links.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

constexpr std::string_view kShaftRock = "link.shaft.rock";
constexpr std::string_view kShaftNotDirt = "link.shaft.not_dirt";
constexpr std::string_view kSameShaft = "link.spiral.same_shaft";

Vertical verticalOf(const Thing& t) {
  return t.fields.asOr(Field::kVertical, Vertical::kFlat);
}

int shaftSize(const Thing& t) {
  return t.type == ThingType::kSpiral ? t.fields.getOr(Field::kShaft, 1) : 1;
}

std::string where(const Thing& t) {
  return "floor " + std::to_string(t.floor + 1) + " (" + std::to_string(t.at.x) + "," +
         std::to_string(t.at.y) + ")";
}

std::string_view partnerRule(ThingType type) {
  switch (type) {
    case ThingType::kLadder:
      return "link.ladder.partner";
    case ThingType::kDuct:
      return "link.duct.partner";
    default:
      return "link.spiral.partner";
  }
}

// The link's shaft's columns on floor f.
std::vector<Place> shaftOn(const DungeonIndex& index, const Thing& link, int f) {
  Thing column = link;
  column.floor = f;
  return shaftOf(index, column);
}

// True when every column of the link's shaft is rock on floor f (and on the floor at all).
bool shaftRockOn(const DungeonIndex& index, const Thing& link, int f) {
  const std::vector<Place> shaft = shaftOn(index, link, f);
  return shaft.size() == shaftOf(index, link).size() &&
         std::all_of(shaft.begin(), shaft.end(), [&](Place p) { return index.solid(p); });
}

// SPEC 5.8: what must stay rock is rock on every floor style, so no column of a shaft is dirt.
bool shaftDirtOn(const DungeonIndex& index, const Thing& link, int f) {
  const std::vector<Place> shaft = shaftOn(index, link, f);
  return std::any_of(shaft.begin(), shaft.end(), [&](Place p) { return index.dirt(p); });
}

// Pairs every thing of `type` going up with the nearest one going down straight above.
void pairColumn(const DungeonIndex& index, ThingType type, LinkPairing& out) {
  std::map<Place, const Thing*> downs;
  for (const Thing& t : index.dungeon().things) {
    if (t.type == type && verticalOf(t) == Vertical::kDown) downs[{t.floor, t.at}] = &t;
  }
  std::set<const Thing*> paired;
  std::map<Point, std::vector<std::pair<int, std::string_view>>> stopped;  // ups left alone
  for (const Thing& up : index.dungeon().things) {
    if (up.type != type || verticalOf(up) != Vertical::kUp) continue;
    const Thing* partner = nullptr;
    std::string_view broken = partnerRule(type);
    for (int f = up.floor - 1; f >= 0; --f) {
      const auto down = downs.find({f, up.at});
      if (down != downs.end() && !paired.contains(down->second)) {
        if (shaftSize(*down->second) == shaftSize(up)) partner = down->second;
        if (partner == nullptr) broken = kSameShaft;
        break;
      }
      if (!shaftRockOn(index, up, f)) {
        broken = kShaftRock;
        break;
      }
      if (shaftDirtOn(index, up, f)) {
        broken = kShaftNotDirt;
        break;
      }
    }
    if (partner == nullptr) {
      out.problems.push_back({broken, where(up) + ": going up finds no partner"});
      stopped[up.at].push_back({up.floor, broken});
      continue;
    }
    paired.insert(partner);
    out.links.push_back({type, {up.floor, up.at}, {partner->floor, partner->at}, &up, partner});
  }
  for (const auto& [at, down] : downs) {
    if (paired.contains(down)) continue;
    std::string_view broken = partnerRule(type);
    for (const auto& [floor, rule] : stopped[at.at]) {
      if (floor > at.floor && rule != partnerRule(type)) broken = rule;
    }
    out.problems.push_back({broken, where(*down) + ": going down is alone"});
  }
}

void pairLifts(const DungeonIndex& index, LinkPairing& out) {
  std::map<Point, std::vector<const Thing*>> columns;
  for (const Thing& t : index.dungeon().things) {
    if (t.type == ThingType::kLift && index.onDungeon({t.floor, t.at})) {
      columns[t.at].push_back(&t);
    }
  }
  for (auto& [at, stops] : columns) {
    std::sort(stops.begin(), stops.end(),
              [](const Thing* a, const Thing* b) { return a->floor < b->floor; });
    if (stops.size() == 1) {
      out.problems.push_back({"link.lift.column", where(*stops.front()) + ": a lift stop alone"});
    }
    for (size_t i = 1; i < stops.size(); ++i) {
      for (int between = stops[i - 1]->floor + 1; between < stops[i]->floor; ++between) {
        if (!index.solid({between, at})) {
          out.problems.push_back(
              {"link.lift.shaft.rock", where(*stops[i]) + ": the lift's shaft meets open floor"});
        } else if (index.dirt({between, at})) {
          out.problems.push_back(
              {"link.lift.shaft.not_dirt", where(*stops[i]) + ": the lift's shaft meets dirt"});
        }
      }
      out.links.push_back({ThingType::kLift,
                           {stops[i]->floor, at},
                           {stops[i - 1]->floor, at},
                           stops[i],
                           stops[i - 1]});
    }
  }
}

// The first problem the pairing tagged with `rule`, or "".
template <const std::string_view& kRule>
std::string firstProblemOf(const Reference& ref) {
  for (const LinkProblem& problem : ref.links().problems) {
    if (problem.rule == kRule) return problem.text;
  }
  return "";
}

constexpr std::string_view kLadderPartner = "link.ladder.partner";
constexpr std::string_view kDuctPartner = "link.duct.partner";
constexpr std::string_view kSpiralPartner = "link.spiral.partner";
constexpr std::string_view kLiftColumn = "link.lift.column";
constexpr std::string_view kLiftShaftRock = "link.lift.shaft.rock";
constexpr std::string_view kLiftShaftNotDirt = "link.lift.shaft.not_dirt";

constexpr std::array<ReferenceRule, 9> kRules = {{
    {kLadderPartner, "links_paired", &firstProblemOf<kLadderPartner>},
    {kDuctPartner, "links_paired", &firstProblemOf<kDuctPartner>},
    {kSpiralPartner, "links_paired", &firstProblemOf<kSpiralPartner>},
    {kSameShaft, "links_paired", &firstProblemOf<kSameShaft>},
    {kShaftRock, "links_paired", &firstProblemOf<kShaftRock>},
    {kShaftNotDirt, "links_paired", &firstProblemOf<kShaftNotDirt>},
    {kLiftColumn, "links_paired", &firstProblemOf<kLiftColumn>},
    {kLiftShaftRock, "links_paired", &firstProblemOf<kLiftShaftRock>},
    {kLiftShaftNotDirt, "links_paired", &firstProblemOf<kLiftShaftNotDirt>},
}};

}  // namespace

std::vector<Place> shaftOf(const DungeonIndex& index, const Thing& link) {
  const int side = shaftSize(link);
  std::vector<Place> squares;
  for (int dy = 0; dy < side; ++dy) {
    for (int dx = 0; dx < side; ++dx) {
      const Place p{link.floor, {link.at.x + dx, link.at.y + dy}};
      if (index.onDungeon(p)) squares.push_back(p);
    }
  }
  return squares;
}

LinkPairing pairLinks(const DungeonIndex& index) {
  LinkPairing out;
  for (ThingType type : {ThingType::kLadder, ThingType::kDuct, ThingType::kSpiral}) {
    pairColumn(index, type, out);
  }
  pairLifts(index, out);
  return out;
}

std::span<const ReferenceRule> linkRules() {
  return kRules;
}

}  // namespace dungeon::reference
