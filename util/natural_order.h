// The order people sort names with numbers in: M1, M2, ..., M11, M12 rather than the bytes'
// M1, M11, M12, M2. Pure and total: a strict weak order over all strings, with no locale.
#pragma once

#include <string_view>

namespace dungeon {

// Whether `a` comes before `b`: the names are compared run by run, a run of digits against a
// run of digits by its value (leading zeros ignored, then fewer zeros first) and anything else
// byte by byte; equal names are not less.
bool naturalLess(std::string_view a, std::string_view b);

}  // namespace dungeon
