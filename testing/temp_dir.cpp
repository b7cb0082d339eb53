// Fresh per-run folders for tests in the system temporary folder (mkdtemp).
#include "testing/temp_dir.h"

#include <stdlib.h>

#include <cerrno>
#include <system_error>
#include <vector>

namespace dungeon::testing {

std::filesystem::path makeTempDir(const std::string& prefix) {
  const std::string pattern =
      (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  if (::mkdtemp(name.data()) == nullptr) {
    throw std::filesystem::filesystem_error("cannot make a test folder", pattern,
                                            std::error_code(errno, std::generic_category()));
  }
  return std::filesystem::path(name.data());
}

}  // namespace dungeon::testing
