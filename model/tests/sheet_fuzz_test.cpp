// Fuzz-style test of the sheet reader: a few thousand random mutations of the hand-written
// sheets (flipped bytes, cuts, duplicated, dropped and swapped lines). Every one must come back
// as a dungeon that rewrites stably, or as an error with a line, a column and a one-line reason;
// never a crash or a hang. The mutations come from the project's Rng with a fixed seed, so a
// failure names its case and reproduces exactly.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "model/rng.h"
#include "model/sheet.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

constexpr int kCasesPerSheet = 1500;
constexpr uint64_t kFuzzSeed = 0x5eed'f00d;
// Bytes a mutation writes: the format's own characters, digits, and some that it never uses.
constexpr char kInterestingRaw[] =
    "#.,:=~0aAzZ;= -\n\r\t\x00\x7f\xff"
    "9xEDOSv";
constexpr std::string_view kInterestingBytes{kInterestingRaw, sizeof kInterestingRaw - 1};

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

std::string joinLines(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

size_t anyIndex(Rng& rng, size_t size) {
  return static_cast<size_t>(rng.below(size));
}

// One random edit of the text's bytes or lines. REQUIRES: !text.empty().
std::string mutateOnce(Rng& rng, std::string text) {
  auto lines = splitLines(text);
  switch (rng.below(6)) {
    case 0:
      text[anyIndex(rng, text.size())] = kInterestingBytes[anyIndex(rng, kInterestingBytes.size())];
      return text;
    case 1:
      text[anyIndex(rng, text.size())] = static_cast<char>(rng.below(256));
      return text;
    case 2:
      return text.substr(0, anyIndex(rng, text.size()));
    case 3: {
      const size_t i = anyIndex(rng, lines.size());
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), lines[i]);
      return joinLines(lines);
    }
    case 4:
      lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(anyIndex(rng, lines.size())));
      return joinLines(lines);
    default:
      std::swap(lines[anyIndex(rng, lines.size())], lines[anyIndex(rng, lines.size())]);
      return joinLines(lines);
  }
}

// Checks one mutated sheet; returns "" or what is wrong with the reader's answer.
std::string judge(const std::string& text) {
  auto read = readSheet(text, "fuzz.sheet");
  if (!read) {
    const InputError& e = read.error();
    if (e.line < 1 || e.column < 1) return "error without line and column: " + e.format();
    if (e.message.empty() || e.message.find('\n') != std::string::npos) {
      return "error message empty or not one line: " + e.format();
    }
    return "";
  }
  // What was accepted must now be canonical: it reads back to the same bytes.
  const std::string canonical = writeSheet(read->dungeon);
  auto again = readSheet(canonical, "fuzz.sheet");
  if (!again) return "its canonical rewrite does not read: " + again.error().format();
  if (writeSheet(again->dungeon) != canonical) return "its canonical rewrite is not stable";
  return "";
}

TEST(SheetFuzz, MutatedSheetsReadOrFailWithALocation) {
  for (const char* name : {"tiny.sheet", "two_floors.sheet", "designer.sheet", "dirt.sheet"}) {
    const std::string original = testing::loadSheet(name);
    ASSERT_FALSE(original.empty()) << name;
    Rng rng = Rng::stream(kFuzzSeed, name);
    int accepted = 0;
    for (int i = 0; i < kCasesPerSheet; ++i) {
      std::string text = original;
      const int edits = 1 + static_cast<int>(rng.below(3));
      for (int e = 0; e < edits && !text.empty(); ++e) text = mutateOnce(rng, text);
      const std::string why = judge(text);
      ASSERT_EQ(why, "") << "case " << i << " of " << kCasesPerSheet << " on " << name << " (seed "
                         << kFuzzSeed << ")";
      accepted += readSheet(text, name).ok();
    }
    // Some mutations (a byte of a comment, a swapped pair of things) are harmless; most are not.
    EXPECT_GT(accepted, 0) << name;
    EXPECT_LT(accepted, kCasesPerSheet) << name;
  }
}

}  // namespace
}  // namespace dungeon
