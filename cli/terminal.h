// What `golden review` does on a terminal: single keys without Enter (the terminal's line mode
// and echo turned off while a key is awaited, and put back on return, on exit and on Ctrl-C or
// a termination signal), a unified diff coloured (unless NO_COLOR is set), and text longer than
// the screen shown through the pager ($PAGER, else `less -R` when installed). Off a terminal
// every function leaves the text and input as they are.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace dungeon::cli {

// True when standard input is a terminal.
bool inputIsTerminal();

// Reads one key from the terminal on standard input, without waiting for Enter and without
// echo; nullopt at the end of input (Ctrl-D) or on a read error. REQUIRES: inputIsTerminal().
std::optional<char> readKeyRaw();

// True when standard output is a terminal and NO_COLOR is unset or empty (no-color.org).
bool colourWanted();

// A unified diff's lines coloured with ANSI escapes: '+' lines green, '-' lines red, '@@' lines
// cyan, the '---' and '+++' header bold; other lines as they are.
std::string colouredDiff(std::string_view text);

// The review text as standard output shows it: colouredDiff when colourWanted, else as it is.
std::string forTheScreen(std::string_view text);

// Writes `text` to standard output, through the pager when standard output is a terminal and
// the text has more lines than the screen; directly when there is no pager or it fails to start.
void showPaged(std::string_view text);

}  // namespace dungeon::cli
