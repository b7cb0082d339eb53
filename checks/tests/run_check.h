// Test helper: runs the hard check called `id` over a fresh context of `d`, failing the test
// when no check has that id.
#pragma once

#include <gtest/gtest.h>

#include <string_view>

#include "checks/context.h"
#include "checks/hard_checks.h"

namespace dungeon::testing {

inline checks::CheckOutcome runCheck(std::string_view id, const Dungeon& d) {
  const checks::CheckContext context(d);
  for (const checks::HardCheck& check : checks::hardChecks()) {
    if (check.id == id) return check.run(context);
  }
  ADD_FAILURE() << "no check " << id;
  return {};
}

}  // namespace dungeon::testing
