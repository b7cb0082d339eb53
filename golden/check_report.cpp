// The text a golden check prints: a line per name, the first differing line per section of
// each changed sheet, the command that accepts a change, and a final verdict line.
#include <fmt/format.h>

#include <algorithm>

#include "golden/check.h"

namespace dungeon::golden {
namespace {

std::string_view verdictOf(const NameCheck& check) {
  if (!check.fresh.passed) return "FAILED";
  if (!check.changed) return "ok";
  return check.stored_hash.empty() && !check.sheet_found ? "NEW" : "CHANGED";
}

std::string hashesText(const NameCheck& check) {
  if (!check.changed) return check.fresh.hash;
  const std::string old_hash = check.stored_hash.empty() ? "(none)" : check.stored_hash;
  return fmt::format("{} -> {}", old_hash, check.fresh.hash);
}

std::string lineText(const std::optional<std::string>& text, int line) {
  if (text) return fmt::format("{:>5}: {}", line, *text);
  return line == 0 ? "       (no such section)" : "       (the section ends here)";
}

void appendChanges(std::string& out, const NameCheck& check) {
  if (!check.sheet_found) {
    out += fmt::format("  sheets/{}.sheet: missing\n", check.fresh.name);
  } else if (check.sheet_current && check.stored_hash == check.fresh.hash) {
    out += fmt::format("  the sheet and hashes.txt are current but traces/{}.trace is not\n",
                       check.fresh.name);
  } else if (check.differences.empty() && check.stored_hash != check.fresh.hash) {
    out += "  the stored sheet is current but hashes.txt is not\n";
  } else if (check.differences.empty()) {
    out += "  the sheets differ only after their last line (a final newline)\n";
  } else if (check.stored_hash == check.fresh.hash) {
    out += "  hashes.txt is current but the stored sheet differs (edited by hand?)\n";
  }
  for (const SectionDifference& difference : check.differences) out += formatDifference(difference);
}

void appendName(std::string& out, const NameCheck& check, size_t name_width,
                std::string_view update_flags, bool in_ci) {
  out += fmt::format("{:<8} {:<{}}  {}\n", verdictOf(check), check.fresh.name, name_width,
                     hashesText(check));
  if (!check.fresh.passed) {
    out += fmt::format("  generation failed: {}\n", check.fresh.failure);
    out += "  a named dungeon must generate: fix the generator or its line in named.txt\n";
  }
  if (!check.changed) return;
  if (!check.why.empty()) out += fmt::format("  why: {}\n", check.why);
  appendChanges(out, check);
  if (check.fresh.passed) {
    out += fmt::format("  accept it{}: dungeon golden accept {}{}\n",
                       in_ci ? " on your machine (accept refuses in CI)" : "", check.fresh.name,
                       update_flags);
  }
}

int countVerdict(const CheckSummary& summary, std::string_view verdict) {
  int count = 0;
  for (const NameCheck& check : summary.names) count += verdictOf(check) == verdict ? 1 : 0;
  return count;
}

// The width of the name column: the longest name, so hashes line up.
size_t nameWidth(const CheckSummary& summary) {
  size_t width = 0;
  for (const NameCheck& check : summary.names) width = std::max(width, check.fresh.name.size());
  for (const std::string& name : summary.strays) width = std::max(width, name.size());
  return width;
}

// The one command that accepts every change shown: --all when the whole list was checked,
// else the changed names (a failed generation cannot be accepted).
std::string acceptAllCommand(const CheckSummary& summary, std::string_view update_flags,
                             std::string_view accept_refused) {
  if (!accept_refused.empty()) {
    return fmt::format(
        "accept every change: not here ({}): on your machine run dungeon golden check{}, then "
        "dungeon golden accept --all{}, and commit golden/\n",
        accept_refused.substr(0, accept_refused.find(':')), update_flags, update_flags);
  }
  if (summary.checked_all) {
    return fmt::format("accept every change: dungeon golden accept --all{}\n", update_flags);
  }
  std::string names;
  for (const NameCheck& check : summary.names) {
    if (check.fresh.passed && check.changed) names += " " + check.fresh.name;
  }
  return fmt::format("accept every change: dungeon golden accept{}{}\n", names, update_flags);
}

// A line per temporary file in the folder: a leftover of a killed write fails the check.
void appendTemporaryFiles(std::string& out, const CheckSummary& summary,
                          std::string_view update_flags) {
  for (const TemporaryFile& file : summary.temporary_files) {
    if (file.writer_alive) {
      out += fmt::format("WRITING  {}  (process {} is writing it)\n", file.path, file.pid);
    } else {
      out += fmt::format(
          "LEFTOVER {}  temporary file of an interrupted write (process {} is gone): the next "
          "dungeon golden update{} removes it\n",
          file.path, file.pid, update_flags);
    }
  }
}

}  // namespace

std::string formatDifference(const SectionDifference& difference) {
  std::string out =
      fmt::format("  {}: first difference at line {}", difference.section,
                  difference.new_line != 0 ? difference.new_line : difference.old_line);
  if (difference.old_line != difference.new_line && difference.old_line != 0 &&
      difference.new_line != 0) {
    out += fmt::format(" (line {} in the stored sheet)", difference.old_line);
  }
  out += '\n';
  out += fmt::format("    old {}\n", lineText(difference.old_text, difference.old_line));
  out += fmt::format("    new {}\n", lineText(difference.new_text, difference.new_line));
  return out;
}

std::string formatCheck(const CheckSummary& summary, std::string_view update_flags,
                        std::string_view accept_refused) {
  std::string out;
  const size_t width = nameWidth(summary);
  for (const NameCheck& check : summary.names) {
    appendName(out, check, width, update_flags, !accept_refused.empty());
  }
  for (size_t i = 0; i < summary.strays.size(); ++i) {
    out += fmt::format("{:<8} {:<{}}  not in named.txt: {}\n", "STRAY", summary.strays[i], width,
                       i < summary.stray_files.size() ? summary.stray_files[i] : "");
  }
  appendTemporaryFiles(out, summary, update_flags);
  const int changed = countVerdict(summary, "CHANGED");
  const int added = countVerdict(summary, "NEW");
  if (changed + added > 0) out += acceptAllCommand(summary, update_flags, accept_refused);
  if (!summary.strays.empty()) {
    out += fmt::format("remove the stray files: dungeon golden remove-stray{}\n", update_flags);
  }
  out += fmt::format("golden: {} checked, {} ok, {} changed, {} new, {} failed, {} stray\n",
                     summary.names.size(), countVerdict(summary, "ok"), changed, added,
                     countVerdict(summary, "FAILED"), summary.strays.size());
  const auto leftovers =
      std::count_if(summary.temporary_files.begin(), summary.temporary_files.end(),
                    [](const TemporaryFile& file) { return !file.writer_alive; });
  if (leftovers > 0) out.insert(out.size() - 1, fmt::format(", {} leftover", leftovers));
  return out;
}

}  // namespace dungeon::golden
