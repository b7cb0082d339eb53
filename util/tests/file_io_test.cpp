// Tests of whole-file reads and atomic writes: bytes survive exactly, a failed write leaves no
// temporary file behind, a FIFO is written in place (a pipe reached through /proc/self/fd
// too), a symbolic link keeps being one, a folder or a read-only file is refused, an
// unreadable file is an InputError naming the reason, and the temporary files a killed writer
// left are recognised by name and removed by the next write to their folder unless their
// writer is alive.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "testing/temp_dir.h"
#include "util/file_io.h"
#include "util/temporary_files.h"

namespace dungeon {
namespace {

namespace fs = std::filesystem;

// A fresh empty folder for one test, removed afterwards.
class FileIoTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = testing::makeTempDir(std::string("model_file_io_") + info->name());
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  size_t entries() const {
    return static_cast<size_t>(std::distance(fs::directory_iterator(dir_), {}));
  }

  fs::path dir_;
};

TEST_F(FileIoTest, WrittenBytesReadBackExactly) {
  const std::string bytes = std::string("line one\nline two\0with a nul\n", 29) + "\xff\xfe";
  ASSERT_EQ(writeFileAtomically(path("a.sheet"), bytes), "");
  auto read = readFile(path("a.sheet"));
  ASSERT_TRUE(read) << read.error().format();
  EXPECT_EQ(*read, bytes);
  EXPECT_EQ(entries(), 1u);  // no temporary file is left
}

TEST_F(FileIoTest, OverwriteReplacesTheWholeFile) {
  ASSERT_EQ(writeFileAtomically(path("a.sheet"), std::string(10000, 'x')), "");
  ASSERT_EQ(writeFileAtomically(path("a.sheet"), "short\n"), "");
  EXPECT_EQ(*readFile(path("a.sheet")), "short\n");
  EXPECT_EQ(entries(), 1u);
}

TEST_F(FileIoTest, EmptyFileIsEmptyNotAnError) {
  ASSERT_EQ(writeFileAtomically(path("empty"), ""), "");
  auto read = readFile(path("empty"));
  ASSERT_TRUE(read);
  EXPECT_EQ(*read, "");
}

TEST_F(FileIoTest, WriteIntoMissingFolderFailsCleanly) {
  const std::string why = writeFileAtomically(path("no/such/folder/a.sheet"), "x");
  EXPECT_NE(why, "");
  EXPECT_NE(why.find("No such file or directory"), std::string::npos) << why;
  EXPECT_EQ(entries(), 0u);
}

TEST_F(FileIoTest, FolderIsRefusedAndLeftAlone) {
  fs::create_directories(path("occupied"));
  const std::string why = writeFileAtomically(path("occupied"), "x");
  EXPECT_EQ(why, path("occupied") + " is a folder, not a file");
  EXPECT_EQ(entries(), 1u);  // only the folder
  EXPECT_TRUE(fs::is_directory(path("occupied")));
}

TEST_F(FileIoTest, FifoIsWrittenInPlaceNotReplaced) {
  ASSERT_EQ(::mkfifo(path("pipe").c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = *readFile(path("pipe")); });
  const std::string why = writeFileAtomically(path("pipe"), "through the pipe\n");
  // A reader still waiting (the write never opened the FIFO) sees its end instead of hanging.
  if (const int fd = ::open(path("pipe").c_str(), O_WRONLY | O_NONBLOCK); fd >= 0) ::close(fd);
  reader.join();
  EXPECT_EQ(why, "");
  EXPECT_EQ(received, "through the pipe\n");
  EXPECT_TRUE(fs::is_fifo(fs::symlink_status(path("pipe"))));
  EXPECT_EQ(entries(), 1u);
}

// /proc/self/fd/N of a pipe is a link whose text ("pipe:[N]") names no path: the kernel still
// opens it, so the bytes go into the pipe and nothing is created anywhere.
TEST_F(FileIoTest, PipeReachedThroughProcSelfFdIsWrittenInPlace) {
  int ends[2];
  ASSERT_EQ(::pipe(ends), 0);
  const std::string why =
      writeFileAtomically("/proc/self/fd/" + std::to_string(ends[1]), "into the pipe\n");
  ::close(ends[1]);
  char got[64] = {};
  const ssize_t n = ::read(ends[0], got, sizeof got);
  ::close(ends[0]);
  EXPECT_EQ(why, "");
  EXPECT_EQ(std::string(got, n > 0 ? static_cast<size_t>(n) : 0), "into the pipe\n");
}

// /proc/self/fd/N of a regular file says st_size 64 whatever the length of the path it holds:
// a longer path is still read whole, so the file itself is replaced, not one with a cut name.
TEST_F(FileIoTest, LongPathBehindProcSelfFdIsReadWhole) {
  const std::string name = std::string(100, 'n') + ".sheet";
  ASSERT_EQ(writeFileAtomically(path(name), "old\n"), "");
  const int fd = ::open(path(name).c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(fd, 0);
  const std::string why = writeFileAtomically("/proc/self/fd/" + std::to_string(fd), "new\n");
  ::close(fd);
  EXPECT_EQ(why, "");
  EXPECT_EQ(*readFile(path(name)), "new\n");
  EXPECT_EQ(entries(), 1u);
}

TEST_F(FileIoTest, SymlinkStaysALinkAndItsTargetGetsTheBytes) {
  fs::create_directories(path("real"));
  ASSERT_EQ(writeFileAtomically(path("real/a.sheet"), "old\n"), "");
  fs::create_symlink("real/a.sheet", path("link.sheet"));
  ASSERT_EQ(writeFileAtomically(path("link.sheet"), "new\n"), "");
  EXPECT_TRUE(fs::is_symlink(path("link.sheet")));
  EXPECT_EQ(*readFile(path("real/a.sheet")), "new\n");
  EXPECT_EQ(static_cast<size_t>(std::distance(fs::directory_iterator(path("real")), {})), 1u);
}

TEST_F(FileIoTest, DanglingSymlinkCreatesItsTarget) {
  fs::create_symlink("made.sheet", path("link.sheet"));
  ASSERT_EQ(writeFileAtomically(path("link.sheet"), "made\n"), "");
  EXPECT_TRUE(fs::is_symlink(path("link.sheet")));
  EXPECT_EQ(*readFile(path("made.sheet")), "made\n");
}

TEST_F(FileIoTest, ReadOnlyFileIsRefusedEvenForRoot) {
  ASSERT_EQ(writeFileAtomically(path("a.sheet"), "old\n"), "");
  fs::permissions(path("a.sheet"),
                  fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);  // 0444
  const std::string why = writeFileAtomically(path("a.sheet"), "new\n");
  EXPECT_EQ(why, path("a.sheet") + " is read-only: refusing to replace it");
  EXPECT_EQ(*readFile(path("a.sheet")), "old\n");
  EXPECT_EQ(entries(), 1u);
}

// A write that fails half way (here the process may write no more than 8 bytes to a file)
// says why and leaves neither the file nor its temporary file behind. Run in a child, whose
// limit dies with it.
TEST_F(FileIoTest, AFailedWriteLeavesNoTemporaryFile) {
  const pid_t child = ::fork();
  if (child == 0) {
    ::signal(SIGXFSZ, SIG_IGN);
    const rlimit eight_bytes{8, 8};
    ::setrlimit(RLIMIT_FSIZE, &eight_bytes);
    const std::string why = writeFileAtomically(path("a.sheet"), std::string(100, 'x'));
    ::_exit(why.find("cannot write") != std::string::npos ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "the write did not fail with a reason";
  EXPECT_EQ(entries(), 0u);
}

TEST_F(FileIoTest, ReplacedFileKeepsItsMode) {
  ASSERT_EQ(writeFileAtomically(path("a.sheet"), "old\n"), "");
  fs::permissions(path("a.sheet"), fs::perms::owner_read | fs::perms::owner_write);  // 0600
  ASSERT_EQ(writeFileAtomically(path("a.sheet"), "new\n"), "");
  EXPECT_EQ(fs::status(path("a.sheet")).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write);
}

TEST_F(FileIoTest, MissingFileIsAnInputError) {
  auto read = readFile(path("missing.sheet"));
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().file, path("missing.sheet"));
  EXPECT_EQ(read.error().line, 0);
  EXPECT_EQ(read.error().message, "cannot read: No such file or directory");
  EXPECT_EQ(read.error().format(),
            path("missing.sheet") + ": error: cannot read: No such file or directory");
}

TEST_F(FileIoTest, FolderIsAnInputError) {
  auto read = readFile(dir_.string());
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().message, "cannot read: Is a directory");
}

}  // namespace
}  // namespace dungeon

