// The page that steps through a dungeon being built (docs/render.md, `dungeon render
// --stages`): one section per row of the stage table, in order, with the row's picture
// (linked from the same folder) or why there is none, a few lines on what the row left, and
// previous / next links. Plain HTML and CSS, no scripts; the same steps give the same bytes.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dungeon::render {

struct StageStep {
  std::string stage;                 // "layout"
  std::string scope;                 // "each floor", "whole dungeon", "kept try"
  std::string picture;               // its file name in the page's folder; "" when none
  std::vector<std::string> summary;  // lines on what the row left
  std::string note;                  // why it did not run, or what it declined; may be ""
};

// The page, titled with `title` (escaped, like every text).
std::string stagePageHtml(std::string_view title, std::span<const StageStep> steps);

}  // namespace dungeon::render
