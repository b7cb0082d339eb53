// Finds the first entry two traces or draw logs disagree on and says what it means.
#include "generator/core/trace_diff.h"

#include <fmt/format.h>

#include <charconv>
#include <map>
#include <vector>

namespace dungeon::gen {
namespace {

// One line split into its words; "key=value" words also by key.
struct Entry {
  std::vector<std::string_view> words;
  std::map<std::string_view, std::string_view> fields;

  std::string_view kind() const { return words.empty() ? std::string_view() : words[0]; }
  std::string_view field(std::string_view key) const {
    auto it = fields.find(key);
    return it == fields.end() ? std::string_view() : it->second;
  }
  bool has(std::string_view word) const {
    for (std::string_view w : words) {
      if (w == word) return true;
    }
    return false;
  }
};

Entry parse(std::string_view line) {
  Entry entry;
  size_t at = 0;
  while (at < line.size()) {
    const size_t end = std::min(line.find(' ', at), line.size());
    if (end > at) {
      const std::string_view word = line.substr(at, end - at);
      entry.words.push_back(word);
      if (const size_t eq = word.find('='); eq != std::string_view::npos) {
        entry.fields[word.substr(0, eq)] = word.substr(eq + 1);
      }
    }
    at = end + 1;
  }
  return entry;
}

int number(std::string_view text, int otherwise = -1) {
  int value = otherwise;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() ? value : otherwise;
}

// A draw line's words: draw STREAM INDEX ASK VALUE SITE.
bool isDraw(const Entry& e) {
  return e.kind() == "draw" && e.words.size() == 6;
}

// Two lines that say the same; a draw's line of code is not compared.
bool same(std::string_view a, std::string_view b) {
  if (a == b) return true;
  if (!a.starts_with("draw ") || !b.starts_with("draw ")) return false;
  return a.substr(0, a.rfind(' ')) == b.substr(0, b.rfind(' '));
}

// "try 0, stage layout, floor 2", "try 3, stage stack", "the kept try, stage ducts".
std::string placeText(const StreamPlace& place) {
  std::string text = place.kept             ? std::string("the kept try")
                     : place.try_index >= 0 ? fmt::format("try {}", place.try_index)
                                            : std::string("outside the tries");
  if (!place.stage.empty()) text += fmt::format(", stage {}", place.stage);
  if (place.floor >= 0) text += fmt::format(", floor {}", place.floor);
  return text;
}

StreamPlace placeOfRow(const Entry& row) {
  StreamPlace place;
  place.stage = std::string(row.field("stage"));
  place.kept = row.field("try") == "kept";
  place.try_index = place.kept ? -1 : number(row.field("try"));
  place.floor = number(row.field("floor"));
  return place;
}

std::string rowKey(const Entry& row) {
  return fmt::format("{} {} {} {}", row.field("try"), row.field("stage"), row.field("floor"),
                     row.field("attempt"));
}

// "passes", "fails band M5 on floor 1", "fails H3 on floor 2", "fails at its stage layout on
// floor 2", "is not checked"; in the past with `past` ("passed", "failed ...", "was not checked").
std::string verdictText(const Entry& verdict, bool past = false) {
  if (verdict.has("passed")) return past ? "passed" : "passes";
  if (verdict.has("not-checked")) return past ? "was not checked" : "is not checked";
  const std::string_view fails = past ? "failed" : "fails";
  std::string text = verdict.fields.contains("stage")
                         ? fmt::format("{} at its stage {}", fails, verdict.field("stage"))
                     : verdict.fields.contains("band")
                         ? fmt::format("{} band {}", fails, verdict.field("band"))
                         : fmt::format("{} {}", fails, verdict.field("by"));
  if (verdict.fields.contains("floor")) text += fmt::format(" on floor {}", verdict.field("floor"));
  return text;
}

// The kept line's try, or -1.
int keptTry(std::span<const std::string> lines) {
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    if (it->starts_with("kept ")) return number(parse(*it).field("try"));
  }
  return -1;
}

// "layout/floor2/try0.1 draw 14: range:2..9 = 4 at generator/floors/layout.cpp:120".
std::string drawText(const Entry& draw) {
  return fmt::format("{} = {} at {}", draw.words[3], draw.words[4], draw.words[5]);
}

TraceMove rowsMoved(const Entry& was, const Entry& now) {
  TraceMove move;
  move.row = placeOfRow(now);
  if (rowKey(was) != rowKey(now)) {
    move.kind = TraceMove::Kind::kRows;
    move.text = fmt::format(
        "first moved: {}: now row {} (attempt {}), was {} (attempt {}); every earlier row "
        "identical",
        placeText(*move.row), now.field("stream"), now.field("attempt"), was.field("stream"),
        was.field("attempt"));
    return move;
  }
  if (was.field("draws") != now.field("draws")) {
    move.kind = TraceMove::Kind::kDraws;
    move.text = fmt::format(
        "first moved: {}; stream {} took {} draws, was {}; every earlier row identical",
        placeText(*move.row), now.field("stream"), now.field("draws"), was.field("draws"));
    return move;
  }
  move.kind = TraceMove::Kind::kResult;
  const std::string ended = was.has("ok") == now.has("ok")
                                ? ""
                                : fmt::format(" (it {} now)", now.has("ok") ? "finishes" : "fails");
  move.text = fmt::format(
      "same draws, different result: {}{}; stream {} took {} draws on both sides; every earlier "
      "row identical",
      placeText(*move.row), ended, now.field("stream"), now.field("draws"));
  return move;
}

TraceMove verdictMoved(const Entry& was, const Entry& now, std::span<const std::string> before,
                       std::span<const std::string> after) {
  TraceMove move;
  const int t = number(now.field("try"));
  const int kept_before = keptTry(before);
  const int kept_after = keptTry(after);
  const std::string then = kept_before == t ? fmt::format("was try {} kept", t)
                                            : fmt::format("it {}", verdictText(was, true));
  if (kept_before != kept_after) {
    move.kind = TraceMove::Kind::kVerdict;
    move.text = fmt::format(
        "a different try was kept: try {} now {} ({}); try {} is kept now; every row before "
        "identical",
        t, verdictText(now), then, kept_after);
  } else {
    move.kind = TraceMove::Kind::kVerdict;
    move.text = fmt::format(
        "try {} judged otherwise: now it {} ({}); the same try {} is kept; every "
        "row before identical",
        t, verdictText(now), then, kept_after);
  }
  return move;
}

TraceMove drawMoved(const Entry& was, const Entry& now) {
  TraceMove move;
  move.kind = TraceMove::Kind::kDraw;
  const Entry& drew = isDraw(now) ? now : was;
  move.row = placeOfStream(drew.words[1]);
  const std::string where = placeText(*move.row);
  if (isDraw(now) && isDraw(was)) {
    const std::string index =
        now.words[1] == was.words[1]
            ? fmt::format("stream {}, draw {}", now.words[1], now.words[2])
            : fmt::format("stream {} draw {} (was stream {} draw {})", now.words[1], now.words[2],
                          was.words[1], was.words[2]);
    move.text = fmt::format("first different draw: {}: now {}, was {} ({})", index, drawText(now),
                            drawText(was), where);
  } else if (isDraw(now)) {
    move.text = fmt::format(
        "first different draw: stream {}, draw {}: now {}, was none: the row ended there, after "
        "{} draws ({})",
        now.words[1], now.words[2], drawText(now), was.field("draws"), where);
  } else {
    move.text = fmt::format(
        "first different draw: stream {}, draw {}: now none: the row ends there, after {} draws; "
        "was {} ({})",
        was.words[1], was.words[2], now.field("draws"), drawText(was), where);
  }
  return move;
}

bool readable(const Entry& e) {
  const std::string_view kind = e.kind();
  if (kind == "draw") return isDraw(e);
  if (kind == "row") return e.fields.contains("stream") && e.fields.contains("draws");
  return kind == "verdict" || kind == "kept";
}

TraceMove classify(std::string_view before_line, std::string_view after_line,
                   std::span<const std::string> before, std::span<const std::string> after) {
  const Entry was = parse(before_line);
  const Entry now = parse(after_line);
  if (!readable(was) || !readable(now)) {
    TraceMove move;
    move.kind = TraceMove::Kind::kUnreadable;
    move.text = fmt::format("not a trace line: '{}'", readable(was) ? after_line : before_line);
    return move;
  }
  if (was.kind() == "row" && now.kind() == "row") return rowsMoved(was, now);
  if (isDraw(was) || isDraw(now)) {
    if ((isDraw(was) || was.kind() == "row") && (isDraw(now) || now.kind() == "row")) {
      return drawMoved(was, now);
    }
  }
  if (was.kind() == "verdict" && now.kind() == "verdict" && was.field("try") == now.field("try")) {
    return verdictMoved(was, now, before, after);
  }
  TraceMove move;
  if (was.kind() == "kept" && now.kind() == "kept") {
    move.kind = TraceMove::Kind::kKept;
    move.text = fmt::format(
        "a different try was kept: now {} (was {}); every row and verdict before identical",
        after_line.substr(5), before_line.substr(5));
    return move;
  }
  move.kind = TraceMove::Kind::kRows;
  move.text = fmt::format("first moved: now '{}', was '{}'; every earlier entry identical",
                          after_line, before_line);
  if (now.kind() == "row") move.row = placeOfRow(now);
  return move;
}

// "before it, draw 0 of stock/floor1/try0.0 was asked from another line: now
// generator/floors/stock.cpp:210, was generator/floors/stock.cpp:52 (or only the line moved)", for
// two draw lines that differ only there.
std::string siteMoved(std::string_view before_line, std::string_view after_line) {
  const Entry was = parse(before_line);
  const Entry now = parse(after_line);
  if (!isDraw(was) || !isDraw(now)) return "";
  return fmt::format(
      "before it, draw {} of {} was asked from another line: now {}, was {} (or only the line "
      "moved)",
      now.words[2], now.words[1], now.words[5], was.words[5]);
}

}  // namespace

