#include "generator/core/sweep_facts.h"

namespace dungeon::gen {

int64_t factOf(const FactCounts& counts, const std::string& name) {
  const auto found = counts.find(name);
  return found == counts.end() ? 0 : found->second;
}

}  // namespace dungeon::gen
