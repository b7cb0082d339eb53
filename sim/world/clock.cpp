#include "sim/world/clock.h"

namespace dungeon::sim {

int GameClock::tick() {
  if (!running_) return 0;
  now_ms_ += kTickMs;
  return kTickMs;
}

}  // namespace dungeon::sim
