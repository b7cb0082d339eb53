// Writes the JSON export of a dungeon (schema: docs/json.md). Keys keep a fixed order
// (nlohmann::ordered_json), numbers that a double cannot hold exactly (the 64-bit seed) are
// strings, and heights stay whole half-metres, so the bytes are as deterministic as the sheet's.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "model/json_export.h"
#include "model/json_options.h"
#include "model/sheet.h"

namespace dungeon {
namespace {

using Json = nlohmann::ordered_json;

// Rows of glyphs, the same strings as the sheet's grid and heights blocks.
Json rowsJson(const Floor& floor, bool heights) {
  Json rows = Json::array();
  for (int y = 0; y < floor.height(); ++y) {
    std::string row;
    for (int x = 0; x < floor.width(); ++x) {
      row += heights ? heightGlyph(floor.heightHalfMetres({x, y})) : glyphOf(floor.kind({x, y}));
    }
    rows.push_back(row);
  }
  return rows;
}

// The dirt and ground rows of a dirt floor, the same strings as the sheet's dirt blocks.
Json dirtRowsJson(const Floor& floor, bool ground) {
  Json rows = Json::array();
  for (int y = 0; y < floor.height(); ++y) {
    std::string row;
    for (int x = 0; x < floor.width(); ++x) {
      row += ground ? groundGlyph(floor.ground({x, y})) : dirtGlyph(floor.dirt({x, y}));
    }
    rows.push_back(row);
  }
  return rows;
}

Json thingJson(const Thing& thing, int id) {
  const ThingSpec& spec = specOf(thing.type);
  Json fields = Json::object();
  for (const FieldSpec& field : spec.fields) {
    if (thing.fields.has(field.field) && thing.fields.get(field.field) != field.implied) {
      fields[std::string(field.name)] = fieldText(field, thing.fields.get(field.field));
    }
  }
  Json out;
  out["id"] = id;
  out["letter"] = std::string(1, spec.letter);
  out["type"] = spec.name;
  out["x"] = thing.at.x;
  out["y"] = thing.at.y;
  out["fields"] = std::move(fields);
  return out;
}

Json floorJson(const Floor& floor, int index, const std::vector<const Thing*>& things) {
  Json out;
  out["floor"] = index + 1;
  out["width"] = floor.width();
  out["height"] = floor.height();
  out["base_half_m"] = floor.baseHalfMetres();
  out["topology"] = floor.topology();
  out["grid"] = rowsJson(floor, false);
  out["heights"] = rowsJson(floor, true);
  if (floor.isDirtFloor()) {
    out["dirt"] = dirtRowsJson(floor, false);
    out["ground"] = dirtRowsJson(floor, true);
  }
  Json list = Json::array();
  for (size_t i = 0; i < things.size(); ++i) {
    if (things[i]->floor == index) list.push_back(thingJson(*things[i], static_cast<int>(i) + 1));
  }
  out["things"] = std::move(list);
  return out;
}

Json manifestJson(const std::vector<const Thing*>& things) {
  Json rows = Json::array();
  for (size_t i = 0; i < things.size(); ++i) {
    const ThingSpec& spec = specOf(things[i]->type);
    Json row;
    row["id"] = static_cast<int>(i) + 1;
    row["letter"] = std::string(1, spec.letter);
    row["type"] = spec.name;
    row["floor"] = things[i]->floor + 1;
    row["x"] = things[i]->at.x;
    row["y"] = things[i]->at.y;
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace

std::string writeJson(const Dungeon& d) {
  // Ids are positions in canonical order, as in the sheet's manifest, whatever order d holds.
  std::vector<const Thing*> things;
  things.reserve(d.things.size());
  for (const Thing& thing : d.things) things.push_back(&thing);
  std::sort(things.begin(), things.end(), [](const Thing* a, const Thing* b) { return *a < *b; });

  Json out;
  out["format"] = "dungeon-json";
  out["version"] = kJsonExportVersion;
  out["name"] = d.name;
  out["seed"] = std::to_string(d.seed);
  out["options"] = optionsJson(d.options);
  Json floors = Json::array();
  for (size_t i = 0; i < d.floors.size(); ++i) {
    floors.push_back(floorJson(d.floors[i], static_cast<int>(i), things));
  }
  out["floors"] = std::move(floors);
  out["manifest"] = manifestJson(things);
  // Names are ASCII on sheets; any other bytes a caller put in are replaced, never thrown on.
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace dungeon
