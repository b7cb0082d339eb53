#include "checks/inputs.h"

#include <algorithm>
#include <cstring>
#include <span>
#include <type_traits>

namespace dungeon::checks {
namespace {

template <class T>
bool sameSpan(std::span<const T> a, std::span<const T> b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// The things of floor f, in the dungeon's (canonical) order.
std::vector<const Thing*> thingsOnFloor(const Dungeon& d, int f) {
  std::vector<const Thing*> on;
  for (const Thing& t : d.things) {
    if (t.floor == f) on.push_back(&t);
  }
  return on;
}

bool sameThings(const std::vector<const Thing*>& a, const std::vector<const Thing*>& b) {
  // Things have no padding, so equal things have equal bytes.
  static_assert(std::has_unique_object_representations_v<Thing>);
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](auto x, auto y) {
           return std::memcmp(x, y, sizeof(Thing)) == 0;
         });
}

}  // namespace

Inputs Change::anywhere() const {
  Inputs any = ways ? kWays : 0;
  for (Inputs f : floors) any |= f;
  return everything ? static_cast<Inputs>(0xff) : any;
}

std::vector<bool> Change::floorsChanged() const {
  std::vector<bool> changed;
  for (Inputs f : floors) changed.push_back(everything || f != 0);
  return changed;
}

bool Change::touches(const Reads& reads, int floor) const {
  if (everything) return true;
  if ((reads.dungeon & anywhere()) != 0) return true;
  if (((reads.floor | reads.dungeon) & kWays) != 0 && ways) return true;
  return floor >= 0 && (reads.floor & floors[static_cast<size_t>(floor)]) != 0;
}

Change changeBetween(const Dungeon& before, const Dungeon& after) {
  Change change;
  if (before.floors.size() != after.floors.size()) {
    change.everything = true;
    return change;
  }
  change.floors.assign(after.floors.size(), 0);
  for (size_t f = 0; f < after.floors.size(); ++f) {
    const Floor& a = before.floors[f];
    const Floor& b = after.floors[f];
    if (a.width() != b.width() || a.height() != b.height() ||
        a.baseHalfMetres() != b.baseHalfMetres()) {
      change.everything = true;
      return change;
    }
    Inputs& touched = change.floors[f];
    if (!sameSpan(a.kindData(), b.kindData())) touched |= kKinds;
    if (!sameSpan(a.heightData(), b.heightData())) touched |= kHeights;
    if (!sameSpan(a.dirtData(), b.dirtData()) || !sameSpan(a.groundData(), b.groundData())) {
      touched |= kDirt;
    }
    const int floor = static_cast<int>(f);
    if (!sameThings(thingsOnFloor(before, floor), thingsOnFloor(after, floor))) touched |= kThings;
  }
  return change;
}

}  // namespace dungeon::checks
