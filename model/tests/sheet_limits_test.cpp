// Inputs past the reader's limits (more than 8 floors, a side past 256, a number past its
// type, a row, a word or a name megabytes long, a sheet past 64 MiB) are refused with a located
// error before any large allocation: while a reader runs, this program's operator new records the
// largest single request, which must stay under kLargeBytes (the input itself is allocated
// before). A whole 256 x 256 floor of squares is far less than that.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

#include "model/options.h"
#include "model/sheet.h"

namespace {

std::atomic<bool> watching{false};
std::atomic<size_t> largest{0};

}  // namespace

void* operator new(size_t size) {
  if (watching.load(std::memory_order_relaxed) && size > largest.load()) largest = size;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, size_t) noexcept {
  std::free(p);
}

namespace dungeon {
namespace {

constexpr size_t kLargeBytes = size_t{8} << 20;

// Reads `text` as a sheet and returns the error; records the largest allocation in `peak`.
InputError refusal(const std::string& text, size_t& peak) {
  largest = 0;
  watching = true;
  Result<ReadSheet> read = readSheet(text, "big.sheet");
  watching = false;
  peak = largest;
  EXPECT_FALSE(read.ok());
  return read.ok() ? InputError{} : read.error();
}

std::string header(const std::string& options) {
  return "dungeon-sheet 1\nname big\nseed 1\noptions " + options + "\n";
}

TEST(SheetLimits, PastTheLimitsIsRefusedBeforeAnyLargeAllocation) {
  const std::string row(256, '#');
  const std::string cases[] = {
      header("floors=9 size=256x256"),
      header("floors=1 size=257x256"),
      header("floors=1 size=65536x65536"),
      header("floors=1 size=4294967297x16"),
      header("floors=99999999999999999999999 size=16x16"),
      header("floors=1 size=256x256") + "floor 1 size=100000x100000 base=0.0 topology=none\n",
      header("floors=1 size=256x256") + "floor 1 size=256x256 base=99999999999.0 topology=none\n",
      header("floors=1 size=256x256") + "floor 1 size=256x256 base=0.0 topology=none\ngrid\n" +
          std::string(16 << 20, '.') + "\n",
      header("floors=1 size=16x16") + std::string(16 << 20, 'x') + "\n",
      header("floors=1 size=16x16 topology=" + std::string(16 << 20, 'a')),
      header("floors=" + std::string(16 << 20, '9') + " size=16x16"),
      header("floors=1 size=16x16 " + std::string(16 << 20, 'k') + "=1"),
      "dungeon-sheet 99999999999999999999999\n",
      std::string((size_t{64} << 20) + 1, '\n'),
  };
  for (const std::string& text : cases) {
    size_t peak = 0;
    const InputError error = refusal(text, peak);
    EXPECT_FALSE(error.message.empty()) << text.substr(0, 120);
    EXPECT_LT(peak, kLargeBytes) << error.format() << "\n" << text.substr(0, 120);
  }
}

TEST(SheetLimits, ThingPastTheFloorIsRefused) {
  std::string text =
      header("floors=1 size=16x16") + "floor 1 size=16x16 base=0.0 topology=none\ngrid\n";
  for (int y = 0; y < 16; ++y) text += std::string(16, '#') + "\n";
  text += "heights\n";
  for (int y = 0; y < 16; ++y) text += std::string(16, '0') + "\n";
  text += "things\nT 2147483648 0 value=1\nend\n";
  size_t peak = 0;
  const InputError error = refusal(text, peak);
  EXPECT_NE(error.message.find("x must be a whole number"), std::string::npos) << error.format();
  EXPECT_LT(peak, kLargeBytes);
}

TEST(SheetLimits, OptionWordsPastTheirRangeAreRefused) {
  for (const char* text : {"floors=0", "floors=9", "size=15x16", "size=256x257",
                           "size=18446744073709551617x16", "floors=1 floors=1"}) {
    largest = 0;
    watching = true;
    const Result<Options> options = parseOptions(text);
    watching = false;
    EXPECT_FALSE(options.ok()) << text;
    EXPECT_LT(largest.load(), kLargeBytes) << text;
  }
}

}  // namespace
}  // namespace dungeon
