// Every rule the reference states (see registry.h).
#include "testing/reference/registry.h"

#include <algorithm>
#include <initializer_list>

#include "testing/reference/bodies.h"
#include "testing/reference/dirt.h"
#include "testing/reference/doors.h"
#include "testing/reference/ducts.h"
#include "testing/reference/glimpse.h"
#include "testing/reference/links.h"
#include "testing/reference/placement.h"
#include "testing/reference/reach_rules.h"
#include "testing/reference/spirals.h"
#include "testing/reference/stack.h"
#include "testing/reference/steps.h"

namespace dungeon::reference {
namespace {

std::vector<ReferenceRule> gatherRules() {
  std::vector<ReferenceRule> all;
  for (std::span<const ReferenceRule> part :
       {placementRules(), linkRules(), doorRules(), reachRules(), stackRules(), stepRules(),
        monsterRules(), ductRules(), spiralRules(), glimpseRules(), dirtRules()}) {
    all.insert(all.end(), part.begin(), part.end());
  }
  return all;
}

}  // namespace

std::span<const ReferenceRule> referenceRules() {
  static const std::vector<ReferenceRule> kRules = gatherRules();
  return kRules;
}

const ReferenceRule* findReferenceRule(std::string_view name) {
  const auto rules = referenceRules();
  const auto found = std::find_if(rules.begin(), rules.end(),
                                  [&](const ReferenceRule& rule) { return rule.name == name; });
  return found == rules.end() ? nullptr : &*found;
}

const std::vector<std::string>& referenceCheckIds() {
  static const std::vector<std::string> kIds = [] {
    std::vector<std::string> ids;
    for (const ReferenceRule& rule : referenceRules()) {
      if (std::find(ids.begin(), ids.end(), rule.check_id) == ids.end()) {
        ids.emplace_back(rule.check_id);
      }
    }
    return ids;
  }();
  return kIds;
}

}  // namespace dungeon::reference
