// The incremental check (checks/incremental.h) against a full check (RapidCheck): every lay a
// stage judges while a try is built under random options (every option row, floor count and
// size class; the generator's own lays: rising, glimpse, ducts, and whatever a row lays with
// keepIfChecksPass) and random lays on generated dungeons (squares dug or filled, heights moved,
// things added, moved or taken, dirt changed) give a report equal to a full check of the dungeon
// after the lay: every check's verdict, reason and square, every reading and its band, and the
// refusal. With one check's stated inputs made too narrow the random lays find a difference.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "checks/incremental.h"
#include "checks/report.h"
#include "generator/core/stage_observer.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/sheet.h"
#include "testing/random_options.h"
#include "testing/reproduce.h"

namespace dungeon {
namespace {

// The first difference between two reports, or "" when they are the same.
std::string differenceOf(const checks::Report& a, const checks::Report& b) {
  if (a.refused != b.refused) return "refusal: '" + a.refused + "' / '" + b.refused + "'";
  if (a.checks.size() != b.checks.size()) return "number of checks";
  for (size_t i = 0; i < a.checks.size(); ++i) {
    const checks::CheckOutcome& x = a.checks[i].outcome;
    const checks::CheckOutcome& y = b.checks[i].outcome;
    if (a.checks[i].check != b.checks[i].check || x.passed != y.passed || x.reason != y.reason ||
        x.floor != y.floor || x.at != y.at) {
      return std::string(a.checks[i].check->id) + ": '" + x.reason + "' / '" + y.reason + "'";
    }
  }
  if (a.metrics.size() != b.metrics.size()) return "number of readings";
  for (size_t i = 0; i < a.metrics.size(); ++i) {
    const checks::MetricReading& x = a.metrics[i];
    const checks::MetricReading& y = b.metrics[i];
    const bool same_band = x.band.has_value() == y.band.has_value() &&
                           (!x.band || (x.band->lo == y.band->lo && x.band->hi == y.band->hi));
    if (x.metric != y.metric || x.floor != y.floor || x.value != y.value || !same_band) {
      return std::string(x.metric->id) + " on floor " + std::to_string(x.floor) + ": " +
             std::to_string(x.value) + " / " + std::to_string(y.value);
    }
  }
  return "";
}

// Holds every lay's report to a full check of the dungeon after it.
class FullCheckWatcher : public gen::StageObserver {
 public:
  void rowRan(const gen::RowRun&) override {}
  void layJudged(const Dungeon&, const Dungeon& after, const checks::Report& report,
                 const checks::BandTable* bands) override {
    static const checks::BandTable kNoBands;
    const checks::Report full = checks::checkDungeon(after, bands ? *bands : kNoBands);
    ++lays;
    if (difference.empty()) difference = differenceOf(report, full);
  }
  int lays = 0;
  std::string difference;
};

RC_GTEST_PROP(Incremental, EveryLayAStageJudgesIsJudgedAsAFullCheckWould, ()) {
  const uint64_t seed = *rc::gen::inRange<uint64_t>(1, 1'000'000);
  Options options = *testing::genOptions(testing::genSizeClassSides());
  RC_PRE(options.width * options.height * options.floors <= 3 * 96 * 96);
  // Most lays a stage judges are --rising's (its rising cut and its ducts): draw it three times
  // in four.
  options.rising = options.rising || *rc::gen::inRange(0, 3) != 0;
  testing::logReproduce(seed, options);
  FullCheckWatcher watcher;
  gen::BuiltTry built = gen::buildTry(gen::nameForSeed(seed), seed, options, 0,
                                      &checks::standardBands(), gen::stageTable(), &watcher);
  if (built.result.ok()) {
    gen::runKeptTryRows(built.draft, &checks::standardBands(), gen::stageTable(), &watcher);
  }
  RC_LOG() << watcher.difference << "\n";
  RC_ASSERT(watcher.difference.empty());
  RC_TAG(watcher.lays == 0 ? "no lay" : watcher.lays == 1 ? "one lay" : "several lays");
}

// A random lay on `d`: one of the changes stages make, somewhere drawn.
void layAtRandom(Dungeon& d) {
  const int f = *rc::gen::inRange(0, static_cast<int>(d.floors.size()));
  Floor& floor = d.floors[static_cast<size_t>(f)];
  const Point at{*rc::gen::inRange(0, floor.width()), *rc::gen::inRange(0, floor.height())};
  const int w = *rc::gen::inRange(1, 4);
  const int h = *rc::gen::inRange(1, 4);
  auto forBox = [&](auto change) {
    for (int y = at.y; y < at.y + h; ++y) {
      for (int x = at.x; x < at.x + w; ++x) {
        if (floor.inBounds({x, y})) change(Point{x, y});
      }
    }
  };
  switch (*rc::gen::inRange(0, 6)) {
    case 0: {  // dig or fill
      const auto kind = *rc::gen::element(SquareKind::kRock, SquareKind::kCorridor,
                                          SquareKind::kRoom, SquareKind::kCrawl);
      forBox([&](Point p) { floor.setKind(p, kind); });
      RC_TAG("kinds");
      break;
    }
    case 1: {  // raise or sink
      const int by = *rc::gen::element(-7, -2, -1, 1, 2, 7);
      forBox([&](Point p) {
        const int to = floor.heightHalfMetres(p) + by;
        if (to >= -kMaxHeightHalfMetres && to <= kMaxHeightHalfMetres)
          floor.setHeightHalfMetres(p, to);
      });
      RC_TAG("heights");
      break;
    }
    case 2: {  // a thing added
      const auto type = *rc::gen::element(ThingType::kKey, ThingType::kMonster, ThingType::kWindow,
                                          ThingType::kLoot);
      Thing t{type, f, at, {}};
      if (type == ThingType::kKey) t.fields.set(Field::kColour, 0);
      if (type == ThingType::kMonster) t.fields.set(Field::kBody, 1);
      if (type == ThingType::kLoot) t.fields.set(Field::kValue, 5);
      d.things.push_back(t);
      RC_TAG("thing added");
      break;
    }
    case 3:  // a thing taken
      if (!d.things.empty()) {
        d.things.erase(d.things.begin() + *rc::gen::inRange(0, static_cast<int>(d.things.size())));
      }
      RC_TAG("thing taken");
      break;
    case 4:  // a thing moved
      if (!d.things.empty()) {
        d.things[static_cast<size_t>(*rc::gen::inRange(0, static_cast<int>(d.things.size())))].at =
            at;
      }
      RC_TAG("thing moved");
      break;
    default:  // dirt, where the floor has it, else nothing at all
      if (floor.isDirtFloor()) {
        forBox([&](Point p) { floor.setGround(p, *rc::gen::inRange(0, kDirtFull + 1)); });
      }
      RC_TAG("dirt or nothing");
      break;
  }
  canonicalize(d);
}

// Chains random lays from a generated dungeon, each judged from the check of the one before (as
// keepIfChecksPass does), and returns the first difference from a full check.
std::string chainOfLays(const checks::ReadsOf& reads_of) {
  const uint64_t seed = *rc::gen::inRange<uint64_t>(1, 1'000'000);
  const Options options = *testing::genOptions(testing::genSizeClassSides());
  RC_PRE(options.width * options.height * options.floors <= 3 * 96 * 96);
  testing::logReproduce(seed, options);
  auto before =
      std::make_shared<const Dungeon>(gen::generate(gen::nameForSeed(seed), seed, options).dungeon);
  const checks::BandTable& bands = checks::standardBands();
  checks::CheckMemory memory = checks::checkRemembering(*before, bands);
  for (int lay = 0; lay < 4; ++lay) {
    auto after = std::make_shared<Dungeon>(*before);
    layAtRandom(*after);
    checks::CheckMemory next =
        checks::checkChanged(after, bands, *before, memory.built.get(), &memory, reads_of);
    if (std::string d = differenceOf(next.report, checks::checkDungeon(*after, bands)); !d.empty())
      return d;
    memory = std::move(next);  // its world holds `after`
    before = std::move(after);
  }
  return "";
}

RC_GTEST_PROP(Incremental, RandomLaysAreJudgedAsAFullCheckWould, ()) {
  const std::string difference = chainOfLays(nullptr);
  RC_LOG() << difference << "\n";
  RC_ASSERT(difference.empty());
}

// slopes_walkable stated to read the kinds only: a lay that moves heights alone is judged from
// the check before, so a cliff it makes goes unseen. The random lays find it (RapidCheck prints
// the failing case it found: that failure is this test passing).
TEST(Incremental, ACheckStatedTooNarrowlyIsFound) {
  const checks::ReadsOf narrow = [](std::string_view id, checks::Reads stated) {
    return id == "slopes_walkable" ? checks::Reads{0, checks::kKinds} : stated;
  };
  const auto found = rc::check("a too narrow slopes_walkable is found",
                               [&] { RC_ASSERT(chainOfLays(narrow).empty()); });
  EXPECT_FALSE(found) << "no lay showed the difference";
}

}  // namespace
}  // namespace dungeon
