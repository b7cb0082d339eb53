#include "model/square.h"

#include <array>

namespace dungeon {
namespace {

struct KindInfo {
  SquareKind kind;
  char glyph;
  std::string_view name;
  Clearance clearance;  // SPEC section 3, in centimetres
};

constexpr std::array<KindInfo, kSquareKindCount> kKinds = {{
    {SquareKind::kRock, '#', "rock", {0, 0}},
    {SquareKind::kRoom, '.', "room", {300, 400}},
    {SquareKind::kCorridor, ',', "corridor", {300, 400}},
    {SquareKind::kNarrow, ':', "narrow", {100, 220}},
    {SquareKind::kCrawl, '=', "crawl", {150, 120}},
    {SquareKind::kWater, '~', "water", {0, 0}},
}};

const KindInfo& info(SquareKind kind) {
  return kKinds[static_cast<size_t>(kind)];
}

}  // namespace

char glyphOf(SquareKind kind) {
  return info(kind).glyph;
}
std::string_view nameOf(SquareKind kind) {
  return info(kind).name;
}
Clearance clearanceOf(SquareKind kind) {
  return info(kind).clearance;
}

std::optional<SquareKind> kindOfGlyph(char glyph) {
  for (const auto& k : kKinds) {
    if (k.glyph == glyph) return k.kind;
  }
  return std::nullopt;
}

bool isOpen(SquareKind kind) {
  return kind != SquareKind::kRock && kind != SquareKind::kWater;
}

}  // namespace dungeon
