// The kept try watched stage by stage (generator/observers/stage_trace.h): one snapshot per table
// row in table order, a picture-to-be for each row the options enable, the last one the finished
// dungeon, and the watching changes no byte: a try built with an observer is the try built
// without one, and the generation is generate()'s own. On one floor, and on three floors with
// --rising and --mine.
#include "generator/observers/stage_trace.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/sheet.h"
#include "model/square.h"

namespace dungeon::gen {
namespace {

struct Case {
  uint64_t seed;
  Options options;
};

std::vector<Case> cases() {
  Options one;
  Options three;
  three.floors = 3;
  three.rising = true;
  three.mine = 2;
  return {{7, one}, {11, one}, {7, three}, {12, three}};
}

// Counts the calls, so a test sees the observer was really told.
class CountingObserver : public StageObserver {
 public:
  void rowRan(const RowRun&) override { ++calls; }
  int calls = 0;
};

int openSquares(const Floor& floor) {
  return static_cast<int>(std::count_if(floor.kindData().begin(), floor.kindData().end(),
                                        [](SquareKind kind) { return isOpen(kind); }));
}

TEST(StageTrace, OneSnapshotPerRowInTableOrderAndAPictureForEachEnabledRow) {
  for (const Case& c : cases()) {
    const StageTrace trace = traceStages(nameForSeed(c.seed), c.seed, c.options);
    ASSERT_EQ(trace.stages.size(), stageTable().size());
    for (size_t i = 0; i < trace.stages.size(); ++i) {
      const StageRow& row = stageTable()[i];
      EXPECT_EQ(trace.stages[i].stage, row.name);
      EXPECT_EQ(trace.stages[i].enabled, enabledSomewhere(row, c.options)) << row.name;
      // Every one of these dungeons passes, so every enabled row ran on its kept try.
      EXPECT_EQ(trace.stages[i].ran, enabledSomewhere(row, c.options)) << row.name;
    }
    EXPECT_TRUE(trace.generation.passed);
    const bool three = c.options.floors == 3;
    EXPECT_EQ(trace.stages[3].ran, three);  // mine
    EXPECT_EQ(trace.stages[6].ran, three);  // rising
    EXPECT_EQ(trace.stages[7].ran, three);  // ducts
  }
}

TEST(StageTrace, TopologyOnlyPlansAndLayoutDigsEveryFloorButTheMine) {
  for (const Case& c : cases()) {
    const StageTrace trace = traceStages(nameForSeed(c.seed), c.seed, c.options);
    const Dungeon& planned = trace.stages[0].dungeon;
    const Dungeon& laid = trace.stages[1].dungeon;
    for (int f = 0; f < c.options.floors; ++f) {
      EXPECT_EQ(openSquares(planned.floors[static_cast<size_t>(f)]), 0) << f;
      const bool mine = c.options.mine && f == *c.options.mine - 1;
      EXPECT_EQ(openSquares(laid.floors[static_cast<size_t>(f)]) > 0, !mine) << f;
    }
    EXPECT_TRUE(planned.things.empty());
  }
}

TEST(StageTrace, EndsAtTheGeneratedDungeonByteForByte) {
  for (const Case& c : cases()) {
    const Generation plain = generate(nameForSeed(c.seed), c.seed, c.options);
    const StageTrace trace = traceStages(nameForSeed(c.seed), c.seed, c.options);
    EXPECT_EQ(writeSheet(trace.generation.dungeon), writeSheet(plain.dungeon));
    EXPECT_TRUE(endsAtTheKeptDungeon(trace));
    // The last row that ran: ducts with --rising, else glimpse.
    const size_t last = c.options.rising ? 7 : 5;
    EXPECT_EQ(writeSheet(trace.stages[last].dungeon), writeSheet(plain.dungeon)) << c.seed;
    // and not the picture of the row before it
    EXPECT_NE(writeSheet(trace.stages[last - 1].dungeon), writeSheet(plain.dungeon)) << c.seed;
  }
}

TEST(StageTrace, AnObservedTryIsTheTryBuiltWithoutOne) {
  for (const Case& c : cases()) {
    const std::string name = nameForSeed(c.seed);
    const int kept = generate(name, c.seed, c.options).kept_try;
    for (int t = 0; t <= kept; ++t) {
      CountingObserver observer;
      BuiltTry watched =
          buildTry(name, c.seed, c.options, t, &checks::standardBands(), stageTable(), &observer);
      const BuiltTry plain = buildTry(name, c.seed, c.options, t);
      EXPECT_GT(observer.calls, 0);
      EXPECT_EQ(watched.draft, plain.draft) << "try " << t;
      EXPECT_EQ(writeSheet(*watched.draft.dungeon), writeSheet(*plain.draft.dungeon));
      Draft unwatched = plain.draft;
      runKeptTryRows(watched.draft, &checks::standardBands(), stageTable(), &observer);
      runKeptTryRows(unwatched, &checks::standardBands(), stageTable());
      EXPECT_EQ(watched.draft, unwatched) << "try " << t;
    }
  }
}

}  // namespace
}  // namespace dungeon::gen
