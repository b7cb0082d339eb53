// The reference rules of one dungeon in one place (docs/reference.md): the index, the links
// paired, the spirals, the step rule and the party's search, built once, and the verdict of
// each rule the checks and the sim share, by the id of the hard check that states it. Written
// from SPEC alone (and the decisions the docs write down where SPEC is silent); it includes
// the model and nothing else of the product, so it can disagree with the sim and the checks.
#pragma once

#include <string>

#include "testing/reference/ducts.h"
#include "testing/reference/party_search.h"

namespace dungeon::reference {

class Reference {
 public:
  // REQUIRES: `d` outlives the reference and does not change while it is used.
  explicit Reference(const Dungeon& d);
  Reference(const Dungeon&& d) = delete;

  const DungeonIndex& index() const { return index_; }
  const LinkPairing& links() const { return links_; }
  const Spirals& spirals() const { return spirals_; }
  const StepRules& steps() const { return steps_; }
  const PartySearch& party() const { return party_; }

  // Why the dungeon breaks the rule the hard check `check_id` states, or "" when it keeps
  // it: slopes_walkable, stair_geometry (its slopes), spiral_fit, duct_rules, links_paired,
  // monsters_fit, open_reachable, goal_solvable and no_soft_lock. REQUIRES: one of these.
  std::string problem(const std::string& check_id) const;

 private:
  std::string monsterProblem() const;
  std::string reachProblem(const std::string& check_id) const;

  DungeonIndex index_;
  LinkPairing links_;
  Spirals spirals_;
  StepRules steps_;
  PartySearch party_;
};

// The ids of the hard checks whose rules the reference states, in the report's order.
const std::vector<std::string>& referenceCheckIds();

}  // namespace dungeon::reference
