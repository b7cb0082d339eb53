// The ledger over a sweep's seeds (docs/coverage.md): on how many seeds each point of the
// generator's ledger (generator/observers/ledger.h) was hit and the first seed that hit it, and how
// often each veto reason was given. A tally adds seed by seed and merges with another of other
// seeds into the tally of both, in any order. The summary reads it against the ledger's domain for
// the sweep's options: the points no seed hit, the points hit on under 1% of seeds, and the veto
// reasons by count, as DCSS's map statistics print them.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "generator/observers/ledger.h"
#include "model/options.h"

namespace dungeon::sweeps {

struct PointTally {
  int64_t seeds = 0;        // seeds that hit the point
  uint64_t first_seed = 0;  // the smallest of them
  bool operator==(const PointTally&) const = default;
};

// Where an interned point name (gen::internedPoint) has its entry in a tally: addLedger's fast
// path, so a seed's points are found by address rather than by comparing names. A cache: a copy
// starts empty, a move keeps it (the entries it points at move along).
class PointIndex {
 public:
  PointIndex() = default;
  PointIndex(const PointIndex&) {}
  PointIndex(PointIndex&&) = default;
  PointIndex& operator=(const PointIndex&) {
    entries_.clear();
    return *this;
  }
  PointIndex& operator=(PointIndex&&) = default;
  PointTally*& operator[](const char* name) { return entries_[name]; }

 private:
  std::unordered_map<const char*, PointTally*> entries_;  // looked up, never walked
};

struct LedgerTally {
  std::map<std::string, PointTally, std::less<>> points;
  std::map<gen::Veto, int64_t> vetoes;  // veto -> times given, over every seed
  PointIndex index;                     // of `points`, for addLedger
  bool operator==(const LedgerTally& other) const {
    return points == other.points && vetoes == other.vetoes;
  }
};

void addLedger(LedgerTally& tally, uint64_t seed, const gen::SeedLedger& ledger);
void mergeLedger(LedgerTally& into, const LedgerTally& other);

// The part file's form: {"points": {NAME: [seeds, first seed]}, "vetoes": [[stage, reason,
// count], ...]}, and back (throws nlohmann's exceptions on a wrong shape, as the part reader
// expects).
nlohmann::ordered_json ledgerJson(const LedgerTally& tally);
LedgerTally ledgerOfJson(const nlohmann::ordered_json& json);

struct VetoLine {
  gen::Veto veto;
  int64_t count = 0;
  int64_t share_per_mille = 0;  // of every veto given, rounded half up
};

struct LedgerSummary {
  int64_t domain = 0;              // points the sweep's options may hit
  int64_t hit = 0;                 // of them, hit on at least one seed
  std::vector<std::string> never;  // domain points no seed hit, by name
  // Points hit on under 1% of seeds (seeds * 100 < all seeds), by name.
  std::vector<std::pair<std::string, PointTally>> rare;
  std::vector<std::pair<std::string, PointTally>> points;  // every point hit, by name
  std::vector<VetoLine> vetoes;  // by count descending, then stage and reason
};

// The points the domain of `options` holds (gen::ledgerDomain) and those a hit "asked" point
// adds (gen::askedPoints).
std::vector<std::string> domainOf(const LedgerTally& tally, const Options& options);

LedgerSummary summarizeLedger(const LedgerTally& tally, int64_t seeds, const Options& options);

}  // namespace dungeon::sweeps
