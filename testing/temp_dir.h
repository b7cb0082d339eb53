// A test's own folder in the system temporary folder: a new, empty folder made with mkdtemp
// ("<prefix>-XXXXXX"), so runs of the same test by different users, or at the same time,
// never share (or remove) each other's folder. Each test removes its own folder afterwards.
#pragma once

#include <filesystem>
#include <string>

namespace dungeon::testing {

// Makes and returns a fresh folder under std::filesystem::temp_directory_path(). Throws
// std::filesystem::filesystem_error when it cannot.
std::filesystem::path makeTempDir(const std::string& prefix);

}  // namespace dungeon::testing
