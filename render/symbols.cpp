// Thing symbols: a small drawing function per thing type, all in twelfths of the square so a
// symbol keeps its shape at every scale, with integer pixels only.
#include "render/symbols.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "render/style.h"

namespace dungeon::render {
namespace {

constexpr Rgb kDoorWood{130, 80, 30};
constexpr Rgb kSteel{120, 130, 140};
constexpr Rgb kKeypad{0, 140, 140};
constexpr Rgb kOneWay{230, 120, 20};
constexpr Rgb kSecret{150, 50, 170};
constexpr Rgb kGoal{200, 0, 0};
constexpr Rgb kEntrance{0, 150, 60};
constexpr Rgb kGold{240, 180, 0};
constexpr Rgb kLink{30, 60, 140};
constexpr Rgb kGlass{150, 210, 240};

Stroke ink(int width = 1) {
  return {kInk, width, false};
}
int thin(Cell c) {
  return std::max(1, c.size / 12);
}

// The bar a door makes across its way: a rectangle through the middle of the square.
void doorBar(Canvas& canvas, Cell c, Way way, Rgb colour) {
  const int thick = std::max(2, c.part(3));
  const Paint paint{colour, ink(thin(c))};
  if (way == Way::kEastWest) {
    canvas.rect(c.centre().x - thick / 2, c.y + c.part(1), thick, c.size - 2 * c.part(1), paint);
  } else {
    canvas.rect(c.x + c.part(1), c.centre().y - thick / 2, c.size - 2 * c.part(1), thick, paint);
  }
}

// A small triangle on face `side` of the square, pointing out of it: a one-way door's handle.
void handle(Canvas& canvas, Cell c, Dir side) {
  const Point m = c.centre();
  const Point tip = step(m, side, c.part(5));
  const Point base = step(m, side, c.part(2));
  const Point across = offset(clockwise(side));
  const int half = std::max(1, c.part(2));
  const std::array<Point, 3> corners = {tip,
                                        Point{base.x + across.x * half, base.y + across.y * half},
                                        Point{base.x - across.x * half, base.y - across.y * half}};
  canvas.polygon(corners, {kInk, std::nullopt});
}

// A thick line along face `side` of the square: where a secret door shows as wall.
void face(Canvas& canvas, Cell c, Dir side, Rgb colour) {
  const int thick = std::max(2, c.part(2));
  switch (side) {
    case Dir::kNorth:
      canvas.rect(c.x, c.y, c.size, thick, {colour, std::nullopt});
      break;
    case Dir::kSouth:
      canvas.rect(c.x, c.y + c.size - thick, c.size, thick, {colour, std::nullopt});
      break;
    case Dir::kWest:
      canvas.rect(c.x, c.y, thick, c.size, {colour, std::nullopt});
      break;
    case Dir::kEast:
      canvas.rect(c.x + c.size - thick, c.y, thick, c.size, {colour, std::nullopt});
      break;
  }
}

Rgb doorColour(const Thing& t) {
  switch (t.fields.asOr(Field::kKind, DoorKind::kPlain)) {
    case DoorKind::kLocked:
      return keyColour(t.fields.asOr(Field::kColour, Colour::kRed));
    case DoorKind::kLever:
      return kSteel;
    case DoorKind::kKeypad:
      return kKeypad;
    case DoorKind::kPlain:
      break;
  }
  return kDoorWood;
}

void drawDoor(Canvas& canvas, const Thing& t, Cell c, Way way) {
  doorBar(canvas, c, way, doorColour(t));
  const DoorKind kind = t.fields.asOr(Field::kKind, DoorKind::kPlain);
  const int dot = std::max(1, c.part(1));
  if (kind == DoorKind::kLocked) {
    canvas.rect(c.centre().x - dot, c.centre().y - dot, 2 * dot, 2 * dot, {kInk, std::nullopt});
  } else if (kind == DoorKind::kKeypad || kind == DoorKind::kLever) {
    canvas.circle(c.centre(), dot, {kPaper, std::nullopt});
  }
}

void drawOneWay(Canvas& canvas, const Thing& t, Cell c, Way way) {
  doorBar(canvas, c, way, kOneWay);
  if (t.fields.has(Field::kOpensFrom)) handle(canvas, c, t.fields.as<Dir>(Field::kOpensFrom));
}

void drawSecret(Canvas& canvas, const Thing& t, Cell c, Way way) {
  face(canvas, c, t.fields.asOr(Field::kFront, Dir::kNorth), kSecret);
  doorBar(canvas, c, way, kSecret);
  if (t.fields.has(Field::kOpensFrom)) handle(canvas, c, t.fields.as<Dir>(Field::kOpensFrom));
}

void drawKey(Canvas& canvas, const Thing& t, Cell c) {
  const Rgb colour = keyColour(t.fields.asOr(Field::kColour, Colour::kRed));
  const Point ring{c.x + c.part(4), c.centre().y};
  canvas.line(ring, {c.x + c.part(10), ring.y}, {kInk, std::max(2, c.part(2)), false});
  canvas.line({c.x + c.part(9), ring.y}, {c.x + c.part(9), ring.y + c.part(3)},
              {kInk, std::max(1, c.part(1)), false});
  canvas.circle(ring, std::max(2, c.part(3)), {colour, ink(thin(c))});
}

void drawLever(Canvas& canvas, Cell c) {
  const Point pivot{c.centre().x, c.y + c.part(9)};
  const Point knob{c.x + c.part(9), c.y + c.part(3)};
  canvas.rect(c.x + c.part(3), pivot.y, c.part(6), std::max(1, c.part(2)), {kSteel, ink(thin(c))});
  canvas.line(pivot, knob, {kInk, std::max(1, c.part(1)), false});
  canvas.circle(knob, std::max(1, c.part(2)), {kGoal, std::nullopt});
}

void drawClue(Canvas& canvas, Cell c) {
  canvas.rect(c.x + c.part(3), c.y + c.part(2), c.part(6), c.part(8), {kPaper, ink(thin(c))});
  for (int row : {4, 6, 8}) {
    canvas.line({c.x + c.part(4), c.y + c.part(row)}, {c.x + c.part(8), c.y + c.part(row)},
                ink(thin(c)));
  }
}

// A small triangle in the north-east corner pointing to a link's partner floor.
void partnerArrow(Canvas& canvas, const Thing& t, Cell c) {
  const Vertical v = t.fields.asOr(Field::kVertical, Vertical::kFlat);
  if (v == Vertical::kFlat) return;
  const int left = c.x + c.part(8);
  const int right = c.x + c.size;
  const int top = c.y;
  const int bottom = c.y + c.part(4);
  const std::array<Point, 3> up = {Point{(left + right) / 2, top}, Point{right, bottom},
                                   Point{left, bottom}};
  const std::array<Point, 3> down = {Point{left, top}, Point{right, top},
                                     Point{(left + right) / 2, bottom}};
  canvas.polygon(v == Vertical::kUp ? up : down, {kPaper, ink(thin(c))});
}

void drawLadder(Canvas& canvas, Cell c) {
  const Stroke rail{kLink, std::max(1, c.part(1)), false};
  canvas.line({c.x + c.part(3), c.y + c.part(1)}, {c.x + c.part(3), c.y + c.part(11)}, rail);
  canvas.line({c.x + c.part(8), c.y + c.part(1)}, {c.x + c.part(8), c.y + c.part(11)}, rail);
  for (int row : {3, 6, 9}) {
    canvas.line({c.x + c.part(3), c.y + c.part(row)}, {c.x + c.part(8), c.y + c.part(row)}, rail);
  }
}

void drawLift(Canvas& canvas, Cell c) {
  const Stroke edge{kLink, std::max(1, c.part(1)), false};
  canvas.rect(c.x + c.part(1), c.y + c.part(1), c.part(10), c.part(10), {kGlass, edge});
  canvas.line({c.x + c.part(1), c.y + c.part(1)}, {c.x + c.part(11), c.y + c.part(11)}, edge);
  canvas.line({c.x + c.part(11), c.y + c.part(1)}, {c.x + c.part(1), c.y + c.part(11)}, edge);
}

void drawSpiral(Canvas& canvas, Cell c) {
  const Stroke edge{kLink, std::max(1, c.part(1)), false};
  canvas.circle(c.centre(), c.part(5), {kPaper, edge});
  canvas.circle(c.centre(), std::max(1, c.part(1)), {kLink, std::nullopt});
  canvas.line(c.centre(), {c.centre().x + c.part(5), c.centre().y}, edge);
}

void drawDuct(Canvas& canvas, const Thing& t, Cell c) {
  static constexpr std::array<Rgb, 3> kEnds = {kSteel, kDoorWood, kSecret};
  const Rgb end = kEnds[static_cast<size_t>(t.fields.asOr(Field::kEnd, DuctEnd::kGrate))];
  canvas.rect(c.x + c.part(2), c.y + c.part(4), c.part(8), c.part(4), {end, ink(thin(c))});
  canvas.line({c.x + c.part(4), c.y + c.part(4)}, {c.x + c.part(4), c.y + c.part(8)}, ink(thin(c)));
  canvas.line({c.x + c.part(8), c.y + c.part(4)}, {c.x + c.part(8), c.y + c.part(8)}, ink(thin(c)));
}

void drawWindow(Canvas& canvas, Cell c) {
  canvas.rect(c.x + c.part(2), c.y + c.part(2), c.part(8), c.part(8), {kGlass, ink(thin(c))});
  canvas.line({c.centre().x, c.y + c.part(2)}, {c.centre().x, c.y + c.part(10)}, ink(thin(c)));
  canvas.line({c.x + c.part(2), c.centre().y}, {c.x + c.part(10), c.centre().y}, ink(thin(c)));
}

void drawGrate(Canvas& canvas, Cell c) {
  const Stroke bar{kSteel, std::max(1, c.part(1)), false};
  for (int at : {3, 6, 9}) {
    canvas.line({c.x + c.part(at), c.y + c.part(1)}, {c.x + c.part(at), c.y + c.part(11)}, bar);
    canvas.line({c.x + c.part(1), c.y + c.part(at)}, {c.x + c.part(11), c.y + c.part(at)}, bar);
  }
}

// A disc in the body's look (model/bodies.h).
void drawMonster(Canvas& canvas, const Thing& t, Cell c) {
  const BodyLook look = bodyRow(t.fields.asOr(Field::kBody, monsterBodyRows().front().kind)).look;
  const Rgb colour{look.red, look.green, look.blue};
  canvas.circle(c.centre(), std::max(1, c.part(look.radius_twelfths)), {colour, ink(thin(c))});
}

void drawLoot(Canvas& canvas, Cell c) {
  const Point m = c.centre();
  const int r = std::max(1, c.part(3));
  const std::array<Point, 4> corners = {Point{m.x, m.y - r}, Point{m.x + r, m.y},
                                        Point{m.x, m.y + r}, Point{m.x - r, m.y}};
  canvas.polygon(corners, {kGold, ink(thin(c))});
}

void drawEntrance(Canvas& canvas, const Thing& t, Cell c) {
  const Dir ramp = t.fields.asOr(Field::kRamp, Dir::kNorth);
  const Point m = c.centre();
  const Point tip = step(m, ramp, c.part(5));
  const Point back = step(m, opposite(ramp), c.part(4));
  const Point across = offset(clockwise(ramp));
  const int half = c.part(4);
  const std::array<Point, 3> corners = {tip,
                                        Point{back.x + across.x * half, back.y + across.y * half},
                                        Point{back.x - across.x * half, back.y - across.y * half}};
  canvas.polygon(corners, {kEntrance, ink(thin(c))});
}

void drawGoal(Canvas& canvas, Cell c) {
  const Point m = c.centre();
  const int r = c.part(6);
  const int q = std::max(1, c.part(2));
  const std::array<Point, 8> star = {
      Point{m.x, m.y - r}, Point{m.x + q, m.y - q}, Point{m.x + r, m.y}, Point{m.x + q, m.y + q},
      Point{m.x, m.y + r}, Point{m.x - q, m.y + q}, Point{m.x - r, m.y}, Point{m.x - q, m.y - q}};
  canvas.polygon(star, {kGoal, ink(thin(c))});
}

std::string doorLabel(const Thing& t) {
  switch (t.fields.asOr(Field::kKind, DoorKind::kPlain)) {
    case DoorKind::kLocked:
      return fmt::format("door, locked ({})",
                         colourName(t.fields.asOr(Field::kColour, Colour::kRed)));
    case DoorKind::kLever:
      return "door, lever gate";
    case DoorKind::kKeypad:
      return "door, keypad";
    case DoorKind::kPlain:
      break;
  }
  return "door";
}

}  // namespace

void drawThing(Canvas& canvas, const Thing& t, Cell c, Way way) {
  switch (t.type) {
    case ThingType::kEntrance:
      drawEntrance(canvas, t, c);
      break;
    case ThingType::kGoal:
      drawGoal(canvas, c);
      break;
    case ThingType::kDoor:
      drawDoor(canvas, t, c, way);
      break;
    case ThingType::kOneWayDoor:
      drawOneWay(canvas, t, c, way);
      break;
    case ThingType::kSecretDoor:
      drawSecret(canvas, t, c, way);
      break;
    case ThingType::kKey:
      drawKey(canvas, t, c);
      break;
    case ThingType::kLever:
      drawLever(canvas, c);
      break;
    case ThingType::kCodeClue:
      drawClue(canvas, c);
      break;
    case ThingType::kLadder:
      drawLadder(canvas, c);
      break;
    case ThingType::kLift:
      drawLift(canvas, c);
      break;
    case ThingType::kWindow:
      drawWindow(canvas, c);
      break;
    case ThingType::kGrate:
      drawGrate(canvas, c);
      break;
    case ThingType::kMonster:
      drawMonster(canvas, t, c);
      break;
    case ThingType::kLoot:
      drawLoot(canvas, c);
      break;
    case ThingType::kSpiral:
      drawSpiral(canvas, c);
      break;
    case ThingType::kDuct:
      drawDuct(canvas, t, c);
      break;
  }
  if (isLink(t.type)) partnerArrow(canvas, t, c);
}

SymbolKey symbolKeyOf(const Thing& t) {
  const int type = static_cast<int>(t.type);
  const FieldValues& f = t.fields;
  switch (t.type) {
    case ThingType::kDoor:
      return {type, static_cast<int>(f.getOr(Field::kKind, 0)) * 8 + f.getOr(Field::kColour, 0)};
    case ThingType::kOneWayDoor:
      return {type, 0};
    case ThingType::kSecretDoor:
      return {type, f.has(Field::kOpensFrom) ? 1 : 0};
    case ThingType::kKey:
      return {type, f.getOr(Field::kColour, 0)};
    case ThingType::kMonster:
      return {type, f.getOr(Field::kBody, 0)};
    case ThingType::kDuct:
      return {type, f.getOr(Field::kEnd, 0)};
    case ThingType::kEntrance:
    case ThingType::kGoal:
    case ThingType::kLever:
    case ThingType::kCodeClue:
    case ThingType::kLadder:
    case ThingType::kLift:
    case ThingType::kWindow:
    case ThingType::kGrate:
    case ThingType::kLoot:
    case ThingType::kSpiral:
      break;  // one look whatever its fields
  }
  return {type, 0};
}

std::string symbolLabel(const Thing& t) {
  const FieldValues& f = t.fields;
  switch (t.type) {
    case ThingType::kEntrance:
      return "entrance (points along its ramp)";
    case ThingType::kGoal:
      return "goal (the boss)";
    case ThingType::kDoor:
      return doorLabel(t);
    case ThingType::kOneWayDoor:
      return "one-way door (handle on the opening side)";
    case ThingType::kSecretDoor:
      return f.has(Field::kOpensFrom) ? "one-way secret door (edge: wall front; handle)"
                                      : "secret door (thick edge: its wall front)";
    case ThingType::kKey:
      return fmt::format("key ({})", colourName(f.asOr(Field::kColour, Colour::kRed)));
    case ThingType::kMonster:
      return fmt::format("monster: {}",
                         bodyName(f.asOr(Field::kBody, monsterBodyRows().front().kind)));
    case ThingType::kDuct: {
      static constexpr std::array<const char*, 3> kEnds = {"grate", "door", "secret"};
      return fmt::format("duct ({} end)", kEnds[static_cast<size_t>(f.getOr(Field::kEnd, 0))]);
    }
    case ThingType::kLadder:
      return "ladder (arrow: to the floor above or below)";
    case ThingType::kSpiral:
      return "spiral stair (arrow: to the floor above or below)";
    case ThingType::kLever:
    case ThingType::kCodeClue:
    case ThingType::kLift:
    case ThingType::kWindow:
    case ThingType::kGrate:
    case ThingType::kLoot:
      break;  // the catalogue's name says it
  }
  return std::string(specOf(t.type).name);
}

}  // namespace dungeon::render
