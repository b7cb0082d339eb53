// PNG output through cairo: shapes are filled and stroked on an ARGB image surface, which is
// written to memory with cairo's PNG stream writer.
#include "render/png_canvas.h"

#include <cairo.h>

#include <cstring>

namespace dungeon::render {
namespace {

void setColour(cairo_t* cr, Rgb c) {
  cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0);
}

// Fills and strokes the current path with `paint`, then clears it.
void paintPath(cairo_t* cr, const Paint& paint) {
  if (paint.fill) {
    setColour(cr, *paint.fill);
    cairo_fill_preserve(cr);
  }
  if (paint.stroke) {
    setColour(cr, paint.stroke->colour);
    cairo_set_line_width(cr, paint.stroke->width);
    const double dashes[2] = {3.0 * paint.stroke->width, 2.0 * paint.stroke->width};
    cairo_set_dash(cr, dashes, paint.stroke->dashed ? 2 : 0, 0);
    cairo_stroke_preserve(cr);
  }
  cairo_new_path(cr);
}

cairo_status_t appendBytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

struct Reader {
  const std::string* bytes;
  size_t at = 0;
};

cairo_status_t readBytes(void* closure, unsigned char* data, unsigned int length) {
  Reader* reader = static_cast<Reader*>(closure);
  if (reader->bytes->size() - reader->at < length) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(data, reader->bytes->data() + reader->at, length);
  reader->at += length;
  return CAIRO_STATUS_SUCCESS;
}

}  // namespace

struct PngCanvas::State {
  cairo_surface_t* surface = nullptr;
  cairo_t* cr = nullptr;
};

PngCanvas::PngCanvas(int width, int height) : state_(std::make_unique<State>()) {
  state_->surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
  state_->cr = cairo_create(state_->surface);
  cairo_select_font_face(state_->cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                         CAIRO_FONT_WEIGHT_NORMAL);
  rect(0, 0, width, height, {Rgb{255, 255, 255}, std::nullopt});
}

PngCanvas::~PngCanvas() {
  cairo_destroy(state_->cr);
  cairo_surface_destroy(state_->surface);
}

void PngCanvas::rect(int x, int y, int w, int h, const Paint& paint) {
  cairo_rectangle(state_->cr, x, y, w, h);
  paintPath(state_->cr, paint);
}

void PngCanvas::line(Point from, Point to, const Stroke& stroke) {
  cairo_move_to(state_->cr, from.x, from.y);
  cairo_line_to(state_->cr, to.x, to.y);
  paintPath(state_->cr, {std::nullopt, stroke});
}

void PngCanvas::circle(Point centre, int radius, const Paint& paint) {
  cairo_new_sub_path(state_->cr);
  cairo_arc(state_->cr, centre.x, centre.y, radius, 0.0, 2.0 * 3.14159265358979323846);
  paintPath(state_->cr, paint);
}

void PngCanvas::polygon(std::span<const Point> corners, const Paint& paint) {
  if (corners.empty()) return;
  cairo_move_to(state_->cr, corners[0].x, corners[0].y);
  for (const Point& p : corners.subspan(1)) cairo_line_to(state_->cr, p.x, p.y);
  cairo_close_path(state_->cr);
  paintPath(state_->cr, paint);
}

void PngCanvas::text(Point at, int size, std::string_view text, Rgb colour) {
  const std::string owned(text);
  cairo_set_font_size(state_->cr, size);
  setColour(state_->cr, colour);
  cairo_move_to(state_->cr, at.x, at.y);
  cairo_show_text(state_->cr, owned.c_str());
  cairo_new_path(state_->cr);
}

Result<std::string> PngCanvas::finish() {
  cairo_surface_flush(state_->surface);
  std::string bytes;
  const cairo_status_t status =
      cairo_surface_write_to_png_stream(state_->surface, appendBytes, &bytes);
  if (status != CAIRO_STATUS_SUCCESS) {
    return InputError{"", 0, 0,
                      std::string("cannot encode PNG: ") + cairo_status_to_string(status)};
  }
  return bytes;
}

Result<PngSize> decodePngSize(const std::string& bytes) {
  Reader reader{&bytes};
  cairo_surface_t* surface = cairo_image_surface_create_from_png_stream(readBytes, &reader);
  const cairo_status_t status = cairo_surface_status(surface);
  PngSize size{cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface)};
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS) {
    return InputError{"", 0, 0, std::string("not a PNG: ") + cairo_status_to_string(status)};
  }
  return size;
}

}  // namespace dungeon::render
