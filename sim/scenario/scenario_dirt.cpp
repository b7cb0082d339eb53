// The scenario script's dirt commands and expectations (docs/scenarios.md, docs/dirt.md): dig
// from the side and from above, pack, reinforce, containers, pushing, tunnelling, following by
// pushing and crawling, on the live dirt of the sheet's dirt floors. A refused action is not a
// failure: it sets the last message to its refusal, which `expect message` states. The dirt
// streams come from `dirt seed N`, else from the sheet's seed, so a script replays exactly.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "model/rules.h"
#include "model/text.h"
#include "sim/dirt/dirt_bodies.h"
#include "sim/dirt/dirt_follow.h"
#include "sim/live/walk_format.h"
#include "sim/scenario/scenario_runner.h"

namespace dungeon::sim::scenario_running {
namespace {

// The script's names of the dirt spaces, in DirtSpace order.
constexpr std::array<std::string_view, 7> kSpaceNames = {"rock", "wall",  "crawlway", "tunnel",
                                                         "heap", "mound", "open"};
constexpr std::array<std::string_view, 4> kStanceNames = {"none", "prone", "crouched", "standing"};

// A follow that names no turns gives up after this many.
constexpr int kDefaultFollowTurns = 100;
constexpr int kMostDirtSteps = 1000;

std::string_view spaceName(DirtSpace space) {
  return kSpaceNames[static_cast<size_t>(space)];
}

// The game time a body takes across one dirt square at `cm_per_s`, in whole ticks.
int64_t crossingMs(int cm_per_s) {
  const int64_t ms = (int64_t{kSquareCm} * 1000 + cm_per_s - 1) / cm_per_s;
  return (ms + kTickMs - 1) / kTickMs * kTickMs;
}

}  // namespace

// --- the live dirt --------------------------------------------------------------------------

Result<DirtTerrain*> Runner::dirtAt(const Word& w, Place place) {
  const Floor& floor = dungeon_->floors[static_cast<size_t>(place.floor)];
  if (!floor.isDirtFloor()) {
    return fail(w, fmt::format("floor {} is not a dirt floor (its sheet has no dirt block)",
                               place.floor + 1));
  }
  if (!streams_) streams_.emplace(dungeon_->seed);
  return &dirt_.try_emplace(place.floor, floor).first->second;
}

Result<Place> Runner::dirtPlaceArg(const Word& w) {
  auto square = placeArg(w);
  if (!square) return square.error();
  const Place place = world_->place(*square);
  if (auto t = dirtAt(w, place); !t) return t.error();
  return place;
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

// Bodies move through dirt outside the walking sim's legs: the script puts them where the dirt
// let them go.
void Runner::moveActorTo(int id, Place place) {
  scene_->actor(id).square = world_->index(place);
}

// --- commands ---------------------------------------------------------------------------

Problem Runner::dirtSeed(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "dirt seed N")) return p;
  if (w[1].text != "seed") return fail(w[1], "expected 'seed'");
  const std::optional<uint64_t> seed = parseUnsigned(w[2].text);
  if (!seed) return fail(w[2], "expected a seed, 0 to 18446744073709551615");
  streams_.emplace(*seed);
  return std::nullopt;
}

Problem Runner::digCommand(const std::vector<Word>& w) {
  const bool above = w.size() > 1 && w[1].text == "ground";
  const size_t from_at = above ? 2 : 1;
  if (auto p = arity(w, from_at + 3, "dig [ground] F:X,Y to F:X,Y")) return p;
  if (w[from_at + 1].text != "to") return fail(w[from_at + 1], "expected 'to'");
  auto from = dirtPlaceArg(w[from_at]);
  if (!from) return from.error();
  auto to = dirtPlaceArg(w[from_at + 2]);
  if (!to) return to.error();
  if (to->floor != from->floor) return fail(w[from_at + 2], "dirt moves within one floor");
  DirtTerrain& t = dirt_.at(from->floor);
  collapse_ = {};
  record(above ? digAbove(t, from->at, to->at) : digSide(t, *streams_, from->at, to->at));
  return std::nullopt;
}

Problem Runner::packCommand(const std::vector<Word>& w) {
  if (auto p = arity(w, 2, "pack F:X,Y")) return p;
  auto at = dirtPlaceArg(w[1]);
  if (!at) return at.error();
  collapse_ = {};
  record(pack(dirt_.at(at->floor), at->at));
  return std::nullopt;
}

