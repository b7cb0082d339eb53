// Tests of natural order: numbers inside names sort by value (M2 before M11), the rest by
// bytes, and the order is a strict weak order (never both ways, transitive over a sample).
#include "util/natural_order.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace dungeon {
namespace {

TEST(NaturalOrder, MetricIdsSortByTheirNumber) {
  std::vector<std::string> ids = {"M12", "M2", "M11", "M1", "M10", "M3"};
  std::sort(ids.begin(), ids.end(), [](const auto& a, const auto& b) { return naturalLess(a, b); });
  EXPECT_EQ(ids, (std::vector<std::string>{"M1", "M2", "M3", "M10", "M11", "M12"}));
}

TEST(NaturalOrder, TextOutsideNumbersSortsByBytes) {
  EXPECT_TRUE(naturalLess("M9", "layout"));  // 'M' (0x4d) before 'l' (0x6c)
  EXPECT_TRUE(naturalLess("open_reachable", "stair_fit"));
  EXPECT_TRUE(naturalLess("M1", "M1a"));  // a prefix first
  EXPECT_TRUE(naturalLess("a", "a0"));
  EXPECT_TRUE(naturalLess("a9b", "a10a"));  // 9 < 10 decides before the letters
  EXPECT_TRUE(naturalLess("a-", "a0"));     // '-' (0x2d) before any digit (0x30..)
  EXPECT_TRUE(naturalLess("a0", "a_"));     // any digit before '_' (0x5f)
}

TEST(NaturalOrder, LeadingZerosTieByValueThenFewerZerosFirst) {
  EXPECT_TRUE(naturalLess("M1", "M01"));
  EXPECT_FALSE(naturalLess("M01", "M1"));
  EXPECT_TRUE(naturalLess("M01", "M2"));
  EXPECT_TRUE(naturalLess("M0", "M00"));
  EXPECT_TRUE(naturalLess("x99999999999999999999", "x100000000000000000000"));  // past 64 bits
}

TEST(NaturalOrder, IsAStrictWeakOrder) {
  const std::vector<std::string> names = {"",   "0",   "00", "1",   "01",  "10", "9",   "a",
                                          "a1", "a01", "a2", "a10", "b",   "M1", "M11", "M2",
                                          "-",  "_",   "1a", "1b",  "a1b", "a1a"};
  for (const std::string& a : names) {
    EXPECT_FALSE(naturalLess(a, a)) << a;
    for (const std::string& b : names) {
      EXPECT_FALSE(naturalLess(a, b) && naturalLess(b, a)) << a << " " << b;
      if (a != b) {
        EXPECT_TRUE(naturalLess(a, b) || naturalLess(b, a)) << a << " " << b;
      }
      for (const std::string& c : names) {
        if (naturalLess(a, b) && naturalLess(b, c)) {
          EXPECT_TRUE(naturalLess(a, c)) << a << " " << b << " " << c;
        }
      }
    }
  }
}

}  // namespace
}  // namespace dungeon
