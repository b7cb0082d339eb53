// The PNG back end: draws on a cairo image surface (Debian's libcairo2) and encodes it as PNG
// bytes. Pixels may differ by a shade between cairo versions, so PNGs are checked by decoding,
// never by hash; the SVG is the golden picture.
#pragma once

#include <memory>
#include <string>

#include "render/canvas.h"
#include "util/result.h"

namespace dungeon::render {

class PngCanvas final : public Canvas {
 public:
  // A white picture of width x height pixels.
  PngCanvas(int width, int height);
  ~PngCanvas() override;
  PngCanvas(const PngCanvas&) = delete;
  PngCanvas& operator=(const PngCanvas&) = delete;

  void rect(int x, int y, int w, int h, const Paint& paint) override;
  void line(Point from, Point to, const Stroke& stroke) override;
  void circle(Point centre, int radius, const Paint& paint) override;
  void polygon(std::span<const Point> corners, const Paint& paint) override;
  void text(Point at, int size, std::string_view text, Rgb colour) override;

  // The PNG file's bytes, or what cairo reported.
  Result<std::string> finish();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// The size of a PNG's picture, read back through cairo; an error when it does not decode.
struct PngSize {
  int width = 0;
  int height = 0;
};
Result<PngSize> decodePngSize(const std::string& bytes);

}  // namespace dungeon::render
