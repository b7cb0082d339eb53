// The module's entry points: lay out a layout, draw it on the chosen canvas, return the bytes.
#include "render/picture.h"

#include <numeric>
#include <vector>

#include "render/picture_layout.h"
#include "render/png_canvas.h"
#include "render/svg_canvas.h"

namespace dungeon::render {
namespace {

PictureLayout pictureLayoutOf(const Dungeon& d, std::optional<int> floor,
                              const std::vector<Mark>& marks) {
  std::vector<std::vector<Point>> rings(d.floors.size());
  for (const Mark& m : marks) rings[static_cast<size_t>(m.floor)].push_back(m.at);
  std::vector<int> floors;
  if (floor) {
    floors.push_back(*floor);
  } else {
    floors.resize(d.floors.size());
    std::iota(floors.begin(), floors.end(), 0);
  }
  return floorsLayout(d, floors, rings);
}

}  // namespace

std::string renderSvg(const Dungeon& d, std::optional<int> floor, const std::vector<Mark>& marks) {
  const PictureLayout layout = pictureLayoutOf(d, floor, marks);
  SvgCanvas canvas(layout.width, layout.height);
  drawLayout(canvas, layout);
  return canvas.finish();
}

Result<std::string> renderPng(const Dungeon& d, std::optional<int> floor,
                              const std::vector<Mark>& marks) {
  const PictureLayout layout = pictureLayoutOf(d, floor, marks);
  PngCanvas canvas(layout.width, layout.height);
  drawLayout(canvas, layout);
  return canvas.finish();
}

Result<std::string> render(const Dungeon& d, std::optional<int> floor, Format format,
                           const std::vector<Mark>& marks) {
  if (format == Format::kPng) return renderPng(d, floor, marks);
  return renderSvg(d, floor, marks);
}

std::string renderDiffSvg(const Dungeon& stored, const Dungeon& fresh) {
  const PictureLayout layout = diffLayout(stored, fresh);
  SvgCanvas canvas(layout.width, layout.height);
  drawLayout(canvas, layout);
  return canvas.finish();
}

}  // namespace dungeon::render
