// Output options that name standard output, as a user types them: `-o -`, `-o /dev/stdout`
// and the same for sweep's --json, --html, --junit and --part write to standard output
// whatever it is (a pipe, a FIFO, a regular file); a file that standard output already goes to
// is refused, with exit 2 and nothing clobbered, when the command writes its report there too.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "cli/tests/tool_folder.h"

namespace {

namespace fs = std::filesystem;

using dungeon::cli_tests::slurp;
using dungeon::cli_tests::ToolRun;

const fs::path kDefaultSheet = fs::path(HARNESS_SOURCE_DIR) / "golden/sheets/default.sheet";

class StandardOutput : public dungeon::cli_tests::ToolFolder {
 protected:
  // Runs the line while a thread reads the FIFO `name` in the folder; returns what it read.
  std::string readThroughFifo(const std::string& name, const std::string& line,
                              ToolRun& run_out) const {
    const fs::path fifo = dir_ / name;
    EXPECT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] { received = slurp(fifo); });
    run_out = run(line);
    // A reader still waiting (the tool never opened the FIFO) sees its end instead of hanging.
    if (const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK); fd >= 0) ::close(fd);
    reader.join();
    EXPECT_TRUE(fs::is_fifo(fs::symlink_status(fifo)));
    return received;
  }
};

TEST_F(StandardOutput, GoesDownAPipe) {
  const std::string sheet = slurp(kDefaultSheet);
  for (const char* target : {"-", "/dev/stdout"}) {
    const ToolRun piped = run(std::string("(DUNGEON generate --name default -o ") + target +
                              " 2> err.txt; echo $? > rc.txt) | cat > out.txt");
    EXPECT_EQ(piped.exit_code, 0) << target << ": " << piped.err;
    EXPECT_EQ(piped.out, sheet) << target;
  }
  // A reader that stops early (the line of the report): the tool ends quietly, done or ended
  // by SIGPIPE (exit 141) as any writer to a closed pipe, never with an error of its own.
  const ToolRun head = run(
      "(DUNGEON generate --name default -o /dev/stdout 2> err.txt; echo $? > rc.txt) | head -n 2 "
      "> out.txt");
  EXPECT_TRUE(head.exit_code == 0 || head.exit_code == 128 + SIGPIPE) << head.exit_code;
  EXPECT_EQ(head.err, "");
  EXPECT_EQ(head.out, "dungeon-sheet 1\nname default\n");
  EXPECT_TRUE(otherFiles().empty());
}

TEST_F(StandardOutput, EveryOutputOptionGoesDownAPipe) {
  const ToolRun render =
      run("(DUNGEON render --name default --floor 1 -o /dev/stdout 2> err.txt; echo $? > rc.txt) | "
          "cat > out.txt");
  EXPECT_EQ(render.exit_code, 0) << render.err;
  EXPECT_TRUE(render.out.starts_with("<svg")) << render.out.substr(0, 80);
  write("default.sheet", slurp(kDefaultSheet));
  const ToolRun format = run(
      "(DUNGEON format default.sheet -o /dev/stdout 2> err.txt; echo $? > rc.txt) | cat > out.txt");
  EXPECT_EQ(format.exit_code, 0) << format.err;
  EXPECT_EQ(format.out, slurp(kDefaultSheet));
  // A sweep's file alone; its text report goes to standard error.
  for (const char* option : {"--json -", "--json /dev/stdout", "--html /dev/stdout"}) {
    const ToolRun sweep = run(std::string("(DUNGEON sweep --floors 1 --seeds 1 ") + option +
                              " 2> err.txt; echo $? > rc.txt) | cat > out.txt");
    EXPECT_LE(sweep.exit_code, 1) << option << ": " << sweep.err;
    EXPECT_TRUE(sweep.out.starts_with(option[2] == 'j' ? "{" : "<!DOCTYPE html>")) << option;
    EXPECT_EQ(sweep.out.find("\nsweep: 1 seed, "), std::string::npos) << option;
    EXPECT_NE(sweep.err.find("\nsweep: 1 seed, "), std::string::npos) << option;
  }
}

