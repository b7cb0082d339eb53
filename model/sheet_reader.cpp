// Reads designer sheets (format: docs/sheet.md) into a Dungeon: the entry point, the line
// reader, and the lines and keywords every part of the reader asks for. Accepts exactly what
// writeSheet writes, plus blank lines, ';' comment lines outside grids and heights, and a
// missing manifest. The first problem comes back as an InputError with file, line, column and a
// one-line reason. The parts by job: sheet_read_header.cpp, sheet_read_floor.cpp,
// sheet_read_things.cpp (sheet_reader.h).
#include "model/sheet_reader.h"
#include "util/counted.h"

#include <fmt/format.h>

#include <algorithm>

namespace dungeon {
namespace sheet_reading {
namespace {

// A whole 8-floor 256 x 256 sheet is about 1 MiB; anything far larger is not a sheet.
constexpr size_t kMaxSheetBytes = size_t{64} << 20;
// Words quoted in messages are cut to this many bytes.
constexpr size_t kMaxQuotedBytes = 40;

bool isPrintable(char c) {
  return c >= 0x20 && c <= 0x7e;
}

}  // namespace

bool isBlankOrComment(std::string_view text) {
  const size_t first = text.find_first_not_of(' ');
  return first == std::string_view::npos || text[first] == ';';
}

std::string quoted(std::string_view word) {
  std::string out = "'";
  for (char c : word.substr(0, kMaxQuotedBytes)) {
    if (isPrintable(c)) {
      out += c;
    } else {
      out += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
    }
  }
  return out + (word.size() > kMaxQuotedBytes ? "...'" : "'");
}

std::string shownGlyph(char glyph) {
  return quoted(std::string_view(&glyph, 1));
}

std::string placeText(const Thing& thing) {
  return fmt::format("{} {} on floor {} at {},{}", specOf(thing.type).letter,
                     specOf(thing.type).name, thing.floor + 1, thing.at.x, thing.at.y);
}

Line LineReader::next() {
  const size_t end = std::min(text_.find('\n', pos_), text_.size());
  Line line{text_.substr(pos_, end - pos_), ++number_};
  pos_ = end + 1;
  return line;
}

std::pair<int, int> LineReader::endPosition() const {
  if (text_.empty()) return {1, 1};
  if (text_.back() == '\n') return {number_ + 1, 1};
  const size_t start = text_.rfind('\n', text_.size() - 1);
  const size_t length = start == std::string_view::npos ? text_.size() : text_.size() - start - 1;
  return {number_, columnAt(length)};
}

Result<ReadSheet> SheetReader::read() {
  if (auto p = readPreamble()) return *p;
  for (int i = 0; i < out_.dungeon.options.floors; ++i) {
    if (auto p = readFloor(i)) return *p;
  }
  canonicalize(out_.dungeon);
  if (auto p = readTail()) return *p;
  return std::move(out_);
}

InputError SheetReader::fail(int line, int column, std::string message) const {
  return InputError{file_, line, column, std::move(message)};
}

InputError SheetReader::fail(const Line& line, const Word& word, std::string message) const {
  return fail(line.number, word.column, std::move(message));
}

InputError SheetReader::failAtEnd(std::string_view expecting) const {
  auto [line, column] = lines_.endPosition();
  if (line == 1 && column == 1)
    return fail(1, 1, fmt::format("empty sheet: expected {}", expecting));
  return fail(
      line, column,
      fmt::format("unexpected end of the sheet: expected {} (is the file cut short?)", expecting));
}

// The next line as it stands (rows of grids and heights); the end of the text is an error.
Result<Line> SheetReader::needRaw(std::string_view expecting) {
  if (lines_.atEnd()) return failAtEnd(expecting);
  const Line line = lines_.next();
  if (const size_t cr = line.text.find('\r'); cr != std::string_view::npos) {
    return fail(line.number, columnAt(cr),
                "carriage return: sheets end lines with LF only (save without CRLF)");
  }
  return line;
}

// The next line that is neither blank nor a comment, or nullopt at the end of the text.
Result<std::optional<Line>> SheetReader::nextContent() {
  while (!lines_.atEnd()) {
    auto line = needRaw("");
    if (!line) return line.error();
    if (!isBlankOrComment(line->text)) return std::optional<Line>(*line);
  }
  return std::optional<Line>();
}

// As nextContent, but the end of the text is an error saying what was expected.
Result<Line> SheetReader::needContent(std::string_view expecting) {
  auto line = nextContent();
  if (!line) return line.error();
  if (!*line) return failAtEnd(expecting);
  if (const size_t tab = (*line)->text.find('\t'); tab != std::string_view::npos) {
    return fail((*line)->number, columnAt(tab), "tab character: separate words with spaces");
  }
  return **line;
}

// A content line whose words start with `keyword`; returns all its words.
Result<std::vector<Word>> SheetReader::needKeyword(std::string_view keyword, size_t word_count) {
  auto line = needContent(fmt::format("'{}'", keyword));
  if (!line) return line.error();
  current_ = *line;
  auto words = splitWords(line->text);
  if (words.front().text != keyword) {
    return fail(*line, words.front(),
                fmt::format("expected '{}', got {}", keyword, quoted(words.front().text)));
  }
  if (words.size() < word_count) {
    return fail(line->number, columnAt(line->text.size()),
                fmt::format("'{}' needs {} after it", keyword, counted(word_count - 1, "word")));
  }
  if (words.size() > word_count) {
    return fail(*line, words[word_count],
                fmt::format("unexpected {} after '{}'", quoted(words[word_count].text), keyword));
  }
  return words;
}

}  // namespace sheet_reading

Result<ReadSheet> readSheet(std::string_view text, std::string_view file) {
  if (text.size() > sheet_reading::kMaxSheetBytes) {
    return InputError{std::string(file), 0, 0,
                      fmt::format("the sheet is {} bytes; sheets are at most {} bytes", text.size(),
                                  sheet_reading::kMaxSheetBytes)};
  }
  return sheet_reading::SheetReader(text, file).read();
}

}  // namespace dungeon
