// Places in JSON text (json_place.h): a byte's line and column, and a small scanner that walks
// keys and indices to a value's first byte, so errors found after parsing are placed where the
// value is written.
#include "util/json_place.h"

#include <algorithm>
#include <optional>

namespace dungeon {
namespace {

size_t skipSpace(std::string_view text, size_t at) {
  while (at < text.size() && isJsonSpace(text[at])) ++at;
  return at;
}

// From an opening quote to just past its closing quote.
size_t skipString(std::string_view text, size_t at) {
  for (++at; at < text.size() && text[at] != '"'; ++at) {
    if (text[at] == '\\') ++at;
  }
  return std::min(at + 1, text.size());
}

// From a value's first byte to just past it.
size_t skipValue(std::string_view text, size_t at) {
  if (at >= text.size()) return at;
  if (text[at] == '"') return skipString(text, at);
  if (text[at] != '{' && text[at] != '[') {
    while (at < text.size() && text.find_first_of(",}] \t\r\n", at) != at) ++at;
    return at;
  }
  int depth = 0;
  for (; at < text.size(); ++at) {
    if (text[at] == '"') {
      at = skipString(text, at) - 1;
    } else if (text[at] == '{' || text[at] == '[') {
      ++depth;
    } else if ((text[at] == '}' || text[at] == ']') && --depth == 0) {
      return at + 1;
    }
  }
  return at;
}

// The offset of the member or element `step` names inside the object or array at `at`, or
// nullopt when it has none.
std::optional<size_t> stepInto(std::string_view text, size_t at, const JsonStep& step) {
  const bool object = text[at] == '{';
  int index = 0;
  for (at = skipSpace(text, at + 1); at < text.size() && text[at] != '}' && text[at] != ']';) {
    bool found = !object && index == step.index;
    if (object) {
      const size_t key_end = skipString(text, at);
      found = text.substr(at + 1, key_end - at - 2) == step.key;
      at = skipSpace(text, skipSpace(text, key_end) + 1);
    }
    if (found) return at;
    at = skipSpace(text, skipValue(text, at));
    if (at < text.size() && text[at] == ',') at = skipSpace(text, at + 1);
    ++index;
  }
  return std::nullopt;
}

}  // namespace

TextPosition positionOf(std::string_view text, size_t offset) {
  TextPosition at;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++at.line;
      at.column = 1;
    } else {
      ++at.column;
    }
  }
  return at;
}

bool isJsonSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

size_t offsetOfPath(std::string_view text, const std::vector<JsonStep>& path) {
  size_t at = skipSpace(text, 0);
  for (const JsonStep& step : path) {
    if (at >= text.size() || (text[at] != '{' && text[at] != '[')) break;
    const std::optional<size_t> inside = stepInto(text, at, step);
    if (!inside) break;
    at = *inside;
  }
  return at;
}

}  // namespace dungeon
