// The sweep page's histograms drawn from made-up metric summaries: no two labels overlap and
// none leaves its picture in the awkward cases (every reading equal, no band, no readings, one
// seed, very wide and very narrow ranges, a huge count), and the readings outside the band
// are drawn in their own colour, which the page's key names.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <utility>
#include <vector>

#include "render/svg_canvas.h"
#include "reports/sweep_histogram.h"
#include "reports/sweep_html.h"
#include "testing/svg_text_boxes.h"

namespace {

using dungeon::checks::Band;
using dungeon::cli_tests::labelProblems;
using dungeon::cli_tests::pictureOf;
using dungeon::reports::histogramSvg;
using dungeon::sweeps::MetricSummary;

const std::string kOut = dungeon::render::hexColour(dungeon::reports::kOutOfBandColour);
const std::string kIn = dungeon::render::hexColour(dungeon::reports::kInBandColour);

// A summary of the readings (value, count), sorted by value, against `band`.
MetricSummary metricOf(std::vector<std::pair<int64_t, int64_t>> readings,
                       std::optional<std::pair<int64_t, int64_t>> band = std::nullopt) {
  MetricSummary m;
  m.id = "M1";
  m.name = "room_count";
  m.histogram = std::move(readings);
  if (band) {
    m.band = Band{};
    m.band->lo = band->first;
    m.band->hi = band->second;
  }
  for (const auto& [value, count] : m.histogram) {
    m.readings += count;
    if (m.band && !m.band->contains(value)) m.outside += count;
  }
  if (!m.histogram.empty()) {
    m.min = m.histogram.front().first;
    m.max = m.histogram.back().first;
    m.median = m.min;
  }
  return m;
}

struct Rect {
  int y = 0;
  int height = 0;
  std::string fill;
};

std::vector<Rect> rectsOf(const std::string& svg) {
  std::vector<Rect> rects;
  const std::regex rect(
      R"re(<rect x="-?\d+" y="(-?\d+)" width="\d+" height="(\d+)" fill="(#\w+)")re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), rect); it != std::sregex_iterator();
       ++it) {
    rects.push_back({std::stoi((*it)[1].str()), std::stoi((*it)[2].str()), (*it)[3].str()});
  }
  return rects;
}

std::vector<Rect> rectsFilled(const std::string& svg, const std::string& fill) {
  std::vector<Rect> found;
  for (const Rect& r : rectsOf(svg)) {
    if (r.fill == fill) found.push_back(r);
  }
  return found;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

void expectClearLabels(const MetricSummary& metric, size_t labels) {
  const std::string svg = histogramSvg(metric);
  const auto picture = pictureOf(svg);
  EXPECT_EQ(picture.texts.size(), labels) << svg;
  EXPECT_EQ(joined(labelProblems(picture)), "") << svg;
}

// The test's own box estimate finds labels that overlap or leave the picture.
TEST(SweepHistogram, TheLabelCheckFindsOverlapsAndLabelsOutside) {
  const std::string svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\">"
      "<text x=\"10\" y=\"20\" font-size=\"10\">0.001</text>"
      "<text x=\"50\" y=\"25\" font-size=\"10\" text-anchor=\"end\">0.002</text>"
      "<text x=\"95\" y=\"45\" font-size=\"10\" text-anchor=\"middle\">7</text>"
      "<text x=\"60\" y=\"45\" font-size=\"10\">&amp;&amp;</text></svg>";
  // 0.001 covers 10..42.5 x 10..23; 0.002 covers 17.5..50 x 15..28; 7 covers 91.75..98.25;
  // && (two characters) covers 60..73.
  const auto picture = pictureOf(svg);
  ASSERT_EQ(picture.texts.size(), 4u);
  EXPECT_DOUBLE_EQ(picture.texts[1].left, 17.5);
  EXPECT_DOUBLE_EQ(picture.texts[3].right, 73);
  EXPECT_EQ(joined(labelProblems(picture)), "'0.001' overlaps '0.002'\n");
  const auto wide = pictureOf(
      "<svg width=\"20\" height=\"50\"><text x=\"5\" y=\"20\" font-size=\"10\">123</text></svg>");
  EXPECT_EQ(joined(labelProblems(wide)), "'123' leaves the picture\n");
}

// One value, no band: one label under its bar (and the tallest bar's caption).
TEST(SweepHistogram, EveryReadingEqualWithoutBand) {
  expectClearLabels(metricOf({{0, 20}}), 2);
  expectClearLabels(metricOf({{123456, 5}}), 2);
  expectClearLabels(metricOf({{-1, 5}}), 2);
}

TEST(SweepHistogram, EveryReadingEqualWithBand) {
  expectClearLabels(metricOf({{5000, 20}}, {{0, 10000}}), 3);
  expectClearLabels(metricOf({{5000, 20}}, {{5000, 5000}}), 2);
  expectClearLabels(metricOf({{5000, 20}}, {{5000, 5001}}), 3);
  expectClearLabels(metricOf({{5001, 20}}, {{5000, 5000}}), 3);
}

TEST(SweepHistogram, NoReadings) {
  expectClearLabels(metricOf({}), 1);
  expectClearLabels(metricOf({}, {{169, 470}}), 3);
}

TEST(SweepHistogram, OneSeed) {
  expectClearLabels(metricOf({{7000, 1}}), 2);
  expectClearLabels(metricOf({{7000, 1}}, {{7000, 25000}}), 3);
}

// Readings a thousandth apart: the last label moves right to clear the first.
TEST(SweepHistogram, NarrowRanges) {
  expectClearLabels(metricOf({{0, 3}, {1, 4}}), 3);
  expectClearLabels(metricOf({{-1001, 3}, {-1000, 4}}), 3);
  expectClearLabels(metricOf({{99999999, 3}, {100000000, 4}}, {{99999999, 100000000}}), 3);
  for (int64_t gap = 1; gap < 60; ++gap) expectClearLabels(metricOf({{0, 1}, {gap, 1}}), 3);
}

TEST(SweepHistogram, VeryWideRanges) {
  const int64_t far = 1'000'000'000'000'000;  // a trillion, in thousandths
  expectClearLabels(metricOf({{-far, 3}, {far, 4}}), 3);
  expectClearLabels(metricOf({{far, 3}}, {{0, 1000}}), 3);
  expectClearLabels(metricOf({{-far, 3}}, {{0, 1000}}), 3);
  expectClearLabels(metricOf({{-far, 3}, {-far + 1, 1}}, {{far - 1, far}}), 3);
}

TEST(SweepHistogram, HugeCounts) {
  expectClearLabels(metricOf({{0, 4'000'000'000}, {1, 1}}), 3);
}

// Band 0..10, readings 5 (ten) and 20 (five): axis 0..20, bins of 834 thousandths, so 5 falls
// in bin 5 and 20 in bin 23; the tallest bar (10 readings) is 100 pixels high.
TEST(SweepHistogram, ReadingsOutsideTheBandHaveTheirOwnColour) {
  const std::string svg = histogramSvg(metricOf({{5000, 10}, {20000, 5}}, {{0, 10000}}));
  const std::vector<Rect> in = rectsFilled(svg, kIn);
  const std::vector<Rect> out = rectsFilled(svg, kOut);
  ASSERT_EQ(in.size(), 1u) << svg;
  ASSERT_EQ(out.size(), 1u) << svg;
  EXPECT_EQ(in[0].height, 100);
  EXPECT_EQ(out[0].height, 50);
  EXPECT_TRUE(rectsFilled(histogramSvg(metricOf({{5000, 10}}, {{0, 10000}})), kOut).empty());
  EXPECT_TRUE(rectsFilled(histogramSvg(metricOf({{5000, 10}, {20000, 5}})), kOut).empty())
      << "without a band no reading is outside it";
}

// Band 0..1, readings 1 (three) and 1.001 (one) share the last bin (axis 0..1.001, bins of 42
// thousandths): the bar is 100 pixels, its top quarter the one reading outside the band.
TEST(SweepHistogram, ABinAcrossTheBandsEdgeStacksBothColours) {
  const std::string svg = histogramSvg(metricOf({{1000, 3}, {1001, 1}}, {{0, 1000}}));
  const std::vector<Rect> in = rectsFilled(svg, kIn);
  const std::vector<Rect> out = rectsFilled(svg, kOut);
  ASSERT_EQ(in.size(), 1u) << svg;
  ASSERT_EQ(out.size(), 1u) << svg;
  EXPECT_EQ(out[0].height, 25);
  EXPECT_EQ(in[0].height, 75);
  EXPECT_EQ(out[0].y + out[0].height, in[0].y) << "the outside part sits on the inside part";
}

// The key above the histograms shows both bar colours and says which is which.
TEST(SweepHistogram, ThePagesKeyNamesTheOutsideColour) {
  dungeon::sweeps::SweepSummary summary;
  summary.config.seeds = 1;
  summary.metrics.push_back(metricOf({{5000, 10}, {20000, 5}}, {{0, 10000}}));
  const std::string page = dungeon::reports::sweepHtml(summary);
  EXPECT_NE(
      page.find("<span class=\"key\" style=\"background:" + kIn + "\"></span>inside the band"),
      std::string::npos);
  EXPECT_NE(page.find("<span class=\"key\" style=\"background:" + kOut + "\"></span>outside it"),
            std::string::npos);
  EXPECT_NE(kIn, kOut);
}

// The compare page's overlay: labels clear in the same awkward cases; each side's bars are its
// share of its own readings, the before side filled and the after side outlined, so two sides
// of different sizes with one distribution draw the same bars.
TEST(SweepHistogram, OverlaidHistogramsKeepTheirLabelsClear) {
  using dungeon::reports::overlaidHistogramSvg;
  using Counts = dungeon::sweeps::ValueCounts;
  const std::vector<std::pair<Counts, Counts>> cases = {{{}, {}},
                                                        {{{3, 10}}, {{3, 400}}},
                                                        {{{3, 10}}, {}},
                                                        {{{0, 5}, {1, 5}}, {{1000000000000, 2}}},
                                                        {{{-5, 1}}, {{5, 1}}},
                                                        {{{1, 4000000000}}, {{2, 1}}}};
  for (const auto& [before, after] : cases) {
    for (bool milli : {false, true}) {
      const std::string svg = overlaidHistogramSvg(before, after, milli);
      EXPECT_EQ(joined(labelProblems(pictureOf(svg))), "") << svg;
    }
  }
  EXPECT_NE(overlaidHistogramSvg({}, {}, false).find(">no readings<"), std::string::npos);
  const std::string whole = overlaidHistogramSvg({{7, 1}, {9, 1}}, {{7, 1}}, false);
  EXPECT_NE(whole.find(">7<"), std::string::npos) << whole;
  EXPECT_NE(overlaidHistogramSvg({{7, 1}, {9, 1}}, {{7, 1}}, true).find(">0.007<"),
            std::string::npos);
}

TEST(SweepHistogram, OverlaidBarsAreSharesOfTheirSide) {
  const std::string before = dungeon::render::hexColour(dungeon::reports::kBeforeColour);
  const std::string after = dungeon::render::hexColour(dungeon::reports::kAfterColour);
  // Before: 10 readings of 1 and 30 of 2; after: 100 and 300, the same shares.
  const std::string svg =
      dungeon::reports::overlaidHistogramSvg({{1, 10}, {2, 30}}, {{1, 100}, {2, 300}}, false);
  const std::vector<Rect> filled = rectsFilled(svg, before);
  ASSERT_EQ(filled.size(), 2u) << svg;
  EXPECT_EQ(filled[0].height, 33);  // a quarter against the tallest, three quarters: 100 pixels
  EXPECT_EQ(filled[1].height, 100);
  const std::regex outlined(
      "<rect x=\"-?\\d+\" y=\"(-?\\d+)\" width=\"\\d+\" height=\"(\\d+)\" "
      "fill=\"none\" stroke=\"" +
      after + "\"");
  std::vector<int> heights;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), outlined);
       it != std::sregex_iterator(); ++it) {
    heights.push_back(std::stoi((*it)[2].str()));
  }
  EXPECT_EQ(heights, (std::vector<int>{33, 100})) << svg;
}

}  // namespace
