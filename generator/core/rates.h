// The generator's one rate table: every probability and size range the stages draw with,
// in one place, so tuning the generator never means hunting through stage code. Rates are
// per mille (the RNG's chance() takes per mille); sizes are in squares. The stages read rates():
// the built-in table unless a rates file was installed (--rates FILE, rates_file.h, read
// without a rebuild). The built-in table, kRates, is defined in rates.cpp: Rates{} in every
// build of the tool, or, in a rate variant (the CMake cache list HARNESS_RATE_VARIANTS,
// docs/sweeps.md#known-power-and-false-alarms), a second `dungeon` binary built beside it whose
// rates.cpp has one rate changed, so `sweep compare` can be shown to find a known change.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "model/bodies.h"

namespace dungeon::gen {

// The monster rows' weights in the body table (model/bodies.h), in its order.
constexpr std::array<int, kMonsterBodyCount> builtInMonsterWeights() {
  std::array<int, kMonsterBodyCount> weights{};
  for (size_t i = 0; i < kMonsterBodyCount; ++i) weights[i] = monsterBodyRows()[i].monster_weight;
  return weights;
}

struct TopologyWeight {
  std::string_view name;
  int weight;  // relative; a floor's topology is drawn in proportion
  bool operator==(const TopologyWeight&) const = default;
};

struct Rates {
  // Topology: the topologies a floor may get when none is forced, and their weights.
  std::array<TopologyWeight, 4> topologies = {
      {{"two_paths", 1}, {"lock_on_other_arc", 1}, {"flooded_loop", 1}, {"hub_code", 1}}};
  // Topology: how many nodes a floor's ring has (always even: a cycle on the cell grid).
  int min_ring_nodes = 6;
  // Topology: on rings of this many nodes or more the goal may sit one node off halfway round.
  int min_ring_for_goal_shift = 8;
  // Topology: which way round a gated arc lies (the key's arc, the dry arc): even odds.
  int arc_side_per_mille = 500;
  // Topology: hub_code's keypad codes and how many parts each is split into.
  int min_code = 1000;
  int max_code = 9999;
  int min_code_parts = 2;
  int max_code_parts = 3;
  // Topology: a flooded_loop floor's lever ids are floor * stride + 1, unique per dungeon.
  int lever_id_stride = 10;
  // Topology: on a lock_on_other_arc floor, the goal's door is a lever gate (its lever on the
  // far arc) instead of a locked door (its key on the far arc).
  int lever_gate_per_mille = 650;
  // Layout: a ring node that is not the entrance or goal is a corridor junction, not a room.
  int junction_per_mille = 150;
  // Layout: cell sides in squares: min_cell_side on the default 40 x 40 floor, growing with the
  // square root of the floor's side on larger floors (cell side = isqrt(side * 5 / 2)).
  int min_cell_side = 10;
  // Layout: room sides in squares: from the larger of min_room_side and a third of the cell
  // to the cell less 3 (one square of rock on each side and one to spare): 3..7 in the
  // default floor's 10-square cells, 8..22 in 25-square ones.
  int min_room_side = 3;
  // Fill: a side room laid in a cell the ring and decorations left free is also joined to a
  // second neighbour (a loop), where that opens no way round a gate.
  int filler_join_per_mille = 200;
  // Fill: a filler room is a corridor junction instead.
  int filler_junction_per_mille = 100;
  // Routes for small bodies: an open ring edge, or a filler's corridor, dug as narrow
  // passage (1.0 m wide: the party and a meat sack pass, a rind stalker or hulk stops).
  int narrow_ring_edge_per_mille = 150;
  int narrow_filler_edge_per_mille = 150;
  // Layout: a room laid round (the disc in its rectangle, raised half, sunken middle).
  int round_room_per_mille = 250;
  // Layout: how many corridor shapes to try for one edge before the try fails.
  int corridor_attempts = 12;
  // Stock: a plain door where an open corridor meets a room.
  int door_per_mille = 350;
  // Decorations: the value of the loot in side rooms.
  int min_loot = 10;
  int max_loot = 500;
  // Decorations: secrets after the first (crawl spaces and panels), and how many are crawls.
  int max_extra_secrets = 2;
  int crawl_secret_per_mille = 500;
  // Stock: monsters per group of rooms (a floor of up to rooms_per_monster_group rooms has one
  // group), and the weight of each monster body, in the body table's order (model/bodies.h,
  // whose rows give the built-in weights).
  int min_monsters = 1;
  int max_monsters = 3;
  int rooms_per_monster_group = 10;
  std::array<int, kMonsterBodyCount> monster_weights = builtInMonsterWeights();
  // Rising: a spiral between stacked floors leaves its shaft straight through, which no
  // one-square winding fits at 6 m, so it takes a 2 x 2 shaft (where the rooms leave room for
  // one); otherwise round a corner or out the same side in one square.
  int straight_stacked_spiral_per_mille = 333;
  // Ducts (--rising, the last draw): a flat duct on a floor, a climbing duct between a pair of
  // stacked floors, and each end's kind (grate, door, secret; they sum to 1000).
  int flat_duct_per_mille = 600;
  int climbing_duct_per_mille = 500;
  int grate_end_per_mille = 450;
  int door_end_per_mille = 300;
  int secret_end_per_mille = 250;
  // Ducts: how many of a floor's candidate flat ducts (of a pair of floors' climbing ducts) are
  // laid and checked before it goes without one.
  int flat_duct_attempts = 3;
  int climbing_duct_attempts = 3;
  // Mine (SPEC 5.8): monsters per group of this many open squares (a third of the default
  // 40 x 40 floor is 533 squares: two groups, as a standard floor's ten to sixteen rooms), and
  // pieces of loot lying in the tunnels, valued as the side rooms' (min_loot..max_loot).
  int mine_squares_per_monster_group = 400;
  int min_mine_loot = 1;
  int max_mine_loot = 3;

  bool operator==(const Rates&) const = default;
};

// The built-in rates (rates.cpp).
extern const Rates kRates;

// The rates every stage draws with: kRates, or the table useRates installed (rates_in_use.cpp).
const Rates& rates();
// Installs `table` for every generation after it in this process, and `label` (the rates file
// and its hash) for reports to name. REQUIRES: no generation is running (the tool calls it once,
// at start, for --rates FILE, before any thread starts).
void useRates(const Rates& table, std::string label);
// "" while the built-in rates are in use; else the label useRates was given.
std::string_view ratesLabel();

// "" in the tool; "FIELD=VALUE" in a rate variant, which `dungeon --version` names.
std::string_view rateVariant();

}  // namespace dungeon::gen
