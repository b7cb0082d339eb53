// The bodies (SPEC section 3), one row each: a body's word on the sheet and in reports, its sizes
// for the one fit rule (sim/world/body.h), what it does (a large body stops at crawl mouths, some
// push dirt, one goes prone, one tunnels), who it is (the party, a monster the generator stocks,
// or a dweller of dirt only), its built-in weight among stocked monsters (the rates file's
// monster_weight.NAME) and its disc on a map. A new body is an enumerator and a row here: the
// sheet's words, the sim's bodies, the monster draw, the rates file and the map read the table.
// Walking speeds belong to stances, not bodies (sim/world/motion.h).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace dungeon {

// In the table's order. The graboid is last: it lives in dirt (sim/dirt*.h) and is no monster
// field value of a sheet.
enum class BodyKind : int { kParty, kMeatSack, kRindStalker, kHulk, kGraboid };

// The party first, then the monsters a sheet holds and the generator stocks, then the dwellers of
// dirt, which no walk goes through.
enum class BodyRole : int { kParty, kMonster, kDirtDweller };

// A body's disc on a map: its colour and its radius in twelfths of a square.
struct BodyLook {
  uint8_t red = 0;
  uint8_t green = 0;
  uint8_t blue = 0;
  int radius_twelfths = 0;
};

struct BodyRow {
  BodyKind kind;
  std::string_view name;
  BodyRole role;
  int width_cm;
  int standing_cm;
  int crouched_cm;
  int prone_cm;        // 0 for a body that never goes prone
  bool large;          // large monsters stop at crawl mouths
  bool pushes_dirt;    // SPEC 9: the party, and the hulk down a crawlway
  bool tunnels;        // SPEC 9: moves through dirt by tunnelling (the graboid)
  int monster_weight;  // among stocked monsters, before a rates file; 0 for the others
  BodyLook look;
};

// SPEC section 3 for the sizes and what each does; the small bodies' discs smaller than the
// large ones'.
inline constexpr std::array<BodyRow, 5> kBodyRows = {{
    {BodyKind::kParty,
     "party",
     BodyRole::kParty,
     80,
     180,
     110,
     60,
     false,
     true,
     false,
     0,
     {250, 250, 250, 4}},
    {BodyKind::kMeatSack,
     "meat_sack",
     BodyRole::kMonster,
     70,
     90,
     90,
     0,
     false,
     false,
     false,
     3,
     {240, 130, 200, 3}},
    {BodyKind::kRindStalker,
     "rind_stalker",
     BodyRole::kMonster,
     160,
     230,
     200,
     0,
     true,
     false,
     false,
     2,
     {190, 60, 40, 5}},
    {BodyKind::kHulk,
     "hulk",
     BodyRole::kMonster,
     140,
     260,
     220,
     0,
     true,
     true,
     false,
     1,
     {90, 40, 120, 5}},
    {BodyKind::kGraboid,
     "graboid",
     BodyRole::kDirtDweller,
     100,
     90,
     90,
     0,
     false,
     false,
     true,
     0,
     {}},
}};

namespace body_table {

// Whether the rows are in kind order with the party first, the monsters next and the dwellers of
// dirt last, which the spans below rely on.
constexpr bool inOrder() {
  for (size_t i = 0; i < kBodyRows.size(); ++i) {
    if (static_cast<size_t>(kBodyRows[i].kind) != i) return false;
    if (i > 0 && kBodyRows[i].role < kBodyRows[i - 1].role) return false;
  }
  return kBodyRows[0].role == BodyRole::kParty &&
         (kBodyRows.size() < 2 || kBodyRows[1].role != BodyRole::kParty);
}
static_assert(inOrder(), "kBodyRows: kind order, the party first, then monsters, then dirt");

constexpr size_t countOf(BodyRole role) {
  size_t n = 0;
  for (const BodyRow& row : kBodyRows) n += row.role == role ? 1 : 0;
  return n;
}

}  // namespace body_table

inline constexpr size_t kMonsterBodyCount = body_table::countOf(BodyRole::kMonster);

// Every body's row, the graboid's included.
constexpr const BodyRow& bodyRow(BodyKind kind) {
  return kBodyRows.at(static_cast<size_t>(kind));
}
// The monsters' rows, in the order the rates file weighs them.
constexpr std::span<const BodyRow, kMonsterBodyCount> monsterBodyRows() {
  return std::span<const BodyRow>(kBodyRows).subspan<1, kMonsterBodyCount>();
}
// The rows of the bodies a walk goes through: the party and the monsters.
constexpr std::span<const BodyRow> walkingBodyRows() {
  return std::span<const BodyRow>(kBodyRows).first(1 + kMonsterBodyCount);
}
// Each body's word, in kind order (the sheet's body field reads them).
inline constexpr std::array<std::string_view, kBodyRows.size()> kBodyNames = [] {
  std::array<std::string_view, kBodyRows.size()> names{};
  for (size_t i = 0; i < kBodyRows.size(); ++i) names[i] = kBodyRows[i].name;
  return names;
}();

}  // namespace dungeon
