// Locates the hand-written test sheets in tests/sheets/ (and other files of the source tree):
// under $HARNESS_SOURCE_DIR when CTest sets it, else in the source tree the test was built from;
// and reads them.
#pragma once

#include <string>

#include "model/dungeon.h"

namespace dungeon::testing {

// Full path of a file given relative to the top of the source tree.
std::string sourcePath(const std::string& relative);
// Full path of tests/sheets/<name>.
std::string sheetPath(const std::string& name);
// The bytes of a file; fails the calling test (and returns "") when unreadable.
std::string loadFile(const std::string& path);
// The bytes of tests/sheets/<name>.
inline std::string loadSheet(const std::string& name) {
  return loadFile(sheetPath(name));
}
// The dungeon of tests/sheets/<name>, read by the sheet reader; fails the calling test (and
// returns an empty dungeon) when it does not read.
Dungeon loadSheetDungeon(const std::string& name);

}  // namespace dungeon::testing
