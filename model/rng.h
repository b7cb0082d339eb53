// The project's own random numbers: a xoshiro256** engine seeded through SplitMix64, with
// integer-only range mapping (rejection sampling, no floating point) so that the same seed
// gives the same draws on every compiler, standard library and build type. Each pipeline
// stage draws from its own stream, derived from (seed, stream name); streams are passed
// explicitly and are never global or seeded from time.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <utility>

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
  // with `seed`, expanded with SplitMix64. Different names give independent streams.
  static Rng stream(uint64_t seed, std::string_view name);

  // The next raw 64-bit output of xoshiro256**.
  uint64_t next();

  // Uniform in [0, bound). REQUIRES: bound > 0. Unbiased: rejects the low remainder.
  uint64_t below(uint64_t bound);
  // Uniform in [lo, hi], both inclusive. REQUIRES: lo <= hi.
  int range(int lo, int hi);
  // True with probability per_mille / 1000 (rates in the generator's tables are per mille).
  bool chance(int per_mille);

  // A uniformly chosen element. REQUIRES: !items.empty().
  template <class T>
  const T& pick(std::span<const T> items) {
    return items[static_cast<size_t>(below(items.size()))];
  }

  // Fisher-Yates shuffle with this stream (never std::shuffle, whose draws vary by library).
  template <class T>
  void shuffle(std::span<T> items) {
    for (size_t i = items.size(); i > 1; --i) {
      size_t j = static_cast<size_t>(below(i));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  std::array<uint64_t, 4> s_;
};

}  // namespace dungeon
