// The generator's ledger (generator/observers/ledger.h) over random seeds and options: recording it
// changes no byte; every point it names is in the domain a sweep reads "never hit" against (or a
// lay's refusal by a named check or band, which the domain leaves to the veto table), under one of
// the ledger's families; and the points about the kept dungeon's floors and things are the ones
// read here again, simply, off the dungeon itself: its topologies, the kinds of square on each
// floor and each thing, each qualified by its floor's style (worked out here from the options) and
// the floor size class.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "checks/bands_size_class.h"
#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "generator/observers/ledger.h"
#include "generator/tries/generate.h"
#include "model/options.h"
#include "model/sheet.h"
#include "testing/random_options.h"
#include "testing/reproduce.h"

namespace dungeon {
namespace {

// Sides up to 48, so a case of eight floors generates in milliseconds.
constexpr int kMaxDrawnSide = 48;

// Floor f's style as SPEC section 7 names it: the mine floor "mine", else "rising" with --rising,
// else "plain".
std::string styleOfFloor(const Options& options, int f) {
  if (options.mine) {
    const int mine = *options.mine == 0 ? (options.floors + 1) / 2 : *options.mine;
    if (f + 1 == mine) return "mine";
  }
  return options.rising ? "rising" : "plain";
}

std::string qualified(const std::string& point, const Options& options, int f) {
  const std::string_view size =
      checks::sizeClassName(checks::sizeClassOf(options.width, options.height));
  return fmt::format("{}@{}/{}", point, styleOfFloor(options, f), size);
}

// The ledger's points of one family, without those about anything else.
std::set<std::string> pointsOf(const gen::SeedLedger& ledger, std::string_view prefix,
                               bool bare_things = false) {
  std::set<std::string> points;
  for (std::string_view point : ledger.points) {
    if (!point.starts_with(prefix)) continue;
    const std::string_view what = point.substr(0, point.find('@'));
    if (bare_things && (what.find('.', prefix.size()) != std::string_view::npos)) continue;
    points.emplace(point);
  }
  return points;
}

// "lay.ROW.refused.ID@...", ID a hard check's id or a metric's: the one kind of point the domain
// leaves to the veto table.
bool isRefusalByACheckOrBand(const std::string& point) {
  constexpr std::string_view kRefused = ".refused.";
  const size_t at = point.find(kRefused);
  if (!point.starts_with("lay.") || at == std::string::npos) return false;
  const size_t from = at + kRefused.size();
  const std::string id = point.substr(from, point.find('@') - from);
  const auto checks = checks::hardChecks();
  const bool check = std::any_of(checks.begin(), checks.end(),
                                 [&](const checks::HardCheck& c) { return c.id == id; });
  const checks::MetricDef* metric = checks::findMetric(id);
  return check || (metric != nullptr && metric->id == id);
}

struct Generated {
  uint64_t seed;
  Options options;
  gen::Generation generation;
  gen::SeedLedger ledger;
};

Generated generated() {
  const uint64_t seed = *rc::gen::arbitrary<uint64_t>();
  const Options options = *testing::genOptionsUpTo(kMaxDrawnSide);
  testing::logReproduce(seed, options);
  auto [generation, ledger] = gen::generateWithLedger(gen::nameForSeed(seed), seed, options);
  return {seed, options, std::move(generation), std::move(ledger)};
}

RC_GTEST_PROP(LedgerProperty, RecordingChangesNoByte, ()) {
  const Generated g = generated();
  const gen::Generation plain = gen::generate(gen::nameForSeed(g.seed), g.seed, g.options);
  RC_ASSERT(writeSheet(g.generation.dungeon) == writeSheet(plain.dungeon));
  RC_ASSERT(g.generation.kept_try == plain.kept_try);
}

RC_GTEST_PROP(LedgerProperty, EveryPointIsInTheDomainUnderAFamily, ()) {
  const Generated g = generated();
  std::vector<std::string> domain = gen::ledgerDomain(g.options);
  for (std::string_view point : g.ledger.points) {
    for (std::string& asked : gen::askedPoints(point)) domain.push_back(std::move(asked));
  }
  std::sort(domain.begin(), domain.end());
  std::set<std::string> seen;
  for (std::string_view view : g.ledger.points) {
    const std::string point(view);
    RC_LOG() << point << "\n";
    RC_ASSERT(seen.insert(point).second);  // each once
    const std::string family = point.substr(0, point.find('.'));
    const auto families = gen::ledgerFamilies();
    RC_ASSERT(std::any_of(families.begin(), families.end(),
                          [&](const gen::LedgerFamily& f) { return f.name == family; }));
    RC_ASSERT(isRefusalByACheckOrBand(point) ||
              std::binary_search(domain.begin(), domain.end(), point));
  }
}

RC_GTEST_PROP(LedgerProperty, FloorAndThingPointsAreThoseOfTheKeptDungeon, ()) {
  const Generated g = generated();
  const Dungeon& d = g.generation.dungeon;
  std::set<std::string> topologies;
  std::set<std::string> squares;
  std::set<std::string> things;
  for (int f = 0; f < static_cast<int>(d.floors.size()); ++f) {
    const Floor& floor = d.floors[static_cast<size_t>(f)];
    if (!floor.topology().empty()) {
      topologies.insert(qualified("topology." + floor.topology(), g.options, f));
    }
    for (int y = 0; y < floor.height(); ++y) {
      for (int x = 0; x < floor.width(); ++x) {
        const std::string name(nameOf(floor.kind({x, y})));
        squares.insert(qualified("square." + name, g.options, f));
      }
    }
  }
  for (const Thing& thing : d.things) {
    things.insert(
        qualified("thing." + std::string(specOf(thing.type).name), g.options, thing.floor));
  }
  RC_ASSERT(pointsOf(g.ledger, "topology.") == topologies);
  RC_ASSERT(pointsOf(g.ledger, "square.") == squares);
  RC_ASSERT(pointsOf(g.ledger, "thing.", true) == things);
}

}  // namespace
}  // namespace dungeon
