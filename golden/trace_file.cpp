// Writes and reads golden trace files.
#include "golden/trace_file.h"

#include <fmt/format.h>

namespace dungeon::golden {
namespace {

constexpr std::string_view kHeader = "dungeon-trace 1";

bool isTraceLine(std::string_view line) {
  return line.starts_with("row ") || line.starts_with("verdict ") || line.starts_with("kept ");
}

}  // namespace

std::string traceFileText(std::string_view name, const std::vector<std::string>& lines) {
  std::string text = fmt::format("{}\nname {}\n", kHeader, name);
  for (const std::string& line : lines) text += line + '\n';
  return text;
}

Result<std::vector<std::string>> parseTraceFile(std::string_view text, std::string_view file,
                                                std::string_view name) {
  std::vector<std::string> lines;
  int number = 0;
  size_t at = 0;
  while (at < text.size()) {
    const size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    ++number;
    if (number == 1 && line != kHeader) {
      return InputError{std::string(file), 1, 1,
                        fmt::format("not a trace file: the first line must be '{}'", kHeader)};
    }
    if (number == 2 && line != fmt::format("name {}", name)) {
      return InputError{std::string(file), 2, 1,
                        fmt::format("the trace of another dungeon: expected 'name {}'", name)};
    }
    if (number <= 2) continue;
    if (!isTraceLine(line)) {
      return InputError{std::string(file), number, 1, "not a trace line (row, verdict or kept)"};
    }
    lines.emplace_back(line);
  }
  if (number < 2)
    return InputError{std::string(file), number + 1, 1, "the trace file ends before its header"};
  return lines;
}

}  // namespace dungeon::golden
