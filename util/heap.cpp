#include "util/heap.h"

#include <malloc.h>

namespace dungeon {
namespace {

// Blocks up to this size come from the heap, not a mapping of their own, and the heap keeps
// up to this much free memory at its top: a 256 x 256 x 8 world's largest arrays (4 MB each)
// and a try's whole working set fit several times over.
constexpr int kKeptBytes = 256 * 1024 * 1024;
// Extra room the heap takes each time it grows, so a try's arrays seldom grow it at all.
constexpr int kGrowthBytes = 16 * 1024 * 1024;

}  // namespace

void keepFreedMemory() {
  mallopt(M_MMAP_THRESHOLD, kKeptBytes);
  mallopt(M_TRIM_THRESHOLD, kKeptBytes);
  mallopt(M_TOP_PAD, kGrowthBytes);
}

}  // namespace dungeon
