// The palette: square kinds in earthy tones that tell open from solid at a glance, heights as
// darker shades of the same hue, and strong key colours for keys and their locks.
#include "render/style.h"

#include <array>

namespace dungeon::render {
namespace {

// Percent of full brightness for the lowest height below the base, and the share of white
// mixed into the highest above it.
constexpr int kLowestBrightness = 55;
constexpr int kHighestWhite = 60;

uint8_t scaled(uint8_t channel, int percent) {
  return static_cast<uint8_t>(channel * percent / 100);
}
uint8_t whitened(uint8_t channel, int percent) {
  return static_cast<uint8_t>(channel + (255 - channel) * percent / 100);
}

}  // namespace

Rgb squareColour(SquareKind kind) {
  static constexpr std::array<Rgb, kSquareKindCount> kColours = {{
      {72, 66, 62},     // rock
      {238, 226, 200},  // room
      {214, 210, 196},  // corridor
      {201, 176, 128},  // narrow passage
      {160, 120, 80},   // crawl
      {90, 150, 215},   // water
  }};
  return kColours[static_cast<size_t>(kind)];
}

Rgb shaded(Rgb base, int height_half_m, int lowest, int highest) {
  if (height_half_m > 0 && highest > 0) {
    const int white = kHighestWhite * height_half_m / highest;
    return {whitened(base.r, white), whitened(base.g, white), whitened(base.b, white)};
  }
  if (height_half_m < 0 && lowest < 0) {
    const int percent = 100 - (100 - kLowestBrightness) * height_half_m / lowest;
    return {scaled(base.r, percent), scaled(base.g, percent), scaled(base.b, percent)};
  }
  return base;
}

Rgb keyColour(Colour colour) {
  static constexpr std::array<Rgb, kColourCount> kColours = {{
      {215, 40, 40},   // red
      {40, 100, 215},  // blue
      {40, 160, 60},   // green
      {235, 195, 0},   // yellow
  }};
  return kColours[static_cast<size_t>(colour)];
}

}  // namespace dungeon::render
