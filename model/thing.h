// The catalogue of things a dungeon holds (SPEC section 4): one letter on the designer sheet,
// one row in the manifest, and a fixed set of typed fields per thing. The catalogue is a
// table (thing.cpp); adding a thing or an optional field is one more row there, and a field
// that is absent is not written, so older sheets keep their bytes.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "model/geometry.h"

namespace dungeon {

enum class ThingType : int {
  kEntrance,    // E: where the party comes in; `ramp` points along its 9 rock squares
  kGoal,        // G: the boss, in the goal room
  kDoor,        // D: plain, locked (colour), lever gate (lever) or keypad (code)
  kOneWayDoor,  // O: handle on the `opens_from` face only
  kSecretDoor,  // S: looks like wall from its `front`; one-way when `opens_from` is set
  kKey,         // K: opens locked doors of its colour
  kLever,       // L: opens lever gates with its id; may drain water
  kCodeClue,    // C: one part of a keypad's code
  kLadder,      // H: pairs with a ladder straight above or below
  kLift,        // U: joins every floor at its column
  kWindow,      // W: lets sight through the wall at the end of a glimpse slot
  kGrate,       // R: a grate across a crawl mouth
  kMonster,     // M: a monster of the given body
  kLoot,        // T: treasure of a value
  kSpiral,      // Y: spiral stair, inside a floor or between stacked floors
  kDuct,        // v: the dead end of a crawl; flat, up or down; each end a grate, door or secret
};
inline constexpr int kThingTypeCount = 16;

// Every field any thing may carry. Values are stored as integers; FieldType says how they
// read and write on the sheet.
enum class Field : int {
  kRamp,       // Dir
  kKind,       // DoorKind
  kColour,     // Colour
  kLever,      // lever id, 1..99
  kCode,       // keypad code, 0..9999
  kPart,       // which part of a code a clue gives, 1..9
  kOpensFrom,  // Dir: the face the handle is on
  kFront,      // Dir: the face a secret door shows as wall
  kBody,       // BodyKind of a monster
  kVertical,   // Vertical: flat, up or down
  kEnd,        // DuctEnd
  kRise,       // half-metres a spiral climbs, 1..kMaxSpiralRiseHalfMetres
  kValue,      // loot value, 1..9999
  kDrains,     // YesNo: pulling this lever drains the water of its floor
};
inline constexpr int kFieldCount = 14;

enum class FieldType {
  kDir,
  kDoorKind,
  kColour,
  kBody,
  kVertical,
  kDuctEnd,
  kYesNo,
  kInt,
  kHalfMetres
};

enum class DoorKind : int { kPlain, kLocked, kLever, kKeypad };
enum class Colour : int { kRed, kBlue, kGreen, kYellow };
inline constexpr int kColourCount = 4;
enum class BodyKind : int { kParty, kMeatSack, kRindStalker, kHulk };
enum class Vertical : int { kFlat, kUp, kDown };
enum class DuctEnd : int { kGrate, kDoor, kSecret };
inline constexpr int kMaxSpiralRiseHalfMetres = 24;  // a spiral climbs 0.5 to 12 m

struct FieldSpec {
  Field field;
  std::string_view name;
  FieldType type;
  int min = 0;  // for kInt and kHalfMetres
  int max = 0;
  bool required = true;
};

struct ThingSpec {
  ThingType type;
  char letter;
  std::string_view name;
  std::span<const FieldSpec> fields;  // in the order the sheet writes them
};

const ThingSpec& specOf(ThingType type);
std::optional<ThingType> thingOfLetter(char letter);
std::span<const ThingSpec> catalogue();

// The field values of one thing; a field is either present with a value or absent.
class FieldValues {
 public:
  bool has(Field f) const { return (present_ >> static_cast<int>(f)) & 1u; }
  // REQUIRES: has(f).
  int get(Field f) const { return values_[static_cast<size_t>(f)]; }
  int getOr(Field f, int fallback) const { return has(f) ? get(f) : fallback; }
  void set(Field f, int value) {
    values_[static_cast<size_t>(f)] = value;
    present_ |= 1u << static_cast<int>(f);
  }
  void clear(Field f) {
    values_[static_cast<size_t>(f)] = 0;
    present_ &= ~(1u << static_cast<int>(f));
  }
  auto operator<=>(const FieldValues&) const = default;

 private:
  std::array<int32_t, kFieldCount> values_{};
  uint32_t present_ = 0;
};

struct Thing {
  ThingType type = ThingType::kEntrance;
  int floor = 0;  // 0-based floor index; the sheet writes floors from 1
  Point at;
  FieldValues fields;

  // Canonical order: floor, row, column, catalogue order, then fields.
  auto operator<=>(const Thing& other) const {
    if (auto c = floor <=> other.floor; c != 0) return c;
    if (auto c = at.y <=> other.at.y; c != 0) return c;
    if (auto c = at.x <=> other.at.x; c != 0) return c;
    if (auto c = type <=> other.type; c != 0) return c;
    return fields <=> other.fields;
  }
  bool operator==(const Thing&) const = default;
};

// Text of one field value as the sheet writes it ("north", "locked", "3.5", "42").
std::string fieldText(const FieldSpec& spec, int value);
// The value a sheet's text names, or nullopt when it is not a value of that field.
std::optional<int> parseFieldText(const FieldSpec& spec, std::string_view text);
// What a field accepts, for error messages ("one of north, east, south, west").
std::string fieldDomain(const FieldSpec& spec);

std::string_view bodyName(BodyKind body);
std::string_view colourName(Colour colour);

}  // namespace dungeon
