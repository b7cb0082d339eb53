#!/usr/bin/env bash
# ci/instruction-gate on one small row of its own (counts and profile in a temporary folder):
# counted twice, the same binary gives the same counts and passes; with every dungeon checked
# twice (a deliberate slow-down of real work) the row fails, exit 1, and the functions that grew
# are the checks'; a malformed counts file is bad input, exit 2.
#
#   ci/tests/instruction_gate_test.sh SOURCE_DIR BUILD_DIR      (exit 0 when every case passes)
set -euo pipefail

source_dir="$1"
build_dir="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

failed=0
fail() {
  printf 'FAIL: %s\n' "$*"
  failed=1
}

gate() {
  python3 "$source_dir/ci/instruction-gate" --build "$build_dir" --counts "$work/counts.txt" \
    --profile "$work/profile.txt" "$@"
}

printf '# a row of the test\nsmall 1 3 0 floors=1 size=24x24\ntiny 1 2 0 floors=1 size=16x16\n' \
  >"$work/counts.txt"

rc=0
gate --update >"$work/update.out" 2>&1 || rc=$?
[[ "$rc" == 0 ]] || fail "--update: exit $rc: $(cat "$work/update.out")"
grep -q '^# a row of the test$' "$work/counts.txt" || fail "--update lost the comment"
kept="$(awk '$1 == "small" { print $4 }' "$work/counts.txt")"
[[ "$kept" =~ ^[0-9]+$ ]] && ((kept > 100000)) || fail "--update wrote no count: '$kept'"
grep -q '^small [0-9]* ' "$work/profile.txt" || fail "--update wrote no profile"
tiny_profile="$(grep -c '^tiny ' "$work/profile.txt")"
gate --update --rows small >/dev/null 2>&1 || fail "--update --rows small failed"
[[ "$(grep -c '^tiny ' "$work/profile.txt")" == "$tiny_profile" ]] ||
  fail "--update of one row dropped another row's profile"

rc=0
gate >"$work/same.out" 2>&1 || rc=$?
[[ "$rc" == 0 ]] || fail "the same binary again: exit $rc: $(cat "$work/same.out")"
grep -Eq "^small +$kept +$kept +\+0\.00%  ok$" "$work/same.out" ||
  fail "the same binary again counted differently: $(cat "$work/same.out")"

rc=0
gate --rows small --check-twice >"$work/slow.out" 2>&1 || rc=$?
[[ "$rc" == 1 ]] || fail "checked twice: exit $rc, expected 1: $(cat "$work/slow.out")"
grep -Eq '^small .* grew$' "$work/slow.out" || fail "checked twice: the row is not 'grew'"
grep -q 'checks::' "$work/slow.out" || fail "checked twice: no function of the checks listed"

printf 'small 1 three 0 floors=1\n' >"$work/counts.txt"
rc=0
gate >"$work/bad.out" 2>&1 || rc=$?
[[ "$rc" == 2 ]] || fail "malformed counts: exit $rc, expected 2"
grep -q "counts.txt:1:1: FIRST, COUNT and INSTRUCTIONS must be whole numbers" "$work/bad.out" ||
  fail "malformed counts: $(cat "$work/bad.out")"

((failed == 0)) && echo "instruction gate: every case passed"
exit "$failed"
