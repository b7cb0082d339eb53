#!/usr/bin/env bash
# `dungeon corpus`, `reduce --corpus` and `sweep --reduce --corpus` through the tool, in a
# temporary folder: the repository's corpus replays (found from a folder inside the checkout,
# and with --dir); a failing sheet reduced with --corpus is kept under its hash and replays;
# adding it again keeps one entry; a passing sheet is refused (exit 2), so is `fixed` of an
# entry that still fails or of no entry, and --corpus with --walk; an entry recorded as failing
# another way fails the replay (exit 1) and names it; a replay whose entry was edited by hand is
# refused (exit 2); an entry that passes now fails the replay until `fixed` moves it; a sweep's
# reduced seed is kept with the command that makes it.
#
#   cli/tests/corpus_cli_test.sh SOURCE_DIR DUNGEON   (exit 0 when every case passes)
set -euo pipefail
source_dir="$1"
tool="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}
# expect CODE TEXT ARGS...: the tool exits CODE and its output (both streams) holds TEXT.
expect() {
  local code="$1" text="$2" rc=0
  shift 2
  "$tool" "$@" >"$work/out.txt" 2>&1 || rc=$?
  [[ "$rc" == "$code" ]] || fail "dungeon $*: exit $rc, not $code: $(head -c 600 "$work/out.txt")"
  grep -qF -- "$text" "$work/out.txt" || fail "dungeon $*: no '$text' in: $(head -c 600 "$work/out.txt")"
}

(cd "$source_dir/docs" && "$tool" corpus replay >"$work/found.txt") ||
  fail "the repository's corpus, found from docs/: $(cat "$work/found.txt")"
grep -Eq '^corpus: [0-9]+ entr(y|ies) held' "$work/found.txt" || fail "$(cat "$work/found.txt")"
expect 0 "held" corpus replay --dir "$source_dir/testing/corpus"

cd "$work"
sheet="$source_dir/testing/sheets/rules/duct_climbing_apart.sheet"
expect 0 "corpus: added failing/" reduce "$sheet" -o reduced.sheet --corpus c --found-by "a test"
entry="$(ls c/failing)"
[[ "$entry" =~ ^[0-9a-f]{16}\.sheet$ ]] || fail "entry named $entry"
head -n 2 "c/failing/$entry" | grep -qx '; found by: a test' || fail "$(head -n 2 "c/failing/$entry")"
expect 0 "corpus: 1 entry held (1 failing the same way, 0 passing)" corpus replay --dir c
expect 0 "is in the corpus already, as failing/$entry" corpus add reduced.sheet --dir c

"$tool" generate --seed 1 -o passing.sheet
expect 2 "dungeon corpus add: error: passing.sheet: it passes every hard check" \
  corpus add passing.sheet --dir c
expect 2 "it still fails: check " corpus fixed "${entry%.sheet}" --why "not yet" --dir c
expect 2 "no failing entry c/failing/0123456789abcdef.sheet" corpus fixed 0123456789abcdef --why x --dir c

sed -i '1s/.*/; failure: check walls: another way/' "c/failing/$entry"
expect 1 "fails another way: was 'check walls: another way'" corpus replay --dir c
sed -i 's/^seed \([0-9]*\)$/seed 9\1/' "c/failing/$entry"
expect 2 "not to its name" corpus replay --dir c
expect 2 "is not inside a repository with testing/corpus/" corpus replay
expect 2 "error: --walk excludes --corpus" reduce "$sheet" --walk --corpus c

# A passing sheet made an entry by hand: the replay gives its hash, and fails until it is moved.
mkdir -p p/failing
{ echo '; failure: check walls: once'; echo '; found by: a test'; cat passing.sheet; } >p/failing/0000000000000000.sheet
"$tool" corpus replay --dir p >hash.txt 2>&1 || true
hash="$(sed -n 's/.*its sheet hashes to \([0-9a-f]\{16\}\), not to its name.*/\1/p' hash.txt)"
[[ -n "$hash" ]] || fail "no hash in: $(cat hash.txt)"
mv p/failing/0000000000000000.sheet "p/failing/$hash.sheet"
expect 1 "failing/$hash.sheet: now passes (it failed: check walls: once)" corpus replay --dir p
expect 0 "corpus: $hash passes now: moved to passing/$hash.sheet" \
  corpus fixed "$hash" --why "a test" --dir p
head -n 3 "p/passing/$hash.sheet" | grep -qx '; fixed: a test' || fail "$(head -n 3 "p/passing/$hash.sheet")"
expect 0 "corpus: 1 entry held (0 failing the same way, 1 passing)" corpus replay --dir p

# A sweep's first failing seed, reduced and kept with the command that makes it.
expect 1 "corpus: added failing/" sweep --floors 2 --size 256x16 --seeds 1 --reduce 1 \
  --reduce-dir red --corpus s
grep -q '^; found by: dungeon sweep, seed 1: dungeon generate --seed 1 --floors 2 --size 256x16; reduced$' s/failing/*.sheet ||
  fail "the sweep's entry: $(head -n 2 s/failing/*.sheet)"
expect 2 "requires --reduce" sweep --floors 1 --seeds 1 --corpus s

echo "corpus: kept, replayed, refused and reported as it should"
