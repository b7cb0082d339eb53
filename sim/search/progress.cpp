#include "sim/search/progress.h"

#include "sim/world/motion.h"

#include <deque>

namespace dungeon::sim {
namespace {

// Per code, the parts that exist on the sheet (bit p for part p).
std::map<int, uint32_t> requiredParts(const Dungeon& d) {
  std::map<int, uint32_t> parts;
  for (const Thing& t : d.things) {
    if (t.type == ThingType::kCodeClue) {
      parts[t.fields.get(Field::kCode)] |= 1u << t.fields.get(Field::kPart);
    }
  }
  return parts;
}

// What a Progress holds, as admits() asks it, for the door on `square`.
struct ProgressHeld {
  const Progress& p;
  const LockTable& table;
  int square;
  bool lockOpen(int index) const { return ((p.locks_open >> index) & 1u) != 0; }
  bool leverPulled(int id) const { return p.levers[static_cast<size_t>(id)]; }
  bool codeKnown(int code) const {
    const auto known = p.code_parts.find(code);
    return known != p.code_parts.end() && known->second == table.required_parts.at(code);
  }
  bool doorOpened() const { return p.opened[static_cast<size_t>(square)] != 0; }
};

// Squares whose handle side is `square`: the doors a body standing there can open.
std::vector<std::vector<int>> doorsByHandle(const World& world) {
  std::vector<std::vector<int>> handles(static_cast<size_t>(world.squareCount()));
  for (const Thing& t : world.dungeon().things) {
    if (t.type != ThingType::kOneWayDoor && t.type != ThingType::kSecretDoor) continue;
    std::vector<Dir> faces;
    if (t.fields.has(Field::kOpensFrom)) {
      faces.push_back(t.fields.as<Dir>(Field::kOpensFrom));
    } else if (t.type == ThingType::kSecretDoor) {
      // Found from its front (the seam), a door from its back and sides (sim/live/doors.h).
      faces.assign(kAllDirs.begin(), kAllDirs.end());
    }
    for (Dir face : faces) {
      const Place handle{t.floor, step(t.at, face)};
      if (world.valid(handle) && world.valid({t.floor, t.at})) {
        handles[static_cast<size_t>(world.index(handle))].push_back(world.index({t.floor, t.at}));
      }
    }
  }
  return handles;
}

std::vector<std::vector<const Thing*>> itemsBySquare(const World& world) {
  std::vector<std::vector<const Thing*>> items(static_cast<size_t>(world.squareCount()));
  for (const Thing& t : world.dungeon().things) {
    if (world.valid({t.floor, t.at})) {
      items[static_cast<size_t>(world.index({t.floor, t.at}))].push_back(&t);
    }
  }
  return items;
}

}  // namespace

void pickUp(const Thing& t, Progress& p) {
  switch (effectOf(t.type)) {
    case ThingEffect::kKey:
      ++p.keys_found[static_cast<size_t>(t.fields.get(Field::kColour))];
      break;
    case ThingEffect::kLever:
      p.levers.set(static_cast<size_t>(t.fields.get(Field::kLever)));
      if (t.fields.getOr(Field::kDrains, 0) == 1) p.terrain.drain(t.floor);
      break;
    case ThingEffect::kCodePart:
      p.code_parts[t.fields.get(Field::kCode)] |= 1u << t.fields.get(Field::kPart);
      break;
    case ThingEffect::kGoal:
      p.goal = true;
      break;
    case ThingEffect::kNone:
      break;
  }
}

bool canStep(const LockTable& table, const Body& body, const Progress& p, int from, int to) {
  const World& world = p.terrain.world();
  if (!admits(entryRuleOf(world, table, to), ProgressHeld{p, table, to})) return false;
  return fitsStep(p.terrain, body, from, to);
}

bool fitsStep(const Terrain& terrain, const Body& body, int from, int to) {
  const World& world = terrain.world();
  if (world.stepBlocked(from, to))
    return false;  // a cliff or a misfit spiral (sim/world/heights.h)
  Clearance room = terrain.passageAt(to);
  if (world.floorOf(from) != world.floorOf(to)) {  // only links join floors
    if (const auto link = linkBetween(world, from, to)) {
      room = tighter(room, linkPassage(world, *link, to));
    }
  }
  return fit(body, room) != Stance::kNone;
}

EntryRule entryRuleOf(const World& world, const LockTable& table, int square) {
  const Thing* door = world.doorAt(square);
  if (door == nullptr) return {};
  if (door->type != ThingType::kDoor) return {EntryRule::Kind::kOpened, square};
  switch (door->fields.asOr(Field::kKind, DoorKind::kPlain)) {
    case DoorKind::kPlain:
      return {};
    case DoorKind::kLocked: {
      const int lock = table.indexOf(square);
      return lock >= 0 ? EntryRule{EntryRule::Kind::kLock, lock}
                       : EntryRule{EntryRule::Kind::kNever, 0};
    }
    case DoorKind::kLever:
      return {EntryRule::Kind::kLever, door->fields.getOr(Field::kLever, 0)};
    case DoorKind::kKeypad: {
      const int code = door->fields.getOr(Field::kCode, -1);
      if (!table.required_parts.contains(code)) return {EntryRule::Kind::kNever, 0};
      return {EntryRule::Kind::kCode, code};
    }
  }
  return {EntryRule::Kind::kNever, 0};
}

Progress emptyProgress(const Terrain& terrain, uint32_t locks_open) {
  Progress p(terrain);
  const auto squares = static_cast<size_t>(terrain.world().squareCount());
  p.reached.assign(squares, 0);
  p.opened.assign(squares, 0);
  p.locks_open = locks_open;
  return p;
}

void arriveAt(const LockTable& table, int square, Progress& p) {
  p.reached[static_cast<size_t>(square)] = 1;
  for (const Thing* t : table.items[static_cast<size_t>(square)]) pickUp(*t, p);
  for (int door : table.handles[static_cast<size_t>(square)])
    p.opened[static_cast<size_t>(door)] = 1;
}

namespace {

struct Search {
  Search(const LockTable& t, const Body& b, Progress& progress)
      : world(progress.terrain.world()), table(t), body(b), p(progress) {}

