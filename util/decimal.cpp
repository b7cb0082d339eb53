#include "util/decimal.h"

#include <fmt/format.h>

#include <algorithm>

namespace dungeon {
namespace {

constexpr size_t kMaxWholeDigits = 12;

bool allDigits(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

std::optional<int64_t> parseThousandths(std::string_view text, Sign sign) {
  const bool negative = sign == Sign::kSigned && !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  const size_t dot = text.find('.');
  const std::string_view whole = text.substr(0, dot);
  const std::string_view frac = dot == std::string_view::npos ? "" : text.substr(dot + 1);
  if (whole.empty() || whole.size() > kMaxWholeDigits || frac.size() > 3 || !allDigits(whole) ||
      !allDigits(frac)) {
    return std::nullopt;
  }
  int64_t value = 0;
  for (char c : whole) value = value * 10 + (c - '0');
  for (size_t i = 0; i < 3; ++i) value = value * 10 + (i < frac.size() ? frac[i] - '0' : 0);
  return negative ? -value : value;
}

std::optional<int64_t> parseHalfMetres(std::string_view text) {
  const size_t dot = text.find('.');
  if (dot != std::string_view::npos && text.substr(dot + 1) != "0" && text.substr(dot + 1) != "5") {
    return std::nullopt;
  }
  const auto thousandths = parseThousandths(text, Sign::kSigned);
  if (!thousandths) return std::nullopt;
  return *thousandths / 500;
}

int64_t roundedRatio(int64_t part, int64_t whole, int64_t unit) {
  return whole <= 0 ? 0 : (part * unit * 2 + whole) / (whole * 2);
}

std::string formatHundredths(int64_t hundredths) {
  return fmt::format("{}.{:02}", hundredths / 100, hundredths % 100);
}

std::string formatPerMille(int64_t per_mille) {
  return fmt::format("{}.{}%", per_mille / 10, per_mille % 10);
}

std::string halfMetresText(int half_m) {
  const int magnitude = half_m < 0 ? -half_m : half_m;
  return fmt::format("{}{}.{}", half_m < 0 ? "-" : "", magnitude / 2, magnitude % 2 ? 5 : 0);
}

}  // namespace dungeon
