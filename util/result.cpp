#include "util/result.h"

#include <fmt/format.h>

namespace dungeon {

std::string InputError::format() const {
  std::string where;
  if (!file.empty()) where = file + ":";
  if (line > 0) where += fmt::format("{}:", line);
  if (line > 0 && column > 0) where += fmt::format("{}:", column);
  if (!where.empty()) where += " ";
  return where + "error: " + message;
}

}  // namespace dungeon
