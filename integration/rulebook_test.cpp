// The rulebook (docs/rules.md) held to the code: every row names a rule, the hard check (or
// metric band) that enforces it, the reference rule (testing/reference/) that re-derives it and
// what holds it: hand sheets (testing/sheets/) that break it, or for the one rule no sheet can
// break, the property test of its construction. The test reads the table and fails when a row
// lacks any of these or names one that does not exist, and runs every breaking sheet through
// the checks (refused by that check, at that place; every other hard check passes but those the
// row names with `also`, which must refuse it too), the reference (that rule refuses it, a rule
// of each `also` check too, every rule of every other check keeps it) and, where the row gives
// one, a walk of the sim (the body does not arrive).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "checks/bands.h"
#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "checks/report.h"
#include "model/sheet.h"
#include "sim/live/walk.h"
#include "sim/live/walk_format.h"
#include "sim/world/body.h"
#include "sim/world/world.h"
#include "testing/reference/metrics.h"
#include "testing/reference/reference.h"
#include "testing/reference/registry.h"
#include "testing/sheet_files.h"

namespace dungeon {
namespace {

// A walk a breaking sheet asks for: the body must not arrive.
struct WalkExpected {
  std::string body;
  std::string from;
  std::string to;
};

// One breaking sheet of a row: its file under testing/sheets/, the floor (from 1) and square
// where the check refuses it (the square left out for a metric band), and maybe a walk; or, for
// a rule no sheet can break because the sheet reader refuses every sheet that would, the line
// and column where the reader refuses it.
struct BreakingSheet {
  std::string file;
  int floor = 0;
  std::optional<Point> at;
  std::optional<WalkExpected> walk;
  std::optional<std::pair<int, int>> refused_at;  // line, column
  // The other checks that must refuse the sheet too: a rule no sheet breaks alone, because
  // another check reads what the break moves (an entrance off floor 1 has no ramp on floor 1).
  std::vector<std::string> also;
  // For a rule no sheet can break (it follows from a fixed construction), the property test
  // that holds the construction to it: FILE is the test's source, `property` its test's name.
  std::string property;
};

struct RuleRow {
  int line = 0;
  std::string id;
  std::string rule;
  std::string stated_in;
  std::string check;
  std::string reference;
  std::vector<BreakingSheet> sheets;
  std::string holds_on;
};

std::string trim(std::string_view s) {
  const size_t first = s.find_first_not_of(' ');
  if (first == std::string_view::npos) return "";
  return std::string(s.substr(first, s.find_last_not_of(' ') - first + 1));
}

std::string unquoted(const std::string& s) {
  if (s.size() >= 2 && s.front() == '`' && s.back() == '`') return s.substr(1, s.size() - 2);
  return s;
}

std::vector<std::string> split(const std::string& s, const std::string& by) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t at = s.find(by); at != std::string::npos; at = s.find(by, start)) {
    parts.push_back(s.substr(start, at - start));
    start = at + by.size();
  }
  parts.push_back(s.substr(start));
  return parts;
}

// "`rules/x.sheet` 1:5,3 walk rind_stalker 1:2,2 to 1:9,9", "`rules/x.sheet` 1" for a band,
// "`rules/x.sheet` 2:10,2 also entrance_ramp,keys_before_locks" for a sheet two more checks
// refuse, "`rules/x.sheet` refused 12:4" for a sheet the reader refuses at line 12, column 4, or
// "`sim/stairs/tests/x_test.cpp` property Suite.Name" for a rule only a build can break.
std::optional<BreakingSheet> sheetOf(const std::string& cell) {
  std::vector<std::string> words = split(trim(cell), " ");
  if (words.size() < 2) return std::nullopt;
  BreakingSheet sheet;
  sheet.file = unquoted(words[0]);
  if (words[1] == "property") {
    if (words.size() != 3) return std::nullopt;
    sheet.property = words[2];
    return sheet;
  }
  if (words.size() >= 4 && words[words.size() - 2] == "also") {
    sheet.also = split(words.back(), ",");
    words.resize(words.size() - 2);
  }
  if (words[1] == "refused") {
    if (words.size() != 3) return std::nullopt;
    const std::vector<std::string> at = split(words[2], ":");
    if (at.size() != 2) return std::nullopt;
    sheet.refused_at = std::pair{std::atoi(at[0].c_str()), std::atoi(at[1].c_str())};
    return sheet;
  }
  const std::vector<std::string> place = split(words[1], ":");
  sheet.floor = std::atoi(place[0].c_str());
  if (place.size() == 2) {
    const std::vector<std::string> xy = split(place[1], ",");
    if (xy.size() != 2) return std::nullopt;
    sheet.at = Point{std::atoi(xy[0].c_str()), std::atoi(xy[1].c_str())};
  }
  if (words.size() == 7 && words[2] == "walk" && words[5] == "to") {
    sheet.walk = WalkExpected{words[3], words[4], words[6]};
  } else if (words.size() != 2) {
    return std::nullopt;
  }
  return sheet;
}

