// The ducts of a sweep (SPEC section 5.7, --rising): per seed, what the duct stage laid on the
// kept dungeon (flat and climbing ducts, each kind of end) and the ducts it laid and took off
// again, by the check or metric that refused them; tallied seed by seed into one count, and
// written as the sweep report's "ducts" lines. With --rising only.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "generator/tries/generate.h"

namespace dungeon::sweeps {

struct DuctFacts {
  int flat = 0;
  int climbing = 0;
  int grate_ends = 0;
  int door_ends = 0;
  int secret_ends = 0;
  std::map<std::string, int> refused_by;  // check or metric id -> ducts it refused
  void add(const DuctFacts& other);
  bool operator==(const DuctFacts&) const = default;
};

// The kept try's ducts; nullopt without --rising.
std::optional<DuctFacts> ductFactsOf(const gen::Generation& generation);

// Adds one seed's ducts to the sweep's count (started at the first seed that has any).
void tallyDucts(std::optional<DuctFacts>& total, const std::optional<DuctFacts>& seed);

// "ducts (--rising): F flat, C climbing; ends: G grate, D door, S secret; refused: ..." and a
// newline; empty without counts.
std::string ductLines(const std::optional<DuctFacts>& facts);

}  // namespace dungeon::sweeps
