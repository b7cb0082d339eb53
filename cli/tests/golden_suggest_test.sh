#!/usr/bin/env bash
# `dungeon golden suggest`: the lines it suggests, added to the list, make a list that hits every
# point the candidates hit (a second run over the grown list finds nothing to add and counts
# every point hit), the same arguments print the same bytes, and a bad row is refused (exit 2).
#
#   cli/tests/golden_suggest_test.sh SOURCE_DIR DUNGEON   (exit 0 when every case passes)
set -euo pipefail
source_dir="$1"
tool="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}

mkdir golden
cp "$source_dir/golden/named.txt" golden/named.txt
args=(--seeds 12 --row "floors=1" --row "floors=2 rising mine" --row "floors=1 size=16x16" --dir golden)
"$tool" golden suggest "${args[@]}" >first.txt 2>/dev/null
"$tool" golden suggest "${args[@]}" --jobs 1 >again.txt 2>/dev/null
cmp -s first.txt again.txt || fail "two runs (the second on one thread) differ"
read -r universe < <(sed -n 's/^golden suggest: 36 candidates (12 per option row, 3 rows) hit \([0-9]*\) points;.*/\1/p' first.txt)
[ -n "$universe" ] || fail "no first line: $(head -1 first.txt)"
grep -q "^add [0-9]* lines\? to named.txt (then \`dungeon golden update NAME...\`) and the list hits all $universe:\$" first.txt ||
  fail "no add line: $(sed -n 3p first.txt)"
grep '^cover-' first.txt | sed 's/ *#.*//' >>golden/named.txt
[ "$(grep -c '^cover-' golden/named.txt)" -gt 0 ] || fail "nothing suggested to a list that misses points"
"$tool" golden suggest "${args[@]}" >grown.txt 2>/dev/null
grep -q "today's named list ([0-9]* dungeons) hits $universe of them\$" grown.txt ||
  fail "the grown list does not hit all $universe points: $(head -1 grown.txt)"
grep -q '^add 0 lines to named.txt' grown.txt || fail "the grown list still needs lines: $(sed -n 2,3p grown.txt)"

status=0
"$tool" golden suggest --row "floors=99" --dir golden 2>bad.err >/dev/null || status=$?
[ "$status" = 2 ] || fail "a bad row: exit $status, not 2"
grep -q "^dungeon golden suggest: error: --row 'floors=99': " bad.err || fail "a bad row: $(cat bad.err)"
echo "golden suggest: every case passed"