Problem Runner::reinforceCommand(const std::vector<Word>& w) {
  if (auto p = arity(w, 2, "reinforce F:X,Y")) return p;
  auto at = dirtPlaceArg(w[1]);
  if (!at) return at.error();
  collapse_ = {};
  record(reinforce(dirt_.at(at->floor), at->at));
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
  auto at = dirtPlaceArg(w[3]);
  if (!at) return at.error();
  if (w.size() == 5 && w[4].text != "ground") return fail(w[4], "expected 'ground' or nothing");
  const DirtLayer layer = w.size() == 5 ? DirtLayer::kGround : DirtLayer::kFloor;
  message_ = dirt_.at(at->floor).placeContainer(*kind, layer, at->at);
  return std::nullopt;
}

Problem Runner::pushCommand(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "push NAME DIRECTION")) return p;
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto dir = dirArg(w[2]);
  if (!dir) return dir.error();
  const Place at = world_->place(scene_->actor(*id).square);
  auto t = dirtAt(w[1], at);
  if (!t) return t.error();
  scene_->actor(*id).facing = *dir;
  collapse_ = {};
  record(push(**t, *streams_, *scene_->actor(*id).body, at.at, *dir));
  return std::nullopt;
}

// `tunnel NAME DIRECTION [STEPS]`: tunnelling steps until one is refused or the body has moved
// on STEPS squares (default 1).
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
  Place at = world_->place(scene_->actor(*id).square);
  auto t = dirtAt(w[1], at);
  if (!t) return t.error();
  (*t)->setTunneller(at.at, true);
  scene_->actor(*id).facing = *dir;
  collapse_ = {};
  // Each step moves the body on or digs the square in front; a wall takes several digs.
  for (int moved = 0, tries = 0; moved < steps && tries < kMostDirtSteps; ++tries) {
    const DirtOutcome out = tunnelStep(**t, *streams_, *scene_->actor(*id).body, at.at, *dir);
    record(out);
    if (!out.done) break;
    if (out.moved) {
      at.at = step(at.at, *dir);
      moveActorTo(*id, at);
      ++moved;
    }
  }
  return std::nullopt;
}

// `follow NAME DIRECTION to F:X,Y [turns N]`: the body heads that way, stepping where it fits
// and pushing where it does not, until it stands on or beside the target.
Problem Runner::followCommand(const std::vector<Word>& w) {
  if (w.size() != 5 && w.size() != 7) {
    return arity(w, 5, "follow NAME DIRECTION to F:X,Y [turns N]");
  }
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto dir = dirArg(w[2]);
  if (!dir) return dir.error();
  if (w[3].text != "to") return fail(w[3], "expected 'to'");
  auto target = dirtPlaceArg(w[4]);
  if (!target) return target.error();
  int turns = kDefaultFollowTurns;
  if (w.size() == 7) {
    if (w[5].text != "turns") return fail(w[5], "expected 'turns'");
    auto n = countArg(w[6], kMostDirtSteps);
    if (!n) return n.error();
    turns = *n;
  }
  const Place at = world_->place(scene_->actor(*id).square);
  if (at.floor != target->floor) return fail(w[4], "dirt moves within one floor");
  const FollowReport r = followByPushing(dirt_.at(at.floor), *streams_, *scene_->actor(*id).body,
                                         at.at, *dir, target->at, turns);
  moveActorTo(*id, {at.floor, r.at});
  scene_->actor(*id).facing = *dir;
  message_ = r.stopped;
  collapse_ = {};
  collapse_.collapses = r.collapses;
  return std::nullopt;
}

// `crawl NAME DIRECTION [SQUARES]`: the body goes square by square through the dirt at its
// speed there (docs/dirt.md), the clock running; it stops where it does not fit.
Problem Runner::crawlCommand(const std::vector<Word>& w) {
  if (w.size() != 3 && w.size() != 4) return arity(w, 3, "crawl NAME DIRECTION [SQUARES]");
  auto id = actorArg(w[1]);
  if (!id) return id.error();
  auto dir = dirArg(w[2]);
  if (!dir) return dir.error();
  int squares = 1;
  if (w.size() == 4) {
    auto n = countArg(w[3], kMostDirtSteps);
    if (!n) return n.error();
    squares = *n;
  }
  Place at = world_->place(scene_->actor(*id).square);
  auto t = dirtAt(w[1], at);
  if (!t) return t.error();
  const Body& body = *scene_->actor(*id).body;
  scene_->actor(*id).facing = *dir;
  message_.clear();
  for (int i = 0; i < squares; ++i) {
    const Point next = step(at.at, *dir);
    if (!(*t)->inBounds(next)) {
      message_ = "that is off the floor";
      break;
    }
    const DirtSpace space = dirtSpaceAt(**t, next);
    const int cm_per_s = dirtSpeedCmPerS(body, space);
    if (cm_per_s == 0) {
      message_ = fmt::format("a {} does not fit a {}", body.name, penaltiesOf(space).name);
      break;
    }
    if (!scene_->clock().running()) return failed(w[0], "the clock is stopped: nothing can move");
    for (int64_t ms = 0; ms < crossingMs(cm_per_s); ms += kTickMs) scene_->tick();
    at.at = next;
    moveActorTo(*id, at);
  }
  return std::nullopt;
}

