// The ledger's one table of families, the points each reads off a generation, and the domain a
// sweep's "never hit" is read against.
#include "generator/ledger.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstring>
#include <tuple>

#include "checks/bands_size_class.h"
#include "checks/hard_checks.h"
#include "checks/metrics.h"
#include "generator/mine.h"
#include "generator/notice.h"
#include "generator/round_rooms.h"
#include "generator/topology.h"
#include "generator/tries.h"

namespace dungeon::gen {
namespace {

// The one table. A family's points are written only by the function of this file named after
// it, and every list of values comes from the catalogue that holds it.
constexpr std::array<LedgerFamily, 9> kFamilies = {{
    {"topology", "a floor's topology (generator/topology.h)"},
    {"room", "a room's shape: rectangle, round, round with a raised half or a sunken middle"},
    {"square", "a kind of square a floor has (model/square.h)"},
    {"thing", "a thing, and each value of its few-valued fields (model/thing.h)"},
    {"row", "a stage row's outcome on a try: ok, failed, or declined on the kept try"},
    {"lay", "a lay a row judged: laid, refused, and refused by which check or band"},
    {"try", "a try's verdict: passed, unchecked, failed by a stage, rejected by a check or band"},
    {"rising", "what --rising laid on the kept try (generator/plan.h's RisingLaid)"},
    {"asked", "a kind asked of the kept try (generator/notice.h), laid or not laid"},
}};

constexpr std::string_view kTopology = kFamilies[0].name;
constexpr std::string_view kRoom = kFamilies[1].name;
constexpr std::string_view kSquare = kFamilies[2].name;
constexpr std::string_view kThing = kFamilies[3].name;
constexpr std::string_view kRow = kFamilies[4].name;
constexpr std::string_view kLay = kFamilies[5].name;
constexpr std::string_view kTry = kFamilies[6].name;
constexpr std::string_view kRising = kFamilies[7].name;
constexpr std::string_view kAsked = kFamilies[8].name;

std::string styleOf(const Options& options, int floor) {
  const std::string_view style = checks::floorStyleOf(options, floor);
  return style.empty() ? "plain" : std::string(style);
}

// A reason without the numbers of one seed: each run of digits becomes '#'.
std::string withoutNumbers(std::string_view reason) {
  std::string words;
  for (size_t i = 0; i < reason.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(reason[i]))) {
      words += reason[i];
      continue;
    }
    words += '#';
    while (i + 1 < reason.size() && std::isdigit(static_cast<unsigned char>(reason[i + 1]))) ++i;
  }
  return words;
}

bool isHardCheck(std::string_view id) {
  const auto checks = checks::hardChecks();
  return std::any_of(checks.begin(), checks.end(), [&](const auto& c) { return c.id == id; });
}

// "check duct_rules" for a hard check's refusal, "band M9 secrets" for a band's, else the
// reason without its numbers.
std::string vetoReason(const std::string& reason) {
  const std::string id = reason.substr(0, reason.find_first_of(": "));
  if (reason.starts_with(id + ":") && isHardCheck(id)) return "check " + id;
  const checks::MetricDef* metric = checks::findMetric(id);
  if (metric != nullptr && metric->id == id && reason.find(" outside [") != std::string::npos) {
    return fmt::format("band {} {}", id, metric->name);
  }
  return withoutNumbers(reason);
}

// "duct_rules" or "M9" for a refusal by a check or band; "" for a lay's own failure.
std::string refusingId(const Status& refusal) {
  const std::string reason = vetoReason(refusal.failure().reason);
  if (reason.starts_with("check ")) return reason.substr(6);
  if (reason.starts_with("band ")) return reason.substr(5, reason.find(' ', 5) - 5);
  return "";
}

