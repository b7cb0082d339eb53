// A floor made without sizes (Floor()) is an empty floor: no squares, no dirt, no topology, at
// base 0, equal to a floor made with no squares at base 0.
#include <gtest/gtest.h>

#include "model/floor.h"

namespace dungeon {
namespace {

TEST(Floor, ADefaultFloorIsEmptyAtBaseZero) {
  const Floor floor;
  EXPECT_EQ(floor.width(), 0);
  EXPECT_EQ(floor.height(), 0);
  EXPECT_EQ(floor.squareCount(), 0);
  EXPECT_EQ(floor.baseHalfMetres(), 0);
  EXPECT_TRUE(floor.topology().empty());
  EXPECT_FALSE(floor.isDirtFloor());
  EXPECT_EQ(floor, Floor(0, 0, 0, ""));
}

}  // namespace
}  // namespace dungeon
