// The sheet reader's floors (sheet_reader.h): the floor line (number, size, base, topology),
// the grid of square glyphs and the heights grid (a dirt floor's blocks: sheet_read_dirt.cpp).
// Every size is checked against the options before a row is read, and a row is read only up to the
// floor's width.
#include <fmt/format.h>

#include <algorithm>
#include <climits>

#include "model/sheet_reader.h"
#include "util/decimal.h"

namespace dungeon::sheet_reading {
namespace {

// Floor bases are accepted within +-1000 m (stacked floors sit 6 m apart, at most 8 of them).
constexpr int kMaxBaseHalfMetres = 2000;

// "-6.0", "3.5" or "-6" as half-metres; nullopt unless whole or half metres within range.
std::optional<int> parseMetres(std::string_view text) {
  const auto half_m = parseHalfMetres(text);
  if (!half_m || *half_m > kMaxBaseHalfMetres || *half_m < -kMaxBaseHalfMetres) return std::nullopt;
  return static_cast<int>(*half_m);
}

bool isTopologyName(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(),
                                      [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

std::string validGlyphs() {
  std::string out;
  for (int k = 0; k < kSquareKindCount; ++k) {
    const auto kind = static_cast<SquareKind>(k);
    out += fmt::format("{}'{}' {}", k ? ", " : "", glyphOf(kind), nameOf(kind));
  }
  return out;
}

}  // namespace

Problem SheetReader::readFloor(int index) {
  auto floor = readFloorHeader(index);
  if (!floor) return floor.error();
  if (auto p = readGrid(*floor, index)) return p;
  if (auto p = readHeights(*floor, index)) return p;
  if (auto p = readDirtBlocks(*floor, index)) return p;
  out_.dungeon.floors.push_back(std::move(*floor));
  return readThings(index);
}

// The value of words[i], which must read "key=value"; the word is also checked to exist.
Result<Word> SheetReader::keyValue(const std::vector<Word>& words, size_t i, std::string_view key) {
  if (i >= words.size()) {
    return fail(current_.number, columnAt(current_.text.size()),
                fmt::format("the floor line needs {}=... here", key));
  }
  const Word& word = words[i];
  const auto pair = splitKeyValue(word);
  if (!pair || pair->key != key) {
    return fail(current_, word, fmt::format("expected {}=..., got {}", key, quoted(word.text)));
  }
  return Word{pair->value, pair->value_column};
}

Result<Floor> SheetReader::readFloorHeader(int index) {
  const Options& options = out_.dungeon.options;
  auto line =
      needContent(fmt::format("'floor {}' (options say floors={})", index + 1, options.floors));
  if (!line) return line.error();
  current_ = *line;
  auto words = splitWords(line->text);
  if (words.front().text != "floor") {
    return fail(*line, words.front(),
                fmt::format("expected 'floor {}', got {} (the options say floors={})", index + 1,
                            quoted(words.front().text), options.floors));
  }
  if (words.size() < 2 || words[1].text != std::to_string(index + 1)) {
    const Word at = words.size() < 2 ? Word{"", columnAt(line->text.size())} : words[1];
    return fail(*line, at,
                fmt::format("floors are numbered 1..{} in order: expected floor {} here",
                            options.floors, index + 1));
  }
  if (auto p = checkFloorSize(words)) return *p;
  auto base = keyValue(words, 3, "base");
  if (!base) return base.error();
  auto base_half_m = parseMetres(base->text);
  if (!base_half_m) {
    return fail(current_, *base,
                fmt::format("base must be metres in half-metre steps from -1000 to 1000 "
                            "(e.g. -6.0), not {}",
                            quoted(base->text)));
  }
  auto topology = readFloorTopology(words);
  if (!topology) return topology.error();
  return Floor(options.width, options.height, *base_half_m, *topology);
}

Problem SheetReader::checkFloorSize(const std::vector<Word>& words) {
  auto size = keyValue(words, 2, "size");
  if (!size) return size.error();
  const size_t x = size->text.find('x');
  auto w = parseInt(size->text.substr(0, x));
  auto h = x == std::string_view::npos ? std::nullopt : parseInt(size->text.substr(x + 1));
  if (!w || !h) {
    return fail(current_, *size,
                fmt::format("size must be WIDTHxHEIGHT, not {}", quoted(size->text)));
  }
  const Options& options = out_.dungeon.options;
  if (*w != options.width || *h != options.height) {
    return fail(current_, *size,
                fmt::format("floor size {}x{} does not match size={}x{} in the options", *w, *h,
                            options.width, options.height));
  }
  return std::nullopt;
}

Result<std::string> SheetReader::readFloorTopology(const std::vector<Word>& words) {
  auto topology = keyValue(words, 4, "topology");
  if (!topology) return topology.error();
  if (!isTopologyName(topology->text)) {
    return fail(current_, *topology,
                fmt::format("topology must be 'none' or a name of a..z and '_', not {}",
                            quoted(topology->text)));
  }
  if (words.size() > 5) {
    return fail(current_, words[5],
                fmt::format("unexpected {} at the end of the floor line", quoted(words[5].text)));
  }
  return topology->text == "none" ? std::string() : std::string(topology->text);
}

// The next grid or heights row of `floor`; keywords and blank lines say the block is short.
Result<Line> SheetReader::needRow(std::string_view block, int index, int row) {
  const int height = out_.dungeon.options.height;
  auto line =
      needRaw(fmt::format("row {} of {} {} rows of floor {}", row + 1, height, block, index + 1));
  if (!line) return line;
  const std::string_view text = line->text;
  if (text == "heights" || text == "dirt" || text == "ground" || text == "things" ||
      text == "end" || isBlankOrComment(text)) {
    return fail(line->number, 1,
                fmt::format("the {} of floor {} has {} rows, expected {} (blank lines and "
                            "comments are not allowed inside it)",
                            block, index + 1, row, height));
  }
  return line;
}

// Checks a row's length once its glyphs are known to be good up to the floor's width.
Problem SheetReader::checkRowLength(const Line& line, std::string_view block) {
  const int width = out_.dungeon.options.width;
  const int length = static_cast<int>(std::min<size_t>(line.text.size(), INT_MAX / 2));
  if (length == width) return std::nullopt;
  return fail(line.number, std::min(length, width) + 1,
              fmt::format("{} row has {} {} glyphs, expected {}", block,
                          length < width ? "only" : "too many:", length, width));
}

Problem SheetReader::readGlyphRows(std::string_view block, const Floor& floor, int index,
                                   const GlyphReader& read_glyph) {
  auto words = needKeyword(block, 1);
  if (!words) return words.error();
  for (int y = 0; y < floor.height(); ++y) {
    auto line = needRow(block, index, y);
    if (!line) return line.error();
    const int width =
        std::min(floor.width(), static_cast<int>(std::min<size_t>(line->text.size(), INT_MAX / 2)));
    for (int x = 0; x < width; ++x) {
      const std::string why = read_glyph(line->text[static_cast<size_t>(x)], {x, y});
      if (!why.empty()) return fail(line->number, x + 1, why);
    }
    if (auto p = checkRowLength(*line, block)) return p;
  }
  return std::nullopt;
}

Problem SheetReader::readGrid(Floor& floor, int index) {
  return readGlyphRows("grid", floor, index, [&floor](char glyph, Point at) -> std::string {
    const auto kind = kindOfGlyph(glyph);
    if (!kind) {
      return fmt::format("unknown square glyph {} (valid: {})", shownGlyph(glyph), validGlyphs());
    }
    floor.setKind(at, *kind);
    return "";
  });
}

Problem SheetReader::readHeights(Floor& floor, int index) {
  return readGlyphRows("heights", floor, index, [&floor](char glyph, Point at) -> std::string {
    const auto height = heightOfGlyph(glyph);
    if (!height || *height < -kMaxHeightHalfMetres || *height > kMaxHeightHalfMetres) {
      return fmt::format(
          "bad height glyph {}: heights are '0' (the floor's base), "
          "'a'..'z' (+0.5..+13 m) and 'A'..'Z' (-0.5..-13 m)",
          shownGlyph(glyph));
    }
    floor.setHeightHalfMetres(at, *height);
    return "";
  });
}

}  // namespace dungeon::sheet_reading
