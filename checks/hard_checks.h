// The registry of hard checks (SPEC section 7): each is pass/fail with a reason and the
// square where it fails. Checks read a dungeon only (generated or hand-made) and may use the
// sim; they never change it. Adding a check is one more row in the registry.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "checks/inputs.h"
#include "model/dungeon.h"

namespace dungeon::checks {

struct CheckContext;  // checks/context.h, which a check that reads it includes itself

struct CheckOutcome {
  bool passed = true;
  std::string reason;  // why it failed; empty on a pass
  int floor = -1;      // 0-based floor of the failing square; -1 when not tied to one
  Point at;

  static CheckOutcome pass() { return {}; }
  static CheckOutcome fail(std::string reason, int floor = -1, Point at = {}) {
    return {false, std::move(reason), floor, at};
  }
};

struct HardCheck {
  std::string_view id;       // stable name used in reports and JSON ("entrance_ramp")
  std::string_view summary;  // one line: what must be true
  CheckOutcome (*run)(const CheckContext&);
  // What it reads of every floor (checks/inputs.h): a check of a changed dungeon is redone only
  // when the change touched one of these.
  Reads reads;
};

// Every hard check, in report order.
std::span<const HardCheck> hardChecks();

}  // namespace dungeon::checks
