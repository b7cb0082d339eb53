// Lay on a copy of the draft, check, and keep the copy or leave the draft at its version.
#include <fmt/format.h>

#include <optional>
#include <utility>

#include "checks/incremental.h"
#include "checks/report.h"
#include "generator/core/stage.h"
#include "generator/core/stage_observer.h"
#include "generator/core/tries.h"

namespace dungeon::gen {
namespace {

// Ok when every hard check passes and every banded metric is in its band, else why not.
Status verdictOf(const checks::Report& report) {
  if (const checks::CheckEntry* failed = report.firstFailedCheck()) {
    const checks::CheckOutcome& outcome = failed->outcome;
    std::optional<Place> place;
    if (outcome.floor >= 0) place = Place{outcome.floor, outcome.at};
    return Status::fail(fmt::format("{}: {}", failed->check->id, outcome.reason), place);
  }
  if (const checks::MetricReading* out = report.firstOutOfBand()) {
    return Status::fail(outOfBandText(*out));
  }
  return Status::success();
}

}  // namespace

Status StageContext::keepIfChecksPass(const std::function<Status(Draft&)>& lay) {
  Status verdict = judgeAndKeep(lay);
  if (observer != nullptr) observer->layDecided(verdict);
  return verdict;
}

Status StageContext::judgeAndKeep(const std::function<Status(Draft&)>& lay) {
  // The lay works on a copy with a dungeon of its own (so no reference the lay takes into it
  // goes stale), and a lay not kept leaves the draft as it was, at its version: what the try's
  // cache holds of it still holds.
  Draft trial = draft;
  trial.dungeon.edit();
  Status verdict = lay(trial);
  if (!verdict.ok()) return verdict;
  trial.dungeon.canonicalize();
  static const checks::BandTable kNoBands;
  const checks::BandTable& judged_by = bands ? *bands : kNoBands;
  // The check of the lay redoes only what the lay touched, from what the try knows of the draft
  // as it stands (its world, and the check of the last lay kept): checks/incremental.h.
  checks::CheckMemory checked =
      cache != nullptr
          ? checks::checkChanged(trial.dungeon.shared(), judged_by, *draft.dungeon,
                                 cache->heldWorld(draft.dungeon), cache->checked(draft.dungeon))
          : checks::checkRemembering(*trial.dungeon, judged_by);
  if (observer != nullptr) {
    observer->layJudged(*draft.dungeon, *trial.dungeon, checked.report, bands);
  }
  verdict = verdictOf(checked.report);
  if (!verdict.ok()) return verdict;
  draft = std::move(trial);
  if (cache != nullptr) cache->holdChecked(draft.dungeon, std::move(checked));
  return verdict;
}

std::string refusedBy(const Status& refusal) {
  const std::string& reason = refusal.failure().reason;
  std::string id = reason.substr(0, reason.find_first_of(": "));
  return id.empty() ? reason : id;
}

}  // namespace dungeon::gen
