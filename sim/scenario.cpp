// Parses and runs scenario scripts (docs/scenarios.md): a sheet, then one command per line.
// The runner owns the dungeon, its world and one scene; each command is a small method, each
// expectation compares one fact of the scene and fails with the column of the word it checks.
#include "sim/scenario.h"

#include <fmt/format.h>

#include <charconv>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "model/decimal.h"
#include "model/sheet.h"
#include "sim/scenario_script.h"
#include "sim/walk.h"
#include "sim/walk_format.h"

namespace dungeon::sim {
namespace {

// No command may run the clock longer than this (an hour of game time): a guard against a
// script that waits for something that never happens.
constexpr int64_t kMaxCommandMs = 3'600'000;

using Word = ScriptWord;
using Problem = std::optional<InputError>;

class Runner {
 public:
  explicit Runner(std::string file) : file_(std::move(file)) {}

  Result<ScenarioOutcome> run(std::string_view text) {
    std::vector<std::string_view> lines;
    for (size_t pos = 0; pos <= text.size();) {
      const size_t end = std::min(text.find('\n', pos), text.size());
      lines.push_back(text.substr(pos, end - pos));
      pos = end + 1;
    }
    size_t i = 0;
    if (auto p = readSheet(lines, i)) return *p;
    for (; i < lines.size(); ++i) {
      if (auto p = runLine(lines[i], static_cast<int>(i) + 1)) return *p;
    }
    return outcome_;
  }

 private:
  InputError fail(int line, int column, std::string message) const {
    return InputError{file_, line, column, std::move(message)};
  }
  InputError fail(const Word& word, std::string message) const {
    return fail(line_, word.column, std::move(message));
  }

  static bool skipped(std::string_view line) {
    const size_t first = line.find_first_not_of(' ');
    return first == std::string_view::npos || line[first] == ';';
  }

  // The first content line: `sheet FILE`, or `sheet` followed by the sheet and `end sheet`.
  Problem readSheet(const std::vector<std::string_view>& lines, size_t& i) {
    while (i < lines.size() && skipped(lines[i])) ++i;
    if (i == lines.size() || lines[i].substr(0, 5) != "sheet") {
      return fail(static_cast<int>(std::min(i, lines.size() - 1)) + 1, 1,
                  "a scenario starts with 'sheet FILE' or 'sheet' and an inline sheet");
    }
    const int header = static_cast<int>(i) + 1;
    const std::string_view rest = lines[i].substr(5);
    const size_t name_at = rest.find_first_not_of(' ');
    ++i;
    if (name_at != std::string_view::npos) {
      const std::string name(rest.substr(name_at));
      const auto path = std::filesystem::path(file_).parent_path() / name;
      auto text = readFile(path.string());
      if (!text) return fail(header, static_cast<int>(name_at) + 6, text.error().message);
      return load(*text, path.string(), 0);
    }
    std::string sheet;
    const size_t first = i;
    while (i < lines.size() && lines[i] != "end sheet") {
      sheet += lines[i++];
      sheet += '\n';
    }
    if (i == lines.size()) return fail(header, 1, "inline sheet has no 'end sheet' line");
    ++i;
    return load(sheet, file_, static_cast<int>(first));
  }

  // Reads the sheet; errors in an inline sheet are moved to the scenario's own lines.
  Problem load(const std::string& text, const std::string& name, int line_offset) {
    auto sheet = dungeon::readSheet(text, name);
    if (!sheet) {
      InputError e = sheet.error();
      e.line += line_offset;
      return e;
    }
    dungeon_ = std::make_unique<Dungeon>(std::move(sheet->dungeon));
    world_ = std::make_unique<World>(*dungeon_);
    scene_ = std::make_unique<Scene>(*world_);
    return std::nullopt;
  }

  Problem runLine(std::string_view text, int number) {
    if (skipped(text)) return std::nullopt;
    line_ = number;
    int bad = 0;
    auto words = splitScriptLine(text, bad);
    if (!words) return fail(number, bad, "unclosed '\"'");
    ++outcome_.steps;
    const Word& verb = words->front();
    const auto handler = handlers().find(verb.text);
    if (handler == handlers().end()) {
      return fail(verb, fmt::format("unknown command '{}' (commands: {})", verb.text, verbList()));
    }
    return handler->second(*this, *words);
  }

