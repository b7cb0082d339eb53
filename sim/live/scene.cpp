#include "sim/live/scene.h"

#include <fmt/format.h>

#include <algorithm>

#include "model/rules.h"
#include "sim/live/chase.h"
#include "sim/live/messages.h"

namespace dungeon::sim {
namespace {

std::string_view colourName(int colour) {
  static constexpr std::string_view kNames[] = {"red", "blue", "green", "yellow"};
  return kNames[static_cast<size_t>(colour)];
}

// Squared distance in cm from a point to the face a secret door shows on its front, or -1
// when the point is not on the front side of that face.
int64_t frontFaceDistanceSq(Point door, Dir front, int x_cm, int y_cm) {
  const int x0 = door.x * kSquareCm;
  const int y0 = door.y * kSquareCm;
  const bool vertical_face = front == Dir::kEast || front == Dir::kWest;
  const int face = vertical_face ? x0 + (front == Dir::kEast ? kSquareCm : 0)
                                 : y0 + (front == Dir::kSouth ? kSquareCm : 0);
  const int across = vertical_face ? x_cm : y_cm;  // distance off the face's line
  const int along = vertical_face ? y_cm : x_cm;   // position along the face
  const int start = vertical_face ? y0 : x0;
  const bool front_side =
      (front == Dir::kEast || front == Dir::kSouth) ? across > face : across < face;
  if (!front_side) return -1;
  const int64_t off = across - face;
  const int64_t beside =
      along < start ? start - along : (along > start + kSquareCm ? along - start - kSquareCm : 0);
  return off * off + beside * beside;
}

}  // namespace

std::optional<Dir> dirBetween(const World& world, int from, int to) {
  for (Dir dir : kAllDirs) {
    if (world.neighbour(from, dir) == to) return dir;
  }
  return std::nullopt;
}

Scene::Scene(const World& world)
    : world_(&world), doors_(world), terrain_(world), dirt_streams_(world.dungeon().seed) {
  for (const Thing& t : world.dungeon().things) {
    if (t.type == ThingType::kKey || t.type == ThingType::kCodeClue) pickups_.push_back(&t);
  }
}

int Scene::addActor(std::string name, BodyKind kind, int square) {
  Actor a;
  a.name = std::move(name);
  a.body = &bodyOf(kind);
  a.square = square;
  const Stance stance = stanceIn(terrain_, square, *a.body);
  a.stance = stance == Stance::kNone ? Stance::kCrouched : stance;
  actors_.push_back(std::move(a));
  const int id = actorCount() - 1;
  markTunneller(id, true);
  arrive(id);
  return id;
}

std::optional<int> Scene::findActor(std::string_view name) const {
  for (int id = 0; id < actorCount(); ++id) {
    if (actor(id).name == name) return id;
  }
  return std::nullopt;
}

void Scene::tick() {
  const int ms = clock_.tick();
  if (ms == 0) return;
  for (int id = 0; id < actorCount(); ++id) {
    if (actor(id).chasing < 0 || !actor(id).idle() || actor(id).buried) continue;
    takeChaseMove(id, chaseMove(*this, id));
  }
  for (int id = 0; id < actorCount(); ++id) {
    Actor& a = actor(id);
    a.work_left_ms = std::max(a.work_left_ms - ms, 0);
    advanceLeg(id, ms);
  }
  doors_.advance(ms);
  for (int id = 0; id < actorCount(); ++id) noticeSeams(id);
}

std::string Scene::startMove(int id, int to) {
  Actor& a = actor(id);
  if (a.buried) return "buried under dirt";
  if (!a.idle()) return a.leg ? "already moving" : "busy digging";
  auto leg = legBetween(terrain_, *a.body, a.square, to);
  if (!leg) return whyNoLeg(terrain_, *a.body, a.square, to);
  if (const DoorState* door = doors_.at(to); door != nullptr && !door->passable()) {
    return fmt::format("the {} there is {}", specOf(door->thing->type).name,
                       phaseName(door->phase));
  }
  if (const auto dir = dirBetween(*world_, a.square, to)) a.facing = a.leg_dir = *dir;
  a.leg = *leg;
  a.leg_elapsed_ms = 0;
  if (leg->link) {
    const int rise = floorHeightCm(*world_, to) - floorHeightCm(*world_, a.square);
    record(id, "climb", a.square,
           fmt::format("{} {} {}.{} m", linkName(*leg->link), rise >= 0 ? "up" : "down",
                       std::abs(rise) / 100, std::abs(rise) % 100 / 10));
  }
  setStance(id, leg->segments[0].stance);
  return "";
}

void Scene::takeChaseMove(int id, const ChaseMove& move) {
  if (move.kind == ChaseMove::Kind::kStay) return;
  if (move.kind == ChaseMove::Kind::kStep) {
    startMove(id, move.to);
    return;
  }
  const bool pushing = move.kind == ChaseMove::Kind::kPush;
  const DirtOutcome out = pushing ? startPush(id, move.facing) : startTunnel(id, move.facing);
  if (out.done) return;
  Actor& a = actor(id);
  if (a.refused_at != dirt_version_) a.refused.clear();
  a.refused_at = dirt_version_;
  a.refused.push_back(move.to);
  record(id, pushing ? "push refused" : "tunnel refused", move.to, out.refusal);
}

void Scene::advanceLeg(int id, int ms) {
  Actor& a = actor(id);
  if (!a.leg) return;
  a.leg_elapsed_ms += ms;
  if (a.leg_elapsed_ms >= a.leg->durationMs()) {
    arrive(id);
    return;
  }
  if (a.leg->segment_count == 2 && a.leg_elapsed_ms >= a.leg->segments[0].duration_ms) {
    setStance(id, a.leg->segments[1].stance);
  }
}

void Scene::arrive(int id) {
  Actor& a = actor(id);
  if (a.leg) {
    markTunneller(id, false);
    a.square = a.leg->to;
    markTunneller(id, true);
    setStance(id, a.leg->arrivalStance());
    a.leg.reset();
    a.leg_elapsed_ms = 0;
  }
  for (const Thing* t : pickups_) {
    if (world_->index({t->floor, t->at}) != a.square) continue;
    if (t->type == ThingType::kKey && taken_.insert(t).second) {
      ++a.keys[static_cast<size_t>(t->fields.get(Field::kColour))];
      record(id, "take", a.square,
             fmt::format("{} key", colourName(t->fields.get(Field::kColour))));
    } else if (t->type == ThingType::kCodeClue &&
               a.clues.insert({t->fields.get(Field::kCode), t->fields.get(Field::kPart)}).second) {
      record(
          id, "read", a.square,
          fmt::format("code {} part {}", t->fields.get(Field::kCode), t->fields.get(Field::kPart)));
    }
  }
}

void Scene::setStance(int id, Stance stance) {
  Actor& a = actor(id);
  if (stance == a.stance || stance == Stance::kNone) return;
  a.stance = stance;
  record(id,
         stance == Stance::kCrouched ? "crouch"
         : stance == Stance::kProne  ? "prone"
                                     : "stand",
         a.square);
}

bool Scene::occupied(int square) const {
  return std::any_of(actors_.begin(), actors_.end(), [&](const Actor& a) {
    return a.square == square || (a.leg && a.leg->to == square);
  });
}

bool Scene::codeKnown(const Actor& a, int code) const {
  bool any = false;
  for (const Thing& t : world_->dungeon().things) {
    if (t.type != ThingType::kCodeClue || t.fields.get(Field::kCode) != code) continue;
    any = true;
    if (!a.clues.contains({code, t.fields.get(Field::kPart)})) return false;
  }
  return any;
}

Position Scene::positionOf(const Actor& a) const {
  const Place p = world_->place(a.square);
  Position pos{p.floor, p.at.x * kSquareCm + kHalfSquareCm, p.at.y * kSquareCm + kHalfSquareCm};
  if (!a.leg || a.leg->link) return pos;
  int travelled = 0;
  int elapsed = a.leg_elapsed_ms;
  for (int i = 0; i < a.leg->segment_count; ++i) {
    const Segment& s = a.leg->segments[static_cast<size_t>(i)];
    const int part = std::min(elapsed, s.duration_ms);
    travelled += kHalfSquareCm * part / s.duration_ms;  // half a square across the floor
    elapsed -= part;
  }
  pos.x_cm += offset(a.leg_dir).x * travelled;
  pos.y_cm += offset(a.leg_dir).y * travelled;
  return pos;
}

void Scene::noticeSeams(int id) {
  const Actor& a = actor(id);
  if (!doors_.anyHidden() || (a.leg && a.leg->link)) return;
  std::optional<Position> pos;  // worked out only for a door the actor faces
  for (DoorState& door : doors_.all()) {
    if (door.found || a.facing != opposite(door.front())) continue;
    if (!pos) pos = positionOf(a);
    if (door.thing->floor != pos->floor) continue;
    const int64_t d2 = frontFaceDistanceSq(door.thing->at, door.front(), pos->x_cm, pos->y_cm);
    if (d2 < 0 || d2 > int64_t{kSeamSightCm} * kSeamSightCm) continue;
    doors_.markFound(door);
    record(id, "find", door.square, std::string(kWallHasSeam));
    tell(id, kWallHasSeam);
  }
}

std::string_view Scene::look(int id, Dir dir) {
  actor(id).facing = dir;
  actor(id).message.clear();
  noticeSeams(id);
  return actor(id).message;
}

std::string_view Scene::standUp(int id) {
  Actor& a = actor(id);
  if (a.stance == Stance::kStanding) return tell(id, "");
  if (stanceIn(terrain_, a.square, *a.body) != Stance::kStanding) return tell(id, kNoRoomToStand);
  setStance(id, Stance::kStanding);
  return tell(id, "");
}

std::string_view Scene::use(int id, int square) {
  Actor& a = actor(id);
  if (square == a.square) return pullLever(id);
  DoorState* door = doors_.at(square);
  const auto towards = dirBetween(*world_, a.square, square);
  if (door == nullptr || !towards || !a.idle()) return tell(id, kNothingToUse);
  a.facing = *towards;
  return useDoor(id, *door, opposite(*towards));
}

// Pulls every lever standing on the actor's square (in canonical order).
std::string_view Scene::useAcrossLink(int id, int square) {
  DoorState* door = doors_.at(square);
  const Actor& a = actor(id);
  if (door == nullptr || !linkBetween(*world_, a.square, square) || !a.idle()) {
    return tell(id, kNothingToUse);
  }
  return useDoor(id, *door, door->insideFace());
}

std::string_view Scene::pullLever(int id) {
  const Place at = world_->place(actor(id).square);
  bool any = false;
  for (const Thing* lever : thingsOf(world_->dungeon(), ThingType::kLever, at.floor)) {
    if (lever->at != at.at) continue;
    any = true;
    const int number = lever->fields.get(Field::kLever);
    pulled_.insert(number);
    if (lever->fields.getOr(Field::kDrains, 0) == 1) terrain_.drain(at.floor);
    record(id, "pull", actor(id).square, fmt::format("lever {}", number));
    for (DoorState& door : doors_.all()) {
      const FieldValues& f = door.thing->fields;
      if (f.asOr(Field::kKind, DoorKind::kPlain) == DoorKind::kLever &&
          f.getOr(Field::kLever, -1) == number && !door.passable()) {
        doors_.open(door);
      }
    }
  }
  return tell(id, any ? "" : kNothingToUse);
}

std::string_view Scene::useDoor(int id, DoorState& door, Dir face) {
  if (door.hiddenFrom(face)) return tell(id, kNothingToUse);
  if (door.thing->fields.asOr(Field::kKind, DoorKind::kPlain) == DoorKind::kLever) {
    return tell(id, kWorkedByLever);
  }
  if (door.handle && face != *door.handle) {
    record(id, "use", door.square, std::string(kNoHandle));
    return tell(id, kNoHandle);
  }
  if (door.phase == DoorPhase::kClosed || door.phase == DoorPhase::kClosing) {
    return openDoor(id, door);
  }
  if (occupied(door.square)) return tell(id, kSomethingInTheWay);
  doors_.close(door);
  record(id, "close", door.square, std::string(specOf(door.thing->type).name));
  return tell(id, "");
}

std::string_view Scene::openDoor(int id, DoorState& door) {
  const Actor& a = actor(id);
  const FieldValues& f = door.thing->fields;
  const DoorKind kind = f.asOr(Field::kKind, DoorKind::kPlain);
  if (kind == DoorKind::kLocked && !a.hasKey(f.asOr(Field::kColour, Colour::kRed))) {
    return tell(id, kLocked);
  }
  if (kind == DoorKind::kKeypad && !codeKnown(a, f.getOr(Field::kCode, -1))) {
    return tell(id, kCodeUnknown);
  }
  if (kind == DoorKind::kLocked) {
    --actor(id).keys[static_cast<size_t>(f.getOr(Field::kColour, 0))];
  }
  doors_.open(door);
  record(id, "open", door.square, std::string(specOf(door.thing->type).name));
  return tell(id, "");
}

void Scene::record(int id, std::string action, int square, std::string detail) {
  events_.push_back({clock_.nowMs(), id, std::move(action), square, std::move(detail)});
}

std::string_view Scene::tell(int id, std::string_view message) {
  actor(id).message = std::string(message);
  return actor(id).message;
}

}  // namespace dungeon::sim
