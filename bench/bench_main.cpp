// The main of every benchmark program: Google Benchmark's own, after the harness's allocator
// setting (util/heap.h), so benchmarks see memory as the tool does.
#include <benchmark/benchmark.h>

#include "util/heap.h"

int main(int argc, char** argv) {
  dungeon::keepFreedMemory();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
