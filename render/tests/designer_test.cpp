// What a designer needs from a picture: coordinates along two edges of every floor, the squares
// asked for ringed, a shade per height band that no other band shares, things large enough to
// see on large floors, and dirt levels, packing and ground pits in their own shades.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <string>

#include "model/sheet.h"
#include "render/picture.h"
#include "render/picture_layout.h"
#include "render/picture_parts.h"
#include "render/style.h"
#include "testing/sheet_files.h"

namespace dungeon::render {
namespace {

Dungeon sample() {
  const std::string path = testing::sourcePath("render/tests/sample.sheet");
  Result<ReadSheet> sheet = readSheet(testing::loadFile(path), path);
  EXPECT_TRUE(sheet.ok()) << (sheet.ok() ? "" : sheet.error().format());
  return sheet.ok() ? sheet->dungeon : Dungeon{};
}

std::string hex(Rgb c) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out = "#";
  for (uint8_t v : {c.r, c.g, c.b}) {
    out += kDigits[v / 16];
    out += kDigits[v % 16];
  }
  return out;
}

std::string coordinateText(int value) {
  return "font-size=\"" + std::to_string(kCoordinateText) + "\" fill=\"" + hex(kInk) + "\">" +
         std::to_string(value) + "</text>";
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

int distance(Rgb a, Rgb b) {
  return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b);
}

// The 16 x 16 sample floors number 0, 5, 10 and 15 along each of two edges (5 squares of 20
// pixels leave room): each number twice per floor, two floors.
TEST(Designer, EveryFloorHasCoordinatesAlongTwoEdges) {
  const std::string svg = renderSvg(sample());
  for (int value : {0, 5, 10, 15}) {
    size_t n = 0;
    for (size_t at = svg.find(coordinateText(value)); at != std::string::npos;
         at = svg.find(coordinateText(value), at + 1)) {
      ++n;
    }
    EXPECT_EQ(n, 4u) << value;
  }
  EXPECT_EQ(svg.find(coordinateText(3)), std::string::npos);
  // Numbers stay readable at every size: every 5 squares from 6 pixels a square (30 pixels
  // between numbers), every 10 on a 256 x 256 floor's 4-pixel squares (40 pixels).
  EXPECT_EQ(coordinateStride(squarePixelsFor(40)), 5);
  EXPECT_EQ(coordinateStride(squarePixelsFor(96)), 5);
  EXPECT_EQ(coordinateStride(squarePixelsFor(256)), 10);
}

// Floor 1's square (3,4) is 20-pixel square at the panel's origin plus (3*20+10, 4*20+10).
TEST(Designer, MarkedSquaresAreRingedAndNamedInTheLegend) {
  const Dungeon d = sample();
  const PictureLayout layout = floorsLayout(d, {0});
  const Point o = layout.panels[0].origin;
  const std::string svg = renderSvg(d, 0, {{0, {3, 4}}});
  const std::string ring = "<circle cx=\"" + std::to_string(o.x + 70) + "\" cy=\"" +
                           std::to_string(o.y + 90) + "\" r=\"20\" fill=\"none\" stroke=\"" +
                           hex(kRing) + "\"";
  EXPECT_NE(svg.find(ring), std::string::npos) << ring;
  EXPECT_NE(svg.find("marked square (--mark)"), std::string::npos);
  const std::string plain = renderSvg(d, 0);
  EXPECT_EQ(plain.find(hex(kRing)), std::string::npos);
  EXPECT_EQ(plain.find("marked square"), std::string::npos);
  // A mark on the floor not drawn rings nothing.
  EXPECT_EQ(renderSvg(d, 0, {{1, {3, 4}}}).find(hex(kRing)), std::string::npos);
}

// Heights from -4 m to +4 m in half-metres: every band of room, and of corridor, its own shade,
// at least 24 (summed over channels) from every other band of the kind, and no room band
// passes for a corridor at the base (the reported case: a room sunk 1 m).
TEST(Designer, EveryHeightBandHasItsOwnShade) {
  constexpr int kLowest = -8;
  constexpr int kHighest = 8;
  const Rgb corridor = squareColour(SquareKind::kCorridor);
  for (SquareKind kind : {SquareKind::kRoom, SquareKind::kCorridor}) {
    std::vector<Rgb> shades;
    for (int h = kLowest; h <= kHighest; ++h) {
      shades.push_back(shaded(squareColour(kind), h, kLowest, kHighest));
      if (kind == SquareKind::kRoom) {
        EXPECT_GE(distance(shades.back(), corridor), 24) << h;
      }
    }
    for (size_t i = 0; i < shades.size(); ++i) {
      for (size_t j = i + 1; j < shades.size(); ++j) {
        EXPECT_GE(distance(shades[i], shades[j]), 24) << nameOf(kind) << " " << i << " " << j;
      }
    }
  }
  EXPECT_GE(distance(shaded(squareColour(SquareKind::kRoom), -2, -2, 0), corridor), 100);
}

TEST(Designer, HeightLegendIsInMetres) {
  const std::string svg = renderSvg(sample());
  EXPECT_NE(svg.find("Heights above the floor's base (metres)"), std::string::npos);
  EXPECT_NE(svg.find(">0.0 m (the floor's base)<"), std::string::npos);
}

// 96 x 96 floors get 10-pixel squares and 256 x 256 ones 4: things are drawn 16 pixels across
// on both.
TEST(Designer, ThingsKeepAMinimumSizeOnLargeFloors) {
  EXPECT_EQ(symbolPixels(squarePixelsFor(96)), 16);
  EXPECT_EQ(symbolPixels(squarePixelsFor(256)), 16);
  EXPECT_EQ(symbolPixels(squarePixelsFor(40)), 20);
  for (int side : {96, 128, 256}) {
    EXPECT_GE(symbolPixels(squarePixelsFor(side)), 3 * squarePixelsFor(256)) << side;
  }
}

TEST(Designer, DirtLevelsPackingAndPitsHaveTheirOwnShades) {
  Dungeon d = sample();
  Floor& floor = d.floors[0];
  floor.makeDirtFloor();
  floor.setDirt({1, 1}, {true, 1, 0, false});
  floor.setDirt({2, 1}, {true, 2, 0, false});
  floor.setDirt({3, 1}, {true, 2, 1, false});
  floor.setGround({4, 1}, 1);
  floor.setGround({5, 1}, 0);
  floor.setGround({6, 1}, 0);
  const std::string svg = renderSvg(d, 0);
  std::set<std::string> colours;
  for (const auto& [level, packed] :
       {std::pair{0, false}, {1, false}, {2, false}, {2, true}, {3, false}}) {
    const Rgb c = dirtColour(level, packed);
    colours.insert(hex(c));
    EXPECT_GE(count(svg, "fill=\"" + hex(c) + "\""), 2) << level << packed;  // square, legend
    EXPECT_NE(c, squareColour(SquareKind::kRock));
  }
  EXPECT_EQ(colours.size(), 5u);
  // A deep pit on (4,1), holes on (5,1) and (6,1), each in its own shade and with its legend
  // entry; no shallow pit, so neither its shade nor its entry.
  EXPECT_EQ(count(svg, "fill=\"" + hex(groundColour(1)) + "\""), 2);
  EXPECT_EQ(count(svg, "fill=\"" + hex(groundColour(0)) + "\""), 3);
  EXPECT_EQ(count(svg, "fill=\"" + hex(groundColour(2)) + "\""), 0);
  EXPECT_EQ(
      std::set<std::string>({hex(groundColour(0)), hex(groundColour(1)), hex(groundColour(2))})
          .size(),
      3u);
  EXPECT_EQ(svg.find("shallow pit"), std::string::npos);
  for (const char* label : {"dirt level 0 (open)", "dirt level 1 (tunnel)",
                            "dirt level 2 (crawlway)", "dirt level 2 (crawlway), packed",
                            "dirt level 3 (dirt wall)", "ground above: a deep pit (1 unit left)",
                            "ground above: a hole (open to the level above)"}) {
    EXPECT_NE(svg.find(label), std::string::npos) << label;
  }
  // A floor without dirt shows none of it.
  EXPECT_EQ(renderSvg(sample(), 0).find("dirt level"), std::string::npos);
}

}  // namespace
}  // namespace dungeon::render
