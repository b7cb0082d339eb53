// RapidCheck generators of model dungeons (see random_dungeon.h).
#include "testing/random_dungeon.h"

#include <rapidcheck.h>

#include <string>
#include <string_view>

#include "model/sheet.h"

namespace dungeon::testing {
namespace {

const std::string kNameChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-";
const std::string kTopologyChars = "abcdefghijklmnopqrstuvwxyz_";

std::string randomWord(const std::string& alphabet, int max_length) {
  const int length = *rc::gen::inRange(1, max_length + 1);
  std::string word;
  for (int i = 0; i < length; ++i) word += *rc::gen::elementOf(alphabet);
  return word;
}

// "" or a topology name; floors write "" as "none", so "none" itself is never drawn.
std::string randomTopology() {
  if (*rc::gen::arbitrary<bool>()) return "";
  std::string name = randomWord(kTopologyChars, 12);
  return name == "none" ? "none_" : name;
}

Floor randomFloor(const Options& options) {
  Floor floor(options.width, options.height, *rc::gen::inRange(-2000, 2001), randomTopology());
  const int squares = floor.squareCount();
  const auto kinds = *rc::gen::container<std::vector<int>>(static_cast<size_t>(squares),
                                                           rc::gen::inRange(0, kSquareKindCount));
  const auto heights = *rc::gen::container<std::vector<int>>(
      static_cast<size_t>(squares),
      rc::gen::inRange(-kMaxHeightHalfMetres, kMaxHeightHalfMetres + 1));
  for (int i = 0; i < squares; ++i) {
    floor.setKind(floor.pointOf(i), static_cast<SquareKind>(kinds[static_cast<size_t>(i)]));
    floor.setHeightHalfMetres(floor.pointOf(i), heights[static_cast<size_t>(i)]);
  }
  return floor;
}

// Makes `floor` a dirt floor with random dirt (the whole glyph alphabet) and ground.
void addRandomDirt(Floor& floor) {
  floor.makeDirtFloor();
  const std::string glyphs = "-0123abcdABCDEFGH";
  for (int i = 0; i < floor.squareCount(); ++i) {
    floor.setDirt(floor.pointOf(i), *dirtOfGlyph(*rc::gen::elementOf(glyphs)));
    floor.setGround(floor.pointOf(i), *rc::gen::inRange(0, kDirtFull + 1));
  }
}

Thing randomThing(const Options& options) {
  const auto type = static_cast<ThingType>(*rc::gen::inRange(0, kThingTypeCount));
  const int floor = *rc::gen::inRange(0, options.floors);
  const Point at{*rc::gen::inRange(0, options.width), *rc::gen::inRange(0, options.height)};
  Thing thing = makeThing(type, floor, at);
  for (const FieldSpec& field : specOf(thing.type).fields) {
    if (!field.required && *rc::gen::arbitrary<bool>()) continue;
    // A field at its implied value is the same as an absent one (the sheet never writes it).
    const int value = *rc::gen::elementOf(validValues(field));
    if (value != field.implied) thing.fields.set(field.field, value);
  }
  return thing;
}

}  // namespace

std::vector<int> validValues(const FieldSpec& spec) {
  std::vector<int> values;
  if (spec.type == FieldType::kInt || spec.type == FieldType::kHalfMetres) {
    for (int v = spec.min; v <= spec.max; ++v) values.push_back(v);
    return values;
  }
  // Named values: the words fieldDomain lists ("one of a, b, c"), read back one by one.
  const std::string domain = fieldDomain(spec);
  std::string_view words = std::string_view(domain).substr(std::string_view("one of ").size());
  while (!words.empty()) {
    const size_t comma = words.find(", ");
    values.push_back(*parseFieldText(spec, words.substr(0, comma)));
    words = comma == std::string_view::npos ? "" : words.substr(comma + 2);
  }
  return values;
}

Dungeon randomDungeon() {
  Dungeon d;
  d.name = randomWord(kNameChars, 24);
  d.seed = *rc::gen::arbitrary<uint64_t>();
  d.options.floors = *rc::gen::inRange(1, 4);
  d.options.width = *rc::gen::inRange(kMinFloorSide, 41);
  d.options.height = *rc::gen::inRange(kMinFloorSide, 41);
  d.options.topology = randomTopology();
  for (int i = 0; i < d.options.floors; ++i) d.floors.push_back(randomFloor(d.options));
  const int things = *rc::gen::inRange(0, 41);
  for (int i = 0; i < things; ++i) d.things.push_back(randomThing(d.options));
  return d;
}

Dungeon randomDirtDungeon() {
  Dungeon d = randomDungeon();
  for (Floor& floor : d.floors) {
    if (*rc::gen::arbitrary<bool>()) addRandomDirt(floor);
  }
  return d;
}

}  // namespace dungeon::testing
