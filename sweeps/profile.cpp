// Profiles generation seed by seed with a timing observer, and formats what it measured.
#include "sweeps/profile.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <utility>

#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "util/counted.h"
#include "util/decimal.h"
#include "util/natural_order.h"
#include "util/timing.h"

namespace dungeon::sweeps {
namespace {

using Key = std::pair<std::string, std::string>;  // kind, name

// An item's whole and self time, in nanoseconds.
struct ItemTime {
  int64_t total = 0;
  int64_t self = 0;
};

int64_t nanoseconds(std::chrono::steady_clock::duration time) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(time).count();
}

// Sums the times reported on this thread per item, for one seed.
class SeedTimes final : public TimingObserver {
 public:
  void took(std::string_view kind, std::string_view name, std::chrono::steady_clock::duration total,
            std::chrono::steady_clock::duration self) override {
    ItemTime& sum = sums_[{std::string(kind), std::string(name)}];
    sum.total += nanoseconds(total);
    sum.self += nanoseconds(self);
  }
  const std::map<Key, ItemTime>& sums() const { return sums_; }

 private:
  std::map<Key, ItemTime> sums_;
};

// The CPU time this thread has used, in nanoseconds.
int64_t threadCpuNanoseconds() {
  timespec now{};
  // determinism-ok(time-seed): the profile's CPU time is its subject, not a dungeon's
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return int64_t{now.tv_sec} * 1000000000 + now.tv_nsec;
}

// Every item in report order: stage rows, the context, hard checks, metrics.
std::vector<Key> itemsInOrder() {
  std::vector<Key> keys;
  for (const gen::StageRow& row : gen::stageTable())
    keys.push_back({"stage", std::string(row.name)});
  keys.push_back({"context", "check context"});
  for (const checks::HardCheck& check : checks::hardChecks())
    keys.push_back({"check", std::string(check.id)});
  for (const checks::MetricDef& metric : checks::metrics())
    keys.push_back({"metric", std::string(metric.id)});
  return keys;
}

int64_t sumOf(const std::vector<int64_t>& values) {
  int64_t sum = 0;
  for (int64_t value : values) sum += value;
  return sum;
}

TimeStats statsOf(const Key& key, const std::vector<int64_t>& per_seed,
                  const std::vector<int64_t>& self_per_seed) {
  return {key.first,       key.second,          lowerMedian(per_seed), percentile90(per_seed),
          sumOf(per_seed), sumOf(self_per_seed)};
}

std::string rejectionKind(const gen::TryRecord& record) {
  if (record.by_stage) return "stage";
  return checks::findMetric(record.rejected_by) != nullptr ? "band" : "check";
}

std::vector<ProfileRejection> rankRejections(const std::map<Key, int64_t>& counts) {
  std::vector<ProfileRejection> ranked;
  for (const auto& [key, count] : counts) ranked.push_back({key.second, key.first, count});
  // Most first, ties by id in natural order (M2 before M11), then by kind.
  std::sort(ranked.begin(), ranked.end(), [](const ProfileRejection& a, const ProfileRejection& b) {
    if (a.count != b.count) return a.count > b.count;
    if (a.id != b.id) return naturalLess(a.id, b.id);
    return a.kind < b.kind;
  });
  return ranked;
}

// What the seeds measured so far: per item and per seed, the time; per seed, the whole
// generation's time and its tries; what rejected tries.
struct Measurements {
  std::vector<Key> keys;
  std::map<Key, std::vector<int64_t>> per_seed;
  std::map<Key, std::vector<int64_t>> self_per_seed;
  std::vector<int64_t> generation;
  std::vector<int64_t> generation_cpu;
  std::vector<int64_t> tries;
  std::map<Key, int64_t> rejected;
};

// Generates `seed` with a fresh observer and adds what it measured and its tries.
void measureSeed(uint64_t seed, const Options& options, Measurements& m, Profile& profile) {
  SeedTimes times;
  const int64_t cpu_start = threadCpuNanoseconds();
  // determinism-ok(time-seed): the profile's times are its subject, not a dungeon's
  const auto start = std::chrono::steady_clock::now();
  const gen::Generation g = [&] {
    const ObserveTimings observe(&times);
    return gen::generate(gen::nameForSeed(seed), seed, options);
  }();
  // determinism-ok(time-seed): the profile's times are its subject, not a dungeon's
  m.generation.push_back(nanoseconds(std::chrono::steady_clock::now() - start));
  m.generation_cpu.push_back(threadCpuNanoseconds() - cpu_start);
  for (const Key& key : m.keys) {
    const auto found = times.sums().find(key);
    const ItemTime time = found == times.sums().end() ? ItemTime{} : found->second;
    m.per_seed[key].push_back(time.total);
    m.self_per_seed[key].push_back(time.self);
  }
  m.tries.push_back(static_cast<int64_t>(g.tries.size()));
  profile.failed_seeds += !g.passed;
  for (const gen::TryRecord& record : g.tries) {
    profile.tries_unchecked += !record.checked;
    if (record.passed || record.rejected_by.empty()) continue;
    ++profile.tries_rejected;
    ++m.rejected[{rejectionKind(record), record.rejected_by}];
  }
}

std::string millis(int64_t nanoseconds) {
  return fmt::format("{}.{:03}", nanoseconds / 1000000, nanoseconds / 1000 % 1000);
}

// Tenths of a percent of `whole`, rounded half up.
int64_t sharePermille(int64_t part, int64_t whole) {
  return roundedRatio(part, whole, 1000);
}

std::string shareText(int64_t part, int64_t whole) {
  return formatPerMille(sharePermille(part, whole));
}

}  // namespace

