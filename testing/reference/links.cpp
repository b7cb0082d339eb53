// Vertical links paired from SPEC section 4 (see links.h).
#include "testing/reference/links.h"

#include <algorithm>
#include <map>
#include <set>

namespace dungeon::reference {
namespace {

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

// Pairs every thing of `type` going up with the nearest one going down straight above.
void pairColumn(const DungeonIndex& index, ThingType type, LinkPairing& out) {
  std::map<Place, const Thing*> downs;
  for (const Thing& t : index.dungeon().things) {
    if (t.type == type && verticalOf(t) == Vertical::kDown) downs[{t.floor, t.at}] = &t;
  }
  std::set<const Thing*> paired;
  for (const Thing& up : index.dungeon().things) {
    if (up.type != type || verticalOf(up) != Vertical::kUp) continue;
    const Thing* partner = nullptr;
    for (int f = up.floor - 1; f >= 0 && partner == nullptr; --f) {
      const auto down = downs.find({f, up.at});
      if (down != downs.end() && !paired.contains(down->second)) {
        if (shaftSize(*down->second) != shaftSize(up)) break;  // a spiral of another shaft
        partner = down->second;
        break;
      }
      Thing column = up;
      column.floor = f;
      const std::vector<Place> shaft = shaftOf(index, column);
      const bool all_rock =
          shaft.size() == shaftOf(index, up).size() &&
          std::all_of(shaft.begin(), shaft.end(), [&](Place p) { return index.solid(p); });
      if (!all_rock) break;
    }
    if (partner == nullptr) {
      out.problems.push_back(where(up) + ": going up finds no partner");
      continue;
    }
    paired.insert(partner);
    out.links.push_back({type, {up.floor, up.at}, {partner->floor, partner->at}, &up, partner});
  }
  for (const auto& [at, down] : downs) {
    if (!paired.contains(down)) out.problems.push_back(where(*down) + ": going down is alone");
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
    if (stops.size() == 1) out.problems.push_back(where(*stops.front()) + ": a lift stop alone");
    for (size_t i = 1; i < stops.size(); ++i) {
      for (int between = stops[i - 1]->floor + 1; between < stops[i]->floor; ++between) {
        if (!index.solid({between, at})) {
          out.problems.push_back(where(*stops[i]) + ": the lift's shaft meets open floor");
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

}  // namespace dungeon::reference
