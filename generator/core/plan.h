// The generator's working state for one try: the dungeon being built plus, per floor, the
// plan the stages share (the topology graph, the cells and rooms that realise it, the
// corridors). The plan is generator-internal; the dungeon it produces carries no trace of it.
//
// Invariants every stage keeps when it returns ok (a stage that fails may leave its floor or
// try half laid; the pipeline then lays the floor again from rock or drops the try):
//  1. The dungeon has options.floors floors of options.width x options.height squares, each
//     at its base height, and plans[f] is floor f's plan: once the layout has run, its nodes'
//     areas are the rooms and junction squares laid on floor f (a round room is the disc
//     inside its area) and its edges' corridors are the squares dug for them on floor f, in
//     order from node a to node b (water or crawl where the gate says).
//  2. The squares of `ramp` stay rock on floor 1, and each column of `shafts` stays rock on
//     every floor strictly between the two floors its ladders join: no stage digs them.
//  3. A dug path (corridor, tunnel, slot) touches open squares only at its two ends, so
//     digging never joins parts of a floor the plan keeps apart (dig.h).
//  4. Every thing stands on an open square of its own floor. plans[f].arrival and
//     plans[f].way_down stay open, and nothing but the ladders between floors stands on them.
//  5. A per-floor stage changes floor f's squares, things and plan only; it reads floor f - 1
//     only through plans[f].arrival, which the pipeline copies from plans[f - 1].way_down.
//  6. Heights stay whole half-metres; only round rooms change them (a raised half of +0.5 m
//     and, on the last floor only, a sunken middle of -0.5 m), so the 2 m of rock between
//     stacked floors is never thinned.
//  7. A stage draws only from its own stream (stage.h), so its draws never depend on another
//     stage's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "generator/core/draft_dungeon.h"
#include "generator/core/notice.h"
#include "model/dungeon.h"

