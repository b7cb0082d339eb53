// Golden check: compares freshly generated named dungeons with the stored sheets and hashes,
// and writes fresh sheets to a side folder on request. Reads the golden folder, never writes it.
#include "golden/check.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>

#include "golden/trace_file.h"
#include "model/sheet.h"
#include "util/file_io.h"

namespace dungeon::golden {
namespace {

// Compares the stored trace with the fresh one and says why the dungeon moved.
void explainChange(const GoldenDir& dir, const Regenerated& fresh, NameCheck& check) {
  const std::string path = dir.traceOf(fresh.name).string();
  Result<std::string> text = readFile(path);
  if (!text) {
    check.trace_changed = true;
    check.why =
        fmt::format("no stored trace ({}) to say why: accepting the change writes one", path);
    return;
  }
  Result<std::vector<std::string>> stored = parseTraceFile(*text, path, fresh.name);
  if (!stored) {
    check.trace_changed = true;
    check.why = fmt::format("cannot say why: {}", stored.error().format());
    return;
  }
  const gen::TraceMove move = gen::firstMove(*stored, fresh.trace);
  check.trace_changed = move.kind != gen::TraceMove::Kind::kNone;
  if (check.trace_changed) {
    check.why = move.text;
    check.moved_row = move.row;
  } else if (check.changed) {
    check.why =
        "every row and verdict identical: the change is in what is written of the kept "
        "dungeon, not in how it was made";
  }
}

NameCheck compareWithStored(const GoldenDir& dir, Regenerated fresh, const HashTable& stored) {
  NameCheck check;
  if (auto found = stored.find(fresh.name); found != stored.end()) {
    check.stored_hash = found->second;
  }
  Result<std::string> old_sheet = readFile(dir.sheetOf(fresh.name).string());
  check.sheet_found = old_sheet.ok();
  const std::string old_text = old_sheet.ok() ? *old_sheet : std::string();
  check.sheet_current = check.sheet_found && old_text == fresh.sheet;
  check.changed = check.stored_hash != fresh.hash || !check.sheet_current;
  if (check.sheet_found) check.differences = firstDifferences(old_text, fresh.sheet);
  explainChange(dir, fresh, check);
  check.changed = check.changed || check.trace_changed;
  check.fresh = std::move(fresh);
  return check;
}

bool isListed(const std::vector<NamedDungeon>& entries, std::string_view name) {
  return std::any_of(entries.begin(), entries.end(),
                     [&](const NamedDungeon& entry) { return entry.name == name; });
}

// Names with a stored hash or sheet that are not on the list, sorted and each once.
std::vector<std::string> straysOf(const GoldenDir& dir, const std::vector<NamedDungeon>& entries,
                                  const HashTable& stored) {
  std::vector<std::string> strays;
  for (const auto& [name, hash] : stored) {
    if (!isListed(entries, name)) strays.push_back(name);
  }
  for (const std::string& name : sheetNames(dir)) {
    if (!isListed(entries, name)) strays.push_back(name);
  }
  for (const std::string& name : traceNames(dir)) {
    if (!isListed(entries, name)) strays.push_back(name);
  }
  std::sort(strays.begin(), strays.end());
  strays.erase(std::unique(strays.begin(), strays.end()), strays.end());
  return strays;
}

}  // namespace

bool CheckSummary::passed() const {
  const bool no_leftovers =
      std::none_of(temporary_files.begin(), temporary_files.end(),
                   [](const TemporaryFile& file) { return !file.writer_alive; });
  return strays.empty() && no_leftovers &&
         std::all_of(names.begin(), names.end(),
                     [](const NameCheck& check) { return check.passed(); });
}

CheckSummary checkGolden(const GoldenDir& dir, const std::vector<NamedDungeon>& entries,
                         const HashTable& stored, bool checked_all, WorkCounter* progress) {
  CheckSummary summary;
  summary.checked_all = checked_all;
  for (Regenerated& fresh : regenerateAll(entries, progress)) {
    summary.names.push_back(compareWithStored(dir, std::move(fresh), stored));
  }
  if (checked_all) summary.strays = straysOf(dir, entries, stored);
  for (const std::string& name : summary.strays) {
    std::vector<std::string> files;
    std::error_code ignored;
    if (std::filesystem::exists(dir.sheetOf(name), ignored))
      files.push_back(dir.sheetOf(name).string());
    if (std::filesystem::exists(dir.traceOf(name), ignored))
      files.push_back(dir.traceOf(name).string());
    if (stored.contains(name)) files.push_back("its line of " + dir.hashesFile().string());
    summary.stray_files.push_back(fmt::format("{}", fmt::join(files, " and ")));
  }
  for (const std::string& folder :
       {dir.root().string(), dir.sheetsDir().string(), dir.tracesDir().string()}) {
    for (TemporaryFile& file : temporaryFilesIn(folder)) {
      summary.temporary_files.push_back(std::move(file));
    }
  }
  return summary;
}

std::string writeFreshSheets(const CheckSummary& summary, const std::string& out_dir) {
  std::error_code error;
  std::filesystem::create_directories(out_dir, error);
  if (error) return out_dir + ": " + error.message();
  for (const NameCheck& check : summary.names) {
    if (check.passed()) continue;
    const std::filesystem::path path =
        std::filesystem::path(out_dir) / (check.fresh.name + ".sheet");
    if (auto why = writeFileAtomically(path.string(), check.fresh.sheet); !why.empty()) return why;
  }
  return "";
}

}  // namespace dungeon::golden
