// The reference rules of one dungeon (see reference.h).
#include "testing/reference/reference.h"

namespace dungeon::reference {

Reference::Reference(const Dungeon& d)
    : index_(d),
      links_(pairLinks(index_)),
      spirals_(index_, links_),
      steps_(index_, spirals_),
      party_(index_, links_, spirals_, steps_) {}

const std::vector<std::string>& referenceCheckIds() {
  static const std::vector<std::string> kIds = {"links_paired", "open_reachable",  "goal_solvable",
                                                "no_soft_lock", "slopes_walkable", "stair_geometry",
                                                "monsters_fit", "duct_rules",      "spiral_fit"};
  return kIds;
}

std::string Reference::problem(const std::string& check_id) const {
  if (check_id == "slopes_walkable") return steps_.cliffProblem();
  if (check_id == "stair_geometry") return steps_.stairProblem();
  if (check_id == "spiral_fit") return spirals_.problem();
  if (check_id == "duct_rules") return ductProblem(index_, links_);
  if (check_id == "links_paired") return links_.problems.empty() ? "" : links_.problems.front();
  if (check_id == "monsters_fit") return monsterProblem();
  return reachProblem(check_id);
}

// Every monster fits the square it stands on (SPEC section 7), by the fit rule.
std::string Reference::monsterProblem() const {
  for (const Thing& t : index_.dungeon().things) {
    const Place at{t.floor, t.at};
    if (t.type != ThingType::kMonster || !index_.onDungeon(at)) continue;
    const BodySize body = bodySize(t.fields.asOr(Field::kBody, BodyKind::kParty));
    const Space space = squareSpace(index_, at, false, spirals_.shaftAt(at));
    if (stanceIn(body, space) == Stance::kNone) return "a monster that does not fit its square";
  }
  return "";
}

std::string Reference::reachProblem(const std::string& check_id) const {
  if (!party_.searched()) return "the party's states were not searched";
  if (check_id == "goal_solvable") return party_.solvable() ? "" : "the goal cannot be reached";
  if (check_id == "no_soft_lock") return party_.softLock() ? "a state loses the goal" : "";
  for (int s = 0; s < index_.squareCount(); ++s) {
    const Place p = index_.place(s);
    const bool glass = index_.thingAt(p, ThingType::kWindow) != nullptr;
    if (index_.open(p) && !glass && !party_.everReached(p)) return "an open square never reached";
  }
  return "";
}

}  // namespace dungeon::reference
