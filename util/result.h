// Expected failure as a value: a Result<T> holds either a T or an InputError that says what
// was wrong and where (file, line, column). Nothing in the core throws through a caller.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace dungeon {

// Where and why some input (a sheet, an option, a file) was refused.
struct InputError {
  std::string file;  // "-" for standard input, "" when there is no file
  int line = 0;      // 1-based; 0 when the error is not tied to a line
  int column = 0;    // 1-based; 0 when the error is not tied to a column
  std::string message;

  // "file:line:col: error: message" (file/line/col omitted when absent).
  std::string format() const;
};

template <class T>
class Result {
 public:
  Result(T value) : state_(std::move(value)) {}           // NOLINT: implicit by design
  Result(InputError error) : state_(std::move(error)) {}  // NOLINT: implicit by design

  bool ok() const { return std::holds_alternative<T>(state_); }
  explicit operator bool() const { return ok(); }

  // REQUIRES: ok().
  T& value() { return std::get<T>(state_); }
  const T& value() const { return std::get<T>(state_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  // REQUIRES: !ok().
  const InputError& error() const { return std::get<InputError>(state_); }

 private:
  std::variant<T, InputError> state_;
};

}  // namespace dungeon
