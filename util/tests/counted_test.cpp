// Tests of counts with their nouns: one is singular, every other count (0 too) plural; and of
// counts with their thousands marked.
#include "util/counted.h"

#include <gtest/gtest.h>

#include <cstdint>

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

TEST(Counted, ThousandsAreMarkedWithCommas) {
  EXPECT_EQ(withThousands(0), "0");
  EXPECT_EQ(withThousands(999), "999");
  EXPECT_EQ(withThousands(1204), "1,204");
  EXPECT_EQ(withThousands(100000), "100,000");
  EXPECT_EQ(withThousands(-1234567), "-1,234,567");
  EXPECT_EQ(withThousands(INT64_MIN), "-9,223,372,036,854,775,808");
}

}  // namespace
}  // namespace dungeon
