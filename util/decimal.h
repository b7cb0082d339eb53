// Exact decimal numbers, never through floating point: thousandths ("7.5" -> 7500) for the band
// table's bounds and the scenario scripts' seconds, metres in half-metre steps ("-6.5" -> -13)
// for floor bases and spiral rises on the sheet, and hundredths printed for the reports.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dungeon {

enum class Sign { kUnsigned, kSigned };

// Digits, optionally a dot and at most three more digits ("12", "0.05", "1.125"); with
// kSigned a leading '-' too. At most 12 whole digits, so the result never overflows. nullopt
// for anything else (a sign where none is allowed, more decimals, other characters, ".5").
std::optional<int64_t> parseThousandths(std::string_view text, Sign sign = Sign::kUnsigned);

// Metres in half-metre steps as half-metres: "3.5" -> 7, "-6.0" -> -12, "-6" -> -12. Only
// ".0" or ".5" may follow a dot. nullopt for anything else; callers check the range.
std::optional<int64_t> parseHalfMetres(std::string_view text);

// part / whole in `unit`ths (1000: thousandths), rounded half up with integers only (a negative
// part is divided as C++ divides, toward zero); 0 when whole <= 0. REQUIRES: part * unit * 2
// fits in int64_t.
int64_t roundedRatio(int64_t part, int64_t whole, int64_t unit);

// "1.55": hundredths with exactly two decimals (a mean of whole counts, rounded by the caller).
std::string formatHundredths(int64_t hundredths);

// "41.0%": a share in per mille as a percentage with one decimal.
std::string formatPerMille(int64_t per_mille);

// Half-metres as metres with one decimal: -13 -> "-6.5", -1 -> "-0.5", 7 -> "3.5".
std::string halfMetresText(int half_m);

}  // namespace dungeon
