// Runs the generator for named dungeons and keeps their canonical text, hash and, for a failed
// generation, one line on why. Threads share an atomic index; results are stored by index.
#include "golden/regenerate.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <thread>

#include "generator/generate.h"
#include "model/hash.h"
#include "model/sheet.h"

namespace dungeon::golden {
namespace {

// "M3: why" for a try's record, without repeating the id when the reason starts with it.
std::string recordText(const gen::TryRecord& record) {
  if (record.reason.starts_with(record.rejected_by)) return record.reason;
  return fmt::format("{}: {}", record.rejected_by, record.reason);
}

// One line on why the generation failed: the kept try's record, or the last try's when no
// try got far enough to be kept.
std::string failureOf(const gen::Generation& generation) {
  const size_t tries = generation.tries.size();
  const auto kept = static_cast<size_t>(generation.kept_try);
  if (generation.kept_try >= 0 && kept < tries) {
    const gen::TryRecord& record = generation.tries[kept];
    return fmt::format("kept try {} of {} failed: {}", kept + 1, tries, recordText(record));
  }
  if (tries > 0) {
    return fmt::format("no try of {} could be kept; the last failed: {}", tries,
                       recordText(generation.tries.back()));
  }
  return "the generator made no tries";
}

}  // namespace

Regenerated regenerate(const NamedDungeon& entry) {
  const gen::Generation generation =
      gen::generate(entry.name, seedFromName(entry.name), entry.options);
  Regenerated fresh;
  fresh.name = entry.name;
  fresh.passed = generation.passed;
  if (!generation.passed) fresh.failure = failureOf(generation);
  fresh.sheet = writeSheet(generation.dungeon);
  fresh.hash = hashHex(hashBytes(fresh.sheet));
  return fresh;
}

std::vector<Regenerated> regenerateAll(const std::vector<NamedDungeon>& entries) {
  std::vector<Regenerated> results(entries.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < entries.size(); i = next++) results[i] = regenerate(entries[i]);
  };
  const size_t threads = std::min<size_t>(std::thread::hardware_concurrency(), entries.size());
  {
    std::vector<std::jthread> helpers;  // joined at the end of this block
    for (size_t t = 1; t < threads; ++t) helpers.emplace_back(work);
    work();
  }
  return results;
}

}  // namespace dungeon::golden
