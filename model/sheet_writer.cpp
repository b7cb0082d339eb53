// Writes the canonical sheet text of a dungeon (format: docs/sheet.md), and the lines of it that
// are written from plain values (sheet_lines.h).
#include <fmt/format.h>

#include <algorithm>
#include <span>

#include "model/sheet.h"
#include "model/sheet_lines.h"
#include "util/decimal.h"

namespace dungeon {
namespace {

void writeThing(std::string& out, const Thing& thing) {
  const ThingSpec& spec = specOf(thing.type);
  out += fmt::format("{} {} {}", spec.letter, thing.at.x, thing.at.y);
  for (const FieldSpec& field : spec.fields) {
    if (!thing.fields.has(field.field) || thing.fields.get(field.field) == field.implied) continue;
    out += fmt::format(" {}={}", field.name, fieldText(field, thing.fields.get(field.field)));
  }
  out += '\n';
}

// Appends one row of glyphs per row of `floor` (glyph_at of each square's index, in index
// order), each ended by a newline, written in place after one resize (a sweep writes a sheet
// per seed).
template <class GlyphAt>
void writeGrid(std::string& out, const Floor& floor, GlyphAt glyph_at) {
  size_t at = out.size();
  const auto width = static_cast<size_t>(floor.width());
  out.resize(at + static_cast<size_t>(floor.height()) * (width + 1));
  size_t square = 0;
  for (int y = 0; y < floor.height(); ++y) {
    for (size_t x = 0; x < width; ++x) out[at++] = glyph_at(square++);
    out[at++] = '\n';
  }
}

// The dirt and ground blocks of a dirt floor (other floors have none, so their bytes stay).
void writeDirt(std::string& out, const Floor& floor) {
  out += "dirt\n";
  writeGrid(out, floor, [&](size_t i) { return dirtGlyph(floor.dirtAt(static_cast<int>(i))); });
  out += "ground\n";
  const std::span<const uint8_t> ground = floor.groundData();
  writeGrid(out, floor, [&](size_t i) { return groundGlyph(ground[i]); });
}

void writeFloor(std::string& out, const Dungeon& d, int index,
                const std::vector<const Thing*>& things) {
  const Floor& floor = d.floors[static_cast<size_t>(index)];
  out += sheetFloorLine(index + 1, floor.width(), floor.height(), floor.baseHalfMetres(),
                        floor.topology());
  out += '\n';
  out += "grid\n";
  const std::span<const SquareKind> kinds = floor.kindData();
  writeGrid(out, floor, [&](size_t i) { return glyphOf(kinds[i]); });
  out += "heights\n";
  const std::span<const int16_t> heights = floor.heightData();
  writeGrid(out, floor, [&](size_t i) { return heightGlyph(heights[i]); });
  if (floor.isDirtFloor()) writeDirt(out, floor);
  out += "things\n";
  for (const Thing* thing : things) {
    if (thing->floor == index) writeThing(out, *thing);
  }
  out += "end\n";
}

}  // namespace

std::array<std::string, 4> sheetHeaderLines(std::string_view name, uint64_t seed,
                                            std::string_view options) {
  return {fmt::format("dungeon-sheet {}", kSheetFormatVersion), fmt::format("name {}", name),
          fmt::format("seed {}", seed), fmt::format("options {}", options)};
}

std::string sheetFloorLine(int number, int width, int height, int base_half_m,
                           std::string_view topology) {
  return fmt::format("floor {} size={}x{} base={} topology={}", number, width, height,
                     halfMetresText(base_half_m), topology.empty() ? "none" : topology);
}

std::string sheetManifestRow(int id, std::string_view letter, std::string_view type, int floor,
                             int x, int y) {
  return fmt::format("{} {} {} {} {},{}", id, letter, type, floor, x, y);
}

char heightGlyph(int half_m) {
  if (half_m == 0) return '0';
  if (half_m > 0) return static_cast<char>('a' + half_m - 1);
  return static_cast<char>('A' - half_m - 1);
}

std::optional<int> heightOfGlyph(char glyph) {
  if (glyph == '0') return 0;
  if (glyph >= 'a' && glyph <= 'z') return glyph - 'a' + 1;
  if (glyph >= 'A' && glyph <= 'Z') return -(glyph - 'A' + 1);
  return std::nullopt;
}

std::string writeSheet(const Dungeon& d) {
  std::vector<const Thing*> things;
  things.reserve(d.things.size());
  for (const Thing& thing : d.things) things.push_back(&thing);
  std::sort(things.begin(), things.end(), [](const Thing* a, const Thing* b) { return *a < *b; });

  std::string out;
  for (const std::string& line : sheetHeaderLines(d.name, d.seed, optionsText(d.options))) {
    out += line;
    out += '\n';
  }
  for (int i = 0; i < static_cast<int>(d.floors.size()); ++i) writeFloor(out, d, i, things);
  out += "manifest\n";
  int id = 0;
  for (const Thing* thing : things) {
    const ThingSpec& spec = specOf(thing->type);
    out += sheetManifestRow(++id, std::string_view(&spec.letter, 1), spec.name, thing->floor + 1,
                            thing->at.x, thing->at.y);
    out += '\n';
  }
  out += "end\n";
  return out;
}

}  // namespace dungeon
