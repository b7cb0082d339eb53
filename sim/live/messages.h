// What a body is told when it uses or looks at something: the exact lines the game shows.
// Tests and scenarios compare against these constants, never against retyped text.
#pragma once

#include <string_view>

namespace dungeon::sim {

// SPEC section 4: use on a one-way door from its blank face.
inline constexpr std::string_view kNoHandle = "// NO HANDLE ON THIS SIDE";
// SPEC section 4: a secret door looked at from within 1.9 m of its front.
inline constexpr std::string_view kWallHasSeam = "// THIS WALL HAS A SEAM";
// Raising a secret door (or shutting any door) while a body stands in its square.
inline constexpr std::string_view kSomethingInTheWay = "// SOMETHING STANDS IN THE WAY";
// Use on a locked door without a key of its colour.
inline constexpr std::string_view kLocked = "// LOCKED";
// Use on a lever gate: only its lever moves it.
inline constexpr std::string_view kWorkedByLever = "// A LEVER WORKS THIS GATE";
// Use on a keypad door before every part of its code is known.
inline constexpr std::string_view kCodeUnknown = "// THE KEYPAD WANTS A CODE";
// Standing up where the ceiling is too low for the body's standing height.
inline constexpr std::string_view kNoRoomToStand = "// NO ROOM TO STAND";
// Use where nothing can be used (including a secret door that has not been found).
inline constexpr std::string_view kNothingToUse = "// NOTHING TO USE";

}  // namespace dungeon::sim
