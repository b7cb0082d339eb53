// Why a dungeon changed, shown on deliberate changes to a scratch copy of the generator: the
// real stage table with one row's function swapped for a variant (one extra draw in the stock
// stage; a layout rule that takes the layout stage's draws and then lays one square otherwise),
// and the real bands with one band narrowed so that the kept try fails it. Each change is
// explained at its stage, floor, try and stream: by the stage trace (draw counts and draft
// hashes) and, to the draw, by the draw log (index, what was asked, both call sites). A rate
// change in generator/core/rates.h, which needs the generator built again, is shown through two
// builds of the tool (cli/tests/explain_cli_test.sh).
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <string>
#include <vector>

#include "generator/core/trace_diff.h"
#include "generator/floors/layout.h"
#include "generator/floors/stock.h"
#include "generator/observers/try_trace.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/sheet.h"
#include "util/hash.h"

namespace dungeon::checks {
extern const std::string_view kStandardBandsText;
}

namespace dungeon::gen {
namespace {

constexpr uint64_t kSeed = 7;

Options oneFloor() {
  Options options;
  options.floors = 1;
  return options;
}

// The line of the extra draw below, for the draw log's call site.
int extra_draw_line = 0;

// The stock stage with one more draw before it starts.
Status stockAfterAnExtraDraw(StageContext& context) {
  extra_draw_line = __LINE__ + 1;
  (void)context.rng.below(9973);
  return stockFloor(context);
}

// The layout stage, then one rock square of the floor's corner a half metre higher: the same
// draws, another draft.
Status layoutRaisingACorner(StageContext& context) {
  const Status laid = layOutFloor(context);
  Floor& floor = context.draft.dungeon.edit().floors[static_cast<size_t>(context.floor)];
  floor.setHeightHalfMetres({0, 0}, floor.heightHalfMetres({0, 0}) + 1);
  return laid;
}

// The real table with the row named `stage` running `run` instead.
std::vector<StageRow> tableWithRow(std::string_view stage, StageFunction run) {
  std::vector<StageRow> table(stageTable().begin(), stageTable().end());
  for (StageRow& row : table) {
    if (row.name == stage) row.run = run;
  }
  return table;
}

std::string explained(const std::vector<std::string>& before,
                      const std::vector<std::string>& after) {
  return firstMove(before, after).text;
}

// The standard generation and the one with `changed`: their traces, and their draw logs' first
// difference.
struct Changed {
  TracedGeneration before;
  TracedGeneration after;
  TraceMove to_the_draw;
};
Changed generateBoth(const std::vector<StageRow>& changed) {
  return {generateTraced("seed-7", kSeed, oneFloor()),
          generateTraced("seed-7", kSeed, oneFloor(), checks::standardBands(), changed),
          firstMove(generateLogged("seed-7", kSeed, oneFloor()),
                    generateLogged("seed-7", kSeed, oneFloor(), checks::standardBands(), changed))};
}

TEST(Explain, TracingChangesNoByteOfTheDungeon) {
  const Generation plain = generate("seed-7", kSeed, oneFloor());
  const TracedGeneration traced = generateTraced("seed-7", kSeed, oneFloor());
  EXPECT_EQ(writeSheet(traced.generation.dungeon), writeSheet(plain.dungeon));
  EXPECT_EQ(traced.generation.kept_try, plain.kept_try);
  ASSERT_FALSE(traced.trace.empty());
  EXPECT_EQ(traced.trace.front().rfind("row try=0 stage=topology floor=1 attempt=0 ", 0), 0u)
      << traced.trace.front();
}

TEST(Explain, LoggingEveryDrawChangesNothingAndCountsWhatTheTraceCounts) {
  const std::vector<std::string> log = generateLogged("seed-7", kSeed, oneFloor());
  const TracedGeneration traced = generateTraced("seed-7", kSeed, oneFloor());
  // The log is the trace with the draws before each row: without them, the same lines.
  std::vector<std::string> rows;
  int layout_draws = 0;
  for (const std::string& line : log) {
    if (!line.starts_with("draw ")) rows.push_back(line);
    if (line.starts_with("draw layout/floor1/try0.0 ")) ++layout_draws;
  }
  EXPECT_EQ(rows, traced.trace);
  // Every draw of the row is a log line (no rejection sampling happens at these bounds), and
  // the row's line counts them.
  const auto row = std::find_if(rows.begin(), rows.end(), [](const std::string& line) {
    return line.starts_with("row try=0 stage=layout floor=1 attempt=0 ");
  });
  ASSERT_NE(row, rows.end());
  EXPECT_NE(row->find(fmt::format(" draws={} ", layout_draws)), std::string::npos) << *row;
  EXPECT_GT(layout_draws, 0);
}

TEST(Explain, AnExtraDrawInTheStockStageIsFoundThereAndToTheDraw) {
  const Changed both = generateBoth(tableWithRow("stock", &stockAfterAnExtraDraw));
  const TracedGeneration& before = both.before;
  const TraceMove move = firstMove(before.trace, both.after.trace);
  EXPECT_EQ(move.kind, TraceMove::Kind::kDraws) << move.text;
  ASSERT_TRUE(move.row);
  EXPECT_EQ(move.row->stage, "stock");
  EXPECT_EQ(move.row->floor, 1);
  EXPECT_EQ(move.row->try_index, 0);
  // The stock row of try 0 took one draw more than it did.
  const auto was = std::find_if(before.trace.begin(), before.trace.end(), [](const auto& line) {
    return line.starts_with("row try=0 stage=stock floor=1 attempt=0 ");
  });
  ASSERT_NE(was, before.trace.end());
  const int draws = std::stoi(was->substr(was->find(" draws=") + 7));
  EXPECT_EQ(move.text, fmt::format("first moved: try 0, stage stock, floor 1; stream "
                                   "stock/floor1/try0.0 took {} draws, was {}; every earlier row "
                                   "identical",
                                   draws + 1, draws));

  const TraceMove& draw = both.to_the_draw;
  EXPECT_EQ(draw.kind, TraceMove::Kind::kDraw) << draw.text;
  EXPECT_EQ(draw.text.rfind("first different draw: stream stock/floor1/try0.0, draw 0: now "
                            "below:9973 = ",
                            0),
            0u)
      << draw.text;
  EXPECT_NE(
      draw.text.find(fmt::format(" at generator/tests/explain_test.cpp:{}, was ", extra_draw_line)),
      std::string::npos)
      << draw.text;
  EXPECT_NE(draw.text.find(" at generator/floors/stock.cpp:"), std::string::npos) << draw.text;
  EXPECT_TRUE(draw.text.ends_with("(try 0, stage stock, floor 1)")) << draw.text;
}

TEST(Explain, ALayoutRuleThatTakesTheSameDrawsIsTheSameDrawsWithADifferentResult) {
  const Changed both = generateBoth(tableWithRow("layout", &layoutRaisingACorner));
  const TraceMove move = firstMove(both.before.trace, both.after.trace);
  EXPECT_EQ(move.kind, TraceMove::Kind::kResult) << move.text;
  EXPECT_TRUE(
      move.text.starts_with("same draws, different result: try 0, stage layout, floor "
                            "1; stream layout/floor1/try0.0 took "))
      << move.text;
  // To the draw: every draw before the row's end is the same; the row's line is the first
  // difference.
  const TraceMove& draw = both.to_the_draw;
  EXPECT_EQ(draw.kind, TraceMove::Kind::kResult) << draw.text;
  EXPECT_EQ(draw.text, move.text);
}

// The standard band text with the band of `reading` (a kept try's) moved just above its value.
std::string bandsRejecting(const checks::MetricReading& reading) {
  const std::string_view text = checks::kStandardBandsText;
  std::string out;
  int line = 0;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string row(text.substr(at, end - at));
    at = end + 1;
    if (++line == reading.band->line) {
      // The row's last two words are its lo and hi: put them just above the reading.
      const int64_t lo = reading.value + 1000;
      const size_t hi_at = row.find_last_of(' ');
      const size_t lo_at = row.find_last_of(' ', row.find_last_not_of(' ', hi_at));
      row = fmt::format("{} {}.{:03} {}.{:03}", row.substr(0, lo_at), lo / 1000, lo % 1000,
                        (lo + 5000) / 1000, (lo + 5000) % 1000);
    }
    out += row + '\n';
  }
  return out;
}

TEST(Explain, ABandThatRejectsTheKeptTryIsADifferentTryKept) {
  const TracedGeneration before = generateTraced("seed-7", kSeed, oneFloor());
  ASSERT_TRUE(before.generation.passed);
  const auto& readings = before.generation.report.metrics;
  const auto banded = std::find_if(readings.begin(), readings.end(), [](const auto& r) {
    return r.band.has_value() && r.floor == 0 && r.value >= 0;
  });
  ASSERT_NE(banded, readings.end());
  Result<checks::BandTable> narrowed =
      checks::BandTable::parse(bandsRejecting(*banded), "narrowed");
  ASSERT_TRUE(narrowed) << narrowed.error().format();
  const TracedGeneration after = generateTraced("seed-7", kSeed, oneFloor(), *narrowed);
  const TraceMove move = firstMove(before.trace, after.trace);
  EXPECT_EQ(move.kind, TraceMove::Kind::kVerdict) << move.text;
  const int kept = before.generation.kept_try;
  EXPECT_TRUE(
      move.text.starts_with(fmt::format("a different try was kept: try {} now fails band {} "
                                        "on floor 1 (was try {} kept); try ",
                                        kept, banded->metric->id, kept)))
      << move.text;
}

TEST(Explain, IdenticalRunsAreIdentical) {
  const TracedGeneration a = generateTraced("seed-7", kSeed, oneFloor());
  const TracedGeneration b = generateTraced("seed-7", kSeed, oneFloor());
  EXPECT_EQ(firstMove(a.trace, b.trace).kind, TraceMove::Kind::kNone);
  EXPECT_EQ(explained(a.trace, b.trace), "every row, draw and verdict identical");
}

// An extra draw that asks what the stage's own first draw asked, and gets the same value, is no
// difference in numbers: the first difference comes after it, and the line the extra draw was
// asked from is named.
TEST(Explain, ADrawAskedFromAnotherLineIsNamedWithTheFirstDifference) {
  const std::vector<std::string> before = {
      "draw stock/floor1/try0.0 0 below:7 2 generator/floors/stock.cpp:52",
      "draw stock/floor1/try0.0 1 chance:350 1 generator/floors/stock.cpp:67"};
  const std::vector<std::string> after = {
      "draw stock/floor1/try0.0 0 below:7 2 generator/floors/stock.cpp:210",
      "draw stock/floor1/try0.0 1 below:7 2 generator/floors/stock.cpp:52"};
  EXPECT_EQ(explained(before, after),
            "first different draw: stream stock/floor1/try0.0, draw 1: now below:7 = 2 at "
            "generator/floors/stock.cpp:52, was chance:350 = 1 at generator/floors/stock.cpp:67 "
            "(try 0, stage "
            "stock, floor 1); before it, draw 0 of stock/floor1/try0.0 was asked from another "
            "line: now generator/floors/stock.cpp:210, was generator/floors/stock.cpp:52 (or only "
            "the line "
            "moved)");
  // Lines that moved and nothing else: identical numbers.
  EXPECT_EQ(explained({before[0]}, {after[0]}), "every row, draw and verdict identical");
}

TEST(Explain, StreamNamesGiveTheirStageFloorAndTry) {
  const StreamPlace layout = placeOfStream("layout/floor2/try13.1");
  EXPECT_EQ(layout.stage, "layout");
  EXPECT_EQ(layout.floor, 2);
  EXPECT_EQ(layout.try_index, 13);
  const StreamPlace stack = placeOfStream("stack/try3");
  EXPECT_EQ(stack.stage, "stack");
  EXPECT_EQ(stack.floor, -1);
  EXPECT_EQ(stack.try_index, 3);
  EXPECT_TRUE(placeOfStream("ducts/kept").kept);
  EXPECT_EQ(placeOfStream("topology/floor1/draw").try_index, -1);
}

}  // namespace
}  // namespace dungeon::gen
