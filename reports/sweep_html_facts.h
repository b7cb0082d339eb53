// The sections of the HTML sweep page about the kept dungeons beyond their metrics, each the
// page's form of a section of the text report (sweeps/sweep_report.h), in its order: the goal
// seen early by the goal floor's topology, the mixed secret, the goal reached by each body,
// with --rising the rising counts, then each stage's sweep facts the sweep has (the mine's, the
// ducts'; generator/core/sweep_facts.h) as the stage gives its section. Each section opens with
// an <h2> whose id names it, as the page's other sections do.
#pragma once

#include <string>

#include "sweeps/summary.h"

namespace dungeon::reports {

// Appends the sections `summary` has to `out`.
void appendKeptFacts(std::string& out, const sweeps::SweepSummary& summary);

}  // namespace dungeon::reports
