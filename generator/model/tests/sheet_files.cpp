// Locates and loads the hand-written test sheets (see sheet_files.h).
#include "generator/model/tests/sheet_files.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "generator/model/sheet.h"

namespace dungeon::testing {

std::string sourcePath(const std::string& relative) {
  const char* root = std::getenv("HARNESS_SOURCE_DIR");
  if (root == nullptr || *root == '\0') root = MODEL_TEST_SOURCE_DIR;
  return std::string(root) + "/" + relative;
}

std::string sheetPath(const std::string& name) {
  return sourcePath("generator/model/tests/sheets/" + name);
}

std::string loadFile(const std::string& path) {
  auto bytes = readFile(path);
  if (!bytes) {
    ADD_FAILURE() << bytes.error().format();
    return "";
  }
  return *bytes;
}

}  // namespace dungeon::testing
