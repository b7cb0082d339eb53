// Pending golden changes: written by a check, listed by review, moved into the golden folder
// by accept (after re-checking what the check saw) or dropped by reject.
#include "golden/pending.h"

#include <fmt/format.h>

#include <algorithm>

#include "golden/trace_file.h"
#include "golden/unified_diff.h"
#include "model/sheet.h"
#include "util/file_io.h"
#include "util/hash.h"

namespace dungeon::golden {
namespace {

constexpr std::string_view kRecordHeader = "golden-pending 1";

// The hash of a file's bytes, or "none" when it cannot be read.
std::string fileHash(const std::filesystem::path& path) {
  std::error_code ignored;
  if (!std::filesystem::exists(path, ignored)) return "none";
  Result<std::string> bytes = readFile(path.string());
  return bytes ? hashHex(hashBytes(*bytes)) : "none";
}

// The hashes.txt line's hash for `name` as the folder holds it now, or "none".
std::string storedHashNow(const GoldenDir& golden, std::string_view name) {
  Result<HashTable> table = loadHashes(golden);
  if (!table) return "none";
  auto it = table->find(name);
  return it == table->end() ? "none" : it->second;
}

std::string recordText(const PendingRecord& r) {
  std::string text = fmt::format("{}\nname {}\nstored-sheet {}\nstored-hash {}\nnew-hash {}\n",
                                 kRecordHeader, r.name, r.stored_sheet, r.stored_hash, r.new_hash);
  if (!r.why.empty()) text += fmt::format("why {}\n", r.why);
  return text;
}

// The value of the line "key value" in record text, or "".
std::string recordValue(std::string_view text, std::string_view key) {
  std::string prefix(1, '\n');
  prefix.append(key).push_back(' ');
  const size_t at = text.find(prefix);
  if (at == std::string_view::npos) return "";
  const size_t start = at + prefix.size();
  return std::string(text.substr(start, text.find('\n', start) - start));
}

std::string reviewOne(const PendingDir& pending, const GoldenDir& golden,
                      const PendingRecord& record) {
  std::string out =
      fmt::format("PENDING  {}  {} -> {}\n", record.name, record.stored_hash, record.new_hash);
  if (!record.why.empty()) out += fmt::format("  why: {}\n", record.why);
  Result<std::string> fresh = readFile(pending.sheetOf(record.name).string());
  Result<std::string> stored = readFile(golden.sheetOf(record.name).string());
  if (!stored)
    out += fmt::format("  sheets/{}.sheet: missing (a new named dungeon)\n", record.name);
  if (fresh) {
    for (const SectionDifference& d : firstDifferences(stored ? *stored : "", *fresh)) {
      out += formatDifference(d);
    }
    out += unifiedDiff(stored ? *stored : "", *fresh,
                       golden.sheetOf(record.name).string() + (stored ? "" : " (none)"),
                       pending.sheetOf(record.name).string());
  }
  if (fileHash(golden.sheetOf(record.name)) != record.stored_sheet) {
    out += "  the stored sheet changed since the check: run the check again\n";
  }
  out += fmt::format("  new sheet: {}\n  picture:   {}\n", pending.sheetOf(record.name).string(),
                     pending.pictureOf(record.name).string());
  std::error_code ignored;
  if (std::filesystem::exists(pending.stagePictureOf(record.name), ignored)) {
    out += fmt::format("  the row:   {} (before it ran, left; after, right)\n",
                       pending.stagePictureOf(record.name).string());
  }
  return out;
}

}  // namespace

std::filesystem::path PendingDir::sheetOf(std::string_view name) const {
  return root_ / (std::string(name) + ".sheet.new");
}
std::filesystem::path PendingDir::pictureOf(std::string_view name) const {
  return root_ / (std::string(name) + ".svg");
}
std::filesystem::path PendingDir::recordOf(std::string_view name) const {
  return root_ / (std::string(name) + ".pending");
}
std::filesystem::path PendingDir::traceOf(std::string_view name) const {
  return root_ / (std::string(name) + ".trace.new");
}
std::filesystem::path PendingDir::stagePictureOf(std::string_view name) const {
  return root_ / (std::string(name) + ".stage.svg");
}

std::filesystem::path defaultPendingRoot(const GoldenDir& golden) {
  std::error_code ignored;
  std::filesystem::path root = std::filesystem::absolute(golden.root(), ignored).lexically_normal();
  if (!root.has_filename()) root = root.parent_path();  // "golden/" names the folder golden
  return root.parent_path() / "build" / "golden-pending";
}

std::string writePending(const PendingDir& pending, const GoldenDir& golden, const NameCheck& check,
                         std::string_view picture, std::string_view stage_picture) {
  std::error_code error;
  std::filesystem::create_directories(pending.root(), error);
  if (error) return pending.root().string() + ": " + error.message();
  const std::string& name = check.fresh.name;
  const PendingRecord record{name, fileHash(golden.sheetOf(name)), storedHashNow(golden, name),
                             check.fresh.hash, check.why};
  const std::string trace = traceFileText(name, check.fresh.trace);
  for (const auto& [path, bytes] :
       {std::pair{pending.sheetOf(name), std::string_view(check.fresh.sheet)},
        {pending.traceOf(name), std::string_view(trace)},
        {pending.pictureOf(name), picture}}) {
    if (auto why = writeFileAtomically(path.string(), bytes); !why.empty()) return why;
  }
  std::error_code ignored;
  std::filesystem::remove(pending.stagePictureOf(name), ignored);
  if (!stage_picture.empty()) {
    if (auto why = writeFileAtomically(pending.stagePictureOf(name).string(), stage_picture);
        !why.empty()) {
      return why;
    }
  }
  // The record last: a name is pending only once its sheet and picture are whole.
  return writeFileAtomically(pending.recordOf(name).string(), recordText(record));
}

void clearPending(const PendingDir& pending, std::string_view name) {
  std::error_code ignored;
  std::filesystem::remove(pending.recordOf(name), ignored);
  std::filesystem::remove(pending.sheetOf(name), ignored);
  std::filesystem::remove(pending.pictureOf(name), ignored);
  std::filesystem::remove(pending.traceOf(name), ignored);
  std::filesystem::remove(pending.stagePictureOf(name), ignored);
}

std::vector<std::string> pendingNames(const PendingDir& pending) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(pending.root(), error)) {
    const std::filesystem::path& path = entry.path();
    if (entry.is_regular_file() && path.extension() == ".pending" &&
        validateName(path.stem().string()).empty()) {
      names.push_back(path.stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

Result<PendingRecord> readPending(const PendingDir& pending, std::string_view name) {
  const std::string path = pending.recordOf(name).string();
  Result<std::string> text = readFile(path);
  if (!text) return text.error();
  PendingRecord record{std::string(name), recordValue(*text, "stored-sheet"),
                       recordValue(*text, "stored-hash"), recordValue(*text, "new-hash"),
                       recordValue(*text, "why")};
  if (!text->starts_with(kRecordHeader) || recordValue(*text, "name") != name ||
      record.stored_sheet.empty() || record.stored_hash.empty() || record.new_hash.empty()) {
    return InputError{path, 1, 1, "not a pending record: run the golden check again"};
  }
  return record;
}

std::string reviewEntry(const PendingDir& pending, const GoldenDir& golden, std::string_view name) {
  Result<PendingRecord> record = readPending(pending, name);
  if (record) return reviewOne(pending, golden, *record);
  std::error_code ignored;
  if (!std::filesystem::exists(pending.recordOf(name), ignored)) {
    return fmt::format("{}: nothing pending\n", name);
  }
  return record.error().format() + "\n";
}

std::string formatReview(const PendingDir& pending, const GoldenDir& golden,
                         const std::vector<std::string>& names) {
  const std::vector<std::string> chosen = names.empty() ? pendingNames(pending) : names;
  std::string out;
  size_t shown = 0;
  for (const std::string& name : chosen) {
    out += reviewEntry(pending, golden, name);
    shown += readPending(pending, name).ok() ? 1 : 0;
  }
  out += fmt::format("golden: {} pending in {}\n", shown, pending.root().string());
  return out;
}

int64_t pendingLinesMoved(const PendingDir& pending, const GoldenDir& golden,
                          const std::vector<std::string>& names) {
  int64_t moved = 0;
  for (const std::string& name : names.empty() ? pendingNames(pending) : names) {
    if (!readPending(pending, name)) continue;
    Result<std::string> fresh = readFile(pending.sheetOf(name).string());
    if (!fresh) continue;
    Result<std::string> stored = readFile(golden.sheetOf(name).string());
    const LineChanges changes = countLineChanges(stored ? *stored : "", *fresh);
    moved += changes.removed + changes.added;
  }
  return moved;
}

std::string acceptPending(const PendingDir& pending, const GoldenDir& golden,
                          std::string_view name) {
  Result<PendingRecord> record = readPending(pending, name);
  if (!record) return fmt::format("{}: nothing pending (run the golden check)", name);
  Result<std::string> sheet = readFile(pending.sheetOf(name).string());
  if (!sheet || hashHex(hashBytes(*sheet)) != record->new_hash) {
    return fmt::format("{}: the pending sheet is not the one checked: run the check again", name);
  }
  if (fileHash(golden.sheetOf(name)) != record->stored_sheet ||
      storedHashNow(golden, name) != record->stored_hash) {
    return fmt::format("{}: the stored golden file changed since the check: run the check again",
                       name);
  }
  Result<HashTable> hashes = loadHashes(golden);
  if (!hashes) return hashes.error().format();
  Result<std::string> trace = readFile(pending.traceOf(name).string());
  std::error_code error;
  for (const auto& folder : {golden.sheetsDir(), golden.tracesDir()}) {
    std::filesystem::create_directories(folder, error);
    if (error) return folder.string() + ": " + error.message();
  }
  if (auto why = writeFileAtomically(golden.sheetOf(name).string(), *sheet); !why.empty()) {
    return why;
  }
  if (trace) {
    if (auto why = writeFileAtomically(golden.traceOf(name).string(), *trace); !why.empty()) {
      return why;
    }
  }
  (*hashes)[std::string(name)] = record->new_hash;
  if (auto why = writeFileAtomically(golden.hashesFile().string(), formatHashes(*hashes));
      !why.empty()) {
    return why;
  }
  clearPending(pending, name);
  return "";
}

}  // namespace dungeon::golden
