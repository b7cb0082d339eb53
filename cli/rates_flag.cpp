// --rates FILE read and installed (rates_flag.h).
#include "cli/rates_flag.h"

#include <fmt/format.h>

#include <cstdio>

#include "generator/core/rates_file.h"
#include "model/sheet.h"
#include "util/file_io.h"
#include "util/hash.h"

namespace dungeon::cli {

void addRatesFlag(CLI::App& app, std::string& file) {
  app.add_option("--rates", file,
                 "Draw with the rates of FILE instead of the built-in ones (`dungeon rates` "
                 "writes them; a rate the file leaves out keeps its built-in value)")
      ->type_name("FILE");
}

bool installRatesFile(const std::string& file, std::string_view command) {
  if (file.empty()) return true;
  const Result<std::string> text = readFile(file);
  if (!text) {
    fmt::print(stderr, "dungeon {}: error: --rates {}: {}\n", command, file, text.error().message);
    return false;
  }
  const Result<gen::Rates> rates = gen::readRates(*text, file);
  if (!rates) {
    fmt::print(stderr, "{}\n", rates.error().format());
    return false;
  }
  gen::useRates(*rates, fmt::format("{} (xxh3 {})", file, hashHex(hashBytes(*text))));
  return true;
}

}  // namespace dungeon::cli
