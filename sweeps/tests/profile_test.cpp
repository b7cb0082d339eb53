// The profile: generating with the timing observer installed gives the same bytes as without
// it; every stage row, hard check and metric is timed, whole and self, and the self times add
// up to the generation's; the warm-up is a fixed share of the run; the tries and rejections it
// counts are the generator's; and the median and 90th percentile pick the documented ranks.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/sheet.h"
#include "sweeps/profile.h"
#include "util/timing.h"

namespace dungeon::sweeps {
namespace {

class CountingObserver final : public TimingObserver {
 public:
  void took(std::string_view kind, std::string_view name, std::chrono::steady_clock::duration total,
            std::chrono::steady_clock::duration self) override {
    kinds.insert(std::string(kind));
    ++reports;
    reported.push_back({std::string(name), total, self});
  }
  struct Report {
    std::string name;
    std::chrono::steady_clock::duration total;
    std::chrono::steady_clock::duration self;
  };
  std::set<std::string> kinds;
  int reports = 0;
  std::vector<Report> reported;
};

void spin(std::chrono::microseconds time) {
  const auto until = std::chrono::steady_clock::now() + time;
  while (std::chrono::steady_clock::now() < until) {
  }
}

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

// A scope's self time leaves out the scopes nested in it, each of them once, however deep; the
// scopes report innermost first.
TEST(Profile, ANestedScopeCountsInItsOwnSelfTimeOnly) {
  CountingObserver observer;
  {
    const ObserveTimings observe(&observer);
    const TimedScope outer("stage", "outer");
    spin(std::chrono::microseconds(300));
    {
      const TimedScope middle("context", "middle");
      spin(std::chrono::microseconds(300));
      {
        const TimedScope inner("check", "inner");
        spin(std::chrono::microseconds(300));
      }
    }
    {
      const TimedScope after("metric", "after");
      spin(std::chrono::microseconds(300));
    }
  }
  ASSERT_EQ(observer.reported.size(), 4u);
  const auto& inner = observer.reported[0];
  const auto& middle = observer.reported[1];
  const auto& after = observer.reported[2];
  const auto& outer = observer.reported[3];
  EXPECT_EQ(inner.name, "inner");
  EXPECT_EQ(outer.name, "outer");
  EXPECT_EQ(inner.self, inner.total);
  EXPECT_EQ(middle.self, middle.total - inner.total);
  EXPECT_EQ(after.self, after.total);
  EXPECT_EQ(outer.self, outer.total - middle.total - after.total);
  EXPECT_GE(outer.self, std::chrono::microseconds(300));
  EXPECT_EQ(innermostTimedScope(), nullptr);
}

// The self shares of a real profile add up, with the time outside every item, to the whole:
// no time is counted twice (a nested stage once counted in its parent too made 154%).
TEST(Profile, SelfTimesAddUpToTheGenerationTime) {
  for (int floors : {1, 3}) {
    Options options;
    options.floors = floors;
    options.rising = floors == 3;
    const Profile profile = runProfile({options, 6, 1});
    int64_t self = 0;
    int64_t whole = 0;
    for (const TimeStats& item : profile.items) {
      EXPECT_LE(item.self_total, item.total) << item.name;
      EXPECT_GE(item.self_total, 0) << item.name;
      self += item.self_total;
      whole += item.total;
    }
    EXPECT_LE(self, profile.generation.total) << floors;
    EXPECT_GE(profile.unattributed, 0) << floors;
    EXPECT_EQ(self + profile.unattributed, profile.generation.total) << floors;
    // The rising and duct stages check their candidates inside the stage: nested items.
    if (options.rising) {
      EXPECT_GT(whole, self) << "no item is nested in another";
    }
    const nlohmann::json json = profileJson(profile);
    int64_t permille = 0;
    for (const auto& item : json["items"]) permille += item["self_share_permille"].get<int64_t>();
    permille +=
        (profile.unattributed * 2000 + profile.generation.total) / (profile.generation.total * 2);
    // Each of the items and the last line rounds by at most half a permille.
    const auto rounding = static_cast<int64_t>(profile.items.size() + 1) / 2 + 1;
    EXPECT_LE(std::abs(permille - 1000), rounding) << permille;
    EXPECT_GT(profile.generation_cpu.total, 0);
  }
}

TEST(Profile, TheWarmUpIsAFixedShareOfTheRun) {
  EXPECT_EQ(warmupGenerations(1), 0);
  EXPECT_EQ(warmupGenerations(19), 0);
  EXPECT_EQ(warmupGenerations(20), 1);
  EXPECT_EQ(warmupGenerations(1000), 50);
  Options options;
  const Profile profile = runProfile({options, 40, 1});
  EXPECT_EQ(profile.warmup, 2);
  EXPECT_NE(formatProfile(profile).find("warm-up: 2 generations untimed"), std::string::npos)
      << formatProfile(profile);
  EXPECT_NE(formatProfile(runProfile({options, 3, 1})).find("warm-up: none"), std::string::npos);
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
