#include "model/geometry.h"

namespace dungeon {
namespace {
constexpr std::array<std::string_view, 4> kDirNames = {"north", "east", "south", "west"};
}  // namespace

std::string_view dirName(Dir d) {
  return kDirNames[static_cast<int>(d)];
}

std::optional<Dir> parseDir(std::string_view name) {
  for (Dir d : kAllDirs) {
    if (kDirNames[static_cast<int>(d)] == name) return d;
  }
  return std::nullopt;
}

}  // namespace dungeon
