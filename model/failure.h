// Expected failure inside the core, as a value: one line saying why and, where there is one,
// the place it happened (a floor and a square). A Status is either ok or holds one Failure.
// Stages, checks and the sim return these; nothing in the core throws through a caller.
// Errors in input text (a sheet, a script, an option) are InputError (result.h) instead,
// which points at a file, line and column.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "model/geometry.h"

namespace dungeon {

struct Failure {
  std::string reason;          // one line, no trailing full stop
  std::optional<Place> place;  // where it happened, when it is tied to a square

  // "floor F (X,Y): reason" with floors counted from 1, or the reason alone.
  std::string describe() const;
  bool operator==(const Failure&) const = default;
};

class [[nodiscard]] Status {
 public:
  Status() = default;                                        // ok
  Status(Failure failure) : failure_(std::move(failure)) {}  // NOLINT: implicit by design

  static Status success() { return {}; }
  static Status fail(std::string reason, std::optional<Place> place = std::nullopt) {
    return Failure{std::move(reason), place};
  }

  bool ok() const { return !failure_.has_value(); }
  explicit operator bool() const { return ok(); }
  // REQUIRES: !ok().
  const Failure& failure() const { return *failure_; }

 private:
  std::optional<Failure> failure_;
};

}  // namespace dungeon
