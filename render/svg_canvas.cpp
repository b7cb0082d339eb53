// SVG output: integer coordinates only, attributes in a fixed order, one element per line.
#include "render/svg_canvas.h"

#include <fmt/format.h>

namespace dungeon::render {
namespace {

std::string paintAttributes(const Paint& paint) {
  std::string out =
      paint.fill ? fmt::format(" fill=\"{}\"", hexColour(*paint.fill)) : " fill=\"none\"";
  if (paint.stroke) {
    out += fmt::format(" stroke=\"{}\" stroke-width=\"{}\"", hexColour(paint.stroke->colour),
                       paint.stroke->width);
    if (paint.stroke->dashed) {
      out += fmt::format(" stroke-dasharray=\"{} {}\"", 3 * paint.stroke->width,
                         2 * paint.stroke->width);
    }
  }
  return out;
}

}  // namespace

std::string hexColour(Rgb colour) {
  return fmt::format("#{:02x}{:02x}{:02x}", colour.r, colour.g, colour.b);
}

std::string escapeXml(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

SvgCanvas::SvgCanvas(int width, int height) : width_(width), height_(height) {
  rect(0, 0, width, height, {Rgb{255, 255, 255}, std::nullopt});
}

void SvgCanvas::rect(int x, int y, int w, int h, const Paint& paint) {
  body_ += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}/>\n", x, y, w, h,
                       paintAttributes(paint));
}

void SvgCanvas::line(Point from, Point to, const Stroke& stroke) {
  body_ += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{}/>\n", from.x, from.y, to.x,
                       to.y, paintAttributes({std::nullopt, stroke}));
}

void SvgCanvas::circle(Point centre, int radius, const Paint& paint) {
  body_ += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>\n", centre.x, centre.y, radius,
                       paintAttributes(paint));
}

void SvgCanvas::polygon(std::span<const Point> corners, const Paint& paint) {
  std::string points;
  for (const Point& p : corners) {
    if (!points.empty()) points += ' ';
    points += fmt::format("{},{}", p.x, p.y);
  }
  body_ += fmt::format("<polygon points=\"{}\"{}/>\n", points, paintAttributes(paint));
}

void SvgCanvas::text(Point at, int size, std::string_view text, Rgb colour) {
  body_ += fmt::format(
      "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"{}\" fill=\"{}\">{}</text>\n",
      at.x, at.y, size, hexColour(colour), escapeXml(text));
}

std::string SvgCanvas::finish() const {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\">\n{2}</svg>\n",
      width_, height_, body_);
}

}  // namespace dungeon::render
