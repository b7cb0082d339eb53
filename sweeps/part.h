// Sharded sweeps: the fixed split of a sweep's seeds into N shards, the partial result a shard
// writes (a JSON file holding the shard's tally, sweeps/tally.h) and the merge of the N parts
// into the tally of the whole sweep, from which the reports are made exactly as for one run.
// The split: shard K of N (K from 0) takes the seeds first + floor(K*S/N) .. first +
// floor((K+1)*S/N) - 1 of a sweep of S seeds, so the shards are contiguous, cover every seed
// once and differ in size by at most one. A merge refuses parts that are missing, twice there,
// of another sweep, or that do not hold their shard's seeds.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sweeps/sweep.h"
#include "sweeps/tally.h"
#include "util/result.h"

namespace dungeon::sweeps {

inline constexpr int kMaxShards = 100000;

struct Shard {
  int index = 0;  // 0 .. count - 1
  int count = 1;
};

struct SeedRange {
  uint64_t first = 0;
  int64_t count = 0;
};

// The seeds of `shard` of the sweep `config`. REQUIRES: 0 <= index < count.
SeedRange shardRange(const SweepConfig& config, Shard shard);

// What one shard ran and found. `config` is the whole sweep's (all its seeds).
struct SweepPart {
  SweepConfig config;
  Shard shard;
  TallyKeeps keeps;
  Tally tally;
};

// The part as the text of its file (JSON, keys in a fixed order, newline at the end).
std::string partText(const SweepPart& part);

// Reads the part in `text`, naming `file` in errors (file:line:col for JSON syntax).
Result<SweepPart> parsePart(std::string_view text, const std::string& file);

// Reads the part file `path`.
Result<SweepPart> readPart(const std::string& path);

// The part format's name, as its "format" key holds it.
std::string_view partFormat();

// The 1-based line and column of byte `offset` of `text`, for JSON syntax errors.
std::pair<int, int> lineAndColumn(std::string_view text, size_t offset);

// Merges parts (read from `files`, in any order) into the whole sweep's part (shard 0 of 1),
// tally finished. Refuses, naming the files: no parts, parts of different sweeps (options,
// seeds, first seed, shard count or what they keep), a shard given twice, a shard missing, or
// a part whose tally does not hold its shard's seeds. REQUIRES: parts.size() == files.size().
Result<SweepPart> mergeParts(std::vector<SweepPart> parts, const std::vector<std::string>& files);

}  // namespace dungeon::sweeps