  using Handler = std::function<Problem(Runner&, const std::vector<Word>&)>;
  static const std::map<std::string, Handler>& handlers() {
    static const std::map<std::string, Handler> kHandlers = {
        {"body", &Runner::body},       {"move", &Runner::move},     {"climb", &Runner::climb},
        {"walk", &Runner::walk},       {"use", &Runner::use},       {"look", &Runner::look},
        {"stand", &Runner::stand},     {"chase", &Runner::chase},   {"clock", &Runner::clock},
        {"advance", &Runner::advance}, {"expect", &Runner::expect},
    };
    return kHandlers;
  }
  static std::string verbList() {
    std::string out;
    for (const auto& [name, handler] : handlers()) out += (out.empty() ? "" : ", ") + name;
    return out;
  }

  // --- argument readers -------------------------------------------------------------------

  Problem arity(const std::vector<Word>& w, size_t count, std::string_view usage) {
    if (w.size() == count) return std::nullopt;
    const Word at = w.size() > count
                        ? w[count]
                        : Word{"", w.back().column + static_cast<int>(w.back().text.size())};
    return fail(at, fmt::format("usage: {}", usage));
  }

  Result<int> actorArg(const Word& w) {
    if (auto id = scene_->findActor(w.text)) return *id;
    return fail(w, fmt::format("no body named '{}' (declare it with 'body')", w.text));
  }

  Result<int> placeArg(const Word& w) {
    auto place = parsePlace(w.text);
    if (!place)
      return fail(line_, w.column + std::max(place.error().column, 1) - 1, place.error().message);
    if (!world_->valid(*place))
      return fail(w, fmt::format("{} is not a square of the dungeon", w.text));
    return world_->index(*place);
  }

  Result<Dir> dirArg(const Word& w) {
    if (auto dir = parseDir(w.text)) return *dir;
    return fail(w, fmt::format("'{}' is not a direction (north, east, south, west)", w.text));
  }

  Result<int64_t> secondsArg(const Word& w) {
    if (auto ms = parseThousandths(w.text)) return *ms;
    return fail(w, fmt::format("'{}' is not seconds (e.g. 7.5, at most 3 decimals)", w.text));
  }

  // Ticks until `done` or the guard; a stopped clock only passes with `allow_stopped`.
  template <class Done>
  Problem tickUntil(const Word& at, Done done) {
    for (int64_t spent = 0; !done(); spent += kTickMs) {
      if (!scene_->clock().running()) return fail(at, "the clock is stopped: nothing can move");
      if (spent > kMaxCommandMs) return fail(at, "still not done after an hour of game time");
      scene_->tick();
    }
    return std::nullopt;
  }

  // --- commands ---------------------------------------------------------------------------

  Problem body(const std::vector<Word>& w) {
    if (auto p = arity(w, 5, "body NAME KIND at F:X,Y")) return p;
    if (scene_->findActor(w[1].text))
      return fail(w[1], fmt::format("'{}' already exists", w[1].text));
    auto kind = parseBodyName(w[2].text);
    if (!kind) return fail(w[2], kind.error().message);
    if (w[3].text != "at") return fail(w[3], "expected 'at'");
    auto square = placeArg(w[4]);
    if (!square) return square.error();
    scene_->addActor(w[1].text, *kind, *square);
    return std::nullopt;
  }

  Problem moveTo(const Word& at, int id, int to) {
    const std::string refused = scene_->startMove(id, to);
    if (!refused.empty()) return fail(at, fmt::format("cannot move: {}", refused));
    return tickUntil(at, [&] { return scene_->actor(id).idle(); });
  }

  Problem move(const std::vector<Word>& w) {
    if (auto p = arity(w, 3, "move NAME DIRECTION")) return p;
    auto id = actorArg(w[1]);
    if (!id) return id.error();
    auto dir = dirArg(w[2]);
    if (!dir) return dir.error();
    const int to = world_->neighbour(scene_->actor(*id).square, *dir);
    if (to < 0) return fail(w[2], "that is off the floor");
    return moveTo(w[2], *id, to);
  }

  Problem climb(const std::vector<Word>& w) {
    if (w.size() != 2 && w.size() != 4) return arity(w, 2, "climb NAME [to F:X,Y]");
    auto id = actorArg(w[1]);
    if (!id) return id.error();
    const auto linked = world_->linked(scene_->actor(*id).square);
    if (linked.empty()) return fail(w[1], "no ladder, lift, duct or spiral at that body's square");
    int to = linked.front();
    if (w.size() == 4) {
      auto target = placeArg(w[3]);
      if (!target) return target.error();
      to = *target;
    }
    return moveTo(w[0], *id, to);
  }

