// The text helpers every reader of the model's formats shares (sheets, the options line, the
// named list, the band table, scenario scripts, the command line): words with their 1-based
// columns, whole numbers with a range check, and key=value words. Pure functions of their
// input: no locale, no allocation beyond the result, no overflow and no silent wrap.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dungeon {

// A word of a line and the 1-based column of its first byte.
struct Word {
  std::string_view text;
  int column = 0;
};

// The 1-based column of byte `offset`, capped so it always fits an int.
int columnAt(size_t offset);

// The first word of `line` at or after byte `from`; its text is empty when only separators
// are left.
Word nextWord(std::string_view line, size_t from, std::string_view separators = " ");
// The words of `line`, split at runs of any byte of `separators` (a space by default).
std::vector<Word> splitWords(std::string_view line, std::string_view separators = " ");

// A line of a table file (the band and laid-rate tables, the rates file, the named list, the
// coverage list): its number from 1, its text before any '#' comment, and that text's words.
struct TableLine {
  int number = 0;
  std::string_view text;
  std::vector<Word> words;
};
// The lines of `text` that hold a word (split at runs of `separators`), in order; blank lines
// and comments are left out but counted, and a last line without '\n' counts too.
std::vector<TableLine> tableLines(std::string_view text, std::string_view separators);

// The whole text as a number: decimal digits only for parseUnsigned, an optional '-' then
// digits for parseInt. nullopt for "", a sign or space anywhere else, or a value that does not
// fit the type (so "18446744073709551616" and "-1" are refused by parseUnsigned).
std::optional<uint64_t> parseUnsigned(std::string_view text);
std::optional<int> parseInt(std::string_view text);

// A whole number within [min, max]: the value, or the reason it is refused (the shared
// wording "must be a whole number from MIN to MAX, not 'TEXT'"), never a wrapped value.
struct WholeNumber {
  std::optional<uint64_t> value;
  std::string error;  // "" when value is set
};
WholeNumber parseWholeNumber(std::string_view text, uint64_t min, uint64_t max);
// The refusal parseWholeNumber gives for `text`.
std::string wholeRangeMessage(std::string_view text, uint64_t min, uint64_t max);

// `text` as messages show it: its first 40 bytes, then "..." when it is longer, so a message
// about a word megabytes long stays one short line.
std::string shortText(std::string_view text);

// A "key=value" word split at its first '='; nullopt when it has none.
struct KeyValue {
  std::string_view key;
  std::string_view value;
  int value_column = 0;  // 1-based column of the value's first byte (word.column + key + 1)
};
std::optional<KeyValue> splitKeyValue(const Word& word);

}  // namespace dungeon
