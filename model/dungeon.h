// A whole dungeon as the harness sees it: name, seed, the options it was generated with, its
// floors and its things. The model knows nothing of how a dungeon was made; a hand-written
// sheet and a generated draft are the same kind of value.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/floor.h"
#include "model/result.h"
#include "model/thing.h"

namespace dungeon {

inline constexpr int kMinFloors = 1;
inline constexpr int kMaxFloors = 8;

// Generation options. Each option added later defaults to "off" and is written on the sheet
// only when set, so turning it off gives the old output byte for byte.
struct Options {
  int floors = 1;
  int width = kDefaultFloorSide;
  int height = kDefaultFloorSide;
  std::string topology;  // empty: chosen per floor from the generator's rate table

  bool operator==(const Options&) const = default;
};

// "floors=1 size=40x40" plus any option that is set ("topology=two_paths").
std::string optionsText(const Options& options);
// Parses the words of an options line. Errors carry the column of the offending word,
// relative to `text` (the caller adds file and line).
Result<Options> parseOptions(std::string_view text);
// Range checks shared by the sheet reader and the command line. Returns "" when valid.
std::string validateOptions(const Options& options);

struct Dungeon {
  std::string name;
  uint64_t seed = 0;
  Options options;
  std::vector<Floor> floors;
  std::vector<Thing> things;  // canonical order once canonicalize() ran

  bool operator==(const Dungeon&) const = default;
};

// Puts things into canonical order (see Thing::operator<=>).
void canonicalize(Dungeon& dungeon);

// One manifest row per thing, numbered from 1 in canonical order.
struct ManifestRow {
  int id = 0;
  const Thing* thing = nullptr;
};
std::vector<ManifestRow> manifest(const Dungeon& dungeon);

// Things of one type (on one floor, or on every floor when floor < 0), in canonical order.
std::vector<const Thing*> thingsOf(const Dungeon& dungeon, ThingType type, int floor = -1);

// Base height of stacked floor `index` (0 = top) in half-metres: each storey is 6 m lower.
inline int baseHalfMetresOfFloor(int index) {
  return -index * kHalfMetresBetweenFloors;
}

}  // namespace dungeon
