// The reference rules of one dungeon in one place (docs/reference.md): the index, the links
// paired, the spirals, the step rule and the party's search, built once, and the verdict of
// each hard check by the rules of registry.h that make it up. Written from SPEC alone (and the
// decisions the docs write down where SPEC is silent); it includes the model and nothing else
// of the product, so it can disagree with the sim and the checks.
#pragma once

#include <string>
#include <string_view>

#include "testing/reference/party_search.h"
#include "testing/reference/registry.h"

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

  // Why the dungeon breaks the rules the hard check `check_id` states: the first problem among
  // its rules in the registry's order, or "" when it keeps them all (also for an id no rule
  // names; referenceCheckIds() lists those that some rule does).
  std::string problem(std::string_view check_id) const;

 private:
  DungeonIndex index_;
  LinkPairing links_;
  Spirals spirals_;
  StepRules steps_;
  PartySearch party_;
};

}  // namespace dungeon::reference
