// Golden check: regenerate each named dungeon and compare its bytes with the stored sheet, its
// hash with hashes.txt and its stage trace with traces/<name>.trace. The hash is the gate, the
// sheet is what a reviewer reads, the trace says why it moved (the first row, draw count or
// verdict that differs: generator/core/trace_diff.h); all three must match. A mismatch names the
// exact command that accepts it. Checking never writes to the golden folder (only
// writeFreshSheets writes, and only to a folder it is given).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "generator/core/trace_diff.h"
#include "golden/golden_dir.h"
#include "golden/named_list.h"
#include "golden/regenerate.h"
#include "golden/sheet_diff.h"
#include "util/temporary_files.h"

namespace dungeon::golden {

struct NameCheck {
  Regenerated fresh;
  std::string stored_hash;     // "" when hashes.txt has no line for the name
  bool sheet_found = false;    // whether sheets/<name>.sheet could be read
  bool sheet_current = false;  // it holds exactly the fresh sheet
  bool changed = false;        // stored sheet, hash or trace differs from the fresh ones
  std::vector<SectionDifference> differences;  // first differing line per section
  bool trace_changed = false;  // traces/<name>.trace is missing, unreadable or differs
  // Why it changed, in one line: the first move of the stored trace against the fresh one
  // (trace_diff.h), or why there is no stored trace to compare. "" when nothing changed.
  std::string why;
  // The row the change began in, when it began in one (to draw it before and after).
  std::optional<gen::StreamPlace> moved_row;

  bool passed() const { return fresh.passed && !changed; }
};

struct CheckSummary {
  std::vector<NameCheck> names;     // in list order
  std::vector<std::string> strays;  // in hashes.txt or sheets/ but not on the list (all only)
  // Per stray, the same order: its files ("DIR/sheets/NAME.sheet", "its line of DIR/hashes.txt").
  std::vector<std::string> stray_files;
  bool checked_all = false;
  // Temporary files of writes to the folder or sheets/ (an interrupted or running update);
  // one whose writer is gone fails the check, one still being written is only reported.
  std::vector<TemporaryFile> temporary_files;

  bool passed() const;
};

// Checks `entries` against the stored hashes and sheets of `dir`. When `checked_all`, also
// reports hashes and sheets of names that are no longer on the list.
// Counts each regenerated name in `progress` when given.
CheckSummary checkGolden(const GoldenDir& dir, const std::vector<NamedDungeon>& entries,
                         const HashTable& stored, bool checked_all,
                         WorkCounter* progress = nullptr);

// The report: a line per name, details of each mismatch and failure, the update commands and
// a final "golden: ..." verdict. `update_flags` is appended to every update command it
// prints (e.g. " --dir /tmp/g" when the folder is not the default one). When `accept_refused`
// is not empty (updateRefusal(): CI is set, where accept refuses), the accept advice says so
// and names the commands that work: check and accept on one's own machine, then commit.
std::string formatCheck(const CheckSummary& summary, std::string_view update_flags,
                        std::string_view accept_refused = "");

// The report's lines for one section that differs: where, the stored and the new text.
std::string formatDifference(const SectionDifference& difference);

// Writes the fresh sheet of every name that changed or failed to `out_dir`/<name>.sheet
// (atomically), creating the folder. Returns "" or what went wrong.
std::string writeFreshSheets(const CheckSummary& summary, const std::string& out_dir);

}  // namespace dungeon::golden
