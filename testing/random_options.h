// RapidCheck generators of generation options for the properties over generated dungeons: a
// word for every row of the options table, drawn by the row's kind (so a row added later is
// drawn too), topologies from the generator's own table, sides from the generator the caller
// gives; words the table refuses together (mine=5 on three floors) are drawn again. Call the
// generators' values only inside a RapidCheck property.
#pragma once

#include <rapidcheck.h>

#include <utility>

#include "model/options.h"

namespace dungeon::testing {

// Options with a drawn word for every row, each side of `size=` from `sides`. Whole numbers
// scale with RapidCheck's size, as inRange does (small first); wrap the generator in
// rc::gen::resize(rc::kNominalSize, ...) to draw every value over its whole range.
rc::Gen<Options> genOptions(rc::Gen<std::pair<int, int>> sides);

// Options as genOptions gives them, each side from kMinFloorSide to `most` (so a case of eight
// floors generates in milliseconds when `most` is small).
rc::Gen<Options> genOptionsUpTo(int most);

// How often each size class of the band table (checks/bands_size_class.h) is drawn, in
// proportion: small (16 to 32 a side), standard (40 x 40), large (96 x 96), huge (256 x 256).
struct SizeClassWeights {
  int small;
  int standard;
  int large;
  int huge;
};
// Cheap ones most, every class often.
inline constexpr SizeClassWeights kCheapClassesMost{4, 4, 2, 1};

// Sides of every size class, drawn by `weights` (each weight at least 1, so no class is left out).
rc::Gen<std::pair<int, int>> genSizeClassSides(SizeClassWeights weights = kCheapClassesMost);

}  // namespace dungeon::testing