namespace dungeon::gen {

enum class NodeRole { kEntrance, kGoal, kRoom, kJunction };

// What stands in an edge's corridor, and how the stock stage lays it.
enum class GateKind {
  kOpen,          // nothing, or a plain door now and then
  kLocked,        // a locked door of `colour`, beside `door_node`
  kLeverGate,     // a lever gate opened by lever `id`, beside `door_node`
  kKeypad,        // a keypad door taking code `id`, beside `door_node`
  kOneWay,        // a one-way door beside `door_node`, its handle on `handle_node`'s side
  kSecret,        // a secret door (panel) beside `door_node`, showing wall towards it
  kOneWaySecret,  // a one-way secret door beside `door_node`, wall towards it, opened from
                  // `handle_node`'s side
  kFlooded,       // the corridor's middle squares under water
  kCrawl,         // the corridor dug as a crawl space
  kNarrow,        // the corridor dug as narrow passage: small bodies only (SPEC section 3)
};

struct Gate {
  GateKind kind = GateKind::kOpen;
  int door_node = -1;    // the node the door stands beside (at that end of the corridor)
  int handle_node = -1;  // for one-way doors: the node on the handle side
  int colour = 0;        // for locks
  int id = 0;            // lever id or keypad code
  bool operator==(const Gate&) const = default;
};

// A thing the stock stage places on a free square of a node's room.
struct PlanItem {
  int node = -1;
  Thing thing;  // type and fields; floor and square are filled in when placed
  bool operator==(const PlanItem&) const = default;
};

struct PlanNode {
  NodeRole role = NodeRole::kRoom;
  Point cell;  // cell of the macro grid it is laid in
  Rect area;   // its room, or the single square of a junction
  // The ring node this node hangs from (itself, for a ring node): set by the fill for ring
  // nodes and side rooms; -1 for the goal, the hub and anything nothing may hang from.
  int root = -1;
  bool operator==(const PlanNode&) const = default;
};

struct PlanEdge {
  int a = 0;
  int b = 0;
  Gate gate;
  std::vector<Point> corridor;  // squares dug, from a's side to b's side
  bool operator==(const PlanEdge&) const = default;
};

// The macro grid rooms are laid on: cols x rows cells of cell_w x cell_h squares.
struct CellGrid {
  int cols = 0;
  int rows = 0;
  int cell_w = 0;
  int cell_h = 0;
  Rect cellRect(Point cell) const { return {cell.x * cell_w, cell.y * cell_h, cell_w, cell_h}; }
  bool operator==(const CellGrid&) const = default;
};

// Cells of 10 squares on the default floor, growing with the square root of the floor's side
// on larger ones (6 x 6 cells of 16 at 96 x 96, 10 x 10 of 25 at 256 x 256), at least 2 x 2
// of them (layout.cpp).
CellGrid cellGridFor(int width, int height);

struct FloorPlan {
  std::string topology;
  CellGrid grid;
  std::vector<PlanNode> nodes;
  std::vector<PlanEdge> edges;
  std::vector<PlanItem> items;
  int ring_nodes = 0;  // the first ring_nodes nodes and edges form the ring, in order
  int entrance = -1;   // node index of the entrance room (the arrival room below floor 1)
  int goal = -1;       // node index of the goal room (the room of the way down above the last)
  // Cells no node may use: the entrance ramp's way out, the glimpse's line (topology.cpp).
  std::vector<Point> rock_cells;
  std::optional<Point> arrival;   // below floor 1: the square the ladder from above lands on
  std::optional<Point> way_down;  // above the last floor: the square its ladder down stands on
  // What the floor's rows were asked and did not lay (their floor: this plan's; noticesOf).
  std::vector<Notice> notices;
  bool operator==(const FloorPlan&) const = default;
};

// What the rising stage laid on the try (rising.h), for the try search's preference.
struct RisingLaid {
  int sunk_rooms = 0;
  int turning_stairs = 0;
  int straight_stairs = 0;
  int cut_spirals = 0;      // within a floor
  int stacked_spirals = 0;  // between stacked floors
  bool turningStairAndSpiral() const {
    return turning_stairs > 0 && cut_spirals + stacked_spirals > 0;
  }
  bool operator==(const RisingLaid&) const = default;
};

// What the duct stage laid on the try (ducts.h), for the sweeps' counts.
struct DuctsLaid {
  int drawn_flat = 0;      // floors that drew a flat duct
  int drawn_climbing = 0;  // pairs of stacked floors that drew a climbing duct
  int flat = 0;
  int climbing = 0;
  int grate_ends = 0;
  int door_ends = 0;
  int secret_ends = 0;
  // Why each duct the stage laid and took off again was refused: the check's id, or the
  // metric's id, as keepIfChecksPass named it.
  std::vector<std::string> refused;
  bool operator==(const DuctsLaid&) const = default;
};

// What the mine stage dug (mine.h), for the sweep's counts: none without --mine.
struct MineLaid {
  int floor = -1;   // 0-based; -1: no mine
  int diggers = 0;  // diggers sent until a third of the floor was open
  int open = 0;     // squares the walk opened
  int squares = 0;  // squares of the floor
  bool operator==(const MineLaid&) const = default;
};

struct Draft {
  // Read through -> and *, changed only through dungeon.edit() (draft_dungeon.h), so every
  // change gives the draft a new version.
  DraftDungeon dungeon;
  std::vector<FloorPlan> plans;  // one per floor
  std::vector<Point> ramp;       // floor 1's squares the entrance ramp needs as rock
  std::vector<Point> shafts;     // columns that stay rock on every floor between their ends
  RisingLaid rising;
  DuctsLaid ducts;
  MineLaid mine;
  // What the dungeon-wide and kept-try rows were asked and did not lay; the per-floor rows'
  // are in plans[f].notices (a floor laid again starts its own afresh).
  std::vector<Notice> notices;
  bool operator==(const Draft&) const = default;
};

// Every notice of a try: its floors' (plans[f].notices, each given its floor f) and the draft's
// own, by floor (within a floor in the order written; notice.cpp).
std::vector<Notice> noticesOf(const Draft& draft);

// What a try was asked for and laid, by kind (notice.cpp): the mixed secret and the extra loop
// on every floor but the mine; with --rising a sunk room and a cut spiral on every floor, a
// spiral between each pair of stacked floors, and the ducts the ducts row drew; each laid
// unless a notice says it was not.
AskedLaid askedAndLaid(const Draft& draft);

}  // namespace dungeon::gen