// The floor a per-floor band rejected a try on (its reason ends " on floor F", outOfBandText);
// -1 for a hard check, a stage or a dungeon-wide band.
int bandFloor(const TryRecord& record) {
  const checks::MetricDef* metric = checks::findMetric(record.rejected_by);
  if (metric == nullptr || metric->id != record.rejected_by ||
      metric->scope != checks::MetricScope::kFloor) {
    return -1;
  }
  constexpr std::string_view kOnFloor = " on floor ";
  const size_t at = record.reason.rfind(kOnFloor);
  if (at == std::string::npos) return -1;
  int floor = 0;
  const char* first = record.reason.data() + at + kOnFloor.size();
  const char* end = record.reason.data() + record.reason.size();
  if (std::from_chars(first, end, floor).ec != std::errc{}) return -1;
  return floor - 1;
}

constexpr std::array<std::string_view, 4> kRoomShapes = {"rectangle", "round", "round.raised_half",
                                                         "round.sunken_middle"};

unsigned shapeBit(size_t shape) {
  return 1u << shape;
}

// The shapes of floor f's rooms as the per-floor rows left them, a bit per kRoomShapes entry:
// a rectangle, or a round room (its area's corner is rock), with a raised half and a sunken
// middle where its heights show them.
unsigned roomShapes(const Draft& draft, int f) {
  unsigned shapes = 0;
  if (f >= static_cast<int>(draft.plans.size())) return shapes;
  const Floor& floor = draft.dungeon.floors[static_cast<size_t>(f)];
  for (const PlanNode& node : draft.plans[static_cast<size_t>(f)].nodes) {
    const Rect& area = node.area;
    if (node.role == NodeRole::kJunction || area.area() <= 1) continue;
    if (!floor.inBounds({area.x0, area.y0}) || !floor.inBounds({area.x1(), area.y1()})) continue;
    if (floor.kind({area.x0, area.y0}) != SquareKind::kRock) {
      shapes |= shapeBit(0);
      continue;
    }
    shapes |= shapeBit(1);
    for (int y = area.y0; y <= area.y1(); ++y) {
      for (int x = area.x0; x <= area.x1(); ++x) {
        if (floor.heightHalfMetres({x, y}) == kRaisedHalfMetres) shapes |= shapeBit(2);
        if (floor.heightHalfMetres({x, y}) == kSunkenHalfMetres) shapes |= shapeBit(3);
      }
    }
  }
  return shapes;
}

// Whether `floor` has a square of `kind` (a byte search, stopping at the first).
bool hasSquareOf(const Floor& floor, SquareKind kind) {
  const std::span<const SquareKind> kinds = floor.kindData();
  static_assert(sizeof(SquareKind) == 1);
  return std::memchr(kinds.data(), static_cast<int>(kind), kinds.size()) != nullptr;
}

// A thing's values, each a number: its type, a field (kBare for the thing itself) and the field's
// value (kAbsent for an optional field it does not carry).
struct ThingValue {
  int floor = 0;
  int type = 0;
  int field = 0;
  int value = 0;
  auto operator<=>(const ThingValue&) const = default;
};
constexpr int kBare = -1;
constexpr int kAbsent = -1;

// Whether field `field` of `type` takes few values (fewFieldValues), worked out once per field.
bool hasFewValues(ThingType type, size_t field) {
  static const std::array<std::vector<bool>, kThingTypeCount> kFew = [] {
    std::array<std::vector<bool>, kThingTypeCount> few;
    for (const ThingSpec& spec : catalogue()) {
      for (const FieldSpec& f : spec.fields) {
        few[static_cast<size_t>(spec.type)].push_back(!fewFieldValues(f).empty());
      }
    }
    return few;
  }();
  return kFew[static_cast<size_t>(type)][field];
}

