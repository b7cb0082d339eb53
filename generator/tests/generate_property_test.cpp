// Properties of the whole generator over random seeds and sizes (RapidCheck). A failure
// prints the seed and options and the command that regenerates the dungeon.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "generator/generate.h"
#include "generator/pipeline.h"
#include "model/sheet.h"

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

std::string reproduce(const Case& c) {
  return "dungeon generate --seed " + std::to_string(c.seed) + " --size " +
         std::to_string(c.options.width) + "x" + std::to_string(c.options.height);
}

RC_GTEST_PROP(GenerateProperty, SameSeedAndOptionsGiveTheSameBytes, ()) {
  const Case c = *genCase();
  RC_LOG() << "reproduce: " << reproduce(c) << "\n";
  const std::string first = writeSheet(generate(nameForSeed(c.seed), c.seed, c.options).dungeon);
  const std::string second = writeSheet(generate(nameForSeed(c.seed), c.seed, c.options).dungeon);
  RC_ASSERT(first == second);
}

RC_GTEST_PROP(GenerateProperty, EveryKeptDungeonPassesEveryHardCheck, ()) {
  const Case c = *genCase();
  RC_LOG() << "reproduce: " << reproduce(c) << "\n";
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  RC_ASSERT(g.kept_try >= 0);
  for (const auto& entry : g.report.checks) {
    RC_LOG() << entry.check->id << ": " << entry.outcome.reason << "\n";
    RC_ASSERT(entry.outcome.passed);
  }
}

RC_GTEST_PROP(GenerateProperty, GeneratedSheetsRoundTripExactly, ()) {
  const Case c = *genCase();
  RC_LOG() << "reproduce: " << reproduce(c) << "\n";
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
  RC_LOG() << "reproduce: " << reproduce(c) << "\n";
  const Generation g = generate(nameForSeed(c.seed), c.seed, c.options);
  RC_ASSERT(g.kept_try >= 0);
  const BuiltTry alone = buildTry(nameForSeed(c.seed), c.seed, c.options, g.kept_try);
  RC_ASSERT(alone.result.ok());
  RC_ASSERT(writeSheet(alone.draft.dungeon) == writeSheet(g.dungeon));
}

}  // namespace
}  // namespace dungeon::gen
