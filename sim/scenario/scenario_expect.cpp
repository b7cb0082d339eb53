// The scenario script's expectations (docs/scenarios.md): `expect time`, `message`, `door` and
// a body's place, stance and walk. Each compares one fact of the scene and fails with the
// column of the word it checks, naming what it wanted and what it got.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "sim/live/walk_format.h"
#include "sim/scenario/scenario_runner.h"
#include "util/decimal.h"
#include "util/text.h"

namespace dungeon::sim::scenario_running {

Problem Runner::expect(const std::vector<Word>& w) {
  ++outcome_.expectations;
  if (w.size() < 3) return fail(w.back(), "usage: expect WHAT ... (see docs/scenarios.md)");
  if (w[1].text == "time") return expectTime(w);
  if (w[1].text == "message") return expectMessage(w);
  if (w[1].text == "door") return expectDoor(w);
  if (w[1].text == "dirt") return expectDirt(w);
  if (w[1].text == "ground") return expectGround(w);
  if (w[1].text == "space") return expectSpace(w);
  if (w[1].text == "collapses") return expectCollapses(w);
  return expectActor(w);
}

Problem Runner::mismatch(const Word& at, std::string_view what, std::string_view want,
                         std::string_view got) {
  return failed(at, fmt::format("expected {} {}, got {}", what, want, got));
}

Problem Runner::expectTime(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "expect time SECONDS")) return p;
  auto ms = secondsArg(w[2]);
  if (!ms) return ms.error();
  const int64_t now = scene_->clock().nowMs();
  if (now == *ms) return std::nullopt;
  return mismatch(w[2], "game time", fmt::format("{} s", secondsText(*ms)),
                  fmt::format("{} s", secondsText(now)));
}

Problem Runner::expectMessage(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "expect message \"TEXT\"")) return p;
  if (message_ == w[2].text) return std::nullopt;
  return mismatch(w[2], "message", fmt::format("\"{}\"", w[2].text),
                  fmt::format("\"{}\"", message_));
}

Problem Runner::expectDoor(const std::vector<Word>& w) {
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

Problem Runner::expectLeaf(const std::vector<Word>& w, const DoorState& door) {
  const std::optional<int> want = parseInt(w[4].text);
  if (!want) return fail(w[4], "expected whole millimetres");
  const int leaf_mm = scene_->terrain().passageAt(door.square).height_cm * 10;
  const int got = w[3].text == "drawback"
                      ? secretDrawBackMm(door.progress_ms, door.duration_ms)
                      : secretSinkMm(door.progress_ms, door.duration_ms, leaf_mm);
  if (got == *want) return std::nullopt;
  return mismatch(w[4], fmt::format("{} (mm)", w[3].text), w[4].text, std::to_string(got));
}

Problem Runner::expectActor(const std::vector<Word>& w) {
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
    if (auto p = arity(w, 4, "expect NAME stance standing|crouched|prone")) return p;
    if (stanceName(a.stance) == w[3].text) return std::nullopt;
    return mismatch(w[3], fmt::format("{}'s stance", a.name), w[3].text,
                    std::string(stanceName(a.stance)));
  }
  if (what == "reached" || what == "stopped") return expectWalk(w, *id);
  if (what == "dug") return expectDug(w, *id);
  if (what == "sees") return expectSees(w, *id);
  if (what == "buried") {
    if (auto p = arity(w, 4, "expect NAME buried yes|no")) return p;
    const std::string got = a.buried ? "yes" : "no";
    return got == w[3].text ? Problem()
                            : mismatch(w[3], fmt::format("{} buried", a.name), w[3].text, got);
  }
  return fail(w[2],
              "expected time, message, door, dirt, ground, space, collapses, or NAME "
              "at|stance|reached|stopped|dug|sees|buried");
}

// `expect NAME dug F:X,Y ...|nothing`: the dirt walls the body's last walk dug, in order.
Problem Runner::expectDug(const std::vector<Word>& w, int id) {
  const auto walk = walks_.find(id);
  if (walk == walks_.end() || !walk->second.digging)
    return fail(w[1], "that body has not walked digging yet");
  if (w.size() < 4) return arity(w, 4, "expect NAME dug F:X,Y ...|nothing");
  std::vector<std::string> dug;
  for (const Place& p : walk->second.digging->dug) dug.push_back(placeText(p));
  const std::string got = dug.empty() ? "nothing" : fmt::format("{}", fmt::join(dug, " "));
  std::vector<std::string> wanted;
  for (size_t i = 3; i < w.size(); ++i) wanted.push_back(w[i].text);
  const std::string want = fmt::format("{}", fmt::join(wanted, " "));
  if (got == want) return std::nullopt;
  return mismatch(w[3], fmt::format("{} to have dug", w[1].text), want, got);
}

// `expect NAME sees OTHER yes|no`: whether the body sees the other body's square now
// (Scene::sees: the line of sight over the live terrain, and a crawlway's cone).
Problem Runner::expectSees(const std::vector<Word>& w, int id) {
  if (auto p = arity(w, 5, "expect NAME sees OTHER yes|no")) return p;
  auto other = actorArg(w[3]);
  if (!other) return other.error();
  if (w[4].text != "yes" && w[4].text != "no") return fail(w[4], "expected yes or no");
  const std::string got = scene_->sees(id, scene_->actor(*other).square) ? "yes" : "no";
  if (got == w[4].text) return std::nullopt;
  return mismatch(w[4], fmt::format("{} sees {}", w[1].text, w[3].text), w[4].text, got);
}

Problem Runner::expectWalk(const std::vector<Word>& w, int id) {
  const auto walk = walks_.find(id);
  if (walk == walks_.end()) return fail(w[1], "that body has not walked yet");
  const WalkResult& r = walk->second;
  const std::string got =
      r.reached ? std::string("reached")
                : fmt::format("stopped at {} ({})", placeText(r.obstacle->at), r.obstacle->reason);
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

}  // namespace dungeon::sim::scenario_running
