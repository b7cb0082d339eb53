#include "util/json_problem.h"

#include <string_view>

namespace dungeon {

std::string plainJsonProblem(const std::exception& error) {
  const std::string_view what = error.what();
  constexpr std::string_view kPrefix = "[json.exception.";
  if (!what.starts_with(kPrefix)) return std::string(what);
  const size_t end = what.find("] ");
  return std::string(end == std::string_view::npos ? what : what.substr(end + 2));
}

}  // namespace dungeon
