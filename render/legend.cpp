// The legend: every square kind, height, thing symbol and line a picture shows, once each,
// drawn with the same functions as the picture itself.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "render/picture_parts.h"
#include "render/style.h"
#include "util/decimal.h"

namespace dungeon::render {
namespace {

using Swatch = LegendEntry::Swatch;

LegendEntry heading(std::string label) {
  LegendEntry entry;
  entry.label = std::move(label);
  return entry;
}

struct Seen {
  std::set<int> kinds;
  std::set<int, std::greater<>> heights;
  std::map<SymbolKey, const Thing*> things;
  bool ramp = false;
  bool sight = false;
  bool marks = false;
  bool rings = false;
  std::set<std::pair<int, bool>> dirt;   // level, packed
  std::set<int, std::greater<>> ground;  // the amounts under full seen in the ground above
};

void seeDirt(const Floor& floor, Seen& seen) {
  if (!floor.isDirtFloor()) return;
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    const DirtSquare dirt = floor.dirt(p);
    if (dirt.dirt) seen.dirt.emplace(dirt.level, dirt.packing > 0);
    if (floor.ground(p) < kDirtFull) seen.ground.insert(floor.ground(p));
  }
}

void seePanel(const Panel& panel, Seen& seen) {
  const Floor& floor = panel.dungeon->floors[static_cast<size_t>(panel.floor)];
  for (int i = 0; i < floor.squareCount(); ++i) {
    const Point p = floor.pointOf(i);
    seen.kinds.insert(static_cast<int>(floor.kind(p)));
    if (isOpen(floor.kind(p)) || floor.kind(p) == SquareKind::kWater) {
      seen.heights.insert(floor.heightHalfMetres(p));
    }
  }
  seeDirt(floor, seen);
  seen.rings = seen.rings || !panel.rings.empty();
  for (const Thing& t : panel.dungeon->things) {
    if (t.floor != panel.floor) continue;
    seen.things.emplace(symbolKeyOf(t), &t);
    seen.ramp = seen.ramp || t.type == ThingType::kEntrance;
  }
  seen.sight = seen.sight || !sightLines(*panel.dungeon, panel.floor).empty();
  seen.marks =
      seen.marks || std::find(panel.marks.begin(), panel.marks.end(), true) != panel.marks.end();
}

std::string heightLabel(int half_m) {
  return fmt::format("{}{} m{}", half_m > 0 ? "+" : "", halfMetresText(half_m),
                     half_m == 0 ? " (the floor's base)" : "");
}

std::string dirtLabel(int level, bool packed) {
  static constexpr std::array<std::string_view, kDirtFull + 1> kPassages = {
      "open", "tunnel", "crawlway", "dirt wall"};
  return fmt::format("dirt level {} ({}){}", level, kPassages[static_cast<size_t>(level)],
                     packed ? ", packed" : "");
}

std::string groundLabel(int units) {
  static constexpr std::array<std::string_view, kDirtFull> kGround = {
      "ground above: a hole (open to the level above)", "ground above: a deep pit (1 unit left)",
      "ground above: a shallow pit (2 units left)"};
  return std::string(kGround[static_cast<size_t>(units)]);
}

void addDirtEntries(PictureLayout& layout, const Seen& seen) {
  if (seen.dirt.empty() && seen.ground.empty()) return;
  layout.legend.push_back(heading("Dirt"));
  for (const auto& [level, packed] : seen.dirt) {
    LegendEntry e{Swatch::kDirt, {}, 0, {}, dirtLabel(level, packed)};
    e.dirt_level = level;
    e.packed = packed;
    layout.legend.push_back(e);
  }
  for (int units : seen.ground) {
    LegendEntry e{Swatch::kGroundPit, {}, 0, {}, groundLabel(units)};
    e.dirt_level = units;
    layout.legend.push_back(e);
  }
}

void addEntries(PictureLayout& layout, const Seen& seen) {
  layout.legend.push_back(heading("Squares"));
  for (int kind : seen.kinds) {
    LegendEntry e{Swatch::kSquare,
                  static_cast<SquareKind>(kind),
                  0,
                  {},
                  std::string(nameOf(static_cast<SquareKind>(kind)))};
    layout.legend.push_back(e);
  }
  if (!seen.heights.empty())
    layout.legend.push_back(heading("Heights above the floor's base (metres)"));
  for (int h : seen.heights) layout.legend.push_back({Swatch::kHeight, {}, h, {}, heightLabel(h)});
  addDirtEntries(layout, seen);
  if (!seen.things.empty()) layout.legend.push_back(heading("Things"));
  for (const auto& [key, thing] : seen.things) {
    layout.legend.push_back({Swatch::kThing, {}, 0, *thing, symbolLabel(*thing)});
  }
  if (seen.ramp || seen.sight || seen.marks || seen.rings)
    layout.legend.push_back(heading("Lines"));
  if (seen.ramp)
    layout.legend.push_back({Swatch::kRamp, {}, 0, {}, "entrance ramp (9 squares of rock)"});
  if (seen.sight) layout.legend.push_back({Swatch::kSightLine, {}, 0, {}, "glimpse sight line"});
  if (seen.marks) layout.legend.push_back({Swatch::kMark, {}, 0, {}, "changed square"});
  if (seen.rings) layout.legend.push_back({Swatch::kRing, {}, 0, {}, "marked square (--mark)"});
}

void drawSwatch(Canvas& canvas, const PictureLayout& layout, const LegendEntry& e, Cell c) {
  const Paint room{squareColour(SquareKind::kRoom), std::nullopt};
  switch (e.swatch) {
    case Swatch::kHeading:
      return;
    case Swatch::kSquare:
      canvas.rect(c.x, c.y, c.size, c.size, {squareColour(e.kind), Stroke{kInk, 1, false}});
      return;
    case Swatch::kHeight:
      canvas.rect(c.x, c.y, c.size, c.size,
                  {shaded(squareColour(SquareKind::kRoom), e.height_half_m, layout.lowest_half_m,
                          layout.highest_half_m),
                   Stroke{kInk, 1, false}});
      return;
    case Swatch::kThing:
      canvas.rect(c.x, c.y, c.size, c.size, room);
      drawThing(canvas, e.thing, c, Way::kEastWest);
      return;
    case Swatch::kRamp:
      canvas.line({c.x, c.centre().y}, {c.x + c.size, c.centre().y}, {{0, 150, 60}, 2, true});
      return;
    case Swatch::kSightLine:
      canvas.rect(c.x, c.y, c.size, c.size, {squareColour(SquareKind::kRock), std::nullopt});
      canvas.line({c.x, c.centre().y}, {c.x + c.size, c.centre().y}, {kSightLine, 2, true});
      return;
    case Swatch::kRing:
      canvas.circle(c.centre(), c.size / 2 - 1, {std::nullopt, Stroke{kRing, 2, false}});
      return;
    case Swatch::kDirt:
      canvas.rect(c.x, c.y, c.size, c.size,
                  {dirtColour(e.dirt_level, e.packed), Stroke{kInk, 1, false}});
      return;
    case Swatch::kGroundPit:
      canvas.rect(c.x, c.y, c.size, c.size, {dirtColour(0, false), Stroke{kInk, 1, false}});
      canvas.rect(c.x + 4, c.y + 4, c.size - 8, c.size - 8,
                  {groundColour(e.dirt_level), std::nullopt});
      return;
    case Swatch::kMark:
      canvas.rect(c.x + 1, c.y + 1, c.size - 2, c.size - 2,
                  {std::nullopt, Stroke{kChanged, 2, false}});
      return;
  }
}

}  // namespace

void buildLegend(PictureLayout& layout) {
  Seen seen;
  for (const Panel& panel : layout.panels) {
    if (panel.dungeon != nullptr) seePanel(panel, seen);
  }
  if (!seen.heights.empty()) {
    layout.highest_half_m = *seen.heights.begin();
    layout.lowest_half_m = *seen.heights.rbegin();
  }
  addEntries(layout, seen);
}

int legendHeight(const PictureLayout& layout) {
  return static_cast<int>(layout.legend.size()) * kLegendPitch;
}

void drawLegend(Canvas& canvas, const PictureLayout& layout) {
  int y = layout.legend_at.y;
  for (const LegendEntry& e : layout.legend) {
    const Cell swatch{layout.legend_at.x, y, kSwatch};
    drawSwatch(canvas, layout, e, swatch);
    const bool is_heading = e.swatch == Swatch::kHeading;
    canvas.text({layout.legend_at.x + (is_heading ? 0 : kSwatch + 8), y + 13}, is_heading ? 14 : 12,
                e.label, kInk);
    y += kLegendPitch;
  }
}

}  // namespace dungeon::render