// The rows of docs/rules.md's rule table (the table whose header starts "| id |").
std::vector<RuleRow> rulebook() {
  const std::string text = testing::loadFile(testing::sourcePath("docs/rules.md"));
  std::vector<RuleRow> rows;
  bool in_table = false;
  int line_number = 0;
  for (const std::string& line : split(text, "\n")) {
    ++line_number;
    if (line.starts_with("| id |")) {
      in_table = true;
      continue;
    }
    if (!in_table || line.starts_with("| ---")) continue;
    if (!line.starts_with("|")) {
      in_table = false;
      continue;
    }
    const std::vector<std::string> cells = split(line.substr(1, line.size() - 2), " | ");
    RuleRow row;
    row.line = line_number;
    if (cells.size() != 7) {
      ADD_FAILURE() << "docs/rules.md:" << line_number << ": expected 7 cells, got "
                    << cells.size();
      continue;
    }
    row.id = unquoted(trim(cells[0]));
    row.rule = trim(cells[1]);
    row.stated_in = trim(cells[2]);
    row.check = unquoted(trim(cells[3]));
    row.reference = unquoted(trim(cells[4]));
    for (const std::string& entry : split(cells[5], "<br>")) {
      if (std::optional<BreakingSheet> sheet = sheetOf(entry)) {
        row.sheets.push_back(*sheet);
      } else {
        ADD_FAILURE() << "docs/rules.md:" << line_number << ": a breaking sheet reads '"
                      << trim(entry) << "'";
      }
    }
    row.holds_on = trim(cells[6]);
    rows.push_back(std::move(row));
  }
  return rows;
}

bool isHardCheck(const std::string& id) {
  const auto checks = checks::hardChecks();
  return std::any_of(checks.begin(), checks.end(),
                     [&](const checks::HardCheck& c) { return c.id == id; });
}

std::string where(const RuleRow& row, const BreakingSheet& sheet) {
  return "docs/rules.md:" + std::to_string(row.line) + " (" + row.id + ") on " + sheet.file;
}

// Reads a breaking sheet; fails the test and returns nullopt when it does not read. A sheet the
// row says the reader refuses must be refused there, and gives nullopt.
std::optional<Dungeon> readBreakingSheet(const RuleRow& row, const BreakingSheet& sheet) {
  const std::string path = testing::sourcePath("testing/sheets/" + sheet.file);
  const Result<ReadSheet> read = readSheet(testing::loadFile(path), path);
  if (sheet.refused_at) {
    if (read) {
      ADD_FAILURE() << where(row, sheet) << ": the reader takes it";
    } else {
      EXPECT_EQ(std::pair(read.error().line, read.error().column), *sheet.refused_at)
          << where(row, sheet) << ": " << read.error().format();
    }
    return std::nullopt;
  }
  if (!read) {
    ADD_FAILURE() << where(row, sheet) << ": " << read.error().format();
    return std::nullopt;
  }
  return read->dungeon;
}