  const World& world;
  const LockTable& table;
  const Body& body;
  Progress& p;
  std::deque<int> queue;
  std::vector<std::pair<int, int>> waiting;  // (from, to) refused so far

  bool enters(int from, int to) const { return canStep(table, body, p, from, to); }
  void visit(int s) {
    arriveAt(table, s, p);
    queue.push_back(s);
  }
  void offer(int from, int to) {
    if (to < 0 || p.reached[static_cast<size_t>(to)]) return;
    if (enters(from, to)) {
      visit(to);
    } else if (!isSolid(p.terrain.kind(to))) {
      waiting.push_back({from, to});
    }
  }
  void drain() {
    while (!queue.empty()) {
      const int s = queue.front();
      queue.pop_front();
      for (Dir dir : kAllDirs) offer(s, world.neighbour(s, dir));
      for (int other : world.linked(s)) offer(s, other);
    }
  }
  // Retries refused steps after the last pass changed what is open; true if any went through.
  bool retryWaiting() {
    std::vector<std::pair<int, int>> still;
    bool moved = false;
    for (auto [from, to] : waiting) {
      if (p.reached[static_cast<size_t>(to)]) continue;
      if (enters(from, to)) {
        visit(to);
        moved = true;
      } else {
        still.push_back({from, to});
      }
    }
    waiting = std::move(still);
    return moved;
  }
};

}  // namespace

LockTable::LockTable(const World& world)
    : lock_at(static_cast<size_t>(world.squareCount()), -1),
      items(itemsBySquare(world)),
      handles(doorsByHandle(world)),
      required_parts(requiredParts(world.dungeon())) {
  for (const Thing& t : world.dungeon().things) {
    if (t.type == ThingType::kDoor &&
        t.fields.asOr(Field::kKind, DoorKind::kPlain) == DoorKind::kLocked &&
        world.valid({t.floor, t.at})) {
      lock_at[static_cast<size_t>(world.index({t.floor, t.at}))] = static_cast<int>(locks.size());
      locks.push_back(&t);
    }
  }
}

Progress closeOver(const Terrain& terrain, const LockTable& table, const Body& body, int start,
                   uint32_t locks_open) {
  Progress p = emptyProgress(terrain, locks_open);
  Search search(table, body, p);
  if (fit(body, clearanceOf(terrain.kind(start))) == Stance::kNone) return p;
  search.visit(start);
  do {
    search.drain();
  } while (search.retryWaiting());
  return p;
}

int keysInHand(const LockTable& table, uint32_t locks_open,
               const std::array<int, kColourCount>& keys_found, int colour) {
  if (colour < 0 || colour >= kColourCount) return 0;  // a lock of no colour takes no key
  int spent = 0;
  for (size_t i = 0; i < table.locks.size(); ++i) {
    if (((locks_open >> i) & 1u) && table.locks[i]->fields.getOr(Field::kColour, -1) == colour) {
      ++spent;
    }
  }
  return keys_found[static_cast<size_t>(colour)] - spent;
}

int keysInHand(const Progress& p, const LockTable& table, int colour) {
  return keysInHand(table, p.locks_open, p.keys_found, colour);
}

}  // namespace dungeon::sim
