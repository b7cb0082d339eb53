// How the ledger names points: style codes, point names, thing values, room shapes.
#include "generator/observers/ledger_points.h"

#include <fmt/format.h>

#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <tuple>
#include <unordered_map>

#include "checks/bands.h"
#include "checks/metrics.h"
#include "generator/floors/round_rooms.h"

namespace dungeon::gen::ledger {
namespace {

std::string styleOf(const Options& options, int floor) {
  const std::string_view style = checks::floorStyleOf(options, floor);
  return style.empty() ? "plain" : std::string(style);
}

// A number for `style` that stays the same for the thread's life.
size_t styleId(const std::string& style) {
  thread_local std::vector<std::string> seen;
  const auto at = std::find(seen.begin(), seen.end(), style);
  if (at != seen.end()) return static_cast<size_t>(at - seen.begin());
  seen.push_back(style);
  return seen.size() - 1;
}

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

// Whether an optional field a thing leaves out reads "=none": one that implies no value.
bool absentReadsNone(const FieldSpec& field) {
  return !field.required && field.implied == FieldSpec::kNoImpliedValue;
}

// The sizes denseKey counts in: fields per thing (and the thing itself), values per field (and
// "absent"), from the catalogue.
struct DenseSizes {
  uint32_t fields = 1;
  uint32_t values = 1;
};
const DenseSizes& denseSizes() {
  static const DenseSizes kSizes = [] {
    DenseSizes sizes;
    for (const ThingSpec& spec : catalogue()) {
      sizes.fields = std::max(sizes.fields, static_cast<uint32_t>(spec.fields.size()) + 1);
      for (const FieldSpec& field : spec.fields) {
        for (int v : fewFieldValues(field)) {
          sizes.values = std::max(sizes.values, static_cast<uint32_t>(v) + 2);
        }
      }
    }
    return sizes;
  }();
  return kSizes;
}
constexpr uint32_t kDenseStyleCodes = 4;
// Room for the points a generation usually hits, so naming them grows no vector.
constexpr size_t kUsualPoints = 128;

}  // namespace

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
    } else if (!absentReadsNone(field)) {
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

uint32_t denseKey(const ThingValue& v) {
  const DenseSizes& sizes = denseSizes();
  const uint32_t style_and_type =
      static_cast<uint32_t>(v.floor) * kThingTypeCount + static_cast<uint32_t>(v.type);
  const uint32_t field = style_and_type * sizes.fields + static_cast<uint32_t>(v.field + 1);
  return field * sizes.values + static_cast<uint32_t>(v.value + 1);
}

uint32_t denseKeys() {
  const DenseSizes& sizes = denseSizes();
  return kDenseStyleCodes * kThingTypeCount * sizes.fields * sizes.values;
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
    if (absentReadsNone(field) && !few.empty()) {
      values.push_back({f, t, static_cast<int>(i), kAbsent});
    }
  }
  return values;
}

unsigned roomShapes(const Draft& draft, int f) {
  unsigned shapes = 0;
  if (f >= static_cast<int>(draft.plans.size())) return shapes;
  const Floor& floor = draft.dungeon->floors[static_cast<size_t>(f)];
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

bool hasSquareOf(const Floor& floor, SquareKind kind) {
  const std::span<const SquareKind> kinds = floor.kindData();
  static_assert(sizeof(SquareKind) == 1);
  return std::memchr(kinds.data(), static_cast<int>(kind), kinds.size()) != nullptr;
}

std::vector<std::pair<std::string_view, int>> risingValues(const RisingLaid& laid) {
  return {{"sunk_room", laid.sunk_rooms},
          {"turning_stair", laid.turning_stairs},
          {"straight_stair", laid.straight_stairs},
          {"cut_spiral", laid.cut_spirals},
          {"stacked_spiral", laid.stacked_spirals}};
}

PointNames::PointNames(const Options& options)
    : size_class_(checks::sizeClassOf(options.width, options.height)),
      size_(checks::sizeClassName(size_class_)) {
  dungeon_code_ = codeOf(styleOf(options, -1));
  for (int f = 0; f < options.floors; ++f) floor_codes_.push_back(codeOf(styleOf(options, f)));
  names_.reserve(kUsualPoints);
}

int PointNames::styleCode(int floor) const {
  return floor >= 0 && floor < static_cast<int>(floor_codes_.size())
             ? floor_codes_[static_cast<size_t>(floor)]
             : dungeon_code_;
}

void PointNames::add(std::string_view family, std::string_view value, std::string_view more,
                     int code) {
  names_.push_back(internedPoint(nameOf(family, value, more, code)));
}

void PointNames::addLasting(std::string_view family, std::string_view value, std::string_view more,
                            int code) {
  // The views' addresses and sizes, the style and the size class: equal keys, equal names.
  struct Key {
    std::array<uintptr_t, 5> views;
    size_t style;
    int size_class;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    size_t operator()(const Key& key) const {
      uint64_t h = key.style * 31 + static_cast<uint64_t>(key.size_class);
      for (uintptr_t v : key.views) h = (h ^ v) * 0x9e3779b97f4a7c15ULL;
      return static_cast<size_t>(h ^ (h >> 29));
    }
  };
  thread_local std::unordered_map<Key, std::string_view, KeyHash> made;  // looked up, never walked
  const Key key{
      {reinterpret_cast<uintptr_t>(family.data()), reinterpret_cast<uintptr_t>(value.data()),
       value.size(), reinterpret_cast<uintptr_t>(more.data()), more.size()},
      style_ids_[static_cast<size_t>(code)],
      static_cast<int>(size_class_)};
  auto [at, is_new] = made.try_emplace(key);
  if (is_new) at->second = internedPoint(nameOf(family, value, more, code));
  names_.push_back(at->second);
}

void PointNames::addThing(const ThingValue& value) {
  const uint64_t key =
      (static_cast<uint64_t>(style_ids_[static_cast<size_t>(value.floor)]) << 56) |
      (static_cast<uint64_t>(size_class_) << 48) | (static_cast<uint64_t>(value.type) << 40) |
      (static_cast<uint64_t>(value.field + 1) << 32) | static_cast<uint32_t>(value.value);
  thread_local std::unordered_map<uint64_t, std::string_view> made;  // looked up, never walked
  auto [at, is_new] = made.try_emplace(key);
  if (is_new) at->second = internedPoint(nameOf(kThing, thingValueText(value), "", value.floor));
  names_.push_back(at->second);
}

int PointNames::codeOf(const std::string& style) {
  const auto at = std::find(styles_.begin(), styles_.end(), style);
  if (at != styles_.end()) return static_cast<int>(at - styles_.begin());
  styles_.push_back(style);
  style_ids_.push_back(styleId(style));
  return static_cast<int>(styles_.size()) - 1;
}

std::string PointNames::nameOf(std::string_view family, std::string_view value,
                               std::string_view more, int code) const {
  const std::string& style = styles_[static_cast<size_t>(code)];
  std::string name;
  name.reserve(family.size() + value.size() + more.size() + style.size() + size_.size() + 4);
  name.append(family).append(".").append(value);
  if (!more.empty()) name.append(".").append(more);
  name.append("@").append(style).append("/").append(size_);
  return name;
}

}  // namespace dungeon::gen::ledger

namespace dungeon::gen {

std::string_view internedPoint(std::string_view name) {
  static std::mutex lock;
  static std::set<std::string, std::less<>> names;  // nodes stay put: views of them stay valid
  const std::scoped_lock hold(lock);
  auto at = names.find(name);
  if (at == names.end()) at = names.emplace(name).first;
  return *at;
}

}  // namespace dungeon::gen