  Problem walk(const std::vector<Word>& w) {
    if (auto p = arity(w, 4, "walk NAME to F:X,Y")) return p;
    auto id = actorArg(w[1]);
    if (!id) return id.error();
    auto target = placeArg(w[3]);
    if (!target) return target.error();
    if (!scene_->clock().running()) return fail(w[0], "the clock is stopped: nothing can move");
    walks_[*id] = walkInScene(*scene_, *id, *target);
    return std::nullopt;
  }

  Problem use(const std::vector<Word>& w) {
    if (auto p = arity(w, 3, "use NAME F:X,Y")) return p;
    auto id = actorArg(w[1]);
    if (!id) return id.error();
    auto square = placeArg(w[2]);
    if (!square) return square.error();
    message_ = std::string(scene_->use(*id, *square));
    return std::nullopt;
  }

  Problem look(const std::vector<Word>& w) {
    if (auto p = arity(w, 3, "look NAME DIRECTION")) return p;
    auto id = actorArg(w[1]);
    if (!id) return id.error();
    auto dir = dirArg(w[2]);
    if (!dir) return dir.error();
    message_ = std::string(scene_->look(*id, *dir));
    return std::nullopt;
  }

  Problem stand(const std::vector<Word>& w) {
    if (auto p = arity(w, 2, "stand NAME")) return p;
    auto id = actorArg(w[1]);
    if (!id) return id.error();
    message_ = std::string(scene_->standUp(*id));
    return std::nullopt;
  }

  Problem chase(const std::vector<Word>& w) {
    if (auto p = arity(w, 3, "chase MONSTER QUARRY")) return p;
    auto monster = actorArg(w[1]);
    if (!monster) return monster.error();
    auto quarry = actorArg(w[2]);
    if (!quarry) return quarry.error();
    scene_->chase(*monster, *quarry);
    return std::nullopt;
  }

  Problem clock(const std::vector<Word>& w) {
    if (auto p = arity(w, 2, "clock stop|start")) return p;
    if (w[1].text == "stop") {
      scene_->clock().stop();
    } else if (w[1].text == "start") {
      scene_->clock().start();
    } else {
      return fail(w[1], "expected 'stop' or 'start'");
    }
    return std::nullopt;
  }

  // Runs `seconds` worth of ticks; with the clock stopped they pass and nothing moves.
  Problem advance(const std::vector<Word>& w) {
    if (auto p = arity(w, 2, "advance SECONDS")) return p;
    auto ms = secondsArg(w[1]);
    if (!ms) return ms.error();
    if (*ms % kTickMs != 0)
      return fail(w[1], fmt::format("advance in whole ticks of {} ms", kTickMs));
    for (int64_t t = 0; t < *ms; t += kTickMs) scene_->tick();
    return std::nullopt;
  }

  // --- expectations -----------------------------------------------------------------------

  Problem expect(const std::vector<Word>& w) {
    ++outcome_.expectations;
    if (w.size() < 3) return fail(w.back(), "usage: expect WHAT ... (see docs/scenarios.md)");
    if (w[1].text == "time") return expectTime(w);
    if (w[1].text == "message") return expectMessage(w);
    if (w[1].text == "door") return expectDoor(w);
    return expectActor(w);
  }

  Problem mismatch(const Word& at, std::string_view what, std::string_view want,
                   std::string_view got) {
    return fail(at, fmt::format("expected {} {}, got {}", what, want, got));
  }

  Problem expectTime(const std::vector<Word>& w) {
    if (auto p = arity(w, 3, "expect time SECONDS")) return p;
    auto ms = secondsArg(w[2]);
    if (!ms) return ms.error();
    const int64_t now = scene_->clock().nowMs();
    if (now == *ms) return std::nullopt;
    return mismatch(w[2], "game time", fmt::format("{} s", secondsText(*ms)),
                    fmt::format("{} s", secondsText(now)));
  }

  Problem expectMessage(const std::vector<Word>& w) {
    if (auto p = arity(w, 3, "expect message \"TEXT\"")) return p;
    if (message_ == w[2].text) return std::nullopt;
    return mismatch(w[2], "message", fmt::format("\"{}\"", w[2].text),
                    fmt::format("\"{}\"", message_));
  }

