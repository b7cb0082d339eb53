// `dungeon render --stages -o DIR` through the binary: one numbered picture per row of the
// stage table the options enable, in table order, the last one byte for byte the picture
// `dungeon render` draws of the same dungeon, a page that links them in order, the sheet of
// the dungeon unchanged; and bad input refused with exit 2 and one clear message.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/tests/tool_folder.h"

namespace {

namespace fs = std::filesystem;
using dungeon::cli_tests::ToolFolder;
using dungeon::cli_tests::ToolRun;

class RenderStages : public ToolFolder {
 protected:
  std::vector<std::string> filesIn(const std::string& folder) const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir_ / folder)) {
      names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
  }
};

TEST_F(RenderStages, OnePicturePerEnabledRowEndingAtTheDungeonsPicture) {
  struct Case {
    std::string options;
    std::vector<std::string> pictures;
  };
  const std::vector<Case> cases = {
      {"", {"01-topology.svg", "02-layout.svg", "03-stock.svg", "04-stack.svg", "05-glimpse.svg"}},
      {"--floors 3 --rising --mine=2",
       {"01-topology.svg", "02-layout.svg", "03-stock.svg", "04-mine.svg", "05-stack.svg",
        "06-glimpse.svg", "07-rising.svg", "08-ducts.svg"}},
  };
  for (const Case& c : cases) {
    fs::remove_all(dir_ / "steps");
    ASSERT_EQ(dungeon("render --seed 7 " + c.options + " --stages -o steps/of/7").exit_code, 0)
        << read("err.txt");
    std::vector<std::string> expected = c.pictures;
    expected.push_back("index.html");
    EXPECT_EQ(filesIn("steps/of/7"), expected) << c.options;

    const ToolRun whole = dungeon("render --seed 7 " + c.options);
    ASSERT_EQ(whole.exit_code, 0);
    // Compared as booleans: a failure need not print two whole pictures.
    EXPECT_TRUE(read("steps/of/7/" + c.pictures.back()) == whole.out) << c.options;
    EXPECT_FALSE(read("steps/of/7/" + c.pictures.front()) == whole.out) << c.options;

    const std::string page = read("steps/of/7/index.html");
    size_t at = 0;
    for (const std::string& picture : c.pictures) {
      at = page.find("<img src=\"" + picture + "\"", at);
      EXPECT_NE(at, std::string::npos) << picture << " in order on the page";
    }
    EXPECT_EQ(page.find("<script"), std::string::npos);
    EXPECT_NE(page.find("<a href=\"#step-2\">next</a>"), std::string::npos);
  }
}

TEST_F(RenderStages, TheDungeonIsTheSameWithAndWithoutWatching) {
  for (const std::string options : {"", " --floors 3 --rising --mine=2"}) {
    const ToolRun before = dungeon("generate --seed 12" + options);
    ASSERT_EQ(dungeon("render --seed 12 --stages -o steps" + options).exit_code, 0);
    const ToolRun after = dungeon("generate --seed 12" + options);
    EXPECT_EQ(before.out, after.out);
  }
}

TEST_F(RenderStages, PngPicturesOfOneFloor) {
  ASSERT_EQ(dungeon("render --seed 7 --floors 3 --floor 2 --format png --stages -o p").exit_code,
            0);
  const ToolRun whole = dungeon("render --seed 7 --floors 3 --floor 2 --format png");
  EXPECT_TRUE(read("p/05-glimpse.png") == whole.out);
}

TEST_F(RenderStages, RefusesBadInput) {
  write("sheet.sheet", read(std::string(HARNESS_SOURCE_DIR) + "/golden/sheets/default.sheet"));
  write("in-the-way", "a file\n");
  struct Case {
    std::string args;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"render --stages -o steps", "--seed"},
      {"render sheet.sheet --stages -o steps", "not a sheet"},
      {"render --seed 1 --stages", "--stages needs -o DIR"},
      {"render --seed 1 --stages -o -", "--stages needs -o DIR"},
      {"render --seed 1 --stages -o in-the-way", "-o in-the-way: cannot make this folder"},
      {"render --seed 1 --stages -o in-the-way/below", "-o in-the-way/below: cannot make"},
      {"render --seed 1 --floor 2 --stages -o steps", "--floor 2: the dungeon has 1 floor"},
      {"render --seed 1 --stages -o steps.svg", "--stages -o steps.svg: names a folder"},
      {"render --seed 1 --stages -o steps.html", "--stages -o steps.html: names a folder"},
  };
  for (const Case& c : cases) {
    const ToolRun run = dungeon(c.args);
    EXPECT_EQ(run.exit_code, 2) << c.args;
    EXPECT_NE(run.err.find(c.message), std::string::npos) << c.args << ": " << run.err;
    // The command line parser's own refusal adds a line of help; the tool's are one line.
    if (c.args != cases.front().args) {
      EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << c.args << ": " << run.err;
    }
  }
  EXPECT_FALSE(fs::exists(dir_ / "steps"));
  EXPECT_FALSE(fs::exists(dir_ / "steps.svg"));
}

}  // namespace
