// Golden update: regenerate named dungeons and make their stored sheets and hashes match.
// Every file is written through writeFileAtomically (a temporary file, then a rename), and
// nothing is written at all when any of the chosen dungeons fails to generate. Updating is
// for regenerating on purpose (a reviewed change is taken in by accept, golden/pending.h);
// it is refused in CI, as removing stray files is.
#pragma once

#include <string>
#include <vector>

#include "golden/golden_dir.h"
#include "golden/named_list.h"

namespace dungeon::golden {

// Why updating is refused here, or "" when it is allowed: refused when the environment
// variable CI is set and not empty.
std::string updateRefusal();

struct UpdateOutcome {
  bool generation_failed = false;  // some dungeon failed to generate: nothing was written
  std::string write_error;         // "" unless writing a file failed
  std::string report;              // a line per name and a final "golden: ..." line

  bool ok() const { return !generation_failed && write_error.empty(); }
};

// Regenerates `entries` and rewrites their sheets, traces and lines of hashes.txt (the other
// lines are kept). With `all`, hashes.txt holds exactly the entries afterwards; sheets of
// names not on the list are reported and left in place (a person removes them). `stored` is
// the folder's current hash table.
UpdateOutcome updateGolden(const GoldenDir& dir, const std::vector<NamedDungeon>& entries,
                           const HashTable& stored, bool all);

// Removes the golden files of every name not among `entries`: its sheets/<name>.sheet, its
// traces/<name>.trace and its line of hashes.txt (rewritten atomically), a report line naming each
// file as it goes. Never touches a listed name's files.
UpdateOutcome removeStray(const GoldenDir& dir, const std::vector<NamedDungeon>& entries,
                          const HashTable& stored);

}  // namespace dungeon::golden
