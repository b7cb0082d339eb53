// The catalogue of things a dungeon holds (SPEC section 4): one letter on the designer sheet,
// one row in the manifest, and a fixed set of typed fields per thing. The catalogue is a
// table (thing.cpp); adding a thing or an optional field is one more row there, and a field
// that is absent is not written, so older sheets keep their bytes.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "model/bodies.h"
#include "model/geometry.h"
#include "model/square.h"

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
  kShaft,      // a spiral's shaft: 1 (one square) or 2 (a 2 x 2 block); absent means 1
};
inline constexpr int kFieldCount = 15;

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
enum class Vertical : int { kFlat, kUp, kDown };
enum class DuctEnd : int { kGrate, kDoor, kSecret };
inline constexpr int kMaxSpiralRiseHalfMetres = 24;  // a spiral climbs 0.5 to 12 m
// A spiral's shaft is one square (the default, not written on the sheet) or a 2 x 2 block
// standing on its north-west square (SPEC section 4).
inline constexpr int kSpiralShaftSingle = 1;
inline constexpr int kSpiralShaftDouble = 2;

struct FieldSpec {
  Field field;
  std::string_view name;
  FieldType type;
  int min = 0;  // for kInt and kHalfMetres
  int max = 0;
  bool required = true;
  // An optional field whose value is implied when absent: the reader keeps it absent when the
  // sheet writes that value, and the writer never writes it, so the canonical sheet and the
  // bytes of older sheets stay as they were. kNoImpliedValue: no value is implied.
  int implied = kNoImpliedValue;
  static constexpr int kNoImpliedValue = -1;
};

// What a thing is for, so every layer asks the catalogue instead of listing types.
enum class ThingRole {
  kMarker,   // the entrance and the goal: where the way starts and ends
  kDoor,     // stands in a doorway, blocks bodies until opened (plain, one-way, secret)
  kLink,     // a vertical link between floors or heights (ladder, lift, spiral, duct)
  kPickup,   // taken or read where it lies (keys, code clues, loot)
  kFixture,  // worked or seen through in place (levers, windows, grates)
  kMonster,  // a body of its own that moves
};

// What reaching a thing does for the party, so the sim's searches and its live walk ask the
// catalogue instead of listing types: nothing, a key of its colour held, its lever pulled (and
// its floor drained when it drains), a part of its keypad code known, the goal reached.
enum class ThingEffect { kNone, kKey, kLever, kCodePart, kGoal };

// How a body uses a vertical link: the passage it offers (width x height, cm) and its climb
// speed in cm per second of game time (SPEC section 3); a speed of 0 means the link is walked
// along its length at the body's own speed (a spiral's treads).
struct LinkTraits {
  Clearance passage;
  int climb_cm_per_s;
};

// SPEC sections 3 and 5: ladders and the lift take any body a corridor takes (ladders are
// climbed at 1.2 m/s; the lift car, not in the SPEC, moves at 1 m/s); a climbing duct is the
// crawl's section, climbed crouched at 0.8 m/s; a spiral's doorway and treads are 0.9 m wide
// under 2.2 m of head room and walked along their length. The catalogue's link rows hold these.
// A 2 x 2 shaft's doorways and treads are 1.8 m wide (SPEC section 5.5) under the same head
// room; the catalogue's row is the one-square shaft's, and spiralLinkTraits gives either.
inline constexpr LinkTraits kLadderLink{{300, 400}, 120};
inline constexpr LinkTraits kLiftLink{{300, 400}, 100};
inline constexpr LinkTraits kSpiralLink{{90, 220}, 0};
inline constexpr LinkTraits kWideSpiralLink{{180, 220}, 0};
inline constexpr LinkTraits kDuctLink{{150, 120}, 80};

struct ThingSpec {
  ThingType type;
  char letter;
  std::string_view name;
  std::span<const FieldSpec> fields;  // in the order the sheet writes them
  ThingRole role;
  ThingEffect effect;
  std::optional<LinkTraits> link;  // set exactly for role kLink
};

