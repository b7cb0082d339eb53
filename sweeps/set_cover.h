// Greedy set cover (Chvatal 1979), for `golden suggest` (docs/golden.md#a-golden-set-chosen-by-
// coverage): given candidates, each a set of element ids, and the elements already covered,
// picks candidates one at a time, each the one that covers the most elements not yet covered
// (the lowest index among equals, so the choice is the same on every run), until no candidate
// covers anything new. The result covers every element some candidate covers, in at most
// ln(max set size) + 1 times the fewest candidates that could.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dungeon::sweeps {

using ElementSet = std::vector<uint32_t>;  // element ids, sorted, each once

struct CoverPick {
  size_t candidate = 0;  // index into the candidates
  size_t adds = 0;       // elements it covered that none before it had
};

// The picks in order. `covered` (sorted, each once) are covered already and count for nothing.
std::vector<CoverPick> greedyCover(const std::vector<ElementSet>& candidates,
                                   const ElementSet& covered = {});

}  // namespace dungeon::sweeps
