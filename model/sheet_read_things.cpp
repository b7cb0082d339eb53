// The sheet reader's things and manifest (sheet_reader.h): a thing line per thing ('LETTER x y
// field=value...') checked against the catalogue (thing.h), the closing 'end', and the optional
// manifest after the floors, whose rows must list the things in canonical order. Each thing's
// line and column are kept beside it (ReadSheet::thing_spots), sorted with it floor by floor.
#include <fmt/format.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "model/sheet_reader.h"

namespace dungeon::sheet_reading {
namespace {

std::string catalogueLetters() {
  std::string out;
  for (const ThingSpec& spec : catalogue()) {
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", spec.letter, spec.name);
  }
  return out;
}

std::string fieldNames(const ThingSpec& spec) {
  if (spec.fields.empty()) return "it has no fields";
  std::string out = "its fields:";
  for (const FieldSpec& field : spec.fields) out += fmt::format(" {}", field.name);
  return out;
}

// Puts the floor's things from `first` on in canonical order, their spots with them, so the
// spots stay parallel to the things (canonicalize then finds the whole list in order).
void sortFloorThings(ReadSheet& out, size_t first) {
  std::vector<std::pair<Thing, SheetSpot>> floor;
  for (size_t i = first; i < out.dungeon.things.size(); ++i) {
    floor.push_back({out.dungeon.things[i], out.thing_spots[i]});
  }
  std::stable_sort(floor.begin(), floor.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (size_t i = 0; i < floor.size(); ++i) {
    out.dungeon.things[first + i] = floor[i].first;
    out.thing_spots[first + i] = floor[i].second;
  }
}

}  // namespace

Problem SheetReader::readThings(int index) {
  auto words = needKeyword("things", 1);
  if (!words) return words.error();
  const size_t first = out_.dungeon.things.size();
  for (;;) {
    auto line = needContent(fmt::format("a thing or 'end' closing floor {}", index + 1));
    if (!line) return line.error();
    current_ = *line;
    auto thing_words = splitWords(line->text);
    if (thing_words.front().text == "end") {
      sortFloorThings(out_, first);
      if (thing_words.size() == 1) return std::nullopt;
      return fail(*line, thing_words[1],
                  fmt::format("unexpected {} after 'end'", quoted(thing_words[1].text)));
    }
    if (auto p = misplacedDirtBlock(*line, thing_words.front(), index)) return p;
    if (auto p = readThing(thing_words, index)) return p;
  }
}

Problem SheetReader::readThing(const std::vector<Word>& words, int index) {
  auto thing = readThingPlace(words, index);
  if (!thing) return thing.error();
  const ThingSpec& spec = specOf(thing->type);
  for (size_t i = 3; i < words.size(); ++i) {
    if (auto p = readField(spec, words[i], *thing)) return p;
  }
  for (const FieldSpec& field : spec.fields) {
    // A field written with its implied value reads as absent, as the writer leaves it.
    if (thing->fields.has(field.field) && thing->fields.get(field.field) == field.implied) {
      thing->fields.clear(field.field);
    }
    if (field.required && !thing->fields.has(field.field)) {
      return fail(current_.number, 1,
                  fmt::format("{} at {},{} needs field {}= ({})", spec.name, thing->at.x,
                              thing->at.y, field.name, fieldDomain(field)));
    }
  }
  warnIfSideMissing(*thing);
  out_.dungeon.things.push_back(*thing);
  out_.thing_spots.push_back({current_.number, words.front().column});
  return std::nullopt;
}

// The letter and square of a thing line: "L x y".
Result<Thing> SheetReader::readThingPlace(const std::vector<Word>& words, int index) {
  const Word& letter = words.front();
  auto type = letter.text.size() == 1 ? thingOfLetter(letter.text.front()) : std::nullopt;
  if (!type) {
    return fail(current_, letter,
                fmt::format("unknown thing letter {} (catalogue: {})", quoted(letter.text),
                            catalogueLetters()));
  }
  Thing thing{*type, index, {}, {}};
  const Floor& floor = out_.dungeon.floors.back();
  const int sides[2] = {floor.width(), floor.height()};
  int* coords[2] = {&thing.at.x, &thing.at.y};
  for (size_t axis = 0; axis < 2; ++axis) {
    const char* name = axis == 0 ? "x" : "y";
    if (words.size() <= axis + 1) {
      return fail(current_.number, columnAt(current_.text.size()),
                  fmt::format("a thing line is 'LETTER x y field=value...': {} is missing", name));
    }
    const Word& word = words[axis + 1];
    auto value = parseInt(word.text);
    if (!value) {
      return fail(current_, word,
                  fmt::format("{} must be a whole number, not {}", name, quoted(word.text)));
    }
    if (*value < 0 || *value >= sides[axis]) {
      return fail(current_, word,
                  fmt::format("{}={} is outside the floor (0..{})", name, *value, sides[axis] - 1));
    }
    *coords[axis] = *value;
  }
  return thing;
}

Problem SheetReader::readField(const ThingSpec& spec, const Word& word, Thing& thing) {
  const auto pair = splitKeyValue(word);
  if (!pair) {
    return fail(current_, word, fmt::format("expected field=value, got {}", quoted(word.text)));
  }
  const std::string_view name = pair->key;
  auto field = std::find_if(spec.fields.begin(), spec.fields.end(),
                            [&](const FieldSpec& f) { return f.name == name; });
  if (field == spec.fields.end()) {
    return fail(current_, word,
                fmt::format("{} has no field {} ({})", spec.name, quoted(name), fieldNames(spec)));
  }
  if (thing.fields.has(field->field)) {
    return fail(current_, word, fmt::format("duplicate field {}", quoted(name)));
  }
  const std::string_view text = pair->value;
  auto value = parseFieldText(*field, text);
  if (!value) {
    return fail(current_.number, pair->value_column,
                fmt::format("bad value {} for {} field {}: expected {}", quoted(text), spec.name,
                            field->name, fieldDomain(*field)));
  }
  thing.fields.set(field->field, *value);
  return std::nullopt;
}

// A one-way door without its handle side keeps the field absent; the importer picks a side.
void SheetReader::warnIfSideMissing(const Thing& thing) {
  if (thing.type != ThingType::kOneWayDoor || thing.fields.has(Field::kOpensFrom)) return;
  out_.warnings.push_back(
      fail(current_.number, 1,
           fmt::format("{} has no opens_from: the importer will put the handle on the side "
                       "farther from the entrance",
                       placeText(thing))));
}

// After the floors: the end of the text, or a manifest and then nothing but comments.
Problem SheetReader::readTail() {
  auto line = nextContent();
  if (!line) return line.error();
  if (!*line) return std::nullopt;
  current_ = **line;
  auto words = splitWords(current_.text);
  if (words.front().text == "floor") {
    return fail(
        current_, words.front(),
        fmt::format("one floor too many: the options say floors={}", out_.dungeon.options.floors));
  }
  if (auto p = misplacedDirtBlock(current_, words.front(), out_.dungeon.options.floors)) return p;
  if (words.front().text != "manifest" || words.size() != 1) {
    return fail(
        current_, words.front(),
        fmt::format("expected 'manifest' or the end of the sheet, got {}", quoted(current_.text)));
  }
  if (auto p = readManifest()) return p;
  auto rest = nextContent();
  if (!rest) return rest.error();
  if (!*rest) return std::nullopt;
  return fail((*rest)->number, 1, "unexpected text after the manifest's 'end'");
}

Problem SheetReader::readManifest() {
  const auto& things = out_.dungeon.things;
  for (size_t row = 0;; ++row) {
    auto line = needContent("a manifest row or 'end'");
    if (!line) return line.error();
    current_ = *line;
    auto words = splitWords(line->text);
    if (words.front().text == "end" && words.size() == 1) {
      if (row == things.size()) return std::nullopt;
      return fail(line->number, 1,
                  fmt::format("the manifest lists {} things but the floors hold {} (first "
                              "missing: {})",
                              row, things.size(), placeText(things[row])));
    }
    if (row >= things.size()) {
      return fail(line->number, 1,
                  fmt::format("manifest row {} but the floors hold only {} things", row + 1,
                              things.size()));
    }
    if (auto p = checkManifestRow(words, things[row], static_cast<int>(row) + 1)) return p;
  }
}

Problem SheetReader::checkManifestRow(const std::vector<Word>& words, const Thing& thing, int id) {
  const ThingSpec& spec = specOf(thing.type);
  const std::string want[5] = {std::to_string(id), std::string(1, spec.letter),
                               std::string(spec.name), std::to_string(thing.floor + 1),
                               fmt::format("{},{}", thing.at.x, thing.at.y)};
  const char* what[5] = {"id", "letter", "type", "floor", "x,y"};
  for (size_t i = 0; i < 5; ++i) {
    if (i >= words.size()) {
      return fail(current_.number, columnAt(current_.text.size()),
                  fmt::format("manifest row is missing its {} (rows are 'id letter type floor "
                              "x,y')",
                              what[i]));
    }
    if (words[i].text != want[i]) {
      return fail(current_, words[i],
                  fmt::format("manifest {} {} should be '{}': thing {} in canonical order is {}",
                              what[i], quoted(words[i].text), want[i], id, placeText(thing)));
    }
  }
  if (words.size() > 5) {
    return fail(current_, words[5],
                fmt::format("unexpected {} at the end of the manifest row", quoted(words[5].text)));
  }
  return std::nullopt;
}

}  // namespace dungeon::sheet_reading
