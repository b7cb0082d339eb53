// A test fixture that runs the tool in a folder of its own: `run` takes a shell command line
// in which DUNGEON stands for the tool, so a test can pipe, redirect and chain it as a user
// would, and reads back out.txt, err.txt and the exit code the line leaves in rc.txt.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/tests/tool_run.h"
#include "testing/temp_dir.h"

namespace dungeon::cli_tests {

class ToolFolder : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    dir_ = dungeon::testing::makeTempDir("dungeon-cli-" + test);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // Runs `dungeon ARGS > out.txt 2> err.txt` in the folder.
  ToolRun dungeon(const std::string& args) const {
    return run("DUNGEON " + args + " > out.txt 2> err.txt; echo $? > rc.txt");
  }
  // Runs a shell line in the folder, every "DUNGEON" in it the tool; the line itself sends
  // what it wants to out.txt and err.txt and its exit code to rc.txt.
  ToolRun run(std::string line) const {
    const std::string tool = std::string("'") + DUNGEON_BINARY + "'";
    for (size_t at = line.find("DUNGEON"); at != std::string::npos;
         at = line.find("DUNGEON", at + tool.size())) {
      line.replace(at, 7, tool);
    }
    std::ofstream(dir_ / "out.txt", std::ios::trunc);
    std::ofstream(dir_ / "err.txt", std::ios::trunc);
    std::ofstream(dir_ / "rc.txt", std::ios::trunc);
    const std::string command = "cd '" + dir_.string() + "' || exit 9; unset CI; " + line;
    [[maybe_unused]] const int status = std::system(command.c_str());
    const std::string rc = slurp(dir_ / "rc.txt");
    return {rc.empty() ? -1 : std::stoi(rc), slurp(dir_ / "out.txt"), slurp(dir_ / "err.txt")};
  }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(dir_ / name, std::ios::binary) << text;
  }
  std::string read(const std::string& name) const { return slurp(dir_ / name); }
  // The names in the folder other than out.txt, err.txt and rc.txt, sorted.
  std::vector<std::string> otherFiles() const {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir_)) {
      const std::string name = entry.path().filename().string();
      if (name != "out.txt" && name != "err.txt" && name != "rc.txt") names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
  }

  std::filesystem::path dir_;
};

}  // namespace dungeon::cli_tests
