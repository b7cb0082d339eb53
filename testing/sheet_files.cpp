// Locates and loads the hand-written test sheets (see sheet_files.h).
#include "testing/sheet_files.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "model/sheet.h"
#include "util/file_io.h"

namespace dungeon::testing {

std::string sourcePath(const std::string& relative) {
  const char* root = std::getenv("HARNESS_SOURCE_DIR");
  if (root == nullptr || *root == '\0') root = HARNESS_TEST_SOURCE_DIR;
  return std::string(root) + "/" + relative;
}

std::string sheetPath(const std::string& name) {
  return sourcePath("testing/sheets/" + name);
}

std::string loadFile(const std::string& path) {
  auto bytes = readFile(path);
  if (!bytes) {
    ADD_FAILURE() << bytes.error().format();
    return "";
  }
  return *bytes;
}

Dungeon loadSheetDungeon(const std::string& name) {
  auto read = readSheet(loadSheet(name), name);
  if (!read) {
    ADD_FAILURE() << read.error().format();
    return {};
  }
  return read->dungeon;
}

}  // namespace dungeon::testing
