// How the harness's programs ask the C library's allocator to treat freed memory. A try
// allocates and frees its per-square arrays (the world graph, searches, the place graph) over
// and over; by default glibc hands large freed blocks back to the system and the next try's
// arrays fault their pages in afresh, which on a 256 x 256 x 8 dungeon costs about a third of
// the time. keepFreedMemory() makes freed memory stay in the allocator for reuse. It changes
// no result, only where memory comes from; call it once, first thing in main().
#pragma once

namespace dungeon {

void keepFreedMemory();

}  // namespace dungeon
