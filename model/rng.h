// The project's own random numbers: a xoshiro256** engine seeded through SplitMix64, with
// integer-only range mapping (rejection sampling, no floating point) so that the same seed
// gives the same draws on every compiler, standard library and build type. Each pipeline
// stage draws from its own stream, derived from (seed, stream name); streams are passed
// explicitly and are never global or seeded from time. A stream counts the engine outputs it
// handed out (draws()); one made while a draw log is attached to the thread (model/draw_log.h)
// also writes every draw there with the line that asked for it. Neither changes a number drawn.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <utility>

#include "model/draw_log.h"

namespace dungeon {

// SplitMix64 (Steele, Lea, Flood 2014): used only to expand one 64-bit word into a state.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next();

 private:
  uint64_t state_;
};

class Rng {
 public:
  // A stream seeded from one 64-bit word (its state expanded with SplitMix64).
  explicit Rng(uint64_t seed);
  // A stream with an explicit xoshiro256** state. REQUIRES: not all zero.
  explicit Rng(const std::array<uint64_t, 4>& state) : s_(state) {}

  // The stream named `name` of the dungeon with this seed: XXH3-64 of the name, seeded
  // with `seed`, expanded with SplitMix64. Different names give independent streams. When a
  // draw log is attached to this thread, the stream writes its draws there under `name`.
  static Rng stream(uint64_t seed, std::string_view name);

  // Every draw function takes, last, the place that called it (defaulted: the caller's line),
  // which only a draw log reads.
  using Site = DrawSite;

  // The next raw 64-bit output of xoshiro256**.
  uint64_t next(Site where = Site::current());

  // Uniform in [0, bound). REQUIRES: bound > 0. Unbiased: rejects the low remainder.
  uint64_t below(uint64_t bound, Site where = Site::current());
  // Uniform in [lo, hi], both inclusive. REQUIRES: lo <= hi.
  int range(int lo, int hi, Site where = Site::current());
  // True with probability per_mille / 1000 (rates in the generator's tables are per mille).
  bool chance(int per_mille, Site where = Site::current());

  // A uniformly chosen element. REQUIRES: !items.empty().
  template <class T>
  const T& pick(std::span<const T> items, Site where = Site::current()) {
    return items[static_cast<size_t>(below(items.size(), where))];
  }

  // Fisher-Yates shuffle with this stream (never std::shuffle, whose draws vary by library).
  template <class T>
  void shuffle(std::span<T> items, Site where = Site::current()) {
    for (size_t i = items.size(); i > 1; --i) {
      size_t j = static_cast<size_t>(below(i, where));
      std::swap(items[i - 1], items[j]);
    }
  }

  // How many raw outputs this stream has handed out (a copy goes on counting from the count it
  // was copied at).
  uint64_t draws() const { return draws_; }

 private:
  // The next raw output, counted; never logged (the draw functions log once per call).
  uint64_t advance();
  // Uniform in [0, bound), not logged.
  uint64_t uniformBelow(uint64_t bound);
  // Writes a draw that began at raw output `index` to the log, when there is one.
  void logged(uint64_t index, DrawAsk ask, int64_t a, int64_t b, int64_t value,
              const Site& where) const {
    if (log_ != nullptr) [[unlikely]]
      log_->drew(stream_, index, ask, a, b, value, where);
  }

  std::array<uint64_t, 4> s_;
  uint64_t draws_ = 0;
  DrawLog* log_ = nullptr;  // null unless made while a draw log was attached
  uint32_t stream_ = 0;     // this stream's number in log_
};

}  // namespace dungeon
