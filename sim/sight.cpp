#include "sim/sight.h"

#include <cstdlib>
#include <vector>

namespace dungeon::sim {
namespace {

// Per square of the floor: a closed door or unfound secret door stands there.
std::vector<char> blockingThings(const Dungeon& d, int floor) {
  const Floor& f = d.floors[static_cast<size_t>(floor)];
  std::vector<char> blocked(static_cast<size_t>(f.squareCount()), 0);
  for (const Thing& t : d.things) {
    const bool door = t.type == ThingType::kDoor || t.type == ThingType::kOneWayDoor ||
                      t.type == ThingType::kSecretDoor;
    if (door && t.floor == floor && f.inBounds(t.at))
      blocked[static_cast<size_t>(f.index(t.at))] = 1;
  }
  return blocked;
}

bool inBand(int local) {
  const int margin = (kSquareCm - kNarrowBandCm) / 2;
  return local >= margin && local <= kSquareCm - margin;
}

// Whether the point (local x, y in cm) of a narrow square is in its free space: the band
// along each way it opens to (both ways, a cross, where it turns or where it opens nowhere).
bool freeInNarrow(const Floor& f, Point square, int lx, int ly) {
  const bool across = f.isOpenAt(step(square, Dir::kEast)) || f.isOpenAt(step(square, Dir::kWest));
  const bool down = f.isOpenAt(step(square, Dir::kNorth)) || f.isOpenAt(step(square, Dir::kSouth));
  const bool any = across || down;
  return ((across || !any) && inBand(ly)) || ((down || !any) && inBand(lx));
}

}  // namespace

SightMap::SightMap(const Dungeon& d, int floor)
    : floor_(&d.floors[static_cast<size_t>(floor)]), blocked_(blockingThings(d, floor)) {}

bool SightMap::freeAt(int x_cm, int y_cm, bool doors_open) const {
  const Floor& f = *floor_;
  const Point square{x_cm / kSquareCm, y_cm / kSquareCm};
  if (!f.inBounds(square)) return false;
  if (!doors_open && blocked_[static_cast<size_t>(f.index(square))]) return false;
  switch (f.kind(square)) {
    case SquareKind::kRoom:
    case SquareKind::kCorridor:
    case SquareKind::kWater:
      return true;
    case SquareKind::kNarrow:
      return freeInNarrow(f, square, x_cm % kSquareCm, y_cm % kSquareCm);
    case SquareKind::kRock:
    case SquareKind::kCrawl:
      return false;
  }
  return false;
}

bool SightMap::clear(Point from, Point to) const {
  const int ax = from.x * kSquareCm + kSquareCm / 2;
  const int ay = from.y * kSquareCm + kSquareCm / 2;
  const int bx = to.x * kSquareCm + kSquareCm / 2;
  const int by = to.y * kSquareCm + kSquareCm / 2;
  const int steps = std::max(std::abs(bx - ax), std::abs(by - ay)) / kSightStepCm + 1;
  for (int k = 0; k <= steps; ++k) {
    const int x = ax + (bx - ax) * k / steps;
    const int y = ay + (by - ay) * k / steps;
    const Point square{x / kSquareCm, y / kSquareCm};
    // The two end squares are where the eye and the target are: a door standing there is what
    // is looked from or at, but the square's own walls still count.
    const bool end = square == from || square == to;
    if (!freeAt(x, y, end)) return false;
  }
  return true;
}

bool lineOfSight(const Dungeon& d, int floor, Point from, Point to) {
  return SightMap(d, floor).clear(from, to);
}

}  // namespace dungeon::sim
