// The dungeon of a draft, in versions. It is read freely and changed only through edit(), which
// gives it a new version first; what was worked out about one version (the try's world and
// check, generator/core/try_cache.h) shares that version's dungeon, which no later edit
// changes: an edit of a version something else still shares copies it first. So a world built
// over a draft needs no pointer back into the draft, the draft may move, and "is this still the
// draft's state" is one comparison of versions. Single-threaded: a draft and its copies stay on
// one thread (whether a version is shared is read from its owners' count).
#pragma once

#include <cstdint>
#include <memory>

#include "model/dungeon.h"

namespace dungeon::gen {

// A moved-from DraftDungeon holds no dungeon: assign it before reading it again.
class DraftDungeon {
 public:
  DraftDungeon();
  explicit DraftDungeon(Dungeon dungeon);

  const Dungeon& operator*() const { return *dungeon_; }
  const Dungeon* operator->() const { return dungeon_.get(); }

  // The dungeon to change, as a new version: copied first when the version before is shared.
  // A reference from an earlier read or edit may then describe the version before: take the
  // reference again after anything that may share the version (a copy of the draft, a world
  // built over it).
  Dungeon& edit() {
    if (dungeon_.use_count() > 1) unshare();
    version_ = ++*last_version_;
    return *dungeon_;
  }

  // Puts the things in canonical order (model/dungeon.h), as an edit only when they were not.
  void canonicalize();

  // This state's number: equal versions of one draft (and of its copies: they count together)
  // are the same state, and every edit takes a number none of them has had.
  uint64_t version() const { return version_; }

  // This version's dungeon, for whatever is built over it to hold: no edit changes it.
  std::shared_ptr<const Dungeon> shared() const { return dungeon_; }

  // The dungeon, moved out when nothing else shares it, else copied. The draft is left an empty
  // dungeon at version 0 of a count of its own.
  Dungeon take();

  // Equal dungeons, whatever their versions.
  bool operator==(const DraftDungeon& other) const { return *dungeon_ == *other.dungeon_; }

 private:
  void unshare();  // gives this draft a copy of its dungeon of its own

  std::shared_ptr<Dungeon> dungeon_;
  std::shared_ptr<uint64_t> last_version_;  // shared with every copy: the count of versions
  uint64_t version_ = 0;
};

}  // namespace dungeon::gen
