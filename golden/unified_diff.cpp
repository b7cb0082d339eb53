#include "golden/unified_diff.h"

#include <fmt/format.h>
#include <dtl/dtl.hpp>

#include <sstream>
#include <vector>

namespace dungeon::golden {
namespace {

std::vector<std::string> linesOf(std::string_view text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    const size_t stop = end == std::string_view::npos ? text.size() : end;
    lines.emplace_back(text.substr(start, stop - start));
    start = stop + 1;
  }
  return lines;
}

}  // namespace

LineChanges countLineChanges(std::string_view old_text, std::string_view new_text) {
  const std::vector<std::string> old_lines = linesOf(old_text);
  const std::vector<std::string> new_lines = linesOf(new_text);
  LineChanges changes;
  if (old_lines == new_lines) return changes;
  dtl::Diff<std::string, std::vector<std::string>> diff(old_lines, new_lines);
  diff.onHuge();
  diff.compose();
  for (const auto& [line, info] : diff.getSes().getSequence()) {
    changes.removed += info.type == dtl::SES_DELETE;
    changes.added += info.type == dtl::SES_ADD;
  }
  return changes;
}

std::string unifiedDiff(std::string_view old_text, std::string_view new_text,
                        std::string_view old_label, std::string_view new_label) {
  const std::vector<std::string> old_lines = linesOf(old_text);
  const std::vector<std::string> new_lines = linesOf(new_text);
  if (old_lines == new_lines) return "";
  dtl::Diff<std::string, std::vector<std::string>> diff(old_lines, new_lines);
  diff.onHuge();
  diff.compose();
  diff.composeUnifiedHunks();
  std::ostringstream hunks;
  diff.printUnifiedFormat(hunks);
  return fmt::format("--- {}\n+++ {}\n{}", old_label, new_label, hunks.str());
}

}  // namespace dungeon::golden
