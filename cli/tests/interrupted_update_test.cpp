// `dungeon golden update --all` killed at many moments on a golden folder where every file is
// stale: each file is always either its old bytes or its new bytes, never partial; what a
// killed run leaves is only temporary files named "<file>.dungeon-tmp-<pid>", which
// `golden check` reports as leftovers, and the next update removes them. Works in a folder of
// the system temporary folder only.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "testing/temp_dir.h"

extern char** environ;

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// Golden dungeons small enough to regenerate quickly; their committed sheets are the new bytes.
const std::vector<std::string> kNames = {"small-16x16", "small-24x24", "forced-two-paths",
                                         "wide-48x32", "tall-32x48"};
constexpr int kMoments = 40;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void spit(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// The named.txt lines of kNames, taken from the project's list.
std::string namedLines() {
  std::istringstream list(slurp(fs::path(HARNESS_SOURCE_DIR) / "golden/named.txt"));
  std::string out;
  for (std::string line; std::getline(list, line);) {
    for (const std::string& name : kNames) {
      if (line.rfind(name + " ", 0) == 0 || line == name) out += line + "\n";
    }
  }
  return out;
}

// Every file of the folder (relative path -> bytes), temporary files included.
std::map<std::string, std::string> filesOf(const fs::path& root) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.is_regular_file()) files[fs::relative(entry.path(), root).string()] = slurp(entry);
  }
  return files;
}

bool isTemporary(const std::string& path) {
  return path.find(".dungeon-tmp-") != std::string::npos;
}

class InterruptedUpdate : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = dungeon::testing::makeTempDir("dungeon-interrupted");
    old_["named.txt"] = namedLines();
    new_["named.txt"] = old_["named.txt"];
    std::string stale_hashes;
    std::string fresh_hashes;
    std::istringstream hashes(slurp(fs::path(HARNESS_SOURCE_DIR) / "golden/hashes.txt"));
    for (std::string line; std::getline(hashes, line);) {
      const std::string name = line.substr(0, line.find(' '));
      if (std::find(kNames.begin(), kNames.end(), name) == kNames.end()) continue;
      stale_hashes += name + " 0123456789abcdef\n";
      fresh_hashes += line + "\n";
      const std::string sheet = "sheets/" + name + ".sheet";
      new_[sheet] = slurp(fs::path(HARNESS_SOURCE_DIR) / "golden" / sheet);
      old_[sheet] = "dungeon-sheet 1\nname " + name + "\n(a stale sheet)\n";
      const std::string trace = "traces/" + name + ".trace";
      new_[trace] = slurp(fs::path(HARNESS_SOURCE_DIR) / "golden" / trace);
      old_[trace] = "dungeon-trace 1\nname " + name + "\nkept none\n";
    }
    old_["hashes.txt"] = stale_hashes;
    new_["hashes.txt"] = fresh_hashes;
    ASSERT_EQ(new_.size(), 2 * kNames.size() + 2) << "every chosen name is a golden dungeon";
  }
  void TearDown() override { fs::remove_all(root_); }

  // A golden folder holding the stale files.
  fs::path staleFolder(const std::string& name) const {
    const fs::path dir = root_ / name;
    fs::create_directories(dir / "sheets");
    fs::create_directories(dir / "traces");
    for (const auto& [path, bytes] : old_) spit(dir / path, bytes);
    return dir;
  }

  // Starts `dungeon golden <args> --dir DIR` with CI unset and its output discarded.
  static pid_t start(const std::vector<std::string>& args, const fs::path& dir) {
    std::vector<std::string> words = {DUNGEON_BINARY, "golden"};
    words.insert(words.end(), args.begin(), args.end());
    words.insert(words.end(), {"--dir", dir.string()});
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    std::vector<char*> envp;
    for (char** e = environ; *e != nullptr; ++e) {
      if (std::strncmp(*e, "CI=", 3) != 0) envp.push_back(*e);
    }
    envp.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = -1;
    const int error =
        posix_spawn(&pid, DUNGEON_BINARY, &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    EXPECT_EQ(error, 0) << std::strerror(error);
    return pid;
  }
  static int finish(pid_t pid) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  // Every file is its old or new bytes; returns how many temporary files there are.
  int expectOldOrNew(const fs::path& dir, const std::string& when) const {
    int temporary = 0;
    const auto files = filesOf(dir);
    for (const auto& [path, bytes] : files) {
      if (isTemporary(path)) {
        ++temporary;
        continue;
      }
      if (!old_.contains(path)) {
        ADD_FAILURE() << when << ": unexpected file " << path;
        continue;
      }
      EXPECT_TRUE(bytes == old_.at(path) || bytes == new_.at(path))
          << when << ": " << path << " is neither old nor new (" << bytes.size() << " bytes)";
    }
    for (const auto& [path, bytes] : old_)
      EXPECT_TRUE(files.contains(path)) << when << ": " << path;
    return temporary;
  }

  fs::path root_;
  std::map<std::string, std::string> old_;
  std::map<std::string, std::string> new_;
};

TEST_F(InterruptedUpdate, EveryFileIsOldOrNewAndTheNextRunLeavesNoTemporaryFile) {
  // How long a whole update takes here, to spread the kills over it.
  const fs::path timed = staleFolder("timed");
  const auto started = Clock::now();
  ASSERT_EQ(finish(start({"update", "--all"}, timed)), 0);
  const auto whole = Clock::now() - started;
  EXPECT_EQ(filesOf(timed), new_) << "a whole update writes every new file and nothing else";

  int runs_with_leftovers = 0;
  for (int moment = 0; moment < kMoments; ++moment) {
    const std::string when = "killed at moment " + std::to_string(moment);
    const fs::path dir = staleFolder("run-" + std::to_string(moment));
    const pid_t pid = start({"update", "--all"}, dir);
    std::this_thread::sleep_for(whole * moment / kMoments);
    ::kill(pid, SIGKILL);
    finish(pid);
    const int leftovers = expectOldOrNew(dir, when);
    if (leftovers > 0) {
      ++runs_with_leftovers;
      EXPECT_EQ(finish(start({"check", "--all"}, dir)), 1) << when << ": check reports leftovers";
    }
    ASSERT_EQ(finish(start({"update", "--all"}, dir)), 0) << when;
    EXPECT_EQ(filesOf(dir), new_) << when << ": the next update finishes and removes leftovers";
    EXPECT_EQ(finish(start({"check", "--all"}, dir)), 0) << when;
    fs::remove_all(dir);
  }
  std::cout << kMoments << " killed runs, " << runs_with_leftovers << " left temporary files\n";
}

// A temporary file whose writer is alive (here, this test) is another process's write in
// progress: the update leaves it, and check reports it without failing.
TEST_F(InterruptedUpdate, ALiveWritersTemporaryFileIsLeftAlone) {
  const fs::path dir = staleFolder("live");
  const std::string live = "sheets/small-16x16.sheet.dungeon-tmp-" + std::to_string(::getpid());
  spit(dir / live, "half a sheet");
  ASSERT_EQ(finish(start({"update", "--all"}, dir)), 0);
  EXPECT_EQ(slurp(dir / live), "half a sheet");
  EXPECT_EQ(finish(start({"check", "--all"}, dir)), 0);
}

}  // namespace