StreamPlace placeOfStream(std::string_view stream) {
  StreamPlace place;
  const size_t slash = stream.find('/');
  place.stage = std::string(stream.substr(0, slash));
  if (slash == std::string_view::npos) return place;
  std::string_view rest = stream.substr(slash + 1);
  if (rest.starts_with("floor")) {
    const size_t end = rest.find('/');
    place.floor = number(rest.substr(5, end == std::string_view::npos ? end : end - 5));
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  }
  if (rest == "kept") {
    place.kept = true;
  } else if (rest.starts_with("try")) {
    place.try_index = number(rest.substr(
        3, rest.find('.') == std::string_view::npos ? std::string_view::npos : rest.find('.') - 3));
  }
  return place;
}

TraceMove firstMove(std::span<const std::string> before, std::span<const std::string> after) {
  const size_t common = std::min(before.size(), after.size());
  std::string moved_site;  // the first draw asked from another line, when one was
  for (size_t i = 0; i < common; ++i) {
    if (same(before[i], after[i])) {
      if (moved_site.empty() && before[i] != after[i]) moved_site = siteMoved(before[i], after[i]);
      continue;
    }
    TraceMove move = classify(before[i], after[i], before, after);
    move.line = i;
    if (!moved_site.empty()) move.text += "; " + moved_site;
    return move;
  }
  TraceMove move;
  move.line = common;
  if (before.size() == after.size()) {
    move.text = "every row, draw and verdict identical";
    return move;
  }
  move.kind = TraceMove::Kind::kLength;
  move.text = before.size() > after.size()
                  ? fmt::format("the new side ends at entry {}, where the old goes on with '{}'",
                                common + 1, before[common])
                  : fmt::format("the old side ends at entry {}, where the new goes on with '{}'",
                                common + 1, after[common]);
  return move;
}

}  // namespace dungeon::gen
