// Small helpers the subcommands share: writing output to stdout or atomically to a file,
// printing messages in the "file:line:col: warning: ..." form, and the option ranges the
// tool accepts (SPEC section 10).
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>

#include "model/result.h"

namespace dungeon::cli {

inline constexpr int kMinSeeds = 1;
inline constexpr int kMaxSeeds = 100000;
inline constexpr int kMinJobs = 1;
inline constexpr int kMaxJobs = 256;

// Writes `bytes` to stdout when `path` is empty or "-", else atomically to `path`. Returns
// true, or prints what went wrong to stderr and returns false.
bool writeOutput(const std::string& path, std::string_view bytes);

// "file:line:col: warning: message".
std::string formatWarning(const InputError& warning);

// A CLI11 validator that accepts a value when parseOptions accepts "<key>=<value>" (so the
// tool and the sheet reader share one set of rules and messages).
CLI::Validator optionWordValidator(std::string key);

}  // namespace dungeon::cli
