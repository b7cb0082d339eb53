// The one-line failure summary every tool prints for a failed generation.
#include "generator/tries/failure_summary.h"

#include <gtest/gtest.h>

namespace dungeon::gen {
namespace {

TryRecord failedTry(int index, std::string rejected_by, std::string reason) {
  TryRecord record;
  record.index = index;
  record.rejected_by = std::move(rejected_by);
  record.reason = std::move(reason);
  return record;
}

TEST(FailureSummaryTest, NamesTheKeptTryAndDoesNotRepeatTheId) {
  Generation generation;
  generation.tries = {failedTry(0, "layout", "no corridor fits"),
                      failedTry(1, "M3", "M3 critical_path = 130 outside [29, 80]")};
  generation.kept_try = 1;
  EXPECT_EQ(failureSummary(generation),
            "kept try 2 of 2 failed: M3 critical_path = 130 outside [29, 80]");
}

TEST(FailureSummaryTest, FallsBackToTheLastTryWhenNoneWasKept) {
  Generation generation;
  generation.tries = {failedTry(0, "stack", "no quick exit fits")};
  EXPECT_EQ(failureSummary(generation),
            "no try of 1 could be kept; the last failed: stack: no quick exit fits");
  EXPECT_EQ(failureSummary(Generation{}), "the generator made no tries");
}

}  // namespace
}  // namespace dungeon::gen
