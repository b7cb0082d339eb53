// The palette: square kinds in earthy tones that tell open from solid at a glance, heights as
// darker shades of the same hue, and strong key colours for keys and their locks.
#include "render/style.h"

#include <array>

namespace dungeon::render {
namespace {

// Heights away from the base are mixed toward a tint: sunk squares toward deep blue, raised
// ones toward burnt orange. The nearest band is already kBandFloor percent of the way, the
// farthest kBandFloor + kBandSpan, so one half-metre is never the base colour's near twin.
constexpr Rgb kSunkTint{20, 50, 140};
constexpr Rgb kRaisedTint{200, 90, 0};
constexpr Rgb kPackedTint{90, 90, 100};
constexpr int kBandFloor = 20;
constexpr int kBandSpan = 70;

Rgb mixed(Rgb from, Rgb to, int percent) {
  auto channel = [percent](uint8_t a, uint8_t b) {
    return static_cast<uint8_t>(a + (b - a) * percent / 100);
  };
  return {channel(from.r, to.r), channel(from.g, to.g), channel(from.b, to.b)};
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
    return mixed(base, kRaisedTint, kBandFloor + kBandSpan * height_half_m / highest);
  }
  if (height_half_m < 0 && lowest < 0) {
    return mixed(base, kSunkTint, kBandFloor + kBandSpan * height_half_m / lowest);
  }
  return base;
}

Rgb dirtColour(int level, bool packed) {
  static constexpr std::array<Rgb, kDirtFull + 1> kLoose = {{
      {222, 196, 150},  // 0: open dirt
      {196, 160, 104},  // 1: tunnel
      {160, 118, 66},   // 2: crawlway
      {112, 78, 44},    // 3: dirt wall
  }};
  const Rgb loose = kLoose[static_cast<size_t>(level)];
  return packed ? mixed(loose, kPackedTint, 45) : loose;
}

Rgb groundColour(int units) {
  static constexpr std::array<Rgb, kDirtFull> kGround = {{
      {20, 10, 30},    // 0: a hole, open to the level above
      {70, 35, 95},    // 1: a deep pit
      {130, 90, 160},  // 2: a shallow pit
  }};
  return kGround[static_cast<size_t>(units)];
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
