// The rate table in use (rates.h): the built-in kRates until useRates installs another. Kept
// apart from rates.cpp, which a rate variant replaces with its own.
#include "generator/core/rates.h"

namespace dungeon::gen {
namespace {

const Rates* rates_in_use = &kRates;
std::string rates_label;

}  // namespace

const Rates& rates() {
  return *rates_in_use;
}

void useRates(const Rates& table, std::string label) {
  static Rates installed;
  installed = table;
  rates_in_use = &installed;
  rates_label = std::move(label);
}

std::string_view ratesLabel() {
  return rates_label;
}

}  // namespace dungeon::gen
