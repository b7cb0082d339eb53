#!/usr/bin/env bash
# ci/sweep-pr with both sides' tools given (SWEEP_PR_BEFORE_TOOL and SWEEP_PR_AFTER_TOOL: no
# checkout, no build) and its output in a temporary folder: the standard sweeps of one tool
# against themselves shift nothing (exit 0), every report is written, the Markdown summary is
# appended to GITHUB_STEP_SUMMARY, and its arguments are checked (--help, a missing HEAD).
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

if ((failed)); then exit 1; fi
echo "ci/sweep-pr: every case passed"
