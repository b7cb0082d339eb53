// What every pipeline stage returns: done, or a reason the try cannot go on. A failed stage
// throws nothing; the try loop records the reason and moves to the next try.
#pragma once

#include <string>

namespace dungeon::gen {

struct StageResult {
  bool ok = true;
  std::string reason;
  static StageResult done() { return {}; }
  static StageResult failed(std::string why) { return {false, std::move(why)}; }
};

}  // namespace dungeon::gen
