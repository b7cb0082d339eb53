// What the sweep page tests read back from its SVG: the histograms of a page, each picture's
// size, and the box each <text> covers, estimated from its x, y, font size, anchor and a width
// per character (0.65 em: a digit of DejaVu Sans, the sans-serif Debian's browsers use, is
// 0.64 em); and the pairs of boxes that overlap or boxes that leave their picture. The
// estimate is the test's own, not the page's.
#pragma once

#include <regex>
#include <string>
#include <vector>

namespace dungeon::cli_tests {

struct TextBox {
  std::string text;
  double left = 0;
  double right = 0;
  double top = 0;
  double bottom = 0;
};

struct SvgPicture {
  double width = 0;
  double height = 0;
  std::vector<TextBox> texts;
};

// The value of attribute `name` in the attributes `attributes`, or `fallback`.
inline std::string attribute(const std::string& attributes, const std::string& name,
                             const std::string& fallback = "") {
  const std::regex pattern("(^|\\s)" + name + "=\"([^\"]*)\"");
  std::smatch match;
  return std::regex_search(attributes, match, pattern) ? match[2].str() : fallback;
}

// The characters `escaped` shows: each entity counts as one.
inline int shownLength(const std::string& escaped) {
  return static_cast<int>(std::regex_replace(escaped, std::regex("&[a-z#0-9]+;"), "_").size());
}

inline TextBox boxOf(const std::string& attributes, const std::string& content) {
  const double x = std::stod(attribute(attributes, "x"));
  const double y = std::stod(attribute(attributes, "y"));
  const double size = std::stod(attribute(attributes, "font-size"));
  const double width = shownLength(content) * size * 0.65;
  const std::string anchor = attribute(attributes, "text-anchor", "start");
  const double left = anchor == "end" ? x - width : anchor == "middle" ? x - width / 2 : x;
  return {content, left, left + width, y - size, y + size * 0.3};
}

// The picture whose markup is `svg` (one <svg> element).
inline SvgPicture pictureOf(const std::string& svg) {
  SvgPicture picture;
  std::smatch open;
  if (std::regex_search(svg, open, std::regex("<svg ([^>]*)>"))) {
    picture.width = std::stod(attribute(open[1].str(), "width", "0"));
    picture.height = std::stod(attribute(open[1].str(), "height", "0"));
  }
  const std::regex text("<text ([^>]*)>([^<]*)</text>");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), text); it != std::sregex_iterator();
       ++it) {
    picture.texts.push_back(boxOf((*it)[1].str(), (*it)[2].str()));
  }
  return picture;
}

// The <svg> elements of the page's metric histograms, in order.
inline std::vector<std::string> histogramsOf(const std::string& page) {
  std::vector<std::string> svgs;
  const std::string marker = "<div class=\"metric\">";
  for (size_t at = page.find(marker); at != std::string::npos; at = page.find(marker, at + 1)) {
    const size_t open = page.find("<svg ", at);
    const size_t close = page.find("</svg>", open);
    if (open == std::string::npos || close == std::string::npos) break;
    svgs.push_back(page.substr(open, close + 6 - open));
  }
  return svgs;
}

// A line per pair of overlapping text boxes and per box not wholly inside its picture; empty
// when the labels are all clear.
inline std::vector<std::string> labelProblems(const SvgPicture& picture) {
  std::vector<std::string> problems;
  const auto& t = picture.texts;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i].left < 0 || t[i].top < 0 || t[i].right > picture.width ||
        t[i].bottom > picture.height) {
      problems.push_back("'" + t[i].text + "' leaves the picture");
    }
    for (size_t j = i + 1; j < t.size(); ++j) {
      if (t[i].left < t[j].right && t[j].left < t[i].right && t[i].top < t[j].bottom &&
          t[j].top < t[i].bottom) {
        problems.push_back("'" + t[i].text + "' overlaps '" + t[j].text + "'");
      }
    }
  }
  return problems;
}

}  // namespace dungeon::cli_tests
