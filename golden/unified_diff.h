// The unified diff of two texts, line by line, as `diff -u` prints it (three lines of context,
// "--- OLD", "+++ NEW" and "@@ -a,b +c,d @@" hunks), for golden review: the whole change of a
// sheet, not only its first differing line. The edit script comes from the Debian package
// libdtl-dev (an O(NP) shortest edit script), so the same two texts always give the same bytes;
// and the count of lines that script removes and adds, for the review's "lines moved".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dungeon::golden {

// How many lines the shortest edit script from one text to another removes and adds (a line
// changed in place counts once in each).
struct LineChanges {
  int64_t removed = 0;
  int64_t added = 0;
};
LineChanges countLineChanges(std::string_view old_text, std::string_view new_text);

// "" when the texts are equal line by line; a final newline's absence is not shown.
std::string unifiedDiff(std::string_view old_text, std::string_view new_text,
                        std::string_view old_label, std::string_view new_label);

}  // namespace dungeon::golden
