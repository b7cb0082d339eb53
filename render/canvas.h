// A drawing surface in whole pixels: rectangles, lines, circles, polygons and text. The picture
// code (picture.h) draws through it once, and each back end turns the calls into its format:
// SVG text (svg_canvas.h, byte for byte the same on every compiler, since every coordinate is an
// integer) or a cairo image (png_canvas.h). A canvas never decides what is drawn.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "model/geometry.h"

namespace dungeon::render {

struct Rgb {
  uint8_t r = 0;
  uint8_t g = 0;
  uint8_t b = 0;
  auto operator<=>(const Rgb&) const = default;
};

struct Stroke {
  Rgb colour;
  int width = 1;
  bool dashed = false;  // dashes three widths long with gaps of two
};

// A shape's paint: a fill, an outline, or both (none draws nothing).
struct Paint {
  std::optional<Rgb> fill;
  std::optional<Stroke> stroke;
};

class Canvas {
 public:
  virtual ~Canvas() = default;
  // x, y is the north-west corner; w, h > 0.
  virtual void rect(int x, int y, int w, int h, const Paint& paint) = 0;
  virtual void line(Point from, Point to, const Stroke& stroke) = 0;
  virtual void circle(Point centre, int radius, const Paint& paint) = 0;
  virtual void polygon(std::span<const Point> corners, const Paint& paint) = 0;
  // Text whose baseline starts at `at`, `size` pixels tall; ASCII.
  virtual void text(Point at, int size, std::string_view text, Rgb colour) = 0;
};

}  // namespace dungeon::render
