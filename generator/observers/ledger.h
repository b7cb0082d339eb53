// The ledger of the generator's decisions (docs/coverage.md): every choice a generation makes is
// a named point, and the families of points are one table (ledger_points.h), each family reading
// its values off the catalogue that already lists them (topology names, room shapes, the square and
// thing catalogues with each few-valued field, the stage table, the hard checks and the bands,
// what the options ask). A point is named "family.value@style/size": the floor style
// (checks::floorStyleOf, "plain" for the plain style) of the floor it happened on, or of the
// dungeon for a dungeon-wide decision, and the floor size class ("thing.duct.end=secret@rising/
// standard"). A LedgerRecorder watches a generation (it changes no byte of it) and gives the
// points it hit and its veto reasons: every refusal of a lay, every row that failed or declined,
// every try a check or band rejected and everything asked and not laid, each in fixed words.
#pragma once

#include <map>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "checks/bands.h"
#include "generator/core/stage_observer.h"
#include "generator/tries/generate.h"

namespace dungeon::gen {

// One family of points: its name (a point's first word) and what it counts.
struct LedgerFamily {
  std::string_view name;
  std::string_view counts;
};

// The families, in the order reports list them (the one table:
// generator/observers/ledger_points.h).
std::span<const LedgerFamily> ledgerFamilies();

// A refusal, in fixed words (no seed's numbers: generator/core/veto_words.h), so a sweep counts
// them per reason.
struct Veto {
  std::string stage;   // the row ("rising"), "try" for a try's verdict, "asked KIND" for a notice
  std::string reason;  // "check duct_rules", "band M9 secrets", "no free square for an item ..."
  // By stage, then reason; written out, as libc++ 14 has no <=> for strings.
  bool operator<(const Veto& other) const {
    return std::tie(stage, reason) < std::tie(other.stage, other.reason);
  }
  bool operator==(const Veto&) const = default;
};

// The one copy of a point's name for the program's life: equal names give the same view. Safe to
// call from many threads at once.
std::string_view internedPoint(std::string_view name);

// What one generation hit: its points, each once (in an order fixed by the generation), as views
// of their interned names (internedPoint), and its vetoes with their counts, in order.
struct SeedLedger {
  std::vector<std::string_view> points;
  std::vector<std::pair<Veto, int>> vetoes;
  bool operator==(const SeedLedger&) const = default;
};

// Watches a generation's rows and lays (passing each on to `also`, when given, unchanged). It
// keeps the rows' names as views: the stage table must outlive it (stageTable() always does).
class LedgerRecorder final : public StageObserver {
 public:
  // `table` is the stage table the generation runs (for which per-floor row is a floor's last).
  explicit LedgerRecorder(StageObserver* also = nullptr,
                          std::span<const StageRow> table = stageTable())
      : also_(also), table_(table) {}
  void rowRan(const RowRun& run) override;
  void layJudged(const Dungeon& before, const Dungeon& after, const checks::Report& report,
                 const checks::BandTable* bands) override;
  void layDecided(const Status& verdict) override;

  // The ledger of `generation`, the one watched: the rows and lays of every try, each try's
  // verdict, and the kept dungeon's topologies, rooms, squares and things.
  SeedLedger ledger(const Generation& generation) const;

 private:
  void addOutcome(std::string_view family, std::string_view stage, int floor,
                  std::string_view outcome);

  // A row's outcome ("ok") or a lay's ("laid"), its row's name and floor (-1: a dungeon-wide or
  // kept-try row).
  struct Outcome {
    std::string_view family;
    std::string_view stage;
    int floor = -1;
    std::string_view outcome;
    bool operator==(const Outcome&) const = default;
  };
  // A lay a check or band refused, and which ("M9").
  struct Refusal {
    std::string_view stage;
    int floor = -1;
    std::string by;
  };
  StageObserver* also_;
  std::span<const StageRow> table_;
  std::vector<Status> lays_;       // told since the last row ran
  std::vector<Outcome> outcomes_;  // of the rows and lays, each once, in the order first told
  std::vector<Refusal> refusals_;
  std::map<Veto, int> vetoes_;                     // refused while the rows ran
  std::map<std::pair<int, int>, unsigned> rooms_;  // (try, floor) -> its room shapes, a bit each
  std::vector<RisingLaid> rising_;                 // by try: what rising laid on it
};

// Every point a generation with `options` may hit, in order: what the ledger's "never hit"
// lists are read against. Asked kinds are in it once a sweep saw them asked (askedPoints).
std::vector<std::string> ledgerDomain(const Options& options,
                                      const checks::BandTable& bands = checks::standardBands(),
                                      std::span<const StageRow> table = stageTable());

// The points of a kind asked, given the point that says it was asked
// ("asked.sunk_room@rising/standard"): that point, and what became of the kind
// ("asked.sunk_room.laid@rising/standard" and ".not_laid"); empty for any other point.
std::vector<std::string> askedPoints(std::string_view asked_point);

// Generates with a LedgerRecorder (and `also`, when given) and returns both. REQUIRES: as
// generate().
std::pair<Generation, SeedLedger> generateWithLedger(
    const std::string& name, uint64_t seed, const Options& options, StageObserver* also = nullptr,
    std::span<const StageRow> table = stageTable());

}  // namespace dungeon::gen
