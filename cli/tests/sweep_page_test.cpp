// The HTML sweep page through the binary: it has every section of the text report, in the
// text's order (compared by name: each text section's first line to the id of the page
// element that opens it), for a passing sweep, a --rising --mine sweep and a failing sweep
// with --stage-failures; its histograms' labels never overlap; and it is the same bytes for
// any --jobs. Each test runs in its own temporary folder.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <utility>
#include <vector>

#include "cli/tests/tool_folder.h"
#include "testing/svg_text_boxes.h"

namespace {

using dungeon::cli_tests::histogramsOf;
using dungeon::cli_tests::labelProblems;
using dungeon::cli_tests::pictureOf;

using SweepPage = dungeon::cli_tests::ToolFolder;

// How each section of the text report begins, and the id of the page's element for it; the
// verdict comes last as it also begins with "sweep: ".
const std::vector<std::pair<std::string, std::string>> kSectionStarts = {
    {"sweep: floors=", "sweep"},
    {"metrics of the kept dungeons ", "metrics"},
    {"expressive range ", "expressive-range"},
    {"tries: ", "tries"},
    {"raw tries rejected, ", "rejections"},
    {"floors by topology:", "topologies"},
    {"goal seen early (M15), ", "goal-seen"},
    {"mixed secret ", "mixed-secret"},
    {"goal reached from the entrance, by body ", "bodies"},
    {"rising (--rising): ", "rising"},
    {"ducts (--rising): ", "ducts"},
    {"mine (--mine): ", "mine"},
    {"asked and not laid, ", "unlaid"},
    {"laid as asked, ", "laid-rates"},
    {"ledger: ", "ledger"},
    {"failing seeds ", "failures"},
    {"stage failures, ", "stage-failures"},
    {"sweep: ", "verdict"},
};

// The sections of the text report: its lines that are not indented, by name. A line that
// starts no known section is named "unknown: LINE", which no page has.
std::vector<std::string> textSections(const std::string& text) {
  std::vector<std::string> names;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    const std::string line = text.substr(start, end - start);
    start = end == std::string::npos ? text.size() : end + 1;
    if (line.empty() || line[0] == ' ') continue;
    std::string name = "unknown: " + line;
    for (const auto& [begins, id] : kSectionStarts) {
      if (line.starts_with(begins)) {
        name = id;
        break;
      }
    }
    names.push_back(name);
  }
  return names;
}

// The ids of the page's headings and paragraphs, in order (the pictures' own markup aside).
std::vector<std::string> pageSections(const std::string& page) {
  std::vector<std::string> ids;
  const std::regex id("<(?:h1|h2|p) id=\"([a-z-]+)\"");
  for (auto it = std::sregex_iterator(page.begin(), page.end(), id); it != std::sregex_iterator();
       ++it) {
    ids.push_back((*it)[1].str());
  }
  return ids;
}

// The text report leaves out the failing seeds when none failed; the page says "None" there.
std::vector<std::string> withFailingSeeds(std::vector<std::string> sections) {
  if (std::find(sections.begin(), sections.end(), "failures") != sections.end()) return sections;
  auto at = std::find_if(sections.begin(), sections.end(), [](const std::string& s) {
    return s == "stage-failures" || s == "verdict";
  });
  sections.insert(at, "failures");
  return sections;
}

bool has(const std::vector<std::string>& sections, const std::string& name) {
  return std::find(sections.begin(), sections.end(), name) != sections.end();
}

std::string labelProblemsOf(const std::string& page) {
  std::string problems;
  for (const std::string& svg : histogramsOf(page)) {
    for (const std::string& problem : labelProblems(pictureOf(svg))) problems += problem + "\n";
  }
  return problems;
}

TEST(SweepPageSections, TheCheckNamesEveryTextSection) {
  EXPECT_EQ(textSections("sweep: floors=1 seeds=2 first=1 (seeds 1..2)\nmetrics of the kept "
                         "dungeons (x):\n  M1\ntries: 1 in all\nsweep: 2 seeds, 0 failed\n"),
            (std::vector<std::string>{"sweep", "metrics", "tries", "verdict"}));
  EXPECT_EQ(textSections("sweep: floors=1\nnew section: 3\n"),
            (std::vector<std::string>{"sweep", "unknown: new section: 3"}));
  EXPECT_EQ(withFailingSeeds({"sweep", "bodies", "verdict"}),
            (std::vector<std::string>{"sweep", "bodies", "failures", "verdict"}));
}

TEST_F(SweepPage, APassingSweepHasEveryTextSection) {
  const auto run = dungeon("sweep --floors 1 --seeds 20 --html page.html");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> text = textSections(run.out);
  EXPECT_TRUE(has(text, "goal-seen") && has(text, "mixed-secret") && has(text, "bodies"));
  const std::string page = read("page.html");
  EXPECT_EQ(pageSections(page), withFailingSeeds(text));
  EXPECT_EQ(histogramsOf(page).size(), 17u);
  EXPECT_EQ(labelProblemsOf(page), "");
}

TEST_F(SweepPage, RisingAndMineSweepsHaveTheirSections) {
  const auto run = dungeon("sweep --floors 2 --seeds 4 --rising --mine --html page.html");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const std::vector<std::string> text = textSections(run.out);
  EXPECT_TRUE(has(text, "rising") && has(text, "ducts") && has(text, "mine") && has(text, "unlaid"))
      << run.out;
  const std::string page = read("page.html");
  EXPECT_EQ(pageSections(page), withFailingSeeds(text));
  EXPECT_EQ(labelProblemsOf(page), "");
}

TEST_F(SweepPage, AFailingSweepWithStageFailuresHasEveryTextSection) {
  const auto run = dungeon(
      "sweep --floors 1 --size 16x16 --topology hub_code --seeds 2 --stage-failures --html "
      "page.html");
  ASSERT_EQ(run.exit_code, 1) << run.err;
  const std::vector<std::string> text = textSections(run.out);
  EXPECT_TRUE(has(text, "failures") && has(text, "stage-failures")) << run.out;
  const std::string page = read("page.html");
  EXPECT_EQ(pageSections(page), text);
  EXPECT_EQ(labelProblemsOf(page), "");
}

TEST_F(SweepPage, MergedPartsGiveTheSameSections) {
  ASSERT_EQ(dungeon("sweep --floors 2 --seeds 4 --rising --mine --stage-failures --html one.html")
                .exit_code,
            0);
  for (const char* shard : {"0/2", "1/2"}) {
    const std::string part = std::string("p") + shard[0];
    ASSERT_EQ(dungeon("sweep --floors 2 --seeds 4 --rising --mine --stage-failures --part " + part +
                      " --shard " + shard)
                  .exit_code,
              0);
  }
  const auto merged = dungeon("sweep merge p1 p0 --html merged.html");
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_TRUE(has(pageSections(read("merged.html")), "stage-failures"));
  EXPECT_EQ(read("merged.html"), read("one.html"));
}

TEST_F(SweepPage, TheSameBytesForAnyJobs) {
  const std::string sweep = "sweep --floors 2 --seeds 6 --rising --mine --stage-failures";
  ASSERT_EQ(dungeon(sweep + " --jobs 1 --html one.html").exit_code, 0);
  ASSERT_EQ(dungeon(sweep + " --jobs 2 --html two.html").exit_code, 0);
  ASSERT_EQ(dungeon(sweep + " --jobs 5 --html five.html").exit_code, 0);
  EXPECT_EQ(read("one.html"), read("two.html"));
  EXPECT_EQ(read("one.html"), read("five.html"));
}

}  // namespace
