// An optional listener for where generation and checking spend their time (`dungeon
// profile`, docs/benchmarks.md). Each thread has its own observer, null unless a
// ObserveTimings guard installed one; a TimedScope reports the wall time of its scope to the
// calling thread's observer, whole and less the time of the timed scopes nested in it (its
// self time, so a nested stage is not counted twice), and, with no observer, does nothing
// beyond reading a thread-local pointer. Timing never changes what is computed: no output byte
// depends on it.
#pragma once

#include <chrono>
#include <string_view>

namespace dungeon {

class TimingObserver {
 public:
  virtual ~TimingObserver() = default;
  // `kind` is "stage", "check", "metric" or "context"; `name` the row's or check's id; `self`
  // is `total` less the time of the timed scopes nested in this one.
  virtual void took(std::string_view kind, std::string_view name,
                    std::chrono::steady_clock::duration total,
                    std::chrono::steady_clock::duration self) = 0;
};

class TimedScope;

// The innermost timed scope open on this thread while an observer listens, or null.
inline TimedScope*& innermostTimedScope() {
  thread_local TimedScope* scope = nullptr;
  return scope;
}

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

// Reports the wall time from its making to its end to the thread's observer, if any, with its
// self time; its whole time counts as nested in the scope that encloses it. Scopes on a thread
// close in the reverse order they open (they are locals). `kind` and `name` must outlive it.
class TimedScope {
 public:
  TimedScope(std::string_view kind, std::string_view name)
      : observer_(threadTimingObserver()), kind_(kind), name_(name) {
    if (observer_ == nullptr) return;
    enclosing_ = innermostTimedScope();
    innermostTimedScope() = this;
    // determinism-ok(time-seed): a stage's time for the profile, never read by a draft
    start_ = std::chrono::steady_clock::now();
  }
  ~TimedScope() {
    if (observer_ == nullptr) return;
    // determinism-ok(time-seed): a stage's time for the profile, never read by a draft
    const auto total = std::chrono::steady_clock::now() - start_;
    innermostTimedScope() = enclosing_;
    if (enclosing_ != nullptr) enclosing_->nested_ += total;
    observer_->took(kind_, name_, total, total - nested_);
  }
  TimedScope(const TimedScope&) = delete;
  TimedScope& operator=(const TimedScope&) = delete;

 private:
  TimingObserver* observer_;
  std::string_view kind_;
  std::string_view name_;
  TimedScope* enclosing_ = nullptr;
  std::chrono::steady_clock::duration nested_{};
  std::chrono::steady_clock::time_point start_;
};

}  // namespace dungeon
