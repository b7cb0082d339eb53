#include "checks/incremental.h"

#include <utility>

#include "util/timing.h"

namespace dungeon::checks {
namespace {

// What judging a dungeon may carry over from the report of the dungeon before a change.
struct CarryOver {
  const Report* before = nullptr;  // null: nothing carries over
  const Change* change = nullptr;
  const ReadsOf* reads_of = nullptr;

  Reads readsOf(std::string_view id, Reads stated) const {
    return reads_of != nullptr && *reads_of ? (*reads_of)(id, stated) : stated;
  }
  bool carries(std::string_view id, Reads stated, int floor) const {
    return before != nullptr && !change->touches(readsOf(id, stated), floor);
  }
};

// Every hard check and metric reading of `context`, in report order; each one the carry-over
// allows is copied from the report before, the rest done now.
Report judge(const CheckContext& context, const BandTable& bands, const CarryOver& carry,
             CheckMemory& memory) {
  Report report;
  if (context.party.too_costly) report.refused = context.party.refusal;
  size_t i = 0;
  for (const HardCheck& check : hardChecks()) {
    const TimedScope timed("check", check.id);
    if (carry.carries(check.id, check.reads, -1)) {
      report.checks.push_back(carry.before->checks[i++]);
      continue;
    }
    ++i;
    ++memory.redone_checks;
    report.checks.push_back({&check, check.run(context)});
  }
  size_t r = 0;
  for (const MetricDef& metric : metrics()) {
    const TimedScope timed("metric", metric.id);
    for (int floor : floorsMeasured(metric, context.dungeon)) {
      if (carry.carries(metric.id, metric.reads, floor)) {
        report.metrics.push_back(carry.before->metrics[r++]);
        continue;
      }
      ++r;
      ++memory.redone_readings;
      report.metrics.push_back(readingOf(context, bands, metric, floor));
    }
  }
  return report;
}

// Judges `context` and keeps what it worked out; the context is done afterwards.
CheckMemory judgeAndKeep(CheckContext& context, const BandTable& bands, const CarryOver& carry,
                         bool ways_as_before) {
  CheckMemory memory;
  memory.report = judge(context, bands, carry, memory);
  memory.bands = &bands;
  memory.party = std::move(context.party);
  memory.walk = context.walk;
  memory.rooms = std::move(context.rooms);
  memory.ways_as_before = ways_as_before;
  memory.built = context.builtWorld();
  return memory;
}

// Checks `d` in full over the world `built_world` builds, unless `d` has no floor.
template <class BuildWorld>
CheckMemory checkInFull(const Dungeon& d, const BandTable& bands, BuildWorld built_world) {
  if (d.floors.empty()) {
    CheckMemory memory;
    memory.report.checks.push_back(
        {&hardChecks().front(), CheckOutcome::fail("the dungeon has no floor")});
    memory.bands = &bands;
    return memory;
  }
  std::optional<CheckContext> context;
  {
    const TimedScope timed("context", "check context");  // timings: `dungeon profile`
    context.emplace(built_world());
  }
  return judgeAndKeep(*context, bands, CarryOver{}, false);
}

}  // namespace

CheckMemory checkRemembering(const Dungeon& d, const BandTable& bands) {
  return checkInFull(d, bands, [&] { return std::make_shared<const sim::BuiltWorld>(d); });
}

CheckMemory checkRemembering(std::shared_ptr<const sim::BuiltWorld> built, const BandTable& bands) {
  const Dungeon& d = built->world.dungeon();
  return checkInFull(d, bands, [&] { return std::move(built); });
}

CheckMemory checkChanged(std::shared_ptr<const Dungeon> after, const BandTable& bands,
                         const Dungeon& before, const sim::BuiltWorld* before_world,
                         const CheckMemory* memory, const ReadsOf& reads_of) {
  Change change = changeBetween(before, *after);
  if (after->floors.empty() || change.everything) {
    return checkRemembering(std::make_shared<const sim::BuiltWorld>(std::move(after)), bands);
  }
  std::optional<CheckContext> context;
  bool ways_as_before = false;
  {
    const TimedScope timed("context", "check context");
    const size_t floors = after->floors.size();
    auto built = before_world != nullptr
                     ? std::make_shared<const sim::BuiltWorld>(std::move(after), *before_world,
                                                               change.floorsChanged())
                     : std::make_shared<const sim::BuiltWorld>(std::move(after));
    ways_as_before = built->ways_as_before;
    change.ways = !ways_as_before;
    Remembered remembered;
    if (memory != nullptr && ways_as_before) {
      remembered.party = memory->party;
      remembered.walk = memory->walk;
    }
    remembered.rooms.resize(floors);
    for (size_t f = 0; memory != nullptr && f < memory->rooms.size(); ++f) {
      if ((change.floors[f] & kKinds) == 0) remembered.rooms[f] = memory->rooms[f];
    }
    context.emplace(std::move(built), std::move(remembered));
  }
  const bool carries =
      memory != nullptr && memory->bands == &bands && !memory->report.checks.empty();
  const CarryOver carry{carries ? &memory->report : nullptr, &change, &reads_of};
  return judgeAndKeep(*context, bands, carry, ways_as_before);
}

}  // namespace dungeon::checks