// The checks refuse the sheet by the row's check at its place, and every other check passes.
void expectCheckRefuses(const RuleRow& row, const BreakingSheet& sheet, const Dungeon& d) {
  const checks::Report report = checks::checkDungeon(d, checks::standardBands());
  for (const checks::CheckEntry& entry : report.checks) {
    const bool named = entry.check->id == row.check;
    const bool also =
        std::find(sheet.also.begin(), sheet.also.end(), entry.check->id) != sheet.also.end();
    if (also) {
      EXPECT_FALSE(entry.outcome.passed) << where(row, sheet) << ": " << entry.check->id
                                         << " is named as refusing it too, and passes";
      continue;
    }
    if (!named) {
      EXPECT_TRUE(entry.outcome.passed)
          << where(row, sheet) << ": " << entry.check->id << " fails too: " << entry.outcome.reason;
      continue;
    }
    EXPECT_FALSE(entry.outcome.passed) << where(row, sheet) << ": " << row.check << " passes";
    EXPECT_EQ(entry.outcome.floor + 1, sheet.floor)
        << where(row, sheet) << ": " << entry.outcome.reason;
    if (sheet.at) {
      EXPECT_EQ(entry.outcome.at, *sheet.at)
          << where(row, sheet) << ": refused at " << entry.outcome.at.x << "," << entry.outcome.at.y
          << ": " << entry.outcome.reason;
    }
  }
  if (isHardCheck(row.check)) return;
  const auto reading = std::find_if(
      report.metrics.begin(), report.metrics.end(), [&](const checks::MetricReading& r) {
        return r.metric->id == row.check && r.floor + 1 == sheet.floor;
      });
  ASSERT_NE(reading, report.metrics.end()) << where(row, sheet) << ": no reading of " << row.check;
  EXPECT_FALSE(reading->inBand()) << where(row, sheet) << ": " << row.check << " is in its band";
}

// The reference's rule refuses the sheet and every rule of every other check keeps it; for a
// band, the reference's own reading is the checks' and as far outside the band.
void expectReferenceRefuses(const RuleRow& row, const BreakingSheet& sheet, const Dungeon& d) {
  const reference::Reference ref(d);
  if (const reference::ReferenceMetric* metric = reference::findReferenceMetric(row.reference)) {
    const checks::Report report = checks::checkDungeon(d, checks::standardBands());
    for (const checks::MetricReading& reading : report.metrics) {
      if (reading.metric->id != row.check || reading.floor + 1 != sheet.floor) continue;
      EXPECT_EQ(metric->value(ref, reading.floor), reading.value) << where(row, sheet);
    }
    return;
  }
  const reference::ReferenceRule* rule = reference::findReferenceRule(row.reference);
  ASSERT_NE(rule, nullptr) << where(row, sheet);
  EXPECT_NE(rule->problem(ref), "") << where(row, sheet) << ": the reference keeps the rule";
  for (const reference::ReferenceRule& other : reference::referenceRules()) {
    const bool also =
        std::find(sheet.also.begin(), sheet.also.end(), other.check_id) != sheet.also.end();
    if (other.check_id == rule->check_id || also) continue;
    EXPECT_EQ(other.problem(ref), "")
        << where(row, sheet) << ": " << other.name << " is broken too";
  }
  for (const std::string& also : sheet.also) {
    const auto& rules = reference::referenceRules();
    EXPECT_TRUE(std::any_of(rules.begin(), rules.end(),
                            [&](const reference::ReferenceRule& other) {
                              return other.check_id == also && !other.problem(ref).empty();
                            }))
        << where(row, sheet) << ": no reference rule of " << also << " refuses it too";
  }
}

void expectWalkStops(const RuleRow& row, const BreakingSheet& sheet, const Dungeon& d) {
  if (!sheet.walk) return;
  const Result<BodyKind> body = sim::parseBodyName(sheet.walk->body);
  const Result<Place> from = sim::parsePlace(sheet.walk->from);
  const Result<Place> to = sim::parsePlace(sheet.walk->to);
  ASSERT_TRUE(body && from && to) << where(row, sheet) << ": a walk that does not read";
  const sim::World world(d);
  const Result<sim::WalkResult> walk = sim::walkDungeon(world, {*body, *from, *to, false});
  ASSERT_TRUE(walk) << where(row, sheet) << ": " << walk.error().format();
  EXPECT_FALSE(walk->reached) << where(row, sheet) << ": the " << sheet.walk->body << " arrives";
}

