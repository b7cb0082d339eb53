// The sheet reader's preamble (sheet_reader.h): the 'dungeon-sheet 1' line, the name, the seed
// and the options line, whose words go through the options table (options.h) with their
// columns on the line.
#include <fmt/format.h>

#include <cstdint>
#include <span>

#include "model/sheet_reader.h"

namespace dungeon::sheet_reading {

Problem SheetReader::readPreamble() {
  if (auto p = readVersion()) return p;
  if (auto p = readName()) return p;
  if (auto p = readSeed()) return p;
  return readOptions();
}

Problem SheetReader::readVersion() {
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

Problem SheetReader::readName() {
  auto words = needKeyword("name", 2);
  if (!words) return words.error();
  const Word& name = (*words)[1];
  if (!isDungeonName(name.text)) {
    const size_t bad = name.text.find_first_not_of(kDungeonNameBytes);
    return fail(
        current_.number, name.column + static_cast<int>(bad),
        fmt::format("bad name {}: use letters, digits, '_', '.' and '-'", quoted(name.text)));
  }
  out_.dungeon.name = std::string(name.text);
  return std::nullopt;
}

Problem SheetReader::readSeed() {
  auto words = needKeyword("seed", 2);
  if (!words) return words.error();
  const Word& seed = (*words)[1];
  auto value = parseUnsigned(seed.text);
  if (!value) {
    return fail(current_, seed,
                fmt::format("seed must be a whole number from 0 to {}, not {}", UINT64_MAX,
                            quoted(seed.text)));
  }
  out_.dungeon.seed = *value;
  return std::nullopt;
}

Problem SheetReader::readOptions() {
  auto line = needContent("'options'");
  if (!line) return line.error();
  auto words = splitWords(line->text);
  if (words.front().text != "options") {
    return fail(*line, words.front(),
                fmt::format("expected 'options', got {}", quoted(words.front().text)));
  }
  // The words keep their columns on the line, so every error points at its own word.
  auto options = parseOptionWords(std::span<const Word>(words).subspan(1));
  if (!options) return fail(line->number, options.error().column, options.error().message);
  out_.dungeon.options = *options;
  return std::nullopt;
}

}  // namespace dungeon::sheet_reading