const ThingSpec& specOf(ThingType type);
inline ThingRole roleOf(ThingType type) {
  return specOf(type).role;
}
inline bool isDoor(ThingType type) {
  return roleOf(type) == ThingRole::kDoor;
}
inline bool isLink(ThingType type) {
  return roleOf(type) == ThingRole::kLink;
}
inline ThingEffect effectOf(ThingType type) {
  return specOf(type).effect;
}
// The passage and climb speed of a link type, the same as its catalogue row's; constexpr, so
// the sim's constants are read from it at compile time. REQUIRES: isLink(type) (any other
// type gives no passage and no speed).
constexpr LinkTraits linkTraitsOf(ThingType type) {
  switch (type) {
    case ThingType::kLadder:
      return kLadderLink;
    case ThingType::kLift:
      return kLiftLink;
    case ThingType::kSpiral:
      return kSpiralLink;
    case ThingType::kDuct:
      return kDuctLink;
    case ThingType::kEntrance:
    case ThingType::kGoal:
    case ThingType::kDoor:
    case ThingType::kOneWayDoor:
    case ThingType::kSecretDoor:
    case ThingType::kKey:
    case ThingType::kLever:
    case ThingType::kCodeClue:
    case ThingType::kWindow:
    case ThingType::kGrate:
    case ThingType::kMonster:
    case ThingType::kLoot:
      break;
  }
  return {{0, 0}, 0};
}
// The passage of a spiral's doorways and treads for its shaft (kSpiralShaftSingle or
// kSpiralShaftDouble; any other value is taken as one square).
constexpr LinkTraits spiralLinkTraits(int shaft) {
  return shaft == kSpiralShaftDouble ? kWideSpiralLink : kSpiralLink;
}
std::optional<ThingType> thingOfLetter(char letter);
std::span<const ThingSpec> catalogue();

// The field values of one thing; a field is either present with a value or absent.
class FieldValues {
 public:
  bool has(Field f) const { return (present_ >> static_cast<int>(f)) & 1u; }
  // REQUIRES: has(f).
  int get(Field f) const { return values_[static_cast<size_t>(f)]; }
  int getOr(Field f, int fallback) const { return has(f) ? get(f) : fallback; }
  // The value of an enum-typed field (Dir, DoorKind, Colour, BodyKind, Vertical, DuctEnd).
  // REQUIRES: has(f), and E is the field's type.
  template <class E>
  requires std::is_enum_v<E> E as(Field f)
  const { return static_cast<E>(get(f)); }
  template <class E>
  requires std::is_enum_v<E> E asOr(Field f, E fallback)
  const { return has(f) ? as<E>(f) : fallback; }
  void set(Field f, int value) {
    values_[static_cast<size_t>(f)] = value;
    present_ |= 1u << static_cast<int>(f);
  }
  template <class E>
  requires std::is_enum_v<E>
  void set(Field f, E value) { set(f, static_cast<int>(value)); }
  void clear(Field f) {
    values_[static_cast<size_t>(f)] = 0;
    present_ &= ~(1u << static_cast<int>(f));
  }
  // Value by value, then which are present: the order a defaulted <=> gives, written out since
  // libc++ 14 has no <=> for std::array.
  std::strong_ordering operator<=>(const FieldValues& other) const {
    for (size_t i = 0; i < values_.size(); ++i) {
      if (const auto c = values_[i] <=> other.values_[i]; c != 0) return c;
    }
    return present_ <=> other.present_;
  }
  bool operator==(const FieldValues&) const = default;

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

// One field and its value, for makeThing; enum values are taken as they are.
struct FieldValue {
  Field field;
  int value;
  constexpr FieldValue(Field f, int v) : field(f), value(v) {}
  template <class E>
  requires std::is_enum_v<E>
  constexpr FieldValue(Field f, E v) : field(f), value(static_cast<int>(v)) {}
};

// A thing of `type` on floor `floor` at `at` with the given fields: the one way code builds
// a thing.
Thing makeThing(ThingType type, int floor, Point at, std::initializer_list<FieldValue> fields = {});

// A spiral's shaft, kSpiralShaftSingle when its field is absent.
inline int spiralShaftOf(const Thing& spiral) {
  return spiral.fields.getOr(Field::kShaft, kSpiralShaftSingle);
}

// Text of one field value as the sheet writes it ("north", "locked", "3.5", "42").
std::string fieldText(const FieldSpec& spec, int value);
// The value a sheet's text names, or nullopt when it is not a value of that field.
std::optional<int> parseFieldText(const FieldSpec& spec, std::string_view text);
// What a field accepts, for error messages ("one of north, east, south, west").
std::string fieldDomain(const FieldSpec& spec);

// Every value a field takes, in order, when it takes few: a word-typed field's words (a
// monster's bodies, a duct's ends) and a number from a range of at most kFewValues; empty for
// any other field (a lever id, a loot value).
inline constexpr int kFewValues = 4;
std::vector<int> fewFieldValues(const FieldSpec& spec);

std::string_view bodyName(BodyKind body);
std::string_view colourName(Colour colour);

}  // namespace dungeon
