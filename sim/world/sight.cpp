#include "sim/world/sight.h"

#include "model/rules.h"

#include <cstdlib>
#include <utility>
#include <vector>

namespace dungeon::sim {
namespace {

// Per square of the floor: a closed door or unfound secret door stands there.
std::vector<char> blockingThings(const Dungeon& d, int floor) {
  const Floor& f = d.floors[static_cast<size_t>(floor)];
  std::vector<char> blocked(static_cast<size_t>(f.squareCount()), 0);
  for (const Thing& t : d.things) {
    if (isDoor(t.type) && t.floor == floor && f.inBounds(t.at))
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

SightMap::SightMap(const Dungeon& d, int floor, const DirtTerrain* dirt)
    : floor_(&d.floors[static_cast<size_t>(floor)]),
      dirt_(dirt),
      blocked_(blockingThings(d, floor)) {}

void SightMap::openDoor(Point square) {
  blocked_[static_cast<size_t>(floor_->index(square))] = 0;
}

SquareKind SightMap::kindAt(Point square) const {
  if (dirt_ != nullptr) {
    const DirtSquare& s = dirt_->square(square);
    if (s.dirt) return s.level >= kDirtFull ? SquareKind::kRock : SquareKind::kRoom;
  }
  return floor_->kind(square);
}

bool SightMap::freeAt(int x_cm, int y_cm, bool doors_open) const {
  const Floor& f = *floor_;
  const Point square{x_cm / kSquareCm, y_cm / kSquareCm};
  if (!f.inBounds(square)) return false;
  if (!doors_open && blocked_[static_cast<size_t>(f.index(square))]) return false;
  const SquareKind kind = kindAt(square);
  if (kind == SquareKind::kNarrow) {
    return freeInNarrow(f, square, x_cm % kSquareCm, y_cm % kSquareCm);
  }
  return letsSightThrough(kind);
}

bool SightMap::openThroughout(Point square, bool doors_open) const {
  const Floor& f = *floor_;
  if (!f.inBounds(square)) return false;
  if (!doors_open && blocked_[static_cast<size_t>(f.index(square))]) return false;
  const SquareKind kind = kindAt(square);
  return letsSightThrough(kind) && kind != SquareKind::kNarrow;  // a narrow's walls stand in
}

SightMap::Crossing SightMap::crossSquares(Point from, Point to) const {
  const Floor& f = *floor_;
  const int nx = std::abs(to.x - from.x);
  const int ny = std::abs(to.y - from.y);
  const int sx = to.x > from.x ? 1 : -1;
  const int sy = to.y > from.y ? 1 : -1;
  bool narrow = false;
  // How one crossed square (not an end square) affects the line.
  auto cross = [&](Point p) {
    if (!f.inBounds(p) || blocked_[static_cast<size_t>(f.index(p))]) return false;
    const SquareKind kind = kindAt(p);
    narrow = narrow || kind == SquareKind::kNarrow;
    return letsSightThrough(kind);
  };
  Point p = from;
  for (int ix = 0, iy = 0; ix < nx || iy < ny;) {
    // Which side of the next corner the line passes, in integer arithmetic.
    const int64_t decision = int64_t{1 + 2 * ix} * ny - int64_t{1 + 2 * iy} * nx;
    if (decision == 0) {
      // Exactly through a corner: both squares beside it count.
      if (!cross({p.x + sx, p.y}) || !cross({p.x, p.y + sy})) return Crossing::kBlocked;
      p = {p.x + sx, p.y + sy};
      ++ix;
      ++iy;
    } else if (decision < 0) {
      p.x += sx;
      ++ix;
    } else {
      p.y += sy;
      ++iy;
    }
    if (p != to && !cross(p)) return Crossing::kBlocked;
  }
  return narrow ? Crossing::kThroughNarrow : Crossing::kOpen;
}

bool SightMap::clear(Point from, Point to) const {
  const Crossing crossing = crossSquares(from, to);
  if (crossing == Crossing::kBlocked) return false;
  const bool ends_open = openThroughout(from, true) && openThroughout(to, true);
  if (crossing == Crossing::kOpen && ends_open) return true;
  return clearSampled(from, to);
}

bool SightMap::clearSampled(Point from, Point to) const {
  const int ax = from.x * kSquareCm + kSquareCm / 2;
  const int ay = from.y * kSquareCm + kSquareCm / 2;
  const int bx = to.x * kSquareCm + kSquareCm / 2;
  const int by = to.y * kSquareCm + kSquareCm / 2;
  const int steps = std::max(std::abs(bx - ax), std::abs(by - ay)) / kSightStepCm + 1;
  auto point = [&](int k) {
    return std::pair{ax + (bx - ax) * k / steps, ay + (by - ay) * k / steps};
  };
  auto squareOf = [](std::pair<int, int> p) {
    return Point{p.first / kSquareCm, p.second / kSquareCm};
  };
  for (int k = 0; k <= steps;) {
    const auto [x, y] = point(k);
    const Point square = squareOf({x, y});
    // The two end squares are where the eye and the target are: a door standing there is what
    // is looked from or at, but the square's own walls still count.
    const bool end = square == from || square == to;
    if (!freeAt(x, y, end)) return false;
    if (!openThroughout(square, end)) {
      ++k;
      continue;
    }
    // All of this square is free: jump to the first point past it (a straight line leaves a
    // square once and for all, so the search can halve).
    int lo = k + 1;
    int hi = steps + 1;
    while (lo < hi) {
      const int mid = lo + (hi - lo) / 2;
      if (squareOf(point(mid)) == square) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    k = lo;
  }
  return true;
}

bool lineOfSight(const Dungeon& d, int floor, Point from, Point to) {
  return SightMap(d, floor).clear(from, to);
}

bool inFacingCone(Point from, Dir facing, Point to) {
  // Along the facing and across it, in squares; within the cone the first is at least the second.
  const Point ahead = offset(facing);
  const int along = (to.x - from.x) * ahead.x + (to.y - from.y) * ahead.y;
  const int across = (to.x - from.x) * ahead.y - (to.y - from.y) * ahead.x;
  if (along == 0 && across == 0) return true;
  return along > 0 && std::abs(across) <= along;
}

}  // namespace dungeon::sim
