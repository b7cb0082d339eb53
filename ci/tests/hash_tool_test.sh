#!/usr/bin/env bash
# The hash tool dungeon-hash against the dungeon tool of the same build: the same hashes of the
# determinism set and of the golden files, byte for byte (ci/test compares the hash tools of the
# other platforms' builds with this build's tool); its golden check passes; and it has only its
# own commands (a sweep is refused with exit 2).
#
#   ci/tests/hash_tool_test.sh DUNGEON DUNGEON_HASH SOURCE_DIR   (exit 0 when every case passes)
set -euo pipefail

tool="$1"
hash_tool="$2"
golden="$3/golden"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$tool" determinism hashes --seeds 1 >"$work/tool.txt"
"$hash_tool" determinism hashes --seeds 1 >"$work/hash.txt"
cmp "$work/tool.txt" "$work/hash.txt"
rows="$(wc -l <"$work/hash.txt")"
[[ "$rows" -ge 30 ]] || { echo "FAIL: $rows lines for one seed a row"; exit 1; }

"$tool" golden hashes --dir "$golden" >"$work/tool-golden.txt" 2>/dev/null
"$hash_tool" golden hashes --dir "$golden" >"$work/hash-golden.txt" 2>/dev/null
cmp "$work/tool-golden.txt" "$work/hash-golden.txt"

"$hash_tool" golden check --dir "$golden" >/dev/null 2>&1

rc=0
"$hash_tool" sweep --floors 1 --seeds 1 >/dev/null 2>&1 || rc=$?
[[ "$rc" == 2 ]] || { echo "FAIL: dungeon-hash sweep exited $rc, not 2"; exit 1; }
echo "hash tool: the same $rows determinism and $(wc -l <"$work/hash-golden.txt") golden hashes"