// The values of `thing`: itself, and each few-valued field's value ("kind=locked"; an optional
// field it does not carry "=none" unless the field implies a value).
void addThingValues(const Thing& thing, std::vector<ThingValue>& values) {
  const ThingSpec& spec = specOf(thing.type);
  const int type = static_cast<int>(thing.type);
  values.push_back({thing.floor, type, kBare, 0});
  for (size_t i = 0; i < spec.fields.size(); ++i) {
    const FieldSpec& field = spec.fields[i];
    if (!hasFewValues(thing.type, i)) continue;
    int value = kAbsent;
    if (thing.fields.has(field.field)) {
      value = thing.fields.get(field.field);
    } else if (field.implied != FieldSpec::kNoImpliedValue) {
      value = field.implied;
    } else if (field.required) {
      continue;
    }
    values.push_back({thing.floor, type, static_cast<int>(i), value});
  }
}

// "door", "door.kind=locked", "secret_door.opens_from=none".
std::string thingValueText(const ThingValue& v) {
  const ThingSpec& spec = specOf(static_cast<ThingType>(v.type));
  if (v.field == kBare) return std::string(spec.name);
  const FieldSpec& field = spec.fields[static_cast<size_t>(v.field)];
  return fmt::format("{}.{}={}", spec.name, field.name,
                     v.value == kAbsent ? "none" : fieldText(field, v.value));
}

// Every value addThingValues may give a thing of `type` on floor f.
std::vector<ThingValue> thingDomain(ThingType type, int f) {
  const ThingSpec& spec = specOf(type);
  const int t = static_cast<int>(type);
  std::vector<ThingValue> values{{f, t, kBare, 0}};
  for (size_t i = 0; i < spec.fields.size(); ++i) {
    const FieldSpec& field = spec.fields[i];
    const std::vector<int> few = fewFieldValues(field);
    for (int v : few) values.push_back({f, t, static_cast<int>(i), v});
    if (!field.required && field.implied == FieldSpec::kNoImpliedValue && !few.empty()) {
      values.push_back({f, t, static_cast<int>(i), kAbsent});
    }
  }
  return values;
}

// The names of one generation's points, "family.value@style/size". A value is given with the
// code of its style (styleCode: floors of one style share a code), so that callers can drop
// repeats before naming; names are made in the order given.
class PointNames {
 public:
  explicit PointNames(const Options& options)
      : size_class_(checks::sizeClassOf(options.width, options.height)),
        size_(checks::sizeClassName(size_class_)) {
    dungeon_code_ = codeOf(styleOf(options, -1));
    for (int f = 0; f < options.floors; ++f) floor_codes_.push_back(codeOf(styleOf(options, f)));
  }
  // The code of floor f's style (f = -1: the dungeon's).
  int styleCode(int floor) const {
    return floor >= 0 && floor < static_cast<int>(floor_codes_.size())
               ? floor_codes_[static_cast<size_t>(floor)]
               : dungeon_code_;
  }
  // "family.value.more@style/size" ("family.value@..." when `more` is empty).
  void add(std::string_view family, std::string_view value, std::string_view more, int code) {
    names_.push_back(nameOf(family, value, more, code));
  }
  void add(std::string_view family, std::string_view value, int code) {
    add(family, value, "", code);
  }
  // The name of a thing's value (its floor a style code), made once per thread for each value,
  // style and size and copied from there: a sweep names the same few dozen on every seed.
  void addThing(const ThingValue& value) {
    const uint64_t key =
        (static_cast<uint64_t>(style_ids_[static_cast<size_t>(value.floor)]) << 56) |
        (static_cast<uint64_t>(size_class_) << 48) | (static_cast<uint64_t>(value.type) << 40) |
        (static_cast<uint64_t>(value.field + 1) << 32) | static_cast<uint32_t>(value.value);
    thread_local std::map<uint64_t, std::string> made;
    auto [at, is_new] = made.try_emplace(key);
    if (is_new) at->second = nameOf(kThing, thingValueText(value), "", value.floor);
    names_.push_back(at->second);
  }
  std::vector<std::string> names() && { return std::move(names_); }

