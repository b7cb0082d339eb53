// Random hand sheets for the reference rules' property (see hand_sheets.h).
#include "testing/hand_sheets.h"

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <set>
#include <vector>

namespace dungeon::testing {
namespace {

constexpr int kSide = 48;
constexpr int kCell = 13;  // a room of 5 squares and a connector of 8
constexpr int kRoomSide = 5;
constexpr int kConnector = 8;  // squares between two rooms
constexpr int kFirstX = 11;    // the first rooms leave 9 squares of rock west for the ramp
constexpr int kFirstY = 2;
constexpr int kMostHeight = 20;   // half-metres either way, inside the sheet's height glyphs
constexpr int kCells = 3;         // rooms a side
constexpr int kGentleStep = 2;    // half-metres: no stair steeper than 45 degrees (docs/stairs.md)
constexpr int kGentleCorner = 4;  // a corner between run squares takes 2 m a side

// Rises (half-metres) a winding fits within a floor (docs/checks.md, "What fits").
bool fitsWithinFloor(bool wide, bool corner, int rise) {
  if (rise < 1 || rise > 24) return false;
  if (wide) return corner || rise <= 6 || rise >= 9;
  if (corner) return rise <= 5 || rise >= 7;
  return rise <= 3 || (rise >= 9 && rise <= 11) || rise >= 14;
}

Point cornerOf(int i, int j) {
  return {kFirstX + kCell * i, kFirstY + kCell * j};
}

Point plus(Point p, Dir dir, int n = 1) {
  return step(p, dir, n);
}

std::string where(int f, Point p) {
  return std::to_string(f + 1) + ":" + std::to_string(p.x) + "," + std::to_string(p.y);
}

int uniform(int lo, int hi_inclusive) {
  return *rc::gen::inRange(lo, hi_inclusive + 1);
}

bool chance(int in_hundred) {
  return uniform(0, 99) < in_hundred;
}

// How rough a sheet is: the share of draws (per cent) that lay a defect (a cliff, a steep
// stair, a spiral no winding fits, a duct off its mouths' height, a crawl off its room's), and
// whether its rooms form a chain (every connector a cut: a spiral splits its floor, a flat duct
// has no way round) or a grid with loops. Smooth sheets let a wrong verdict show on its own.
struct Style {
  int defects = 0;
  bool chain = false;
};

// A connector from room A to room B: its first square, the way it runs and the side it jogs to.
struct Connector {
  int floor;
  Point start;  // the square beside room A
  Dir along;    // towards room B
  Dir side;     // the side a turning connector jogs to
  int from_h;   // room A's height
  int to_h;     // room B's height
  Point line(int k) const { return plus(start, along, k); }
  Point sideLine(int k) const { return plus(line(k), side); }
};

class Builder {
 public:
  Builder(int floors, Style style) : style_(style) {
    d_.name = "hand";
    d_.options.floors = floors;
    d_.options.width = kSide;
    d_.options.height = kSide;
    for (int f = 0; f < floors; ++f) {
      d_.floors.emplace_back(kSide, kSide, baseHalfMetresOfFloor(f), "");
    }
    room_heights_.assign(static_cast<size_t>(floors), std::vector<int>(kCells * kCells, 0));
    tell("defects " + std::to_string(style.defects) + "%, " + (style.chain ? "chain" : "grid"));
  }

  HandSheet finish() {
    canonicalize(d_);
    return {d_, story_};
  }

  const Style& style() const { return style_; }
  // True for a draw that lays a defect.
  bool defect() { return chance(style_.defects); }
  int floors() const { return static_cast<int>(d_.floors.size()); }
  Floor& floor(int f) { return d_.floors[static_cast<size_t>(f)]; }
  int& roomHeight(int f, int i, int j) {
    return room_heights_[static_cast<size_t>(f)][static_cast<size_t>(j * kCells + i)];
  }

  void open(int f, Point p, SquareKind kind, int height) {
    floor(f).setKind(p, kind);
    floor(f).setHeightHalfMetres(p, std::clamp(height, -kMostHeight, kMostHeight));
  }
  int height(int f, Point p) { return floor(f).heightHalfMetres(p); }
  void add(ThingType type, int f, Point p, std::initializer_list<FieldValue> fields = {}) {
    d_.things.push_back(makeThing(type, f, p, fields));
  }
  void tell(const std::string& line) { story_ += line + "\n"; }
  // True the first time a square is claimed for a link or a climbing duct's crawl.
  bool claim(int f, Point p) { return claimed_.insert({f, p}).second; }

