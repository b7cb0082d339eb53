// Natural order of names (natural_order.h): a lexicographic order over runs, where a run is a
// whole run of digits or one other byte. Every digit byte sorts on the same side of any other
// byte, so comparing a digit run with a byte by its first byte keeps the order transitive.
#include "util/natural_order.h"

#include <cstddef>

namespace dungeon {
namespace {

bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

size_t digitRunEnd(std::string_view text, size_t from) {
  while (from < text.size() && isDigit(text[from])) ++from;
  return from;
}

std::string_view withoutLeadingZeros(std::string_view digits) {
  const size_t first = digits.find_first_not_of('0');
  return first == std::string_view::npos ? std::string_view() : digits.substr(first);
}

// <0, 0 or >0 as the run `x` is less than, the same as or more than `y`: by value, then the
// one with fewer leading zeros first.
int compareDigitRuns(std::string_view x, std::string_view y) {
  const std::string_view x_value = withoutLeadingZeros(x);
  const std::string_view y_value = withoutLeadingZeros(y);
  if (x_value.size() != y_value.size()) return x_value.size() < y_value.size() ? -1 : 1;
  if (const int by_digits = x_value.compare(y_value); by_digits != 0) return by_digits;
  if (x.size() != y.size()) return x.size() < y.size() ? -1 : 1;
  return 0;
}

}  // namespace

bool naturalLess(std::string_view a, std::string_view b) {
  size_t i = 0;
  size_t j = 0;
  while (i < a.size() && j < b.size()) {
    if (isDigit(a[i]) && isDigit(b[j])) {
      const size_t a_end = digitRunEnd(a, i);
      const size_t b_end = digitRunEnd(b, j);
      if (const int order = compareDigitRuns(a.substr(i, a_end - i), b.substr(j, b_end - j));
          order != 0) {
        return order < 0;
      }
      i = a_end;
      j = b_end;
      continue;
    }
    if (a[i] != b[j]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]);
    ++i;
    ++j;
  }
  return i == a.size() && j < b.size();
}

}  // namespace dungeon
