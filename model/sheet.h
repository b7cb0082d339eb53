// The designer sheet: the canonical text form of a dungeon (UTF-8, LF), documented in
// docs/sheet.md. writeSheet is a pure function of the dungeon, so its bytes are the golden
// output; readSheet accepts the same format (plus comments and blank lines from designers)
// and reading then writing a canonical sheet gives back exactly the same bytes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/dungeon.h"
#include "util/result.h"

namespace dungeon {

inline constexpr int kSheetFormatVersion = 1;
inline constexpr int kMaxHeightHalfMetres = 26;  // the heights grid's alphabet: a..z, A..Z

// The canonical text. Things are written in canonical order whatever order `d` holds.
std::string writeSheet(const Dungeon& d);

// Where a thing's line starts on the sheet: its line and the column of its letter (1-based).
struct SheetSpot {
  int line = 0;
  int column = 0;
};

// A sheet that was read, with the reader's warnings (e.g. a one-way door with no side) and,
// parallel to `dungeon.things` (canonical order), the spot of each thing's line.
struct ReadSheet {
  Dungeon dungeon;
  std::vector<InputError> warnings;
  std::vector<SheetSpot> thing_spots;
};

// Parses sheet text. `file` names the source in errors. On failure the error has the line
// and column of the first problem and a one-line reason.
Result<ReadSheet> readSheet(std::string_view text, std::string_view file);

// Glyph of a height offset in the heights grid. REQUIRES: |half_m| <= kMaxHeightHalfMetres.
char heightGlyph(int half_m);
// The height offset a glyph names, or nullopt.
std::optional<int> heightOfGlyph(char glyph);

}  // namespace dungeon
