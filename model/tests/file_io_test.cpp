// Tests of whole-file reads and atomic writes: bytes survive exactly, a failed write leaves no
// temporary file behind, and an unreadable file is an InputError naming the file and the reason.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "model/sheet.h"

namespace dungeon {
namespace {

namespace fs = std::filesystem;

// A fresh empty folder for one test, removed afterwards.
class FileIoTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() /
           (std::string("model_file_io_") + info->name() + "_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
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

TEST_F(FileIoTest, FailedRenameRemovesTheTemporaryFile) {
  fs::create_directories(path("occupied/child"));  // a non-empty folder cannot be replaced
  const std::string why = writeFileAtomically(path("occupied"), "x");
  EXPECT_NE(why.find("cannot rename"), std::string::npos) << why;
  EXPECT_EQ(entries(), 1u);  // only the folder
  EXPECT_TRUE(fs::is_directory(path("occupied")));
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