 private:
  int codeOf(const std::string& style) {
    const auto at = std::find(styles_.begin(), styles_.end(), style);
    if (at != styles_.end()) return static_cast<int>(at - styles_.begin());
    styles_.push_back(style);
    style_ids_.push_back(styleId(style));
    return static_cast<int>(styles_.size()) - 1;
  }
  // A number for `style` that stays the same for the thread's life (for addThing's names).
  static size_t styleId(const std::string& style) {
    thread_local std::vector<std::string> seen;
    const auto at = std::find(seen.begin(), seen.end(), style);
    if (at != seen.end()) return static_cast<size_t>(at - seen.begin());
    seen.push_back(style);
    return seen.size() - 1;
  }
  std::string nameOf(std::string_view family, std::string_view value, std::string_view more,
                     int code) const {
    const std::string& style = styles_[static_cast<size_t>(code)];
    std::string name;
    name.reserve(family.size() + value.size() + more.size() + style.size() + size_.size() + 4);
    name.append(family).append(".").append(value);
    if (!more.empty()) name.append(".").append(more);
    name.append("@").append(style).append("/").append(size_);
    return name;
  }

  checks::SizeClass size_class_;
  std::string_view size_;            // checks::sizeClassName's, which lives for the program
  std::vector<std::string> styles_;  // the distinct styles, by code
  std::vector<size_t> style_ids_;    // styleId of each
  int dungeon_code_ = 0;
  std::vector<int> floor_codes_;
  std::vector<std::string> names_;
};

// The fields of RisingLaid, by the name of their point.
std::vector<std::pair<std::string_view, int>> risingValues(const RisingLaid& laid) {
  return {{"sunk_room", laid.sunk_rooms},
          {"turning_stair", laid.turning_stairs},
          {"straight_stair", laid.straight_stairs},
          {"cut_spiral", laid.cut_spirals},
          {"stacked_spiral", laid.stacked_spirals}};
}

// Sorts `values` and drops repeats.
template <class T>
void uniqueSorted(std::vector<T>& values) {
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
}

}  // namespace

std::span<const LedgerFamily> ledgerFamilies() {
  return kFamilies;
}

void LedgerRecorder::veto(std::string_view stage, const Failure& failure) {
  ++vetoes_[{std::string(stage), vetoReason(failure.reason)}];
}

