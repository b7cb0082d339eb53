// Loads and runs scenario scripts (docs/scenarios.md): a sheet, then one command per line. This
// part reads the sheet (a file beside the scenario or an inline sheet, through the import) and
// hands each script line to its command (scenario_commands.cpp, scenario_expect.cpp).
#include "sim/scenario/scenario.h"

#include <fmt/format.h>

#include <filesystem>

#include "model/sheet.h"
#include "sim/live/import.h"
#include "sim/scenario/scenario_runner.h"
#include "util/file_io.h"

namespace dungeon::sim {
namespace scenario_running {
namespace {

bool skipped(std::string_view line) {
  const size_t first = line.find_first_not_of(' ');
  return first == std::string_view::npos || line[first] == ';';
}

}  // namespace

Result<ScenarioOutcome> Runner::run(std::string_view text) {
  std::vector<std::string_view> lines;
  for (size_t pos = 0; pos <= text.size();) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  size_t i = 0;
  if (auto p = readSheet(lines, i)) return *p;
  for (; i < lines.size(); ++i) {
    auto p = runLine(lines[i], static_cast<int>(i) + 1);
    if (!p) continue;
    if (!failed_) return *p;
    outcome_.failure = std::move(*p);
    break;
  }
  return outcome_;
}

InputError Runner::fail(int line, int column, std::string message) const {
  return InputError{file_, line, column, std::move(message)};
}

InputError Runner::fail(const Word& word, std::string message) const {
  return fail(line_, word.column, std::move(message));
}

Problem Runner::failed(const Word& word, std::string message) {
  failed_ = true;
  return fail(word, std::move(message));
}

// The first content line: `sheet FILE`, or `sheet` followed by the sheet and `end sheet`.
Problem Runner::readSheet(const std::vector<std::string_view>& lines, size_t& i) {
  while (i < lines.size() && skipped(lines[i])) ++i;
  if (i == lines.size() || lines[i].substr(0, 5) != "sheet") {
    return fail(static_cast<int>(std::min(i, lines.size() - 1)) + 1, 1,
                "a scenario starts with 'sheet FILE' or 'sheet' and an inline sheet");
  }
  const int header = static_cast<int>(i) + 1;
  const std::string_view rest = lines[i].substr(5);
  const size_t name_at = rest.find_first_not_of(' ');
  ++i;
  if (name_at != std::string_view::npos) {
    const std::string name(rest.substr(name_at));
    const auto path = std::filesystem::path(file_).parent_path() / name;
    auto text = readFile(path.string());
    if (!text) return fail(header, static_cast<int>(name_at) + 6, text.error().message);
    return load(*text, path.string(), 0);
  }
  std::string sheet;
  const size_t first = i;
  while (i < lines.size() && lines[i] != "end sheet") {
    sheet += lines[i++];
    sheet += '\n';
  }
  if (i == lines.size()) return fail(header, 1, "inline sheet has no 'end sheet' line");
  ++i;
  return load(sheet, file_, static_cast<int>(first));
}

// Imports the sheet; errors and warnings of an inline sheet are moved to the scenario's own
// lines.
Problem Runner::load(const std::string& text, const std::string& name, int line_offset) {
  auto sheet = importDungeonText(text, name);
  if (!sheet) {
    InputError e = sheet.error();
    e.line += line_offset;
    return e;
  }
  for (InputError warning : sheet->warnings) {
    if (warning.line > 0) warning.line += line_offset;
    outcome_.warnings.push_back(std::move(warning));
  }
  dungeon_ = std::make_unique<Dungeon>(std::move(sheet->dungeon));
  world_ = std::make_unique<World>(*dungeon_);
  scene_ = std::make_unique<Scene>(*world_);
  return std::nullopt;
}

Problem Runner::runLine(std::string_view text, int number) {
  if (skipped(text)) return std::nullopt;
  line_ = number;
  int bad = 0;
  auto words = splitScriptLine(text, bad);
  if (!words) return fail(number, bad, "unclosed '\"'");
  ++outcome_.steps;
  const Word& verb = words->front();
  const auto handler = handlers().find(verb.text);
  if (handler == handlers().end()) {
    return fail(verb, fmt::format("unknown command '{}' (commands: {})", verb.text, verbList()));
  }
  return (this->*handler->second)(*words);
}

const std::map<std::string, Runner::Handler>& Runner::handlers() {
  static const std::map<std::string, Handler> kHandlers = {
      {"body", &Runner::body},
      {"move", &Runner::move},
      {"climb", &Runner::climb},
      {"walk", &Runner::walk},
      {"use", &Runner::use},
      {"look", &Runner::look},
      {"stand", &Runner::stand},
      {"chase", &Runner::chase},
      {"clock", &Runner::clock},
      {"advance", &Runner::advance},
      {"expect", &Runner::expect},
      {"dirt", &Runner::dirtSeed},
      {"dig", &Runner::digCommand},
      {"pack", &Runner::packCommand},
      {"reinforce", &Runner::reinforceCommand},
      {"container", &Runner::containerCommand},
      {"push", &Runner::pushCommand},
      {"tunnel", &Runner::tunnelCommand},
  };
  return kHandlers;
}

std::string Runner::verbList() {
  std::string out;
  for (const auto& [name, handler] : handlers()) out += (out.empty() ? "" : ", ") + name;
  return out;
}

}  // namespace scenario_running

Result<ScenarioOutcome> runScenario(std::string_view text, const std::string& file) {
  return scenario_running::Runner(file).run(text);
}

Result<ScenarioOutcome> runScenarioFile(const std::string& path) {
  auto text = readFile(path);
  if (!text) return text.error();
  return runScenario(*text, path);
}

}  // namespace dungeon::sim
