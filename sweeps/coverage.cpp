// Reads the coverage file and judges the sweeps' ledgers against it.
#include "sweeps/coverage.h"

#include <fmt/format.h>
#include <fnmatch.h>

#include <algorithm>
#include <set>

#include "util/glob.h"
#include "util/text.h"

namespace dungeon::sweeps {
namespace {

constexpr uint64_t kMostSeeds = 1'000'000;

InputError errorAt(std::string_view file, int line, int column, std::string message) {
  return {std::string(file), line, column, std::move(message)};
}

Result<CoverageSweep> sweepOf(std::span<const Word> words, std::string_view file, int line) {
  if (words.size() < 2) return errorAt(file, line, 1, "a sweep line needs its seed count");
  const Word& count = words[1];
  const WholeNumber seeds = parseWholeNumber(count.text, 1, kMostSeeds);
  if (!seeds.value) {
    return errorAt(file, line, count.column, "the seed count " + seeds.error);
  }
  Result<Options> options = parseOptionWords(words.subspan(2));
  if (!options) {
    InputError error = options.error();
    error.file = std::string(file);
    error.line = line;
    return error;
  }
  std::string text;
  for (const Word& word : words.subspan(2)) {
    if (!text.empty()) text += ' ';
    text += word.text;
  }
  return CoverageSweep{*options, static_cast<int>(*seeds.value),
                       text.empty() ? "default options" : text, line};
}

// The reason of a rare line: its words after the pattern, as written.
std::string restOf(std::string_view line, const Word& after) {
  const size_t from = static_cast<size_t>(after.column - 1) + after.text.size();
  std::string_view rest = line.substr(std::min(from, line.size()));
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  return std::string(rest);
}

}  // namespace

Result<CoverageExpect> parseCoverageExpect(std::string_view text, std::string_view file) {
  CoverageExpect expect;
  std::set<std::string, std::less<>> written;
  for (const auto& [line_number, line, words] : tableLines(text, " ")) {
    const Word& keyword = words[0];
    if (keyword.text == "sweep") {
      Result<CoverageSweep> sweep = sweepOf(words, file, line_number);
      if (!sweep) return sweep.error();
      expect.sweeps.push_back(std::move(*sweep));
      continue;
    }
    if (keyword.text != "expect" && keyword.text != "rare") {
      return errorAt(file, line_number, keyword.column,
                     fmt::format("unknown keyword '{}' (sweep, expect or rare)", keyword.text));
    }
    if (words.size() < 2) {
      return errorAt(file, line_number, keyword.column + static_cast<int>(keyword.text.size()),
                     fmt::format("{} needs a point", keyword.text));
    }
    const Word& point = words[1];
    if (!written.emplace(point.text).second) {
      return errorAt(file, line_number, point.column,
                     fmt::format("'{}' is written twice", point.text));
    }
    if (keyword.text == "expect") {
      if (words.size() > 2) {
        return errorAt(file, line_number, words[2].column, "an expect line names one point");
      }
      expect.expected.push_back({std::string(point.text), line_number});
      continue;
    }
    if (const size_t at = unclosedSet(point.text); at != std::string_view::npos) {
      return errorAt(file, line_number, point.column + static_cast<int>(at),
                     "a '[' that no ']' closes");
    }
    const std::string why = restOf(line, point);
    if (why.empty()) {
      return errorAt(file, line_number, point.column + static_cast<int>(point.text.size()),
                     "a rare line says why the points are rare");
    }
    expect.rare.push_back({std::string(point.text), why, line_number});
  }
  if (expect.sweeps.empty()) return errorAt(file, 0, 0, "no sweep line");
  return expect;
}

void addSweepLedger(CoverageSeen& seen, const LedgerTally& ledger, const Options& options) {
  mergeLedger(seen.ledger, ledger);
  for (std::string& point : domainOf(ledger, options)) seen.domain.push_back(std::move(point));
  std::sort(seen.domain.begin(), seen.domain.end());
  seen.domain.erase(std::unique(seen.domain.begin(), seen.domain.end()), seen.domain.end());
}

const RarePoints* rareLineOf(const CoverageExpect& expect, std::string_view point) {
  const std::string text(point);
  for (const RarePoints& rare : expect.rare) {
    if (fnmatch(rare.pattern.c_str(), text.c_str(), 0) == 0) return &rare;
  }
  return nullptr;
}

CoverageVerdict judgeCoverage(const CoverageExpect& expect, const CoverageSeen& seen) {
  CoverageVerdict verdict;
  std::set<std::string_view> expected;
  for (const ExpectedPoint& point : expect.expected) {
    expected.insert(point.point);
    if (seen.ledger.points.contains(point.point)) {
      ++verdict.expected_hit;
    } else if (std::binary_search(seen.domain.begin(), seen.domain.end(), point.point)) {
      verdict.missing.push_back(point);
    } else {
      verdict.stale.push_back(point);
    }
  }
  for (const std::string& point : seen.domain) {
    if (expected.contains(point)) continue;
    if (rareLineOf(expect, point) != nullptr) {
      ++verdict.rare_points;
    } else {
      verdict.unclassified.push_back(point);
    }
  }
  return verdict;
}

}  // namespace dungeon::sweeps
