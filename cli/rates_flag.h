// `--rates FILE` of generate, sweep, matrix and render: the generator's rates read from a file
// (generator/core/rates_file.h) instead of the built-in table, so a designer tunes a rate without a
// rebuild. Without the flag the built-in rates are used and no byte changes. The file is named
// in reports by its path and its XXH3-64 (generator/core/rates.h, ratesLabel).
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>

namespace dungeon::cli {

// Adds --rates FILE to `app`, read into `file`.
void addRatesFlag(CLI::App& app, std::string& file);

// Reads `file` ("" does nothing) and installs its rates for the rest of the run. False, with
// "dungeon COMMAND: error: ..." or the file's line and column printed, when it cannot be read
// or is refused. Call before any generation starts.
bool installRatesFile(const std::string& file, std::string_view command);

}  // namespace dungeon::cli
