// The scenario script's dirt commands and expectations (docs/scenarios.md, docs/dirt.md): dig
// from the side and from above, pack, reinforce, containers, pushing and tunnelling, all on the
// scene's one live terrain, so walks, chases and sight see what they leave at once. A change
// with no body is the script's hand and takes no time; with `by NAME` (and for push and tunnel)
// a body does the work and the clock runs for its time. A refused action is not a failure: it
// sets the last message to its refusal, which `expect message` states. The dirt streams come
// from `dirt seed N`, else from the sheet's seed, so a script replays exactly.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "sim/live/walk_format.h"
#include "sim/scenario/scenario_runner.h"
#include "util/text.h"

namespace dungeon::sim::scenario_running {
namespace {

// The script's names of the dirt spaces, in DirtSpace order.
constexpr std::array<std::string_view, 7> kSpaceNames = {"rock", "wall",  "crawlway", "tunnel",
                                                         "heap", "mound", "open"};
constexpr int kMostDirtSteps = 1000;

std::string_view spaceName(DirtSpace space) {
  return kSpaceNames[static_cast<size_t>(space)];
}

}  // namespace

// --- the live dirt --------------------------------------------------------------------------

Result<const DirtTerrain*> Runner::dirtAt(const Word& w, int floor) {
  const DirtTerrain* dirt = scene_->terrain().dirt(floor);
  if (dirt == nullptr) {
    return fail(
        w, fmt::format("floor {} is not a dirt floor (its sheet has no dirt block)", floor + 1));
  }
  return dirt;
}

Result<int> Runner::dirtSquareArg(const Word& w) {
  auto square = placeArg(w);
  if (!square) return square.error();
  if (auto t = dirtAt(w, world_->floorOf(*square)); !t) return t.error();
  return *square;
}

Result<int> Runner::countArg(const Word& w, int most) {
  const std::optional<int> n = parseInt(w.text);
  if (!n || *n < 1 || *n > most) return fail(w, fmt::format("expected a count of 1 to {}", most));
  return *n;
}

void Runner::record(const DirtOutcome& outcome) {
  message_ = outcome.done ? "" : outcome.refusal;
  collapse_.checks += outcome.collapse.checks;
  collapse_.collapses += outcome.collapse.collapses;
  collapse_.fallen += outcome.collapse.fallen;
}

// A body's work: records its outcome and runs the clock until the body is done.
Problem Runner::work(const Word& at, int id, const DirtOutcome& outcome) {
  record(outcome);
  if (!outcome.done) return std::nullopt;
  return untilIdle(at, id);
}

// The trailing `by NAME` of a dirt command, or nullopt when the words end before it.
Result<std::optional<int>> Runner::byArg(const std::vector<Word>& w, size_t at) {
  if (w.size() == at) return std::optional<int>();
  if (w.size() != at + 2 || w[at].text != "by") return fail(w[at], "expected 'by NAME' or nothing");
  auto id = actorArg(w[at + 1]);
  if (!id) return id.error();
  return std::optional<int>(*id);
}

// --- commands ---------------------------------------------------------------------------

Problem Runner::dirtSeed(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "dirt seed N")) return p;
  if (w[1].text != "seed") return fail(w[1], "expected 'seed'");
  const std::optional<uint64_t> seed = parseUnsigned(w[2].text);
  if (!seed) return fail(w[2], "expected a seed, 0 to 18446744073709551615");
  scene_->setDirtSeed(*seed);
  return std::nullopt;
}

Problem Runner::digCommand(const std::vector<Word>& w) {
  const bool above = w.size() > 1 && w[1].text == "ground";
  const size_t from_at = above ? 2 : 1;
  const std::string_view usage = "dig [ground] F:X,Y to F:X,Y [by NAME]";
  if (w.size() < from_at + 3) return arity(w, from_at + 3, usage);
  if (w[from_at + 1].text != "to") return fail(w[from_at + 1], "expected 'to'");
  auto from = dirtSquareArg(w[from_at]);
  if (!from) return from.error();
  auto to = dirtSquareArg(w[from_at + 2]);
  if (!to) return to.error();
  const Place f = world_->place(*from);
  const Place t = world_->place(*to);
  if (t.floor != f.floor) return fail(w[from_at + 2], "dirt moves within one floor");
  auto by = byArg(w, from_at + 3);
  if (!by) return by.error();
  collapse_ = {};
  if (*by) {
    const DirtOutcome out =
        above ? scene_->startDigAbove(**by, *from, *to) : scene_->startDig(**by, *from, *to);
    return work(w[0], **by, out);
  }
  record(scene_->changeDirt(f.floor, [&](DirtTerrain& d, DirtStreams& s) {
    return above ? digAbove(d, f.at, t.at) : digSide(d, s, f.at, t.at);
  }));
  return std::nullopt;
}

