// `dungeon profile`: where generation spends its time over a run of seeds (docs/benchmarks.md).
// After untimed warm-up generations (one per kWarmupShare seeds, none for a shorter run), each
// seed is generated once, on the calling thread, with a timing observer installed
// (util/timing.h): per seed, the wall and CPU time of the whole generation, and the wall time
// of every stage row of the generator's table, of the shared check context, and of every hard
// check and metric, whole and self (less what is nested in it), summed over the seed's tries
// and floors; then per item the median and 90th percentile over the seeds and its shares of all
// the seeds' generation time. The self times and the time outside every item add up to the
// whole. Also the tries per seed and what rejected them. The dungeons generated are the same
// bytes as without the observer.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "model/options.h"
#include "util/work_counter.h"

namespace dungeon::sweeps {

struct ProfileConfig {
  Options options;
  int seeds = 1;
  uint64_t first = 1;
};

// One timed item over the seeds; times in nanoseconds.
struct TimeStats {
  std::string kind;  // "generation", "stage", "context", "check", "metric"
  std::string name;  // "layout", "reachable", "M3"; "all" (wall) or "cpu" for the generation
  int64_t median = 0;
  int64_t p90 = 0;
  int64_t total = 0;       // over every seed
  int64_t self_total = 0;  // over every seed, less the items nested in this one
};

// One untimed warm-up generation per this many timed seeds.
inline constexpr int kWarmupShare = 20;

struct ProfileRejection {
  std::string id;
  std::string kind;  // "stage", "check" or "band"
  int64_t count = 0;
};

struct Profile {
  ProfileConfig config;
  int warmup = 0;  // untimed generations before the timed seeds
  TimeStats generation;
  TimeStats generation_cpu;      // the calling thread's CPU time
  std::vector<TimeStats> items;  // stages (table order), context, checks, metrics (registry order)
  int64_t unattributed = 0;      // generation time outside every item: the whole less every self
  int tries_median = 0;
  int tries_p90 = 0;
  int tries_max = 0;
  int64_t tries_total = 0;
  int64_t tries_rejected = 0;
  int64_t tries_unchecked = 0;
  int failed_seeds = 0;
  std::vector<ProfileRejection> rejections;  // most first, then by id
};

// The warm-up generations of a run of `seeds`: seeds / kWarmupShare.
int warmupGenerations(int seeds);

// The lower middle and the 90th percentile (nearest rank) of `values`. REQUIRES: not empty.
int64_t lowerMedian(std::vector<int64_t> values);
int64_t percentile90(std::vector<int64_t> values);

// Profiles seeds first .. first + seeds - 1, counting each in `progress` when given.
// REQUIRES: valid options, seeds >= 1.
Profile runProfile(const ProfileConfig& config, WorkCounter* progress = nullptr);

// The profile as a table for people, and as JSON (times in nanoseconds, shares in tenths of a
// percent of the generation time).
std::string formatProfile(const Profile& profile);
nlohmann::ordered_json profileJson(const Profile& profile);

}  // namespace dungeon::sweeps
