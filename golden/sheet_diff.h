// Where two sheets first differ, section by section: the header, each floor ("floor 2") and
// the manifest. A golden mismatch prints one line pair per section that changed, so a
// reviewer sees which floors moved without reading a whole diff.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dungeon::golden {

struct SectionDifference {
  std::string section;  // "header", "floor 1", ..., "manifest"
  // 1-based line numbers in each whole sheet. When a side has no such line its text is
  // nullopt; its number is then the line after its section, or 0 if it lacks the section.
  int old_line = 0;
  int new_line = 0;
  std::optional<std::string> old_text;
  std::optional<std::string> new_text;
};

// The first differing line of every section that differs, sections in the new sheet's order
// followed by sections only the old sheet has. Empty when the texts are equal.
std::vector<SectionDifference> firstDifferences(std::string_view old_sheet,
                                                std::string_view new_sheet);

}  // namespace dungeon::golden
