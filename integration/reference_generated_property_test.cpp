// The reference rules, the checks and the walk agree on generated dungeons (RapidCheck,
// docs/reference.md): under random options (a word for every row of the options table: every
// floor count 1-8, every size class, topologies, --rising, --mine on any floor), every shared
// rule's verdict, every square the party reaches and every step it walks is the same by the
// rules written again from SPEC (testing/reference/) as by the checks and the sim
// (integration/reference_agreement.h). A failure prints the dungeon's reproduce line.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "generator/generate.h"
#include "integration/reference_agreement.h"
#include "testing/random_options.h"
#include "testing/reproduce.h"

namespace dungeon {
namespace {

RC_GTEST_PROP(ReferenceAgreement, OnGeneratedDungeons, ()) {
  // At RapidCheck's nominal size every draw spans its range, so the first of the few cases are
  // as varied as the last (inRange scales with the case's size, which starts small).
  const auto seed = *rc::gen::resize(rc::kNominalSize, rc::gen::inRange<uint64_t>(0, 1ull << 32));
  const Options options =
      *rc::gen::resize(rc::kNominalSize, testing::genOptions(testing::genSizeClassSides()));
  testing::logReproduce(seed, options);
  RC_TAG(options.floors, options.width * options.height > 60 * 60 ? "large" : "small",
         options.rising ? "rising" : "flat", options.mine ? "mine" : "no mine");
  const gen::Generation made = gen::generate(gen::nameForSeed(seed), seed, options);
  agreement::expectAgreement(made.dungeon);
}

}  // namespace
}  // namespace dungeon
