// The laid-rate bands (SPEC 5.5): for each thing an option or topology asks (gen::Asked), the
// share of what was asked that a sweep's kept dungeons must lay, as a band [lo, hi] per floor
// count, floor-size class and whether the dungeon has a mine floor, calibrated like the metric
// bands (docs/bands.md, "Laid rates"). So a change that quietly stops laying something fails a
// sweep. The table lives in sweeps/laid_rates.txt, compiled in. A sweep's rate is judged
// against its band by a test on whole numbers only (laidRateWithin), so the verdict is the
// same on every platform, and a small sweep is not failed by its sampling alone.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "checks/bands_size_class.h"
#include "generator/core/notice.h"
#include "model/options.h"
#include "util/result.h"

namespace dungeon::sweeps {

struct LaidRateBand {
  gen::Asked asked = gen::Asked::kMixedSecret;
  int floors = 1;  // 1, 2, 3 or 4 (four or more floors)
  checks::SizeClass size_class = checks::SizeClass::kStandard;
  bool mine = false;  // rows for dungeons with a mine floor
  int64_t lo = 0;     // thousandths of what was asked, inclusive
  int64_t hi = 1000;
  int line = 0;  // line of the row in its file
};

// The floor classes of the table: 1, 2 and 3 floors, and four or more (the last class's number
// is also its fewest floors). Three floors are a class of their own since what is laid between
// floors differs from a taller stack's (docs/bands.md, "Laid rates").
inline constexpr int kLaidRateFloorClasses = 4;

// "[0.838, 0.926]": the band's ends as decimals, as every report prints them.
std::string laidRateBandText(const LaidRateBand& band);

// The row key of a dungeon of `options`: its floor count capped at kLaidRateFloorClasses.
int laidRateFloors(int floors);

class LaidRateTable {
 public:
  // Parses the table's format (docs/bands.md); errors carry file, line and column.
  static Result<LaidRateTable> parse(std::string_view text, std::string_view file);
  // The band of `asked` for dungeons of `options`, or nullptr when the table has none.
  const LaidRateBand* find(gen::Asked asked, const Options& options) const;
  const std::vector<LaidRateBand>& rows() const { return rows_; }

 private:
  std::vector<LaidRateBand> rows_;
};

// The table compiled in from sweeps/laid_rates.txt (empty if it does not parse: a unit test
// guards it).
const LaidRateTable& standardLaidRates();

// z of the test, in thousandths: a rate 3.29 standard errors beyond its band (one in a
// thousand either side by chance alone) fails.
inline constexpr int64_t kLaidRateZMilli = 3290;

// True unless `laid` of `asked` is too few for `lo` or too many for `hi` to have come from
// chance alone: one laid more (or fewer) than the band's end allows, beyond kLaidRateZMilli of
// its standard error at that end (the normal approximation of the binomial count), with
// integers only. True when nothing was asked.
bool laidRateWithin(int64_t laid, int64_t asked, int64_t lo, int64_t hi);

// The floor of the square root of n. REQUIRES: n >= 0.
int64_t isqrt(int64_t n);

// One kind's verdict over a sweep.
struct LaidRateVerdict {
  gen::Asked asked = gen::Asked::kMixedSecret;
  int64_t asked_count = 0;
  int64_t laid = 0;
  std::optional<LaidRateBand> band;  // none: the table has no row; not judged
  bool within = true;
};

// The report's section: "laid as asked, against the laid-rate bands:" then a line per kind,
// "  sunk_room         38 of 40  (0.950)  band [0.900, 1.000]  ok" (or "OUTSIDE", or "no
// band"); "" when nothing was asked.
std::string laidRateLines(const std::vector<LaidRateVerdict>& verdicts);
// How many are outside their bands.
int64_t laidRatesOutside(const std::vector<LaidRateVerdict>& verdicts);
// The JSON report's "laid_rates" array: {"asked", "count", "laid", "lo", "hi", "within"} per
// kind ("lo" and "hi" null without a band), rates in thousandths.
nlohmann::ordered_json laidRatesJson(const std::vector<LaidRateVerdict>& verdicts);

}  // namespace dungeon::sweeps
