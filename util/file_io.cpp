// Whole-file reads and all-or-nothing writes. A write to a regular file (or a new path) goes to
// a temporary file beside it ("<file>.dungeon-tmp-<pid>", temporary_files.h) and is renamed
// over it, so an interrupted or failed run never leaves a half-written file; a failed write
// removes its temporary file, and the first write to a folder removes the ones killed runs
// left there. A symbolic link is followed and its target written the same way; a device or
// FIFO (also one reached through /proc/self/fd, whose links name no path) is opened and written
// in place, never replaced; a folder or a read-only file is refused. Errors are values.
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>

#include "util/file_io.h"
#include "util/temporary_files.h"

namespace dungeon {
namespace {

constexpr size_t kMaxReadBytes = size_t{64} << 20;
// Links followed before a path is refused as a loop (the kernel's own limit, SYMLOOP_MAX).
constexpr int kMaxLinksFollowed = 40;
constexpr mode_t kAnyWriteBit = S_IWUSR | S_IWGRP | S_IWOTH;

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

// Writes the temporary file completely (with `mode`, the replaced file's) and closes it.
// Returns "" or what went wrong.
std::string writeTemporary(const std::string& temp, std::string_view bytes, mode_t mode) {
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) return fmt::format("cannot create {}: {}", temp, std::strerror(errno));
  std::string why = mode != 0 && ::fchmod(fd, mode) != 0 ? std::strerror(errno) : "";
  if (why.empty()) why = writeAll(fd, bytes);
  if (why.empty() && ::fsync(fd) != 0) why = std::strerror(errno);
  if (::close(fd) != 0 && why.empty()) why = std::strerror(errno);
  return why.empty() ? "" : fmt::format("cannot write {}: {}", temp, why);
}

// The folder part of `path` with its slash ("" for a bare name).
std::string folderOf(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash + 1);
}

// Temporary file, then rename onto `path` (a regular file or nothing). `mode` 0: a new file.
std::string replaceFile(const std::string& path, std::string_view bytes, mode_t mode) {
  removeStaleTemporaryFiles(folderOf(path));
  const std::string temp = temporaryPathFor(path, ::getpid());
  std::string why = writeTemporary(temp, bytes, mode);
  if (why.empty() && std::rename(temp.c_str(), path.c_str()) != 0) {
    why = fmt::format("cannot rename {} to {}: {}", temp, path, std::strerror(errno));
  }
  if (!why.empty()) std::remove(temp.c_str());
  return why;
}

// A device, FIFO or socket: opened and written where it is, never created or replaced.
std::string writeInPlace(const std::string& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return fmt::format("cannot open {}: {}", path, std::strerror(errno));
  std::string why = writeAll(fd, bytes);
  if (::close(fd) != 0 && why.empty()) why = std::strerror(errno);
  return why.empty() ? "" : fmt::format("cannot write {}: {}", path, why);
}

// The text of the symbolic link `path`, or nullopt (errno set). `size_hint` is the link's
// st_size, which /proc/self/fd's links give as 64 whatever the path they hold: the buffer
// grows until the text fits, so a long path is never cut short.
std::optional<std::string> linkText(const std::string& path, size_t size_hint) {
  for (size_t size = std::max<size_t>(size_hint + 1, 256);; size *= 2) {
    std::string text(size, '\0');
    const ssize_t n = ::readlink(path.c_str(), text.data(), text.size());
    if (n < 0) return std::nullopt;
    if (static_cast<size_t>(n) < size) {
      text.resize(static_cast<size_t>(n));
      return text;
    }
  }
}

// Where a chain of symbolic links starting at `path` ends; sets `info` to what is there
// (st_mode 0 when nothing is). Returns "" or what went wrong.
std::string followLinks(std::string& path, struct stat& info) {
  for (int hops = 0; hops <= kMaxLinksFollowed; ++hops) {
    if (::lstat(path.c_str(), &info) != 0) {
      info.st_mode = 0;
      return errno == ENOENT ? ""
                             : fmt::format("cannot look at {}: {}", path, std::strerror(errno));
    }
    if (!S_ISLNK(info.st_mode)) return "";
    std::optional<std::string> target = linkText(path, static_cast<size_t>(info.st_size));
    if (!target) return fmt::format("cannot read link {}: {}", path, std::strerror(errno));
    path = target->starts_with('/') ? *target : folderOf(path) + *target;
  }
  return fmt::format("{}: too many symbolic links", path);
}

}  // namespace

std::string writeFileAtomically(const std::string& path, std::string_view bytes) {
  // A link the kernel resolves but readlink cannot name (/dev/stderr on a pipe reads
  // "pipe:[N]") reaches a device, FIFO or socket: write it through the path itself.
  if (struct stat reached{}; ::stat(path.c_str(), &reached) == 0 && !S_ISREG(reached.st_mode) &&
                             !S_ISDIR(reached.st_mode)) {
    return writeInPlace(path, bytes);
  }
  std::string target = path;
  struct stat info {};
  if (auto why = followLinks(target, info); !why.empty()) return why;
  if (info.st_mode == 0) return replaceFile(target, bytes, 0);
  if (S_ISDIR(info.st_mode)) return fmt::format("{} is a folder, not a file", target);
  if (!S_ISREG(info.st_mode)) return writeInPlace(target, bytes);
  // Root may write any file, so the mode's write bits say read-only too.
  if ((info.st_mode & kAnyWriteBit) == 0 || ::access(target.c_str(), W_OK) != 0) {
    return fmt::format("{} is read-only: refusing to replace it", target);
  }
  return replaceFile(target, bytes, info.st_mode & 07777);
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
