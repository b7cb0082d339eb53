// The scenario script's argument readers and commands (docs/scenarios.md): body, move, climb,
// walk, use, look, stand, chase, clock and advance. Each reads its words, acts on the scene
// and fails with the column of the word it could not use.
#include <fmt/format.h>

#include "sim/live/dig_walk.h"
#include "sim/live/walk_format.h"
#include "sim/scenario/scenario_runner.h"
#include "util/decimal.h"

namespace dungeon::sim::scenario_running {

Problem Runner::arity(const std::vector<Word>& w, size_t count, std::string_view usage) {
  if (w.size() == count) return std::nullopt;
  const Word at = w.size() > count
                      ? w[count]
                      : Word{"", w.back().column + static_cast<int>(w.back().text.size())};
  return fail(at, fmt::format("usage: {}", usage));
}

Result<int> Runner::actorArg(const Word& w) {
  if (auto id = scene_->findActor(w.text)) return *id;
  return fail(w, fmt::format("no body named '{}' (declare it with 'body')", w.text));
}

// The bodies a script can place: those of walks and sheets, and the graboid, which lives in dirt.
Result<BodyKind> Runner::bodyKindArg(const Word& w) {
  if (w.text == bodyOf(BodyKind::kGraboid).name) return BodyKind::kGraboid;
  auto kind = parseBodyName(w.text);
  if (!kind) return fail(w, kind.error().message + " (or graboid)");
  return *kind;
}

Result<int> Runner::placeArg(const Word& w) {
  auto place = parsePlace(w.text);
  if (!place)
    return fail(line_, w.column + std::max(place.error().column, 1) - 1, place.error().message);
  if (!world_->valid(*place))
    return fail(w, fmt::format("{} is not a square of the dungeon", w.text));
  return world_->index(*place);
}

Result<Dir> Runner::dirArg(const Word& w) {
  if (auto dir = parseDir(w.text)) return *dir;
  return fail(w, fmt::format("'{}' is not a direction (north, east, south, west)", w.text));
}

Result<int64_t> Runner::secondsArg(const Word& w) {
  if (auto ms = parseThousandths(w.text)) return *ms;
  return fail(w, fmt::format("'{}' is not seconds (e.g. 7.5, at most 3 decimals)", w.text));
}

// Ticks until `done` or the guard; a stopped clock only passes with `allow_stopped`.
template <class Done>
Problem Runner::tickUntil(const Word& at, Done done) {
  for (int64_t spent = 0; !done(); spent += kTickMs) {
    if (!scene_->clock().running()) return failed(at, "the clock is stopped: nothing can move");
    if (spent > kMaxCommandMs) return failed(at, "still not done after an hour of game time");
    scene_->tick();
  }
  return std::nullopt;
}

// Ticks until the body has finished its leg or its work.
Problem Runner::untilIdle(const Word& at, int id) {
  return tickUntil(at, [&] { return scene_->actor(id).idle(); });
}

// --- commands ---------------------------------------------------------------------------

Problem Runner::body(const std::vector<Word>& w) {
  if (auto p = arity(w, 5, "body NAME KIND at F:X,Y")) return p;
  if (scene_->findActor(w[1].text))
    return fail(w[1], fmt::format("'{}' already exists", w[1].text));
  auto kind = bodyKindArg(w[2]);
  if (!kind) return kind.error();
  if (w[3].text != "at") return fail(w[3], "expected 'at'");
  auto square = placeArg(w[4]);
  if (!square) return square.error();
  scene_->addActor(w[1].text, *kind, *square);
  return std::nullopt;
}

Problem Runner::moveTo(const Word& at, int id, int to) {
  const std::string refused = scene_->startMove(id, to);
  if (!refused.empty()) return failed(at, fmt::format("cannot move: {}", refused));
  return untilIdle(at, id);
}

// `move NAME DIRECTION [SQUARES]`: that many legs that way, one after the other.
Problem Runner::move(const std::vector<Word>& w) {
  if (w.size() != 3 && w.size() != 4) return arity(w, 3, "move NAME DIRECTION [SQUARES]");
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto dir = dirArg(w[2]);
  if (!dir) return dir.error();
  int squares = 1;
  if (w.size() == 4) {
    auto n = countArg(w[3], kMostSquaresAMove);
    if (!n) return n.error();
    squares = *n;
  }
  for (int i = 0; i < squares; ++i) {
    const int to = world_->neighbour(scene_->actor(*id).square, *dir);
    if (to < 0) return failed(w[2], "that is off the floor");
    if (auto p = moveTo(w[2], *id, to)) return p;
  }
  return std::nullopt;
}

Problem Runner::climb(const std::vector<Word>& w) {
  if (w.size() != 2 && w.size() != 4) return arity(w, 2, "climb NAME [to F:X,Y]");
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  const auto linked = world_->linked(scene_->actor(*id).square);
  if (linked.empty()) return failed(w[1], "no ladder, lift, duct or spiral at that body's square");
  int to = linked.front();
  if (w.size() == 4) {
    auto target = placeArg(w[3]);
    if (!target) return target.error();
    to = *target;
  }
  return moveTo(w[0], *id, to);
}

// `walk NAME to F:X,Y [digging]`: the reach walk, or with `digging` the walk that may dig
// through dirt walls where that is quicker (sim/live/dig_walk.h).
Problem Runner::walk(const std::vector<Word>& w) {
  if (w.size() != 4 && w.size() != 5) return arity(w, 4, "walk NAME to F:X,Y [digging]");
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  if (w[2].text != "to") return fail(w[2], "expected 'to'");
  auto target = placeArg(w[3]);
  if (!target) return target.error();
  if (w.size() == 5 && w[4].text != "digging") return fail(w[4], "expected 'digging' or nothing");
  if (!scene_->clock().running()) return failed(w[0], "the clock is stopped: nothing can move");
  if (w.size() == 4) {
    walks_[*id] = walkInScene(*scene_, *id, *target);
    return std::nullopt;
  }
  walks_[*id] = digWalkInScene(*scene_, *id, *target);
  collapse_ = {};
  collapse_.collapses = walks_[*id].digging->collapses;  // `expect collapses` states them
  return std::nullopt;
}

Problem Runner::use(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "use NAME F:X,Y")) return p;
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto square = placeArg(w[2]);
  if (!square) return square.error();
  message_ = std::string(scene_->use(*id, *square));
  return std::nullopt;
}

