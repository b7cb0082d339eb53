// `dungeon sweep --reduce N [--reduce-dir DIR] [--corpus CORPUS]`: after the report, the first N
// failing seeds' dungeons shrunk to locally minimal sheets that fail the same way
// (sweeps/reduce.h), each written to DIR/seed-S.reduced.sheet (atomically) with a line under the
// report naming it, and kept in the corpus of failing dungeons at CORPUS when given.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "sweeps/summary.h"
#include "sweeps/sweep.h"

namespace dungeon::cli {

// What --reduce asked for.
struct ReduceRequest {
  int count = 0;       // --reduce N
  std::string dir;     // --reduce-dir DIR
  std::string corpus;  // --corpus CORPUS, or ""
};

// Writes one line per reduced seed to `notes` (standard output, or standard error when a report
// file takes standard output). Returns false, having said why on stderr, when a reduced sheet
// cannot be written or kept in the corpus.
bool writeReducedSeeds(const sweeps::SweepConfig& config,
                       const std::vector<sweeps::FailureLine>& failures,
                       const ReduceRequest& request, std::FILE* notes);

}  // namespace dungeon::cli
