// The registry of named reference rules (testing/reference/registry.h): every name is unique,
// lower-case words joined by dots (docs/rules.md names them), every rule says which check it is
// part of, and docs/reference.md lists every name, so a rule is never added unlisted.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>

#include "testing/reference/registry.h"
#include "testing/sheet_files.h"

namespace dungeon::reference {
namespace {

TEST(ReferenceRegistry, NamesAreUniqueDottedWords) {
  const std::regex dotted("[a-z_]+(\\.[a-z_]+)+");
  std::set<std::string_view> seen;
  for (const ReferenceRule& rule : referenceRules()) {
    EXPECT_TRUE(std::regex_match(std::string(rule.name), dotted)) << rule.name;
    EXPECT_TRUE(seen.insert(rule.name).second) << rule.name << " twice";
    EXPECT_FALSE(rule.check_id.empty()) << rule.name;
    EXPECT_NE(rule.problem, nullptr) << rule.name;
    EXPECT_EQ(findReferenceRule(rule.name), &rule);
  }
  EXPECT_EQ(findReferenceRule("no.such_rule"), nullptr);
}

TEST(ReferenceRegistry, AChecksRulesStandTogether) {
  std::set<std::string_view> finished;
  std::string_view current;
  for (const ReferenceRule& rule : referenceRules()) {
    if (rule.check_id == current) continue;
    EXPECT_FALSE(finished.contains(rule.check_id)) << rule.check_id << " split at " << rule.name;
    finished.insert(current);
    current = rule.check_id;
  }
  EXPECT_EQ(referenceCheckIds().size(), finished.size());  // "" and every id but the last
}

TEST(ReferenceRegistry, DocsListEveryRule) {
  const std::string docs =
      dungeon::testing::loadFile(dungeon::testing::sourcePath("docs/reference.md"));
  for (const ReferenceRule& rule : referenceRules()) {
    const std::string row =
        "| `" + std::string(rule.name) + "` | `" + std::string(rule.check_id) + "` |";
    EXPECT_NE(docs.find(row), std::string::npos) << "docs/reference.md has no row starting " << row;
  }
}

}  // namespace
}  // namespace dungeon::reference
