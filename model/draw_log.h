// The draw log: every number a stream hands out, with what was asked, what came back and the
// line of code that asked (std::source_location, DrawSite), for `dungeon explain` (docs/golden.md,
// *Why did it change?*). A log is attached to this thread with a DrawLogScope; streams made while
// one is attached (Rng::stream) write to it, every other stream writes nowhere. It only watches: a
// stream draws the same numbers with a log as without, and with none attached a draw pays one
// untaken branch. Never shared between threads; a log outlives the streams that write to it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>
#include <version>
#if defined(__cpp_lib_source_location)
#include <source_location>
#endif

namespace dungeon {

// Where a draw was asked for: std::source_location, or, where the standard library does not
// offer it with this compiler (clang 14 with libstdc++ 12), the same made of the compiler
// builtins it is made of; both name the caller's file and line when used as a defaulted argument.
#if defined(__cpp_lib_source_location)
using DrawSite = std::source_location;
#else
class DrawSite {
 public:
  static constexpr DrawSite current(const char* file = __builtin_FILE(),
                                    unsigned line = __builtin_LINE()) noexcept {
    DrawSite site;
    site.file_ = file;
    site.line_ = line;
    return site;
  }
  constexpr const char* file_name() const noexcept { return file_; }
  constexpr unsigned line() const noexcept { return line_; }

 private:
  const char* file_ = "";
  unsigned line_ = 0;
};
#endif

// What a draw asked for: the draw function and its arguments.
enum class DrawAsk : uint8_t { kNext, kBelow, kRange, kChance };

class DrawLog {
 public:
  // A stream named `name` was made; returns its number in this log.
  uint32_t streamOpened(std::string_view name);
  // Stream `stream` handed out the value `value` at its `index`-th draw (counted from 0 in raw
  // engine outputs), asked as `ask` with arguments `a` and `b` (the bound; lo and hi; per mille),
  // by the code at `where`.
  void drew(uint32_t stream, uint64_t index, DrawAsk ask, int64_t a, int64_t b, int64_t value,
            const DrawSite& where);
  // A line of the log that is not a draw (a stage row's trace line,
  // generator/observers/try_trace.h).
  void note(std::string line);

  // One line per draw and note, in the order they happened: "draw STREAM INDEX ASK VALUE
  // FILE:LINE", ASK one word ("below:17", "range:2..9", "chance:350", "next"), FILE relative to
  // the source tree.
  const std::vector<std::string>& lines() const { return lines_; }

 private:
  std::vector<std::string> streams_;
  std::vector<std::string> lines_;
  std::map<const char*, std::string> files_;  // a call site's file name, relative (sourceRelative)
};

// Attaches `log` to this thread for the scope's life (and puts back the one it replaced).
class DrawLogScope {
 public:
  explicit DrawLogScope(DrawLog& log);
  ~DrawLogScope();
  DrawLogScope(const DrawLogScope&) = delete;
  DrawLogScope& operator=(const DrawLogScope&) = delete;

 private:
  DrawLog* replaced_;
};

// The log attached to this thread, or null.
DrawLog* attachedDrawLog();

// `file` (as the compiler names it: absolute, or relative to the build folder) relative to the
// source tree the program was built from ("generator/floors/stock.cpp"), so logs of two checkouts
// compare; unchanged when it lies outside it.
std::string sourceRelative(std::string_view file);

}  // namespace dungeon
