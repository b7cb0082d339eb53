// A count with its noun in the right number, for messages and reports: "1 job", "2 jobs",
// "0 tries"; and a large count with its thousands marked: "1,204". Pure; English only, as every
// message of the tool is.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dungeon {

// "N one" when n is 1, else "N many" ("" for `many`: `one` and an "s").
std::string counted(int64_t n, std::string_view one, std::string_view many = "");

// n with a comma between each group of three digits: "1,204", "-12,000", "7".
std::string withThousands(int64_t n);

}  // namespace dungeon
