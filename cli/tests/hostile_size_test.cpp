// The largest sheet the reader accepts, checked in bounded time and memory: 8 floors of 256 x
// 256 squares built from tiles of testing/sheets/tiny.sheet (every square glyph and height
// kind, every thing of the catalogue but the entrance and goal on every tile, ladders and
// lifts between floors) plus a loot on every square of every floor: 8 floors, 1.9 million
// square glyphs and more than half a million things. `dungeon check` must answer it (exit 1
// or 2 with a report) within kMaxSeconds and kMaxResidentMiB, measured on the child process.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "testing/sheet_files.h"
#include "testing/temp_dir.h"

namespace {

namespace fs = std::filesystem;

constexpr int kSide = 256;
constexpr int kFloors = 8;
constexpr int kTile = 16;
// Bounds with room for the sanitizer builds (a Release build takes about 1.5 s and 170 MiB).
constexpr double kMaxSeconds = 120;
constexpr long kMaxResidentMiB = 2048;

std::vector<std::string> linesOf(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The `count` lines after the line `keyword` (or up to "end" when count is 0).
std::vector<std::string> block(const std::vector<std::string>& lines, const std::string& keyword,
                               size_t count) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < lines.size() && lines[i] != keyword) ++i;
  for (++i; i < lines.size() && (count == 0 ? lines[i] != "end" : out.size() < count); ++i) {
    out.push_back(lines[i]);
  }
  return out;
}

// One thing line of the tile moved by (dx, dy).
std::string moved(const std::string& line, int dx, int dy) {
  std::istringstream words(line);
  std::string letter, rest;
  int x = 0, y = 0;
  words >> letter >> x >> y;
  std::getline(words, rest);
  return letter + " " + std::to_string(x + dx) + " " + std::to_string(y + dy) + rest;
}

std::string hostileSheet() {
  const auto tiny = linesOf(dungeon::testing::loadSheet("tiny.sheet"));
  const auto grid = block(tiny, "grid", kTile);
  const auto heights = block(tiny, "heights", kTile);
  const auto things = block(tiny, "things", 0);
  std::string out = "dungeon-sheet 1\nname hostile\nseed 18446744073709551615\n";
  out += "options floors=" + std::to_string(kFloors) + " size=256x256\n";
  for (int f = 0; f < kFloors; ++f) {
    out += "floor " + std::to_string(f + 1) + " size=256x256 base=" + std::to_string(6 * f) +
           ".0 topology=none\ngrid\n";
    for (int y = 0; y < kSide; ++y) {
      for (int t = 0; t < kSide / kTile; ++t) out += grid[y % kTile];
      out += '\n';
    }
    out += "heights\n";
    for (int y = 0; y < kSide; ++y) {
      for (int t = 0; t < kSide / kTile; ++t) out += heights[y % kTile];
      out += '\n';
    }
    out += "things\n";
    for (int ty = 0; ty < kSide / kTile; ++ty) {
      for (int tx = 0; tx < kSide / kTile; ++tx) {
        const bool first = f == 0 && tx == 0 && ty == 0;
        const bool last = f == kFloors - 1 && tx == kSide / kTile - 1 && ty == tx;
        for (const std::string& thing : things) {
          if ((thing[0] == 'E' && !first) || (thing[0] == 'G' && !last)) continue;
          out += moved(thing, kTile * tx, kTile * ty) + "\n";
        }
        const std::string at =
            std::to_string(kTile * tx + 1) + " " + std::to_string(kTile * ty + 2);
        if (f < kFloors - 1) out += "H " + at + " dir=up\n";
        if (f > 0) out += "H " + at + " dir=down\n";
        out += "U " + std::to_string(kTile * tx + 2) + " " + std::to_string(kTile * ty + 2) + "\n";
      }
    }
    for (int y = 0; y < kSide; ++y) {
      for (int x = 0; x < kSide; ++x) {
        out += "T " + std::to_string(x) + " " + std::to_string(y) + " value=9999\n";
      }
    }
    out += "end\n";
  }
  return out;
}

TEST(HostileSize, LargestSheetIsCheckedInBoundedTimeAndMemory) {
  const fs::path dir = dungeon::testing::makeTempDir("dungeon-hostile");
  const fs::path sheet = dir / "hostile.sheet";
  std::ofstream(sheet, std::ios::binary) << hostileSheet();
  const auto started = std::chrono::steady_clock::now();
  const std::string command = std::string("'") + DUNGEON_BINARY + "' check '" + sheet.string() +
                              "' > '" + (dir / "out.txt").string() + "' 2>&1";
  const int status = std::system(command.c_str());
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  rusage usage{};
  ::getrusage(RUSAGE_CHILDREN, &usage);
  const long resident_mib = usage.ru_maxrss / 1024;
  std::ifstream in(dir / "out.txt");
  const std::string report((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  fs::remove_all(dir);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_TRUE(WEXITSTATUS(status) == 1 || WEXITSTATUS(status) == 2) << report.substr(0, 2000);
  EXPECT_NE(report.find("verdict: FAIL"), std::string::npos) << report.substr(0, 2000);
  EXPECT_LT(seconds, kMaxSeconds);
  EXPECT_LT(resident_mib, kMaxResidentMiB);
  std::cout << "8 floors of 256x256: dungeon check took " << seconds << " s and at most "
            << resident_mib << " MiB\n";
}

// The sheet fuzzer's one stop (a timeout at 1 s in its sanitizer build, 0.4 s of CPU there):
// the 16-lock hall with two lines of its heights mutated, the state search's worst case.
// `dungeon check` answers it (a failed check, exit 1) at once in a Release build.
TEST(HostileSize, TheFuzzersSlowLockHallIsAnsweredQuickly) {
  const std::string sheet = dungeon::testing::sheetPath("fuzz_lock_hall_timeout.sheet");
  const auto started = std::chrono::steady_clock::now();
  const std::string command =
      std::string("'") + DUNGEON_BINARY + "' check '" + sheet + "' > /dev/null";
  const int status = std::system(command.c_str());
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 1);
  EXPECT_LT(seconds, 20.0);
}

}  // namespace
