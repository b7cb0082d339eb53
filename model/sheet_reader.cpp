// Reads designer sheets (format: docs/sheet.md) into a Dungeon. Accepts exactly what writeSheet
// writes, plus blank lines, ';' comment lines outside grids and heights, and a missing manifest.
// The first problem comes back as an InputError with file, line, column and a one-line reason.
// Every size is checked against the options' limits before anything is allocated from it, and
// every loop advances through the text, so no input can crash, hang or exhaust memory.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <climits>
#include <optional>

#include "model/decimal.h"
#include "model/sheet.h"

namespace dungeon {
namespace {

// A whole 8-floor 256 x 256 sheet is about 1 MiB; anything far larger is not a sheet.
constexpr size_t kMaxSheetBytes = size_t{64} << 20;
// Floor bases are accepted within +-1000 m (stacked floors sit 6 m apart, at most 8 of them).
constexpr int kMaxBaseHalfMetres = 2000;
// Words quoted in messages are cut to this many bytes.
constexpr size_t kMaxQuotedBytes = 40;

using Problem = std::optional<InputError>;

struct Line {
  std::string_view text;
  int number = 0;  // 1-based
};

struct Word {
  std::string_view text;
  int column = 0;  // 1-based
};

int columnAt(size_t offset) {
  return static_cast<int>(std::min<size_t>(offset, INT_MAX - 1)) + 1;
}

// The line's words, split at runs of spaces, with their columns.
std::vector<Word> splitWords(std::string_view text) {
  std::vector<Word> words;
  size_t pos = 0;
  while ((pos = text.find_first_not_of(' ', pos)) != std::string_view::npos) {
    const size_t end = std::min(text.find(' ', pos), text.size());
    words.push_back({text.substr(pos, end - pos), columnAt(pos)});
    pos = end;
  }
  return words;
}

bool isBlankOrComment(std::string_view text) {
  const size_t first = text.find_first_not_of(' ');
  return first == std::string_view::npos || text[first] == ';';
}

bool isPrintable(char c) {
  return c >= 0x20 && c <= 0x7e;
}

// A word as a message shows it: quoted, cut short, other bytes than printable ASCII as \xNN.
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

template <class Int>
std::optional<Int> parseNumber(std::string_view text) {
  Int value{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// "-6.0", "3.5" or "-6" as half-metres; nullopt unless whole or half metres within range.
std::optional<int> parseMetres(std::string_view text) {
  const auto half_m = parseHalfMetres(text);
  if (!half_m || *half_m > kMaxBaseHalfMetres || *half_m < -kMaxBaseHalfMetres) return std::nullopt;
  return static_cast<int>(*half_m);
}

bool isName(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c == '-';
  });
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

std::string catalogueLetters() {
  std::string out;
  for (const ThingSpec& spec : catalogue()) {
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", spec.letter, spec.name);
  }
  return out;
}

std::string fieldNames(const ThingSpec& spec) {
  if (spec.fields.empty()) return "it has no fields";
  std::string out = "its fields:";
  for (const FieldSpec& field : spec.fields) out += fmt::format(" {}", field.name);
  return out;
}

std::string placeText(const Thing& thing) {
  return fmt::format("{} {} on floor {} at {},{}", specOf(thing.type).letter,
                     specOf(thing.type).name, thing.floor + 1, thing.at.x, thing.at.y);
}

// Reads the text one line at a time; LF ends a line and the last line may lack it.
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {}

  bool atEnd() const { return pos_ >= text_.size(); }

  // REQUIRES: !atEnd().
  Line next() {
    const size_t end = std::min(text_.find('\n', pos_), text_.size());
    Line line{text_.substr(pos_, end - pos_), ++number_};
    pos_ = end + 1;
    return line;
  }

  // The line and column just past the last byte, where a truncated sheet stops.
  std::pair<int, int> endPosition() const {
    if (text_.empty()) return {1, 1};
    if (text_.back() == '\n') return {number_ + 1, 1};
    const size_t start = text_.rfind('\n', text_.size() - 1);
    const size_t length = start == std::string_view::npos ? text_.size() : text_.size() - start - 1;
    return {number_, columnAt(length)};
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  int number_ = 0;
};

class SheetReader {
 public:
  SheetReader(std::string_view text, std::string_view file) : lines_(text), file_(file) {}

  Result<ReadSheet> read() {
    if (auto p = readPreamble()) return *p;
    for (int i = 0; i < out_.dungeon.options.floors; ++i) {
      if (auto p = readFloor(i)) return *p;
    }
    canonicalize(out_.dungeon);
    if (auto p = readTail()) return *p;
    return std::move(out_);
  }

 private:
  InputError fail(int line, int column, std::string message) const {
    return InputError{file_, line, column, std::move(message)};
  }
  InputError fail(const Line& line, const Word& word, std::string message) const {
    return fail(line.number, word.column, std::move(message));
  }

  InputError failAtEnd(std::string_view expecting) const {
    auto [line, column] = lines_.endPosition();
    if (line == 1 && column == 1)
      return fail(1, 1, fmt::format("empty sheet: expected {}", expecting));
    return fail(line, column,
                fmt::format("unexpected end of the sheet: expected {} (is the file cut short?)",
                            expecting));
  }

  // The next line as it stands (rows of grids and heights); the end of the text is an error.
  Result<Line> needRaw(std::string_view expecting) {
    if (lines_.atEnd()) return failAtEnd(expecting);
    const Line line = lines_.next();
    if (const size_t cr = line.text.find('\r'); cr != std::string_view::npos) {
      return fail(line.number, columnAt(cr),
                  "carriage return: sheets end lines with LF only (save without CRLF)");
    }
    return line;
  }

  // The next line that is neither blank nor a comment, or nullopt at the end of the text.
  Result<std::optional<Line>> nextContent() {
    while (!lines_.atEnd()) {
      auto line = needRaw("");
      if (!line) return line.error();
      if (!isBlankOrComment(line->text)) return std::optional<Line>(*line);
    }
    return std::optional<Line>();
  }

  // As nextContent, but the end of the text is an error saying what was expected.
  Result<Line> needContent(std::string_view expecting) {
    auto line = nextContent();
    if (!line) return line.error();
    if (!*line) return failAtEnd(expecting);
    if (const size_t tab = (*line)->text.find('\t'); tab != std::string_view::npos) {
      return fail((*line)->number, columnAt(tab), "tab character: separate words with spaces");
    }
    return **line;
  }

  // A content line whose words start with `keyword`; returns all its words.
  Result<std::vector<Word>> needKeyword(std::string_view keyword, size_t word_count) {
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
                  fmt::format("'{}' needs {} word(s) after it", keyword, word_count - 1));
    }
    if (words.size() > word_count) {
      return fail(*line, words[word_count],
                  fmt::format("unexpected {} after '{}'", quoted(words[word_count].text), keyword));
    }
    return words;
  }

