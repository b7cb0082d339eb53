// `dungeon render --stages -o DIR`: a generated dungeon drawn after every row of the stage
// table, one numbered picture per row that ran (DIR/01-topology.svg, ...) and DIR/index.html
// stepping through them (docs/render.md). The dungeon is the one `dungeon render` draws with
// the same options: watching its kept try changes no byte of it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "cli/flags.h"

namespace dungeon::cli {

struct StagesRequest {
  std::string file;  // a sheet, which is refused: only a generated dungeon has stages
  std::optional<uint64_t> seed;
  std::optional<std::string> name;
  const OptionFlags* options = nullptr;
  std::optional<int> floor;  // from 1; every floor when not given
  std::string format;        // "svg" (the default when "") or "png"
  std::string output;        // the folder, made when missing
};

// Writes the pictures and the page; returns the exit code (2 for bad input, with a message).
int runStagesRender(const StagesRequest& request);

}  // namespace dungeon::cli
