// The sheet's lines that are written from plain values (docs/sheet.md): the header, a floor's
// first line and a manifest row. writeSheet writes them from a dungeon and the JSON export's
// reader (json_sheet.h) from the export's values, so the two cannot write a line two ways.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace dungeon {

// "dungeon-sheet V", "name NAME", "seed SEED", "options OPTIONS", without line ends.
std::array<std::string, 4> sheetHeaderLines(std::string_view name, uint64_t seed,
                                            std::string_view options);

// "floor N size=WxH base=B topology=T" (B in metres, T "none" when empty), without its line end.
std::string sheetFloorLine(int number, int width, int height, int base_half_m,
                           std::string_view topology);

// "ID LETTER TYPE FLOOR X,Y", without its line end.
std::string sheetManifestRow(int id, std::string_view letter, std::string_view type, int floor,
                             int x, int y);

}  // namespace dungeon
