#!/usr/bin/env bash
# `dungeon coverage`, the coverage gate (docs/coverage.md): the repository's file passes; a rates
# file that lays no round room (round_room_per_mille 0, as if its row were deleted) fails it,
# naming each round-room point with its line and the larger sweeps that did not hit it either; a
# point the first seeds miss is found further on, at a seed whose sheet holds it while the seeds
# before it hold none (read off the sheets here, not off the ledger); a point in neither list and
# an expect line no sweep may hit fail it; a bad file is refused at its line and column, exit 2.
#
#   cli/tests/coverage_cli_test.sh SOURCE_DIR DUNGEON   (exit 0 when every case passes)
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

"$tool" coverage "$source_dir/ci/coverage-expect.txt" >repo.txt ||
  fail "the repository's coverage file fails: $(cat repo.txt)"
grep -q 'hit every one of [0-9]* points expected' repo.txt || fail "no verdict line: $(cat repo.txt)"

"$tool" rates | sed 's/^round_room_per_mille .*/round_room_per_mille 0/' >no-round.txt
status=0
"$tool" coverage "$source_dir/ci/coverage-expect.txt" --rates no-round.txt >no-round.out || status=$?
[ "$status" = 1 ] || fail "no round rooms: exit $status, not 1"
grep -q 'coverage-expect.txt:[0-9]*: expected point not hit: room.round@plain/standard: not hit by seeds 41..400 (floors=1)' no-round.out ||
  fail "no round rooms: room.round@plain/standard is not named with its line: $(head -3 no-round.out)"
grep -q 'FAILED: [0-9]* expected points not hit' no-round.out || fail "no round rooms: no FAILED line"

printf 'sweep 3 floors=1\nrare *  everything but the point below\nexpect thing.key@plain/standard\n' \
  >key.txt
status=0
"$tool" coverage key.txt --search 100 >key.out || status=$?
[ "$status" = 1 ] || fail "a key in seeds 1..3: exit $status, not 1"
line="$(grep '^key.txt:3: expected point not hit: thing.key@plain/standard: first hit at seed ' key.out)" ||
  fail "the larger sweep names no seed: $(cat key.out)"
seed="$(sed 's/.*first hit at seed \([0-9]*\) of seeds 4..300 (floors=1): .*/\1/' <<<"$line")"
grep -q ": dungeon generate --seed $seed --floors 1\$" <<<"$line" || fail "no command to make seed $seed"
for s in $(seq 1 "$seed"); do
  "$tool" generate --seed "$s" --floors 1 -o "seed-$s.sheet" 2>/dev/null || true
  if grep -q ' K key ' "seed-$s.sheet"; then has_key=yes; else has_key=no; fi
  if [ "$s" = "$seed" ]; then
    [ "$has_key" = yes ] || fail "seed $seed, named as the first with a key, has none"
  else
    [ "$has_key" = no ] || fail "seed $s has a key, before the first named ($seed)"
  fi
done

printf 'sweep 2 floors=1\nexpect thing.monster@plain/standard\n' >open.txt
status=0
"$tool" coverage open.txt --search 1 >open.out || status=$?
[ "$status" = 1 ] || fail "points in neither list: exit $status, not 1"
grep -q "^open.txt: point in neither list: thing.door@plain/standard: add 'expect thing.door@plain/standard' or 'rare thing.door@plain/standard WHY'$" open.out ||
  fail "a point in neither list is not named: $(head -3 open.out)"

printf 'sweep 2 floors=1\nrare *  all\nexpect thing.monster@mine/standard\n' >stale.txt
status=0
"$tool" coverage stale.txt --search 1 >stale.out || status=$?
[ "$status" = 1 ] || fail "a stale line: exit $status, not 1"
grep -q '^stale.txt:3: expected point no sweep of the file may hit: thing.monster@mine/standard$' stale.out ||
  fail "a stale line is not named: $(cat stale.out)"

refused() {  # refused FILE_TEXT EXPECTED_MESSAGE
  printf '%b' "$1" >bad.txt
  status=0
  "$tool" coverage bad.txt >bad.out 2>bad.err || status=$?
  [ "$status" = 2 ] || fail "'$1': exit $status, not 2"
  [ ! -s bad.out ] || fail "'$1': wrote to standard output"
  grep -qF "$2" bad.err || fail "'$1': said '$(cat bad.err)', not '$2'"
}
refused 'sweep 2 floors=1\nbogus x\n' 'bad.txt:2:1: error: unknown keyword '"'"'bogus'"'"' (sweep, expect or rare)'
refused 'sweep 0 floors=1\n' 'bad.txt:1:7: error: the seed count must be a whole number from 1 to 1000000'
refused 'sweep 2 floors=99\n' 'bad.txt:1:'
refused 'sweep 2\nrare thing.*\n' 'bad.txt:2:13: error: a rare line says why the points are rare'
refused 'sweep 2\nrare thing.[ab  why\n' 'bad.txt:2:12: error: a '"'"'['"'"' that no '"'"']'"'"' closes'
refused 'sweep 2\nexpect a@b\nexpect a@b\n' "bad.txt:3:8: error: 'a@b' is written twice"
refused 'expect a@b\n' 'bad.txt: error: no sweep line'
status=0
"$tool" coverage missing.txt 2>missing.err || status=$?
[ "$status" = 2 ] || fail "a missing file: exit $status, not 2"
grep -q '^dungeon coverage: error: missing.txt: ' missing.err || fail "a missing file: $(cat missing.err)"
echo "coverage: every case passed"
