// The failure value: ok or one failure, and how a failure names its place.
#include "model/failure.h"

#include <gtest/gtest.h>

namespace dungeon {
namespace {

TEST(StatusTest, DefaultIsOkAndFailCarriesReasonAndPlace) {
  EXPECT_TRUE(Status().ok());
  EXPECT_TRUE(Status::success().ok());
  const Status failed = Status::fail("no way round", Place{2, {3, 4}});
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.failure().reason, "no way round");
  EXPECT_EQ(failed.failure().place, (Place{2, {3, 4}}));
}

TEST(FailureTest, DescribeCountsFloorsFromOne) {
  EXPECT_EQ((Failure{"blocked", Place{0, {5, 7}}}.describe()), "floor 1 (5,7): blocked");
  EXPECT_EQ((Failure{"blocked", std::nullopt}.describe()), "blocked");
}

}  // namespace
}  // namespace dungeon
