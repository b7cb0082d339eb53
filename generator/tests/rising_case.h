// Test helper for the properties of --rising dungeons: a random seed on one or three floors
// with --rising on (a failure logs its command with testing/reproduce.h).
#pragma once

#include <rapidcheck.h>

#include <cstdint>

#include "model/options.h"

namespace dungeon::gen::testing {

struct RisingCase {
  uint64_t seed;
  Options options;
};

inline rc::Gen<RisingCase> genRisingCase() {
  return rc::gen::apply(
      [](uint64_t seed, bool stacked) {
        Options options;
        options.floors = stacked ? 3 : 1;
        options.rising = true;
        return RisingCase{seed, options};
      },
      rc::gen::inRange<uint64_t>(0, 1u << 30), rc::gen::arbitrary<bool>());
}

}  // namespace dungeon::gen::testing
