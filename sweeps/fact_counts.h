// The sweeps' side of the stages' sweep facts (generator/core/sweep_facts.h): the rows of the
// stage table that have facts, in table order, and one row's facts summed over the seeds that
// had them. Sums do not depend on the order the seeds were added in, so the shards of a sweep
// merge into the same tally. Integers only.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "generator/core/sweep_facts.h"
#include "model/options.h"

namespace dungeon::sweeps {

using gen::FactCounts;
using gen::FactsMix;
using gen::FactsReading;
using gen::FactsSection;
using gen::FactsTotal;
using gen::SeedFacts;
using gen::SeedRowPlace;
using gen::SweepFacts;
using gen::ValueCounts;

// One row's facts over the seeds that had them, summed name by name.
struct FactsTally {
  int64_t seeds = 0;
  FactCounts sums;

  void add(const FactCounts& seed);
  void merge(const FactsTally& other);
  bool operator==(const FactsTally&) const = default;
};

// The facts rows of the standard stage table (gen::stageTable()), in its order.
std::vector<const SweepFacts*> factsRows();

// Those a sweep of `options` counts: the rows whose stage runs somewhere in its dungeons (they
// are then in its report, even at 0).
std::vector<const SweepFacts*> factsRowsAsked(const Options& options);

// The per-dungeon reading named `id` of any facts row, or nullptr.
const FactsReading* factsReading(std::string_view id);

}  // namespace dungeon::sweeps
