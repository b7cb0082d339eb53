// The live state of every door (D, O and S things): closed, opening, open or closing, with its
// progress in game milliseconds. Doors move only when advanced by the scene's running clock.
// A secret door takes twice the usual time and its leaf draws back, then sinks; both are
// integer millimetres of its progress so tests can check the geometry exactly.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "sim/world/world.h"

namespace dungeon::sim {

// Not in the SPEC: a plain door swings open or shut in one second of game time.
inline constexpr int kDoorMs = 1000;
// SPEC section 4: a secret door takes twice the usual door time.
inline constexpr int kSecretDoorMs = 2 * kDoorMs;
// SPEC section 4: a secret door's leaf draws back 0.18 m over the first fifth of its travel.
inline constexpr int kSecretDrawBackMm = 180;
inline constexpr int kSecretDrawBackFifths = 1;

enum class DoorPhase { kClosed, kOpening, kOpen, kClosing };

struct DoorState {
  const Thing* thing = nullptr;
  int square = -1;
  DoorPhase phase = DoorPhase::kClosed;
  int progress_ms = 0;  // 0 = shut, duration_ms = fully open
  int duration_ms = kDoorMs;
  // One-way doors: the only face that opens or shuts it, the door's `opens_from` as given. A
  // secret door is one-way when `opens_from` is set. Sheets come through the import
  // (sim/live/import.h), which has already set every side it could; a one_way_door handed over
  // without one still gets the importer's side, from the same rule (pickOneWaySides in
  // door_sides.h), and one with no open square along any way stays handle-less.
  std::optional<Dir> handle;
  bool found = true;  // secret doors start unfound

  bool secret() const { return thing->type == ThingType::kSecretDoor; }
  bool passable() const { return phase == DoorPhase::kOpen; }
  // True while the door looks like plain wall from `face` (its front, until found).
  bool hiddenFrom(Dir face) const;
  // The face a secret door shows as wall.
  Dir front() const { return thing->fields.as<Dir>(Field::kFront); }
  // The face a body uses the door from when it comes to it along a vertical link (a climbing
  // duct's door end, met from inside the duct; ours): its handle's, else a secret door's back,
  // else any (north). So a one-way or secret door at a link's end neither hides nor refuses
  // itself from there; locks, lever gates and keypads ask what they always ask.
  Dir insideFace() const {
    if (handle) return *handle;
    return secret() ? opposite(front()) : Dir::kNorth;
  }
};

// How far a secret door's leaf has drawn back, in mm, at `progress_ms` of `duration_ms`.
int secretDrawBackMm(int progress_ms, int duration_ms);
// How far the leaf has sunk, in mm, for a leaf `leaf_mm` tall: nothing over the first fifth,
// then evenly down to the whole leaf at the end of the travel.
int secretSinkMm(int progress_ms, int duration_ms, int leaf_mm);

std::string_view phaseName(DoorPhase phase);

// Lifetimes: a DoorBank points at the door things of its World's Dungeon, which must outlive
// it; it owns every door's state. While bodies move only the doors' phases, progress and found
// marks change; which squares hold a door never does. Whether a door is open is asked here,
// not of the terrain (terrain.h), which knows only the doorway's size.
class DoorBank {
 public:
  explicit DoorBank(const World& world);

  // The door on the square, or nullptr.
  DoorState* at(int square);
  const DoorState* at(int square) const;
  std::span<DoorState> all() { return doors_; }
  std::span<const DoorState> all() const { return doors_; }

  // Moves every opening or closing door by `ms` of game time; a door that reaches its end
  // stops there.
  void advance(int ms);
  // Starts the door opening or closing from where it is.
  void open(DoorState& door) { setMoving(door, DoorPhase::kOpening); }
  void close(DoorState& door) { setMoving(door, DoorPhase::kClosing); }
  // Marks a secret door found (it stays found).
  void markFound(DoorState& door);
  // True while some secret door is still unfound.
  bool anyHidden() const { return hidden_ > 0; }

 private:
  void setMoving(DoorState& door, DoorPhase phase);

  std::vector<DoorState> doors_;
  std::vector<int> slot_of_;  // per square: index into doors_, or -1
  int hidden_ = 0;            // secret doors not found yet
  int moving_ = 0;            // doors opening or closing
};

}  // namespace dungeon::sim
