// Random hand sheets for the reference rules' differential property (RapidCheck,
// docs/reference.md): 1 to 3 stacked floors of 48 x 48 squares, each a 3 x 3 grid of rooms at
// random heights joined by random connectors: corridors whose squares step up and down (some
// steps over 3 m: cliffs, some beside a ladder's or lift's square), corridors that turn (corner
// stairs of every rise up to 4 m), flat ducts whose mouths and crawls stand at any height, and
// spirals within a floor, one square or 2 x 2, whose rise a winding fits or not; between floors
// ladders, lifts, climbing ducts (their crawls at any height) and spirals; doors of every kind
// with or without their keys, levers and clues, water with or without a draining lever,
// monsters and loot, glimpse slots between rooms and a long one in the west margin (7 to 24
// squares), and now and then a dirt floor. Defects break every hard check's rules now and then:
// entrances and goals missing, doubled or off floor 1, a ramp into a room or opened, loot on
// rock, doors across their way, slots touching open squares, stopping short or with the window
// astray, dirt disagreeing with the grid. The sheets need not pass the
// checks: the property compares verdicts on them. The same draws give the same sheet; every
// draw spans its whole range whatever RapidCheck's size.
#pragma once

#include <rapidcheck.h>

#include <string>

#include "model/dungeon.h"

namespace dungeon::testing {

struct HandSheet {
  Dungeon dungeon;
  std::string story;  // what was laid where, for a failure's log
};

rc::Gen<HandSheet> genHandSheet();

}  // namespace dungeon::testing
