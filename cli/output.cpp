// Output and option helpers shared by the subcommands: stdout or atomic file output, warning
// lines, and validators that reuse the sheet's option rules.
#include "cli/output.h"

#include <fmt/format.h>

#include <cstdio>

#include "model/dungeon.h"
#include "model/sheet.h"

namespace dungeon::cli {

bool writeOutput(const std::string& path, std::string_view bytes) {
  if (path.empty() || path == "-") {
    fmt::print("{}", bytes);
    return std::fflush(stdout) == 0;
  }
  if (auto why = writeFileAtomically(path, bytes); !why.empty()) {
    fmt::print(stderr, "{}: error: {}\n", path, why);
    return false;
  }
  return true;
}

std::string formatWarning(const InputError& warning) {
  std::string where;
  if (!warning.file.empty()) where = warning.file + ":";
  if (warning.line > 0) where += fmt::format("{}:", warning.line);
  if (warning.line > 0 && warning.column > 0) where += fmt::format("{}:", warning.column);
  if (!where.empty()) where += " ";
  return where + "warning: " + warning.message;
}

CLI::Validator optionWordValidator(std::string key) {
  return CLI::Validator(
      [key](std::string& value) -> std::string {
        Result<Options> parsed = parseOptions(key + "=" + value);
        return parsed.ok() ? std::string() : parsed.error().message;
      },
      key == "size" ? "WxH" : "NAME");
}

}  // namespace dungeon::cli
