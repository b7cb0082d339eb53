// Pending golden changes from the command line: pictures for a check's mismatches, and the
// review, accept and reject subcommands.
#include "cli/golden_pending.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>

#include "cli/command.h"
#include "cli/output.h"
#include "cli/terminal.h"
#include "generator/tries/row_shots.h"
#include "golden/update.h"
#include "model/sheet.h"
#include "render/picture.h"
#include "sweeps/compare_report.h"
#include "util/counted.h"
#include "util/file_io.h"

namespace dungeon::cli {
namespace {

// The stored and new floors side by side; only the new ones for a name with no stored sheet.
std::string pictureOf(const golden::GoldenDir& golden, const golden::NameCheck& check) {
  Result<ReadSheet> fresh = readSheet(check.fresh.sheet, check.fresh.name);
  if (!fresh) return "";
  Result<std::string> stored_text = readFile(golden.sheetOf(check.fresh.name).string());
  Result<ReadSheet> stored =
      stored_text ? readSheet(*stored_text, check.fresh.name) : Result<ReadSheet>(InputError{});
  if (!stored) return render::renderSvg(fresh->dungeon);
  return render::renderDiffSvg(stored->dungeon, fresh->dungeon);
}

// The row the change began in, as the row found the draft (left) and left it (right), changed
// squares marked; "" when it began in no row (a verdict, the kept try) or the row did not run.
std::string stagePictureOf(const golden::NameCheck& check) {
  if (!check.moved_row) return "";
  Result<ReadSheet> fresh = readSheet(check.fresh.sheet, check.fresh.name);
  if (!fresh) return "";
  const Dungeon& d = fresh->dungeon;
  const std::optional<gen::RowShots> shots =
      gen::rowBeforeAndAfter(d.name, d.seed, d.options, *check.moved_row);
  return shots ? render::renderDiffSvg(shots->before, shots->after) : "";
}

// The names to act on: those given, or every pending one with --all.
std::vector<std::string> chosenPending(const golden::PendingDir& pending,
                                       const std::vector<std::string>& names, bool all) {
  return all ? golden::pendingNames(pending) : names;
}

// Prints why the first name that cannot name a golden dungeon is refused; true if any.
bool badNames(const std::vector<std::string>& names, std::string_view command) {
  for (const std::string& name : names) {
    if (auto why = golden::validateName(name); !why.empty()) {
      fmt::print(stderr, "dungeon golden {}: error: '{}': {}\n", command, name, why);
      return true;
    }
  }
  return false;
}

bool isPrintableWord(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c > 0x20 && c < 0x7f; });
}

// What a key typed at a pending change asks for.
enum class ReviewKey { kAccept, kReject, kSkip, kQuit, kUnknown };

ReviewKey keyOf(std::string_view line) {
  if (line == "a" || line == "accept") return ReviewKey::kAccept;
  if (line == "r" || line == "reject") return ReviewKey::kReject;
  if (line.empty() || line == "s" || line == "skip") return ReviewKey::kSkip;
  if (line == "q" || line == "quit") return ReviewKey::kQuit;
  return ReviewKey::kUnknown;
}

// What was typed at the prompt: a line from a pipe, or a single key on a terminal (echoed, as
// the terminal does not; Enter is an empty line). nullopt at the end of the input.
std::optional<std::string> typedAnswer() {
  if (!inputIsTerminal()) {
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    return line;
  }
  const std::optional<char> key = readKeyRaw();
  if (!key) return std::nullopt;
  const std::string typed = *key == '\n' || *key == '\r' ? "" : std::string(1, *key);
  fmt::print("{}\n", typed);
  return typed;
}

// Reads the key for `name`, asking again after an unknown one; quit at the end of the input.
ReviewKey askKey(std::string_view name) {
  for (;;) {
    fmt::print("{}: [a]ccept, [r]eject, [s]kip, [q]uit? ", name);
    std::fflush(stdout);
    const std::optional<std::string> typed = typedAnswer();
    if (!typed) {
      fmt::print("\n");
      return ReviewKey::kQuit;
    }
    if (const ReviewKey key = keyOf(*typed); key != ReviewKey::kUnknown) return key;
    fmt::print("  '{}': type a, r, s or q\n", isPrintableWord(*typed) ? *typed : "?");
  }
}

struct ReviewCounts {
  int accepted = 0;
  int rejected = 0;
  int skipped = 0;
  int refused = 0;
};

// Acts on one pending change as `key` says; false when the review stops.
bool actOn(const golden::GoldenDir& golden, const golden::PendingDir& pending,
           const std::string& name, ReviewKey key, ReviewCounts& counts) {
  switch (key) {
    case ReviewKey::kAccept:
      if (auto why = golden::updateRefusal(); !why.empty()) {
        fmt::print("  not accepted: {}\n", why);
        ++counts.refused;
      } else if (auto refused = golden::acceptPending(pending, golden, name); !refused.empty()) {
        fmt::print("  not accepted: {}\n", refused);
        ++counts.refused;
      } else {
        fmt::print("  accepted {}\n", name);
        ++counts.accepted;
      }
      return true;
    case ReviewKey::kReject:
      golden::clearPending(pending, name);
      fmt::print("  rejected {}\n", name);
      ++counts.rejected;
      return true;
    case ReviewKey::kSkip:
    case ReviewKey::kUnknown:
      ++counts.skipped;
      return true;
    case ReviewKey::kQuit:
      return false;
  }
  return false;
}

