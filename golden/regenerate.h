// Regenerating named dungeons: what the generator makes today for each entry of the list, as
// canonical sheet text and its hash. Pure: the same entry gives the same bytes on every run,
// machine and thread count, and nothing is written anywhere.
#pragma once

#include <string>
#include <vector>

#include "golden/named_list.h"
#include "util/work_counter.h"

namespace dungeon::golden {

struct Regenerated {
  std::string name;
  bool passed = false;             // Generation.passed: a failing generation is a golden failure
  std::string failure;             // why it failed ("kept try 3 of 48: M3: ..."); empty when passed
  std::string sheet;               // writeSheet of the kept dungeon (written even when it failed)
  std::string hash;                // hashHex(hashBytes(sheet))
  std::vector<std::string> trace;  // its stage trace (generator/observers/try_trace.h)
};

// Generates `entry` with seed seedFromName(entry.name) and the standard bands, recording its
// stage trace.
Regenerated regenerate(const NamedDungeon& entry);

// Regenerates every entry, in list order, spreading the work over the machine's threads;
// counts each finished entry in `progress` when given (its total is set to the entry count).
std::vector<Regenerated> regenerateAll(const std::vector<NamedDungeon>& entries,
                                       WorkCounter* progress = nullptr);

}  // namespace dungeon::golden
