// The work the instruction gate counts (docs/benchmarks.md, *Instruction counts*): generates and
// checks the dungeons of COUNT seeds from FIRST under the options given as named.txt words, one
// after the other on one thread, as BM_GenerateAndCheck does, and prints one line per seed
// (whether it passed and its count of things, so the work is used). Before them it generates
// seed FIRST once, uncounted by the gate (its run with COUNT 0 does the same), so what is made
// once per process (the band and rate tables, parsed on first use) is no seed's cost.
// ci/instruction-gate runs it under `valgrind --tool=cachegrind` twice, with COUNT seeds and with
// none, and takes the difference over COUNT as the instructions of a seed; the same binary counts
// the same on every run.
//
// Usage: dungeon-instructions [--check-twice] FIRST COUNT [OPTION-WORD...]
//   --check-twice  checks every kept dungeon once more: a deliberate slow-down of real work,
//                  which the gate's own test must see.
// Exit 0; 2 with a message on bad arguments; 3 when a second check disagrees with the first.
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checks/bands.h"
#include "checks/report.h"
#include "generator/tries/generate.h"
#include "model/options.h"
#include "util/heap.h"
#include "util/text.h"

namespace dungeon {
namespace {

struct Arguments {
  bool check_twice = false;
  uint64_t first = 0;
  uint64_t count = 0;
  Options options;
};

int usage(const std::string& problem) {
  std::fprintf(stderr,
               "dungeon-instructions: %s\n"
               "usage: dungeon-instructions [--check-twice] FIRST COUNT [OPTION-WORD...]\n",
               problem.c_str());
  return 2;
}

// Reads the arguments into `args`; returns the problem, or "" when they are good.
std::string readArguments(const std::vector<std::string_view>& words, Arguments& args) {
  size_t at = 0;
  if (at < words.size() && words[at] == "--check-twice") {
    args.check_twice = true;
    ++at;
  }
  if (words.size() < at + 2) return "FIRST and COUNT are needed";
  const auto first = parseUnsigned(words[at]);
  const auto count = parseUnsigned(words[at + 1]);
  if (!first || !count) return "FIRST and COUNT must be whole numbers";
  args.first = *first;
  args.count = *count;
  std::string option_text;
  for (size_t i = at + 2; i < words.size(); ++i) {
    if (!option_text.empty()) option_text += ' ';
    option_text += words[i];
  }
  auto parsed = parseOptions(option_text);
  if (!parsed) return "options '" + option_text + "': " + parsed.error().message;
  args.options = *parsed;
  return "";
}

int run(const Arguments& args) {
  const gen::Generation warm_up =
      gen::generate(gen::nameForSeed(args.first), args.first, args.options);
  std::printf("warm-up %s\n", warm_up.report.passed() ? "passed" : "failed");
  for (uint64_t seed = args.first; seed < args.first + args.count; ++seed) {
    const gen::Generation generation = gen::generate(gen::nameForSeed(seed), seed, args.options);
    if (args.check_twice) {
      const checks::Report again =
          checks::checkDungeon(generation.dungeon, checks::standardBands());
      if (again.passed() != generation.report.passed()) {
        std::fprintf(stderr, "dungeon-instructions: seed %llu: a second check disagreed\n",
                     static_cast<unsigned long long>(seed));
        return 3;
      }
    }
    std::printf("%llu %s %zu things\n", static_cast<unsigned long long>(seed),
                generation.report.passed() ? "passed" : "failed", generation.dungeon.things.size());
  }
  return 0;
}

}  // namespace
}  // namespace dungeon

int main(int argc, char** argv) {
  dungeon::keepFreedMemory();  // the allocator as the tool and the benchmarks set it
  const std::vector<std::string_view> words(argv + 1, argv + argc);
  dungeon::Arguments args;
  const std::string problem = dungeon::readArguments(words, args);
  if (!problem.empty()) return dungeon::usage(problem);
  return dungeon::run(args);
}
