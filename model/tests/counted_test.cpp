// Tests of counts with their nouns: one is singular, every other count (0 too) plural.
#include "model/counted.h"

#include <gtest/gtest.h>

namespace dungeon {
namespace {

TEST(Counted, OneIsSingularEveryOtherCountPlural) {
  EXPECT_EQ(counted(1, "job"), "1 job");
  EXPECT_EQ(counted(2, "job"), "2 jobs");
  EXPECT_EQ(counted(0, "seed"), "0 seeds");
  EXPECT_EQ(counted(-1, "step"), "-1 steps");
}

TEST(Counted, IrregularPluralsAreGiven) {
  EXPECT_EQ(counted(1, "try", "tries"), "1 try");
  EXPECT_EQ(counted(3, "try", "tries"), "3 tries");
}

}  // namespace
}  // namespace dungeon