void LedgerRecorder::rowRan(const RowRun& run) {
  const std::string_view stage = run.row.name;
  for (const Status& lay : lays_) {
    outcomes_.push_back({kLay, stage, run.floor, lay.ok() ? "laid" : "refused"});
    if (lay.ok()) continue;
    if (std::string by = refusingId(lay); !by.empty()) {
      refusals_.push_back({stage, run.floor, std::move(by)});
    }
    veto(stage, lay.failure());
  }
  lays_.clear();
  outcomes_.push_back({kRow, stage, run.floor, run.result.ok() ? "ok" : "failed"});
  if (!run.result.ok()) veto(stage, run.result.failure());
  if (run.floor >= 0) rooms_[{run.try_index, run.floor}] = roomShapes(run.draft, run.floor);
  if (run.try_index != kKeptTryIndex) rising_[run.try_index] = run.draft.rising;
  if (also_ != nullptr) also_->rowRan(run);
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
  const auto addVeto = [&](std::string_view stage, const std::string& reason) {
    ++vetoes[{std::string(stage), vetoReason(reason)}];
  };
  std::vector<Outcome> outcomes = outcomes_;
  for (Outcome& outcome : outcomes) outcome.floor = names.styleCode(outcome.floor);
  uniqueSorted(outcomes);
  for (const Outcome& o : outcomes) names.add(o.family, o.stage, o.outcome, o.floor);
  // By style code: a try's verdict, a lay's refusal, a declined row or a floor's topology.
  std::vector<std::tuple<int, std::string_view, std::string>> words;
  const auto addWords = [&](std::string_view family, std::string value, int floor) {
    words.emplace_back(names.styleCode(floor), family, std::move(value));
  };
  for (const Refusal& refusal : refusals_) {
    addWords(kLay, fmt::format("{}.refused.{}", refusal.stage, refusal.by), refusal.floor);
  }
  for (const TryRecord& record : generation.tries) {
    if (!record.checked) {
      addWords(kTry, "unchecked", -1);
    } else if (record.passed) {
      addWords(kTry, "passed", -1);
    } else if (record.by_stage) {
      addWords(kTry, "failed." + record.rejected_by, -1);
    } else {
      addWords(kTry, "rejected." + record.rejected_by, bandFloor(record));
      addVeto("try", record.reason);
    }
  }
  for (const DeclinedStage& declined : generation.declined) {
    addWords(kRow, declined.stage + ".declined", -1);
    addVeto(declined.stage, declined.failure.reason);
  }
  const Dungeon& d = generation.dungeon;
  std::map<int, std::pair<unsigned, unsigned>> shapes;  // style code -> (rooms, squares) bits
  for (int f = 0; f < static_cast<int>(d.floors.size()); ++f) {
    const Floor& floor = d.floors[static_cast<size_t>(f)];
    if (!floor.topology().empty()) addWords(kTopology, floor.topology(), f);
    auto& [rooms, squares] = shapes[names.styleCode(f)];
    if (const auto kept = rooms_.find({generation.kept_try, f}); kept != rooms_.end()) {
      rooms |= kept->second;
    }
    for (int k = 0; k < kSquareKindCount; ++k) {
      if (hasSquareOf(floor, static_cast<SquareKind>(k))) squares |= 1u << k;
    }
  }
  uniqueSorted(words);
  for (const auto& [code, family, value] : words) names.add(family, value, code);
  for (const auto& [code, bits] : shapes) {
    for (size_t shape = 0; shape < kRoomShapes.size(); ++shape) {
      if (bits.first & shapeBit(shape)) names.add(kRoom, kRoomShapes[shape], code);
    }
    for (int k = 0; k < kSquareKindCount; ++k) {
      if (bits.second & (1u << k)) names.add(kSquare, nameOf(static_cast<SquareKind>(k)), code);
    }
  }
  std::vector<ThingValue> things;
  for (const Thing& thing : d.things) addThingValues(thing, things);
  for (ThingValue& value : things) value.floor = names.styleCode(value.floor);
  uniqueSorted(things);
  for (const ThingValue& value : things) names.addThing(value);
  const int dungeon = names.styleCode(-1);
  if (const auto rising = rising_.find(generation.kept_try); rising != rising_.end()) {
    for (const auto& [value, count] : risingValues(rising->second)) {
      if (count > 0) names.add(kRising, value, dungeon);
    }
  }
  std::array<bool, kAskedKinds> not_laid{};
  for (const Notice& notice : generation.notices) {
    not_laid[static_cast<size_t>(notice.asked)] = true;
    // A notice's words are fixed already (notice.h), numbers and ids alike.
    ++vetoes[{fmt::format("asked {}", idOf(notice.asked)), reasonText(notice)}];
  }
  for (size_t k = 0; k < kAllAsked.size(); ++k) {
    const std::string_view id = idOf(kAllAsked[k]);
    if (generation.asked_laid.asked[k] > 0) names.add(kAsked, id, dungeon);
    if (generation.asked_laid.laid[k] > 0) names.add(kAsked, id, "laid", dungeon);
    if (not_laid[k]) names.add(kAsked, id, "not_laid", dungeon);
  }
  SeedLedger ledger;
  ledger.points = std::move(names).names();
  ledger.vetoes.assign(vetoes.begin(), vetoes.end());
  return ledger;
}

