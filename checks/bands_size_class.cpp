// The floor-size classes' fixed boundaries and names.
#include "checks/bands_size_class.h"

#include <limits>

namespace dungeon::checks {

const std::array<SizeClassDef, kSizeClassCount>& sizeClasses() {
  static const std::array<SizeClassDef, kSizeClassCount> classes = {{
      {SizeClass::kSmall, "small", 32 * 32, "area up to 32 x 32: 16 x 16, 24 x 24, 32 x 32"},
      {SizeClass::kStandard, "standard", 60 * 60,
       "area up to 60 x 60: 40 x 40 (the default), 32 x 48, 48 x 48"},
      {SizeClass::kLarge, "large", 160 * 160,
       "area up to 160 x 160: 64 x 64, 96 x 96, 128 x 128, 64 x 256"},
      {SizeClass::kHuge, "huge", std::numeric_limits<int64_t>::max(),
       "area above 160 x 160: 192 x 192, 256 x 256"},
  }};
  return classes;
}

SizeClass sizeClassOf(int width, int height) {
  const int64_t area = int64_t{width} * int64_t{height};
  for (const SizeClassDef& def : sizeClasses()) {
    if (area <= def.max_area) return def.size_class;
  }
  return SizeClass::kHuge;
}

std::string_view sizeClassName(SizeClass size_class) {
  return sizeClasses()[static_cast<size_t>(size_class)].name;
}

std::optional<SizeClass> sizeClassNamed(std::string_view name) {
  for (const SizeClassDef& def : sizeClasses()) {
    if (def.name == name) return def.size_class;
  }
  return std::nullopt;
}

}  // namespace dungeon::checks
