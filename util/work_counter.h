// A count of finished work items that a long loop (a sweep, a golden check, a calibration)
// bumps as it goes and a progress display reads from another thread. Reading it never changes
// what the loop computes; a loop given no counter does exactly the same work.
#pragma once

#include <atomic>
#include <cstddef>

namespace dungeon {

struct WorkCounter {
  std::atomic<size_t> done{0};
  std::atomic<size_t> total{0};
};

// Adds one finished item to `counter`, when there is one.
inline void countDone(WorkCounter* counter) {
  if (counter != nullptr) counter->done.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace dungeon