  // A square inside a random room (not on its edge), on whichever floor the caller puts it.
  Point roomSquare() {
    const Point c = cornerOf(uniform(0, kCells - 1), uniform(0, kCells - 1));
    return {c.x + uniform(1, kRoomSide - 2), c.y + uniform(1, kRoomSide - 2)};
  }
  int randomFloor() { return uniform(0, floors() - 1); }
  std::vector<Place> openSquares() {
    std::vector<Place> open;
    for (int f = 0; f < floors(); ++f) {
      for (int i = 0; i < floor(f).squareCount(); ++i) {
        const Point p = floor(f).pointOf(i);
        if (isOpen(floor(f).kind(p))) open.push_back({f, p});
      }
    }
    return open;
  }
  // The number of a new draining lever: one of the gates' numbers, shared at times.
  int drainingLeverNumber() { return uniform(1, 3); }
  // A lever on a room square of floor f (two levers may share one).
  void addLever(int f, std::initializer_list<FieldValue> fields) {
    add(ThingType::kLever, f, roomSquare(), fields);
  }

 private:
  Style style_;
  Dungeon d_;
  std::string story_;
  std::vector<std::vector<int>> room_heights_;
  std::set<std::pair<int, Point>> claimed_;
};

// A big step: 3.5 to 5 m, a cliff.
int cliffStep() {
  return *rc::gen::element(-10, -8, -7, 7, 8, 10);
}

// Heights for `count` squares stepping from `from_h` (the square before them) towards `to_h`
// (the square after them), spread evenly: at most 1.5 m from a room (a stair square beside a
// landing takes its whole step in its half), at most 2 m at and beside `corners` (a corner
// between run squares takes 2 m a side) and 3 m elsewhere, so the way is walkable; a defect
// now and then makes one square a cliff's foot or top.
std::vector<int> rampHeights(Builder& b, int count, int from_h, int to_h,
                             const std::vector<int>& corners = {}) {
  const auto nearCorner = [&](int n) {
    for (int c : corners) {
      if (std::abs(n - c) <= 1) return true;
    }
    return false;
  };
  std::vector<int> heights;
  int h = from_h;
  for (int n = 0; n < count; ++n) {
    const int cap = n == 0 ? 3 : nearCorner(n) ? kGentleCorner : 6;
    const int want = (to_h - h) / (count + 1 - n) + (chance(30) ? uniform(-1, 1) : 0);
    h += std::clamp(want, -std::min(cap, kGentleStep + 1), std::min(cap, kGentleStep + 1));
    heights.push_back(h);
  }
  heights.back() = std::clamp(heights.back(), to_h - 3, to_h + 3);
  if (b.defect()) heights[static_cast<size_t>(uniform(0, count - 1))] += cliffStep();
  return heights;
}

// A door on a connector's square: every kind, with or without what opens it.
void addDoor(Builder& b, const Connector& c, Point at) {
  const int kind = uniform(0, 5);
  const int f = c.floor;
  if (kind == 0) {
    b.add(ThingType::kDoor, f, at, {{Field::kKind, DoorKind::kPlain}});
    b.tell("plain door at " + where(f, at));
  } else if (kind == 1) {
    const auto colour = *rc::gen::element(Colour::kRed, Colour::kBlue);  // shared: soft-locks
    b.add(ThingType::kDoor, f, at, {{Field::kKind, DoorKind::kLocked}, {Field::kColour, colour}});
    b.tell("locked door at " + where(f, at));
    for (int keys = *rc::gen::element(0, 1, 1, 1, 2); keys > 0; --keys) {
      const int kf = b.randomFloor();
      b.add(ThingType::kKey, kf, b.roomSquare(), {{Field::kColour, colour}});
    }
  } else if (kind == 2) {
    const int lever = uniform(1, 3);
    b.add(ThingType::kDoor, f, at, {{Field::kKind, DoorKind::kLever}, {Field::kLever, lever}});
    b.tell("lever gate at " + where(f, at));
    if (chance(80)) b.addLever(b.randomFloor(), {{Field::kLever, lever}});
  } else if (kind == 3) {
    const int code = uniform(1, 3);
    b.add(ThingType::kDoor, f, at, {{Field::kKind, DoorKind::kKeypad}, {Field::kCode, code}});
    b.tell("keypad at " + where(f, at));
    for (int part = 1, parts = uniform(1, 2); part <= parts; ++part) {
      if (!chance(85)) continue;
      const int cf = b.randomFloor();
      b.add(ThingType::kCodeClue, cf, b.roomSquare(), {{Field::kCode, code}, {Field::kPart, part}});
    }
  } else if (kind == 4) {
    const Dir handle = chance(10) ? c.side : *rc::gen::element(c.along, opposite(c.along));
    b.add(ThingType::kOneWayDoor, f, at, {{Field::kOpensFrom, handle}});
    b.tell("one-way door at " + where(f, at));
  } else {
    const Dir front = b.defect() ? c.side : *rc::gen::element(c.along, opposite(c.along));
    if (chance(30)) {
      b.add(ThingType::kSecretDoor, f, at,
            {{Field::kFront, front}, {Field::kOpensFrom, opposite(front)}});
    } else {
      b.add(ThingType::kSecretDoor, f, at, {{Field::kFront, front}});
    }
    b.tell("secret door at " + where(f, at));
  }
}

// Water on a connector's square, and often a lever on its floor that drains it.
void addWater(Builder& b, const Connector& c, Point at) {
  b.open(c.floor, at, SquareKind::kWater, b.height(c.floor, at));
  b.tell("water at " + where(c.floor, at));
  if (chance(70)) {
    b.addLever(c.floor, {{Field::kLever, b.drainingLeverNumber()}, {Field::kDrains, 1}});
  }
}

// What may stand on or become of a corridor's squares: a door, water, a narrow or crawl square.
void dressCorridor(Builder& b, const Connector& c, const std::vector<Point>& squares) {
  const auto pick = [&] { return squares[static_cast<size_t>(uniform(2, 5))]; };
  if (chance(45)) addDoor(b, c, pick());
  if (chance(12)) addWater(b, c, pick());
  if (chance(15)) {
    const Point p = pick();
    const auto kind = *rc::gen::element(SquareKind::kNarrow, SquareKind::kCrawl);
    b.open(c.floor, p, kind, b.height(c.floor, p));
  }
}

// A straight corridor blending from room A's height to room B's.
void straightCorridor(Builder& b, const Connector& c) {
  std::vector<Point> squares;
  const std::vector<int> heights = rampHeights(b, kConnector, c.from_h, c.to_h);
  for (int k = 0; k < kConnector; ++k) {
    b.open(c.floor, c.line(k), SquareKind::kCorridor, heights[static_cast<size_t>(k)]);
    squares.push_back(c.line(k));
  }
  b.tell("corridor from " + where(c.floor, c.start));
  dressCorridor(b, c, squares);
}

// A corridor turning twice: along for three squares, a corner, one square aside, a corner,
// then along to room B. Each corner stands up to 2 m from the squares beside it (a walkable
// corner), or with a defect up to 4 m (a steep one or a cliff).
void turningCorridor(Builder& b, const Connector& c) {
  std::vector<Point> squares = {c.line(0), c.line(1), c.line(2)};
  for (int k = 2; k < kConnector; ++k) squares.push_back(c.sideLine(k));
  std::vector<int> heights =
      rampHeights(b, static_cast<int>(squares.size()), c.from_h, c.to_h, {2, 3});
  if (b.defect()) heights[static_cast<size_t>(uniform(2, 3))] += *rc::gen::element(-8, -5, 5, 8);
  for (size_t n = 0; n < squares.size(); ++n) {
    b.open(c.floor, squares[n], SquareKind::kCorridor, heights[n]);
  }
  b.tell("turning corridor from " + where(c.floor, c.start) + ", corners at " +
         std::to_string(heights[2]) + " and " + std::to_string(heights[3]));
  dressCorridor(b, c, squares);
}

// The thing on one end of a duct: a grate, a door across the crawl or a secret door whose front
// faces the way along the crawl to the room.
void ductEnd(Builder& b, int f, Point at, Dir to_room) {
  const auto end = *rc::gen::element(DuctEnd::kGrate, DuctEnd::kDoor, DuctEnd::kSecret);
  if (end == DuctEnd::kGrate) b.add(ThingType::kGrate, f, at);
  if (end == DuctEnd::kDoor) b.add(ThingType::kDoor, f, at, {{Field::kKind, DoorKind::kPlain}});
  if (end == DuctEnd::kSecret) b.add(ThingType::kSecretDoor, f, at, {{Field::kFront, to_room}});
  b.add(ThingType::kDuct, f, at, {{Field::kVertical, Vertical::kFlat}, {Field::kEnd, end}});
}

// A flat duct of 8 crawl squares at room A's mouth height, between rooms at one height (with a
// defect also between rooms at two heights, or with a crawl square off its mouths' height).
// Between rooms at two heights without a defect, a corridor instead.
void flatDuct(Builder& b, const Connector& c) {
  if (c.from_h != c.to_h && !b.defect()) {
    straightCorridor(b, c);
    return;
  }
  const int off = b.defect() ? uniform(0, kConnector - 1) : -1;
  for (int k = 0; k < kConnector; ++k) {
    const int h = k == off ? c.from_h + *rc::gen::element(-4, -1, 1, 4) : c.from_h;
    b.open(c.floor, c.line(k), SquareKind::kCrawl, h);
  }
  ductEnd(b, c.floor, c.line(0), opposite(c.along));
  ductEnd(b, c.floor, c.line(kConnector - 1), c.along);
  b.tell("flat duct from " + where(c.floor, c.start) + " mouths " + std::to_string(c.from_h) +
         " and " + std::to_string(c.to_h) + (off >= 0 ? ", a crawl square off" : ""));
}

// The rise of a spiral within a floor and which doorway is higher: one a winding fits whose far
// doorway stands within 3 m of room B (so its way out blends down to it gently), or with a
// defect any rise from 0 to 12 m. Nothing when no fitting rise does.
std::optional<int> spiralRise(Builder& b, const Connector& c, bool wide, bool corner) {
  if (b.defect()) return uniform(0, 24);
  std::vector<int> outs;
  for (int out_h = -kMostHeight; out_h <= kMostHeight; ++out_h) {
    const bool near_b = std::abs(out_h - c.to_h) <= 6;
    if (near_b && fitsWithinFloor(wide, corner, std::abs(out_h - c.from_h))) outs.push_back(out_h);
  }
  if (outs.empty()) return std::nullopt;
  return *rc::gen::elementOf(outs) - c.from_h;
}

// A spiral within a floor on the connector: one square or 2 x 2, its way out straight on or
// round a corner, its rise on the sheet its doorways' own (with a defect not, or a third
// doorway); its way in at room A's height, its way out blending to room B's.
void flatSpiral(Builder& b, const Connector& c) {
  const int f = c.floor;
  const bool wide = chance(35);
  const bool corner = chance(50);
  const std::optional<int> rise = spiralRise(b, c, wide, corner);
  if (!rise) {
    straightCorridor(b, c);
    return;
  }
  const int in_h = c.from_h;
  const int first_shaft = wide ? 3 : 4;
  for (int k = 0; k < first_shaft; ++k) b.open(f, c.line(k), SquareKind::kCorridor, in_h);
  std::vector<Point> shaft = {c.line(first_shaft)};
  if (wide) shaft = {c.line(3), c.line(4), c.sideLine(3), c.sideLine(4)};
  for (Point p : shaft) b.open(f, p, SquareKind::kCorridor, in_h);
  std::vector<Point> out;
  if (!corner) out = {c.line(5), c.line(6), c.line(7)};
  if (!wide && corner) out = {c.sideLine(4), c.sideLine(5), c.sideLine(6), c.sideLine(7)};
  if (wide && corner) {
    const Point first = plus(c.sideLine(4), c.side);
    out = {first, plus(first, c.along), plus(first, c.along, 2), plus(first, c.along, 3)};
  }
  b.open(f, out.front(), SquareKind::kCorridor, in_h + *rise);
  const std::vector<int> ramp =
      rampHeights(b, static_cast<int>(out.size()) - 1, b.height(f, out.front()), c.to_h);
  for (size_t n = 1; n < out.size(); ++n) b.open(f, out[n], SquareKind::kCorridor, ramp[n - 1]);
  const int actual = std::abs(b.height(f, out.front()) - in_h);
  const int written = b.defect() ? actual + *rc::gen::element(-2, -1, 1, 2) : actual;
  Point nw = shaft.front();
  for (Point p : shaft) nw = {std::min(nw.x, p.x), std::min(nw.y, p.y)};
  const int field = std::clamp(written, 1, 24);
  if (wide) {
    b.add(ThingType::kSpiral, f, nw,
          {{Field::kVertical, Vertical::kFlat}, {Field::kRise, field}, {Field::kShaft, 2}});
  } else {
    b.add(ThingType::kSpiral, f, nw, {{Field::kVertical, Vertical::kFlat}, {Field::kRise, field}});
  }
  if (b.defect()) {
    const Point extra = plus(shaft.front(), opposite(c.side));
    b.open(f, extra, SquareKind::kCorridor, in_h);
    b.tell("a third doorway at " + where(f, extra));
  }
  b.tell(std::string(wide ? "2 x 2" : "one-square") + " spiral at " + where(f, nw) +
         (corner ? " round a corner" : " straight") + ", doorways " + std::to_string(in_h) +
         " and " + std::to_string(b.height(f, out.front())));
}

void layConnector(Builder& b, const Connector& c, bool may_be_rock) {
  const int kind = *rc::gen::weightedOneOf<int>({{may_be_rock ? 1 : 0, rc::gen::just(0)},
                                                 {4, rc::gen::just(1)},
                                                 {3, rc::gen::just(2)},
                                                 {2, rc::gen::just(3)},
                                                 {2, rc::gen::just(4)}});
  if (kind == 1) straightCorridor(b, c);
  if (kind == 2) turningCorridor(b, c);
  if (kind == 3) flatDuct(b, c);
  if (kind == 4) flatSpiral(b, c);
}

// The connector east from room (i, j) or south from it.
Connector connectorFrom(Builder& b, int f, int i, int j, Dir along) {
  const Point c = cornerOf(i, j);
  if (along == Dir::kEast) {
    return {f,           {c.x + kRoomSide, c.y + 2}, Dir::kEast,
            Dir::kSouth, b.roomHeight(f, i, j),      b.roomHeight(f, i + 1, j)};
  }
  return {f,          {c.x + 2, c.y + kRoomSide}, Dir::kSouth,
          Dir::kEast, b.roomHeight(f, i, j),      b.roomHeight(f, i, j + 1)};
}

// A chain snakes through the rooms (east along the first row, back west along the second, east
// along the third), so every connector is the only way between its rooms; a grid joins every
// pair of neighbouring rooms, or leaves some rock.
void layConnectors(Builder& b) {
  struct Link {
    int i, j;
    Dir along;
  };
  const std::vector<Link> chain = {{0, 0, Dir::kEast}, {1, 0, Dir::kEast}, {2, 0, Dir::kSouth},
                                   {1, 1, Dir::kEast}, {0, 1, Dir::kEast}, {0, 1, Dir::kSouth},
                                   {0, 2, Dir::kEast}, {1, 2, Dir::kEast}};
  for (int f = 0; f < b.floors(); ++f) {
    if (b.style().chain) {
      for (const Link& l : chain) layConnector(b, connectorFrom(b, f, l.i, l.j, l.along), false);
      continue;
    }
    for (int j = 0; j < kCells; ++j) {
      for (int i = 0; i < kCells; ++i) {
        if (i + 1 < kCells) layConnector(b, connectorFrom(b, f, i, j, Dir::kEast), true);
        if (j + 1 < kCells) layConnector(b, connectorFrom(b, f, i, j, Dir::kSouth), true);
      }
    }
  }
}

int drawnRoomHeight() {
  return *rc::gen::weightedOneOf<int>(
      {{3, rc::gen::just(0)}, {2, rc::gen::inRange(-4, 5)}, {1, rc::gen::inRange(-10, 11)}});
}

void layRooms(Builder& b) {
  for (int f = 0; f < b.floors(); ++f) {
    for (int j = 0; j < kCells; ++j) {
      for (int i = 0; i < kCells; ++i) {
        const int h = drawnRoomHeight();
        b.roomHeight(f, i, j) = h;
        const Point c = cornerOf(i, j);
        for (int y = 0; y < kRoomSide; ++y) {
          for (int x = 0; x < kRoomSide; ++x) b.open(f, {c.x + x, c.y + y}, SquareKind::kRoom, h);
        }
      }
    }
  }
}

// A ladder or a lift between floor f and the one below, in one room's column: inside the room
// or on its edge beside a connector, where a cliff may meet the link's square.
void ladderOrLift(Builder& b, int f, Point c) {
  const bool lift = chance(30);
  const Point at = lift ? Point{c.x + 3, c.y + 1}
                        : *rc::gen::element(Point{c.x + 1, c.y + 1}, Point{c.x + 4, c.y + 2},
                                            Point{c.x + 2, c.y + 4});
  if (!b.claim(f, at) || !b.claim(f + 1, at)) return;
  const bool alone = b.defect();  // an end without its partner
  if (lift) {
    b.add(ThingType::kLift, f, at);
    if (!alone) b.add(ThingType::kLift, f + 1, at);
  } else {
    b.add(ThingType::kLadder, f, at, {{Field::kVertical, Vertical::kDown}});
    if (!alone) b.add(ThingType::kLadder, f + 1, at, {{Field::kVertical, Vertical::kUp}});
  }
  b.tell(std::string(lift ? "lift" : "ladder") + " at " + where(f, at) + " down" +
         (alone ? ", alone" : ""));
}

// A climbing duct: a crawl of two squares east out of the room's north-east corner on each
// floor, at the room's height (with a defect at another), its dead end holding the duct.
void climbingDuct(Builder& b, int f, Point c) {
  const Point crawl[2] = {{c.x + kRoomSide, c.y}, {c.x + kRoomSide + 1, c.y}};
  for (int g : {f, f + 1}) {
    if (!b.claim(g, crawl[0]) || !b.claim(g, crawl[1])) return;
  }
  const Point mouth{c.x + kRoomSide - 1, c.y};
  for (int g : {f, f + 1}) {
    const int room_h = b.height(g, mouth);
    const int h = b.defect() ? room_h + *rc::gen::element(-10, -7, -4, 4, 7, 10) : room_h;
    for (Point p : crawl) b.open(g, p, SquareKind::kCrawl, h);
    const auto end = *rc::gen::element(DuctEnd::kGrate, DuctEnd::kDoor);
    if (end == DuctEnd::kDoor)
      b.add(ThingType::kDoor, g, crawl[1], {{Field::kKind, DoorKind::kPlain}});
    b.add(ThingType::kDuct, g, crawl[1],
          {{Field::kVertical, g == f ? Vertical::kDown : Vertical::kUp}, {Field::kEnd, end}});
  }
  b.tell("climbing duct at " + where(f, crawl[1]) + " down");
}

// A spiral between floor f and the one below, its shaft west of the room's north-west corner:
// the room's corner is its doorway on each floor (out the same side), or on one floor the
// corner is rock and the doorway lies south of the shaft (round a corner). Its rise is the
// rooms' heights apart, which a winding may fit or not.
void stackedSpiral(Builder& b, int f, Point c) {
  const Point shaft{c.x - 1, c.y};
  if (!b.claim(f, shaft) || !b.claim(f + 1, shaft)) return;
  const bool corner = chance(50);
  for (int g : {f, f + 1}) b.open(g, shaft, SquareKind::kCorridor, b.height(g, c));
  const int turned = *rc::gen::element(f, f + 1);
  const Point side_doorway{c.x - 1, c.y + 1};
  if (corner) {
    b.open(turned, side_doorway, SquareKind::kCorridor, b.height(turned, c));
    b.open(turned, c, SquareKind::kRock, 0);
  }
  const auto doorwayHeight = [&](int g) {
    const Point doorway = corner && g == turned ? side_doorway : c;
    return b.floor(g).baseHalfMetres() + b.height(g, doorway);
  };
  const int rise = std::clamp(doorwayHeight(f) - doorwayHeight(f + 1), 1, 24);
  b.add(ThingType::kSpiral, f, shaft, {{Field::kVertical, Vertical::kDown}, {Field::kRise, rise}});
  b.add(ThingType::kSpiral, f + 1, shaft,
        {{Field::kVertical, Vertical::kUp}, {Field::kRise, rise}});
  b.tell("stacked spiral at " + where(f, shaft) + (corner ? " round a corner" : " same side") +
         ", doorways " + std::to_string(doorwayHeight(f)) + " over " +
         std::to_string(doorwayHeight(f + 1)));
}

void layLinks(Builder& b) {
  for (int f = 0; f + 1 < b.floors(); ++f) {
    for (int n = uniform(1, 3); n > 0; --n) {
      const Point c = cornerOf(uniform(0, kCells - 1), uniform(0, kCells - 1));
      const int kind = uniform(0, 2);
      if (kind == 0) ladderOrLift(b, f, c);
      if (kind == 1) climbingDuct(b, f, c);
      if (kind == 2) stackedSpiral(b, f, c);
    }
  }
}

// The entrance at the first room's south-west square with its ramp west over 9 squares of rock
// (with a defect the ramp points into the room or has no direction, or a ramp square is open),
// and the goal in a random room; with a defect a second entrance or goal, none, or the
// entrance on another floor.
void addMarkers(Builder& b) {
  const Point first = cornerOf(0, 0);
  const Point entrance{first.x, first.y + kRoomSide - 1};
  const int entrance_floor = b.defect() ? b.randomFloor() : 0;
  const int ramp = b.defect() ? uniform(0, 3) : 0;
  if (ramp == 1) {
    b.add(ThingType::kEntrance, entrance_floor, entrance);
  } else {
    b.add(ThingType::kEntrance, entrance_floor, entrance,
          {{Field::kRamp, ramp == 2 ? Dir::kEast : Dir::kWest}});
  }
  if (ramp == 3) {
    const Point opened = plus(entrance, Dir::kWest, uniform(1, 9));
    b.open(entrance_floor, opened, SquareKind::kCorridor, b.height(entrance_floor, entrance));
    b.tell("a ramp square open at " + where(entrance_floor, opened));
  }
  b.tell("entrance on floor " + std::to_string(entrance_floor + 1) +
         (ramp == 1   ? ", no ramp"
          : ramp == 2 ? ", its ramp east"
                      : ""));
  if (b.defect()) {
    b.add(ThingType::kEntrance, b.randomFloor(), b.roomSquare(), {{Field::kRamp, Dir::kWest}});
    b.tell("a second entrance");
  }
  const int goals = b.defect() ? *rc::gen::element(0, 2) : 1;
  for (int n = 0; n < goals; ++n) {
    const Point goal_room = cornerOf(uniform(0, kCells - 1), uniform(0, kCells - 1));
    b.add(ThingType::kGoal, b.randomFloor(), {goal_room.x + 3, goal_room.y + 3});
  }
  if (goals != 1) b.tell(std::to_string(goals) + " goals");
}

void addMonstersAndLoot(Builder& b) {
  const std::vector<Place> open = b.openSquares();
  for (int n = uniform(0, 3); n > 0; --n) {
    const Place at = *rc::gen::elementOf(open);
    const auto body =
        *rc::gen::element(BodyKind::kMeatSack, BodyKind::kRindStalker, BodyKind::kHulk);
    b.add(ThingType::kMonster, at.floor, at.at, {{Field::kBody, body}});
  }
  if (b.defect()) {  // loot on a rock square
    const int f = b.randomFloor();
    Point at{uniform(0, kSide - 1), uniform(0, kSide - 1)};
    if (isOpen(b.floor(f).kind(at))) at = {0, 0};
    b.add(ThingType::kLoot, f, at, {{Field::kValue, 5}});
    b.tell("loot on " + where(f, at));
  }
}

// True when every square of `squares` on floor f is rock (so nothing laid there yet).
bool allRock(Builder& b, int f, const std::vector<Point>& squares) {
  return std::all_of(squares.begin(), squares.end(), [&](Point p) {
    return b.floor(f).inBounds(p) && b.floor(f).kind(p) == SquareKind::kRock;
  });
}

// A glimpse slot: `slot` narrow squares (the first beside `room`, holding the window) whose
// heights blend from `from_h` to `to_h`; with a defect the window stands on a corridor square
// or in the slot's middle, a square beside the slot is open, or the slot stops short in rock.
// `far` is the early way's square after the last, opened by the caller unless stopped short.
// Returns false when the slot stops short.
bool laySlot(Builder& b, int f, const std::vector<Point>& slot, Dir along, int from_h, int to_h) {
  const std::vector<int> heights = rampHeights(b, static_cast<int>(slot.size()), from_h, to_h);
  for (size_t n = 0; n < slot.size(); ++n) {
    b.open(f, slot[n], SquareKind::kNarrow, heights[n]);
  }
  const int defect = b.defect() ? uniform(1, 4) : 0;
  Point window = slot.front();
  if (defect == 1) b.open(f, window, SquareKind::kCorridor, b.height(f, window));
  if (defect == 2) window = slot[slot.size() / 2];
  if (defect == 3) {
    const Point beside =
        plus(slot[static_cast<size_t>(uniform(1, static_cast<int>(slot.size()) - 1))],
             *rc::gen::element(clockwise(along), anticlockwise(along)));
    if (b.floor(f).inBounds(beside)) b.open(f, beside, SquareKind::kCorridor, to_h);
  }
  b.add(ThingType::kWindow, f, window);
  b.tell("glimpse slot of " + std::to_string(slot.size()) + " from " + where(f, slot.front()) +
         (defect == 1   ? ", its window on a corridor"
          : defect == 2 ? ", its window in the middle"
          : defect == 3 ? ", a square beside it open"
          : defect == 4 ? ", stopped short"
                        : ""));
  return defect != 4;
}

// A glimpse slot along the top row of room (i, j), east through the rock to room (i + 1, j):
// 8 narrow squares, the window beside room (i, j).
void roomToRoomSlot(Builder& b, int f) {
  const int i = uniform(0, kCells - 2);
  const int j = uniform(0, kCells - 1);
  const Point c = cornerOf(i, j);
  std::vector<Point> slot;
  std::vector<Point> around;
  for (int k = 0; k < kConnector; ++k) {
    slot.push_back({c.x + kRoomSide + k, c.y});
    around.push_back({c.x + kRoomSide + k, c.y - 1});
    around.push_back({c.x + kRoomSide + k, c.y + 1});
  }
  if (!allRock(b, f, slot) || !allRock(b, f, around)) return;
  if (!laySlot(b, f, slot, Dir::kEast, b.roomHeight(f, i, j), b.roomHeight(f, i + 1, j))) {
    b.open(f, slot.back(), SquareKind::kRock, 0);
  }
}

// A long glimpse slot in floor 1's west margin: a room square at (9,7) joined to the first room
// by a corridor under the entrance, the slot south from (9,8) down to a corridor into room
// (0,1) or (0,2) beside its west edge: 7 to 11 squares or 20 to 24 (over 20 breaks the rule).
void marginSlot(Builder& b) {
  const Point first = cornerOf(0, 0);
  const int j = uniform(1, kCells - 1);
  const int far_y = cornerOf(0, j).y + uniform(0, kRoomSide - 1);
  const Point room{first.x - 2, first.y + kRoomSide};
  const std::vector<Point> way_in = {room, plus(room, Dir::kEast), plus(room, Dir::kEast, 2)};
  std::vector<Point> slot;
  std::vector<Point> around;
  for (int y = room.y + 1; y < far_y; ++y) {
    slot.push_back({room.x, y});
    around.push_back({room.x - 1, y});
    around.push_back({room.x + 1, y});
  }
  const std::vector<Point> way_out = {{room.x, far_y}, {room.x + 1, far_y}};
  if (!allRock(b, 0, way_in) || !allRock(b, 0, slot) || !allRock(b, 0, around) ||
      !allRock(b, 0, way_out)) {
    return;
  }
  const int from_h = b.roomHeight(0, 0, 0);
  const int to_h = b.roomHeight(0, 0, j);
  b.open(0, way_in[0], SquareKind::kRoom, from_h);
  for (size_t n = 1; n < way_in.size(); ++n) b.open(0, way_in[n], SquareKind::kCorridor, from_h);
  const bool reaches = laySlot(b, 0, slot, Dir::kSouth, from_h, to_h);
  if (reaches) b.open(0, way_out[0], SquareKind::kCorridor, to_h);
  b.open(0, way_out[1], SquareKind::kCorridor, to_h);
}

void layGlimpseSlots(Builder& b) {
  if (chance(20)) marginSlot(b);
  for (int n = chance(30) ? uniform(1, 2) : 0; n > 0; --n) roomToRoomSlot(b, b.randomFloor());
}

// A square of floor f whose four neighbours are rock, or nullopt after a few tries.
std::optional<Point> squareInRock(Builder& b, int f) {
  for (int tries = 0; tries < 20; ++tries) {
    const Point p{uniform(1, kSide - 2), uniform(1, kSide - 2)};
    if (allRock(b, f,
                {p, plus(p, Dir::kNorth), plus(p, Dir::kEast), plus(p, Dir::kSouth),
                 plus(p, Dir::kWest)})) {
      return p;
    }
  }
  return std::nullopt;
}

// A dirt floor (SPEC 9) now and then: rock a dirt wall, rooms and corridors open dirt, crawls,
// narrow squares, water and the entrance ramp's squares not dirt, the ground full. With a defect
// a lone square in rock holds dug dirt, or a lone room square there holds a dirt wall (alone, no
// one reaches it either way). A square that is not dirt holding dirt is no defect drawn here:
// the sheet cannot write it, so the failure's sheet would not show it.
void layDirtFloor(Builder& b) {
  if (!chance(20)) return;
  const int f = b.randomFloor();
  Floor& floor = b.floor(f);
  floor.makeDirtFloor();
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    const SquareKind kind = floor.kind(p);
    const bool built =
        kind == SquareKind::kCrawl || kind == SquareKind::kNarrow || kind == SquareKind::kWater;
    const bool ramp = f == 0 && p.y == kFirstY + kRoomSide - 1 && p.x < kFirstX;
    if (built || ramp) floor.setDirt(p, DirtSquare{});
  }
  b.tell("floor " + std::to_string(f + 1) + " is dirt");
  if (!b.defect()) return;
  const std::optional<Point> lone = squareInRock(b, f);
  if (!lone) return;
  const bool dug = chance(50);
  if (dug) floor.setDirt(*lone, {true, static_cast<uint8_t>(uniform(0, 2)), 0, false});
  if (!dug) floor.setKind(*lone, SquareKind::kRoom);  // still a dirt wall
  b.tell(std::string(dug ? "dug dirt in rock" : "a dirt wall on a room square") + " at " +
         where(f, *lone));
}

// One sheet, drawn with operator* inside genHandSheet's generator.
HandSheet drawHandSheet() {
  const int floors = *rc::gen::weightedOneOf<int>(
      {{3, rc::gen::just(1)}, {2, rc::gen::just(2)}, {1, rc::gen::just(3)}});
  const Style style{*rc::gen::weightedOneOf<int>({{4, rc::gen::just(0)},
                                                  {3, rc::gen::just(3)},
                                                  {2, rc::gen::just(12)},
                                                  {1, rc::gen::just(40)}}),
                    chance(40)};
  Builder b(floors, style);
  layRooms(b);
  layConnectors(b);
  layLinks(b);
  layGlimpseSlots(b);
  addMarkers(b);
  addMonstersAndLoot(b);
  layDirtFloor(b);
  return b.finish();
}

}  // namespace

rc::Gen<HandSheet> genHandSheet() {
  // RapidCheck scales inRange by the case's size, which starts small; at the nominal size every
  // draw spans its range, so the first cases are as varied as the last.
  return rc::gen::resize(rc::kNominalSize, rc::gen::exec(drawHandSheet));
}

}  // namespace dungeon::testing
