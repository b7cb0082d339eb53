#!/usr/bin/env bash
# The JUnit XML of `dungeon sweep --junit` and `dungeon golden check --junit`, passing and
# failing, parsed and checked by ci/tests/junit_check.py (the common JUnit form, counts that
# match the cases, the cases expected). Writes only a temporary folder.
#
#   ci/tests/junit_reports.sh DUNGEON_BINARY SOURCE_DIR [PYTHON]
set -euo pipefail

dungeon="$1"
source_dir="$2"
python="${3:-python3}"
check="$source_dir/ci/tests/junit_check.py"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

fail() {
  echo "FAILED: $*" >&2
  exit 1
}

# expect_exit CODE COMMAND...: runs the command, output to log.txt, and checks its exit code.
expect_exit() {
  local want="$1" rc=0
  shift
  "$@" >log.txt 2>&1 || rc=$?
  ((rc == want)) || { cat log.txt; fail "$* exited $rc, not $want"; }
}

# A passing sweep: a case per banded metric, none failed, and one case for all the seeds.
expect_exit 0 "$dungeon" sweep --floors 1 --seeds 3 --junit pass.xml
"$python" "$check" pass.xml --failures 0 --case "every seed passed" || fail "pass.xml"
bands="$(grep -c 'classname="sweep.bands"' pass.xml)"
((bands > 5)) || fail "pass.xml has $bands band cases"
"$python" "$check" pass.xml --case "M1 room_count" || fail "pass.xml: a band case named by its value"

# A failing sweep: a case per failing seed, and the bands its readings left.
expect_exit 1 "$dungeon" sweep --floors 2 --size 256x16 --seeds 4 --junit fail.xml
failed_seeds="$(grep -c '^  seed [0-9]*:' <("$dungeon" sweep --floors 2 --size 256x16 --seeds 4 2>/dev/null) || true)"
"$python" "$check" fail.xml --case "seed 1" || fail "fail.xml"
grep -q '<failure message="' fail.xml || fail "fail.xml has no failure"
((failed_seeds == $(grep -c 'classname="sweep.seeds"' fail.xml))) || fail "a case per failing seed"

# A sharded sweep's merge writes the same JUnit file as one run.
for k in 0 1; do
  expect_exit 0 "$dungeon" sweep --floors 2 --size 256x16 --seeds 4 --part "p$k" --shard "$k/2"
done
expect_exit 1 "$dungeon" sweep merge p1 p0 --junit merged.xml
cmp fail.xml merged.xml || fail "the merge's JUnit differs from one run's"

# golden check: a case per named dungeon; a changed one fails.
expect_exit 0 "$dungeon" golden check default --dir "$source_dir/golden" --junit golden.xml
"$python" "$check" golden.xml --cases 1 --failures 0 --case default || fail "golden.xml"
mkdir -p g/sheets
grep '^default$' "$source_dir/golden/named.txt" >g/named.txt
cp "$source_dir/golden/sheets/default.sheet" g/sheets/
echo "default 0000000000000000" >g/hashes.txt
expect_exit 1 "$dungeon" golden check --dir g --pending pending --junit changed.xml
"$python" "$check" changed.xml --cases 1 --failures 1 --case default || fail "changed.xml"
grep -q 'message="changed: hash' changed.xml || fail "changed.xml says no change"
echo "JUnit reports: ok"
