// Reading a compare's side: a report's rows replayed into a tally, or parts merged.
#include "sweeps/compare_input.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "model/options.h"
#include "model/sheet.h"
#include "sweeps/part.h"
#include "sweeps/sweep_report.h"
#include "util/file_io.h"
#include "util/json_problem.h"

namespace dungeon::sweeps {
namespace {

using nlohmann::ordered_json;

InputError refusal(const std::string& file, std::string message) {
  return InputError{file, 0, 0, std::move(message)};
}

Result<ordered_json> parseJson(std::string_view text, const std::string& file) {
  try {
    return ordered_json::parse(text);
  } catch (const nlohmann::json::parse_error& error) {
    const auto [line, column] = lineAndColumn(text, error.byte == 0 ? 0 : error.byte - 1);
    return InputError{file, line, column, "not a sweep report or part: the JSON does not parse"};
  }
}

Result<SweepSide> sideOfParts(std::vector<std::string> files, const std::string& source) {
  std::vector<SweepPart> parts;
  for (const std::string& file : files) {
    Result<SweepPart> part = readPart(file);
    if (!part) return part.error();
    parts.push_back(std::move(*part));
  }
  Result<SweepPart> whole = mergeParts(std::move(parts), files);
  if (!whole) return whole.error();
  if (whole->keeps.seed_rows) {
    const std::vector<SeedRow>& rows = whole->tally.seed_rows;
    if (rows.size() != static_cast<size_t>(whole->config.seeds)) {
      return refusal(source, fmt::format("its parts hold {} rows for {} seeds", rows.size(),
                                         whole->config.seeds));
    }
    for (const SeedRow& row : rows) {
      try {
        seedOutcomeOfRow(rowJson(row));
      } catch (const std::exception& error) {
        return refusal(source, fmt::format("the row of seed {} does not read back ({})", row.seed,
                                           plainJsonProblem(error)));
      }
    }
  }
  return SweepSide{source, whole->config, std::move(whole->tally), whole->keeps.seed_rows};
}

// The rows of a report replayed seed by seed, checked against its seeds.
Result<Tally> tallyOfRows(const ordered_json& rows, const SweepConfig& config,
                          const std::string& file) {
  if (!rows.is_array() || rows.size() != static_cast<size_t>(config.seeds)) {
    return refusal(file, fmt::format("not a sweep report: it names {} seeds but has {} rows",
                                     config.seeds, rows.is_array() ? rows.size() : 0));
  }
  Tally tally;
  uint64_t expected = config.first;
  for (const ordered_json& row : rows) {
    SeedOutcome seed = seedOutcomeOfRow(row);
    if (seed.seed != expected) {
      return refusal(file, fmt::format("not a sweep report: row of seed {} where seed {} belongs",
                                       seed.seed, expected));
    }
    ++expected;
    addSeed(tally, seed, {.stage_failures = false, .seed_rows = true});
  }
  finishTally(tally);
  return tally;
}

}  // namespace

Result<SweepSide> parseSweepReport(std::string_view text, const std::string& file) {
  Result<ordered_json> json = parseJson(text, file);
  if (!json) return json.error();
  if (!json->is_object()) return refusal(file, "not a sweep report or part: not a JSON object");
  const std::string format = json->value("format", "");
  if (format.empty() && json->contains("per_seed")) {
    return refusal(file,
                   fmt::format("a sweep report without a format (made before \"{}\"): it names "
                               "no options; sweep again with this tool",
                               kSweepReportFormat));
  }
  if (format != kSweepReportFormat) {
    return refusal(file, fmt::format("not a sweep report (\"format\": \"{}\") or part (\"{}\")",
                                     kSweepReportFormat, partFormat()));
  }
  try {
    SweepSide side;
    // A sweep made under --rates FILE names its rates beside its file in the compare.
    side.source = json->contains("rates")
                      ? fmt::format("{}, rates {}", file, json->at("rates").get<std::string>())
                      : file;
    Result<Options> options = parseOptions(json->at("options").get<std::string>());
    if (!options) return refusal(file, "its options: " + options.error().message);
    side.config.options = *options;
    side.config.seeds = json->at("seeds").get<int>();
    side.config.first = json->at("first").get<uint64_t>();
    if (side.config.seeds < 1) return refusal(file, "not a sweep report: no seeds");
    Result<Tally> tally = tallyOfRows(json->at("per_seed"), side.config, file);
    if (!tally) return tally.error();
    side.tally = std::move(*tally);
    side.rows = true;
    return side;
  } catch (const std::exception& error) {
    return refusal(file, fmt::format("not a sweep report: a field is missing or wrong ({})",
                                     plainJsonProblem(error)));
  }
}

Result<SweepSide> readSweepSide(const std::string& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(path, error)) {
      if (entry.path().extension() == ".json" && entry.is_regular_file(error))
        files.push_back(entry.path().string());
    }
    if (error) return refusal(path, error.message());
    if (files.empty()) return refusal(path, "a folder with no part files (*.json)");
    std::sort(files.begin(), files.end());
    return sideOfParts(std::move(files), path);
  }
  Result<std::string> text = readFile(path);
  if (!text) return text.error();
  Result<ordered_json> json = parseJson(*text, path);
  if (!json) return json.error();
  if (json->is_object() && json->value("format", "") == partFormat()) {
    return sideOfParts({path}, path);
  }
  return parseSweepReport(*text, path);
}

}  // namespace dungeon::sweeps
