// Judges a walked route by the reference rules (SPEC section 8): every step of it must be one
// the party may take, by the step rule, the links, the fit rule and water (drained only once a
// draining lever of its floor was stood on), and through a door only when what the party did
// before lets it in: a locked door with a key of its colour taken and not yet spent, a lever
// gate once its lever's square was stood on, a keypad once every clue of its code was, a
// one-way or secret door once one of the squares it opens from was (openingSides). Standing on a
// square takes what lies there. These are necessary conditions: a route they refuse is one the sim
// must never walk.
#pragma once

#include <string>
#include <vector>

#include "testing/reference/party_search.h"

namespace dungeon::reference {

struct RouteVerdict {
  bool legal = true;
  size_t step = 0;  // the first illegal step: from route[step] to route[step + 1]
  std::string why;
};

RouteVerdict judgeRoute(const DungeonIndex& index, const PartySearch& party,
                        const std::vector<Place>& route);

}  // namespace dungeon::reference
