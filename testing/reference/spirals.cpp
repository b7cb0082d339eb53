// The spirals of a dungeon (see spirals.h).
#include "testing/reference/spirals.h"

#include <algorithm>
#include <deque>

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

int Spirals::shaftAt(Place p) const {
  return index_.onDungeon(p) ? shaft_size_[static_cast<size_t>(index_.index(p))] : 0;
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

std::string Spirals::blockProblem(const SpiralFacts& s) const {
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

// With the shaft taken away, no way over the floor's open squares joins the two doorways.
bool Spirals::splitsFloor(const SpiralFacts& s) const {
  std::vector<char> seen(static_cast<size_t>(index_.squareCount()), 0);
  std::deque<Place> queue{s.doorways[0].at};
  seen[static_cast<size_t>(index_.index(s.doorways[0].at))] = 1;
  while (!queue.empty()) {
    const Place p = queue.front();
    queue.pop_front();
    if (p == s.doorways[1].at) return false;
    for (Place q : index_.openNeighbours(p)) {
      if (contains(s.shaft, q) || seen[static_cast<size_t>(index_.index(q))]) continue;
      seen[static_cast<size_t>(index_.index(q))] = 1;
      queue.push_back(q);
    }
  }
  return true;
}

std::string Spirals::flatProblem(const SpiralFacts& s) const {
  if (std::string block = blockProblem(s); !block.empty()) return block;
  if (s.doorways.size() != 2) return "a spiral within a floor without exactly two doorways";
  const auto [in, out] = inAndOut(s.doorways);
  const int rise = out.height_half_m - in.height_half_m;
  if (s.thing->fields.getOr(Field::kRise, 0) != rise) return "a spiral's rise is not its doorways'";
  if (!anyWindingFits(shaftSize(*s.thing), wayOutBetween(in.side, out.side), rise,
                      Span::kWithinFloor)) {
    return "no winding fits a spiral within a floor";
  }
  if (!splitsFloor(s)) return "a spiral within a floor does not split it";
  return "";
}

std::string Spirals::stackedProblem(const Link& link) const {
  const SpiralFacts below = factsOf(*link.lower_thing);
  const SpiralFacts above = factsOf(*link.upper_thing);
  for (const SpiralFacts* s : {&below, &above}) {
    if (std::string block = blockProblem(*s); !block.empty()) return block;
  }
  if (below.doorways.size() != 1 || above.doorways.size() != 1) {
    return "a spiral between floors without one doorway on each floor";
  }
  const int rise = above.doorways.front().height_half_m - below.doorways.front().height_half_m;
  for (const Thing* end : {link.lower_thing, link.upper_thing}) {
    if (end->fields.getOr(Field::kRise, 0) != rise) return "a spiral's rise is not its doorways'";
  }
  if (!climbable(link)) return "no winding fits a spiral between floors";
  return "";
}

std::string Spirals::problem() const {
  for (const SpiralFacts& s : flat_) {
    if (std::string why = flatProblem(s); !why.empty()) return why;
  }
  for (const Link& link : links_.links) {
    if (link.type != ThingType::kSpiral) continue;
    if (std::string why = stackedProblem(link); !why.empty()) return why;
  }
  return "";
}

}  // namespace dungeon::reference
