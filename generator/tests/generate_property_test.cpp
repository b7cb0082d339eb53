// Properties of the whole generator over random seeds and sizes (RapidCheck). A failure
// prints the seed and options and the command that regenerates the dungeon.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <vector>

#include "checks/report.h"
#include "generator/core/tries.h"
#include "generator/floors/topology.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/sheet.h"
#include "testing/reproduce.h"

namespace dungeon::gen {
namespace {

struct Case {
  uint64_t seed;
  Options options;
};

rc::Gen<Case> genCase() {
  return rc::gen::apply(
      [](uint64_t seed, int side) {
        Options options;
        options.width = options.height = side;
        return Case{seed, options};
      },
      rc::gen::arbitrary<uint64_t>(), rc::gen::inRange(kMinFloorSide, 65));
}

RC_GTEST_PROP(GenerateProperty, SameSeedAndOptionsGiveTheSameBytes, ()) {
  const Case c = *genCase();
  dungeon::testing::logReproduce(c.seed, c.options);
  const std::string first = writeSheet(generate(nameForSeed(c.seed), c.seed, c.options).dungeon);
  const std::string second = writeSheet(generate(nameForSeed(c.seed), c.seed, c.options).dungeon);
  RC_ASSERT(first == second);
}

RC_GTEST_PROP(GenerateProperty, EveryKeptDungeonPassesEveryHardCheck, ()) {
  const Case c = *genCase();
  dungeon::testing::logReproduce(c.seed, c.options);
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  RC_ASSERT(g.kept_try >= 0);
  for (const auto& entry : g.report.checks) {
    RC_LOG() << entry.check->id << ": " << entry.outcome.reason << "\n";
    RC_ASSERT(entry.outcome.passed);
  }
}

RC_GTEST_PROP(GenerateProperty, GeneratedSheetsRoundTripExactly, ()) {
  const Case c = *genCase();
  dungeon::testing::logReproduce(c.seed, c.options);
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  const std::string text = writeSheet(g.dungeon);
  const auto read = readSheet(text, "generated");
  RC_ASSERT(read.ok());
  RC_ASSERT(read->dungeon == g.dungeon);
  RC_ASSERT(writeSheet(read->dungeon) == text);
}

// A rejected try leaves nothing behind: the kept try built on its own, with no tries before
// it, gives the same bytes as the generator's output.
RC_GTEST_PROP(GenerateProperty, KeptTryIsIndependentOfRejectedTries, ()) {
  const Case c = *genCase();
  dungeon::testing::logReproduce(c.seed, c.options);
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  RC_ASSERT(g.kept_try >= 0);
  const BuiltTry alone = buildTry(nameForSeed(c.seed), c.seed, c.options, g.kept_try);
  RC_ASSERT(alone.result.ok());
  RC_ASSERT(writeSheet(*alone.draft.dungeon) == writeSheet(g.dungeon));
}

// The world the glimpse stage leaves in the try's cache (try_cache.h) gives the same report as
// the check's own, on one floor and on three; and it is held and taken, so the comparison is
// not between two worlds built alike.
RC_GTEST_PROP(GenerateProperty, TheHandedOnWorldChecksAsTheChecksOwn, ()) {
  Case c = *genCase();
  c.options.floors = *rc::gen::element(1, 3);
  const int try_index = *rc::gen::inRange(0, 3);
  dungeon::testing::logReproduce(c.seed, c.options);
  RC_LOG() << "try " << try_index << "\n";
  BuiltTry built = buildTry(nameForSeed(c.seed), c.seed, c.options, try_index);
  RC_PRE(built.result.ok());
  // After a slot the world is left to build; heldWorld builds it as the check would.
  const bool held = built.cache.heldWorld(built.draft.dungeon) != nullptr;
  RC_PRE(held);
  std::shared_ptr<const sim::BuiltWorld> world = built.cache.world(built.draft.dungeon);
  RC_ASSERT(&world->world.dungeon() == &*built.draft.dungeon);  // the draft's own version
  const checks::BandTable& bands = checks::standardBands();
  const std::string own = checks::formatReport(checks::checkDungeon(*built.draft.dungeon, bands));
  const std::string handed = checks::formatReport(checks::checkDungeon(std::move(world), bands));
  RC_ASSERT(handed == own);
}

// The kept try as checking every try in order keeps it: the search written plainly, without
// putting any try aside.
struct EveryTryChecked {
  int kept_try = -1;
  std::vector<TryRecord> tries;
};

EveryTryChecked checkEveryTry(const Case& c) {
  EveryTryChecked out;
  const bool glimpse_sought = laidForTheGlimpse(cellGridFor(c.options.width, c.options.height));
  int passing = 0;
  for (int t = 0; t < kMaxTries && passing < kPassingTriesCompared; ++t) {
    const BuiltTry built = buildTry(nameForSeed(c.seed), c.seed, c.options, t);
    if (!built.result.ok()) {
      out.tries.push_back({});
      continue;
    }
    const TryRecord record =
        judgeTry(t, checks::checkDungeon(*built.draft.dungeon, checks::standardBands()));
    out.tries.push_back(record);
    passing += record.passed;
    const auto kept = static_cast<size_t>(out.kept_try);
    if (out.kept_try >= 0 && record.score >= out.tries[kept].score) continue;
    out.kept_try = t;
    if (record.passed && (record.goal_seen_early || !glimpse_sought)) break;
  }
  return out;
}

// Tries put aside unchecked never change the choice: the kept try, the number of tries and
// every checked try's verdict are those of checking every try in order.
RC_GTEST_PROP(GenerateProperty, PuttingTriesAsideKeepsTheChoice, ()) {
  Case c = *genCase();
  c.options.floors = *rc::gen::element(1, 3);
  // Now and then a floor too large to be laid for the glimpse, where nothing is put aside.
  if (*rc::gen::inRange(0, 8) == 0) c.options.width = c.options.height = 96;
  dungeon::testing::logReproduce(c.seed, c.options);
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  const EveryTryChecked reference = checkEveryTry(c);
  RC_ASSERT(g.kept_try == reference.kept_try);
  RC_ASSERT(g.tries.size() == reference.tries.size());
  for (size_t t = 0; t < g.tries.size(); ++t) {
    const TryRecord& got = g.tries[t];
    if (!got.checked || got.by_stage) continue;
    RC_ASSERT(got.passed == reference.tries[t].passed);
    RC_ASSERT(got.score == reference.tries[t].score);
    RC_ASSERT(got.rejected_by == reference.tries[t].rejected_by);
  }
  RC_TAG(std::count_if(g.tries.begin(), g.tries.end(),
                       [](const TryRecord& r) { return !r.checked; }) > 0
             ? "some put aside"
             : "none put aside");
}

}  // namespace
}  // namespace dungeon::gen
