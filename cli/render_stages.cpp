// Draws the kept try after each stage row and writes the page that steps through the pictures.
#include "cli/render_stages.h"

#include <fmt/format.h>

#include <filesystem>
#include <system_error>
#include <vector>

#include "cli/command.h"
#include "cli/output.h"
#include "generator/observers/stage_trace.h"
#include "render/picture.h"
#include "render/stage_page.h"
#include "util/hash.h"

namespace dungeon::cli {
namespace {

constexpr std::string_view kCommand = "dungeon render";

int refuse(const std::string& message) {
  fmt::print(stderr, "{}: error: {}\n", kCommand, message);
  return kExitBadInput;
}

std::string scopeText(gen::StageScope scope) {
  switch (scope) {
    case gen::StageScope::kEachFloor:
      return "each floor";
    case gen::StageScope::kDungeon:
      return "whole dungeon";
    case gen::StageScope::kKeptTry:
      return "kept try";
  }
  return "";
}

// A name that reads as one picture or page (stages.svg, stages.png, stages.html) and is not a
// folder already: --stages would make a folder of that name, which no one means.
bool looksLikePictureOrPage(const std::string& output) {
  std::error_code error;
  if (std::filesystem::is_directory(output, error)) return false;
  const std::string extension = std::filesystem::path(output).extension().string();
  return extension == ".svg" || extension == ".png" || extension == ".html";
}

// "" when the request can be drawn, else why not.
std::string whatIsWrong(const StagesRequest& request, const Options& options) {
  if (!request.file.empty()) {
    return "--stages draws a generated dungeon (--seed or --name), not a sheet: a sheet keeps no "
           "stages";
  }
  if (request.output.empty() || namesStandardOutput(request.output)) {
    return "--stages needs -o DIR: the folder for the pictures and index.html";
  }
  if (looksLikePictureOrPage(request.output)) {
    return fmt::format(
        "--stages -o {}: names a folder for the pictures and index.html, not a picture or a page; "
        "name a folder (-o stages)",
        request.output);
  }
  if (request.floor && *request.floor > options.floors) {
    return fmt::format("--floor {}: the dungeon has {} floor{}", *request.floor, options.floors,
                       options.floors == 1 ? "" : "s");
  }
  return "";
}

// Makes the folder; "" or why it cannot be made.
std::string makeFolder(const std::string& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (!error && std::filesystem::is_directory(folder, error)) return "";
  return fmt::format("-o {}: cannot make this folder{}", folder,
                     error ? ": " + error.message() : ": a file of that name is in the way");
}

// The page's steps, or the exit code of the picture that stopped them.
struct DrawnSteps {
  std::vector<render::StageStep> steps;
  int failed = kExitOk;  // kExitInternal: not drawn (as render says); kExitWriteFailed: lost
};

// Draws each row that ran into DIR/NN-stage.EXT, and returns the page's steps.
DrawnSteps drawSteps(const gen::StageTrace& trace, const StagesRequest& request) {
  const render::Format format =
      request.format == "png" ? render::Format::kPng : render::Format::kSvg;
  const std::optional<int> index =
      request.floor ? std::optional<int>(*request.floor - 1) : std::nullopt;
  DrawnSteps drawn;
  int pictures = 0;
  for (const gen::StageSnapshot& stage : trace.stages) {
    render::StageStep step{std::string(stage.stage), scopeText(stage.scope), "", stage.summary,
                           stage.note};
    if (stage.ran) {
      step.picture = fmt::format("{:02}-{}.{}", ++pictures, stage.stage,
                                 format == render::Format::kPng ? "png" : "svg");
      Result<std::string> picture = render::render(stage.dungeon, index, format);
      if (!picture) {
        fmt::print(stderr, "{}: error: {}\n", kCommand, picture.error().message);
        drawn.failed = kExitInternal;
        return drawn;
      }
      const std::string path = (std::filesystem::path(request.output) / step.picture).string();
      if (!writeOutput(path, *picture)) {
        drawn.failed = kExitWriteFailed;
        return drawn;
      }
    }
    drawn.steps.push_back(std::move(step));
  }
  return drawn;
}

std::string pageTitle(const gen::Generation& generation) {
  return fmt::format("{} built stage by stage (kept try {}, {})", generation.dungeon.name,
                     generation.kept_try, generation.passed ? "passed" : "failed");
}

}  // namespace

int runStagesRender(const StagesRequest& request) {
  Result<Options> options = request.options->options();
  if (!options) {
    fmt::print(stderr, "{}\n", options.error().format());
    return kExitBadInput;
  }
  if (const std::string wrong = whatIsWrong(request, *options); !wrong.empty()) {
    return refuse(wrong);
  }
  if (const std::string wrong = makeFolder(request.output); !wrong.empty()) return refuse(wrong);
  const uint64_t seed = request.name ? seedFromName(*request.name) : *request.seed;
  const std::string name = request.name ? *request.name : gen::nameForSeed(seed);
  const gen::StageTrace trace = gen::traceStages(name, seed, *options);
  if (!gen::endsAtTheKeptDungeon(trace)) {
    fmt::print(stderr, "{}: error: the stages watched do not end at the generated dungeon\n",
               kCommand);
    return kExitInternal;
  }
  const DrawnSteps drawn = drawSteps(trace, request);
  if (drawn.failed != kExitOk) return drawn.failed;
  const std::string page = render::stagePageHtml(pageTitle(trace.generation), drawn.steps);
  const std::string path = (std::filesystem::path(request.output) / "index.html").string();
  return writeOutput(path, page) ? kExitOk : kExitWriteFailed;
}

}  // namespace dungeon::cli