namespace dungeon {
namespace {

// The pid of a process that has come and gone (reaped, so no process has it until reused).
long deadPid() {
  const pid_t child = ::fork();
  if (child == 0) ::_exit(0);
  int status = 0;
  ::waitpid(child, &status, 0);
  return child;
}

TEST(TemporaryFiles, NameCarriesTheMarkerAndTheWritersPid) {
  EXPECT_EQ(temporaryPathFor("g/sheets/a.sheet", 1234), "g/sheets/a.sheet.dungeon-tmp-1234");
  EXPECT_EQ(temporaryWriter("a.sheet.dungeon-tmp-1234"), 1234);
  EXPECT_EQ(temporaryWriter("a.sheet.dungeon-tmp-"), std::nullopt);
  EXPECT_EQ(temporaryWriter("a.sheet.dungeon-tmp-12x"), std::nullopt);
  EXPECT_EQ(temporaryWriter("a.sheet.dungeon-tmp-0"), std::nullopt);
  EXPECT_EQ(temporaryWriter(".dungeon-tmp-12"), std::nullopt);
  EXPECT_EQ(temporaryWriter("a.sheet.tmp.1234"), std::nullopt);
  EXPECT_EQ(temporaryWriter("a.sheet"), std::nullopt);
}

TEST_F(FileIoTest, NextWriteRemovesAKilledWritersTemporaryFile) {
  const std::string stale = temporaryPathFor(path("a.sheet"), deadPid());
  std::ofstream(stale) << "half a sheet";
  const auto found = temporaryFilesIn(dir_.string());
  ASSERT_EQ(found.size(), 1u);
  EXPECT_FALSE(found[0].writer_alive);
  ASSERT_EQ(writeFileAtomically(path("b.sheet"), "whole\n"), "");
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_EQ(entries(), 1u);
}

// A bare folder ("") is the current one, and its temporary files are named as they stand there.
TEST_F(FileIoTest, TemporaryFilesOfTheCurrentFolderAreNamedBare) {
  const std::string name = "a.sheet.dungeon-tmp-" + std::to_string(deadPid());
  std::ofstream(path(name)) << "half a sheet";
  const fs::path before = fs::current_path();
  fs::current_path(dir_);
  const auto found = temporaryFilesIn("");
  fs::current_path(before);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].path, name);
  EXPECT_FALSE(found[0].writer_alive);
}

TEST_F(FileIoTest, WriteLeavesALiveWritersTemporaryFileAndOtherFiles) {
  const std::string live = temporaryPathFor(path("a.sheet"), ::getppid());
  const std::string mine = temporaryPathFor(path("c.sheet"), ::getpid());
  for (const std::string& name : {live, mine, path("a.sheet.tmp.1"), path("notes.txt")}) {
    std::ofstream(name) << "x";
  }
  ASSERT_EQ(writeFileAtomically(path("b.sheet"), "whole\n"), "");
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(mine));
  EXPECT_EQ(entries(), 5u);
  for (const TemporaryFile& file : temporaryFilesIn(dir_.string())) EXPECT_TRUE(file.writer_alive);
}

}  // namespace
}  // namespace dungeon
