// Whole-file reads and all-or-nothing writes. A write goes to a temporary file beside the target
// and is renamed over it, so an interrupted or failed run never leaves a half-written file; a
// failed write removes its temporary file. Errors are values, never exceptions.
#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "model/sheet.h"

namespace dungeon {
namespace {

constexpr size_t kMaxReadBytes = size_t{64} << 20;

// Writes every byte to fd, retrying after short writes and signals. Returns "" or strerror.
std::string writeAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::strerror(n < 0 ? errno : EIO);
    bytes.remove_prefix(static_cast<size_t>(n));
  }
  return "";
}

// Reads fd to its end into out. Returns "" or strerror.
// Reads to the end, or stops with a reason past kMaxReadBytes (so /dev/zero cannot exhaust
// memory; the sheet reader refuses anything past 64 MiB anyway).
std::string readAll(int fd, std::string& out) {
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return std::strerror(errno);
    if (n == 0) return "";
    out.append(buffer, static_cast<size_t>(n));
    if (out.size() > kMaxReadBytes) return fmt::format("larger than {} MiB", kMaxReadBytes >> 20);
  }
}

// Writes the temporary file completely and closes it. Returns "" or what went wrong.
std::string writeTemporary(const std::string& temp, std::string_view bytes) {
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) return fmt::format("cannot create {}: {}", temp, std::strerror(errno));
  std::string why = writeAll(fd, bytes);
  if (why.empty() && ::fsync(fd) != 0) why = std::strerror(errno);
  if (::close(fd) != 0 && why.empty()) why = std::strerror(errno);
  return why.empty() ? "" : fmt::format("cannot write {}: {}", temp, why);
}

}  // namespace

std::string writeFileAtomically(const std::string& path, std::string_view bytes) {
  const std::string temp = fmt::format("{}.tmp.{}", path, ::getpid());
  std::string why = writeTemporary(temp, bytes);
  if (why.empty() && std::rename(temp.c_str(), path.c_str()) != 0) {
    why = fmt::format("cannot rename {} to {}: {}", temp, path, std::strerror(errno));
  }
  if (!why.empty()) std::remove(temp.c_str());
  return why;
}

Result<std::string> readFile(const std::string& path) {
  const bool standard_input = path == "-";
  const int fd = standard_input ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return InputError{path, 0, 0, fmt::format("cannot read: {}", std::strerror(errno))};
  std::string bytes;
  const std::string why = readAll(fd, bytes);
  if (!standard_input) ::close(fd);
  if (!why.empty()) return InputError{path, 0, 0, "cannot read: " + why};
  return bytes;
}

}  // namespace dungeon
