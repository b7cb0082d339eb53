// The SPEC's bodies and passages (see bodies.h).
#include "testing/reference/bodies.h"

#include <algorithm>
#include <array>

#include "testing/reference/reference.h"

namespace dungeon::reference {

BodySize bodySize(BodyKind body) {
  switch (body) {
    case BodyKind::kParty:
      return {80, 180, 110};
    case BodyKind::kMeatSack:
      return {70, 90, 90};
    case BodyKind::kRindStalker:
      return {160, 230, 200};
    case BodyKind::kHulk:
      return {140, 260, 220};
    case BodyKind::kGraboid:
      return {100, 90, 90};
  }
  return {0, 0, 0};
}

Stance stanceIn(BodySize body, Space space) {
  if (body.width_cm > space.width_cm) return Stance::kNone;
  if (body.standing_cm <= space.height_cm) return Stance::kStanding;
  if (body.crouched_cm <= space.height_cm) return Stance::kCrouched;
  return Stance::kNone;
}

Space tighter(Space a, Space b) {
  return {std::min(a.width_cm, b.width_cm), std::min(a.height_cm, b.height_cm)};
}

Space kindSpace(SquareKind kind, bool drained) {
  switch (kind) {
    case SquareKind::kRoom:
    case SquareKind::kCorridor:
      return kRoomSpace;
    case SquareKind::kNarrow:
      return kNarrowSpace;
    case SquareKind::kCrawl:
      return kCrawlSpace;
    case SquareKind::kWater:
      return drained ? kRoomSpace : kNoSpace;
    case SquareKind::kRock:
      return kNoSpace;
  }
  return kNoSpace;
}

Space squareSpace(const DungeonIndex& index, Place p, bool drained, int spiral_shaft) {
  if (index.thingAt(p, ThingType::kWindow) != nullptr) return kNoSpace;
  Space space = kindSpace(index.kind(p), drained);
  if (spiral_shaft == 2) space = tighter(space, kWideSpiralSpace);
  if (spiral_shaft == 1) space = tighter(space, kSpiralSpace);
  if (index.doorAt(p) == nullptr) return space;
  const bool duct_end = index.thingAt(p, ThingType::kDuct) != nullptr;
  return tighter(space, duct_end ? kDuctDoorSpace : kDoorwaySpace);
}

Space dirtSpace(const DungeonIndex& index, Place p) {
  if (!index.dirt(p)) return kRoomSpace;
  const Floor& floor = index.floor(p.floor);
  if (floor.ground(p.at) == 0) return kRoomSpace;
  switch (floor.dirt(p.at).level) {
    case 1:
      return kTunnelSpace;
    case 2:
      return kCrawlwaySpace;
    default:
      return kRoomSpace;
  }
}

namespace {

std::string monsterProblem(const Reference& ref) {
  for (const Thing& t : ref.index().dungeon().things) {
    const Place at{t.floor, t.at};
    if (t.type != ThingType::kMonster || !ref.index().onDungeon(at)) continue;
    const BodySize body = bodySize(t.fields.asOr(Field::kBody, BodyKind::kParty));
    const Space space = tighter(squareSpace(ref.index(), at, false, ref.spirals().shaftAt(at)),
                                dirtSpace(ref.index(), at));
    if (stanceIn(body, space) == Stance::kNone) return "a monster that does not fit its square";
  }
  return "";
}

constexpr std::array<ReferenceRule, 1> kRules = {
    {{"monster.fits", "monsters_fit", &monsterProblem}}};

}  // namespace

std::span<const ReferenceRule> monsterRules() {
  return kRules;
}

}  // namespace dungeon::reference