// One pending change at a time: its review entry, then a key from standard input.
int stepThroughReview(const golden::GoldenDir& golden, const golden::PendingDir& pending,
                      const std::vector<std::string>& names) {
  const std::vector<std::string> chosen = names.empty() ? golden::pendingNames(pending) : names;
  ReviewCounts counts;
  size_t index = 0;
  for (const std::string& name : chosen) {
    ++index;
    const std::string entry = golden::reviewEntry(pending, golden, name);
    showPaged(fmt::format("[{} of {}] {}", index, chosen.size(), forTheScreen(entry)));
    if (!golden::readPending(pending, name)) continue;
    if (!actOn(golden, pending, name, askKey(name), counts)) break;
  }
  fmt::print("golden review: {} accepted, {} rejected, {} skipped, {} refused; {} still pending\n",
             counts.accepted, counts.rejected, counts.skipped, counts.refused,
             golden::pendingNames(pending).size());
  return counts.refused == 0 ? kExitOk : kExitFailed;
}

}  // namespace

std::string writeCheckPending(const golden::CheckSummary& summary, const golden::GoldenDir& golden,
                              const golden::PendingDir& pending, std::string_view flags) {
  int written = 0;
  for (const golden::NameCheck& check : summary.names) {
    if (!check.changed || !check.fresh.passed) {
      if (check.passed()) golden::clearPending(pending, check.fresh.name);
      continue;
    }
    if (auto why = golden::writePending(pending, golden, check, pictureOf(golden, check),
                                        stagePictureOf(check));
        !why.empty()) {
      return why;
    }
    ++written;
  }
  if (written > 0) {
    fmt::print("pending: {} change{} with pictures in {}; see them with: dungeon golden review{}\n",
               written, written == 1 ? "" : "s", pending.root().string(), flags);
  }
  return "";
}

std::filesystem::path defaultCompareFile(const golden::GoldenDir& golden) {
  return golden::defaultPendingRoot(golden).parent_path() / "sweep-pr" / "compare.json";
}

std::string reviewVerdict(const golden::GoldenDir& golden, const golden::PendingDir& pending,
                          const std::vector<std::string>& names, const std::string& compare_file) {
  size_t changes = 0;
  for (const std::string& name : names.empty() ? golden::pendingNames(pending) : names)
    changes += golden::readPending(pending, name).ok() ? 1 : 0;
  if (changes == 0) return "";
  const int64_t lines = golden::pendingLinesMoved(pending, golden, names);
  const std::string moved =
      fmt::format("golden: {} {} moved in {}", withThousands(lines), lines == 1 ? "line" : "lines",
                  counted(static_cast<int64_t>(changes), "pending change"));
  const std::string file =
      compare_file.empty() ? defaultCompareFile(golden).string() : compare_file;
  Result<std::string> text = readFile(file);
  if (!text) {
    return fmt::format(
        "{}; no sweep compare at {} (run ci/sweep-pr BASE HEAD, or give --compare FILE)\n", moved,
        file);
  }
  Result<std::string> verdict = sweeps::readCompareVerdict(*text, file);
  if (!verdict) return fmt::format("{}; {}\n", moved, verdict.error().format());
  return fmt::format("{}; sweep compare ({}): {}\n", moved, file, *verdict);
}

int runReview(const golden::GoldenDir& golden, const golden::PendingDir& pending,
              const std::vector<std::string>& names, ReviewMode mode, const std::string& verdict) {
  if (badNames(names, "review")) return kExitBadInput;
  if (mode == ReviewMode::kStep) {
    fmt::print("{}", verdict);
    return stepThroughReview(golden, pending, names);
  }
  const std::string review = golden::formatReview(pending, golden, names);
  return writeOutput("", forTheScreen(review) + verdict) ? kExitOk : kExitWriteFailed;
}

int runAccept(const golden::GoldenDir& golden, const golden::PendingDir& pending,
              const std::vector<std::string>& names, bool all) {
  if (auto why = golden::updateRefusal(); !why.empty()) {
    fmt::print(stderr, "dungeon golden accept: refused: {}\n", why);
    return kExitFailed;
  }
  if (names.empty() && !all) {
    fmt::print(stderr, "dungeon golden accept: error: name the changes to accept, or --all\n");
    return kExitBadInput;
  }
  if (badNames(names, "accept")) return kExitBadInput;
  int refused = 0;
  for (const std::string& name : chosenPending(pending, names, all)) {
    if (auto why = golden::acceptPending(pending, golden, name); !why.empty()) {
      fmt::print(stderr, "dungeon golden accept: refused: {}\n", why);
      ++refused;
      continue;
    }
    fmt::print("accepted {}\n", name);
  }
  return refused == 0 ? kExitOk : kExitFailed;
}

int runReject(const golden::PendingDir& pending, const std::vector<std::string>& names, bool all) {
  if (names.empty() && !all) {
    fmt::print(stderr, "dungeon golden reject: error: name the changes to reject, or --all\n");
    return kExitBadInput;
  }
  if (badNames(names, "reject")) return kExitBadInput;
  int missing = 0;
  for (const std::string& name : chosenPending(pending, names, all)) {
    if (!golden::readPending(pending, name)) {
      fmt::print(stderr, "dungeon golden reject: {}: nothing pending\n", name);
      ++missing;
      continue;
    }
    golden::clearPending(pending, name);
    fmt::print("rejected {}\n", name);
  }
  return missing == 0 ? kExitOk : kExitFailed;
}

}  // namespace dungeon::cli
