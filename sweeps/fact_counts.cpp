#include "sweeps/fact_counts.h"

#include "generator/tries/pipeline.h"

namespace dungeon::sweeps {

void FactsTally::add(const FactCounts& seed) {
  ++seeds;
  for (const auto& [name, value] : seed) sums[name] += value;
}

void FactsTally::merge(const FactsTally& other) {
  seeds += other.seeds;
  for (const auto& [name, value] : other.sums) sums[name] += value;
}

std::vector<const SweepFacts*> factsRows() {
  std::vector<const SweepFacts*> rows;
  for (const gen::StageRow& row : gen::stageTable()) {
    if (row.facts != nullptr) rows.push_back(row.facts);
  }
  return rows;
}

std::vector<const SweepFacts*> factsRowsAsked(const Options& options) {
  std::vector<const SweepFacts*> rows;
  for (const gen::StageRow& row : gen::stageTable()) {
    if (row.facts != nullptr && gen::enabledSomewhere(row, options)) rows.push_back(row.facts);
  }
  return rows;
}

const FactsReading* factsReading(std::string_view id) {
  for (const SweepFacts* row : factsRows()) {
    for (const FactsReading& reading : row->readings) {
      if (reading.id == id) return &reading;
    }
  }
  return nullptr;
}

}  // namespace dungeon::sweeps
