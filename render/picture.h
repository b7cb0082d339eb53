// Pictures of dungeons (SPEC section 11): one floor or every floor as SVG text or PNG bytes,
// squares by kind with heights shaded, things as symbols, the entrance ramp and glimpse sight
// lines, and a legend of everything shown; and a picture of two versions of a dungeon side by
// side with the changed squares marked, for golden review. The SVG is deterministic (integer
// coordinates only): the same dungeon gives the same bytes on every machine and compiler.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/dungeon.h"
#include "util/result.h"

namespace dungeon::render {

enum class Format { kSvg, kPng };

// A square to ring: a 0-based floor and a point on it.
struct Mark {
  int floor = 0;
  Point at;
};

// Which floor to draw: a 0-based index, or every floor when nullopt.
// REQUIRES: the index (when given) is a floor of the dungeon.
// `marks` are ringed where their floor is drawn. REQUIRES: each mark is a square of the dungeon.
std::string renderSvg(const Dungeon& d, std::optional<int> floor = std::nullopt,
                      const std::vector<Mark>& marks = {});
// The same picture as PNG bytes; an error only when cairo cannot encode it.
Result<std::string> renderPng(const Dungeon& d, std::optional<int> floor = std::nullopt,
                              const std::vector<Mark>& marks = {});
// Either of the above.
Result<std::string> render(const Dungeon& d, std::optional<int> floor, Format format,
                           const std::vector<Mark>& marks = {});

// The stored and the new dungeon side by side, floor by floor, changed squares marked.
std::string renderDiffSvg(const Dungeon& stored, const Dungeon& fresh);

}  // namespace dungeon::render
