// Why a dungeon changed: the first entry at which two stage traces (try_trace.h) or two draw
// logs differ, in one line (docs/golden.md, *Why did it change?*). Every entry before it is
// identical on both sides, so it is where the change began: a row that took another number of
// draws, a row that took the same draws and left another draft (the code used the same numbers
// differently), a try judged otherwise (a band or check that moved), or, in draw logs, the first
// draw asked or answered otherwise, with both lines of code that asked. A draw's line of code is
// shown but not compared: a line added above a call moves it without changing a number.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace dungeon::gen {

// Where a stream belongs: "layout/floor2/try0.1" is stage layout, floor 2 (from 1), try 0;
// "stack/try3" stage stack, try 3; "ducts/kept" the kept try. Unknown parts stay empty or -1.
struct StreamPlace {
  std::string stage;
  int floor = -1;      // from 1; -1 when the stream is not per floor
  int try_index = -1;  // -1 for the kept try's rows or when unknown
  bool kept = false;
};
StreamPlace placeOfStream(std::string_view stream);

struct TraceMove {
  enum class Kind {
    kNone,        // identical
    kDraws,       // a row took another number of draws
    kResult,      // a row took the same draws and left another draft (or ended otherwise)
    kRows,        // the rows differ in which ran (another attempt, a row on one side only)
    kVerdict,     // every row the same, a try judged otherwise
    kKept,        // every row and verdict the same, another try kept
    kDraw,        // draw logs: a draw asked or answered otherwise, or one side drew more
    kLength,      // one side ends where the other goes on
    kUnreadable,  // a line that is not a trace or log line
  };
  Kind kind = Kind::kNone;
  std::string text;  // the one line that says it
  // The row it happened in, when it happened in one (to draw it): its try (-1 for the kept
  // try's rows), stage and floor (from 1; -1 for a row that is not per floor).
  std::optional<StreamPlace> row;
  size_t line = 0;  // 0-based index of the first differing line
};

// The first difference between `before` and `after` (each a trace or a draw log's lines).
TraceMove firstMove(std::span<const std::string> before, std::span<const std::string> after);

}  // namespace dungeon::gen
