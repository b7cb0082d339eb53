// The recorder: rows, lays and verdicts as a generation runs, then the kept dungeon's points.
#include "generator/observers/ledger.h"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "generator/core/notice.h"
#include "generator/core/veto_words.h"
#include "generator/observers/ledger_points.h"

namespace dungeon::gen {
namespace {

using namespace ledger;  // the names of generator/observers/ledger_points.h

// A point whose value is words rather than a table's row, by style code: a try's verdict, a
// lay's refusal by a named check or band, a declined row, a floor's topology.
using WordPoint = std::tuple<int, std::string_view, std::string>;

// Whether `run` is the last per-floor row the options enable on its floor: the one that leaves
// the floor's rooms as the try keeps them.
bool isLastFloorRow(std::span<const StageRow> table, const RowRun& run) {
  const Options& options = run.draft.dungeon->options;
  const StageRow* last = nullptr;
  for (const StageRow& row : table) {
    if (row.scope == StageScope::kEachFloor && row.enabledFor(options, run.floor)) last = &row;
  }
  return last == &run.row;
}

// The veto of a try a check or band rejected: "check ID", or the band's words.
std::string tryVetoWords(const TryRecord& record) {
  if (isHardCheckId(record.rejected_by)) return fmt::format("check {}", record.rejected_by);
  return vetoWords(record.reason);
}

// Each try's verdict (and the veto of one a check or band rejected).
void addTries(const Generation& generation, const PointNames& names, std::vector<WordPoint>& words,
              std::map<Veto, int>& vetoes) {
  const int dungeon = names.styleCode(-1);
  for (const TryRecord& record : generation.tries) {
    if (!record.checked) {
      words.emplace_back(dungeon, kTry, "unchecked");
    } else if (record.passed) {
      words.emplace_back(dungeon, kTry, "passed");
    } else if (record.by_stage) {
      words.emplace_back(dungeon, kTry, "failed." + record.rejected_by);
    } else {
      words.emplace_back(names.styleCode(record.band_floor), kTry,
                         "rejected." + record.rejected_by);
      ++vetoes[{"try", tryVetoWords(record)}];
    }
  }
  for (const DeclinedStage& declined : generation.declined) {
    words.emplace_back(dungeon, kRow, declined.stage + ".declined");
    ++vetoes[{declined.stage, vetoWords(declined.failure.reason)}];
  }
}

// The kept dungeon's floors: topologies (as words), and per style the room shapes the kept try's
// per-floor rows left and the kinds of square.
void addFloors(const Generation& generation, const std::map<std::pair<int, int>, unsigned>& rooms,
               PointNames& names, std::vector<WordPoint>& words) {
  std::map<int, std::pair<unsigned, unsigned>> shapes;  // style code -> (rooms, squares) bits
  const Dungeon& d = generation.dungeon;
  for (int f = 0; f < static_cast<int>(d.floors.size()); ++f) {
    const Floor& floor = d.floors[static_cast<size_t>(f)];
    if (!floor.topology().empty())
      words.emplace_back(names.styleCode(f), kTopology, floor.topology());
    auto& [room_bits, square_bits] = shapes[names.styleCode(f)];
    if (const auto kept = rooms.find({generation.kept_try, f}); kept != rooms.end()) {
      room_bits |= kept->second;
    }
    for (int k = 0; k < kSquareKindCount; ++k) {
      if (hasSquareOf(floor, static_cast<SquareKind>(k))) square_bits |= 1u << k;
    }
  }
  for (const auto& [code, bits] : shapes) {
    for (size_t shape = 0; shape < kRoomShapes.size(); ++shape) {
      if (bits.first & shapeBit(shape)) names.addLasting(kRoom, kRoomShapes[shape], "", code);
    }
    for (int k = 0; k < kSquareKindCount; ++k) {
      if (bits.second & (1u << k)) {
        names.addLasting(kSquare, nameOf(static_cast<SquareKind>(k)), "", code);
      }
    }
  }
}

// Each distinct value of the kept dungeon's things, in the order first met (the things' canonical
// order), told apart by its dense key in a stamp table kept for the thread.
void addThings(const Dungeon& d, PointNames& names) {
  thread_local std::vector<uint32_t> stamps;
  thread_local uint32_t stamp = 0;
  if (stamps.size() < denseKeys()) stamps.assign(denseKeys(), 0);
  if (++stamp == 0) {  // the counter wrapped: start the table afresh
    std::fill(stamps.begin(), stamps.end(), 0);
    stamp = 1;
  }
  std::vector<ThingValue> values;
  for (const Thing& thing : d.things) {
    values.clear();
    addThingValues(thing, values);
    for (ThingValue& value : values) {
      value.floor = names.styleCode(value.floor);
      uint32_t& seen = stamps[denseKey(value)];
      if (seen == stamp) continue;
      seen = stamp;
      names.addThing(value);
    }
  }
}

// What was asked of the kept try, laid and not laid (with each notice's words as a veto).
void addAsked(const Generation& generation, PointNames& names, std::map<Veto, int>& vetoes) {
  const int dungeon = names.styleCode(-1);
  std::array<bool, kAskedKinds> not_laid{};
  for (const Notice& notice : generation.notices) {
    not_laid[static_cast<size_t>(notice.asked)] = true;
    // A notice's words are fixed already (notice.h), numbers and ids alike.
    ++vetoes[{fmt::format("asked {}", idOf(notice.asked)), reasonText(notice)}];
  }
  for (size_t k = 0; k < kAllAsked.size(); ++k) {
    const std::string_view id = idOf(kAllAsked[k]);
    if (generation.asked_laid.asked[k] > 0) names.addLasting(kAsked, id, "", dungeon);
    if (generation.asked_laid.laid[k] > 0) names.addLasting(kAsked, id, "laid", dungeon);
    if (not_laid[k]) names.addLasting(kAsked, id, "not_laid", dungeon);
  }
}

}  // namespace

std::span<const LedgerFamily> ledgerFamilies() {
  return kFamilies;
}

void LedgerRecorder::rowRan(const RowRun& run) {
  const std::string_view stage = run.row.name;
  for (const Status& lay : lays_) {
    addOutcome(kLay, stage, run.floor, lay.ok() ? "laid" : "refused");
    if (lay.ok()) continue;
    if (std::string by = refusingCheckOrBand(lay); !by.empty()) {
      refusals_.push_back({stage, run.floor, std::move(by)});
    }
    ++vetoes_[{std::string(stage), vetoWords(lay.failure().reason)}];
  }
  lays_.clear();
  // A kept-try row that fails declines: the generation lists it, and ledger() counts it there.
  if (run.result.ok() || run.try_index != kKeptTryIndex) {
    addOutcome(kRow, stage, run.floor, run.result.ok() ? "ok" : "failed");
  }
  if (!run.result.ok() && run.try_index != kKeptTryIndex) {
    ++vetoes_[{std::string(stage), vetoWords(run.result.failure().reason)}];
  }
  if (run.floor >= 0 && isLastFloorRow(table_, run)) {
    rooms_[{run.try_index, run.floor}] = roomShapes(run.draft, run.floor);
  }
  if (run.try_index >= 0) {
    if (rising_.size() <= static_cast<size_t>(run.try_index)) {
      rising_.resize(static_cast<size_t>(run.try_index) + 1);
    }
    rising_[static_cast<size_t>(run.try_index)] = run.draft.rising;
  }
  if (also_ != nullptr) also_->rowRan(run);
}

// Told often with the same row, floor and outcome: kept once (the views are the table's names
// and literals, so equal ones are at one address).
void LedgerRecorder::addOutcome(std::string_view family, std::string_view stage, int floor,
                                std::string_view outcome) {
  const auto same = [&](const Outcome& o) {
    return o.floor == floor && o.stage.data() == stage.data() && o.family.data() == family.data() &&
           o.outcome.data() == outcome.data();
  };
  if (std::none_of(outcomes_.begin(), outcomes_.end(), same)) {
    outcomes_.push_back({family, stage, floor, outcome});
  }
}

void LedgerRecorder::layJudged(const Dungeon& before, const Dungeon& after,
                               const checks::Report& report, const checks::BandTable* bands) {
  if (also_ != nullptr) also_->layJudged(before, after, report, bands);
}

void LedgerRecorder::layDecided(const Status& verdict) {
  lays_.push_back(verdict);
  if (also_ != nullptr) also_->layDecided(verdict);
}

SeedLedger LedgerRecorder::ledger(const Generation& generation) const {
  PointNames names(generation.dungeon.options);
  std::map<Veto, int> vetoes = vetoes_;
  std::vector<Outcome> by_style;  // the outcomes with a style code for a floor, each once
  for (Outcome o : outcomes_) {
    o.floor = names.styleCode(o.floor);
    if (std::find(by_style.begin(), by_style.end(), o) != by_style.end()) continue;
    by_style.push_back(o);
    names.addLasting(o.family, o.stage, o.outcome, o.floor);
  }
  std::vector<WordPoint> words;
  for (const Refusal& refusal : refusals_) {
    words.emplace_back(names.styleCode(refusal.floor), kLay,
                       fmt::format("{}.refused.{}", refusal.stage, refusal.by));
  }
  addTries(generation, names, words, vetoes);
  addFloors(generation, rooms_, names, words);
  uniqueSorted(words);
  for (const auto& [code, family, value] : words) names.add(family, value, code);
  addThings(generation.dungeon, names);
  if (generation.kept_try >= 0 && static_cast<size_t>(generation.kept_try) < rising_.size()) {
    for (const auto& [value, count] :
         risingValues(rising_[static_cast<size_t>(generation.kept_try)])) {
      if (count > 0) names.addLasting(kRising, value, "", names.styleCode(-1));
    }
  }
  addAsked(generation, names, vetoes);
  SeedLedger ledger;
  ledger.points = std::move(names).names();
  ledger.vetoes.assign(vetoes.begin(), vetoes.end());
  return ledger;
}

std::pair<Generation, SeedLedger> generateWithLedger(const std::string& name, uint64_t seed,
                                                     const Options& options, StageObserver* also,
                                                     std::span<const StageRow> table) {
  LedgerRecorder recorder(also, table);
  Generation generation = generate(name, seed, options, checks::standardBands(), table, &recorder);
  SeedLedger ledger = recorder.ledger(generation);
  return {std::move(generation), std::move(ledger)};
}

}  // namespace dungeon::gen
