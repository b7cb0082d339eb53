// The sheet reader's parts, private to the model (sheet.h is the public entry): the line
// reader, the message helpers, and the SheetReader whose member functions are defined by job in
// sheet_reader.cpp (lines and keywords), sheet_read_header.cpp (version, name, seed, options),
// sheet_read_floor.cpp (floor line, grid, heights), sheet_read_dirt.cpp (dirt and ground) and
// sheet_read_things.cpp (things, manifest).
// Every loop advances through the text, so no input can crash, hang or exhaust memory.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/sheet.h"
#include "util/text.h"

namespace dungeon::sheet_reading {

using Problem = std::optional<InputError>;

struct Line {
  std::string_view text;
  int number = 0;  // 1-based
};

bool isBlankOrComment(std::string_view text);
// A word as a message shows it: quoted, cut short, other bytes than printable ASCII as \xNN.
std::string quoted(std::string_view word);
std::string shownGlyph(char glyph);
// "K key on floor 1 at 3,4": a thing as messages name it.
std::string placeText(const Thing& thing);

// Reads the text one line at a time; LF ends a line and the last line may lack it.
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {}

  bool atEnd() const { return pos_ >= text_.size(); }
  // A LineReader is a small value: copying one and assigning it back undoes reading ahead.
  // REQUIRES: !atEnd().
  Line next();
  // The line and column just past the last byte, where a truncated sheet stops.
  std::pair<int, int> endPosition() const;

 private:
  std::string_view text_;
  size_t pos_ = 0;
  int number_ = 0;
};

class SheetReader {
 public:
  SheetReader(std::string_view text, std::string_view file) : lines_(text), file_(file) {}

  Result<ReadSheet> read();

 private:
  // sheet_reader.cpp: errors, lines and keywords.
  InputError fail(int line, int column, std::string message) const;
  InputError fail(const Line& line, const Word& word, std::string message) const;
  InputError failAtEnd(std::string_view expecting) const;
  Result<Line> needRaw(std::string_view expecting);
  Result<std::optional<Line>> nextContent();
  Result<Line> needContent(std::string_view expecting);
  Result<std::vector<Word>> needKeyword(std::string_view keyword, size_t word_count);

  // sheet_read_header.cpp
  Problem readPreamble();
  Problem readVersion();
  Problem readName();
  Problem readSeed();
  Problem readOptions();

  // sheet_read_floor.cpp
  Problem readFloor(int index);
  Result<Word> keyValue(const std::vector<Word>& words, size_t i, std::string_view key);
  Result<Floor> readFloorHeader(int index);
  Problem checkFloorSize(const std::vector<Word>& words);
  Result<std::string> readFloorTopology(const std::vector<Word>& words);
  Result<Line> needRow(std::string_view block, int index, int row);
  Problem checkRowLength(const Line& line, std::string_view block);
  // Takes one glyph of a row at its square; returns "" or why the glyph is refused.
  using GlyphReader = std::function<std::string(char glyph, Point at)>;
  // Reads the `block` keyword and the floor's rows of glyphs after it, each row as wide as
  // the floor; a refused glyph is reported at its own column.
  Problem readGlyphRows(std::string_view block, const Floor& floor, int index,
                        const GlyphReader& read_glyph);
  Problem readGrid(Floor& floor, int index);
  Problem readHeights(Floor& floor, int index);
  // sheet_read_dirt.cpp: the dirt and ground blocks of a dirt floor, when present.
  Problem readDirtBlocks(Floor& floor, int index);
  Problem readDirt(Floor& floor, int index);
  Problem readGround(Floor& floor, int index);
  // A dirt or ground keyword where a thing, 'end' or 'manifest' should be, or nullopt.
  Problem misplacedDirtBlock(const Line& line, const Word& first, int index) const;

  // sheet_read_things.cpp
  Problem readThings(int index);
  Problem readThing(const std::vector<Word>& words, int index);
  Result<Thing> readThingPlace(const std::vector<Word>& words, int index);
  Problem readField(const ThingSpec& spec, const Word& word, Thing& thing);
  void warnIfSideMissing(const Thing& thing);
  Problem readTail();
  Problem readManifest();
  Problem checkManifestRow(const std::vector<Word>& words, const Thing& thing, int id);

  LineReader lines_;
  std::string file_;
  Line current_;  // the line being read, for errors about its words
  ReadSheet out_;
};

}  // namespace dungeon::sheet_reading