  Problem expectDoor(const std::vector<Word>& w) {
    if (w.size() < 4)
      return fail(w.back(),
                  "usage: expect door F:X,Y PHASE|progress F|found yes|no|drawback MM|sink MM");
    auto square = placeArg(w[2]);
    if (!square) return square.error();
    const DoorState* door = scene_->doors().at(*square);
    if (door == nullptr) return fail(w[2], "no door stands there");
    const std::string& what = w[3].text;
    if (what == "closed" || what == "opening" || what == "open" || what == "closing") {
      if (auto p = arity(w, 4, "expect door F:X,Y PHASE")) return p;
      if (phaseName(door->phase) == what) return std::nullopt;
      return mismatch(w[3], "door", what, std::string(phaseName(door->phase)));
    }
    if (auto p = arity(w, 5, "expect door F:X,Y progress|found|drawback|sink VALUE")) return p;
    if (what == "found") {
      const std::string got = door->found ? "yes" : "no";
      return got == w[4].text ? Problem() : mismatch(w[4], "found", w[4].text, got);
    }
    if (what == "progress") {
      auto want = parseThousandths(w[4].text);  // a fraction 0..1 with up to 3 decimals
      if (!want) return fail(w[4], "progress is a fraction of the door's travel, e.g. 0.5");
      const int64_t got = int64_t{door->progress_ms} * 1000 / door->duration_ms;
      return got == *want ? Problem() : mismatch(w[4], "progress", w[4].text, secondsText(got));
    }
    if (what == "drawback" || what == "sink") return expectLeaf(w, *door);
    return fail(w[3], "expected a phase, progress, found, drawback or sink");
  }

  Problem expectLeaf(const std::vector<Word>& w, const DoorState& door) {
    int want = 0;
    auto [ptr, ec] = std::from_chars(w[4].text.data(), w[4].text.data() + w[4].text.size(), want);
    if (ec != std::errc() || ptr != w[4].text.data() + w[4].text.size()) {
      return fail(w[4], "expected whole millimetres");
    }
    const int leaf_mm = scene_->terrain().passageAt(door.square).height_cm * 10;
    const int got = w[3].text == "drawback"
                        ? secretDrawBackMm(door.progress_ms, door.duration_ms)
                        : secretSinkMm(door.progress_ms, door.duration_ms, leaf_mm);
    if (got == want) return std::nullopt;
    return mismatch(w[4], fmt::format("{} (mm)", w[3].text), w[4].text, std::to_string(got));
  }

  Problem expectActor(const std::vector<Word>& w) {
    auto id = actorArg(w[1]);
    if (!id) return id.error();
    const Actor& a = scene_->actor(*id);
    const std::string& what = w[2].text;
    if (what == "at") {
      if (auto p = arity(w, 4, "expect NAME at F:X,Y")) return p;
      auto square = placeArg(w[3]);
      if (!square) return square.error();
      if (a.square == *square) return std::nullopt;
      return mismatch(w[3], fmt::format("{} at", a.name), w[3].text,
                      placeText(world_->place(a.square)));
    }
    if (what == "stance") {
      if (auto p = arity(w, 4, "expect NAME stance standing|crouched")) return p;
      if (stanceName(a.stance) == w[3].text) return std::nullopt;
      return mismatch(w[3], fmt::format("{}'s stance", a.name), w[3].text,
                      std::string(stanceName(a.stance)));
    }
    if (what == "reached" || what == "stopped") return expectWalk(w, *id);
    return fail(w[2], "expected time, message, door, or NAME at|stance|reached|stopped");
  }

  Problem expectWalk(const std::vector<Word>& w, int id) {
    const auto walk = walks_.find(id);
    if (walk == walks_.end()) return fail(w[1], "that body has not walked yet");
    const WalkResult& r = walk->second;
    const std::string got = r.reached ? std::string("reached")
                                      : fmt::format("stopped at {} ({})", placeText(r.obstacle->at),
                                                    r.obstacle->reason);
    if (w[2].text == "reached") {
      if (auto p = arity(w, 3, "expect NAME reached")) return p;
      return r.reached ? Problem() : mismatch(w[2], "the walk", "reached", got);
    }
    if (auto p = arity(w, 5, "expect NAME stopped at F:X,Y")) return p;
    auto square = placeArg(w[4]);
    if (!square) return square.error();
    if (!r.reached && world_->index(r.obstacle->at) == *square) return std::nullopt;
    return mismatch(w[4], "the walk", fmt::format("stopped at {}", w[4].text), got);
  }

  std::string file_;
  int line_ = 0;
  std::unique_ptr<Dungeon> dungeon_;
  std::unique_ptr<World> world_;
  std::unique_ptr<Scene> scene_;
  std::map<int, WalkResult> walks_;
  std::string message_;
  ScenarioOutcome outcome_;
};

}  // namespace

Result<ScenarioOutcome> runScenario(std::string_view text, const std::string& file) {
  return Runner(file).run(text);
}

Result<ScenarioOutcome> runScenarioFile(const std::string& path) {
  auto text = readFile(path);
  if (!text) return text.error();
  return runScenario(*text, path);
}

}  // namespace dungeon::sim
