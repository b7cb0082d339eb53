// Splits two sheets into sections (header, each floor, manifest) and finds the first differing
// line of each, with line numbers in the whole sheets.
#include "golden/sheet_diff.h"

#include <algorithm>

namespace dungeon::golden {
namespace {

struct Section {
  std::string label;
  int first_line = 1;  // 1-based line number of its first line in the sheet
  std::vector<std::string_view> lines;
};

// The label of the section a line starts, or "" when the line continues the current one.
std::string sectionStartedBy(std::string_view line) {
  if (line.starts_with("floor ")) {
    const size_t end = line.find(' ', 6);
    return std::string(line.substr(0, end));
  }
  if (line == "manifest") return "manifest";
  return "";
}

std::vector<Section> splitSections(std::string_view sheet) {
  std::vector<Section> sections{{"header", 1, {}}};
  int number = 0;
  for (size_t pos = 0; pos < sheet.size();) {
    const size_t end = std::min(sheet.find('\n', pos), sheet.size());
    const std::string_view line = sheet.substr(pos, end - pos);
    pos = end + 1;
    ++number;
    if (std::string label = sectionStartedBy(line); !label.empty()) {
      sections.push_back({std::move(label), number, {}});
    }
    sections.back().lines.push_back(line);
  }
  return sections;
}

const Section* findSection(const std::vector<Section>& sections, std::string_view label) {
  auto found = std::find_if(sections.begin(), sections.end(),
                            [&](const Section& s) { return s.label == label; });
  return found == sections.end() ? nullptr : &*found;
}

std::optional<std::string> lineOf(const Section* section, size_t index) {
  if (section == nullptr || index >= section->lines.size()) return std::nullopt;
  return std::string(section->lines[index]);
}

int lineNumberOf(const Section* section, size_t index) {
  return section == nullptr ? 0 : section->first_line + static_cast<int>(index);
}

// The first difference between two versions of a section (either may be missing).
std::optional<SectionDifference> compareSection(std::string_view label, const Section* old_part,
                                                const Section* new_part) {
  const size_t old_size = old_part ? old_part->lines.size() : 0;
  const size_t new_size = new_part ? new_part->lines.size() : 0;
  for (size_t i = 0; i < std::max(old_size, new_size); ++i) {
    std::optional<std::string> old_text = lineOf(old_part, i);
    std::optional<std::string> new_text = lineOf(new_part, i);
    if (old_text == new_text) continue;
    return SectionDifference{std::string(label), lineNumberOf(old_part, i),
                             lineNumberOf(new_part, i), std::move(old_text), std::move(new_text)};
  }
  return std::nullopt;
}

}  // namespace

std::vector<SectionDifference> firstDifferences(std::string_view old_sheet,
                                                std::string_view new_sheet) {
  const std::vector<Section> old_sections = splitSections(old_sheet);
  const std::vector<Section> new_sections = splitSections(new_sheet);
  std::vector<std::string> labels;
  for (const Section& s : new_sections) labels.push_back(s.label);
  for (const Section& s : old_sections) {
    if (!findSection(new_sections, s.label)) labels.push_back(s.label);
  }
  std::vector<SectionDifference> differences;
  for (const std::string& label : labels) {
    auto difference =
        compareSection(label, findSection(old_sections, label), findSection(new_sections, label));
    if (difference) differences.push_back(std::move(*difference));
  }
  return differences;
}

}  // namespace dungeon::golden
