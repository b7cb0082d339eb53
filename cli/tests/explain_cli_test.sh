#!/usr/bin/env bash
# `dungeon explain` across two builds of the tool: the tool and its rate variant door300
# (generator/core/rates.h's door_per_mille 350 -> 300, only rates.cpp compiled again) each log every
# draw of one dungeon, and the compare finds the first draw that differs at the stock stage's
# line that reads the rate, with both asks, both values and both call sites. Also: identical
# logs, bad input (exit 2), and ci/golden-explain's arguments with both tools given (no checkout,
# no build).
#
#   cli/tests/explain_cli_test.sh SOURCE_DIR DUNGEON VARIANT   (exit 0 when every case passes)
set -euo pipefail
source_dir="$1"
tool="$2"
variant="$3"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}
# expect_exit CODE OUT COMMAND...: runs COMMAND with its output in OUT and checks its exit code.
expect_exit() {
  local want="$1" out="$2" rc=0
  shift 2
  "$@" >"$out" 2>&1 || rc=$?
  [[ "$rc" == "$want" ]] || fail "$*: exit $rc, expected $want: $(head -c 600 "$out")"
}

# A rate change, to the draw: the first chance() that reads door_per_mille.
"$tool" explain --seed 7 --floors 1 -o "$work/before.draws"
"$variant" explain --seed 7 --floors 1 -o "$work/after.draws"
expect_exit 1 "$work/rate.out" "$tool" explain "$work/before.draws" "$work/after.draws"
line="$(grep -n 'chance(rates().door_per_mille)' "$source_dir/generator/floors/stock.cpp" | cut -d: -f1)"
[[ "$line" =~ ^[0-9]+$ ]] || fail "no single line of generator/floors/stock.cpp reads door_per_mille"
site="generator/floors/stock.cpp:$line"
pattern="^first different draw: stream stock/floor1/try0\\.0, draw [0-9]+: now chance:300 = [01] "
pattern+="at $site, was chance:350 = [01] at $site \\(try 0, stage stock, floor 1\\)$"
head -n 1 "$work/rate.out" | grep -Eq "$pattern" || fail "rate: $(head -n 1 "$work/rate.out")"
grep -q "^  before $work/before.draws:[0-9]*: draw stock/floor1/try0.0 " "$work/rate.out" ||
  fail "rate: the before line is not shown: $(cat "$work/rate.out")"

# The same build twice: identical, exit 0.
"$tool" explain --seed 7 --floors 1 -o "$work/again.draws"
expect_exit 0 "$work/same.out" "$tool" explain "$work/before.draws" "$work/again.draws"
grep -qx 'every row, draw and verdict identical' "$work/same.out" || fail "same: $(cat "$work/same.out")"

# Bad input: one log, a file that is no log, a dungeon and logs at once, no -o.
expect_exit 2 "$work/one.out" "$tool" explain "$work/before.draws"
printf 'hello\n' >"$work/hello.txt"
expect_exit 2 "$work/hello.out" "$tool" explain "$work/before.draws" "$work/hello.txt"
grep -q "hello.txt:1:1: error: not a draw log" "$work/hello.out" || fail "hello: $(cat "$work/hello.out")"
expect_exit 2 "$work/both.out" "$tool" explain --seed 7 "$work/before.draws" "$work/again.draws"
expect_exit 2 "$work/noout.out" "$tool" explain --seed 7

# ci/golden-explain: usage, refused arguments, and both forms with the tools given.
expect_exit 0 "$work/help.out" "$source_dir/ci/golden-explain" --help
grep -q '^Usage: ci/golden-explain BASE HEAD' "$work/help.out" || fail "--help prints no usage"
expect_exit 2 "$work/args1.out" "$source_dir/ci/golden-explain" main
expect_exit 2 "$work/args2.out" "$source_dir/ci/golden-explain" main HEAD --floors 3
expect_exit 2 "$work/args3.out" "$source_dir/ci/golden-explain" main HEAD default --seed 3
export GOLDEN_EXPLAIN_OUT="$work/explain" GOLDEN_EXPLAIN_BEFORE_TOOL="$tool"
GOLDEN_EXPLAIN_AFTER_TOOL="$variant" expect_exit 1 "$work/ge-seed.out" \
  "$source_dir/ci/golden-explain" base head --seed 7 --floors 1
grep -Eq "^seed-7: first different draw: stream stock/floor1/try0\\.0, draw [0-9]+: now chance:300" \
  "$work/ge-seed.out" || fail "golden-explain --seed: $(cat "$work/ge-seed.out")"
[[ -s "$work/explain/base-seed-7.draws" && -s "$work/explain/head-seed-7.draws" ]] ||
  fail "golden-explain wrote no logs"
GOLDEN_EXPLAIN_AFTER_TOOL="$tool" expect_exit 0 "$work/ge-name.out" \
  "$source_dir/ci/golden-explain" base head default
grep -qx 'default: every row, draw and verdict identical' "$work/ge-name.out" ||
  fail "golden-explain default: $(cat "$work/ge-name.out")"
echo "explain across two builds: every case passed"
