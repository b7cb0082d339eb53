#include "model/rng.h"

#include <xxhash.h>

#include <cassert>

namespace dungeon {
namespace {

uint64_t rotl(uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

uint64_t SplitMix64::next() {
  uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Rng::Rng(uint64_t seed) {
  SplitMix64 expand(seed);
  for (auto& word : s_) word = expand.next();
}

Rng Rng::stream(uint64_t seed, std::string_view name) {
  Rng rng(XXH3_64bits_withSeed(name.data(), name.size(), seed));
  if (DrawLog* log = attachedDrawLog(); log != nullptr) [[unlikely]] {
    rng.log_ = log;
    rng.stream_ = log->streamOpened(name);
  }
  return rng;
}

uint64_t Rng::advance() {
  ++draws_;
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

uint64_t Rng::uniformBelow(uint64_t bound) {
  assert(bound > 0);
  // Outputs below `threshold` would make the low residues more likely; draw again.
  const uint64_t threshold = (0 - bound) % bound;
  for (;;) {
    const uint64_t r = advance();
    if (r >= threshold) return r % bound;
  }
}

uint64_t Rng::next(Site where) {
  const uint64_t index = draws_;
  const uint64_t result = advance();
  logged(index, DrawAsk::kNext, 0, 0, static_cast<int64_t>(result), where);
  return result;
}

uint64_t Rng::below(uint64_t bound, Site where) {
  const uint64_t index = draws_;
  const uint64_t result = uniformBelow(bound);
  logged(index, DrawAsk::kBelow, static_cast<int64_t>(bound), 0, static_cast<int64_t>(result),
         where);
  return result;
}

int Rng::range(int lo, int hi, Site where) {
  assert(lo <= hi);
  const uint64_t index = draws_;
  const uint64_t span = static_cast<uint64_t>(static_cast<int64_t>(hi) - lo) + 1;
  const int result = static_cast<int>(lo + static_cast<int64_t>(uniformBelow(span)));
  logged(index, DrawAsk::kRange, lo, hi, result, where);
  return result;
}

bool Rng::chance(int per_mille, Site where) {
  const uint64_t index = draws_;
  const bool result = static_cast<int>(uniformBelow(1000)) < per_mille;
  logged(index, DrawAsk::kChance, per_mille, 0, result ? 1 : 0, where);
  return result;
}

}  // namespace dungeon