TEST_F(StandardOutput, GoesIntoAFifo) {
  ToolRun run_out;
  const std::string received = readThroughFifo(
      "pipe", "DUNGEON generate --name default -o /dev/stdout > pipe 2> err.txt; echo $? > rc.txt",
      run_out);
  EXPECT_EQ(run_out.exit_code, 0) << run_out.err;
  EXPECT_EQ(received, slurp(kDefaultSheet));
  // A FIFO takes a sweep's JSON alone; its text report goes to standard error.
  const std::string json = readThroughFifo(
      "sweep-pipe",
      "DUNGEON sweep --floors 1 --seeds 1 --json /dev/stdout > sweep-pipe 2> err.txt; "
      "echo $? > rc.txt",
      run_out);
  EXPECT_LE(run_out.exit_code, 1) << run_out.err;
  EXPECT_TRUE(json.starts_with("{")) << json.substr(0, 80);
  EXPECT_TRUE(json.ends_with("}\n")) << json.substr(json.size() > 80 ? json.size() - 80 : 0);
  EXPECT_NE(run_out.err.find("\nsweep: 1 seed, "), std::string::npos) << run_out.err;
}

TEST_F(StandardOutput, GoesIntoTheRegularFileItIsRedirectedTo) {
  const std::string sheet = slurp(kDefaultSheet);
  const ToolRun dev_stdout = dungeon("generate --name default -o /dev/stdout");
  EXPECT_EQ(dev_stdout.exit_code, 0) << dev_stdout.err;
  EXPECT_EQ(dev_stdout.out, sheet);
  // Naming the file itself: written where standard output is open, not renamed over it.
  const ToolRun same = run(
      "DUNGEON generate --name default -o same.sheet > same.sheet 2> err.txt; echo $? > rc.txt");
  EXPECT_EQ(same.exit_code, 0) << same.err;
  EXPECT_EQ(read("same.sheet"), sheet);
  EXPECT_EQ(otherFiles(), std::vector<std::string>{"same.sheet"});  // no temporary file left
}

// Standard output is a regular file and the report goes there: a second output there would
// replace the report or be lost, so the run is refused before any work, the file untouched. (A
// sweep's report file on standard output sends its text report to standard error instead, so
// only two files there are refused.)
TEST_F(StandardOutput, AFileSharedWithTheReportIsRefused) {
  struct Case {
    std::string line;
    std::string says;
  };
  fs::create_directories(dir_ / "g");
  write("g/named.txt", "");
  const std::vector<Case> cases = {
      {"sweep --floors 1 --seeds 1 --json /dev/stdout --html -",
       "dungeon sweep: error: --json /dev/stdout names the file standard output goes to, and "
       "--html - goes there too: give --json another file, or send standard output elsewhere"},
      {"sweep --floors 1 --seeds 1 --json report.txt --junit -",
       "--json report.txt names the file"},
      {"sweep compare a.json b.json --json - --markdown /dev/stdout",
       "--json - asks for standard output, which is a file here, and --markdown /dev/stdout"},
      {"sweep --floors 1 --seeds 1 --part /dev/stdout --shard 0/1",
       "--part /dev/stdout names the file standard output goes to, and the line naming the part"},
      {"golden check --dir g --junit /dev/stdout",
       "dungeon golden check: error: --junit /dev/stdout names the file standard output goes "
       "to, and the report goes there too"},
  };
  for (const Case& c : cases) {
    write("report.txt", "kept\n");
    const ToolRun refused =
        run("DUNGEON " + c.line + " >> report.txt 2> err.txt; echo $? > rc.txt");
    EXPECT_EQ(refused.exit_code, 2) << c.line;
    EXPECT_NE(refused.err.find(c.says), std::string::npos) << c.line << "\n" << refused.err;
    EXPECT_EQ(read("report.txt"), "kept\n") << c.line;
  }
  EXPECT_EQ(otherFiles(), (std::vector<std::string>{"g", "report.txt"}));
}

}  // namespace
