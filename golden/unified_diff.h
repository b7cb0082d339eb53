// The unified diff of two texts, line by line, as `diff -u` prints it (three lines of context,
// "--- OLD", "+++ NEW" and "@@ -a,b +c,d @@" hunks), for golden review: the whole change of a
// sheet, not only its first differing line. The edit script comes from the Debian package
// libdtl-dev (an O(NP) shortest edit script), so the same two texts always give the same bytes.
#pragma once

#include <string>
#include <string_view>

namespace dungeon::golden {

// "" when the texts are equal line by line; a final newline's absence is not shown.
std::string unifiedDiff(std::string_view old_text, std::string_view new_text,
                        std::string_view old_label, std::string_view new_label);

}  // namespace dungeon::golden
