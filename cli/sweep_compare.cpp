// `dungeon sweep compare`: reads the sides, compares each pair, and writes the reports; draws
// the seeds that moved most with both builds' tools when given.
#include "cli/sweep_compare.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/command.h"
#include "cli/flags.h"
#include "cli/output.h"
#include "cli/run_tool.h"
#include "model/sheet.h"
#include "render/picture.h"
#include "reports/compare_html.h"
#include "sweeps/compare_input.h"
#include "sweeps/compare_report.h"
#include "sweeps/summary.h"
#include "util/file_io.h"

namespace dungeon::cli {
namespace {

int refuse(const std::string& message) {
  fmt::print(stderr, "dungeon sweep compare: error: {}\n", message);
  return kExitBadInput;
}

int refuse(const InputError& error) {
  fmt::print(stderr, "dungeon sweep compare: {}\n", error.format());
  return kExitBadInput;
}

// The dungeon of `seed` as `tool` generates it, read back from its sheet.
Result<Dungeon> generatedBy(const std::string& tool, uint64_t seed, const Options& options) {
  std::vector<std::string> args = {"generate", "--seed", std::to_string(seed)};
  for (const std::string& flag : generateFlags(options)) args.push_back(flag);
  args.insert(args.end(), {"-o", "-"});
  Result<ToolOutput> run = runTool(tool, args);
  if (!run) return run.error();
  Result<ReadSheet> sheet = readSheet(run->out, "seed-" + std::to_string(seed));
  if (!sheet) {
    return InputError{tool, 0, 0,
                      fmt::format("generate --seed {} (exit {}) wrote no sheet this tool reads: {}",
                                  seed, run->exit_code, sheet.error().message)};
  }
  return std::move(sheet->dungeon);
}

reports::ComparePictures drawMovedSeeds(const sweeps::Comparison& c, const CompareArgs& args) {
  reports::ComparePictures pictures;
  if (args.before_tool.empty() || args.after_tool.empty()) {
    pictures.missing =
        "No pictures: give both builds' tools (--before-tool and --after-tool) to draw the "
        "seeds that moved most.";
    return pictures;
  }
  for (size_t i = 0; i < c.sweeps.size(); ++i) {
    const sweeps::SweepComparison& s = c.sweeps[i];
    if (!s.paired) continue;
    int drawn = 0;
    for (const sweeps::SeedMove& move : s.paired->most_moved) {
      if (drawn++ >= reports::kComparePictures) break;
      Result<Dungeon> before = generatedBy(args.before_tool, move.seed, s.options);
      Result<Dungeon> after = generatedBy(args.after_tool, move.seed, s.options);
      if (!before || !after) {
        const InputError& error = before ? after.error() : before.error();
        fmt::print(stderr, "dungeon sweep compare: no picture of seed {}: {}\n", move.seed,
                   error.format());
        pictures.missing = "Some seeds have no picture: " + error.format();
        continue;
      }
      pictures.svg[{i, move.seed}] = render::renderDiffSvg(*before, *after);
    }
  }
  return pictures;
}

Result<sweeps::CompareSettings> settingsOf(const CompareArgs& args) {
  sweeps::CompareSettings settings;
  settings.alpha = args.alpha;
  settings.paired = args.paired;
  settings.resolution = args.resolution / 100.0;
  if (args.thresholds.empty()) return settings;
  Result<std::string> text = readFile(args.thresholds);
  if (!text) return text.error();
  Result<sweeps::Thresholds> thresholds = sweeps::parseThresholds(*text, args.thresholds);
  if (!thresholds) return thresholds.error();
  settings.thresholds = std::move(*thresholds);
  return settings;
}

// The compare's report files as output options.
std::vector<OutputFile> outputFiles(const CompareArgs& args) {
  return {{"--json", args.json}, {"--html", args.html}, {"--markdown", args.markdown}};
}

std::string checkArgs(const CompareArgs& args) {
  if (args.sides.size() % 2 != 0) {
    return fmt::format("give the sweeps as BEFORE AFTER pairs: {} paths is an odd count",
                       args.sides.size());
  }
  for (const auto& [flag, tool] :
       {std::pair{"--before-tool", args.before_tool}, {"--after-tool", args.after_tool}}) {
    if (tool.empty()) continue;
    if (const std::string why = whyNotExecutable(tool); !why.empty())
      return fmt::format("{} {}: {}", flag, tool, why);
  }
  // With a file on standard output the text report goes to standard error (writeReport), so
  // only two files there would share it.
  if (auto why = unwritableOutput(outputFiles(args)); !why.empty()) return why;
  return sharedStandardOutput(outputFiles(args), "");
}

}  // namespace

CLI::App* addCompareCommand(CLI::App& sweep, CompareArgs& args) {
  CLI::App* compare = sweep.add_subcommand(
      "compare",
      "Compare sweeps before and after a change, reading by reading (exit 1 when one shifted)");
  compare
      ->add_option("SWEEPS", args.sides,
                   "BEFORE AFTER [BEFORE AFTER ...]: each a JSON report, a part file or a folder "
                   "of parts")
      ->required()
      ->type_name("BEFORE AFTER");
  compare->add_option("--json", args.json, "Also write the compare as JSON to FILE (atomically)")
      ->type_name("FILE");
  compare
      ->add_option("--html", args.html,
                   "Also write one self-contained HTML page with the histograms overlaid")
      ->type_name("FILE");
  compare
      ->add_option("--markdown", args.markdown,
                   "Also write a Markdown summary for a pull request (atomically)")
      ->type_name("FILE");
  compare
      ->add_option("--thresholds", args.thresholds,
                   "Lines 'PATTERN POINTS': how far a reading may shift (default 2 points)")
      ->type_name("FILE");
  compare
      ->add_option("--alpha", args.alpha,
                   "Family error rate of Holm's correction, above 0 and at most 0.5")
      ->capture_default_str()
      ->type_name("A")
      ->check(errorRate(0.5));
  compare
      ->add_option("--resolution", args.resolution,
                   "A reading is resolved when a change is seen or its interval lies inside "
                   "+-PERCENT; else the report says how many more seeds to run")
      ->capture_default_str()
      ->type_name("PERCENT")
      ->check(CLI::Range(1, 100));
  compare->add_flag("--paired", args.paired,
                    "Require the paired view: both sides per seed over the same seeds");
  compare->add_option("--before-label", args.before_label, "A name for the before side")
      ->type_name("TEXT");
  compare->add_option("--after-label", args.after_label, "A name for the after side")
      ->type_name("TEXT");
  compare
      ->add_option("--before-tool", args.before_tool,
                   "The before build's dungeon, to draw the seeds that moved most (--html)")
      ->type_name("DUNGEON");
  compare
      ->add_option("--after-tool", args.after_tool,
                   "The after build's dungeon, to draw the seeds that moved most (--html)")
      ->type_name("DUNGEON");
  return compare;
}

int runCompare(const CompareArgs& args) {
  if (const std::string why = checkArgs(args); !why.empty()) return refuse(why);
  Result<sweeps::CompareSettings> settings = settingsOf(args);
  if (!settings) return refuse(settings.error());
  std::vector<sweeps::SweepComparison> pairs;
  for (size_t i = 0; i + 1 < args.sides.size(); i += 2) {
    Result<sweeps::SweepSide> before = sweeps::readSweepSide(args.sides[i]);
    if (!before) return refuse(before.error());
    Result<sweeps::SweepSide> after = sweeps::readSweepSide(args.sides[i + 1]);
    if (!after) return refuse(after.error());
    Result<sweeps::SweepComparison> pair = sweeps::compareSweeps(*before, *after, *settings);
    if (!pair) return refuse(pair.error());
    pairs.push_back(std::move(*pair));
  }
  sweeps::Comparison comparison = sweeps::finishComparison(std::move(pairs), *settings);
  comparison.before_label = args.before_label;
  comparison.after_label = args.after_label;
  if (!args.json.empty() &&
      !writeOutput(args.json, sweeps::compareJson(comparison).dump(2) + "\n")) {
    return kExitWriteFailed;
  }
  if (!args.markdown.empty() && !writeOutput(args.markdown, sweeps::compareMarkdown(comparison))) {
    return kExitWriteFailed;
  }
  if (!args.html.empty() &&
      !writeOutput(args.html, reports::compareHtml(comparison, drawMovedSeeds(comparison, args)))) {
    return kExitWriteFailed;
  }
  if (!writeReport(outputFiles(args), sweeps::compareText(comparison))) return kExitWriteFailed;
  return comparison.shifted > 0 ? kExitFailed : kExitOk;
}

}  // namespace dungeon::cli
