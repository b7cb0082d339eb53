// The first failing seeds of a sweep shrunk to small sheets, written, and kept in the corpus of
// failing dungeons when asked.
#include "cli/sweep_reduce.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "checks/bands.h"
#include "cli/command.h"
#include "cli/corpus_folder.h"
#include "cli/output.h"
#include "generator/tries/generate.h"
#include "model/options.h"
#include "model/sheet.h"
#include "sweeps/reduce.h"

namespace dungeon::cli {
namespace {

// Enough for a 40 x 40 floor's soft-lock in well under a second; a budget per seed, so a
// sweep's reductions stay bounded.
constexpr int kChecksPerSeed = 4000;

}  // namespace

bool writeReducedSeeds(const sweeps::SweepConfig& config,
                       const std::vector<sweeps::FailureLine>& failures,
                       const ReduceRequest& request, std::FILE* notes) {
  const std::string& dir = request.dir;
  const int chosen = std::min(request.count, static_cast<int>(failures.size()));
  if (chosen == 0) return true;
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) {
    fmt::print(stderr, "dungeon sweep: error: --reduce-dir {}: {}\n", dir, error.message());
    return false;
  }
  const checks::BandTable& bands = checks::standardBands();
  for (int i = 0; i < chosen; ++i) {
    const uint64_t seed = failures[static_cast<size_t>(i)].seed;
    const gen::Generation g = gen::generate(gen::nameForSeed(seed), seed, config.options, bands);
    if (g.dungeon.floors.empty()) {
      fmt::print(notes, "reduced seed {}: no try got as far as a dungeon: nothing to reduce\n",
                 seed);
      continue;
    }
    if (sweeps::failureOf(g.dungeon, bands).empty()) {
      fmt::print(notes, "reduced seed {}: its kept try passes every check: nothing to reduce\n",
                 seed);
      continue;
    }
    const sweeps::Reduction r = sweeps::reduceFailing(g.dungeon, bands, kChecksPerSeed);
    const std::string path =
        (std::filesystem::path(dir) / fmt::format("seed-{}.reduced.sheet", seed)).string();
    if (!writeOutput(path, writeSheet(r.dungeon))) return false;
    fmt::print(notes, "reduced seed {}: {} ({} open squares and {} things removed; fails {})\n",
               seed, path, r.squares_removed, r.things_removed, r.failure);
    if (request.corpus.empty()) continue;
    const std::string found_by = fmt::format("dungeon sweep, seed {}: {}; reduced", seed,
                                             generateCommand(seed, config.options));
    if (addAndSay(request.corpus, r.dungeon, found_by, path, notes) != kExitOk) return false;
  }
  return true;
}

}  // namespace dungeon::cli
