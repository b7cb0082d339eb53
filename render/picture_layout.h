// The layout of a picture before anything is drawn: a title, panels (one floor of one dungeon
// each, at a pixel origin, with a square size that fits), optionally the squares to mark on
// each, and a legend column of what the panels show. Laying out first gives the picture's size,
// which a canvas needs before the first shape; drawing the same layout on any canvas gives the
// same picture.
#pragma once

#include <string>
#include <vector>

#include "model/dungeon.h"
#include "render/canvas.h"
#include "render/symbols.h"

namespace dungeon::render {

struct Panel {
  const Dungeon* dungeon = nullptr;
  int floor = 0;  // 0-based index into dungeon->floors
  Point origin;   // north-west corner of the floor's square (0, 0), in pixels
  std::string title;
  std::vector<bool> marks;   // per square (Floor::index), squares drawn outlined; may be empty
  std::vector<Point> rings;  // squares asked for (`render --mark`), each drawn ringed
};

// One line of the legend: a swatch drawn like the picture draws it, and its words.
struct LegendEntry {
  enum class Swatch {
    kHeading,
    kSquare,
    kHeight,
    kThing,
    kRamp,
    kSightLine,
    kMark,
    kRing,
    kDirt,
    kGroundPit
  };
  Swatch swatch = Swatch::kHeading;
  SquareKind kind = SquareKind::kRoom;  // kSquare
  int height_half_m = 0;                // kHeight
  Thing thing;                          // kThing: the first thing with this symbol
  std::string label;
  int dirt_level = 0;   // kDirt
  bool packed = false;  // kDirt
};

struct PictureLayout {
  std::string title;
  int square_px = 1;
  std::vector<Panel> panels;
  // The heights of the open squares of every panel, which the shading spans.
  int lowest_half_m = 0;
  int highest_half_m = 0;
  std::vector<LegendEntry> legend;
  Point legend_at;
  int width = 0;
  int height = 0;
};

// Pixels per square for floors whose longer side is `side` squares: large floors get smaller
// squares so a 256 x 256 floor is about 1000 pixels across, never below 4 pixels a square.
int squarePixelsFor(int side);

// A layout of `floors` (0-based) of `d`, laid out in rows (up to 3 side by side, more when
// there are many), with a legend at the right.
// `rings` holds, per 0-based floor, the squares to ring (floors past its end have none).
PictureLayout floorsLayout(const Dungeon& d, const std::vector<int>& floors,
                           const std::vector<std::vector<Point>>& rings = {});

// Old and new floors side by side, a row per floor of either dungeon, with the squares that
// differ (kind, height or things) marked on both.
PictureLayout diffLayout(const Dungeon& old_dungeon, const Dungeon& new_dungeon);

// Draws the layout. REQUIRES: canvas is layout.width x layout.height.
void drawLayout(Canvas& canvas, const PictureLayout& layout);

}  // namespace dungeon::render