Problem Runner::look(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "look NAME DIRECTION")) return p;
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto dir = dirArg(w[2]);
  if (!dir) return dir.error();
  message_ = std::string(scene_->look(*id, *dir));
  return std::nullopt;
}

Problem Runner::stand(const std::vector<Word>& w) {
  if (auto p = arity(w, 2, "stand NAME")) return p;
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  message_ = std::string(scene_->standUp(*id));
  return std::nullopt;
}

Problem Runner::chase(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "chase MONSTER QUARRY")) return p;
  auto monster = actorArg(w[1]);
  if (!monster) return monster.error();
  auto quarry = actorArg(w[2]);
  if (!quarry) return quarry.error();
  scene_->chase(*monster, *quarry);
  return std::nullopt;
}

Problem Runner::clock(const std::vector<Word>& w) {
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
Problem Runner::advance(const std::vector<Word>& w) {
  if (auto p = arity(w, 2, "advance SECONDS")) return p;
  auto ms = secondsArg(w[1]);
  if (!ms) return ms.error();
  if (*ms % kTickMs != 0)
    return fail(w[1], fmt::format("advance in whole ticks of {} ms", kTickMs));
  if (*ms > kMaxCommandMs) {
    return fail(w[1],
                fmt::format("advance at most an hour ({} s) at a time", kMaxCommandMs / 1000));
  }
  for (int64_t t = 0; t < *ms; t += kTickMs) scene_->tick();
  return std::nullopt;
}

}  // namespace dungeon::sim::scenario_running
