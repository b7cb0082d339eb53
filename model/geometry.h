// Grid geometry shared by every module: square coordinates and the four compass directions.
// x grows east, y grows south; (0, 0) is the north-west square of a floor.
#pragma once

#include <array>
#include <compare>
#include <optional>
#include <string_view>

namespace dungeon {

struct Point {
  int x = 0;
  int y = 0;
  auto operator<=>(const Point&) const = default;
};

// A square of one floor of a dungeon: the floor's 0-based index (reports write floors from 1)
// and the square on it.
struct Place {
  int floor = 0;
  Point at;
  auto operator<=>(const Place&) const = default;
};

enum class Dir : int { kNorth = 0, kEast = 1, kSouth = 2, kWest = 3 };

inline constexpr std::array<Dir, 4> kAllDirs = {Dir::kNorth, Dir::kEast, Dir::kSouth, Dir::kWest};

inline constexpr Point offset(Dir d) {
  constexpr std::array<Point, 4> kOffsets = {{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
  return kOffsets[static_cast<int>(d)];
}
inline constexpr Point step(Point p, Dir d, int n = 1) {
  return {p.x + offset(d).x * n, p.y + offset(d).y * n};
}
// The direction a quarter, a half or three quarters of a turn clockwise from d.
inline constexpr Dir turned(Dir d, int quarters) {
  return static_cast<Dir>((static_cast<int>(d) + quarters) % 4);
}
inline constexpr Dir clockwise(Dir d) {
  return turned(d, 1);
}
inline constexpr Dir opposite(Dir d) {
  return turned(d, 2);
}
inline constexpr Dir anticlockwise(Dir d) {
  return turned(d, 3);
}

// "north", "east", "south", "west".
std::string_view dirName(Dir d);
// The direction with that name, or nullopt.
std::optional<Dir> parseDir(std::string_view name);

inline int manhattan(Point a, Point b) {
  return (a.x > b.x ? a.x - b.x : b.x - a.x) + (a.y > b.y ? a.y - b.y : b.y - a.y);
}

// An axis-aligned rectangle of squares: x in [x0, x0 + w), y in [y0, y0 + h).
struct Rect {
  int x0 = 0;
  int y0 = 0;
  int w = 0;
  int h = 0;
  int x1() const { return x0 + w - 1; }  // last column inside
  int y1() const { return y0 + h - 1; }  // last row inside
  bool contains(Point p) const { return p.x >= x0 && p.x <= x1() && p.y >= y0 && p.y <= y1(); }
  int area() const { return w * h; }
  Point centre() const { return {x0 + w / 2, y0 + h / 2}; }
  auto operator<=>(const Rect&) const = default;
};

}  // namespace dungeon
