// Pending changes' folder and records: the default folder sits beside the golden folder
// however that is spelled, never inside it; a record reads back what was written, and a
// malformed or missing one is refused.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "golden/pending.h"

namespace dungeon::golden {
namespace {

namespace fs = std::filesystem;

TEST(Pending, DefaultFolderIsBesideTheGoldenFolder) {
  const fs::path repo = fs::temp_directory_path() / "pending-test-repo";
  const fs::path expected = repo / "build" / "golden-pending";
  EXPECT_EQ(defaultPendingRoot(GoldenDir(repo / "golden")), expected);
  EXPECT_EQ(defaultPendingRoot(GoldenDir(repo / "golden" / "")), expected);
  EXPECT_EQ(defaultPendingRoot(GoldenDir(repo / "golden" / ".")), expected);
  EXPECT_EQ(defaultPendingRoot(GoldenDir(repo / "x" / ".." / "golden")), expected);
}

TEST(Pending, RecordsAreStrict) {
  const fs::path root = fs::temp_directory_path() / "pending-test-records";
  fs::remove_all(root);
  fs::create_directories(root);
  const PendingDir pending(root);
  EXPECT_FALSE(readPending(pending, "nothing").ok());
  std::ofstream(pending.recordOf("broken")) << "golden-pending 1\nname other\n";
  EXPECT_FALSE(readPending(pending, "broken").ok());
  std::ofstream(pending.recordOf("fine"))
      << "golden-pending 1\nname fine\nstored-sheet none\nstored-hash none\nnew-hash "
         "0123456789abcdef\n";
  Result<PendingRecord> record = readPending(pending, "fine");
  ASSERT_TRUE(record.ok());
  EXPECT_EQ(record->new_hash, "0123456789abcdef");
  EXPECT_EQ(record->stored_sheet, "none");
  EXPECT_EQ(pendingNames(pending), (std::vector<std::string>{"broken", "fine"}));
  clearPending(pending, "fine");
  EXPECT_EQ(pendingNames(pending), std::vector<std::string>{"broken"});
  fs::remove_all(root);
}

}  // namespace
}  // namespace dungeon::golden
