// Floor-size classes of the band table (docs/bands.md): a floor's size class comes from its
// area (width x height squares) through fixed boundaries, so a square floor and a long one of
// about the same area share bands. Each class is named for the size it is calibrated at (24 x
// 24, 40 x 40, 96 x 96, 256 x 256), and the boundaries 32 x 32, 60 x 60 and 160 x 160 put that
// size near the middle of its class in log area. Pure functions; the names are the band
// file's words.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace dungeon::checks {

enum class SizeClass : int { kSmall, kStandard, kLarge, kHuge };
inline constexpr int kSizeClassCount = 4;

struct SizeClassDef {
  SizeClass size_class;
  std::string_view name;   // the word in the band file's size column
  int64_t max_area;        // the largest area (squares) in the class, inclusive
  std::string_view holds;  // the sizes it holds, for docs and messages
};

// In order of area; the last class's max_area is the largest int64_t, so every area has one.
const std::array<SizeClassDef, kSizeClassCount>& sizeClasses();

// The class of a floor of width x height squares: the first class whose max_area is at least
// the area.
SizeClass sizeClassOf(int width, int height);

std::string_view sizeClassName(SizeClass size_class);

// The class a band file word names ("standard"); nullopt for any other word.
std::optional<SizeClass> sizeClassNamed(std::string_view name);

}  // namespace dungeon::checks
