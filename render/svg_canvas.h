// The SVG back end: every call becomes one element, written with integer coordinates and
// colours as #rrggbb, so the same drawing gives the same bytes on every machine and compiler
// (a golden test pins a picture's hash). The document is self-contained: no scripts, no links.
#pragma once

#include <string>

#include "render/canvas.h"

namespace dungeon::render {

class SvgCanvas final : public Canvas {
 public:
  // A white picture of width x height pixels.
  SvgCanvas(int width, int height);

  void rect(int x, int y, int w, int h, const Paint& paint) override;
  void line(Point from, Point to, const Stroke& stroke) override;
  void circle(Point centre, int radius, const Paint& paint) override;
  void polygon(std::span<const Point> corners, const Paint& paint) override;
  void text(Point at, int size, std::string_view text, Rgb colour) override;

  // The whole document (an <svg> element and a final newline).
  std::string finish() const;
  // The elements drawn so far without the <svg> wrapper, to inline in a bigger document.
  const std::string& body() const { return body_; }
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  int width_;
  int height_;
  std::string body_;
};

// "#rrggbb".
std::string hexColour(Rgb colour);
// Text with &, <, > and " written as entities.
std::string escapeXml(std::string_view text);

}  // namespace dungeon::render
