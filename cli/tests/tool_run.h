// What the CLI tests share for running the tool: a run's exit code and output, and reading a
// file whole. Each test binary defines DUNGEON_BINARY (the tool under test).
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace dungeon::cli_tests {

struct ToolRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs a shell command line whose standard output and error go to out.txt and err.txt in
// `dir`, and reads both back.
inline ToolRun runRedirected(const std::string& command, const std::filesystem::path& dir) {
  const int status = std::system(command.c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(dir / "out.txt"),
          slurp(dir / "err.txt")};
}

}  // namespace dungeon::cli_tests
