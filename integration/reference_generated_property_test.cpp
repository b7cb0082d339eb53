// The reference rules, the checks and the walk agree on generated dungeons (RapidCheck,
// docs/reference.md): under random options (a word for every row of the options table: every
// floor count 1-8, every size class, topologies, --rising, --mine on any floor), every hard
// check's verdict, every square the party reaches and every step it walks is the same by the
// rules written again from SPEC (testing/reference/) as by the checks and the sim
// (integration/reference_agreement.h), and a dungeon the generator kept as passing breaks no
// rule of the rulebook by the reference. A failure prints the dungeon's reproduce line. CTest
// runs it in shards (integration/CMakeLists.txt): 10,000 dungeons in ci/test, 1,000,000 in the
// full preset.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "generator/tries/generate.h"
#include "integration/reference_agreement.h"
#include "testing/random_options.h"
#include "testing/reference/reference.h"
#include "testing/reference/registry.h"
#include "testing/reproduce.h"

namespace dungeon {
namespace {

// The size classes drawn by what a case costs (docs/reference.md, "At scale"): a huge case costs
// about 70 small or standard ones (8 G instructions against 90 M and 130 M, most of it making
// the dungeon) and a large one about 7, so 1 case in 100 is huge and 5 are large: 100 huge and
// 500 large dungeons in each run of 10,000, every class in any run of a few hundred.
constexpr testing::SizeClassWeights kClassesByCost{47, 47, 5, 1};

RC_GTEST_PROP(ReferenceAgreement, OnGeneratedDungeons, ()) {
  // At RapidCheck's nominal size every draw spans its range, so the first of the few cases are
  // as varied as the last (inRange scales with the case's size, which starts small).
  const auto seed = *rc::gen::resize(rc::kNominalSize, rc::gen::inRange<uint64_t>(0, 1ull << 32));
  const Options options = *rc::gen::resize(
      rc::kNominalSize, testing::genOptions(testing::genSizeClassSides(kClassesByCost)));
  testing::logReproduce(seed, options);
  RC_TAG(options.floors, options.width * options.height > 60 * 60 ? "large" : "small",
         options.rising ? "rising" : "flat", options.mine ? "mine" : "no mine");
  const gen::Generation made = gen::generate(gen::nameForSeed(seed), seed, options);
  agreement::expectAgreement(made.dungeon);
  // The rulebook (docs/rules.md): a dungeon the generator kept as passing keeps every rule the
  // reference states.
  if (made.passed) {
    const reference::Reference ref(made.dungeon);
    for (const reference::ReferenceRule& rule : reference::referenceRules()) {
      const std::string why = rule.problem(ref);
      if (!why.empty()) RC_FAIL("a passing dungeon breaks " + std::string(rule.name) + ": " + why);
    }
  }
}

}  // namespace
}  // namespace dungeon
