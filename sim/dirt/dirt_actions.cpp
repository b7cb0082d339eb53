#include "sim/dirt/dirt_actions.h"

#include <fmt/format.h>

#include "sim/world/dirt_space.h"

namespace dungeon::sim {
namespace {

bool neighbours(Point a, Point b) {
  const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
  const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
  return (dx | dy) != 0 && dx <= 1 && dy <= 1;
}

// Why `to` cannot take a unit on `layer`, or "".
std::string whyNoRoom(DirtTerrain& t, DirtLayer layer, Point to) {
  if (t.canTake(layer, to)) return "";
  if (layer == DirtLayer::kFloor && !t.square(to).dirt) return "rock cannot take dirt";
  return "a full square cannot take more dirt";
}

// The collapse cascade a dig or push under dirt ground sets off at the square that lost a unit.
CollapseReport riskCollapse(DirtTerrain& t, DirtStreams& streams, Point dug) {
  if (t.ground(dug) == 0) return {};
  return collapseCascade(t, streams.collapse, dug);
}

// The first of the two side squares of `behind` (across `along`) that can take a unit, the push
// stream choosing when both can; {-1, -1} when neither can.
Point rearDiagonal(DirtTerrain& t, DirtStreams& streams, Point behind, Dir along) {
  const Point left = step(behind, anticlockwise(along));
  const Point right = step(behind, clockwise(along));
  const bool l = t.canTake(DirtLayer::kFloor, left);
  const bool r = t.canTake(DirtLayer::kFloor, right);
  if (l && r) return streams.push.below(2) == 0 ? left : right;
  if (l) return left;
  if (r) return right;
  return {-1, -1};
}

DirtOutcome done(Point to, CollapseReport collapse = {}) {
  return {true, "", to, false, collapse};
}

}  // namespace

DirtOutcome digSide(DirtTerrain& t, DirtStreams& streams, Point from, Point to) {
  if (!t.inBounds(from) || !t.inBounds(to)) return DirtOutcome::refuse("outside the floor");
  if (!neighbours(from, to)) return DirtOutcome::refuse("dirt goes to a neighbouring square");
  DirtSquare& s = t.square(from);
  if (!s.dirt) return DirtOutcome::refuse("rock is not dug by hand");
  if (s.level == 0) return DirtOutcome::refuse("an open square has no dirt left to dig");
  if (std::string why = whyNoRoom(t, DirtLayer::kFloor, to); !why.empty()) {
    return DirtOutcome::refuse(why);
  }
  --s.level;
  t.put(DirtLayer::kFloor, to);
  return done(to, riskCollapse(t, streams, from));
}

DirtOutcome digAbove(DirtTerrain& t, Point from, Point to) {
  if (!t.inBounds(from) || !t.inBounds(to)) return DirtOutcome::refuse("outside the floor");
  const bool own_container = from == to && t.containerAt(DirtLayer::kGround, to) != nullptr;
  if (!own_container && !neighbours(from, to)) {
    return DirtOutcome::refuse("dirt goes to a neighbouring square");
  }
  if (t.ground(from) == 0) return DirtOutcome::refuse("a hole has no ground left to dig");
  if (own_container) {
    const Container& c = *t.containerAt(DirtLayer::kGround, to);
    if (c.fill >= containerSpecOf(c.kind).capacity)
      return DirtOutcome::refuse("the container is full");
  }
  if (std::string why = whyNoRoom(t, DirtLayer::kGround, to); !why.empty()) {
    return DirtOutcome::refuse(why);
  }
  t.setGround(from, t.ground(from) - 1);
  t.put(DirtLayer::kGround, to);
  return done(to);
}

DirtOutcome pack(DirtTerrain& t, Point at) {
  if (!t.inBounds(at)) return DirtOutcome::refuse("outside the floor");
  DirtSquare& s = t.square(at);
  if (!s.dirt) return DirtOutcome::refuse("rock cannot be packed");
  if (s.packing >= kMaxPacking) return DirtOutcome::refuse("the square is already packed");
  if (s.level == 0) return DirtOutcome::refuse("packing needs a unit of dirt left in the square");
  --s.level;
  ++s.packing;
  return done(at);
}

DirtOutcome reinforce(DirtTerrain& t, Point at) {
  if (!t.inBounds(at)) return DirtOutcome::refuse("outside the floor");
  DirtSquare& s = t.square(at);
  if (!s.dirt) return DirtOutcome::refuse("rock needs no reinforcement");
  if (s.reinforced) return DirtOutcome::refuse("the square is already reinforced");
  if (s.level > 1) return DirtOutcome::refuse("reinforcements are built in a tunnel or larger");
  s.reinforced = true;
  return done(at);
}

DirtOutcome push(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at, Dir facing) {
  if (!body.pushes_dirt)
    return DirtOutcome::refuse(fmt::format("a {} cannot push dirt", body.name));
  const Point front = step(at, facing);
  if (!t.inBounds(front) || !t.square(front).dirt || t.square(front).level == 0) {
    return DirtOutcome::refuse("there is no dirt in front to push");
  }
  const Point behind = step(front, facing);
  Point to =
      t.canTake(DirtLayer::kFloor, behind) ? behind : rearDiagonal(t, streams, behind, facing);
  if (to.x < 0) return DirtOutcome::refuse("nothing behind the dirt can take it: the push fails");
  --t.square(front).level;
  t.put(DirtLayer::kFloor, to);
  return done(to, riskCollapse(t, streams, front));
}

DirtOutcome tunnelDig(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at,
                      Dir facing) {
  if (!body.tunnels) return DirtOutcome::refuse(fmt::format("a {} does not tunnel", body.name));
  const Point front = step(at, facing);
  if (!t.inBounds(front) || !t.square(front).dirt) {
    return DirtOutcome::refuse("rock in front: tunnellers dig dirt only");
  }
  if (t.square(front).level == 0) return DirtOutcome::refuse("the square in front is open");
  DirtSquare& own = t.square(at);
  const bool as_packing = own.dirt && own.level < kDirtFull && own.packing == 0;
  const Point to = as_packing || t.canTake(DirtLayer::kFloor, at)
                       ? at
                       : rearDiagonal(t, streams, step(at, opposite(facing)), facing);
  if (to.x < 0) return DirtOutcome::refuse("no room behind the tunneller for the dirt");
  --t.square(front).level;
  if (as_packing) {
    ++own.packing;
  } else {
    t.put(DirtLayer::kFloor, to);
  }
  return done(to, riskCollapse(t, streams, front));
}

DirtOutcome tunnelStep(DirtTerrain& t, DirtStreams& streams, const Body& body, Point at,
                       Dir facing) {
  const Point front = step(at, facing);
  DirtOutcome out = done({-1, -1});
  if (t.inBounds(front) && t.square(front).dirt && t.square(front).level > 0) {
    out = tunnelDig(t, streams, body, at, facing);
    if (!out.done) return out;
  } else if (!body.tunnels || !t.inBounds(front) || !t.square(front).dirt) {
    return tunnelDig(t, streams, body, at, facing);  // the refusal
  }
  if (fit(body, penaltiesOf(dirtSpaceAt(t, front)).clearance) != Stance::kNone) {
    t.setTunneller(at, false);
    t.setTunneller(front, true);
    out.moved = true;
  }
  return out;
}

}  // namespace dungeon::sim
