// Records the stage trace: a line per row as it runs, the verdicts from the generation.
#include "generator/observers/try_trace.h"

#define XXH_STATIC_LINKING_ONLY  // XXH3_state_t on the stack
#include <fmt/format.h>
#include <xxhash.h>

#include <type_traits>

namespace dungeon::gen {
namespace {

template <class T>
void feedAll(XXH3_state_t& state, std::span<const T> values) {
  XXH3_64bits_update(&state, values.data(), values.size_bytes());
}

void feedFloor(XXH3_state_t& state, const Floor& floor) {
  const int sizes[2] = {floor.width(), floor.height()};
  feedAll(state, std::span<const int>(sizes));
  feedAll(state, floor.kindData());
  feedAll(state, floor.heightData());
  feedAll(state, floor.dirtData());
  feedAll(state, floor.groundData());
}

std::string tryText(int try_index) {
  return try_index == kKeptTryIndex ? "kept" : fmt::format("{}", try_index);
}

}  // namespace

uint64_t draftHash(const Draft& draft, int floor) {
  // Things have no padding, so equal things have equal bytes.
  static_assert(std::has_unique_object_representations_v<Thing>);
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  const std::vector<Floor>& floors = draft.dungeon->floors;
  for (int f = 0; f < static_cast<int>(floors.size()); ++f) {
    if (floor < 0 || f == floor) feedFloor(state, floors[static_cast<size_t>(f)]);
  }
  for (const Thing& thing : draft.dungeon->things) {
    if (floor < 0 || thing.floor == floor) XXH3_64bits_update(&state, &thing, sizeof thing);
  }
  return XXH3_64bits_digest(&state);
}

std::string rowLine(const RowRun& run) {
  return fmt::format("row try={} stage={} floor={} attempt={} stream={} draws={} {} draft={:016x}",
                     tryText(run.try_index), run.row.name,
                     run.floor < 0 ? std::string("-") : fmt::format("{}", run.floor + 1),
                     run.attempt, run.stream, run.draws, run.result.ok() ? "ok" : "failed",
                     draftHash(run.draft, run.floor));
}

std::string verdictLine(const TryRecord& record) {
  std::string line = fmt::format("verdict try={} ", record.index);
  if (!record.checked) return line + "not-checked";
  if (record.passed) return line + "passed";
  // A metric outside its band (tries.h's outOfBandText) says so, with its floor.
  const bool band = !record.by_stage && record.reason.find(" outside [") != std::string::npos;
  line += fmt::format("failed {}={}",
                      record.by_stage ? "stage"
                      : band          ? "band"
                                      : "by",
                      record.rejected_by);
  const int floor = record.place ? record.place->floor + 1 : band ? record.band_floor + 1 : 0;
  if (floor > 0) line += fmt::format(" floor={}", floor);
  return line;
}

std::string keptLine(const Generation& generation) {
  if (generation.kept_try < 0) return "kept none";
  return fmt::format("kept try={} {}", generation.kept_try,
                     generation.passed ? "passed" : "failed");
}

std::string traceDigest(const std::vector<std::string>& trace) {
  std::string digest;
  for (const std::string& line : trace) {
    if (!digest.empty()) digest += ' ';
    const std::string hash =
        fmt::format("{:016x}", XXH3_64bits(line.data(), line.size())).substr(0, 8);
    if (line.starts_with("kept ")) {
      digest += "kept:" + hash;
      continue;
    }
    const auto field = [&line](std::string_view key) {
      const size_t at = line.find(fmt::format(" {}=", key));
      if (at == std::string::npos) return std::string("-");
      const size_t from = at + key.size() + 2;
      return line.substr(from, line.find(' ', from) - from);
    };
    if (line.starts_with("verdict ")) {
      digest += fmt::format("{}/verdict:{}", field("try"), hash);
    } else {
      digest += fmt::format("{}/{}/{}:{}", field("try"), field("stage"), field("floor"), hash);
    }
  }
  return digest;
}

std::string firstMovedStage(std::string_view before, std::string_view after) {
  size_t at = 0;
  while (at < before.size() && at < after.size() && before[at] == after[at]) ++at;
  if (at == before.size() && at == after.size()) return "";
  // The token the first differing character is in, on the side that has one.
  const std::string_view side = at < after.size() ? after : before;
  const size_t start = side.rfind(' ', at == 0 ? 0 : at - 1);
  const size_t from = start == std::string_view::npos || at == 0 ? 0 : start + 1;
  const std::string_view token = side.substr(from, side.find(' ', from) - from);
  if (token.starts_with("kept:") || token.find("/verdict:") != std::string_view::npos) {
    return std::string(kAnotherTryKept);
  }
  const size_t slash = token.find('/');
  return std::string(token.substr(slash + 1, token.find('/', slash + 1) - slash - 1));
}

void TraceRecorder::rowRan(const RowRun& run) {
  std::string line = rowLine(run);
  if (log_ != nullptr) {
    log_->note(line);
    log_end_[run.try_index] = log_->lines().size();
  }
  rows_[run.try_index].push_back(std::move(line));
}

std::vector<std::string> TraceRecorder::lines(const Generation& generation) const {
  std::vector<std::string> out;
  for (const TryRecord& record : generation.tries) {
    if (auto rows = rows_.find(record.index); rows != rows_.end()) {
      out.insert(out.end(), rows->second.begin(), rows->second.end());
    }
    out.push_back(verdictLine(record));
  }
  out.push_back(keptLine(generation));
  if (auto kept = rows_.find(kKeptTryIndex); kept != rows_.end()) {
    out.insert(out.end(), kept->second.begin(), kept->second.end());
  }
  return out;
}

std::vector<std::string> TraceRecorder::logLines(const Generation& generation) const {
  const std::vector<std::string>& all = log_->lines();
  std::vector<std::string> out;
  size_t from = 0;
  // Tries are built one after another, so each try's draws and rows are one run of the log,
  // ending at its last row; the verdicts are known only at the end.
  for (const TryRecord& record : generation.tries) {
    if (auto end = log_end_.find(record.index); end != log_end_.end()) {
      out.insert(out.end(), all.begin() + static_cast<std::ptrdiff_t>(from),
                 all.begin() + static_cast<std::ptrdiff_t>(end->second));
      from = end->second;
    }
    out.push_back(verdictLine(record));
  }
  out.push_back(keptLine(generation));
  out.insert(out.end(), all.begin() + static_cast<std::ptrdiff_t>(from), all.end());
  return out;
}

TracedGeneration generateTraced(const std::string& name, uint64_t seed, const Options& options,
                                const checks::BandTable& bands, std::span<const StageRow> table) {
  TraceRecorder recorder;
  TracedGeneration traced{generate(name, seed, options, bands, table, &recorder), {}};
  traced.trace = recorder.lines(traced.generation);
  return traced;
}

std::vector<std::string> generateLogged(const std::string& name, uint64_t seed,
                                        const Options& options, const checks::BandTable& bands,
                                        std::span<const StageRow> table) {
  DrawLog log;
  TraceRecorder recorder(&log);
  const DrawLogScope attached(log);
  const Generation generation = generate(name, seed, options, bands, table, &recorder);
  return recorder.logLines(generation);
}

}  // namespace dungeon::gen
