#include "generator/core/draft_dungeon.h"

#include <algorithm>
#include <utility>

namespace dungeon::gen {

DraftDungeon::DraftDungeon() : DraftDungeon(Dungeon{}) {}

DraftDungeon::DraftDungeon(Dungeon dungeon)
    : dungeon_(std::make_shared<Dungeon>(std::move(dungeon))),
      last_version_(std::make_shared<uint64_t>(0)) {}

void DraftDungeon::unshare() {
  dungeon_ = std::make_shared<Dungeon>(*dungeon_);
}

void DraftDungeon::canonicalize() {
  if (std::is_sorted(dungeon_->things.begin(), dungeon_->things.end())) return;
  dungeon::canonicalize(edit());
}

Dungeon DraftDungeon::take() {
  Dungeon taken = dungeon_.use_count() > 1 ? *dungeon_ : std::move(*dungeon_);
  *this = DraftDungeon();
  return taken;
}

}  // namespace dungeon::gen
