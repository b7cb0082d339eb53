// The report of every check and metric, as text and JSON: places are named from floor 1.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include "checks/report.h"

#include "testing/floors.h"

namespace dungeon::checks {
namespace {

using testing::addEntrance;
using testing::addThing;

// Two rooms joined by a corridor, the entrance in one and the goal in the other, and a room of
// one square cut off from both at (14,14).
Dungeon cutOffRoom() {
  Dungeon d = testing::floorOf({"...,,,...", "...###..."});
  addEntrance(d, {1, 1}, Dir::kSouth);
  addThing(d, ThingType::kGoal, 0, {8, 0});
  d.floors[0].setKind({14, 14}, SquareKind::kRoom);
  return d;
}

TEST(Report, TextNamesAFailingSquareFromFloorOne) {
  const std::string text = formatReport(checkDungeon(cutOffRoom(), standardBands()));
  EXPECT_NE(text.find("check  open_reachable       FAIL  floor 1 (14,14): "), std::string::npos)
      << text;
}

TEST(Report, JsonNumbersFloorsFromOne) {
  const nlohmann::ordered_json json = reportJson(checkDungeon(cutOffRoom(), standardBands()));
  int first_floor_rooms = 0;
  for (const auto& m : json["metrics"]) {
    if (m["id"] == "M1" && m["floor"] == 1) {
      first_floor_rooms = std::stoi(m["value"].get<std::string>());
    }
  }
  EXPECT_EQ(first_floor_rooms, 3);  // the two rooms the corridor joins, and (14,14)
  for (const auto& c : json["checks"]) {
    if (c["id"] == "open_reachable") {
      EXPECT_EQ(c["floor"], 1) << c.dump();
    }
  }
}

}  // namespace
}  // namespace dungeon::checks
