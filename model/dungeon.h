// A whole dungeon as the harness sees it: name, seed, the options it was generated with, its
// floors and its things. The model knows nothing of how a dungeon was made; a hand-written
// sheet and a generated draft are the same kind of value.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/floor.h"
#include "model/options.h"
#include "model/thing.h"
#include "util/result.h"

namespace dungeon {

// The bytes a dungeon's name may use, as the sheet's name line reads them back.
inline constexpr std::string_view kDungeonNameBytes =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-";

// True iff `name` can name a dungeon on a sheet: one or more of kDungeonNameBytes.
bool isDungeonName(std::string_view name);

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
int baseHalfMetresOfFloor(int index);

}  // namespace dungeon
