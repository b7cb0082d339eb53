// How the ledger names its points (generator/observers/ledger.h, docs/coverage.md): the one table
// of families, a point's name "family.value@style/size", the values of a thing, the shapes of a
// floor's rooms and what rising laid. ledger.cpp (what a generation hit) and ledger_domain.cpp
// (what it may hit) both name points here, so the two spell every point alike.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "checks/bands_size_class.h"
#include "generator/core/plan.h"
#include "generator/core/tries.h"
#include "generator/observers/ledger.h"

namespace dungeon::gen::ledger {

// The one table of families, in the order reports list them.
inline constexpr std::array<LedgerFamily, 9> kFamilies = {{
    {"topology", "a floor's topology (generator/floors/topology.h; mine on the mine floor)"},
    {"room", "a room's shape: rectangle, round, round with a raised half or a sunken middle"},
    {"square", "a kind of square a floor has (model/square.h)"},
    {"thing", "a thing, and each value of its few-valued fields (model/thing.h)"},
    {"row", "a stage row's outcome: ok or failed on a try, ok or declined on the kept try"},
    {"lay", "a lay a row judged: laid, refused, and refused by which check or band"},
    {"try", "a try's verdict: passed, unchecked, failed by a stage, rejected by a check or band"},
    {"rising", "what --rising laid on the kept try (generator/core/plan.h's RisingLaid)"},
    {"asked", "a kind asked of the kept try (generator/core/notice.h), laid or not laid"},
}};
inline constexpr std::string_view kTopology = kFamilies[0].name;
inline constexpr std::string_view kRoom = kFamilies[1].name;
inline constexpr std::string_view kSquare = kFamilies[2].name;
inline constexpr std::string_view kThing = kFamilies[3].name;
inline constexpr std::string_view kRow = kFamilies[4].name;
inline constexpr std::string_view kLay = kFamilies[5].name;
inline constexpr std::string_view kTry = kFamilies[6].name;
inline constexpr std::string_view kRising = kFamilies[7].name;
inline constexpr std::string_view kAsked = kFamilies[8].name;

// A thing's value as numbers: its floor (a style code once PointNames has it), type, a field
// (kBare: the thing itself) and the field's value (kAbsent: an optional field it does not carry).
struct ThingValue {
  int floor = 0;
  int type = 0;
  int field = 0;
  int value = 0;
  auto operator<=>(const ThingValue&) const = default;
};
inline constexpr int kBare = -1;
inline constexpr int kAbsent = -1;

// The values of `thing`, appended to `values`: itself, and each field that takes few values
// (fewFieldValues) with its value ("=none" for an optional one it does not carry, unless the
// field implies a value).
void addThingValues(const Thing& thing, std::vector<ThingValue>& values);
// Every value addThingValues may give a thing of `type` on floor f.
std::vector<ThingValue> thingDomain(ThingType type, int f);
// "door", "door.kind=locked", "secret_door.opens_from=none".
std::string thingValueText(const ThingValue& value);

// A number for each value of each thing type on each of four style codes, dense from 0 (so a
// generation's values are told apart without sorting them), and how many there are.
uint32_t denseKey(const ThingValue& value);
uint32_t denseKeys();

// The room shapes, a bit each in roomShapes' answer.
inline constexpr std::array<std::string_view, 4> kRoomShapes = {
    "rectangle", "round", "round.raised_half", "round.sunken_middle"};
// A room shape's bit, by its index in kRoomShapes.
inline unsigned shapeBit(size_t shape) {
  return 1u << shape;
}
// The shapes of floor f's rooms as the per-floor rows left them: a rectangle, or a round room
// (its area's corner is rock) with a raised half and a sunken middle where its heights show them.
unsigned roomShapes(const Draft& draft, int f);

// Whether `floor` has a square of `kind`.
bool hasSquareOf(const Floor& floor, SquareKind kind);
static_assert(kSquareKindCount <= 32, "a floor's square kinds are a bit each in an unsigned");

// RisingLaid's counts by the name of their point.
std::vector<std::pair<std::string_view, int>> risingValues(const RisingLaid& laid);

// The names of one generation's points. A value is given with the code of its style (styleCode:
// floors of one style share a code), so callers drop repeats before naming; names are made in
// the order given.
class PointNames {
 public:
  explicit PointNames(const Options& options);
  // The code of floor f's style (f = -1: the dungeon's).
  int styleCode(int floor) const;
  // "family.value.more@style/size" ("family.value@style/size" when `more` is empty).
  void add(std::string_view family, std::string_view value, std::string_view more, int code);
  void add(std::string_view family, std::string_view value, int code) {
    add(family, value, "", code);
  }
  // As add, named once per thread for the views' addresses, style and size: a sweep names the
  // same few dozen on every seed. REQUIRES: the three views are of storage that lives for the
  // program (literals, the stage table's names, the catalogues' words).
  void addLasting(std::string_view family, std::string_view value, std::string_view more, int code);
  // A thing's value (its floor a style code), named once per thread for each value, style and
  // size.
  void addThing(const ThingValue& value);
  std::vector<std::string_view> names() && { return std::move(names_); }

 private:
  int codeOf(const std::string& style);
  std::string nameOf(std::string_view family, std::string_view value, std::string_view more,
                     int code) const;

  checks::SizeClass size_class_;
  std::string_view size_;            // checks::sizeClassName's, which lives for the program
  std::vector<std::string> styles_;  // the distinct styles, by code
  std::vector<size_t> style_ids_;    // a number per style for the thread's life (addThing)
  int dungeon_code_ = 0;
  std::vector<int> floor_codes_;
  std::vector<std::string_view> names_;  // interned (internedPoint)
};

// Sorts `values` and drops repeats.
template <class T>
void uniqueSorted(std::vector<T>& values) {
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
}

}  // namespace dungeon::gen::ledger
