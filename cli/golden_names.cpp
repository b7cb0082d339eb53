// Golden name patterns expanded against the names a subcommand knows (golden_names.h).
#include "cli/golden_names.h"

#include <fmt/format.h>
#include <fnmatch.h>

#include <algorithm>

#include "util/glob.h"

namespace dungeon::cli {
namespace {

void addOnce(std::vector<std::string>& out, const std::string& name) {
  if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
}

}  // namespace

bool isNamePattern(std::string_view name) {
  return name.find_first_of("*?[") != std::string_view::npos;
}

Result<std::vector<std::string>> expandNamePatterns(const std::vector<std::string>& names,
                                                    const std::vector<std::string>& known,
                                                    std::string_view what) {
  std::vector<std::string> out;
  for (const std::string& name : names) {
    if (!isNamePattern(name)) {
      addOnce(out, name);
      continue;
    }
    if (unclosedSet(name) != std::string_view::npos) {
      return InputError{"", 0, 0, fmt::format("'{}': no ']' closes its '['", name)};
    }
    bool matched = false;
    for (const std::string& candidate : known) {
      if (fnmatch(name.c_str(), candidate.c_str(), 0) != 0) continue;
      matched = true;
      addOnce(out, candidate);
    }
    if (!matched) {
      return InputError{"", 0, 0, fmt::format("'{}' matches no {}", name, what)};
    }
  }
  return out;
}

}  // namespace dungeon::cli
