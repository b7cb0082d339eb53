#include "sim/stairs/spiral_table.h"

#include <fmt/format.h>

#include <array>
#include <cstdlib>
#include <vector>

#include "util/decimal.h"

namespace dungeon::sim {
namespace {

constexpr int kTurnCount = 3;
constexpr int kRowsPerShaft = kTurnCount * kMaxSpiralRiseHalfMetres;

using Row = SpiralTableRow;

// Written from fitSpiral by sim/stairs/tests/spiral_table_test.cpp (which prints this table when
// the two differ): per shaft, per way out (straight, corner, same side), per rise 0.5..12 m. Each
// row: sweep, slope, head room (-1: kOpenAbove), then the misfit (steep sweep, its slope, low
// sweep, its height, over the doorway).
// clang-format off
constexpr std::array<Row, 2 * kRowsPerShaft> kTable = {{
    {180, 125, -1, 0, 0, 0, 0, 0},  // one-square, straight, 0.5 m
    {180, 239, -1, 0, 0, 0, 0, 0},  // one-square, straight, 1.0 m
    {180, 336, -1, 0, 0, 0, 0, 0},  // one-square, straight, 1.5 m
    {0, 0, 0, 180, 415, 540, 129, 1},  // one-square, straight, 2.0 m
    {0, 0, 0, 180, 479, 540, 161, 1},  // one-square, straight, 2.5 m
    {0, 0, 0, 180, 530, 540, 193, 1},  // one-square, straight, 3.0 m
    {0, 0, 0, 180, 572, 540, 225, 1},  // one-square, straight, 3.5 m
    {0, 0, 0, 180, 605, 540, 257, 1},  // one-square, straight, 4.0 m
    {540, 296, 289, 0, 0, 0, 0, 0},  // one-square, straight, 4.5 m
    {540, 323, 321, 0, 0, 0, 0, 0},  // one-square, straight, 5.0 m
    {540, 348, 354, 0, 0, 0, 0, 0},  // one-square, straight, 5.5 m
    {0, 0, 0, 540, 372, 900, 225, 1},  // one-square, straight, 6.0 m
    {0, 0, 0, 540, 394, 900, 244, 1},  // one-square, straight, 6.5 m
    {900, 273, 262, 0, 0, 0, 0, 0},  // one-square, straight, 7.0 m
    {900, 289, 281, 0, 0, 0, 0, 0},  // one-square, straight, 7.5 m
    {900, 305, 300, 0, 0, 0, 0, 0},  // one-square, straight, 8.0 m
    {900, 321, 319, 0, 0, 0, 0, 0},  // one-square, straight, 8.5 m
    {900, 336, 337, 0, 0, 0, 0, 0},  // one-square, straight, 9.0 m
    {900, 350, 356, 0, 0, 0, 0, 0},  // one-square, straight, 9.5 m
    {1260, 275, 265, 0, 0, 0, 0, 0},  // one-square, straight, 10.0 m
    {1260, 286, 278, 0, 0, 0, 0, 0},  // one-square, straight, 10.5 m
    {1260, 298, 291, 0, 0, 0, 0, 0},  // one-square, straight, 11.0 m
    {1260, 309, 304, 0, 0, 0, 0, 0},  // one-square, straight, 11.5 m
    {1260, 320, 318, 0, 0, 0, 0, 0},  // one-square, straight, 12.0 m
    {270, 78, -1, 0, 0, 0, 0, 0},  // one-square, corner, 0.5 m
    {270, 152, -1, 0, 0, 0, 0, 0},  // one-square, corner, 1.0 m
    {270, 222, -1, 0, 0, 0, 0, 0},  // one-square, corner, 1.5 m
    {270, 286, -1, 0, 0, 0, 0, 0},  // one-square, corner, 2.0 m
    {270, 342, -1, 0, 0, 0, 0, 0},  // one-square, corner, 2.5 m
    {0, 0, 0, 270, 392, 450, 235, 1},  // one-square, corner, 3.0 m
    {450, 283, 274, 0, 0, 0, 0, 0},  // one-square, corner, 3.5 m
    {450, 316, 313, 0, 0, 0, 0, 0},  // one-square, corner, 4.0 m
    {450, 347, 352, 0, 0, 0, 0, 0},  // one-square, corner, 4.5 m
    {630, 282, 273, 0, 0, 0, 0, 0},  // one-square, corner, 5.0 m
    {630, 305, 300, 0, 0, 0, 0, 0},  // one-square, corner, 5.5 m
    {630, 328, 327, 0, 0, 0, 0, 0},  // one-square, corner, 6.0 m
    {810, 281, 272, 0, 0, 0, 0, 0},  // one-square, corner, 6.5 m
    {810, 299, 293, 0, 0, 0, 0, 0},  // one-square, corner, 7.0 m
    {810, 317, 314, 0, 0, 0, 0, 0},  // one-square, corner, 7.5 m
    {990, 281, 272, 0, 0, 0, 0, 0},  // one-square, corner, 8.0 m
    {990, 296, 289, 0, 0, 0, 0, 0},  // one-square, corner, 8.5 m
    {990, 310, 306, 0, 0, 0, 0, 0},  // one-square, corner, 9.0 m
    {1170, 281, 271, 0, 0, 0, 0, 0},  // one-square, corner, 9.5 m
    {1170, 293, 286, 0, 0, 0, 0, 0},  // one-square, corner, 10.0 m
    {1170, 305, 300, 0, 0, 0, 0, 0},  // one-square, corner, 10.5 m
    {1350, 281, 271, 0, 0, 0, 0, 0},  // one-square, corner, 11.0 m
    {1350, 291, 283, 0, 0, 0, 0, 0},  // one-square, corner, 11.5 m
    {1530, 271, 260, 0, 0, 0, 0, 0},  // one-square, corner, 12.0 m
    {0, 0, 0, 0, 0, 360, 50, 1},  // one-square, same side, 0.5 m
    {0, 0, 0, 0, 0, 360, 100, 1},  // one-square, same side, 1.0 m
    {0, 0, 0, 0, 0, 360, 150, 1},  // one-square, same side, 1.5 m
    {0, 0, 0, 0, 0, 360, 200, 1},  // one-square, same side, 2.0 m
    {0, 0, 0, 0, 0, 360, 250, 1},  // one-square, same side, 2.5 m
    {360, 305, 300, 0, 0, 0, 0, 0},  // one-square, same side, 3.0 m
    {360, 345, 350, 0, 0, 0, 0, 0},  // one-square, same side, 3.5 m
    {0, 0, 0, 360, 382, 720, 189, 1},  // one-square, same side, 4.0 m
    {0, 0, 0, 360, 415, 720, 213, 1},  // one-square, same side, 4.5 m
    {0, 0, 0, 360, 445, 720, 237, 1},  // one-square, same side, 5.0 m
    {720, 271, 260, 0, 0, 0, 0, 0},  // one-square, same side, 5.5 m
    {720, 292, 284, 0, 0, 0, 0, 0},  // one-square, same side, 6.0 m
    {720, 312, 308, 0, 0, 0, 0, 0},  // one-square, same side, 6.5 m
    {720, 331, 331, 0, 0, 0, 0, 0},  // one-square, same side, 7.0 m
    {720, 349, 355, 0, 0, 0, 0, 0},  // one-square, same side, 7.5 m
    {0, 0, 0, 720, 367, 1080, 248, 1},  // one-square, same side, 8.0 m
    {1080, 274, 264, 0, 0, 0, 0, 0},  // one-square, same side, 8.5 m
    {1080, 288, 279, 0, 0, 0, 0, 0},  // one-square, same side, 9.0 m
    {1080, 301, 295, 0, 0, 0, 0, 0},  // one-square, same side, 9.5 m
    {1080, 314, 310, 0, 0, 0, 0, 0},  // one-square, same side, 10.0 m
    {1080, 326, 326, 0, 0, 0, 0, 0},  // one-square, same side, 10.5 m
    {1080, 339, 341, 0, 0, 0, 0, 0},  // one-square, same side, 11.0 m
    {1440, 275, 265, 0, 0, 0, 0, 0},  // one-square, same side, 11.5 m
    {1440, 286, 277, 0, 0, 0, 0, 0},  // one-square, same side, 12.0 m
    {180, 63, -1, 0, 0, 0, 0, 0},  // 2 x 2, straight, 0.5 m
    {180, 124, -1, 0, 0, 0, 0, 0},  // 2 x 2, straight, 1.0 m
    {180, 183, -1, 0, 0, 0, 0, 0},  // 2 x 2, straight, 1.5 m
    {180, 238, -1, 0, 0, 0, 0, 0},  // 2 x 2, straight, 2.0 m
    {180, 288, -1, 0, 0, 0, 0, 0},  // 2 x 2, straight, 2.5 m
    {180, 335, -1, 0, 0, 0, 0, 0},  // 2 x 2, straight, 3.0 m
    {0, 0, 0, 180, 376, 540, 225, 1},  // 2 x 2, straight, 3.5 m
    {0, 0, 0, 180, 414, 540, 257, 1},  // 2 x 2, straight, 4.0 m
    {540, 159, 289, 0, 0, 0, 0, 0},  // 2 x 2, straight, 4.5 m
    {540, 175, 322, 0, 0, 0, 0, 0},  // 2 x 2, straight, 5.0 m
    {540, 191, 354, 0, 0, 0, 0, 0},  // 2 x 2, straight, 5.5 m
    {540, 207, 386, 0, 0, 0, 0, 0},  // 2 x 2, straight, 6.0 m
    {540, 223, 418, 0, 0, 0, 0, 0},  // 2 x 2, straight, 6.5 m
    {900, 145, 263, 0, 0, 0, 0, 0},  // 2 x 2, straight, 7.0 m
    {900, 154, 282, 0, 0, 0, 0, 0},  // 2 x 2, straight, 7.5 m
    {900, 164, 300, 0, 0, 0, 0, 0},  // 2 x 2, straight, 8.0 m
    {900, 174, 319, 0, 0, 0, 0, 0},  // 2 x 2, straight, 8.5 m
    {900, 183, 338, 0, 0, 0, 0, 0},  // 2 x 2, straight, 9.0 m
    {900, 193, 357, 0, 0, 0, 0, 0},  // 2 x 2, straight, 9.5 m
    {1260, 146, 265, 0, 0, 0, 0, 0},  // 2 x 2, straight, 10.0 m
    {1260, 153, 278, 0, 0, 0, 0, 0},  // 2 x 2, straight, 10.5 m
    {1260, 160, 291, 0, 0, 0, 0, 0},  // 2 x 2, straight, 11.0 m
    {1260, 166, 305, 0, 0, 0, 0, 0},  // 2 x 2, straight, 11.5 m
    {1260, 173, 318, 0, 0, 0, 0, 0},  // 2 x 2, straight, 12.0 m
    {270, 39, -1, 0, 0, 0, 0, 0},  // 2 x 2, corner, 0.5 m
    {270, 77, -1, 0, 0, 0, 0, 0},  // 2 x 2, corner, 1.0 m
    {270, 115, -1, 0, 0, 0, 0, 0},  // 2 x 2, corner, 1.5 m
    {270, 152, -1, 0, 0, 0, 0, 0},  // 2 x 2, corner, 2.0 m
    {270, 187, -1, 0, 0, 0, 0, 0},  // 2 x 2, corner, 2.5 m
    {270, 222, -1, 0, 0, 0, 0, 0},  // 2 x 2, corner, 3.0 m
    {450, 150, 274, 0, 0, 0, 0, 0},  // 2 x 2, corner, 3.5 m
    {450, 171, 313, 0, 0, 0, 0, 0},  // 2 x 2, corner, 4.0 m
    {450, 191, 352, 0, 0, 0, 0, 0},  // 2 x 2, corner, 4.5 m
    {630, 150, 273, 0, 0, 0, 0, 0},  // 2 x 2, corner, 5.0 m
    {630, 164, 300, 0, 0, 0, 0, 0},  // 2 x 2, corner, 5.5 m
    {630, 178, 327, 0, 0, 0, 0, 0},  // 2 x 2, corner, 6.0 m
    {810, 150, 272, 0, 0, 0, 0, 0},  // 2 x 2, corner, 6.5 m
    {810, 161, 293, 0, 0, 0, 0, 0},  // 2 x 2, corner, 7.0 m
    {810, 171, 314, 0, 0, 0, 0, 0},  // 2 x 2, corner, 7.5 m
    {990, 149, 272, 0, 0, 0, 0, 0},  // 2 x 2, corner, 8.0 m
    {990, 158, 289, 0, 0, 0, 0, 0},  // 2 x 2, corner, 8.5 m
    {990, 167, 306, 0, 0, 0, 0, 0},  // 2 x 2, corner, 9.0 m
    {1170, 149, 272, 0, 0, 0, 0, 0},  // 2 x 2, corner, 9.5 m
    {1170, 157, 286, 0, 0, 0, 0, 0},  // 2 x 2, corner, 10.0 m
    {1170, 164, 300, 0, 0, 0, 0, 0},  // 2 x 2, corner, 10.5 m
    {1350, 149, 272, 0, 0, 0, 0, 0},  // 2 x 2, corner, 11.0 m
    {1350, 156, 284, 0, 0, 0, 0, 0},  // 2 x 2, corner, 11.5 m
    {1530, 143, 261, 0, 0, 0, 0, 0},  // 2 x 2, corner, 12.0 m
    {0, 0, 0, 0, 0, 360, 50, 1},  // 2 x 2, same side, 0.5 m
    {0, 0, 0, 0, 0, 360, 100, 1},  // 2 x 2, same side, 1.0 m
    {0, 0, 0, 0, 0, 360, 150, 1},  // 2 x 2, same side, 1.5 m
    {0, 0, 0, 0, 0, 360, 200, 1},  // 2 x 2, same side, 2.0 m
    {0, 0, 0, 0, 0, 360, 250, 1},  // 2 x 2, same side, 2.5 m
    {360, 164, 300, 0, 0, 0, 0, 0},  // 2 x 2, same side, 3.0 m
    {360, 189, 350, 0, 0, 0, 0, 0},  // 2 x 2, same side, 3.5 m
    {360, 214, 400, 0, 0, 0, 0, 0},  // 2 x 2, same side, 4.0 m
    {360, 238, 450, 0, 0, 0, 0, 0},  // 2 x 2, same side, 4.5 m
    {360, 261, 500, 0, 0, 0, 0, 0},  // 2 x 2, same side, 5.0 m
    {720, 143, 261, 0, 0, 0, 0, 0},  // 2 x 2, same side, 5.5 m
    {720, 156, 284, 0, 0, 0, 0, 0},  // 2 x 2, same side, 6.0 m
    {720, 168, 308, 0, 0, 0, 0, 0},  // 2 x 2, same side, 6.5 m
    {720, 180, 332, 0, 0, 0, 0, 0},  // 2 x 2, same side, 7.0 m
    {720, 192, 356, 0, 0, 0, 0, 0},  // 2 x 2, same side, 7.5 m
    {720, 204, 379, 0, 0, 0, 0, 0},  // 2 x 2, same side, 8.0 m
    {1080, 145, 264, 0, 0, 0, 0, 0},  // 2 x 2, same side, 8.5 m
    {1080, 153, 280, 0, 0, 0, 0, 0},  // 2 x 2, same side, 9.0 m
    {1080, 161, 295, 0, 0, 0, 0, 0},  // 2 x 2, same side, 9.5 m
    {1080, 169, 311, 0, 0, 0, 0, 0},  // 2 x 2, same side, 10.0 m
    {1080, 177, 326, 0, 0, 0, 0, 0},  // 2 x 2, same side, 10.5 m
    {1080, 185, 342, 0, 0, 0, 0, 0},  // 2 x 2, same side, 11.0 m
    {1440, 146, 266, 0, 0, 0, 0, 0},  // 2 x 2, same side, 11.5 m
    {1440, 152, 277, 0, 0, 0, 0, 0},  // 2 x 2, same side, 12.0 m
}};
// clang-format on

std::string metres(int half_m) {
  return halfMetresText(half_m);
}

bool inTable(int shaft, int rise_half_m) {
  return (shaft == kSpiralShaftSingle || shaft == kSpiralShaftDouble) && rise_half_m >= 1 &&
         rise_half_m <= kMaxSpiralRiseHalfMetres;
}

std::string whyNoneFits(int shaft, const Row& row) {
  const SpiralShaftGeometry g = spiralShaftGeometry(shaft);
  std::vector<std::string> reasons;
  if (row.steep_sweep_degrees > 0) {
    reasons.push_back(fmt::format(
        "sweeping {} degrees or less it is steeper than {} degrees {} m from the middle ({})",
        row.steep_sweep_degrees, kSpiralMaxSlopeDegrees, tenthsText(g.walking_line_cm / 10),
        tenthsText(row.steep_slope_tenths)));
  }
  if (row.low_sweep_degrees > 0) {
    reasons.push_back(
        row.low_is_doorway != 0
            ? fmt::format("sweeping {} degrees or more the turn above passes {} m over the way "
                          "in, under its doorway's {} m",
                          row.low_sweep_degrees, centimetresText(row.low_cm),
                          tenthsText(kSpiralDoorwayHeightCm / 10))
            : fmt::format("sweeping {} degrees or more it leaves {} m of head room, under {} m",
                          row.low_sweep_degrees, centimetresText(row.low_cm),
                          tenthsText(kSpiralHeadRoomCm / 10)));
  }
  return fmt::format("{}", fmt::join(reasons, "; "));
}

// The other ways out the span allows, each with the rises it fits.
std::string otherWays(int shaft, SpiralTurn turn, SpiralSpan span) {
  std::vector<std::string> others;
  for (SpiralTurn other : kAllSpiralTurns) {
    if (other == turn) continue;
    if (other == SpiralTurn::kSameSide && span == SpiralSpan::kWithinFloor) continue;
    others.push_back(
        fmt::format("{} (fits {})", spiralTurnName(other), fittingRisesText(shaft, other)));
  }
  return fmt::format("{}", fmt::join(others, " or "));
}

}  // namespace

const SpiralTableRow& spiralTableRow(int shaft, SpiralTurn turn, int rise_half_m) {
  const int at = (shaft - 1) * kRowsPerShaft + static_cast<int>(turn) * kMaxSpiralRiseHalfMetres +
                 rise_half_m - 1;
  return kTable[static_cast<size_t>(at)];
}

int fittedSweepDegrees(int shaft, SpiralTurn turn, int rise_half_m, SpiralSpan span) {
  if (!inTable(shaft, rise_half_m)) return 0;
  if (turn == SpiralTurn::kSameSide && span == SpiralSpan::kWithinFloor) return 0;
  return spiralTableRow(shaft, turn, rise_half_m).sweep_degrees;
}

std::string fittingRisesText(int shaft, SpiralTurn turn) {
  std::vector<std::string> ranges;
  int start = 0;
  for (int rise = 1; rise <= kMaxSpiralRiseHalfMetres + 1; ++rise) {
    const bool fits =
        rise <= kMaxSpiralRiseHalfMetres && spiralTableRow(shaft, turn, rise).sweep_degrees > 0;
    if (fits && start == 0) start = rise;
    if (fits || start == 0) continue;
    const int end = rise - 1;
    ranges.push_back(start == end ? metres(start) : metres(start) + "-" + metres(end));
    start = 0;
  }
  if (ranges.empty()) return "no rise";
  std::string text = ranges.front();
  for (size_t i = 1; i < ranges.size(); ++i) {
    text += (i + 1 == ranges.size() ? " or " : ", ") + ranges[i];
  }
  return text + " m";
}

std::string spiralMisfitText(int shaft, SpiralTurn turn, int rise_half_m, SpiralSpan span) {
  if (fittedSweepDegrees(shaft, turn, rise_half_m, span) > 0) return "";
  if (turn == SpiralTurn::kSameSide && span == SpiralSpan::kWithinFloor) {
    return fmt::format(
        "within a floor a spiral's way in and way out cannot share a side; put the way out {}",
        otherWays(shaft, turn, span));
  }
  const std::string in_shaft = shaft == kSpiralShaftDouble ? " in a 2 x 2 shaft" : "";
  std::string text = fmt::format(
      "a {} m spiral {}{} fits no winding of up to {} whole turns: {}; make the rise one that "
      "fits ({} fits {}) or put the way out {}",
      metres(rise_half_m), spiralTurnName(turn), in_shaft, kSpiralMaxWholeTurns,
      whyNoneFits(shaft, spiralTableRow(shaft, turn, rise_half_m)), spiralTurnName(turn),
      fittingRisesText(shaft, turn), otherWays(shaft, turn, span));
  if (shaft == kSpiralShaftSingle &&
      fittedSweepDegrees(kSpiralShaftDouble, turn, rise_half_m, span) > 0) {
    text += ", or make the shaft 2 x 2 (shaft=2), which fits it";
  }
  return text;
}

std::string_view spiralShaftName(int shaft) {
  return shaft == kSpiralShaftDouble ? "2 x 2" : "one-square";
}

std::string centimetresText(int cm) {
  return fmt::format("{}{}.{:02}", cm < 0 ? "-" : "", std::abs(cm) / 100, std::abs(cm) % 100);
}

std::string tenthsText(int tenths) {
  return fmt::format("{}{}.{}", tenths < 0 ? "-" : "", std::abs(tenths) / 10,
                     std::abs(tenths) % 10);
}

}  // namespace dungeon::sim
