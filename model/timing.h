// An optional listener for where generation and checking spend their time (`dungeon
// profile`, docs/benchmarks.md). Each thread has its own observer, null unless a
// ObserveTimings guard installed one; a TimedScope reports the wall time of its scope to the
// calling thread's observer and, with none, does nothing beyond reading a thread-local
// pointer. Timing never changes what is computed: no output byte depends on it.
#pragma once

#include <chrono>
#include <string_view>

namespace dungeon {

class TimingObserver {
 public:
  virtual ~TimingObserver() = default;
  // `kind` is "stage", "check", "metric" or "context"; `name` the row's or check's id.
  virtual void took(std::string_view kind, std::string_view name,
                    std::chrono::steady_clock::duration time) = 0;
};

inline TimingObserver*& threadTimingObserver() {
  thread_local TimingObserver* observer = nullptr;
  return observer;
}

// Installs `observer` on the calling thread for the guard's life (the previous one after).
class ObserveTimings {
 public:
  explicit ObserveTimings(TimingObserver* observer) : previous_(threadTimingObserver()) {
    threadTimingObserver() = observer;
  }
  ~ObserveTimings() { threadTimingObserver() = previous_; }
  ObserveTimings(const ObserveTimings&) = delete;
  ObserveTimings& operator=(const ObserveTimings&) = delete;

 private:
  TimingObserver* previous_;
};

// Reports the wall time from its making to its end to the thread's observer, if any.
// `kind` and `name` must outlive the scope.
class TimedScope {
 public:
  TimedScope(std::string_view kind, std::string_view name)
      : observer_(threadTimingObserver()), kind_(kind), name_(name) {
    if (observer_ != nullptr) start_ = std::chrono::steady_clock::now();
  }
  ~TimedScope() {
    if (observer_ != nullptr)
      observer_->took(kind_, name_, std::chrono::steady_clock::now() - start_);
  }
  TimedScope(const TimedScope&) = delete;
  TimedScope& operator=(const TimedScope&) = delete;

 private:
  TimingObserver* observer_;
  std::string_view kind_;
  std::string_view name_;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace dungeon
