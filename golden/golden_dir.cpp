// Reads a golden folder: its list, its hash table (hashes.txt, strictly parsed with line and
// column in errors) and which sheets it holds. Never writes.
#include "golden/golden_dir.h"

#include <fmt/format.h>

#include <algorithm>

#include "model/sheet.h"
#include "util/file_io.h"

namespace dungeon::golden {
namespace {

constexpr size_t kHashDigits = 16;

bool isHashText(std::string_view text) {
  return text.size() == kHashDigits && std::all_of(text.begin(), text.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

// Parses one "<name> <hash>" line into `table`; returns "" or why it is malformed, with the
// 0-based column of the problem in `column`.
std::string parseHashLine(std::string_view line, HashTable& table, size_t& column) {
  const size_t space = line.find(' ');
  const std::string_view name = line.substr(0, std::min(space, line.size()));
  column = 0;
  if (auto why = validateName(name); !why.empty()) return why;
  if (space == std::string_view::npos) return "expected '<name> <16 hex digits>'";
  column = space + 1;
  if (!isHashText(line.substr(space + 1))) return "expected 16 lowercase hex digits";
  column = 0;
  if (!table.emplace(std::string(name), std::string(line.substr(space + 1))).second) {
    return fmt::format("'{}' appears twice", name);
  }
  return "";
}

}  // namespace

std::filesystem::path GoldenDir::sheetOf(std::string_view name) const {
  return sheetsDir() / (std::string(name) + ".sheet");
}

std::filesystem::path GoldenDir::traceOf(std::string_view name) const {
  return tracesDir() / (std::string(name) + ".trace");
}

Result<HashTable> parseHashes(std::string_view text, std::string_view file) {
  HashTable table;
  int line = 0;
  for (size_t pos = 0; pos < text.size();) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    const std::string_view content = text.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (content.empty()) continue;
    size_t column = 0;
    if (auto why = parseHashLine(content, table, column); !why.empty()) {
      return InputError{std::string(file), line, static_cast<int>(column) + 1, why};
    }
  }
  return table;
}

std::string formatHashes(const HashTable& table) {
  std::string text;
  for (const auto& [name, hash] : table) text += fmt::format("{} {}\n", name, hash);
  return text;
}

Result<std::vector<NamedDungeon>> loadNamedList(const GoldenDir& dir) {
  const std::string path = dir.namedList().string();
  Result<std::string> text = readFile(path);
  if (!text) return text.error();
  return parseNamedList(*text, path);
}

Result<HashTable> loadHashes(const GoldenDir& dir) {
  const std::string path = dir.hashesFile().string();
  std::error_code ignored;
  if (!std::filesystem::exists(path, ignored)) return HashTable{};
  Result<std::string> text = readFile(path);
  if (!text) return text.error();
  return parseHashes(*text, path);
}

namespace {

// The stems of the regular files of `folder` that end in `extension`, sorted.
std::vector<std::string> stemsIn(const std::filesystem::path& folder, std::string_view extension) {
  std::vector<std::string> names;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::filesystem::path& path = entry.path();
    if (entry.is_regular_file() && path.extension() == extension) {
      names.push_back(path.stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

std::vector<std::string> sheetNames(const GoldenDir& dir) {
  return stemsIn(dir.sheetsDir(), ".sheet");
}

std::vector<std::string> traceNames(const GoldenDir& dir) {
  return stemsIn(dir.tracesDir(), ".trace");
}

Result<FoundGoldenDir> findGoldenDir(const std::filesystem::path& start) {
  std::error_code ignored;
  std::filesystem::path checkout;
  for (std::filesystem::path at = std::filesystem::absolute(start, ignored);;
       at = at.parent_path()) {
    if (std::filesystem::is_regular_file(at / "golden" / "named.txt", ignored)) {
      return FoundGoldenDir{at / "golden", "the repository of the current directory"};
    }
    if (checkout.empty() && std::filesystem::exists(at / ".git", ignored)) checkout = at;
    if (at == at.parent_path() || at.empty()) break;
  }
  if (!checkout.empty()) {
    return InputError{"", 0, 0,
                      fmt::format("the checkout at {} has no golden/named.txt: pass --dir DIR",
                                  checkout.string())};
  }
  return InputError{"", 0, 0,
                    fmt::format("{} is not inside a repository with golden/named.txt: give the "
                                "golden folder with --dir DIR",
                                std::filesystem::absolute(start, ignored).string())};
}

}  // namespace dungeon::golden
