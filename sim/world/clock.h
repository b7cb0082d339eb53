// The game clock: integer milliseconds of game time advanced in fixed ticks. Everything that
// moves (bodies, doors) advances only through a running clock, so stopping it freezes them all.
// Never reads wall time; the same calls always give the same times.
#pragma once

#include <cstdint>

namespace dungeon::sim {

// One tick of game time. 50 ms divides every duration the sim uses (door times, half-square
// walks, climbs), so legs end exactly on a tick and results never depend on rounding.
inline constexpr int kTickMs = 50;

class GameClock {
 public:
  int64_t nowMs() const { return now_ms_; }
  bool running() const { return running_; }
  void stop() { running_ = false; }
  void start() { running_ = true; }
  // Advances one tick when running. Returns the game milliseconds that passed (0 or kTickMs).
  int tick();

 private:
  int64_t now_ms_ = 0;
  bool running_ = true;
};

}  // namespace dungeon::sim
