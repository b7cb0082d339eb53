// The reference rules state every hard check: the check ids the registry's rules name are the
// ids of checks/hard_checks.h, in the report's order, so a check added without its reference
// rules (or a rule naming no check) fails here (docs/reference.md).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "checks/hard_checks.h"
#include "testing/reference/registry.h"

namespace dungeon {
namespace {

TEST(ReferenceRegistry, StatesEveryHardCheckInTheReportsOrder) {
  std::vector<std::string> check_ids;
  for (const checks::HardCheck& check : checks::hardChecks()) check_ids.emplace_back(check.id);
  EXPECT_EQ(reference::referenceCheckIds(), check_ids);
}

}  // namespace
}  // namespace dungeon