  Problem readPreamble() {
    if (auto p = readVersion()) return p;
    if (auto p = readName()) return p;
    if (auto p = readSeed()) return p;
    return readOptions();
  }

  Problem readVersion() {
    const std::string header = fmt::format("'dungeon-sheet {}'", kSheetFormatVersion);
    auto line = needContent(header);
    if (!line) return line.error();
    auto words = splitWords(line->text);
    if (words.front().text != "dungeon-sheet") {
      return fail(*line, words.front(),
                  fmt::format("not a dungeon sheet: expected {} as the "
                              "first line, got {}",
                              header, quoted(words.front().text)));
    }
    if (words.size() != 2) {
      const Word at = words.size() > 2 ? words[2] : Word{"", columnAt(line->text.size())};
      return fail(*line, at, fmt::format("the first line must be exactly {}", header));
    }
    if (words[1].text != std::to_string(kSheetFormatVersion)) {
      return fail(*line, words[1],
                  fmt::format("unsupported sheet version {} (this reader reads version {})",
                              quoted(words[1].text), kSheetFormatVersion));
    }
    return std::nullopt;
  }

  Problem readName() {
    auto words = needKeyword("name", 2);
    if (!words) return words.error();
    const Word& name = (*words)[1];
    if (!isName(name.text)) {
      const size_t bad = std::string_view(name.text).find_first_not_of(
          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-");
      return fail(
          current_.number, name.column + static_cast<int>(bad),
          fmt::format("bad name {}: use letters, digits, '_', '.' and '-'", quoted(name.text)));
    }
    out_.dungeon.name = std::string(name.text);
    return std::nullopt;
  }

  Problem readSeed() {
    auto words = needKeyword("seed", 2);
    if (!words) return words.error();
    const Word& seed = (*words)[1];
    auto value = parseNumber<uint64_t>(seed.text);
    if (!value) {
      return fail(current_, seed,
                  fmt::format("seed must be a whole number from 0 to {}, not {}", UINT64_MAX,
                              quoted(seed.text)));
    }
    out_.dungeon.seed = *value;
    return std::nullopt;
  }

  Problem readOptions() {
    auto line = needContent("'options'");
    if (!line) return line.error();
    auto words = splitWords(line->text);
    if (words.front().text != "options") {
      return fail(*line, words.front(),
                  fmt::format("expected 'options', got {}", quoted(words.front().text)));
    }
    // Option columns count from the first option word, so a range error points at it.
    const size_t after = static_cast<size_t>(words.front().column - 1) + words.front().text.size();
    const size_t start = std::min(line->text.find_first_not_of(' ', after), line->text.size());
    auto options = parseOptions(line->text.substr(start));
    if (!options) {
      const InputError& e = options.error();
      return fail(line->number, columnAt(start) + std::max(e.column, 1) - 1, e.message);
    }
    out_.dungeon.options = *options;
    return std::nullopt;
  }

  Problem readFloor(int index) {
    auto floor = readFloorHeader(index);
    if (!floor) return floor.error();
    if (auto p = readGrid(*floor, index)) return p;
    if (auto p = readHeights(*floor, index)) return p;
    out_.dungeon.floors.push_back(std::move(*floor));
    return readThings(index);
  }

  // The value of words[i], which must read "key=value"; the word is also checked to exist.
  Result<Word> keyValue(const std::vector<Word>& words, size_t i, std::string_view key) {
    if (i >= words.size()) {
      return fail(current_.number, columnAt(current_.text.size()),
                  fmt::format("the floor line needs {}=... here", key));
    }
    const Word& word = words[i];
    if (word.text.substr(0, key.size() + 1) != fmt::format("{}=", key)) {
      return fail(current_, word, fmt::format("expected {}=..., got {}", key, quoted(word.text)));
    }
    return Word{word.text.substr(key.size() + 1), word.column + static_cast<int>(key.size()) + 1};
  }

  Result<Floor> readFloorHeader(int index) {
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

  Problem checkFloorSize(const std::vector<Word>& words) {
    auto size = keyValue(words, 2, "size");
    if (!size) return size.error();
    const size_t x = size->text.find('x');
    auto w = parseNumber<int>(size->text.substr(0, x));
    auto h =
        x == std::string_view::npos ? std::nullopt : parseNumber<int>(size->text.substr(x + 1));
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

  Result<std::string> readFloorTopology(const std::vector<Word>& words) {
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
  Result<Line> needRow(std::string_view block, int index, int row) {
    const int height = out_.dungeon.options.height;
    auto line =
        needRaw(fmt::format("row {} of {} {} rows of floor {}", row + 1, height, block, index + 1));
    if (!line) return line;
    const std::string_view text = line->text;
    if (text == "heights" || text == "things" || text == "end" || isBlankOrComment(text)) {
      return fail(line->number, 1,
                  fmt::format("the {} of floor {} has {} rows, expected {} (blank lines and "
                              "comments are not allowed inside it)",
                              block, index + 1, row, height));
    }
    return line;
  }

  // Checks a row's length once its glyphs are known to be good up to the floor's width.
  Problem checkRowLength(const Line& line, std::string_view block) {
    const int width = out_.dungeon.options.width;
    const int length = static_cast<int>(std::min<size_t>(line.text.size(), INT_MAX / 2));
    if (length == width) return std::nullopt;
    return fail(line.number, std::min(length, width) + 1,
                fmt::format("{} row has {} {} glyphs, expected {}", block,
                            length < width ? "only" : "too many:", length, width));
  }

  Problem readGrid(Floor& floor, int index) {
    auto words = needKeyword("grid", 1);
    if (!words) return words.error();
    for (int y = 0; y < floor.height(); ++y) {
      auto line = needRow("grid", index, y);
      if (!line) return line.error();
      const int width = std::min(
          floor.width(), static_cast<int>(std::min<size_t>(line->text.size(), INT_MAX / 2)));
      for (int x = 0; x < width; ++x) {
        const char glyph = line->text[static_cast<size_t>(x)];
        auto kind = kindOfGlyph(glyph);
        if (!kind) {
          return fail(
              line->number, x + 1,
              fmt::format("unknown square glyph {} (valid: {})", shownGlyph(glyph), validGlyphs()));
        }
        floor.setKind({x, y}, *kind);
      }
      if (auto p = checkRowLength(*line, "grid")) return p;
    }
    return std::nullopt;
  }

  Problem readHeights(Floor& floor, int index) {
    auto words = needKeyword("heights", 1);
    if (!words) return words.error();
    for (int y = 0; y < floor.height(); ++y) {
      auto line = needRow("heights", index, y);
      if (!line) return line.error();
      const int width = std::min(
          floor.width(), static_cast<int>(std::min<size_t>(line->text.size(), INT_MAX / 2)));
      for (int x = 0; x < width; ++x) {
        const char glyph = line->text[static_cast<size_t>(x)];
        auto height = heightOfGlyph(glyph);
        if (!height || *height < -kMaxHeightHalfMetres || *height > kMaxHeightHalfMetres) {
          return fail(line->number, x + 1,
                      fmt::format("bad height glyph {}: heights are '0' (the floor's base), "
                                  "'a'..'z' (+0.5..+13 m) and 'A'..'Z' (-0.5..-13 m)",
                                  shownGlyph(glyph)));
        }
        floor.setHeightHalfMetres({x, y}, *height);
      }
      if (auto p = checkRowLength(*line, "heights")) return p;
    }
    return std::nullopt;
  }

  Problem readThings(int index) {
    auto words = needKeyword("things", 1);
    if (!words) return words.error();
    for (;;) {
      auto line = needContent(fmt::format("a thing or 'end' closing floor {}", index + 1));
      if (!line) return line.error();
      current_ = *line;
      auto thing_words = splitWords(line->text);
      if (thing_words.front().text == "end") {
        if (thing_words.size() == 1) return std::nullopt;
        return fail(*line, thing_words[1],
                    fmt::format("unexpected {} after 'end'", quoted(thing_words[1].text)));
      }
      if (auto p = readThing(thing_words, index)) return p;
    }
  }

  Problem readThing(const std::vector<Word>& words, int index) {
    auto thing = readThingPlace(words, index);
    if (!thing) return thing.error();
    const ThingSpec& spec = specOf(thing->type);
    for (size_t i = 3; i < words.size(); ++i) {
      if (auto p = readField(spec, words[i], *thing)) return p;
    }
    for (const FieldSpec& field : spec.fields) {
      if (field.required && !thing->fields.has(field.field)) {
        return fail(current_.number, 1,
                    fmt::format("{} at {},{} needs field {}= ({})", spec.name, thing->at.x,
                                thing->at.y, field.name, fieldDomain(field)));
      }
    }
    warnIfSideMissing(*thing);
    out_.dungeon.things.push_back(*thing);
    return std::nullopt;
  }

  // The letter and square of a thing line: "L x y".
  Result<Thing> readThingPlace(const std::vector<Word>& words, int index) {
    const Word& letter = words.front();
    auto type = letter.text.size() == 1 ? thingOfLetter(letter.text.front()) : std::nullopt;
    if (!type) {
      return fail(current_, letter,
                  fmt::format("unknown thing letter {} (catalogue: {})", quoted(letter.text),
                              catalogueLetters()));
    }
    Thing thing{*type, index, {}, {}};
    const Floor& floor = out_.dungeon.floors.back();
    const int sides[2] = {floor.width(), floor.height()};
    int* coords[2] = {&thing.at.x, &thing.at.y};
    for (size_t axis = 0; axis < 2; ++axis) {
      const char* name = axis == 0 ? "x" : "y";
      if (words.size() <= axis + 1) {
        return fail(
            current_.number, columnAt(current_.text.size()),
            fmt::format("a thing line is 'LETTER x y field=value...': {} is missing", name));
      }
      const Word& word = words[axis + 1];
      auto value = parseNumber<int>(word.text);
      if (!value) {
        return fail(current_, word,
                    fmt::format("{} must be a whole number, not {}", name, quoted(word.text)));
      }
      if (*value < 0 || *value >= sides[axis]) {
        return fail(
            current_, word,
            fmt::format("{}={} is outside the floor (0..{})", name, *value, sides[axis] - 1));
      }
      *coords[axis] = *value;
    }
    return thing;
  }

  Problem readField(const ThingSpec& spec, const Word& word, Thing& thing) {
    const size_t eq = word.text.find('=');
    if (eq == std::string_view::npos) {
      return fail(current_, word, fmt::format("expected field=value, got {}", quoted(word.text)));
    }
    const std::string_view name = word.text.substr(0, eq);
    auto field = std::find_if(spec.fields.begin(), spec.fields.end(),
                              [&](const FieldSpec& f) { return f.name == name; });
    if (field == spec.fields.end()) {
      return fail(
          current_, word,
          fmt::format("{} has no field {} ({})", spec.name, quoted(name), fieldNames(spec)));
    }
    if (thing.fields.has(field->field)) {
      return fail(current_, word, fmt::format("duplicate field {}", quoted(name)));
    }
    const std::string_view text = word.text.substr(eq + 1);
    auto value = parseFieldText(*field, text);
    if (!value) {
      return fail(current_.number, word.column + static_cast<int>(eq) + 1,
                  fmt::format("bad value {} for {} field {}: expected {}", quoted(text), spec.name,
                              field->name, fieldDomain(*field)));
    }
    thing.fields.set(field->field, *value);
    return std::nullopt;
  }

  // A one-way door without its handle side keeps the field absent; the importer picks a side.
  void warnIfSideMissing(const Thing& thing) {
    if (thing.type != ThingType::kOneWayDoor || thing.fields.has(Field::kOpensFrom)) return;
    out_.warnings.push_back(
        fail(current_.number, 1,
             fmt::format("{} has no opens_from: the importer will put the handle on the side "
                         "farther from the entrance",
                         placeText(thing))));
  }

  // After the floors: the end of the text, or a manifest and then nothing but comments.
  Problem readTail() {
    auto line = nextContent();
    if (!line) return line.error();
    if (!*line) return std::nullopt;
    current_ = **line;
    auto words = splitWords(current_.text);
    if (words.front().text == "floor") {
      return fail(current_, words.front(),
                  fmt::format("one floor too many: the options say floors={}",
                              out_.dungeon.options.floors));
    }
    if (words.front().text != "manifest" || words.size() != 1) {
      return fail(current_, words.front(),
                  fmt::format("expected 'manifest' or the end of the sheet, got {}",
                              quoted(current_.text)));
    }
    if (auto p = readManifest()) return p;
    auto rest = nextContent();
    if (!rest) return rest.error();
    if (!*rest) return std::nullopt;
    return fail((*rest)->number, 1, "unexpected text after the manifest's 'end'");
  }

  Problem readManifest() {
    const auto& things = out_.dungeon.things;
    for (size_t row = 0;; ++row) {
      auto line = needContent("a manifest row or 'end'");
      if (!line) return line.error();
      current_ = *line;
      auto words = splitWords(line->text);
      if (words.front().text == "end" && words.size() == 1) {
        if (row == things.size()) return std::nullopt;
        return fail(line->number, 1,
                    fmt::format("the manifest lists {} things but the floors hold {} (first "
                                "missing: {})",
                                row, things.size(), placeText(things[row])));
      }
      if (row >= things.size()) {
        return fail(line->number, 1,
                    fmt::format("manifest row {} but the floors hold only {} things", row + 1,
                                things.size()));
      }
      if (auto p = checkManifestRow(words, things[row], static_cast<int>(row) + 1)) return p;
    }
  }

  Problem checkManifestRow(const std::vector<Word>& words, const Thing& thing, int id) {
    const ThingSpec& spec = specOf(thing.type);
    const std::string want[5] = {std::to_string(id), std::string(1, spec.letter),
                                 std::string(spec.name), std::to_string(thing.floor + 1),
                                 fmt::format("{},{}", thing.at.x, thing.at.y)};
    const char* what[5] = {"id", "letter", "type", "floor", "x,y"};
    for (size_t i = 0; i < 5; ++i) {
      if (i >= words.size()) {
        return fail(current_.number, columnAt(current_.text.size()),
                    fmt::format("manifest row is missing its {} (rows are 'id letter type floor "
                                "x,y')",
                                what[i]));
      }
      if (words[i].text != want[i]) {
        return fail(current_, words[i],
                    fmt::format("manifest {} {} should be '{}': thing {} in canonical order is {}",
                                what[i], quoted(words[i].text), want[i], id, placeText(thing)));
      }
    }
    if (words.size() > 5) {
      return fail(
          current_, words[5],
          fmt::format("unexpected {} at the end of the manifest row", quoted(words[5].text)));
    }
    return std::nullopt;
  }

  LineReader lines_;
  std::string file_;
  Line current_;  // the line being read, for errors about its words
  ReadSheet out_;
};

}  // namespace

Result<ReadSheet> readSheet(std::string_view text, std::string_view file) {
  if (text.size() > kMaxSheetBytes) {
    return InputError{std::string(file), 0, 0,
                      fmt::format("the sheet is {} bytes; sheets are at most {} bytes", text.size(),
                                  kMaxSheetBytes)};
  }
  return SheetReader(text, file).read();
}

}  // namespace dungeon
