// The profile: generating with the timing observer installed gives the same bytes as without
// it; every stage row, hard check and metric is timed; the tries and rejections it counts
// are the generator's; and the median and 90th percentile pick the documented ranks.
#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "generator/generate.h"
#include "generator/pipeline.h"
#include "model/sheet.h"
#include "model/timing.h"
#include "sweeps/profile.h"

namespace dungeon::sweeps {
namespace {

class CountingObserver final : public TimingObserver {
 public:
  void took(std::string_view kind, std::string_view, std::chrono::steady_clock::duration) override {
    kinds.insert(std::string(kind));
    ++reports;
  }
  std::set<std::string> kinds;
  int reports = 0;
};

TEST(Profile, GeneratingWithTheObserverGivesTheSameBytes) {
  for (int floors : {1, 3}) {
    for (uint64_t seed : {1, 2, 77}) {
      Options options;
      options.floors = floors;
      const std::string name = gen::nameForSeed(seed);
      const gen::Generation plain = gen::generate(name, seed, options);
      CountingObserver observer;
      const gen::Generation timed = [&] {
        const ObserveTimings observe(&observer);
        return gen::generate(name, seed, options);
      }();
      EXPECT_EQ(writeSheet(timed.dungeon), writeSheet(plain.dungeon)) << floors << " " << seed;
      EXPECT_EQ(timed.tries.size(), plain.tries.size());
      EXPECT_EQ(timed.passed, plain.passed);
      EXPECT_EQ(observer.kinds, (std::set<std::string>{"stage", "context", "check", "metric"}));
      EXPECT_EQ(threadTimingObserver(), nullptr) << "the guard puts the null observer back";
    }
  }
}

TEST(Profile, NoObserverNoReports) {
  CountingObserver observer;
  { const TimedScope scope("stage", "x"); }
  {
    const ObserveTimings observe(&observer);
    { const TimedScope scope("stage", "x"); }
  }
  { const TimedScope scope("stage", "x"); }
  EXPECT_EQ(observer.reports, 1);
}

TEST(Profile, TimesEveryItemAndCountsTheGeneratorsTries) {
  Options options;
  options.floors = 2;
  const Profile profile = runProfile({options, 4, 11});
  std::set<std::string> names;
  for (const TimeStats& item : profile.items) {
    names.insert(item.kind + ":" + item.name);
    EXPECT_LE(item.median, item.p90) << item.name;
    EXPECT_LE(item.total, profile.generation.total + 1) << item.name;
  }
  for (const gen::StageRow& row : gen::stageTable())
    EXPECT_TRUE(names.contains("stage:" + std::string(row.name))) << row.name;
  for (const checks::HardCheck& check : checks::hardChecks())
    EXPECT_TRUE(names.contains("check:" + std::string(check.id))) << check.id;
  for (const checks::MetricDef& metric : checks::metrics())
    EXPECT_TRUE(names.contains("metric:" + std::string(metric.id))) << metric.id;
  int64_t tries = 0, rejected = 0;
  for (uint64_t seed = 11; seed < 15; ++seed) {
    const gen::Generation g = gen::generate(gen::nameForSeed(seed), seed, options);
    tries += static_cast<int64_t>(g.tries.size());
    for (const gen::TryRecord& r : g.tries) rejected += !r.passed && !r.rejected_by.empty();
  }
  EXPECT_EQ(profile.tries_total, tries);
  EXPECT_EQ(profile.tries_rejected, rejected);
  int64_t counted = 0;
  for (const ProfileRejection& r : profile.rejections) counted += r.count;
  EXPECT_EQ(counted, rejected);
  EXPECT_GT(profile.generation.total, 0);
  const std::string text = formatProfile(profile);
  EXPECT_NE(text.find("stages:"), std::string::npos) << text;
  EXPECT_NE(text.find("hard checks:"), std::string::npos);
  EXPECT_EQ(profileJson(profile)["items"].size(), profile.items.size());
}

TEST(Profile, MedianAndNinetiethPercentileAreNearestRanks) {
  EXPECT_EQ(lowerMedian({5}), 5);
  EXPECT_EQ(percentile90({5}), 5);
  EXPECT_EQ(lowerMedian({4, 1, 3, 2}), 2);
  EXPECT_EQ(percentile90({10, 9, 8, 7, 6, 5, 4, 3, 2, 1}), 9);
  EXPECT_EQ(percentile90({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}), 10);
}

}  // namespace
}  // namespace dungeon::sweeps
