// The JSON export read back whole: its floors, heights, dirt, things and manifest become the
// sheet text they were written from (docs/json.md), so the sheet reader reads it with every
// check it makes, and a dungeon read from an export is the dungeon its sheet gives, byte for
// byte. What the reader or a later step finds wrong is placed back in the JSON: a square's
// error at that square's character in its row's string, anything else at the value it is
// about (a thing's object, a floor's key). Reading never throws.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/json_place.h"
#include "util/result.h"

namespace dungeon {

// True when the first byte that is not white space is '{': the text is JSON, not a sheet.
bool looksLikeJson(std::string_view text);

// Where a line of the sheet came from in the JSON.
struct JsonPlace {
  std::vector<JsonStep> path;
  bool row = false;  // a row string: the sheet's column N is the string's Nth character
};

// An export turned into sheet text, with where each of its lines came from.
class JsonSheet {
 public:
  JsonSheet(std::string json, std::string file) : json_(std::move(json)), file_(std::move(file)) {}

  const std::string& sheet() const { return sheet_; }
  // The same error or warning, its line and column those of the JSON it is about. REQUIRES:
  // the error's line is one of the sheet's, or 0 (kept as it is, with the JSON's file).
  InputError placed(const InputError& error) const;

  // Appends a line to the sheet (without its newline), made from the JSON at `place`.
  void addLine(std::string_view line, JsonPlace place);

 private:
  std::string json_;
  std::string file_;
  std::string sheet_;
  std::vector<JsonPlace> places_;  // one per line of sheet_
};

// Reads a JSON export (`file` names it in errors) as sheet text: the name, seed and options as
// readJsonSource reads them (json_options.h), then every floor and the manifest. Refuses, at
// the value's line and column, a value of the wrong type and a string that a sheet line could
// not hold (a control character; a space or '=' in a field's name).
Result<JsonSheet> sheetOfJson(std::string_view text, std::string_view file);

}  // namespace dungeon
