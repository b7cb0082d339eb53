// Golden update: rewrites golden sheets and hashes.txt from freshly generated named dungeons,
// each file atomically, nothing at all when a generation fails; refused when CI is set.
#include "golden/update.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "golden/regenerate.h"
#include "golden/trace_file.h"
#include "model/sheet.h"
#include "util/file_io.h"

namespace dungeon::golden {
namespace {

bool anyFailed(const std::vector<Regenerated>& fresh) {
  return std::any_of(fresh.begin(), fresh.end(), [](const Regenerated& r) { return !r.passed; });
}

std::string refuseFailures(const std::vector<Regenerated>& fresh) {
  std::string report;
  for (const Regenerated& r : fresh) {
    if (!r.passed) report += fmt::format("FAILED   {}  {}\n", r.name, r.failure);
  }
  report += "golden: nothing written: a named dungeon must generate before it can be a baseline\n";
  return report;
}

// True when the file at `path` holds exactly `bytes`.
bool holds(const std::string& path, const std::string& bytes) {
  Result<std::string> old = readFile(path);
  return old.ok() && *old == bytes;
}

// Writes the sheet and the trace of `fresh` where their bytes differ from the stored ones;
// appends a line to `report`. Returns "" or the write error.
std::string writeFilesIfChanged(const GoldenDir& dir, const Regenerated& fresh,
                                const HashTable& stored, size_t name_width, std::string& report) {
  const std::string sheet_path = dir.sheetOf(fresh.name).string();
  const std::string trace_path = dir.traceOf(fresh.name).string();
  const std::string trace = traceFileText(fresh.name, fresh.trace);
  auto old_hash = stored.find(fresh.name);
  const bool same_sheet = holds(sheet_path, fresh.sheet);
  const bool same_trace = holds(trace_path, trace);
  const bool same_hash = old_hash != stored.end() && old_hash->second == fresh.hash;
  if (same_sheet && same_hash && same_trace) {
    report += fmt::format("{:<8} {:<{}}  {}\n", "same", fresh.name, name_width, fresh.hash);
    return "";
  }
  const std::string before = old_hash == stored.end() ? "(none)" : old_hash->second;
  report += fmt::format("{:<8} {:<{}}  {} -> {}{}\n", "updated", fresh.name, name_width, before,
                        fresh.hash, same_sheet && same_hash ? " (its trace)" : "");
  if (!same_sheet) {
    if (auto why = writeFileAtomically(sheet_path, fresh.sheet); !why.empty()) return why;
  }
  return same_trace ? "" : writeFileAtomically(trace_path, trace);
}

// Writes the sheet and trace of every entry whose bytes changed, a report line per entry.
// Returns "" or the first write error (files before it are already written, each one whole).
std::string writeChangedSheets(const GoldenDir& dir, const std::vector<Regenerated>& fresh,
                               const HashTable& stored, std::string& report) {
  std::error_code error;
  for (const auto& folder : {dir.sheetsDir(), dir.tracesDir()}) {
    std::filesystem::create_directories(folder, error);
    if (error) return folder.string() + ": " + error.message();
  }
  size_t width = 0;
  for (const Regenerated& r : fresh) width = std::max(width, r.name.size());
  for (const Regenerated& r : fresh) {
    if (auto why = writeFilesIfChanged(dir, r, stored, width, report); !why.empty()) return why;
  }
  return "";
}

// The hash table after the update: the stored one (or, with `all`, none) plus the fresh.
HashTable updatedHashes(const HashTable& stored, const std::vector<Regenerated>& fresh, bool all) {
  HashTable hashes = all ? HashTable{} : stored;
  for (const Regenerated& r : fresh) hashes[r.name] = r.hash;
  return hashes;
}

// Appends a line for every sheets/<name>.sheet of a name not in `keep`; never removes one.
void reportStraySheets(const GoldenDir& dir, const HashTable& keep, std::string& report) {
  for (const std::string& name : sheetNames(dir)) {
    if (keep.contains(name)) continue;
    report += fmt::format(
        "{:<8} {}  (not in named.txt; not removed: dungeon golden remove-stray removes it)\n",
        "stray", dir.sheetOf(name).string());
  }
}

// The sheets and then the traces of names not in `listed`.
std::vector<std::filesystem::path> unlistedFiles(const GoldenDir& dir,
                                                 const std::set<std::string, std::less<>>& listed) {
  std::vector<std::filesystem::path> files;
  for (const std::string& name : sheetNames(dir)) {
    if (!listed.contains(name)) files.push_back(dir.sheetOf(name));
  }
  for (const std::string& name : traceNames(dir)) {
    if (!listed.contains(name)) files.push_back(dir.traceOf(name));
  }
  return files;
}

}  // namespace

std::string updateRefusal() {
  const char* ci = std::getenv("CI");
  if (ci == nullptr || *ci == '\0') return "";
  return "golden files are not updated in CI (CI is set): run the update locally, review the "
         "sheets and commit them";
}

UpdateOutcome updateGolden(const GoldenDir& dir, const std::vector<NamedDungeon>& entries,
                           const HashTable& stored, bool all) {
  UpdateOutcome outcome;
  const std::vector<Regenerated> fresh = regenerateAll(entries);
  if (anyFailed(fresh)) {
    outcome.generation_failed = true;
    outcome.report = refuseFailures(fresh);
    return outcome;
  }
  outcome.write_error = writeChangedSheets(dir, fresh, stored, outcome.report);
  if (!outcome.write_error.empty()) return outcome;
  const HashTable hashes = updatedHashes(stored, fresh, all);
  outcome.write_error = writeFileAtomically(dir.hashesFile().string(), formatHashes(hashes));
  if (!outcome.write_error.empty()) return outcome;
  if (all) reportStraySheets(dir, hashes, outcome.report);
  outcome.report +=
      fmt::format("golden: {} regenerated, hashes.txt holds {}\n", fresh.size(), hashes.size());
  return outcome;
}

UpdateOutcome removeStray(const GoldenDir& dir, const std::vector<NamedDungeon>& entries,
                          const HashTable& stored) {
  UpdateOutcome outcome;
  std::set<std::string, std::less<>> listed;
  for (const NamedDungeon& entry : entries) listed.insert(entry.name);
  int removed = 0;
  const std::vector<std::filesystem::path> files = unlistedFiles(dir, listed);
  for (const std::filesystem::path& file : files) {
    std::error_code error;
    std::filesystem::remove(file, error);
    if (error) {
      outcome.write_error = file.string() + ": " + error.message();
      return outcome;
    }
    outcome.report += fmt::format("removed  {}\n", file.string());
    ++removed;
  }
  HashTable kept;
  for (const auto& [name, hash] : stored) {
    if (listed.contains(name)) {
      kept[name] = hash;
      continue;
    }
    outcome.report += fmt::format("removed  {}'s line of {}\n", name, dir.hashesFile().string());
    ++removed;
  }
  if (kept.size() != stored.size()) {
    outcome.write_error = writeFileAtomically(dir.hashesFile().string(), formatHashes(kept));
    if (!outcome.write_error.empty()) return outcome;
  }
  outcome.report +=
      fmt::format("golden: {} stray file{} removed\n", removed, removed == 1 ? "" : "s");
  return outcome;
}

}  // namespace dungeon::golden
