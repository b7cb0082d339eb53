// Pictures: the SVG of a hand-made sheet with every kind of thing is pinned by its hash (the
// picture was looked at before it was pinned), drawing is deterministic, the PNG decodes to
// the same size, large floors get a scale that fits, and a diff marks exactly the squares
// that changed.
#include <gtest/gtest.h>

#include <string>

#include "model/sheet.h"
#include "render/picture.h"
#include "render/picture_layout.h"
#include "render/png_canvas.h"
#include "testing/sheet_files.h"
#include "util/hash.h"

namespace dungeon::render {
namespace {

Dungeon sample() {
  const std::string path = testing::sourcePath("render/tests/sample.sheet");
  Result<ReadSheet> sheet = readSheet(testing::loadFile(path), path);
  EXPECT_TRUE(sheet.ok()) << (sheet.ok() ? "" : sheet.error().format());
  return sheet.ok() ? sheet->dungeon : Dungeon{};
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Picture, SampleSvgIsPinned) {
  // Regenerate with `dungeon render render/tests/sample.sheet -o sample.svg` and look at it
  // before changing this hash.
  EXPECT_EQ(hashHex(hashBytes(renderSvg(sample()))), "0d0cd77a31d52e37");
}

TEST(Picture, SvgIsTheSameEveryTime) {
  const Dungeon d = sample();
  EXPECT_EQ(renderSvg(d), renderSvg(d));
  EXPECT_EQ(renderSvg(d, 1), renderSvg(d, 1));
  EXPECT_NE(renderSvg(d, 0), renderSvg(d, 1));
}

TEST(Picture, LegendNamesEverySymbolShown) {
  const std::string svg = renderSvg(sample(), 0);
  for (const char* label : {"door, locked (red)",
                            "door, locked (blue)",
                            "door, lever gate",
                            "door, keypad",
                            "one-way door",
                            "secret door",
                            "one-way secret door",
                            "key (red)",
                            "key (blue)",
                            "monster: meat_sack",
                            "monster: rind_stalker",
                            "monster: hulk",
                            "loot",
                            "ladder",
                            "lift",
                            "spiral stair",
                            "duct (door end)",
                            "grate",
                            "window",
                            "lever",
                            "code_clue",
                            "entrance",
                            "goal",
                            "glimpse sight line",
                            "entrance ramp",
                            "-1.0 m",
                            "+1.0 m",
                            "water",
                            "crawl",
                            "narrow"}) {
    EXPECT_NE(svg.find(label), std::string::npos) << label;
  }
  EXPECT_EQ(svg.find("changed square"), std::string::npos);
}

TEST(Picture, PngDecodesToTheSvgsSize) {
  const Dungeon d = sample();
  const PictureLayout layout = floorsLayout(d, {0, 1});
  Result<std::string> png = renderPng(d);
  ASSERT_TRUE(png.ok());
  Result<PngSize> size = decodePngSize(*png);
  ASSERT_TRUE(size.ok()) << size.error().message;
  EXPECT_EQ(size->width, layout.width);
  EXPECT_EQ(size->height, layout.height);
  EXPECT_FALSE(decodePngSize(png->substr(0, png->size() / 2)).ok());
}

TEST(Picture, LargeFloorsFitAboutAThousandPixels) {
  EXPECT_EQ(squarePixelsFor(40), 20);
  EXPECT_EQ(squarePixelsFor(96), 10);
  EXPECT_EQ(squarePixelsFor(256), 4);
  Dungeon d;
  d.name = "large";
  d.floors.emplace_back(256, 256, 0, "none");
  const PictureLayout layout = floorsLayout(d, {0});
  EXPECT_LE(layout.width, 1500);
  EXPECT_LE(layout.height, 1200);
}

TEST(Picture, DiffMarksTheChangedSquaresOnBothSides) {
  const Dungeon stored = sample();
  Dungeon fresh = stored;
  fresh.floors[0].setKind({1, 1}, SquareKind::kRock);
  fresh.things.front().at = {3, 2};  // the red key moves one square south
  const std::string svg = renderDiffSvg(stored, fresh);
  // Three squares (the filled one, the key's old and new square) on each side, and the legend.
  EXPECT_EQ(count(svg, "stroke=\"#e61478\""), 2 * 3 + 1);
  EXPECT_EQ(count(renderDiffSvg(stored, stored), "stroke=\"#e61478\""), 0);
}

}  // namespace
}  // namespace dungeon::render
