// The progress line's words: done / total, the rate in tenths per second and the time left,
// all from integers; and a line that is never drawn when standard error is not a terminal
// (the tool's tests run it with stderr in a file).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "cli/progress_line.h"

namespace dungeon::cli {
namespace {

TEST(ProgressLine, SaysDoneTotalRateAndTimeLeft) {
  EXPECT_EQ(progressText("sweep", "seeds", 120, 500, 3000),
            "sweep: 120/500 seeds, 40.0/s, about 10 s left");
  EXPECT_EQ(progressText("sweep", "seeds", 3, 7, 2000), "sweep: 3/7 seeds, 1.5/s, about 3 s left");
  EXPECT_EQ(progressText("golden check", "dungeons", 24, 24, 1500),
            "golden check: 24/24 dungeons, 16.0/s");
  EXPECT_EQ(progressText("calibrate", "seeds", 0, 10, 1200), "calibrate: 0/10 seeds");
}

TEST(ProgressLine, DrawsNothingWithoutATerminal) {
  WorkCounter counter;
  counter.total = 2;
  testing::internal::CaptureStderr();
  {
    const ProgressLine line("sweep", "seeds", counter);
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // past the quiet second
  }
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
}

}  // namespace
}  // namespace dungeon::cli
