// The band table (SPEC section 7): for each floor count and floor-size class
// (bands_size_class.h), the [lo, hi] band of each metric. It lives in one text file,
// checks/bands.txt (format: docs/bands.md), compiled into the program; a different table can be
// read from a file for experiments.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "checks/bands_size_class.h"
#include "model/options.h"
#include "util/result.h"

namespace dungeon::checks {

struct Band {
  std::string metric;                   // metric id, "M1"
  int floors = 1;                       // the floor count this row is for
  std::optional<SizeClass> size_class;  // the floor-size class this row is for; none: any
  std::string style;                    // the floor style this row is for; empty: every style
  int64_t lo = 0;                       // thousandths, inclusive
  int64_t hi = 0;                       // thousandths, inclusive
  int line = 0;                         // line of the row in its file, for messages
  bool contains(int64_t value) const { return value >= lo && value <= hi; }
};

class BandTable {
 public:
  // Parses the band file format. Errors carry file, line and column.
  static Result<BandTable> parse(std::string_view text, std::string_view file);

  // The band of `metric` for a dungeon of `floors` floors of width x height squares in floor
  // style `style`: the rows for that style win over the rows for every style; among them, the
  // rows for that size's class (else, the rows for any size), and of those the row of the
  // serving floor count (servingFloorCount); nullptr when there is none. A metric without a
  // row at the serving count takes no row of another floor count of that class and style.
  const Band* find(std::string_view metric, int floors, int width, int height,
                   bool exact_floors = false, std::string_view style = "") const;
  // The floor count whose rows serve a dungeon of `floors` floors among the rows of one size
  // class (none: the rows for any size) and style: the largest floor count not above `floors`
  // that has any row there (exactly `floors` when `exact_floors`, as for dungeon-wide metrics,
  // which grow with the floor count); 0 when there is none. The rows of one floor count serve
  // together, so a row left out (it bit nothing) is not filled by the row of a lone floor.
  int servingFloorCount(int floors, std::optional<SizeClass> size_class, std::string_view style,
                        bool exact_floors) const;
  const std::vector<Band>& rows() const { return rows_; }
  // find's rule read straight off the rows, for a size class rather than a size: what find
  // answers from its index, and what a test holds the index to.
  const Band* scan(std::string_view metric, int floors, SizeClass size_class, bool exact_floors,
                   std::string_view style) const;

 private:
  // Every answer of find for floor counts 1..kMaxFloors, each size class, both exactnesses and
  // each style the rows name (or none), worked out once when the table is read: a row's index.
  void index();

  using Key = std::tuple<std::string, int, SizeClass, bool, std::string>;
  std::vector<Band> rows_;
  std::map<Key, size_t, std::less<>> index_;
  std::vector<std::string> styles_;  // the styles the rows name, "" among them
};

// The table compiled in from checks/bands.txt. REQUIRES: that file parses (a unit test
// guards it); a broken table makes this return an empty table and standardBandsError() tell.
const BandTable& standardBands();

// The floor styles a band row may name (SPEC section 7): "rising" for the floors of a
// dungeon generated with --rising; "mine" for the mine floor of one generated with --mine (and
// for the dungeon-wide metrics of such a dungeon).
bool isFloorStyle(std::string_view name);
// The style of floor `floor` (0-based) of a dungeon generated with `options`, or with
// floor -1 of its dungeon-wide metrics: "mine" on the mine floor (and dungeon-wide with
// --mine), else "rising" with --rising, else "" for the plain style.
std::string_view floorStyleOf(const Options& options, int floor = -1);
std::string standardBandsError();

}  // namespace dungeon::checks
