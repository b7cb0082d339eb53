// The kinds of square a floor is made of: their sheet glyphs, their clearances and what each
// kind does (solid, open to bodies, lets sight through). A square is 3 m x 3 m (SPEC section 3).
// The table here is the only place a kind's traits are defined: code that needs a trait asks
// it (isOpen, isSolid, isTightPassage, ...), and compares kinds only where it means that one
// kind (rock a stage cuts, water a lever drains, a crawl's mouth). docs/sheet.md lists the same
// glyphs.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace dungeon {

enum class SquareKind : unsigned char {
  kRock,      // '#': solid rock, nothing passes
  kRoom,      // '.': room floor; clearance 3.0 x 4.0 m
  kCorridor,  // ',': corridor floor; clearance 3.0 x 4.0
  kNarrow,    // ':': narrow passage, walls inset from the square's edge; 1.0 x 2.2
  kCrawl,     // '=': crawl space or duct; 1.5 x 1.2
  kWater,     // '~': flooded floor, impassable until drained
};

inline constexpr int kSquareKindCount = 6;

// Free width and height of a passage in centimetres (integers, so fit decisions are exact);
// a body fits if it fits these (sim/world/body.h).
struct Clearance {
  int width_cm;
  int height_cm;
};

// What one kind of square is and does.
struct SquareTraits {
  SquareKind kind;
  char glyph;
  std::string_view name;
  Clearance clearance;  // SPEC section 3; {0, 0} where no body passes
  bool solid;           // holds up what is above and must be dug or cut to pass (rock)
  bool open;            // a body can stand in it once nothing blocks it (not rock, not water)
  bool sight;           // lets a line of sight through (not rock; a crawl's low mouth blocks it)
};

inline constexpr std::array<SquareTraits, kSquareKindCount> kSquareTraits = {{
    {SquareKind::kRock, '#', "rock", {0, 0}, true, false, false},
    {SquareKind::kRoom, '.', "room", {300, 400}, false, true, true},
    {SquareKind::kCorridor, ',', "corridor", {300, 400}, false, true, true},
    {SquareKind::kNarrow, ':', "narrow", {100, 220}, false, true, true},
    {SquareKind::kCrawl, '=', "crawl", {150, 120}, false, true, false},
    {SquareKind::kWater, '~', "water", {0, 0}, false, false, true},
}};

constexpr const SquareTraits& traitsOf(SquareKind kind) {
  return kSquareTraits[static_cast<size_t>(kind)];
}

char glyphOf(SquareKind kind);
std::string_view nameOf(SquareKind kind);
std::optional<SquareKind> kindOfGlyph(char glyph);

// Clearance of an open square kind. Rock and water have none (width 0).
constexpr Clearance clearanceOf(SquareKind kind) {
  return traitsOf(kind).clearance;
}
// True for every kind a body can stand in once nothing blocks it (not rock, not water).
constexpr bool isOpen(SquareKind kind) {
  return traitsOf(kind).open;
}
// True for an open kind narrower or lower than a room (a crawl, a narrow passage). Where the
// generator builds one into a dirt floor (a duct's crawl, a glimpse slot) it holds no dirt, so it
// keeps its own clearance (SPEC 5.8).
constexpr bool isTightPassage(SquareKind kind) {
  const Clearance room = traitsOf(SquareKind::kRoom).clearance;
  const Clearance own = traitsOf(kind).clearance;
  return traitsOf(kind).open && (own.width_cm < room.width_cm || own.height_cm < room.height_cm);
}
// True for every kind but rock: open kinds and water, which may be drained and is then walked
// (SPEC 5.7: water counts as open everywhere for the duct rules).
constexpr bool isOpenOrWater(SquareKind kind) {
  return traitsOf(kind).open || kind == SquareKind::kWater;
}
// True for solid kinds: rock (and, on dirt floors, dirt).
constexpr bool isSolid(SquareKind kind) {
  return traitsOf(kind).solid;
}
// True for kinds a line of sight crosses.
constexpr bool letsSightThrough(SquareKind kind) {
  return traitsOf(kind).sight;
}

}  // namespace dungeon