TEST(Rulebook, EveryRowNamesARuleItsCheckItsReferenceAndSheetsThatExist) {
  const std::vector<RuleRow> rows = rulebook();
  ASSERT_GT(rows.size(), 50u);
  std::set<std::string> ids;
  for (const RuleRow& row : rows) {
    const std::string at = "docs/rules.md:" + std::to_string(row.line) + " (" + row.id + ")";
    EXPECT_TRUE(ids.insert(row.id).second) << at << ": a second row of this id";
    EXPECT_FALSE(row.rule.empty()) << at << ": no rule";
    EXPECT_FALSE(row.stated_in.empty()) << at << ": not said where it is stated";
    EXPECT_TRUE(isHardCheck(row.check) || checks::findMetric(row.check) != nullptr)
        << at << ": no hard check or metric '" << row.check << "'";
    EXPECT_TRUE(reference::findReferenceRule(row.reference) != nullptr ||
                reference::findReferenceMetric(row.reference) != nullptr)
        << at << ": no reference rule '" << row.reference << "'";
    if (const reference::ReferenceRule* rule = reference::findReferenceRule(row.reference)) {
      EXPECT_EQ(rule->check_id, row.check) << at << ": the reference rule is another check's";
    }
    EXPECT_FALSE(row.sheets.empty()) << at << ": no breaking sheet";
    EXPECT_FALSE(row.holds_on.empty()) << at << ": not said which floor styles it holds on";
  }
}

TEST(Rulebook, EveryHardCheckAndEveryReferenceRuleHasItsRow) {
  std::set<std::string> checks_named;
  std::set<std::string> references_named;
  for (const RuleRow& row : rulebook()) {
    checks_named.insert(row.check);
    references_named.insert(row.reference);
  }
  for (const checks::HardCheck& check : checks::hardChecks()) {
    EXPECT_TRUE(checks_named.contains(std::string(check.id))) << check.id << " has no row";
  }
  for (const reference::ReferenceRule& rule : reference::referenceRules()) {
    EXPECT_TRUE(references_named.contains(std::string(rule.name))) << rule.name << " has no row";
  }
}

// The macros that define a test, as a line of a test's source starts with them.
constexpr const char* kTestMacros[] = {"TEST", "TEST_F", "TEST_P", "RC_GTEST_PROP",
                                       "RC_GTEST_FIXTURE_PROP"};

// A rule no sheet can break names the property test that holds its construction: the file must
// define a test of that name at the start of a line (not commented out, not DISABLED_).
void expectPropertyTest(const RuleRow& row, const BreakingSheet& sheet) {
  const std::string source = testing::loadFile(testing::sourcePath(sheet.file));
  const std::vector<std::string> names = split(sheet.property, ".");
  ASSERT_EQ(names.size(), 2u) << where(row, sheet) << ": the test is Suite.Name";
  const std::string call = "(" + names[0] + ", " + names[1] + ",";
  const bool defined =
      std::any_of(std::begin(kTestMacros), std::end(kTestMacros), [&](const char* macro) {
        std::string line_start = "\n";
        line_start.append(macro).append(call);
        return source.find(line_start) != std::string::npos;
      });
  EXPECT_TRUE(defined) << where(row, sheet) << ": no test " << sheet.property;
}

TEST(Rulebook, EveryRowIsHeldByItsSheetsOrItsPropertyTest) {
  for (const RuleRow& row : rulebook()) {
    for (const BreakingSheet& sheet : row.sheets) {
      if (!sheet.property.empty()) {
        expectPropertyTest(row, sheet);
        continue;
      }
      const std::optional<Dungeon> d = readBreakingSheet(row, sheet);
      if (!d) continue;
      expectCheckRefuses(row, sheet, *d);
      expectReferenceRefuses(row, sheet, *d);
      expectWalkStops(row, sheet, *d);
    }
  }
}

}  // namespace
}  // namespace dungeon
