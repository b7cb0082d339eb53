// Dirt of a dirt floor (SPEC section 9): per square, whether it is dirt, its level (the 0..3
// units that shape its passage), its packing (0 or 1 unit pressed into its walls) and whether
// it is reinforced; and the ground above a dirt floor, 0..3 units per square. The model only
// holds these numbers (sheet glyphs included); what digging does with them is the sim's
// (sim/dirt/), and whether a sheet's numbers make sense is the hard check `dirt_amounts`.
#pragma once

#include <cstdint>
#include <optional>

namespace dungeon {

// SPEC 9: a square and a ground square hold 0..3 units of dirt.
inline constexpr int kDirtFull = 3;
// SPEC 9: once packed, a square holds one unit of packing in its walls.
inline constexpr int kMaxPacking = 1;

// The passage a dirt square's level makes (SPEC 9, dug from the side).
enum class DirtPassage : unsigned char { kOpen, kTunnel, kCrawlway, kWall };

struct DirtSquare {
  bool dirt = false;        // false: rock or built floor, never dug (the sheet's '-')
  uint8_t level = 0;        // 0..3 units: 3 dirt wall, 2 crawlway, 1 tunnel, 0 open
  uint8_t packing = 0;      // 0..1 unit of packing in its walls
  bool reinforced = false;  // timber built in (SPEC 9: in tunnel or larger spaces)

  // The units the square holds: its level and its packing.
  int units() const { return dirt ? level + packing : 0; }
  bool operator==(const DirtSquare&) const = default;
};

// The passage of a level. REQUIRES: 0 <= level <= kDirtFull.
constexpr DirtPassage passageOfLevel(int level) {
  return static_cast<DirtPassage>(level);
}

// The square a rock square of a dirt floor becomes: a dirt wall, loose.
inline constexpr DirtSquare kDirtWall{true, kDirtFull, 0, false};
// The square an open square of a dirt floor becomes: open dirt, loose.
inline constexpr DirtSquare kOpenDirt{true, 0, 0, false};
// A square of a dirt floor that holds no dirt: rock that must stay rock on every floor style
// (the ramp, a shaft's column), or a square built tighter than dug dirt (a crawl, a narrow
// passage), which keeps its own clearance.
inline constexpr DirtSquare kNotDirt{};

// The dirt block's glyph of a square (docs/sheet.md): '-' not dirt; '0'..'3' loose level;
// 'a'..'d' packed; 'A'..'D' reinforced; 'E'..'H' reinforced and packed.
// REQUIRES: level <= kDirtFull, packing <= kMaxPacking.
char dirtGlyph(const DirtSquare& square);
// The square a dirt glyph names, or nullopt.
std::optional<DirtSquare> dirtOfGlyph(char glyph);
// The ground block's glyph of a ground amount: '0'..'3'. REQUIRES: 0 <= units <= kDirtFull.
char groundGlyph(int units);
// The ground amount a glyph names, or nullopt.
std::optional<int> groundOfGlyph(char glyph);

}  // namespace dungeon
