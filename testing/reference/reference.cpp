// The reference rules of one dungeon (see reference.h).
#include "testing/reference/reference.h"

namespace dungeon::reference {

Reference::Reference(const Dungeon& d)
    : index_(d),
      links_(pairLinks(index_)),
      spirals_(index_, links_),
      steps_(index_, spirals_),
      party_(index_, links_, spirals_, steps_) {}

std::string Reference::problem(std::string_view check_id) const {
  for (const ReferenceRule& rule : referenceRules()) {
    if (rule.check_id != check_id) continue;
    if (std::string why = rule.problem(*this); !why.empty()) return why;
  }
  return "";
}

}  // namespace dungeon::reference
