// Pending golden changes, reviewed before they are accepted: for each name whose check found a
// change, a pending folder (outside the golden folder, e.g. build/golden-pending) holds the new
// sheet (<name>.sheet.new) and trace (<name>.trace.new), a picture of the stored and new floors
// (<name>.svg), one of the row the change began in before and after it ran (<name>.stage.svg,
// when it began in a row) and a record (<name>.pending) of what the golden folder held when the
// check ran and why the dungeon changed. Accepting re-checks that
// record, so a change is never accepted over a stored file that moved since it was reviewed.
// Nothing here ever deletes a file of the golden folder.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "golden/check.h"
#include "golden/golden_dir.h"
#include "util/result.h"

namespace dungeon::golden {

class PendingDir {
 public:
  explicit PendingDir(std::filesystem::path root) : root_(std::move(root)) {}
  const std::filesystem::path& root() const { return root_; }
  std::filesystem::path sheetOf(std::string_view name) const;
  std::filesystem::path pictureOf(std::string_view name) const;
  std::filesystem::path recordOf(std::string_view name) const;
  std::filesystem::path traceOf(std::string_view name) const;
  std::filesystem::path stagePictureOf(std::string_view name) const;

 private:
  std::filesystem::path root_;
};

// What the golden folder held for a name when its check ran: the hash of the stored sheet's
// bytes and its hashes.txt line ("none" when missing), and the new sheet's hash.
struct PendingRecord {
  std::string name;
  std::string stored_sheet = "none";
  std::string stored_hash = "none";
  std::string new_hash;
  std::string why;  // the check's one line on why it changed (NameCheck::why); "" when none
};

// The default pending folder of a golden folder: build/golden-pending beside it (in the
// repository's build folder, which git ignores), as an absolute path; never inside it, however
// the golden folder is spelled ("golden", "golden/", ".").
std::filesystem::path defaultPendingRoot(const GoldenDir& golden);

// Writes the pending files of `check` (a change whose generation passed): its new sheet and
// trace, the picture, the row's picture when `stage_picture` is not empty, and the record, each
// atomically. Returns "" or what went wrong.
std::string writePending(const PendingDir& pending, const GoldenDir& golden, const NameCheck& check,
                         std::string_view picture, std::string_view stage_picture = {});
// Removes the pending files of `name`, if any.
void clearPending(const PendingDir& pending, std::string_view name);

// Names with a pending record, sorted.
std::vector<std::string> pendingNames(const PendingDir& pending);
Result<PendingRecord> readPending(const PendingDir& pending, std::string_view name);

// One pending name's review: its hashes, the first differing line of each changed section
// against today's stored sheet, the whole unified diff of the stored sheet against the new one
// (golden/unified_diff.h), and the paths of the new sheet and of the side-by-side picture.
std::string reviewEntry(const PendingDir& pending, const GoldenDir& golden, std::string_view name);

// The review of `names` (every pending name when empty, sorted), each as reviewEntry says
// ("NAME: nothing pending" for a name with none), and a last line counting them.
std::string formatReview(const PendingDir& pending, const GoldenDir& golden,
                         const std::vector<std::string>& names = {});

// The lines the pending changes of `names` (every pending name when empty) move against
// today's stored sheets: removed plus added (unified_diff.h's countLineChanges), summed; a name
// with nothing pending adds nothing.
int64_t pendingLinesMoved(const PendingDir& pending, const GoldenDir& golden,
                          const std::vector<std::string>& names = {});

// Accepts `name`: refused ("" is success) when it has no pending files, when the pending
// sheet is not the one checked, or when the stored sheet or its hashes.txt line changed since
// the check. Writes the sheet, the trace and hashes.txt atomically, then removes the pending
// files.
std::string acceptPending(const PendingDir& pending, const GoldenDir& golden,
                          std::string_view name);

}  // namespace dungeon::golden
