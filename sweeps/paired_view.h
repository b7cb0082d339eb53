// The compare's paired view (docs/sweeps.md#the-paired-view): two sweeps over the same seeds,
// both with a row per seed, compared seed by seed: how many seeds changed at all (their sheets'
// hashes differ), which readings moved on how many seeds, and the seeds that moved most, with
// what moved on each. Read off the rows alone (sweep_report.h's seedOutcomeOfRow); a pure
// function of them, in a fixed order.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sweeps/tally.h"

namespace dungeon::sweeps {

// How many of the seeds that moved most the paired view lists.
inline constexpr int kMovedSeedsListed = 10;

// A seed and what moved on it.
struct SeedMove {
  uint64_t seed = 0;
  bool sheet_changed = false;
  std::vector<std::string> moved;  // "M3 floor 1: 32 -> 45", in reading order
  // How far they moved: per moved reading |after - before| / max(|before|, 1), in thousandths
  // (a topology's change, or a reading on one side only, counts 1), summed.
  int64_t distance = 0;
};

struct PairedView {
  int64_t seeds = 0;                                            // seeds in both
  int64_t changed = 0;                                          // seeds whose sheet hash differs
  int64_t moved = 0;                                            // seeds on which some reading moved
  std::vector<std::pair<std::string, int64_t>> readings_moved;  // id -> seeds, most first
  std::vector<std::string> readings_compared;  // every id compared on some seed, sorted
  // up to kMovedSeedsListed: most readings moved first, then the farthest moved, then by seed
  std::vector<SeedMove> most_moved;
  // Where the changed seeds changed first, from their stage traces (SeedOutcome::trace): per
  // stage (or gen::kAnotherTryKept), how many seeds and the first of them; most seeds first,
  // then in the order first met. Only when both sides keep traces (`traced`).
  struct FirstMoved {
    std::string where;
    int64_t seeds = 0;
    uint64_t example = 0;
  };
  bool traced = false;
  int64_t traced_changed = 0;  // seeds whose traces differ
  std::vector<FirstMoved> first_moved;
};

// The paired view of two sweeps' rows. REQUIRES: the same seeds, in seed order.
PairedView pairedView(const std::vector<SeedRow>& before, const std::vector<SeedRow>& after);

}  // namespace dungeon::sweeps
