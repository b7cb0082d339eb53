// The stage-by-stage page: a section per step, anchored "#step-N", linked to its neighbours.
#include "render/stage_page.h"

#include <fmt/format.h>

#include "render/svg_canvas.h"

namespace dungeon::render {
namespace {

constexpr std::string_view kStyle =
    "body{font-family:sans-serif;margin:1em auto;max-width:72em;padding:0 1em}"
    "section{border-top:1px solid #999;padding:.5em 0 1.5em}"
    "nav a{margin-right:1em}img{max-width:100%;border:1px solid #ccc}"
    ".note{color:#a40}ul.summary{font-family:monospace;font-size:90%}";

std::string anchor(size_t index) {
  return fmt::format("step-{}", index + 1);
}

// The previous / next links of step `index` (a plain word where there is no neighbour).
std::string neighbours(size_t index, size_t count) {
  const std::string previous = index == 0
                                   ? std::string("previous")
                                   : fmt::format("<a href=\"#{}\">previous</a>", anchor(index - 1));
  const std::string next = index + 1 == count
                               ? std::string("next")
                               : fmt::format("<a href=\"#{}\">next</a>", anchor(index + 1));
  return fmt::format("<nav>{} {} <a href=\"#contents\">contents</a></nav>\n", previous, next);
}

std::string section(const StageStep& step, size_t index, size_t count) {
  std::string html =
      fmt::format("<section id=\"{}\">\n<h2>{}. {} <small>({})</small></h2>\n", anchor(index),
                  index + 1, escapeXml(step.stage), escapeXml(step.scope));
  html += neighbours(index, count);
  if (!step.note.empty()) html += fmt::format("<p class=\"note\">{}</p>\n", escapeXml(step.note));
  if (!step.summary.empty()) {
    html += "<ul class=\"summary\">\n";
    for (const std::string& line : step.summary) html += "<li>" + escapeXml(line) + "</li>\n";
    html += "</ul>\n";
  }
  if (!step.picture.empty()) {
    html +=
        fmt::format("<p><a href=\"{0}\"><img src=\"{0}\" alt=\"the dungeon after {1}\"></a></p>\n",
                    escapeXml(step.picture), escapeXml(step.stage));
  }
  return html + "</section>\n";
}

std::string contents(std::span<const StageStep> steps) {
  std::string html = "<ol id=\"contents\">\n";
  for (size_t i = 0; i < steps.size(); ++i) {
    html += fmt::format("<li><a href=\"#{}\">{}</a>{}</li>\n", anchor(i), escapeXml(steps[i].stage),
                        steps[i].picture.empty() ? " (no picture)" : "");
  }
  return html + "</ol>\n";
}

}  // namespace

std::string stagePageHtml(std::string_view title, std::span<const StageStep> steps) {
  std::string html = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>{0}</title>\n<style>{1}</style>\n</head>\n<body>\n<h1>{0}</h1>\n",
      escapeXml(title), kStyle);
  html += contents(steps);
  for (size_t i = 0; i < steps.size(); ++i) html += section(steps[i], i, steps.size());
  return html + "</body>\n</html>\n";
}

}  // namespace dungeon::render
