// The scenario runner's parts, private to the scenarios (scenario.h is the public entry): one
// Runner owns the dungeon, its world and one scene (whose terrain holds the live dirt), and its
// member functions are defined by job in scenario.cpp (the sheet and the lines),
// scenario_commands.cpp (the argument readers and the commands), scenario_expect.cpp (the
// expectations) and scenario_dirt.cpp (the dirt commands and expectations). Every error names
// the line and column of the word it is about; `failed` marks the ones that are the scenario's
// failure rather than a bad script.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/dirt/dirt_actions.h"
#include "sim/live/walk.h"
#include "sim/scenario/scenario.h"
#include "sim/scenario/scenario_script.h"

namespace dungeon::sim::scenario_running {

// No command may run the clock longer than this (an hour of game time): a guard against a
// script that waits for something that never happens.
inline constexpr int64_t kMaxCommandMs = 3'600'000;
// The most squares one `move` takes: a floor's longest side.
inline constexpr int kMostSquaresAMove = kMaxFloorSide;

using Word = ScriptWord;
using Problem = std::optional<InputError>;

class Runner {
 public:
  explicit Runner(std::string file) : file_(std::move(file)) {}

  Result<ScenarioOutcome> run(std::string_view text);

 private:
  // scenario.cpp: errors, the sheet and the lines.
  InputError fail(int line, int column, std::string message) const;
  InputError fail(const Word& word, std::string message) const;
  // An error that is the scenario's failure (an expectation not met, an action not done).
  Problem failed(const Word& word, std::string message);
  Problem readSheet(const std::vector<std::string_view>& lines, size_t& i);
  Problem load(const std::string& text, const std::string& name, int line_offset);
  Problem runLine(std::string_view text, int number);
  using Handler = Problem (Runner::*)(const std::vector<Word>&);
  static const std::map<std::string, Handler>& handlers();
  static std::string verbList();

  // scenario_commands.cpp: argument readers and commands.
  Problem arity(const std::vector<Word>& w, size_t count, std::string_view usage);
  Result<int> actorArg(const Word& w);
  Result<BodyKind> bodyKindArg(const Word& w);
  Result<int> placeArg(const Word& w);
  Result<Dir> dirArg(const Word& w);
  Result<int64_t> secondsArg(const Word& w);
  template <class Done>
  Problem tickUntil(const Word& at, Done done);
  Problem untilIdle(const Word& at, int id);
  Problem moveTo(const Word& at, int id, int to);
  Problem body(const std::vector<Word>& w);
  Problem move(const std::vector<Word>& w);
  Problem climb(const std::vector<Word>& w);
  Problem walk(const std::vector<Word>& w);
  Problem use(const std::vector<Word>& w);
  Problem look(const std::vector<Word>& w);
  Problem stand(const std::vector<Word>& w);
  Problem chase(const std::vector<Word>& w);
  Problem clock(const std::vector<Word>& w);
  Problem advance(const std::vector<Word>& w);

  // scenario_expect.cpp: expectations.
  Problem expect(const std::vector<Word>& w);
  Problem mismatch(const Word& at, std::string_view what, std::string_view want,
                   std::string_view got);
  Problem expectTime(const std::vector<Word>& w);
  Problem expectMessage(const std::vector<Word>& w);
  Problem expectDoor(const std::vector<Word>& w);
  Problem expectLeaf(const std::vector<Word>& w, const DoorState& door);
  Problem expectActor(const std::vector<Word>& w);
  Problem expectWalk(const std::vector<Word>& w, int id);
  Problem expectSees(const std::vector<Word>& w, int id);
  Problem expectDug(const std::vector<Word>& w, int id);

  // scenario_dirt.cpp: the scene's live dirt, its commands and its expectations.
  Result<const DirtTerrain*> dirtAt(const Word& w, int floor);
  Result<int> dirtSquareArg(const Word& w);
  Result<int> countArg(const Word& w, int most);
  Result<std::optional<int>> byArg(const std::vector<Word>& w, size_t at);
  void record(const DirtOutcome& outcome);
  Problem work(const Word& at, int id, const DirtOutcome& outcome);
  Problem dirtSeed(const std::vector<Word>& w);
  Problem digCommand(const std::vector<Word>& w);
  Problem packCommand(const std::vector<Word>& w);
  Problem reinforceCommand(const std::vector<Word>& w);
  Problem containerCommand(const std::vector<Word>& w);
  Problem pushCommand(const std::vector<Word>& w);
  Problem tunnelCommand(const std::vector<Word>& w);
  Problem expectDirt(const std::vector<Word>& w);
  Problem expectDirtTotal(const std::vector<Word>& w);
  Problem expectGround(const std::vector<Word>& w);
  Problem expectSpace(const std::vector<Word>& w);
  Problem expectCollapses(const std::vector<Word>& w);

  std::string file_;
  int line_ = 0;
  std::unique_ptr<Dungeon> dungeon_;
  std::unique_ptr<World> world_;
  std::unique_ptr<Scene> scene_;
  std::map<int, WalkResult> walks_;
  std::string message_;
  ScenarioOutcome outcome_;
  bool failed_ = false;      // the error being returned is a failure, not a bad script
  CollapseReport collapse_;  // the last dirt command's collapses
};

}  // namespace dungeon::sim::scenario_running
