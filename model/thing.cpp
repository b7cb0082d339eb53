#include "model/thing.h"

#include <fmt/format.h>

#include <array>

#include "util/decimal.h"
#include "util/text.h"

namespace dungeon {
namespace {

using FT = FieldType;

constexpr FieldSpec kRamp{Field::kRamp, "ramp", FT::kDir};
constexpr FieldSpec kDoorKind{Field::kKind, "kind", FT::kDoorKind};
constexpr FieldSpec kColourOpt{Field::kColour, "colour", FT::kColour, 0, 0, false};
constexpr FieldSpec kColourReq{Field::kColour, "colour", FT::kColour};
constexpr FieldSpec kLeverOpt{Field::kLever, "lever", FT::kInt, 1, 99, false};
constexpr FieldSpec kLeverReq{Field::kLever, "lever", FT::kInt, 1, 99};
constexpr FieldSpec kCodeOpt{Field::kCode, "code", FT::kInt, 0, 9999, false};
constexpr FieldSpec kCodeReq{Field::kCode, "code", FT::kInt, 0, 9999};
constexpr FieldSpec kPart{Field::kPart, "part", FT::kInt, 1, 9};
// A one-way door's side may be missing on a designer's sheet: the importer then picks the
// side farther from the entrance and warns (SPEC section 4).
constexpr FieldSpec kOpensFromOpt{Field::kOpensFrom, "opens_from", FT::kDir, 0, 0, false};
constexpr FieldSpec kFront{Field::kFront, "front", FT::kDir};
// A monster's body: one of the monster rows (the party and the dwellers of dirt are none).
constexpr FieldSpec kBody{Field::kBody, "body", FT::kBody,
                          static_cast<int>(monsterBodyRows().front().kind),
                          static_cast<int>(monsterBodyRows().back().kind)};
constexpr FieldSpec kUpDown{Field::kVertical, "dir", FT::kVertical, 1, 2};
constexpr FieldSpec kAnyVertical{Field::kVertical, "dir", FT::kVertical, 0, 2};
constexpr FieldSpec kEnd{Field::kEnd, "end", FT::kDuctEnd};
constexpr FieldSpec kRise{Field::kRise, "rise", FT::kHalfMetres, 1, kMaxSpiralRiseHalfMetres};
constexpr FieldSpec kValue{Field::kValue, "value", FT::kInt, 1, 9999};
constexpr FieldSpec kDrains{Field::kDrains, "drains", FT::kYesNo, 0, 0, false};
// A spiral's shaft: absent means one square, and one square is never written.
constexpr FieldSpec kShaft{.field = Field::kShaft,
                           .name = "shaft",
                           .type = FT::kInt,
                           .min = kSpiralShaftSingle,
                           .max = kSpiralShaftDouble,
                           .required = false,
                           .implied = kSpiralShaftSingle};

constexpr std::array kEntranceFields = {kRamp};
constexpr std::array kDoorFields = {kDoorKind, kColourOpt, kLeverOpt, kCodeOpt};
constexpr std::array kOneWayFields = {kOpensFromOpt};
constexpr std::array kSecretFields = {kFront, kOpensFromOpt};
constexpr std::array kKeyFields = {kColourReq};
constexpr std::array kLeverFields = {kLeverReq, kDrains};
constexpr std::array kClueFields = {kCodeReq, kPart};
constexpr std::array kLadderFields = {kUpDown};
constexpr std::array kMonsterFields = {kBody};
constexpr std::array kLootFields = {kValue};
constexpr std::array kSpiralFields = {kAnyVertical, kRise, kShaft};
constexpr std::array kDuctFields = {kAnyVertical, kEnd};

using Role = ThingRole;
using Effect = ThingEffect;

constexpr std::array<ThingSpec, kThingTypeCount> kCatalogue = {{
    {ThingType::kEntrance, 'E', "entrance", kEntranceFields, Role::kMarker, Effect::kNone, {}},
    {ThingType::kGoal, 'G', "goal", {}, Role::kMarker, Effect::kGoal, {}},
    {ThingType::kDoor, 'D', "door", kDoorFields, Role::kDoor, Effect::kNone, {}},
    {ThingType::kOneWayDoor, 'O', "one_way_door", kOneWayFields, Role::kDoor, Effect::kNone, {}},
    {ThingType::kSecretDoor, 'S', "secret_door", kSecretFields, Role::kDoor, Effect::kNone, {}},
    {ThingType::kKey, 'K', "key", kKeyFields, Role::kPickup, Effect::kKey, {}},
    {ThingType::kLever, 'L', "lever", kLeverFields, Role::kFixture, Effect::kLever, {}},
    {ThingType::kCodeClue, 'C', "code_clue", kClueFields, Role::kPickup, Effect::kCodePart, {}},
    {ThingType::kLadder, 'H', "ladder", kLadderFields, Role::kLink, Effect::kNone, kLadderLink},
    {ThingType::kLift, 'U', "lift", {}, Role::kLink, Effect::kNone, kLiftLink},
    {ThingType::kWindow, 'W', "window", {}, Role::kFixture, Effect::kNone, {}},
    {ThingType::kGrate, 'R', "grate", {}, Role::kFixture, Effect::kNone, {}},
    {ThingType::kMonster, 'M', "monster", kMonsterFields, Role::kMonster, Effect::kNone, {}},
    {ThingType::kLoot, 'T', "loot", kLootFields, Role::kPickup, Effect::kNone, {}},
    {ThingType::kSpiral, 'Y', "spiral", kSpiralFields, Role::kLink, Effect::kNone, kSpiralLink},
    {ThingType::kDuct, 'v', "duct", kDuctFields, Role::kLink, Effect::kNone, kDuctLink},
}};

// Whether row i is the row of type i, which specOf relies on.
constexpr bool catalogueInTypeOrder() {
  for (size_t i = 0; i < kCatalogue.size(); ++i) {
    if (static_cast<size_t>(kCatalogue[i].type) != i) return false;
  }
  return true;
}
static_assert(catalogueInTypeOrder(), "kCatalogue: a row per ThingType, in the enum's order");

constexpr std::array<std::string_view, 4> kDirWords = {"north", "east", "south", "west"};
constexpr std::array<std::string_view, 4> kDoorKindWords = {"plain", "locked", "lever", "keypad"};
constexpr std::array<std::string_view, 4> kColourWords = {"red", "blue", "green", "yellow"};
constexpr std::array<std::string_view, 3> kVerticalWords = {"flat", "up", "down"};
constexpr std::array<std::string_view, 3> kEndWords = {"grate", "door", "secret"};
constexpr std::array<std::string_view, 2> kYesNoWords = {"no", "yes"};

// The words a named field type takes, or an empty span for numeric types.
std::span<const std::string_view> wordsOf(FieldType type) {
  switch (type) {
    case FT::kDir:
      return kDirWords;
    case FT::kDoorKind:
      return kDoorKindWords;
    case FT::kColour:
      return kColourWords;
    case FT::kBody:
      return kBodyNames;
    case FT::kVertical:
      return kVerticalWords;
    case FT::kDuctEnd:
      return kEndWords;
    case FT::kYesNo:
      return kYesNoWords;
    case FT::kInt:
    case FT::kHalfMetres:
      return {};
  }
  return {};
}

// Range of allowed word indices: named types use [min, max] when max > 0, else all words.
std::pair<int, int> wordRange(const FieldSpec& spec) {
  const int count = static_cast<int>(wordsOf(spec.type).size());
  return spec.max > 0 ? std::pair{spec.min, spec.max} : std::pair{0, count - 1};
}

}  // namespace

std::span<const ThingSpec> catalogue() {
  return kCatalogue;
}

const ThingSpec& specOf(ThingType type) {
  return kCatalogue[static_cast<size_t>(type)];
}

Thing makeThing(ThingType type, int floor, Point at, std::initializer_list<FieldValue> fields) {
  Thing thing;
  thing.type = type;
  thing.floor = floor;
  thing.at = at;
  for (const FieldValue& f : fields) thing.fields.set(f.field, f.value);
  return thing;
}

std::optional<ThingType> thingOfLetter(char letter) {
  for (const auto& spec : kCatalogue) {
    if (spec.letter == letter) return spec.type;
  }
  return std::nullopt;
}

std::string fieldText(const FieldSpec& spec, int value) {
  if (spec.type == FT::kInt) return std::to_string(value);
  if (spec.type == FT::kHalfMetres) return halfMetresText(value);
  return std::string(wordsOf(spec.type)[static_cast<size_t>(value)]);
}

std::optional<int> parseFieldText(const FieldSpec& spec, std::string_view text) {
  std::optional<int> value;
  if (spec.type == FT::kInt) {
    value = parseInt(text);
  } else if (spec.type == FT::kHalfMetres) {
    const auto half_m = parseHalfMetres(text);
    if (!half_m || *half_m < spec.min || *half_m > spec.max) return std::nullopt;
    return static_cast<int>(*half_m);
  } else {
    auto words = wordsOf(spec.type);
    auto [lo, hi] = wordRange(spec);
    for (int i = lo; i <= hi; ++i) {
      if (words[static_cast<size_t>(i)] == text) return i;
    }
    return std::nullopt;
  }
  if (!value || *value < spec.min || *value > spec.max) return std::nullopt;
  return value;
}

std::vector<int> fewFieldValues(const FieldSpec& spec) {
  std::pair<int, int> range{spec.min, spec.max};
  if (spec.type != FT::kInt && spec.type != FT::kHalfMetres) {
    range = wordRange(spec);
  } else if (spec.max - spec.min >= kFewValues) {
    return {};
  }
  std::vector<int> values;
  for (int v = range.first; v <= range.second; ++v) values.push_back(v);
  return values;
}

std::string fieldDomain(const FieldSpec& spec) {
  if (spec.type == FT::kInt) return fmt::format("a whole number from {} to {}", spec.min, spec.max);
  if (spec.type == FT::kHalfMetres) {
    return fmt::format("metres in half-metre steps from {} to {}", fieldText(spec, spec.min),
                       fieldText(spec, spec.max));
  }
  auto words = wordsOf(spec.type);
  auto [lo, hi] = wordRange(spec);
  std::string out = "one of ";
  for (int i = lo; i <= hi; ++i) {
    if (i > lo) out += ", ";
    out += words[static_cast<size_t>(i)];
  }
  return out;
}

std::string_view bodyName(BodyKind body) {
  return bodyRow(body).name;
}

std::string_view colourName(Colour colour) {
  return kColourWords[static_cast<size_t>(colour)];
}

}  // namespace dungeon
