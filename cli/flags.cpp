// Flags derived from the options table, whole numbers and dungeon names (flags.h). Values are
// checked by the model's own readers during parsing, so a refused value is a CLI11 error
// (exit 2) naming the flag and the allowed range.
#include "cli/flags.h"

#include <fmt/format.h>

#include <algorithm>

#include "model/dungeon.h"

namespace dungeon::cli {
namespace {

std::string valueName(OptionKind kind) {
  switch (kind) {
    case OptionKind::kWhole:
      return "N";
    case OptionKind::kOptionalWhole:
      return "[=N]";  // the value only after '=', see add()
    case OptionKind::kSize:
      return "WxH";
    case OptionKind::kName:
    case OptionKind::kFlag:
      return "NAME";
  }
  return "";
}

CLI::Validator rowValidator(const OptionRow& row) {
  return CLI::Validator(
      [&row](std::string& value) {
        Options scratch;
        return readOptionValue(row, value, scratch);
      },
      "");
}

// The row's help with its range, which the row states once ("Stacked floors (1..8)").
std::string helpOf(const OptionRow& row) {
  switch (row.kind) {
    case OptionKind::kWhole:
      return fmt::format("{} ({}..{})", row.help, row.min, row.max);
    case OptionKind::kOptionalWhole:
      return fmt::format("{} ({}..{}; write --{}=N)", row.help, row.min, row.max, row.name);
    case OptionKind::kSize:
      return fmt::format("{} ({}..{} each)", row.help, row.min, row.max);
    case OptionKind::kName:
    case OptionKind::kFlag:
      return std::string(row.help);
  }
  return std::string(row.help);
}

bool wanted(const OptionRow& row, const std::vector<std::string_view>& names) {
  return names.empty() || std::find(names.begin(), names.end(), row.name) != names.end();
}

}  // namespace

void OptionFlags::add(CLI::App& app, const std::vector<std::string_view>& names,
                      std::span<const OptionRow> rows) {
  for (const OptionRow& row : rows) {
    if (!wanted(row, names)) continue;
    auto given = std::make_unique<Given>();
    given->row = &row;
    const std::string flag = fmt::format("--{}", row.name);
    const std::string help = helpOf(row);
    if (row.kind == OptionKind::kFlag) {
      given->option = app.add_flag(flag, given->on, help);
    } else {
      given->option = app.add_option(flag, given->value, help)
                          ->type_name(valueName(row.kind))
                          ->check(rowValidator(row));
      // The value only after '=' (--mine=3): a bare --mine never takes the next word, which
      // may be a sheet, a subcommand or another option's value. expected(0, 0) after add_option
      // keeps the option's default ("") for the bare flag, where expected(0) would give "true".
      if (row.kind == OptionKind::kOptionalWhole) given->option->expected(0, 0);
      if (!row.default_value.empty()) given->option->default_str(std::string(row.default_value));
    }
    given_.push_back(std::move(given));
  }
}

CLI::Option* OptionFlags::flag(std::string_view name) const {
  for (const auto& given : given_) {
    if (given->row->name == name) return given->option;
  }
  return nullptr;
}

Result<Options> OptionFlags::options() const {
  Options options;
  for (const auto& given : given_) {
    if (given->option->count() == 0) continue;
    const bool bare = given->row->kind == OptionKind::kFlag ||
                      (given->row->kind == OptionKind::kOptionalWhole && given->value.empty());
    const auto value = bare ? std::nullopt : std::optional<std::string_view>(given->value);
    if (auto why = readOptionValue(*given->row, value, options); !why.empty()) {
      return InputError{"", 0, 0, fmt::format("--{}: {}", given->row->name, why)};
    }
  }
  // Values that depend on another row (--mine=F against --floors) are checked once all are read.
  if (auto why = validateOptions(options); !why.empty()) return InputError{"", 0, 0, why};
  return options;
}

std::vector<std::string> OptionFlags::given() const {
  std::vector<std::string> flags;
  for (const auto& given : given_) {
    if (given->option->count() > 0) flags.push_back(fmt::format("--{}", given->row->name));
  }
  return flags;
}

CLI::Validator wholeNumber(uint64_t min, uint64_t max) {
  return CLI::Validator(
      [min, max](std::string& value) { return parseWholeNumber(value, min, max).error; },
      fmt::format("{}..{}", min, max));
}

CLI::Validator errorRate(double max) {
  return CLI::Validator(
      [max](std::string& value) -> std::string {
        double rate = 0;
        if (CLI::detail::lexical_cast(value, rate) && rate > 0 && rate <= max) return "";
        return fmt::format("must lie above 0 and at most {:g}, not '{}'", max, value);
      },
      fmt::format("(0, {:g}]", max));
}

CLI::Validator dungeonName() {
  return CLI::Validator(
      [](std::string& value) -> std::string {
        if (isDungeonName(value)) return "";
        return fmt::format("a dungeon name is letters, digits, '_', '.' and '-', not '{}'", value);
      },
      "");
}

}  // namespace dungeon::cli
