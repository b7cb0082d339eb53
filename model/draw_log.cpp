// The draw log's lines and the thread's attached log.
#include "model/draw_log.h"

#include <fmt/format.h>

#include <filesystem>

namespace dungeon {
namespace {

thread_local DrawLog* attached = nullptr;

std::string askText(DrawAsk ask, int64_t a, int64_t b) {
  switch (ask) {
    case DrawAsk::kNext:
      return "next";
    case DrawAsk::kBelow:
      return fmt::format("below:{}", a);
    case DrawAsk::kRange:
      return fmt::format("range:{}..{}", a, b);
    case DrawAsk::kChance:
      return fmt::format("chance:{}", a);
  }
  return "?";
}

}  // namespace

uint32_t DrawLog::streamOpened(std::string_view name) {
  streams_.emplace_back(name);
  return static_cast<uint32_t>(streams_.size() - 1);
}

void DrawLog::drew(uint32_t stream, uint64_t index, DrawAsk ask, int64_t a, int64_t b,
                   int64_t value, const DrawSite& where) {
  const std::string shown = ask == DrawAsk::kNext ? fmt::format("{}", static_cast<uint64_t>(value))
                                                  : fmt::format("{}", value);
  const char* file = where.file_name();
  auto known = files_.find(file);
  if (known == files_.end()) known = files_.emplace(file, sourceRelative(file)).first;
  lines_.push_back(fmt::format("draw {} {} {} {} {}:{}", streams_[stream], index,
                               askText(ask, a, b), shown, known->second, where.line()));
}

void DrawLog::note(std::string line) {
  lines_.push_back(std::move(line));
}

DrawLogScope::DrawLogScope(DrawLog& log) : replaced_(attached) {
  attached = &log;
}

DrawLogScope::~DrawLogScope() {
  attached = replaced_;
}

DrawLog* attachedDrawLog() {
  return attached;
}

std::string sourceRelative(std::string_view file) {
  // The compiler names a file as the build gave it: absolute, or relative to the build folder.
  const std::filesystem::path source(HARNESS_SOURCE_DIR);
  const std::filesystem::path path =
      (std::filesystem::path(HARNESS_BUILD_DIR) / std::filesystem::path(file)).lexically_normal();
  const std::filesystem::path relative = path.lexically_relative(source);
  if (relative.empty() || relative.begin()->string() == "..") return std::string(file);
  return relative.generic_string();
}

}  // namespace dungeon
