// The party's states, searched simply (see party_search.h).
#include "testing/reference/party_search.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <deque>
#include <set>

namespace dungeon::reference {
namespace {

const BodySize kParty = bodySize(BodyKind::kParty);

bool neighbours(Place a, Place b) {
  return a.floor == b.floor && std::abs(a.at.x - b.at.x) + std::abs(a.at.y - b.at.y) == 1;
}

// The link's own space (SPEC sections 3 and 5): ladders and the lift take what a corridor
// takes, a climbing duct is the crawl's section, a spiral its treads.
Space linkSpace(const Link& link) {
  switch (link.type) {
    case ThingType::kDuct:
      return kCrawlSpace;
    case ThingType::kSpiral:
      return link.lower_thing->fields.getOr(Field::kShaft, 1) == 2 ? kWideSpiralSpace
                                                                   : kSpiralSpace;
    default:
      return kRoomSpace;
  }
}

}  // namespace

std::vector<Dir> openingSides(const Thing& door) {
  if (door.fields.has(Field::kOpensFrom)) return {door.fields.as<Dir>(Field::kOpensFrom)};
  if (door.type != ThingType::kSecretDoor) return {};
  return {kAllDirs.begin(), kAllDirs.end()};
}

// What the party holds in one state's reach: everything picked up, read, pulled or opened.
struct PartySearch::Holdings {
  std::set<int> levers;
  std::map<int, uint32_t> code_parts;
  std::set<Place> opened;
  std::vector<bool> drained;
  std::array<int, kColourCount> keys{};
  bool operator==(const Holdings&) const = default;
};

PartySearch::PartySearch(const DungeonIndex& index, const LinkPairing& links,
                         const Spirals& spirals, const StepRules& steps)
    : index_(index), links_(links), spirals_(spirals), steps_(steps) {
  has_link_.assign(static_cast<size_t>(index.squareCount()), 0);
  for (const Link& link : links.links) {
    if (link.type == ThingType::kSpiral && !spirals.climbable(link)) continue;
    linked_[link.lower].push_back({link.upper, linkSpace(link)});
    linked_[link.upper].push_back({link.lower, linkSpace(link)});
    has_link_[static_cast<size_t>(index.index(link.lower))] = 1;
    has_link_[static_cast<size_t>(index.index(link.upper))] = 1;
  }
  for (const Thing& t : index.dungeon().things) {
    if (!index.onDungeon({t.floor, t.at})) continue;
    if (t.type == ThingType::kCodeClue) {
      code_parts_[t.fields.getOr(Field::kCode, -1)] |= 1u << t.fields.getOr(Field::kPart, 0);
    }
    if (t.type == ThingType::kDoor &&
        t.fields.asOr(Field::kKind, DoorKind::kPlain) == DoorKind::kLocked) {
      lock_of_[{t.floor, t.at}] = static_cast<int>(locks_.size());
      locks_.push_back(&t);
    }
  }
  search();
}

std::vector<std::pair<Place, Space>> PartySearch::linkedTo(Place p) const {
  if (!index_.onDungeon(p) || !has_link_[static_cast<size_t>(index_.index(p))]) return {};
  const auto found = linked_.find(p);
  return found == linked_.end() ? std::vector<std::pair<Place, Space>>{} : found->second;
}

bool PartySearch::mayStep(Place from, Place to, bool drained) const {
  if (!index_.onDungeon(to) || index_.solid(to) || (index_.water(to) && !drained)) return false;
  Space space = squareSpace(index_, to, drained, spirals_.shaftAt(to));
  if (neighbours(from, to)) {
    if (!steps_.allows(from, to)) return false;
  } else {
    bool joined = false;
    for (const auto& [other, link_space] : linkedTo(from)) {
      if (other != to) continue;
      joined = true;
      space = tighter(space, link_space);
      break;
    }
    if (!joined) return false;
  }
  return stanceIn(kParty, space) != Stance::kNone;
}

bool PartySearch::admits(Place to, const Holdings& held, uint32_t locks) const {
  const Thing* door = index_.doorAt(to);
  if (door == nullptr) return true;
  if (door->type != ThingType::kDoor) return held.opened.contains(to);
  switch (door->fields.asOr(Field::kKind, DoorKind::kPlain)) {
    case DoorKind::kPlain:
      return true;
    case DoorKind::kLocked:
      return ((locks >> lock_of_.at(to)) & 1u) != 0;
    case DoorKind::kLever:
      return held.levers.contains(door->fields.getOr(Field::kLever, 0));
    case DoorKind::kKeypad: {
      const int code = door->fields.getOr(Field::kCode, -1);
      const auto needed = code_parts_.find(code);
      const auto known = held.code_parts.find(code);
      return needed != code_parts_.end() && known != held.code_parts.end() &&
             known->second == needed->second;
    }
  }
  return false;
}

bool PartySearch::enters(Place from, Place to, const Holdings& held, uint32_t locks) const {
  if (!index_.onDungeon(to)) return false;
  return mayStep(from, to, held.drained[static_cast<size_t>(to.floor)]) && admits(to, held, locks);
}

// Breadth-first from the entrance over what `held` and `locks` let the party through.
std::vector<bool> PartySearch::reachWith(const Holdings& held, uint32_t locks) const {
  std::vector<bool> reached(static_cast<size_t>(index_.squareCount()), false);
  const Place start = *index_.entrance();
  const bool drained = held.drained[static_cast<size_t>(start.floor)];
  if (stanceIn(kParty, squareSpace(index_, start, drained, spirals_.shaftAt(start))) ==
      Stance::kNone) {
    return reached;
  }
  std::deque<Place> queue{start};
  reached[static_cast<size_t>(index_.index(start))] = true;
  auto offer = [&](Place from, Place to) {
    if (!index_.onDungeon(to) || reached[static_cast<size_t>(index_.index(to))]) return;
    if (!enters(from, to, held, locks)) return;
    reached[static_cast<size_t>(index_.index(to))] = true;
    queue.push_back(to);
  };
  while (!queue.empty()) {
    const Place p = queue.front();
    queue.pop_front();
    for (Dir dir : kAllDirs) offer(p, beside(p, dir));
    for (const auto& [other, space] : linkedTo(p)) offer(p, other);
  }
  return reached;
}

bool PartySearch::reachedAt(const std::vector<bool>& reached, Place p) const {
  return index_.onDungeon(p) && reached[static_cast<size_t>(index_.index(p))];
}

// What the party holds once it has stood on every reached square: each key, lever and clue
// there, each one-way or secret door whose opening side it reached, and the floors its levers
// drain (on top of those already `drained`).
PartySearch::Holdings PartySearch::holdingsOf(const std::vector<bool>& reached,
                                              std::vector<bool> drained) const {
  Holdings held;
  held.drained = std::move(drained);
  for (const Thing& t : index_.dungeon().things) {
    const Place at{t.floor, t.at};
    if (!index_.onDungeon(at)) continue;
    if (t.type == ThingType::kOneWayDoor || t.type == ThingType::kSecretDoor) {
      for (Dir side : openingSides(t)) {
        if (reachedAt(reached, beside(at, side))) held.opened.insert(at);
      }
    }
    if (!reachedAt(reached, at)) continue;
    if (t.type == ThingType::kKey) {
      const int colour = t.fields.getOr(Field::kColour, -1);
      if (colour >= 0 && colour < kColourCount) ++held.keys[static_cast<size_t>(colour)];
    }
    if (t.type == ThingType::kLever) {
      held.levers.insert(t.fields.getOr(Field::kLever, 0));
      if (t.fields.getOr(Field::kDrains, 0) == 1) held.drained[static_cast<size_t>(t.floor)] = true;
    }
    if (t.type == ThingType::kCodeClue) {
      held.code_parts[t.fields.getOr(Field::kCode, -1)] |= 1u << t.fields.getOr(Field::kPart, 0);
    }
  }
  return held;
}

// Keys of `colour` found and not yet spent on the locks in `locks`.
int PartySearch::keysInHand(const Holdings& held, uint32_t locks, int colour) const {
  int spent = 0;
  for (size_t lock = 0; lock < locks_.size(); ++lock) {
    if (((locks >> lock) & 1u) && locks_[lock]->fields.getOr(Field::kColour, -1) == colour) {
      ++spent;
    }
  }
  return held.keys[static_cast<size_t>(colour)] - spent;
}

// The lock sets this state leads to: a lock not yet open, a key of its colour in hand, and the
// party beside the lock, from where it uses the door (SPEC section 8: use works on the door
// beside a body, whether or not the step into it is one the party may take).
std::vector<uint32_t> PartySearch::locksOpenedNext(const std::vector<bool>& reached,
                                                   const Holdings& held, uint32_t locks) const {
  std::vector<uint32_t> next;
  for (size_t lock = 0; lock < locks_.size(); ++lock) {
    if ((locks >> lock) & 1u) continue;
    const int colour = locks_[lock]->fields.getOr(Field::kColour, -1);
    if (colour < 0 || colour >= kColourCount || keysInHand(held, locks, colour) <= 0) continue;
    const Place door{locks_[lock]->floor, locks_[lock]->at};
    const bool beside_it = std::any_of(kAllDirs.begin(), kAllDirs.end(), [&](Dir dir) {
      return reachedAt(reached, beside(door, dir));
    });
    if (beside_it) next.push_back(locks | (1u << lock));
  }
  return next;
}

// Grows one state's reach to its fixpoint: reach, pick up everything reached, reach again.
PartySearch::State PartySearch::closeOver(uint32_t locks) const {
  Holdings held;
  held.drained.assign(static_cast<size_t>(index_.floorCount()), false);
  std::vector<bool> reached = reachWith(held, locks);
  for (Holdings now = holdingsOf(reached, held.drained); !(now == held);
       now = holdingsOf(reached, held.drained)) {
    held = std::move(now);
    reached = reachWith(held, locks);
  }
  State state;
  state.locks = locks;
  for (const Thing& t : index_.dungeon().things) {
    if (t.type == ThingType::kGoal && reachedAt(reached, {t.floor, t.at})) state.goal = true;
  }
  state.child_locks = locksOpenedNext(reached, held, locks);
  state.reached = std::move(reached);
  return state;
}

std::vector<bool> PartySearch::reachedWithLocksOpen(uint32_t locks) const {
  return closeOver(locks).reached;
}

void PartySearch::search() {
  if (!index_.entrance() || locks_.size() > 32) return;
  std::map<uint32_t, size_t> number_of{{0u, 0}};
  states_.push_back(closeOver(0));
  for (size_t next = 0; next < states_.size(); ++next) {
    const std::vector<uint32_t> child_locks = states_[next].child_locks;
    for (uint32_t locks : child_locks) {
      const auto [known, fresh] = number_of.try_emplace(locks, states_.size());
      if (fresh) {
        if (static_cast<int>(states_.size()) >= kMostStates) return;
        states_.push_back(closeOver(locks));
      }
      states_[next].children.push_back(known->second);
    }
  }
  searched_ = true;
  ever_.assign(static_cast<size_t>(index_.squareCount()), false);
  for (const State& s : states_) {
    for (size_t i = 0; i < s.reached.size(); ++i) {
      if (s.reached[i]) ever_[i] = true;
    }
  }
  std::vector<signed char> memo(states_.size(), -1);
  solvable_ = canWin(0, memo);
  for (size_t s = 0; s < states_.size() && solvable_; ++s) soft_lock_ |= !canWin(s, memo);
}

bool PartySearch::canWin(size_t state, std::vector<signed char>& memo) const {
  if (memo[state] >= 0) return memo[state] != 0;
  bool win = states_[state].goal;
  for (size_t child : states_[state].children) win = win || canWin(child, memo);
  memo[state] = win ? 1 : 0;
  return win;
}

bool PartySearch::reaches(size_t state, int square, std::vector<signed char>& memo) const {
  if (memo[state] >= 0) return memo[state] != 0;
  bool reach = states_[state].reached[static_cast<size_t>(square)];
  for (size_t child : states_[state].children) reach = reach || reaches(child, square, memo);
  memo[state] = reach ? 1 : 0;
  return reach;
}

bool PartySearch::everReached(Place p) const {
  return searched_ && ever_[static_cast<size_t>(index_.index(p))];
}

bool PartySearch::canLose(Place p) const {
  std::vector<signed char> memo(states_.size(), -1);
  for (size_t s = 0; s < states_.size(); ++s) {
    if (!reaches(s, index_.index(p), memo)) return true;
  }
  return false;
}

}  // namespace dungeon::reference
