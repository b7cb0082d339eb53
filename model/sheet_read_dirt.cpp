// The sheet reader's dirt (sheet_reader.h): a dirt floor's `dirt` block (per square: not dirt,
// or its level, packing and reinforcement) and its `ground` block (the units above each
// square), both right after the heights and both or neither. A floor without them is not a
// dirt floor. Dirt keywords anywhere else are refused with a message saying where they belong.
#include <fmt/format.h>

#include "model/sheet_reader.h"

namespace dungeon::sheet_reading {
namespace {

bool isDirtKeyword(std::string_view word) {
  return word == "dirt" || word == "ground";
}

}  // namespace

Problem SheetReader::readDirtBlocks(Floor& floor, int index) {
  const LineReader before = lines_;
  auto next = nextContent();
  if (!next) return next.error();
  lines_ = before;
  if (!*next) return std::nullopt;  // the end of the text: readThings reports it
  const auto words = splitWords((*next)->text);
  if (words.front().text == "ground") {
    return fail(**next, words.front(),
                fmt::format("floor {} has a ground block but no dirt block before it (a dirt "
                            "floor writes 'dirt', then 'ground', after its heights)",
                            index + 1));
  }
  if (words.front().text != "dirt") return std::nullopt;
  floor.makeDirtFloor();
  if (auto p = readDirt(floor, index)) return p;
  if (auto p = readGround(floor, index)) return p;
  const LineReader after = lines_;
  auto again = nextContent();
  if (!again) return again.error();
  lines_ = after;
  if (!*again) return std::nullopt;
  const auto again_words = splitWords((*again)->text);
  if (isDirtKeyword(again_words.front().text)) {
    return fail(
        **again, again_words.front(),
        fmt::format("floor {} already has its dirt and ground blocks (one of each)", index + 1));
  }
  return std::nullopt;
}

Problem SheetReader::readDirt(Floor& floor, int index) {
  return readGlyphRows("dirt", floor, index, [&floor](char glyph, Point at) -> std::string {
    const auto square = dirtOfGlyph(glyph);
    if (!square) {
      return fmt::format(
          "bad dirt glyph {}: dirt is '-' (not dirt), '0'..'3' (loose, by level), 'a'..'d' "
          "(packed), 'A'..'D' (reinforced), 'E'..'H' (reinforced and packed)",
          shownGlyph(glyph));
    }
    floor.setDirt(at, *square);
    return "";
  });
}

Problem SheetReader::readGround(Floor& floor, int index) {
  const LineReader before = lines_;
  auto next = nextContent();
  if (!next) return next.error();
  lines_ = before;
  if (*next && splitWords((*next)->text).front().text != "ground") {
    const auto words = splitWords((*next)->text);
    return fail(**next, words.front(),
                fmt::format("expected 'ground' after the dirt block of floor {}, got {}", index + 1,
                            quoted(words.front().text)));
  }
  return readGlyphRows("ground", floor, index, [&floor](char glyph, Point at) -> std::string {
    const auto units = groundOfGlyph(glyph);
    if (!units) {
      return fmt::format("bad ground glyph {}: ground is '0'..'3' units of dirt",
                         shownGlyph(glyph));
    }
    floor.setGround(at, *units);
    return "";
  });
}

Problem SheetReader::misplacedDirtBlock(const Line& line, const Word& first, int index) const {
  if (!isDirtKeyword(first.text)) return std::nullopt;
  if (index >= out_.dungeon.options.floors) {
    return fail(line, first,
                fmt::format("a {} block outside any floor: there is no floor {} (the options "
                            "say floors={}); dirt blocks follow a floor's heights",
                            first.text, index + 1, out_.dungeon.options.floors));
  }
  return fail(line, first,
              fmt::format("the {} block of floor {} belongs after its heights, before 'things'",
                          first.text, index + 1));
}

}  // namespace dungeon::sheet_reading