Problem Runner::packCommand(const std::vector<Word>& w) {
  if (w.size() < 2) return arity(w, 2, "pack F:X,Y [by NAME]");
  auto at = dirtSquareArg(w[1]);
  if (!at) return at.error();
  auto by = byArg(w, 2);
  if (!by) return by.error();
  collapse_ = {};
  if (*by) return work(w[0], **by, scene_->startPack(**by, *at));
  const Place p = world_->place(*at);
  record(scene_->changeDirt(p.floor, [&](DirtTerrain& d, DirtStreams&) { return pack(d, p.at); }));
  return std::nullopt;
}

Problem Runner::reinforceCommand(const std::vector<Word>& w) {
  if (w.size() < 2) return arity(w, 2, "reinforce F:X,Y [by NAME]");
  auto at = dirtSquareArg(w[1]);
  if (!at) return at.error();
  auto by = byArg(w, 2);
  if (!by) return by.error();
  collapse_ = {};
  if (*by) return work(w[0], **by, scene_->startReinforce(**by, *at));
  const Place p = world_->place(*at);
  record(scene_->changeDirt(p.floor,
                            [&](DirtTerrain& d, DirtStreams&) { return reinforce(d, p.at); }));
  return std::nullopt;
}

Problem Runner::containerCommand(const std::vector<Word>& w) {
  if (w.size() != 4 && w.size() != 5) {
    return arity(w, 4, "container wheelbarrow|trunk|crate at F:X,Y [ground]");
  }
  std::optional<ContainerKind> kind;
  for (ContainerKind k :
       {ContainerKind::kWheelbarrow, ContainerKind::kTrunk, ContainerKind::kCrate}) {
    if (containerSpecOf(k).name == w[1].text) kind = k;
  }
  if (!kind) return fail(w[1], "expected wheelbarrow, trunk or crate");
  if (w[2].text != "at") return fail(w[2], "expected 'at'");
  auto at = dirtSquareArg(w[3]);
  if (!at) return at.error();
  if (w.size() == 5 && w[4].text != "ground") return fail(w[4], "expected 'ground' or nothing");
  const DirtLayer layer = w.size() == 5 ? DirtLayer::kGround : DirtLayer::kFloor;
  const Place p = world_->place(*at);
  record(scene_->changeDirt(p.floor, [&](DirtTerrain& d, DirtStreams&) {
    const std::string why = d.placeContainer(*kind, layer, p.at);
    return why.empty() ? DirtOutcome{true, "", p.at, false, {}} : DirtOutcome::refuse(why);
  }));
  return std::nullopt;
}

Problem Runner::pushCommand(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "push NAME DIRECTION")) return p;
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto dir = dirArg(w[2]);
  if (!dir) return dir.error();
  if (auto t = dirtAt(w[1], world_->floorOf(scene_->actor(*id).square)); !t) return t.error();
  collapse_ = {};
  return work(w[0], *id, scene_->startPush(*id, *dir));
}

// `tunnel NAME DIRECTION [STEPS]`: the body walks on into the square in front where it fits it,
// else digs it, until it has moved on STEPS squares (default 1) or a dig is refused.
Problem Runner::tunnelCommand(const std::vector<Word>& w) {
  if (w.size() != 3 && w.size() != 4) return arity(w, 3, "tunnel NAME DIRECTION [STEPS]");
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto dir = dirArg(w[2]);
  if (!dir) return dir.error();
  int steps = 1;
  if (w.size() == 4) {
    auto n = countArg(w[3], kMostDirtSteps);
    if (!n) return n.error();
    steps = *n;
  }
  if (auto t = dirtAt(w[1], world_->floorOf(scene_->actor(*id).square)); !t) return t.error();
  collapse_ = {};
  message_.clear();
  for (int moved = 0, tries = 0; moved < steps && tries < kMostDirtSteps; ++tries) {
    const int front = world_->neighbour(scene_->actor(*id).square, *dir);
    if (front >= 0 &&
        legBetween(scene_->terrain(), *scene_->actor(*id).body, scene_->actor(*id).square, front)) {
      if (auto p = moveTo(w[2], *id, front)) return p;
      ++moved;
      continue;
    }
    const DirtOutcome out = scene_->startTunnel(*id, *dir);
    if (auto p = work(w[0], *id, out)) return p;
    if (!out.done) break;
  }
  return std::nullopt;
}