int warmupGenerations(int seeds) {
  return seeds / kWarmupShare;
}

int64_t lowerMedian(std::vector<int64_t> values) {
  std::sort(values.begin(), values.end());
  return values[(values.size() - 1) / 2];
}

int64_t percentile90(std::vector<int64_t> values) {
  std::sort(values.begin(), values.end());
  return values[(values.size() * 9 + 9) / 10 - 1];
}

Profile runProfile(const ProfileConfig& config, WorkCounter* progress) {
  if (progress != nullptr) progress->total = static_cast<size_t>(config.seeds);
  Measurements m;
  m.keys = itemsInOrder();
  Profile profile;
  profile.config = config;
  // Untimed generations of the first seeds, so the timed ones do not pay for what is built on
  // first use: a fixed share of the run, none for a short one.
  profile.warmup = warmupGenerations(config.seeds);
  for (int i = 0; i < profile.warmup; ++i) {
    const uint64_t seed = config.first + static_cast<uint64_t>(i);
    (void)gen::generate(gen::nameForSeed(seed), seed, config.options);
  }
  for (int i = 0; i < config.seeds; ++i) {
    measureSeed(config.first + static_cast<uint64_t>(i), config.options, m, profile);
    countDone(progress);
  }
  profile.generation = statsOf({"generation", "all"}, m.generation, m.generation);
  profile.generation_cpu = statsOf({"generation", "cpu"}, m.generation_cpu, m.generation_cpu);
  int64_t attributed = 0;
  for (const Key& key : m.keys) {
    profile.items.push_back(statsOf(key, m.per_seed[key], m.self_per_seed[key]));
    attributed += profile.items.back().self_total;
  }
  profile.unattributed = profile.generation.total - attributed;
  profile.tries_median = static_cast<int>(lowerMedian(m.tries));
  profile.tries_p90 = static_cast<int>(percentile90(m.tries));
  profile.tries_max = static_cast<int>(*std::max_element(m.tries.begin(), m.tries.end()));
  for (int64_t t : m.tries) profile.tries_total += t;
  profile.rejections = rankRejections(m.rejected);
  return profile;
}

