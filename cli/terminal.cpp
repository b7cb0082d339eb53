// The terminal's raw keys, colours and pager for `golden review` (terminal.h).
#include "cli/terminal.h"

#include <fmt/format.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace dungeon::cli {
namespace {

// The terminal's settings before a raw read, put back by the signal handler too.
termios saved_settings{};
volatile sig_atomic_t settings_saved = 0;

void restoreSettings() {
  if (settings_saved) tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_settings);
}

// Ctrl-C or a termination while a key is awaited: the terminal is put back, then the signal
// does what it would have done.
extern "C" void restoreAndReraise(int signal) {
  restoreSettings();
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

// Line mode and echo off for the life of the object; signals (Ctrl-C) still come through.
class RawMode {
 public:
  RawMode() {
    if (tcgetattr(STDIN_FILENO, &saved_settings) != 0) return;
    settings_saved = 1;
    old_int_ = std::signal(SIGINT, restoreAndReraise);
    old_term_ = std::signal(SIGTERM, restoreAndReraise);
    termios raw = saved_settings;
    raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw);
  }
  RawMode(const RawMode&) = delete;
  RawMode& operator=(const RawMode&) = delete;
  ~RawMode() {
    if (!settings_saved) return;
    restoreSettings();
    std::signal(SIGINT, old_int_);
    std::signal(SIGTERM, old_term_);
    settings_saved = 0;
  }

 private:
  void (*old_int_)(int) = SIG_DFL;
  void (*old_term_)(int) = SIG_DFL;
};

// The pager to use: $PAGER when set and not empty, else `less -R` when less is on the PATH.
std::string pagerCommand() {
  const char* pager = std::getenv("PAGER");
  if (pager != nullptr && *pager != '\0') return pager;
  const char* path = std::getenv("PATH");
  std::string_view dirs = path == nullptr ? "/usr/bin:/bin" : path;
  while (!dirs.empty()) {
    const size_t end = std::min(dirs.find(':'), dirs.size());
    const std::filesystem::path less = std::filesystem::path(dirs.substr(0, end)) / "less";
    if (access(less.c_str(), X_OK) == 0) return less.string() + " -R";
    dirs.remove_prefix(std::min(end + 1, dirs.size()));
  }
  return "";
}

int screenRows() {
  winsize size{};
  return ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 ? size.ws_row : 0;
}

size_t lineCount(std::string_view text) {
  size_t lines = 0;
  for (char c : text) lines += c == '\n';
  return lines;
}

bool writeAll(std::FILE* out, std::string_view text) {
  return std::fwrite(text.data(), 1, text.size(), out) == text.size();
}

}  // namespace

bool inputIsTerminal() {
  return isatty(STDIN_FILENO) != 0;
}

std::optional<char> readKeyRaw() {
  std::fflush(stdout);
  const RawMode raw;
  char key = 0;
  ssize_t got = 0;
  do {
    got = read(STDIN_FILENO, &key, 1);
  } while (got < 0 && errno == EINTR);
  if (got != 1 || key == '\x04') return std::nullopt;
  return key;
}

bool colourWanted() {
  const char* no_colour = std::getenv("NO_COLOR");
  return isatty(STDOUT_FILENO) != 0 && (no_colour == nullptr || *no_colour == '\0');
}

std::string colouredDiff(std::string_view text) {
  std::string out;
  while (!text.empty()) {
    const size_t end = std::min(text.find('\n'), text.size());
    const std::string_view line = text.substr(0, end);
    const char* colour = nullptr;
    if (line.starts_with("+++") || line.starts_with("---")) {
      colour = "\x1b[1m";
    } else if (line.starts_with("@@")) {
      colour = "\x1b[36m";
    } else if (line.starts_with("+")) {
      colour = "\x1b[32m";
    } else if (line.starts_with("-")) {
      colour = "\x1b[31m";
    }
    out += colour == nullptr ? std::string(line) : fmt::format("{}{}\x1b[0m", colour, line);
    if (end < text.size()) out += '\n';
    text.remove_prefix(std::min(end + 1, text.size()));
  }
  return out;
}

std::string forTheScreen(std::string_view text) {
  return colourWanted() ? colouredDiff(text) : std::string(text);
}

void showPaged(std::string_view text) {
  const int rows = screenRows();
  const std::string pager = isatty(STDOUT_FILENO) ? pagerCommand() : "";
  if (rows <= 0 || lineCount(text) + 2 <= static_cast<size_t>(rows) || pager.empty()) {
    writeAll(stdout, text);
    return;
  }
  std::fflush(stdout);
  // A pager quit before the end closes the pipe: the write fails instead of killing the tool.
  void (*old_pipe)(int) = std::signal(SIGPIPE, SIG_IGN);
  std::FILE* out = popen(pager.c_str(), "w");
  int status = -1;
  if (out != nullptr) {
    writeAll(out, text);
    status = pclose(out);
  }
  std::signal(SIGPIPE, old_pipe);
  // No pager ran (popen failed, or the shell found no such command): the text goes out directly.
  if (status == -1 || (WIFEXITED(status) && WEXITSTATUS(status) == 127)) writeAll(stdout, text);
}

}  // namespace dungeon::cli
