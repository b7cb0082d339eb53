#!/usr/bin/env bash
# ci/sweep-pr with both sides' tools given (SWEEP_PR_BEFORE_TOOL and SWEEP_PR_AFTER_TOOL: no
# checkout, no build) and its output in a temporary folder: the standard sweeps of one tool
# against themselves shift nothing and leave nothing unresolved at the first look (exit 0),
# every report is written, the Markdown summary is appended to GITHUB_STEP_SUMMARY; plain doors
# raised by 29% (door_per_mille 350 -> 450 in the after side's rates file) are unresolved at the
# first look and found at the second by default (exit 1); and its arguments are checked
# (--help, a missing HEAD, a bad budget).
#
#   ci/tests/sweep_pr_test.sh SOURCE_DIR DUNGEON      (exit 0 when every case passes)
set -euo pipefail

source_dir="$1"
dungeon="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
fail() {
  printf 'FAIL: %s\n' "$*"
  failed=1
}

rc=0
env -u CI SWEEP_PR_BEFORE_TOOL="$dungeon" SWEEP_PR_AFTER_TOOL="$dungeon" \
  SWEEP_PR_OUT="$work/out" SWEEP_PR_JOBS=2 GITHUB_STEP_SUMMARY="$work/step.md" \
  "$source_dir/ci/sweep-pr" base head >"$work/log" 2>&1 || rc=$?
[[ "$rc" == 0 ]] || fail "ci/sweep-pr base head: exit $rc (log: $(tail -n 5 "$work/log"))"
for k in 0 1 2 3 4; do
  for side in base head; do
    [[ -s "$work/out/$side-$k.json" ]] || fail "no $side-$k.json"
  done
done
for file in compare.txt compare.json compare.html summary.md; do
  [[ -s "$work/out/$file" ]] || fail "no $file"
done
head -n 1 "$work/out/summary.md" | grep -qx '## Sweep compare: no metric shifted' ||
  fail "summary.md does not open with the verdict: $(head -n 1 "$work/out/summary.md")"
grep -q '^`base` -> `head`: 5 sweeps compared' "$work/out/summary.md" || fail "summary.md names no sides"
cmp -s "$work/out/summary.md" "$work/step.md" || fail "the step summary is not summary.md"
tail -n 1 "$work/out/compare.txt" | grep -q '^sweep compare: no metric shifted (0 of ' ||
  fail "compare.txt: $(tail -n 1 "$work/out/compare.txt")"
grep -q '"passed": true' "$work/out/compare.json" || fail "compare.json: not passed"
grep -qx 'look 1 of 4: seeds x1, alpha 0.0025: exit 0, 0 unresolved' "$work/out/looks.txt" ||
  fail "looks.txt: $(cat "$work/out/looks.txt")"

# A 29% rise of the plain-door rate: too small to see at the standard seed counts, seen once
# the seeds are four times as many.
"$dungeon" rates --dump | sed 's/^door_per_mille 350$/door_per_mille 450/' >"$work/doors.rates"
grep -qx 'door_per_mille 450' "$work/doors.rates" || fail "no door_per_mille 350 line to raise"
rc=0
env -u CI SWEEP_PR_BEFORE_TOOL="$dungeon" SWEEP_PR_AFTER_TOOL="$dungeon" \
  SWEEP_PR_AFTER_RATES="$work/doors.rates" SWEEP_PR_OUT="$work/doors" SWEEP_PR_JOBS=2 \
  "$source_dir/ci/sweep-pr" base doors >"$work/doors.log" 2>&1 || rc=$?
[[ "$rc" == 1 ]] || fail "plain doors +29%: exit $rc, expected 1 (log: $(tail -n 5 "$work/doors.log"))"
grep -Eq '^look 1 of 4: seeds x1, alpha 0.0025: exit 0, [1-9][0-9]* unresolved$' "$work/doors/looks.txt" ||
  fail "plain doors +29%, look 1: $(head -n 1 "$work/doors/looks.txt")"
grep -Eq '^look 2 of 4: seeds x4, alpha 0.0025: exit 1, ' "$work/doors/looks.txt" ||
  fail "plain doors +29%, look 2: $(sed -n 2p "$work/doors/looks.txt")"
tail -n 1 "$work/doors/compare.txt" | grep -q 'things.door.plain per dungeon median' ||
  fail "plain doors +29%: $(tail -n 1 "$work/doors/compare.txt")"

"$source_dir/ci/sweep-pr" --help >"$work/help" 2>&1 || fail "--help: exit $?"
grep -q '^Usage: ci/sweep-pr BASE HEAD' "$work/help" || fail "--help prints no usage"
rc=0
"$source_dir/ci/sweep-pr" main >"$work/one" 2>&1 || rc=$?
[[ "$rc" == 2 ]] || fail "one argument: exit $rc, expected 2"
grep -q 'expected BASE HEAD, got: main' "$work/one" || fail "one argument: $(head -n 1 "$work/one")"
rc=0
env SWEEP_PR_BEFORE_TOOL="$work/none" SWEEP_PR_AFTER_TOOL="$dungeon" SWEEP_PR_OUT="$work/out" \
  "$source_dir/ci/sweep-pr" base head >"$work/none.log" 2>&1 || rc=$?
[[ "$rc" == 2 ]] || fail "a missing tool: exit $rc, expected 2"
rc=0
env SWEEP_PR_BUDGET=0 SWEEP_PR_OUT="$work/out" "$source_dir/ci/sweep-pr" base head \
  >"$work/budget.log" 2>&1 || rc=$?
[[ "$rc" == 2 ]] || fail "SWEEP_PR_BUDGET=0: exit $rc, expected 2"
grep -q 'SWEEP_PR_BUDGET must be a whole number from 1' "$work/budget.log" ||
  fail "SWEEP_PR_BUDGET=0: $(cat "$work/budget.log")"

if ((failed)); then exit 1; fi
echo "ci/sweep-pr: every case passed"
