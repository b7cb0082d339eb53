#!/usr/bin/env bash
# `--rates FILE`: the tool under a rates file that changes door_per_mille 350 -> 300 makes the
# same bytes as the rate variant door300 (that rate changed in rates.cpp and built again), on
# one floor, three rising floors with a mine, and 96 x 96; under the file `dungeon rates` writes
# it makes the built-in bytes; generate, sweep, matrix and render take the flag; a sweep's text
# and JSON name the file and its hash, only under --rates (a built-in sweep's JSON has no "rates"
# key), and sweep compare names it beside its side; a bad file is refused at its line with exit
# 2 before any work; the golden commands take no --rates.
#
#   cli/tests/rates_cli_test.sh DUNGEON VARIANT   (exit 0 when every case passes)
set -euo pipefail
tool="$1"
variant="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}

"$tool" rates >built-in.txt
sed 's/^door_per_mille 350$/door_per_mille 300/' built-in.txt >door300.txt
cmp -s built-in.txt door300.txt && fail "the dump has no 'door_per_mille 350' line"
"$tool" rates --check door300.txt | grep -q 'door_per_mille 350 -> 300' ||
  fail "rates --check does not name the one rate changed"

rows=("--floors 1" "--floors 3 --rising --mine" "--floors 2 --size 96x96")
for row in "${rows[@]}"; do
  for seed in 1 2 3 4 5; do
    # shellcheck disable=SC2086  # a row is flags
    "$tool" generate --seed "$seed" $row --rates door300.txt -o file.sheet 2>/dev/null || true
    # shellcheck disable=SC2086
    "$variant" generate --seed "$seed" $row -o variant.sheet 2>/dev/null || true
    # shellcheck disable=SC2086
    "$tool" generate --seed "$seed" $row --rates built-in.txt -o dumped.sheet 2>/dev/null || true
    # shellcheck disable=SC2086
    "$tool" generate --seed "$seed" $row -o plain.sheet 2>/dev/null || true
    cmp -s file.sheet variant.sheet ||
      fail "seed $seed $row: --rates door300.txt differs from the door300 build"
    cmp -s dumped.sheet plain.sheet ||
      fail "seed $seed $row: --rates of the dump differs from the built-in rates"
  done
done
"$tool" generate --seed 1 -o plain.sheet 2>/dev/null || true
"$tool" generate --seed 1 --rates door300.txt -o file.sheet 2>/dev/null || true
cmp -s plain.sheet file.sheet && fail "door_per_mille 300 changed no byte of seed 1"

"$tool" sweep --floors 1 --seeds 20 --rates door300.txt --json door.json >door.txt 2>/dev/null
grep -q '^rates: door300.txt (xxh3 [0-9a-f]\{16\})$' door.txt || fail "the sweep's text names no rates"
grep -q '"rates": "door300.txt (xxh3 ' door.json || fail "the sweep's JSON names no rates"
"$tool" sweep --floors 1 --seeds 20 --json plain.json >/dev/null 2>&1
grep -q '"rates"' plain.json && fail "a built-in sweep's JSON has a rates key"
"$tool" sweep compare plain.json door.json >compare.txt 2>&1 || true
grep -q '(door.json, rates door300.txt (xxh3 ' compare.txt || fail "sweep compare does not name the rates"
"$tool" render --seed 1 --rates door300.txt -o door.svg
"$tool" matrix --list --rates door300.txt >/dev/null

printf 'door_per_mille 300\nbogus 1\n' >bad.txt
for command in "generate --seed 1" "sweep --floors 1 --seeds 5" "matrix --seeds 1" "render --seed 1"; do
  rc=0
  # shellcheck disable=SC2086
  "$tool" $command --rates bad.txt >out.txt 2>&1 || rc=$?
  [[ "$rc" == 2 ]] || fail "$command --rates bad.txt: exit $rc, not 2"
  grep -q "^bad.txt:2:1: error: unknown rate 'bogus'" out.txt || fail "$command: $(cat out.txt)"
  grep -q 'sweep:\|matrix\|<svg' out.txt && fail "$command worked before refusing the file"
done
rc=0
"$tool" golden check --rates door300.txt >out.txt 2>&1 || rc=$?
[[ "$rc" == 2 ]] || fail "golden check took --rates (exit $rc)"

echo "rates: the file makes the rate variant's bytes and the dump the built-in bytes"
