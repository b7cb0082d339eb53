// Parsing `--mark F:X,Y`: three whole numbers in the form walk prints, then each checked to be
// a square of the dungeon, so a typo is one clear message rather than a ring drawn nowhere.
#include "cli/mark_flag.h"

#include <fmt/format.h>

#include <charconv>
#include <optional>
#include <string_view>

namespace dungeon::cli {
namespace {

// A whole number of at most six digits, all of `text`.
std::optional<int> wholeNumberOf(std::string_view text) {
  if (text.empty() || text.size() > 6) return std::nullopt;
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

Result<render::Mark> parseMark(const std::string& text, const Dungeon& d) {
  auto bad = [&](const std::string& why) {
    return InputError{"", 0, 0, fmt::format("--mark {}: {}", text, why)};
  };
  const size_t colon = text.find(':');
  const size_t comma = text.find(',', colon == std::string::npos ? 0 : colon);
  if (colon == std::string::npos || comma == std::string::npos) {
    return bad("expected F:X,Y (floor from 1, x and y from 0), as walk prints places");
  }
  const std::string_view all(text);
  const auto floor = wholeNumberOf(all.substr(0, colon));
  const auto x = wholeNumberOf(all.substr(colon + 1, comma - colon - 1));
  const auto y = wholeNumberOf(all.substr(comma + 1));
  if (!floor || !x || !y) {
    return bad("expected F:X,Y (floor from 1, x and y from 0), as walk prints places");
  }
  const int floors = static_cast<int>(d.floors.size());
  if (*floor < 1 || *floor > floors) {
    return bad(fmt::format("the dungeon has {} floor{}", floors, floors == 1 ? "" : "s"));
  }
  const Floor& f = d.floors[static_cast<size_t>(*floor - 1)];
  if (!f.inBounds({*x, *y})) {
    return bad(fmt::format("floor {} is {}x{} (x 0..{}, y 0..{})", *floor, f.width(), f.height(),
                           f.width() - 1, f.height() - 1));
  }
  return render::Mark{*floor - 1, {*x, *y}};
}

}  // namespace

Result<std::vector<render::Mark>> parseMarks(const std::vector<std::string>& texts,
                                             const Dungeon& d) {
  std::vector<render::Mark> marks;
  for (const std::string& text : texts) {
    Result<render::Mark> mark = parseMark(text, d);
    if (!mark) return mark.error();
    marks.push_back(*mark);
  }
  return marks;
}

}  // namespace dungeon::cli
