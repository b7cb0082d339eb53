// The reference rules' view of a dungeon (see dungeon_index.h).
#include "testing/reference/dungeon_index.h"

namespace dungeon::reference {

DungeonIndex::DungeonIndex(const Dungeon& d) : dungeon_(&d) {
  offsets_.push_back(0);
  for (const Floor& f : d.floors) offsets_.push_back(offsets_.back() + f.width() * f.height());
  std::vector<int> count(static_cast<size_t>(squareCount()) + 1, 0);
  for (const Thing& t : d.things) {
    const Place at{t.floor, t.at};
    if (!onDungeon(at)) continue;
    ++count[static_cast<size_t>(index(at)) + 1];
    if (t.type == ThingType::kEntrance && !entrance_) entrance_ = at;
    if (t.type == ThingType::kGoal && !goal_) goal_ = at;
  }
  for (size_t s = 1; s < count.size(); ++s) count[s] += count[s - 1];
  first_thing_ = count;
  things_.resize(static_cast<size_t>(count.back()));
  for (const Thing& t : d.things) {
    const Place at{t.floor, t.at};
    if (onDungeon(at)) things_[static_cast<size_t>(count[static_cast<size_t>(index(at))]++)] = &t;
  }
}

Place DungeonIndex::place(int square) const {
  int f = 0;
  while (offsets_[static_cast<size_t>(f) + 1] <= square) ++f;
  const int within = square - offsets_[static_cast<size_t>(f)];
  const int width = floor(f).width();
  return {f, {within % width, within / width}};
}

std::span<const Thing* const> DungeonIndex::thingsAt(Place p) const {
  if (!onDungeon(p)) return {};
  const auto s = static_cast<size_t>(index(p));
  return std::span<const Thing* const>(things_).subspan(
      static_cast<size_t>(first_thing_[s]),
      static_cast<size_t>(first_thing_[s + 1] - first_thing_[s]));
}

const Thing* DungeonIndex::thingAt(Place p, ThingType type) const {
  for (const Thing* t : thingsAt(p)) {
    if (t->type == type) return t;
  }
  return nullptr;
}

const Thing* DungeonIndex::doorAt(Place p) const {
  for (const Thing* t : thingsAt(p)) {
    if (t->type == ThingType::kDoor || t->type == ThingType::kOneWayDoor ||
        t->type == ThingType::kSecretDoor) {
      return t;
    }
  }
  return nullptr;
}

std::vector<Place> DungeonIndex::openNeighbours(Place p) const {
  std::vector<Place> open_ones;
  for (Dir dir : kAllDirs) {
    const Place q{p.floor, step(p.at, dir)};
    if (open(q)) open_ones.push_back(q);
  }
  return open_ones;
}

}  // namespace dungeon::reference
