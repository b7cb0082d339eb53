// The progress line: a watcher thread that wakes every 200 ms, waits out the first second,
// then redraws one line on stderr with a carriage return; never started when stderr is not a
// terminal.
#include "cli/progress_line.h"

#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>

namespace dungeon::cli {
namespace {

constexpr auto kTick = std::chrono::milliseconds(200);
constexpr long long kQuietMs = 1000;  // loops shorter than this show nothing

}  // namespace

std::string progressText(const std::string& what, const std::string& items, size_t done,
                         size_t total, long long elapsed_ms) {
  std::string text = fmt::format("{}: {}/{} {}", what, done, total, items);
  if (elapsed_ms <= 0 || done == 0) return text;
  const long long tenths_per_s = static_cast<long long>(done) * 10000 / elapsed_ms;
  text += fmt::format(", {}.{}/s", tenths_per_s / 10, tenths_per_s % 10);
  if (done < total) {
    const long long left_s =
        static_cast<long long>(total - done) * elapsed_ms / static_cast<long long>(done) / 1000;
    text += fmt::format(", about {} s left", left_s + 1);
  }
  return text;
}

ProgressLine::ProgressLine(std::string what, std::string items, const WorkCounter& counter)
    : what_(std::move(what)), items_(std::move(items)), counter_(counter) {
  if (::isatty(STDERR_FILENO) == 1) {
    thread_ = std::jthread([this](const std::stop_token& stop) { watch(stop); });
  }
}

ProgressLine::~ProgressLine() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
  if (drawn_) fmt::print(stderr, "\r\x1b[K");
}

void ProgressLine::watch(const std::stop_token& stop) {
  // determinism-ok(time-seed): the progress line's rate, on stderr only
  const auto start = std::chrono::steady_clock::now();
  std::mutex mutex;
  std::condition_variable_any wake;
  std::unique_lock lock(mutex);
  while (!stop.stop_requested()) {
    wake.wait_for(lock, stop, kTick, [] { return false; });
    if (stop.stop_requested()) break;
    // determinism-ok(time-seed): the progress line's rate, on stderr only
    const long long ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count();
    if (ms < kQuietMs) continue;
    fmt::print(stderr, "\r{}\x1b[K",
               progressText(what_, items_, counter_.done.load(), counter_.total.load(), ms));
    std::fflush(stderr);
    drawn_ = true;
  }
}

}  // namespace dungeon::cli
