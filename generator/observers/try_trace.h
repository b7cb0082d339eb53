// The stage trace of a generation (docs/golden.md, *Why did it change?*): for every try, every
// stage row that ran and every floor, the row's stream, the draws it took and a hash of the
// draft it left (squares, heights, dirt, things); then each try's verdict and which try was
// kept, then the kept-try rows. One text line per entry, grouped by try in try order, so two
// traces compare line by line (trace_diff.h). Recording only watches: the dungeon generated
// with a recorder is byte for byte the one generated without.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "checks/bands.h"
#include "generator/core/stage_observer.h"
#include "generator/tries/generate.h"
#include "model/draw_log.h"

namespace dungeon::gen {

// XXH3-64 of what a row leaves: for a per-floor row (`floor` >= 0) that floor's squares, heights,
// dirt and ground and the things on it; for any other row every floor and every thing.
uint64_t draftHash(const Draft& draft, int floor);

// "row try=0 stage=layout floor=1 attempt=0 stream=layout/floor1/try0.0 draws=812 ok
// draft=0123456789abcdef" ("try=kept" for a kept-try row, "floor=-" for a row that is not per
// floor, "failed" for a row that returned a failure).
std::string rowLine(const RowRun& run);
// "verdict try=0 passed", "verdict try=1 failed band=M5 floor=1" (a metric outside its band),
// "verdict try=2 failed by=H3 floor=2" (a hard check), "verdict try=3 failed stage=layout
// floor=2", "verdict try=4 not-checked" (the floor only where the record has one).
std::string verdictLine(const TryRecord& record);
// "kept try=3 passed", "kept try=3 failed", or "kept none".
std::string keptLine(const Generation& generation);

// Watches the rows of a generation and keeps their lines by try. With a draw log it also writes
// each row's line there, after the row's draws.
class TraceRecorder : public StageObserver {
 public:
  explicit TraceRecorder(DrawLog* log = nullptr) : log_(log) {}
  void rowRan(const RowRun& run) override;

  // The trace of `generation` (the one watched): per try its rows and its verdict, then the
  // kept line and the kept-try rows.
  std::vector<std::string> lines(const Generation& generation) const;
  // The draw log's lines in the same order: per try its draws and rows, then its verdict; then
  // the kept line, the kept-try rows' draws and rows. REQUIRES: a log was given.
  std::vector<std::string> logLines(const Generation& generation) const;

 private:
  DrawLog* log_;
  std::map<int, std::vector<std::string>> rows_;  // try (kKeptTryIndex first) -> its row lines
  std::map<int, size_t> log_end_;                 // try -> log lines up to its last row
};

// A short form of a trace for sweeps, which keep one per seed: per line "TRY/STAGE/FLOOR:HASH"
// for a row ("0/layout/1:9f3a12bc"; "kept/ducts/-" for a kept-try row), "TRY/verdict:HASH" for a
// verdict and "kept:HASH" for the kept line, HASH the first 8 hex digits of the line's XXH3-64,
// joined by spaces. Two digests differ first where their traces do (up to a 32-bit collision).
std::string traceDigest(const std::vector<std::string>& trace);
// Where two digests first differ: the stage of the first row that differs ("layout"), "" when
// the digests are identical, or kAnotherTryKept when every row was the same and a verdict or the
// kept try differs.
inline constexpr std::string_view kAnotherTryKept = "another try kept";
std::string firstMovedStage(std::string_view before, std::string_view after);

struct TracedGeneration {
  Generation generation;           // exactly what generate() returns
  std::vector<std::string> trace;  // TraceRecorder::lines
};

// Generates with a recorder. REQUIRES: as generate().
TracedGeneration generateTraced(const std::string& name, uint64_t seed, const Options& options,
                                const checks::BandTable& bands = checks::standardBands(),
                                std::span<const StageRow> table = stageTable());

// Generates with every draw logged: the log's lines in TraceRecorder::logLines's order (draws,
// rows, verdicts, kept). REQUIRES: as generate().
std::vector<std::string> generateLogged(const std::string& name, uint64_t seed,
                                        const Options& options,
                                        const checks::BandTable& bands = checks::standardBands(),
                                        std::span<const StageRow> table = stageTable());

}  // namespace dungeon::gen
