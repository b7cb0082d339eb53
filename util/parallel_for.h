// The one parallel loop of the harness: runs work(i) for every i in [0, count) on up to
// `threads` threads that share one atomic index. Each call writes only its own result slot
// (results stored by index), so what the loop produces never depends on the thread count or
// on timing. work must be safe to call from several threads at once; the loop returns when
// every call has returned.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace dungeon {

// The machine's hardware thread count, at least 1.
inline int hardwareThreads() {
  return std::max(static_cast<int>(std::thread::hardware_concurrency()), 1);
}

// REQUIRES: threads >= 1.
template <class Work>
void parallelFor(size_t count, int threads, const Work& work) {
  std::atomic<size_t> next{0};
  auto drain = [&] {
    for (size_t i = next++; i < count; i = next++) work(i);
  };
  const size_t helpers = std::min(static_cast<size_t>(threads), count);
  std::vector<std::thread> pool;
  // Joins every helper when the loop returns, also by an exception, as std::jthread would (which
  // libc++ 14 does not have).
  struct JoinAll {
    std::vector<std::thread>& pool;
    ~JoinAll() {
      for (std::thread& helper : pool) helper.join();
    }
  } join_all{pool};
  for (size_t t = 1; t < helpers; ++t) pool.emplace_back(drain);
  drain();
}

}  // namespace dungeon
