// Band calibration on hand-made readings: the proposed band is [1st, 99th percentile], each
// band counts the good raw tries it would reject, rows name the size class of the calibrated
// floor size, and a band that rejects no raw try is flagged.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sweeps/calibrate.h"

namespace dungeon::sweeps {
namespace {

// 100 tries: M1 reads 0..99, one per try; M5 reads 2 on every try (on each of two floors).
std::vector<std::vector<TryReading>> hundredTries() {
  std::vector<std::vector<TryReading>> tries;
  for (int i = 0; i < 100; ++i) tries.push_back({{"M1", i * 1000}, {"M5", 2000}, {"M5", 2000}});
  return tries;
}

TEST(Calibrate, BandIsFirstToNinetyNinthPercentileAndCountsRejectedTries) {
  const std::vector<ProposedBand> bands = proposeBands(hundredTries());
  ASSERT_EQ(bands.size(), 2u);
  EXPECT_EQ(bands[0].metric, "M1");
  EXPECT_EQ(bands[0].lo, 1000);
  EXPECT_EQ(bands[0].hi, 99000);
  EXPECT_EQ(bands[0].rejected, 1);  // the try reading 0
  EXPECT_EQ(bands[1].metric, "M5");
  EXPECT_EQ(bands[1].readings, 200);
  EXPECT_EQ(bands[1].rejected, 0);
}

TEST(Calibrate, ATryCountsOnceHoweverManyOfItsFloorsLeaveTheBand) {
  auto tries = hundredTries();
  tries[5] = {{"M1", 5000}, {"M5", 0}, {"M5", 0}};
  tries[6] = {{"M1", 6000}, {"M5", 9000}, {"M5", 2000}};
  const std::vector<ProposedBand> bands = proposeBands(tries);
  ASSERT_EQ(bands.size(), 2u);
  EXPECT_EQ(bands[1].lo, 2000);
  EXPECT_EQ(bands[1].hi, 2000);
  EXPECT_EQ(bands[1].rejected, 2);
}

TEST(Calibrate, RowsNameTheSizeClassAndFlagBandsThatBiteNothing) {
  CalibrationConfig config;
  config.options.floors = 1;
  config.options.width = 96;
  config.options.height = 96;
  const std::string out = formatCalibration(config, proposeBands(hundredTries()), 100, 400);
  EXPECT_NE(out.find("1 floor of 96x96 (size class large)"), std::string::npos) << out;
  EXPECT_NE(out.find("M1       1      large     1       99      # rejects 1 of 100 good raw "
                     "tries (readings 0..99)\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("M5       1      large     2       2       # rejects no raw try (readings "
                     "2..2): bites nothing\n"),
            std::string::npos)
      << out;
}

}  // namespace
}  // namespace dungeon::sweeps
