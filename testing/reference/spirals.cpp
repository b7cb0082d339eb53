// The spirals of a dungeon (see spirals.h).
#include "testing/reference/spirals.h"

#include <algorithm>
#include <array>
#include <deque>

#include "testing/reference/reference.h"

namespace dungeon::reference {
namespace {

bool isFlat(const Thing& t) {
  return t.fields.asOr(Field::kVertical, Vertical::kFlat) == Vertical::kFlat;
}

int shaftSize(const Thing& t) {
  return t.fields.getOr(Field::kShaft, 1);
}

bool contains(const std::vector<Place>& places, Place p) {
  return std::find(places.begin(), places.end(), p) != places.end();
}

// The way in is the lower doorway; the first of the two on a tie.
std::pair<Doorway, Doorway> inAndOut(const std::vector<Doorway>& two) {
  if (two[0].height_half_m <= two[1].height_half_m) return {two[0], two[1]};
  return {two[1], two[0]};
}

}  // namespace

WayOut wayOutBetween(Dir way_in, Dir way_out) {
  if (way_in == way_out) return WayOut::kSameSide;
  if (way_out == opposite(way_in)) return WayOut::kStraight;
  return WayOut::kCorner;
}

Spirals::Spirals(const DungeonIndex& index, const LinkPairing& links)
    : index_(index), links_(links), shaft_size_(static_cast<size_t>(index.squareCount()), 0) {
  for (const Thing& t : index.dungeon().things) {
    if (t.type != ThingType::kSpiral || !index.onDungeon({t.floor, t.at})) continue;
    for (Place p : shaftOf(index, t)) {
      int& size = shaft_size_[static_cast<size_t>(index.index(p))];
      size = std::max(size, shaftSize(t));
    }
  }
  for (const Thing& t : index.dungeon().things) {
    if (t.type != ThingType::kSpiral || !isFlat(t) || !index.onDungeon({t.floor, t.at})) continue;
    flat_.push_back(factsOf(t));
  }
  for (const SpiralFacts& s : flat_) flat_fits_.push_back(flatFits(s) ? 1 : 0);
  for (const Link& link : links.links) {
    if (link.type == ThingType::kSpiral)
      stacked_fits_[{link.lower, link.upper}] = stackedFits(link);
  }
}

SpiralFacts Spirals::factsOf(const Thing& spiral) const {
  SpiralFacts s{&spiral, shaftOf(index_, spiral), {}};
  for (Place square : s.shaft) {
    for (Dir dir : kAllDirs) {
      const Place beside{square.floor, step(square.at, dir)};
      if (!index_.open(beside) || contains(s.shaft, beside)) continue;
      s.doorways.push_back({beside, dir, index_.heightHalfMetres(beside)});
    }
  }
  return s;
}

bool Spirals::ofOrBesideShaft(Place p) const {
  if (shaftAt(p) != 0) return true;
  for (Dir dir : kAllDirs) {
    if (shaftAt({p.floor, step(p.at, dir)}) != 0) return true;
  }
  return false;
}

bool Spirals::flatFits(const SpiralFacts& s) const {
  if (s.doorways.size() != 2) return false;
  const auto [in, out] = inAndOut(s.doorways);
  return anyWindingFits(shaftSize(*s.thing), wayOutBetween(in.side, out.side),
                        out.height_half_m - in.height_half_m, Span::kWithinFloor);
}

bool Spirals::misfitStep(Place a, Place b) const {
  for (size_t i = 0; i < flat_.size(); ++i) {
    if (flat_fits_[i]) continue;
    const bool a_in = contains(flat_[i].shaft, a);
    const bool b_in = contains(flat_[i].shaft, b);
    if (a_in != b_in) return true;
  }
  return false;
}

bool Spirals::climbable(const Link& link) const {
  const auto found = stacked_fits_.find({link.lower, link.upper});
  return found != stacked_fits_.end() && found->second;
}

bool Spirals::stackedFits(const Link& link) const {
  const SpiralFacts below = factsOf(*link.lower_thing);
  const SpiralFacts above = factsOf(*link.upper_thing);
  if (below.doorways.size() != 1 || above.doorways.size() != 1) return false;
  const Doorway in = below.doorways.front();
  const Doorway out = above.doorways.front();
  return anyWindingFits(shaftSize(*link.lower_thing), wayOutBetween(in.side, out.side),
                        out.height_half_m - in.height_half_m, Span::kBetweenFloors);
}

std::string Spirals::blockProblemOf(const SpiralFacts& s) const {
  if (shaftSize(*s.thing) != 2) return "";
  if (s.shaft.size() != 4) return "a 2 x 2 block runs off its floor";
  for (Place p : s.shaft) {
    if (!index_.open(p)) return "a 2 x 2 block has a square that is not open";
    for (const Thing* other : index_.thingsAt(p)) {
      if (other != s.thing) return "something else stands in a 2 x 2 block";
    }
  }
  return "";
}

// With the shaft taken away, no way over the floor's open squares or water (it may be drained)
// joins the two doorways.
bool Spirals::splitsFloor(const SpiralFacts& s) const {
  std::vector<char> seen(static_cast<size_t>(index_.squareCount()), 0);
  std::deque<Place> queue{s.doorways[0].at};
  seen[static_cast<size_t>(index_.index(s.doorways[0].at))] = 1;
  while (!queue.empty()) {
    const Place p = queue.front();
    queue.pop_front();
    if (p == s.doorways[1].at) return false;
    for (Dir dir : kAllDirs) {
      const Place q = beside(p, dir);
      if (index_.solid(q) || contains(s.shaft, q) || seen[static_cast<size_t>(index_.index(q))]) {
        continue;
      }
      seen[static_cast<size_t>(index_.index(q))] = 1;
      queue.push_back(q);
    }
  }
  return true;
}

std::vector<std::pair<SpiralFacts, SpiralFacts>> Spirals::stackedFacts() const {
  std::vector<std::pair<SpiralFacts, SpiralFacts>> pairs;
  for (const Link& link : links_.links) {
    if (link.type == ThingType::kSpiral) {
      pairs.push_back({factsOf(*link.lower_thing), factsOf(*link.upper_thing)});
    }
  }
  return pairs;
}

std::string Spirals::blockProblem() const {
  for (const SpiralFacts& s : flat_) {
    if (std::string why = blockProblemOf(s); !why.empty()) return why;
  }
  for (const auto& [below, above] : stackedFacts()) {
    for (const SpiralFacts* s : {&below, &above}) {
      if (std::string why = blockProblemOf(*s); !why.empty()) return why;
    }
  }
  return "";
}

std::string Spirals::doorwayProblem() const {
  for (const SpiralFacts& s : flat_) {
    if (s.doorways.size() != 2) return "a spiral within a floor without exactly two doorways";
  }
  for (const auto& [below, above] : stackedFacts()) {
    if (below.doorways.size() != 1 || above.doorways.size() != 1) {
      return "a spiral between floors without one doorway on each floor";
    }
  }
  return "";
}

std::string Spirals::riseProblem() const {
  constexpr const char* kWrongRise = "a spiral's rise is not its doorways'";
  for (const SpiralFacts& s : flat_) {
    if (s.doorways.size() != 2) continue;
    const auto [in, out] = inAndOut(s.doorways);
    if (s.thing->fields.getOr(Field::kRise, 0) != out.height_half_m - in.height_half_m) {
      return kWrongRise;
    }
  }
  for (const auto& [below, above] : stackedFacts()) {
    if (below.doorways.size() != 1 || above.doorways.size() != 1) continue;
    const int rise = above.doorways.front().height_half_m - below.doorways.front().height_half_m;
    for (const Thing* end : {below.thing, above.thing}) {
      if (end->fields.getOr(Field::kRise, 0) != rise) return kWrongRise;
    }
  }
  return "";
}

std::string Spirals::windingProblem() const {
  for (size_t i = 0; i < flat_.size(); ++i) {
    if (flat_[i].doorways.size() == 2 && !flat_fits_[i]) {
      return "no winding fits a spiral within a floor";
    }
  }
  for (const Link& link : links_.links) {
    if (link.type != ThingType::kSpiral || climbable(link)) continue;
    const bool doorways = factsOf(*link.lower_thing).doorways.size() == 1 &&
                          factsOf(*link.upper_thing).doorways.size() == 1;
    if (doorways) return "no winding fits a spiral between floors";
  }
  return "";
}

std::string Spirals::splitProblem() const {
  for (const SpiralFacts& s : flat_) {
    if (s.doorways.size() == 2 && !splitsFloor(s)) {
      return "a spiral within a floor does not split it";
    }
  }
  return "";
}

namespace {

constexpr std::array<ReferenceRule, 5> kRules = {{
    {"spiral.block", "spiral_fit",
     [](const Reference& ref) { return ref.spirals().blockProblem(); }},
    {"spiral.doorways", "spiral_fit",
     [](const Reference& ref) { return ref.spirals().doorwayProblem(); }},
    {"spiral.rise", "spiral_fit", [](const Reference& ref) { return ref.spirals().riseProblem(); }},
    {"spiral.winding", "spiral_fit",
     [](const Reference& ref) { return ref.spirals().windingProblem(); }},
    {"spiral.splits_floor", "spiral_fit",
     [](const Reference& ref) { return ref.spirals().splitProblem(); }},
}};

}  // namespace

std::span<const ReferenceRule> spiralRules() {
  return kRules;
}

}  // namespace dungeon::reference
