#include "generator/tries/failure_summary.h"

#include <fmt/format.h>

namespace dungeon::gen {

std::string tryRecordText(const TryRecord& record) {
  if (record.reason.starts_with(record.rejected_by)) return record.reason;
  return fmt::format("{}: {}", record.rejected_by, record.reason);
}

std::string failureSummary(const Generation& generation) {
  const size_t tries = generation.tries.size();
  const auto kept = static_cast<size_t>(generation.kept_try);
  if (generation.kept_try >= 0 && kept < tries) {
    return fmt::format("kept try {} of {} failed: {}", kept + 1, tries,
                       tryRecordText(generation.tries[kept]));
  }
  if (tries > 0) {
    return fmt::format("no try of {} could be kept; the last failed: {}", tries,
                       tryRecordText(generation.tries.back()));
  }
  return "the generator made no tries";
}

}  // namespace dungeon::gen
