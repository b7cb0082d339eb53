// `dungeon rates [--dump | --check FILE]`: prints the built-in rate table as a rates file (the
// starting point for --rates FILE, docs/rates.md; --dump says so explicitly); with --check, reads
// FILE as --rates would and prints the rates in which it differs from the built-in table, or where
// it is refused (exit 2).
#include <fmt/format.h>

#include <memory>
#include <string>

#include "cli/command.h"
#include "cli/output.h"
#include "generator/core/rates_file.h"
#include "model/sheet.h"
#include "util/file_io.h"

namespace dungeon::cli {
namespace {

struct RatesArgs {
  bool dump = false;
  std::string check;
};

// "FILE: its rates differ from the built-in table in N: NAME built-in -> file ..."
std::string differences(const std::string& file, const gen::Rates& read) {
  std::string lines;
  int count = 0;
  for (const gen::RateField& field : gen::rateFields()) {
    const int built_in = field.valueIn(gen::kRates);
    const int from_file = field.valueIn(read);
    if (built_in == from_file) continue;
    ++count;
    lines += fmt::format("  {} {} -> {}\n", field.name, built_in, from_file);
  }
  if (count == 0) return fmt::format("{}: the built-in rates\n", file);
  return fmt::format("{}: differs from the built-in rates in {} (built-in -> file):\n{}", file,
                     count, lines);
}

int runRates(const RatesArgs& args) {
  if (args.check.empty())
    return writeOutput("", gen::ratesText(gen::kRates)) ? kExitOk : kExitWriteFailed;
  const Result<std::string> text = readFile(args.check);
  if (!text) {
    fmt::print(stderr, "dungeon rates: error: {}: {}\n", args.check, text.error().message);
    return kExitBadInput;
  }
  const Result<gen::Rates> rates = gen::readRates(*text, args.check);
  if (!rates) {
    fmt::print(stderr, "{}\n", rates.error().format());
    return kExitBadInput;
  }
  return writeOutput("", differences(args.check, *rates)) ? kExitOk : kExitWriteFailed;
}

}  // namespace

Command addRatesCommand(CLI::App& parent) {
  auto args = std::make_shared<RatesArgs>();
  CLI::App* app = parent.add_subcommand(
      "rates", "Print the built-in rates as a file for --rates, or check such a file");
  CLI::Option* dump = app->add_flag("--dump", args->dump,
                                    "Print the built-in rates as a rates file (also the default)");
  app->add_option("--check", args->check,
                  "Read FILE as --rates would and print where it differs from the built-in rates")
      ->type_name("FILE")
      ->excludes(dump);
  return {app, [args] { return runRates(*args); }};
}

}  // namespace dungeon::cli
