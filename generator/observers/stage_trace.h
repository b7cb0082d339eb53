// The kept try watched stage by stage (docs/render.md, `dungeon render --stages`): the dungeon
// is generated as usual, then its kept try is built again from the same streams with a
// StageObserver, and the draft is taken after every row of the stage table. A try depends
// only on (seed, options, try), so the second build is the kept try itself, and the last
// snapshot is the finished dungeon (endsAtTheKeptDungeon says whether it is). The generation
// is the ordinary one: watching changes no byte of it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "checks/bands.h"
#include "generator/tries/generate.h"
#include "generator/tries/pipeline.h"
#include "model/dungeon.h"

namespace dungeon::gen {

// What one row of the table did to the kept try.
struct StageSnapshot {
  std::string_view stage;
  StageScope scope = StageScope::kEachFloor;
  bool enabled = true;  // false: the options leave the row off
  bool ran = false;     // false: off, or the kept try never reached it (see `note`)
  // After the row: for a per-floor row every floor as the row left it on that floor (floors
  // it never reached are rock), for a later row the whole draft; in canonical order.
  Dungeon dungeon;
  // One line per floor: its topology, open squares and things, and what the plan holds.
  std::vector<std::string> summary;
  std::string note;  // why it did not run, or what it declined or failed; "" when it ran well
};

struct StageTrace {
  Generation generation;              // exactly what generate() returns
  std::vector<StageSnapshot> stages;  // one per row of the table, in table order
};

// Generates the dungeon and watches its kept try. REQUIRES: as generate().
StageTrace traceStages(const std::string& name, uint64_t seed, const Options& options,
                       const checks::BandTable& bands = checks::standardBands(),
                       std::span<const StageRow> table = stageTable());

// True when the last row that ran left exactly the dungeon generate() returned.
bool endsAtTheKeptDungeon(const StageTrace& trace);

}  // namespace dungeon::gen
