// A progress line on standard error for the tool's long loops (sweeps, golden checks,
// calibrations): "sweep: 120/500 seeds, 41.3/s, about 9 s left", redrawn in place a few times
// a second once the loop has run for a second, and cleared when it ends. Shown only when
// standard error is a terminal, so logs and CI output get nothing extra; it only reads the
// loop's counter, so what the loop computes is unchanged.
#pragma once

#include <string>
#include <thread>

#include "util/work_counter.h"

namespace dungeon::cli {

class ProgressLine {
 public:
  // Starts watching `counter` (a terminal on stderr only). `what` names the loop ("sweep") and
  // `items` its items ("seeds").
  ProgressLine(std::string what, std::string items, const WorkCounter& counter);
  // Stops, and clears the line if one was drawn.
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

 private:
  void watch(const std::stop_token& stop);

  std::string what_;
  std::string items_;
  const WorkCounter& counter_;
  bool drawn_ = false;
  std::jthread thread_;
};

// The line's text after `elapsed_ms` with `done` of `total` items finished (no control
// characters): "sweep: 120/500 seeds, 41.3/s, about 9 s left".
std::string progressText(const std::string& what, const std::string& items, size_t done,
                         size_t total, long long elapsed_ms);

}  // namespace dungeon::cli