// --- expectations -----------------------------------------------------------------------

// `expect dirt F:X,Y GLYPHS`: the squares from there eastwards, as the sheet's dirt block
// writes them.
Problem Runner::expectDirt(const std::vector<Word>& w) {
  if (w.size() == 5 && w[2].text == "total") return expectDirtTotal(w);
  if (auto p = arity(w, 4, "expect dirt F:X,Y GLYPHS | expect dirt total FLOOR UNITS")) return p;
  auto square = dirtSquareArg(w[2]);
  if (!square) return square.error();
  const Place at = world_->place(*square);
  const DirtTerrain& t = *scene_->terrain().dirt(at.floor);
  if (at.at.x + static_cast<int>(w[3].text.size()) > t.width())
    return fail(w[3], "more glyphs than squares east of there");
  std::string got;
  for (size_t i = 0; i < w[3].text.size(); ++i) {
    got += dirtGlyph(t.square({at.at.x + static_cast<int>(i), at.at.y}));
  }
  if (got == w[3].text) return std::nullopt;
  return mismatch(w[3], fmt::format("dirt from {}", w[2].text), w[3].text, got);
}

// `expect dirt total FLOOR UNITS`: every unit of the floor's dirt (levels, packing, ground and
// containers), the sum no action changes.
Problem Runner::expectDirtTotal(const std::vector<Word>& w) {
  const std::optional<int> floor = parseInt(w[3].text);
  if (!floor || *floor < 1 || *floor > static_cast<int>(dungeon_->floors.size()))
    return fail(w[3], "expected a floor of the dungeon");
  auto t = dirtAt(w[3], *floor - 1);
  if (!t) return t.error();
  const std::optional<int> want = parseInt(w[4].text);
  if (!want) return fail(w[4], "expected a whole number of units");
  const int got = (*t)->total();
  if (got == *want) return std::nullopt;
  return mismatch(w[4], fmt::format("floor {}'s dirt total", *floor), w[4].text,
                  std::to_string(got));
}

Problem Runner::expectGround(const std::vector<Word>& w) {
  if (auto p = arity(w, 4, "expect ground F:X,Y DIGITS")) return p;
  auto square = dirtSquareArg(w[2]);
  if (!square) return square.error();
  const Place at = world_->place(*square);
  const DirtTerrain& t = *scene_->terrain().dirt(at.floor);
  if (at.at.x + static_cast<int>(w[3].text.size()) > t.width())
    return fail(w[3], "more digits than squares east of there");
  std::string got;
  for (size_t i = 0; i < w[3].text.size(); ++i) {
    got += groundGlyph(t.ground({at.at.x + static_cast<int>(i), at.at.y}));
  }
  if (got == w[3].text) return std::nullopt;
  return mismatch(w[3], fmt::format("ground from {}", w[2].text), w[3].text, got);
}

Problem Runner::expectSpace(const std::vector<Word>& w) {
  if (auto p = arity(w, 4, "expect space F:X,Y rock|wall|crawlway|tunnel|heap|mound|open"))
    return p;
  if (std::find(kSpaceNames.begin(), kSpaceNames.end(), w[3].text) == kSpaceNames.end())
    return fail(w[3], "expected rock, wall, crawlway, tunnel, heap, mound or open");
  auto square = dirtSquareArg(w[2]);
  if (!square) return square.error();
  const std::string_view got = spaceName(scene_->terrain().dirtSpace(*square));
  if (got == w[3].text) return std::nullopt;
  return mismatch(w[3], fmt::format("the space at {}", w[2].text), w[3].text, std::string(got));
}

// `expect collapses N` or `expect collapses at least N`: the squares the last dirt command (or
// digging walk) brought down.
Problem Runner::expectCollapses(const std::vector<Word>& w) {
  const bool at_least = w.size() == 5 && w[2].text == "at" && w[3].text == "least";
  if (!at_least) {
    if (auto p = arity(w, 3, "expect collapses [at least] N")) return p;
  }
  const Word& number = w.back();
  const std::optional<int> want = parseInt(number.text);
  if (!want) return fail(number, "expected a whole number of collapsed squares");
  const int got = collapse_.collapses;
  if (at_least ? got >= *want : got == *want) return std::nullopt;
  return mismatch(number, "collapses", (at_least ? "at least " : "") + number.text,
                  std::to_string(got));
}

}  // namespace dungeon::sim::scenario_running
