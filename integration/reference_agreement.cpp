// The differential test of the reference rules against the checks and the walk (see
// reference_agreement.h).
#include "integration/reference_agreement.h"

#include <rapidcheck.h>

#include <algorithm>
#include <string>
#include <vector>

#include "checks/report.h"
#include "sim/live/walk.h"
#include "sim/live/walk_format.h"
#include "sim/search/solve.h"
#include "testing/reference/reference.h"
#include "testing/reference/route_judge.h"

namespace dungeon::agreement {
namespace {

using reference::Reference;

std::string placeText(Place p) {
  return std::to_string(p.floor + 1) + ":" + std::to_string(p.at.x) + "," + std::to_string(p.at.y);
}

// Whether the check's verdict and the reference's are compared. The rules of the party's
// states only where both searched them (the checks refuse more than 16 locks or too much work,
// docs/checks.md; the reference more than kMostStates states); keys_before_locks, which walks
// with the locks open rather than searching states, wherever the checks did not refuse the
// sheet (past 16 locks they fail it unsearched).
bool compared(const std::string& id, const Reference& ref, const checks::Report& report) {
  if (id == "open_reachable" || id == "goal_solvable" || id == "no_soft_lock") {
    return ref.party().searched() && report.refused.empty();
  }
  if (id == "keys_before_locks") return report.refused.empty();
  return true;
}

// Each hard check's verdict against the reference's, where compared.
void expectRulesAgree(const Reference& ref, const checks::Report& report) {
  for (const std::string& id : reference::referenceCheckIds()) {
    if (!compared(id, ref, report)) continue;
    const checks::CheckEntry* entry = report.entryOf(id);
    if (entry == nullptr) RC_FAIL("the report has no check " + id);
    const std::string why = ref.problem(id);
    if (entry->outcome.passed == why.empty()) continue;
    RC_LOG() << "rule " << id << ": the check says "
             << (entry->outcome.passed
                     ? "pass"
                     : "fail at " + placeText({entry->outcome.floor, entry->outcome.at}) + ": " +
                           entry->outcome.reason)
             << "; the reference says " << (why.empty() ? "pass" : "fail: " + why) << "\n";
    RC_FAIL("the reference and the check " + id + " disagree");
  }
}

// The squares the party ever reaches: the reference's search against the checks' state search.
void expectSameSquaresReached(const Reference& ref, const sim::World& world) {
  const sim::SolveResult solved = sim::solve(sim::Terrain(world), sim::bodyOf(BodyKind::kParty));
  if (!solved.searched || !ref.party().searched()) return;
  RC_ASSERT(solved.solvable == ref.party().solvable());
  for (int s = 0; s < world.squareCount(); ++s) {
    const Place p = world.place(s);
    const bool checks_reach = solved.ever[static_cast<size_t>(s)] != 0;
    if (checks_reach == ref.party().everReached(p)) continue;
    RC_LOG() << "square " << placeText(p) << ": the checks' search "
             << (checks_reach ? "reaches" : "never reaches") << " it, the reference "
             << (checks_reach ? "never does" : "does") << "\n";
    RC_FAIL("the reference and the checks disagree on the squares reached");
  }
}

// One walk of the party: every step legal by the reference; arriving only where the reference
// reaches; arriving wherever the reference reaches and no state can lose.
void expectWalkAgrees(const Reference& ref, const sim::World& world, Place to) {
  const auto walk = sim::walkDungeon(world, {BodyKind::kParty, std::nullopt, to});
  RC_ASSERT(walk.ok());
  const reference::RouteVerdict verdict = judgeRoute(ref.index(), ref.party(), walk->route);
  if (!verdict.legal) {
    RC_LOG() << sim::formatWalk(*walk) << "step " << verdict.step << ": " << verdict.why << "\n";
    RC_FAIL("the walk takes a step the reference refuses");
  }
  if (!ref.party().searched()) return;
  const bool reachable = ref.party().everReached(to);
  const bool must_arrive = reachable && !ref.party().canLose(to);
  if (walk->reached == reachable || (reachable && !must_arrive)) return;
  RC_LOG() << sim::formatWalk(*walk) << "the walk to " << placeText(to)
           << (walk->reached ? " arrives" : " stops") << "; the reference "
           << (reachable ? "reaches it in every state" : "never reaches it") << "\n";
  RC_FAIL("the reference and the walk disagree on a square reached");
}

// The goal, then up to kWalkTargets drawn open squares (a window's excepted), or
// kWalkTargetsOnLargeFloors where a floor is larger than the standard 40 x 40.
std::vector<Place> walkTargets(const Reference& ref) {
  std::vector<Place> targets;
  if (ref.index().goal()) targets.push_back(*ref.index().goal());
  std::vector<Place> open;
  for (int s = 0; s < ref.index().squareCount(); ++s) {
    const Place p = ref.index().place(s);
    if (ref.index().open(p) && ref.index().thingAt(p, ThingType::kWindow) == nullptr) {
      open.push_back(p);
    }
  }
  for (int n = 0; n < drawnWalkTargets(ref.index().dungeon()) && !open.empty(); ++n) {
    targets.push_back(open[static_cast<size_t>(*rc::gen::inRange<size_t>(0, open.size()))]);
  }
  return targets;
}

}  // namespace

int drawnWalkTargets(const Dungeon& d) {
  for (const Floor& floor : d.floors) {
    if (std::max(floor.width(), floor.height()) > kLargestStandardSide) {
      return kWalkTargetsOnLargeFloors;
    }
  }
  return kWalkTargets;
}

// The checks the dungeon fails, for the distribution RapidCheck prints.
void tagBrokenRules(const checks::Report& report) {
  for (const std::string& id : reference::referenceCheckIds()) {
    const checks::CheckEntry* entry = report.entryOf(id);
    if (entry != nullptr && !entry->outcome.passed) RC_TAG(id);
  }
}

void expectAgreement(const Dungeon& d) {
  if (d.floors.empty()) {  // nothing to walk or judge (the checks say only that)
    RC_TAG("no floor");
    return;
  }
  const Reference ref(d);
  const checks::Report report = checks::checkDungeon(d, checks::standardBands());
  RC_TAG(ref.party().searched() ? (ref.party().solvable() ? "solvable" : "not solvable")
                                : "reference search refused");
  tagBrokenRules(report);
  expectRulesAgree(ref, report);
  const sim::World world(d);
  expectSameSquaresReached(ref, world);
  if (!ref.index().entrance()) return;
  for (Place to : walkTargets(ref)) expectWalkAgrees(ref, world, to);
}

}  // namespace dungeon::agreement
