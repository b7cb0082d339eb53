// The static shape of a dungeon as bodies see it: every square of every floor under one index,
// the door standing on each square, and the vertical links (ladders, lift, climbing ducts,
// spirals) that join floors. Built once per dungeon and never changed; what changes while
// bodies move lies over it: the terrain (terrain.h) and the door bank (doors.h).
// Pairing rule (SPEC section 4): a link thing pairs only with a partner straight above or
// below; floors it passes between must be rock at that column (a shaft). A spiral with a 2 x 2
// shaft stands on the north-west square of its block: it pairs by that square with a 2 x 2
// partner, and every column of the block stays rock on the floors between.
#pragma once

#include <array>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "model/dungeon.h"
#include "sim/world/dirt_terrain.h"

namespace dungeon::sim {

enum class LinkKind { kLadder, kLift, kDuct, kSpiral };

// The catalogue's thing type of a link kind, whose row gives its passage and climb speed.
constexpr ThingType linkThing(LinkKind kind) {
  switch (kind) {
    case LinkKind::kLadder:
      return ThingType::kLadder;
    case LinkKind::kLift:
      return ThingType::kLift;
    case LinkKind::kDuct:
      return ThingType::kDuct;
    case LinkKind::kSpiral:
      return ThingType::kSpiral;
  }
  return ThingType::kLadder;
}

struct Link {
  LinkKind kind;
  int lower;  // square index of the end on the lower floor (higher floor number)
  int upper;  // square index of the end on the upper floor
  // A spiral's treads along their walking line in centimetres, or kNoWinding (-1) when no
  // winding fits it (sim/world/heights.h); 0 for the other kinds.
  int tread_cm = 0;
};

// A link thing that found no partner, or whose shaft is blocked.
struct PairingProblem {
  Place at;
  std::string reason;
};

// Lifetimes: a World keeps a pointer to its Dungeon (and to the Dungeon's things). It copies the
// square kinds when built, so the Dungeon must not change while the World is in use: after an
// edit, build a new World. Built over a borrowed Dungeon, the Dungeon must outlive it; built over
// a shared one, the World holds it (the generator's drafts share their dungeons so:
// generator/core/draft_dungeon.h). Terrains, scenes and door banks point at their World in turn,
// so it must not move while they live. Nothing in it changes.
class World {
 public:
  explicit World(const Dungeon& d);
  explicit World(std::shared_ptr<const Dungeon> d);

  const Dungeon& dungeon() const { return *dungeon_; }
  int squareCount() const { return static_cast<int>(kinds_.size()); }
  // REQUIRES: valid(p).
  int index(Place p) const {
    return floor_offset_[static_cast<size_t>(p.floor)] +
           dungeon_->floors[static_cast<size_t>(p.floor)].index(p.at);
  }
  // REQUIRES: 0 <= index < squareCount().
  Place place(int index) const {
    const int f = floorOf(index);
    return {f, dungeon_->floors[static_cast<size_t>(f)].pointOf(
                   index - floor_offset_[static_cast<size_t>(f)])};
  }
  // The floor of square `index`. REQUIRES: 0 <= index < squareCount().
  int floorOf(int index) const { return floor_of_[static_cast<size_t>(index)]; }
  // The square's index on its own floor (Floor::index of its point). REQUIRES: as floorOf.
  int indexOnFloor(int index) const {
    return index - floor_offset_[static_cast<size_t>(floorOf(index))];
  }
  bool valid(Place p) const;

