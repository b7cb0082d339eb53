// The layout of a golden folder and its hash table. A folder holds named.txt (the list),
// hashes.txt ("<name> <16 hex digits>" per line, sorted by name: the gate) and
// sheets/<name>.sheet (the full canonical text: what a reviewer reads) and traces/<name>.trace
// (its stage trace: why it changed, trace_file.h). Reading never changes the folder; only
// update.h and accept (pending.h) write to it.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "golden/named_list.h"
#include "util/result.h"

namespace dungeon::golden {

class GoldenDir {
 public:
  explicit GoldenDir(std::filesystem::path root) : root_(std::move(root)) {}

  const std::filesystem::path& root() const { return root_; }
  std::filesystem::path namedList() const { return root_ / "named.txt"; }
  std::filesystem::path hashesFile() const { return root_ / "hashes.txt"; }
  std::filesystem::path sheetsDir() const { return root_ / "sheets"; }
  std::filesystem::path sheetOf(std::string_view name) const;
  std::filesystem::path tracesDir() const { return root_ / "traces"; }
  std::filesystem::path traceOf(std::string_view name) const;

 private:
  std::filesystem::path root_;
};

// Name -> 16 hex digits; a std::map, so it iterates (and is written) sorted by name.
using HashTable = std::map<std::string, std::string, std::less<>>;

// Parses hashes.txt text; errors carry file, line and column.
Result<HashTable> parseHashes(std::string_view text, std::string_view file);
// The hashes.txt text of a table: one "<name> <hash>" line per entry, sorted by name.
std::string formatHashes(const HashTable& table);

// The folder's list. Errors: unreadable or malformed named.txt.
Result<std::vector<NamedDungeon>> loadNamedList(const GoldenDir& dir);
// The folder's hash table; a folder without hashes.txt has an empty table.
Result<HashTable> loadHashes(const GoldenDir& dir);
// Names of the sheets/*.sheet files, sorted; empty when there is no sheets/ folder.
std::vector<std::string> sheetNames(const GoldenDir& dir);
// Names of the traces/*.trace files, sorted; empty when there is no traces/ folder.
std::vector<std::string> traceNames(const GoldenDir& dir);

// The golden folder a command uses when none is given, and why that one.
struct FoundGoldenDir {
  std::filesystem::path root;
  std::string reason;  // "the repository of the current directory", ...
};

// The golden/ folder (one holding named.txt) of the nearest folder at or above `start`. None:
// an error that says to give the folder with --dir (inside a checkout with no golden folder, or
// outside any checkout: the tool never falls back to a source tree the user did not name).
Result<FoundGoldenDir> findGoldenDir(const std::filesystem::path& start);

}  // namespace dungeon::golden