std::string formatProfile(const Profile& p) {
  const Options& o = p.config.options;
  const int64_t whole = p.generation.total;
  std::string out =
      fmt::format("profile: floors={} size={}x{} seeds={} first={} (seeds {}..{}), one thread\n",
                  o.floors, o.width, o.height, p.config.seeds, p.config.first, p.config.first,
                  p.config.first + static_cast<uint64_t>(p.config.seeds) - 1);
  out += p.warmup > 0 ? fmt::format("warm-up: {} untimed before the timed seeds (one in {})\n",
                                    counted(p.warmup, "generation"), kWarmupShare)
                      : fmt::format(
                            "warm-up: none (under {} seeds: the first seed also pays for "
                            "what is built on first use)\n",
                            kWarmupShare);
  out += fmt::format("generation per seed: median {} ms, p90 {} ms, all seeds {} ms (wall)\n",
                     millis(p.generation.median), millis(p.generation.p90), millis(whole));
  out += fmt::format("CPU time per seed:   median {} ms, p90 {} ms, all seeds {} ms ({} of wall)\n",
                     millis(p.generation_cpu.median), millis(p.generation_cpu.p90),
                     millis(p.generation_cpu.total), shareText(p.generation_cpu.total, whole));
  out += fmt::format(
      "tries per seed: median {}, p90 {}, at most {}; {} in all, {} rejected, {} not checked; "
      "{} failed\n",
      p.tries_median, p.tries_p90, p.tries_max, p.tries_total, p.tries_rejected, p.tries_unchecked,
      counted(p.failed_seeds, "seed"));
  out +=
      "wall time per seed (ms: median, p90) and share of all generation time, whole (with what\n"
      "is nested in it) and self (without; the self shares and the last line add up to 100%):\n";
  out +=
      fmt::format("    {:<28} {:>10} {:>10} {:>7} {:>7}\n", "", "median", "p90", "whole", "self");
  std::string kind;
  for (const TimeStats& item : p.items) {
    if (item.kind != kind) {
      kind = item.kind;
      out += fmt::format("  {}:\n", kind == "stage"     ? "stages"
                                    : kind == "context" ? "shared by the checks"
                                    : kind == "check"   ? "hard checks"
                                                        : "metrics");
    }
    std::string label = item.name;
    if (const checks::MetricDef* metric = checks::findMetric(item.name);
        item.kind == "metric" && metric)
      label = fmt::format("{} {}", item.name, metric->name);
    out += fmt::format("    {:<28} {:>10} {:>10} {:>7} {:>7}\n", label, millis(item.median),
                       millis(item.p90), shareText(item.total, whole),
                       shareText(item.self_total, whole));
  }
  out += fmt::format("  outside every timed item: {:>38} {:>7}\n", "",
                     shareText(p.unattributed, whole));
  out += "tries rejected, by stage, check or band (most first):\n";
  if (p.rejections.empty()) out += "  none\n";
  for (const ProfileRejection& r : p.rejections) {
    out += fmt::format("  {:>7}  {:<5}  {}\n", r.count, r.kind, r.id);
  }
  return out;
}

nlohmann::ordered_json profileJson(const Profile& p) {
  using nlohmann::ordered_json;
  const auto stats = [&](const TimeStats& s) {
    return ordered_json{{"kind", s.kind},
                        {"name", s.name},
                        {"median_ns", s.median},
                        {"p90_ns", s.p90},
                        {"total_ns", s.total},
                        {"share_permille", sharePermille(s.total, p.generation.total)},
                        {"self_ns", s.self_total},
                        {"self_share_permille", sharePermille(s.self_total, p.generation.total)}};
  };
  ordered_json items = ordered_json::array();
  for (const TimeStats& item : p.items) items.push_back(stats(item));
  ordered_json rejections = ordered_json::array();
  for (const ProfileRejection& r : p.rejections)
    rejections.push_back({{"id", r.id}, {"kind", r.kind}, {"count", r.count}});
  return {{"floors", p.config.options.floors},
          {"size", fmt::format("{}x{}", p.config.options.width, p.config.options.height)},
          {"seeds", p.config.seeds},
          {"first", p.config.first},
          {"warmup", p.warmup},
          {"generation", stats(p.generation)},
          {"generation_cpu", stats(p.generation_cpu)},
          {"items", std::move(items)},
          {"unattributed_ns", p.unattributed},
          {"tries",
           {{"median", p.tries_median},
            {"p90", p.tries_p90},
            {"max", p.tries_max},
            {"total", p.tries_total},
            {"rejected", p.tries_rejected},
            {"unchecked", p.tries_unchecked}}},
          {"failed_seeds", p.failed_seeds},
          {"rejections", std::move(rejections)}};
}

}  // namespace dungeon::sweeps