// --- expectations -----------------------------------------------------------------------

// `expect dirt F:X,Y GLYPHS`: the squares from there eastwards, as the sheet's dirt block
// writes them.
Problem Runner::expectDirt(const std::vector<Word>& w) {
  if (w.size() == 5 && w[2].text == "total") return expectDirtTotal(w);
  if (auto p = arity(w, 4, "expect dirt F:X,Y GLYPHS | expect dirt total FLOOR UNITS")) return p;
  auto at = dirtPlaceArg(w[2]);
  if (!at) return at.error();
  const DirtTerrain& t = dirt_.at(at->floor);
  if (at->at.x + static_cast<int>(w[3].text.size()) > t.width())
    return fail(w[3], "more glyphs than squares east of there");
  std::string got;
  for (size_t i = 0; i < w[3].text.size(); ++i) {
    got += dirtGlyph(t.square({at->at.x + static_cast<int>(i), at->at.y}));
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
  auto t = dirtAt(w[3], Place{*floor - 1, {0, 0}});
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
  auto at = dirtPlaceArg(w[2]);
  if (!at) return at.error();
  const DirtTerrain& t = dirt_.at(at->floor);
  if (at->at.x + static_cast<int>(w[3].text.size()) > t.width())
    return fail(w[3], "more digits than squares east of there");
  std::string got;
  for (size_t i = 0; i < w[3].text.size(); ++i) {
    got += groundGlyph(t.ground({at->at.x + static_cast<int>(i), at->at.y}));
  }
  if (got == w[3].text) return std::nullopt;
  return mismatch(w[3], fmt::format("ground from {}", w[2].text), w[3].text, got);
}

Problem Runner::expectSpace(const std::vector<Word>& w) {
  if (auto p = arity(w, 4, "expect space F:X,Y rock|wall|crawlway|tunnel|heap|mound|open"))
    return p;
  if (std::find(kSpaceNames.begin(), kSpaceNames.end(), w[3].text) == kSpaceNames.end())
    return fail(w[3], "expected rock, wall, crawlway, tunnel, heap, mound or open");
  auto at = dirtPlaceArg(w[2]);
  if (!at) return at.error();
  const std::string_view got = spaceName(dirtSpaceAt(dirt_.at(at->floor), at->at));
  if (got == w[3].text) return std::nullopt;
  return mismatch(w[3], fmt::format("the space at {}", w[2].text), w[3].text, std::string(got));
}

Problem Runner::expectCollapses(const std::vector<Word>& w) {
  if (auto p = arity(w, 3, "expect collapses N")) return p;
  const std::optional<int> want = parseInt(w[2].text);
  if (!want) return fail(w[2], "expected a whole number of collapsed squares");
  if (*want == collapse_.collapses) return std::nullopt;
  return mismatch(w[2], "collapses", w[2].text, std::to_string(collapse_.collapses));
}

Problem Runner::expectDirtStance(const std::vector<Word>& w, int id) {
  if (auto p = arity(w, 4, "expect NAME dirt prone|crouched|standing|none")) return p;
  if (std::find(kStanceNames.begin(), kStanceNames.end(), w[3].text) == kStanceNames.end())
    return fail(w[3], "expected prone, crouched, standing or none");
  const Actor& a = scene_->actor(id);
  const Place at = world_->place(a.square);
  auto t = dirtAt(w[1], at);
  if (!t) return t.error();
  const DirtStance stance = dirtFit(*a.body, dirtSpaceAt(**t, at.at));
  const std::string_view got = kStanceNames[static_cast<size_t>(stance)];
  if (got == w[3].text) return std::nullopt;
  return mismatch(w[3], fmt::format("{}'s stance in the dirt", a.name), w[3].text,
                  std::string(got));
}

}  // namespace dungeon::sim::scenario_running
