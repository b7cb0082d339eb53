// Decimal numbers as exact thousandths: the cases the band table and scenario scripts rely on.
#include <gtest/gtest.h>

#include "util/decimal.h"

namespace dungeon {
namespace {

TEST(Decimal, ThousandthsAreExact) {
  EXPECT_EQ(parseThousandths("7.5"), 7500);
  EXPECT_EQ(parseThousandths("0.05"), 50);
  EXPECT_EQ(parseThousandths("12"), 12000);
  EXPECT_EQ(parseThousandths("1.125"), 1125);
  EXPECT_EQ(parseThousandths("0.086"), 86);
}

TEST(Decimal, UnsignedRefusesSignsAndStrayText) {
  EXPECT_FALSE(parseThousandths("1.1250"));
  EXPECT_FALSE(parseThousandths("-1"));
  EXPECT_FALSE(parseThousandths("1.-5"));
  EXPECT_FALSE(parseThousandths(".5"));
  EXPECT_FALSE(parseThousandths("x"));
  EXPECT_FALSE(parseThousandths(""));
}

TEST(Decimal, SignedTakesALeadingMinus) {
  EXPECT_EQ(parseThousandths("-1.5", Sign::kSigned), -1500);
  EXPECT_EQ(parseThousandths("-0.5", Sign::kSigned), -500);
  EXPECT_EQ(parseThousandths("3", Sign::kSigned), 3000);
  EXPECT_FALSE(parseThousandths("--1", Sign::kSigned));
  EXPECT_FALSE(parseThousandths("-", Sign::kSigned));
}

TEST(Decimal, HugeNumbersAreRefusedNotOverflowed) {
  EXPECT_EQ(parseThousandths("999999999999.999"), int64_t{999999999999999});
  EXPECT_FALSE(parseThousandths("9223372036854775807"));
}

}  // namespace
}  // namespace dungeon

namespace dungeon {
namespace {

TEST(Decimal, HalfMetresTakeOnlyWholeOrHalfMetres) {
  EXPECT_EQ(parseHalfMetres("3.5"), 7);
  EXPECT_EQ(parseHalfMetres("-6.0"), -12);
  EXPECT_EQ(parseHalfMetres("-6"), -12);
  EXPECT_EQ(parseHalfMetres("007.5"), 15);
  EXPECT_FALSE(parseHalfMetres("3.50"));
  EXPECT_FALSE(parseHalfMetres("3.25"));
  EXPECT_FALSE(parseHalfMetres("3."));
  EXPECT_FALSE(parseHalfMetres("+3"));
}

TEST(Decimal, HalfMetresTextKeepsTheSignOfASmallNegative) {
  EXPECT_EQ(halfMetresText(-13), "-6.5");
  EXPECT_EQ(halfMetresText(-1), "-0.5");
  EXPECT_EQ(halfMetresText(0), "0.0");
  EXPECT_EQ(halfMetresText(7), "3.5");
  for (int h = -40; h <= 40; ++h) EXPECT_EQ(parseHalfMetres(halfMetresText(h)), h);
}

}  // namespace
}  // namespace dungeon