  SquareKind kind(int index) const { return kinds_[static_cast<size_t>(index)]; }
  // The door (D, O or S) standing on the square, or nullptr.
  const Thing* doorAt(int index) const { return doors_[static_cast<size_t>(index)]; }
  // The square of the first entrance (and goal) that stands on the dungeon's squares, in
  // canonical order; -1 when there is none.
  int entrance() const { return entrance_; }
  int goal() const { return goal_; }
  // True where a window stands: glass that sight passes and no body does.
  bool windowAt(int index) const { return windows_[static_cast<size_t>(index)] != 0; }
  // True where a body may stand once nothing else blocks it: an open square with no window.
  bool walkable(int index) const { return isOpen(kind(index)) && !windowAt(index); }
  // True on an open square with an open neighbour on its floor at another height: where a stair
  // may be (sim/world/heights.h); a square level with its open neighbours is never one.
  bool uneven(int index) const { return uneven_[static_cast<size_t>(index)] != 0; }
  // True where a spiral stair's shaft stands: its square, or any square of a 2 x 2 block.
  bool spiralAt(int index) const { return spirals_[static_cast<size_t>(index)] != 0; }
  // The shaft of the spiral standing there (kSpiralShaftSingle, entered through 0.9 m doorways,
  // or kSpiralShaftDouble, through 1.8 m ones), or 0 where none does.
  int spiralShaftAt(int index) const { return spirals_[static_cast<size_t>(index)]; }
  // Height of the square's floor in centimetres: its floor's base plus its own height.
  int heightCm(int index) const { return heights_cm_[static_cast<size_t>(index)]; }
  // The treads of the within-floor spiral standing on the square, in centimetres along their
  // walking line; kNoWinding (-1) when no winding fits it, 0 where no such spiral stands.
  int flatSpiralTreadCm(int index) const;
  // True on every square of a within-floor spiral's shaft (the whole 2 x 2 block of a wide one)
  // when no winding fits the spiral: no body walks into or out of it.
  bool misfitSpiralAt(int index) const;
  // True when the heights forbid the walk from the square to its neighbour `dir` (a cliff, a
  // stair square steeper than 45 degrees at either end, or a within-floor spiral no winding
  // fits at either end; sim/world/heights.h), for every body.
  bool walkBlocked(int index, Dir dir) const {
    return (walk_blocked_[static_cast<size_t>(index)] >> static_cast<int>(dir)) & 1;
  }
  // True when `from` and `to` are joined by a spiral that no winding fits.
  bool climbBlocked(int from, int to) const;
  // walkBlocked for a neighbour on the same floor, climbBlocked for a linked square; false for
  // any other pair.
  bool stepBlocked(int from, int to) const;
  // True where a duct stands: a door there is a duct's door end, 1.2 m wide across the crawl.
  bool ductAt(int index) const { return ducts_[static_cast<size_t>(index)] != 0; }
  // The square one step away on the same floor, or -1 off the floor.
  int neighbour(int index, Dir dir) const {
    return neighbours_[static_cast<size_t>(index)][static_cast<size_t>(dir)];
  }
  // Squares joined to this one by a vertical link, in the order the links were paired.
  std::span<const int> linked(int index) const {
    const auto first = static_cast<size_t>(link_offsets_[static_cast<size_t>(index)]);
    const auto last = static_cast<size_t>(link_offsets_[static_cast<size_t>(index) + 1]);
    return std::span<const int>(link_targets_).subspan(first, last - first);
  }

  const std::vector<Link>& links() const { return links_; }
  // The dirt of every dirt floor as built, shared by every terrain over this world until one
  // changes it (terrain.h); null when the dungeon has no dirt floor.
  const std::shared_ptr<DirtFloors>& builtDirt() const { return built_dirt_; }
  const std::vector<PairingProblem>& pairingProblems() const { return problems_; }

 private:
  void findNeighbours();
  void markSpiral(const Thing& spiral);
  void pairColumnThings(LinkKind kind);
  void pairLift();
  void addLink(LinkKind kind, int lower, int upper);
  void indexLinks();
  void findHeightRules();
  void findUnevenSquares(std::vector<int>& watched);

  std::shared_ptr<const Dungeon> shared_;  // null when the dungeon is borrowed
  const Dungeon* dungeon_;
  std::vector<int> floor_offset_;
  std::vector<SquareKind> kinds_;
  std::vector<unsigned char> floor_of_;         // per square: its floor (at most kMaxFloors)
  std::vector<std::array<int, 4>> neighbours_;  // per square, per Dir: the square or -1
  std::vector<const Thing*> doors_;
  std::vector<char> windows_;
  std::vector<char> spirals_;  // per square: the shaft of the spiral standing there, or 0
  std::vector<int> heights_cm_;
  std::vector<unsigned char> walk_blocked_;              // per square: a bit per Dir
  std::vector<char> uneven_;                             // per square: uneven()
  std::vector<std::pair<int, int>> flat_spiral_treads_;  // (shaft, tread cm), by shaft
  std::vector<int> misfit_spiral_squares_;               // sorted: misfitSpiralAt
  bool any_climb_blocked_ = false;
  std::vector<char> ducts_;
  int entrance_ = -1;
  int goal_ = -1;
  // Per square s, link_targets_[link_offsets_[s] .. link_offsets_[s + 1]) are its partners.
  std::vector<int> link_offsets_;
  std::vector<int> link_targets_;
  std::vector<Link> links_;
  std::vector<PairingProblem> problems_;
  // Never changed: a terrain that changes dirt it shares with the world copies it first.
  std::shared_ptr<DirtFloors> built_dirt_;
};

// "ladder", "lift", "climbing duct", "spiral".
std::string_view linkName(LinkKind kind);

// The points of a link thing's shaft on its floor: its own square, or for a spiral with a 2 x 2
// shaft the four squares of the block whose north-west square it stands on (those off the
// floor left out).
std::vector<Point> shaftPoints(const Dungeon& d, const Thing& link);

}  // namespace dungeon::sim
