#include "sweeps/duct_facts.h"

#include <fmt/format.h>

namespace dungeon::sweeps {

void DuctFacts::add(const DuctFacts& other) {
  flat += other.flat;
  climbing += other.climbing;
  grate_ends += other.grate_ends;
  door_ends += other.door_ends;
  secret_ends += other.secret_ends;
  for (const auto& [id, count] : other.refused_by) refused_by[id] += count;
}

std::optional<DuctFacts> ductFactsOf(const gen::Generation& generation) {
  if (!generation.dungeon.options.rising) return std::nullopt;
  const gen::DuctsLaid& laid = generation.ducts;
  DuctFacts facts{laid.flat, laid.climbing, laid.grate_ends, laid.door_ends, laid.secret_ends, {}};
  for (const std::string& id : laid.refused) ++facts.refused_by[id];
  return facts;
}

void tallyDucts(std::optional<DuctFacts>& total, const std::optional<DuctFacts>& seed) {
  if (!seed) return;
  if (!total) total.emplace();
  total->add(*seed);
}

std::string ductLines(const std::optional<DuctFacts>& facts) {
  if (!facts) return "";
  std::string refused;
  for (const auto& [id, count] : facts->refused_by) {
    refused += fmt::format("{}{} {}", refused.empty() ? "" : ", ", count, id);
  }
  return fmt::format(
      "ducts (--rising): {} flat, {} climbing; ends: {} grate, {} door, {} secret; refused: {}\n",
      facts->flat, facts->climbing, facts->grate_ends, facts->door_ends, facts->secret_ends,
      refused.empty() ? "none" : refused);
}

}  // namespace dungeon::sweeps
