#include "model/failure.h"

#include <fmt/format.h>

namespace dungeon {

std::string Failure::describe() const {
  if (!place) return reason;
  return fmt::format("floor {} ({},{}): {}", place->floor + 1, place->at.x, place->at.y, reason);
}

}  // namespace dungeon
