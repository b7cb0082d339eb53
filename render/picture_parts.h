// Pieces the picture's layout and its drawing share inside render/: what a panel shows (the legend
// entries it needs, its glimpse sight lines) and how a panel and a legend are drawn. Not part
// of the module's interface.
#pragma once

#include <utility>
#include <vector>

#include "render/picture_layout.h"

namespace dungeon::render {

// Pixel sizes of the layout.
inline constexpr int kMargin = 16;
inline constexpr int kTitleHeight = 28;
inline constexpr int kPanelTitleHeight = 20;
inline constexpr int kPanelGap = 24;
inline constexpr int kLegendWidth = 330;
inline constexpr int kLegendPitch = 20;
inline constexpr int kSwatch = 16;
// The gutter west of a panel and the text size of its coordinates.
inline constexpr int kCoordinateGutter = 26;
inline constexpr int kCoordinateText = 10;
// Things on small squares (large floors) are drawn larger than their square, centred on it,
// so a 96 x 96 or 256 x 256 floor still shows its doors, goal and monsters.
inline constexpr int kMinSymbolPixels = 16;
inline constexpr int kMinRingRadius = 8;

// The on-screen size of a thing's symbol on squares of `square_px`.
constexpr int symbolPixels(int square_px) {
  return square_px > kMinSymbolPixels ? square_px : kMinSymbolPixels;
}
// Squares between two coordinates along a panel's edges: 5 when 5 squares leave room for a
// three-digit number, else 10.
constexpr int coordinateStride(int square_px) {
  return square_px * 5 >= 30 ? 5 : 10;
}

// Every glimpse sight line of a floor: from each window along its straight narrow slot to the
// first square beyond it that is not narrow.
std::vector<std::pair<Point, Point>> sightLines(const Dungeon& d, int floor);

// The legend for `panels`: headings, then square kinds, heights, things, the entrance ramp,
// sight lines and marks, each once, in that order; also sets the layout's height range.
void buildLegend(PictureLayout& layout);

// Height of the legend column in pixels.
int legendHeight(const PictureLayout& layout);

void drawPanel(Canvas& canvas, const PictureLayout& layout, const Panel& panel);
void drawLegend(Canvas& canvas, const PictureLayout& layout);

}  // namespace dungeon::render