std::vector<std::string> ledgerDomain(const Options& options, const checks::BandTable& bands,
                                      std::span<const StageRow> table) {
  PointNames domain(options);
  const auto add = [&](std::string_view family, std::string_view value, int floor) {
    domain.add(family, value, domain.styleCode(floor));
  };
  const int last = options.floors - 1;
  for (int f = 0; f < options.floors; ++f) {
    if (!isPlannedFloor(options, f)) add(kTopology, kMineTopology, f);
    if (isPlannedFloor(options, f)) {
      for (std::string_view name : topologyNames()) add(kTopology, name, f);
      for (std::string_view shape : kRoomShapes) {
        if (shape != "round.sunken_middle" || f == last) add(kRoom, shape, f);
      }
    }
    for (int k = 0; k < kSquareKindCount; ++k) add(kSquare, nameOf(static_cast<SquareKind>(k)), f);
    for (const ThingSpec& spec : catalogue()) {
      if ((spec.type == ThingType::kEntrance && f != 0) ||
          (spec.type == ThingType::kGoal && f != last)) {
        continue;
      }
      for (const ThingValue& value : thingDomain(spec.type, f)) {
        add(kThing, thingValueText(value), f);
      }
    }
  }
  for (const StageRow& row : table) {
    for (int f = row.scope == StageScope::kEachFloor ? 0 : -1;
         f < (row.scope == StageScope::kEachFloor ? options.floors : 0); ++f) {
      if (!row.enabledFor(options, f)) continue;
      for (std::string_view outcome : {"ok", "failed"}) {
        add(kRow, fmt::format("{}.{}", row.name, outcome), f);
      }
      if (row.scope == StageScope::kKeptTry) add(kRow, fmt::format("{}.declined", row.name), f);
      if (row.scope != StageScope::kKeptTry) add(kTry, fmt::format("failed.{}", row.name), -1);
      if (!row.judges_lays) continue;
      for (std::string_view outcome : {"laid", "refused"}) {
        add(kLay, fmt::format("{}.{}", row.name, outcome), f);
      }
    }
  }
  for (std::string_view verdict : {"passed", "unchecked"}) add(kTry, verdict, -1);
  for (const checks::HardCheck& check : checks::hardChecks()) {
    add(kTry, fmt::format("rejected.{}", check.id), -1);
  }
  for (const checks::MetricDef& metric : checks::metrics()) {
    for (int f = -1; f < options.floors; ++f) {
      const bool per_floor = metric.scope == checks::MetricScope::kFloor;
      if (per_floor != (f >= 0)) continue;
      if (bands.find(metric.id, options.floors, options.width, options.height, !per_floor,
                     checks::floorStyleOf(options, f)) != nullptr) {
        add(kTry, fmt::format("rejected.{}", metric.id), per_floor ? f : -1);
      }
    }
  }
  if (options.rising) {
    for (const auto& [value, count] : risingValues(RisingLaid{})) add(kRising, value, -1);
  }
  std::vector<std::string> points = std::move(domain).names();
  uniqueSorted(points);
  return points;
}

std::vector<std::string> askedPoints(std::string_view asked_point) {
  const std::string prefix = fmt::format("{}.", kAsked);
  const size_t at = asked_point.find('@');
  if (!asked_point.starts_with(prefix) || at == std::string_view::npos) return {};
  const std::string_view id = asked_point.substr(prefix.size(), at - prefix.size());
  if (!askedOfId(id)) return {};
  const std::string_view qualifier = asked_point.substr(at);
  return {std::string(asked_point), fmt::format("{}{}.laid{}", prefix, id, qualifier),
          fmt::format("{}{}.not_laid{}", prefix, id, qualifier)};
}

std::pair<Generation, SeedLedger> generateWithLedger(const std::string& name, uint64_t seed,
                                                     const Options& options, StageObserver* also,
                                                     std::span<const StageRow> table) {
  LedgerRecorder recorder(also);
  Generation generation = generate(name, seed, options, checks::standardBands(), table, &recorder);
  SeedLedger ledger = recorder.ledger(generation);
  return {std::move(generation), std::move(ledger)};
}

}  // namespace dungeon::gen
