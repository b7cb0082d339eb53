#!/usr/bin/env bash
# Every subcommand refuses bad input in the tool's one voice with exit 2: each command reached
# from the root (read from the tools' own --help) given an option it does not take prints
# `dungeon COMMAND: error: ...` and `Run with --help for more information.` on stderr, nothing
# on stdout; each command that reads a file, given one that does not exist, names it in one line
# on stderr and exits 2; each that writes a file refuses one in a missing folder before any work.
#
#   cli/tests/bad_input_test.sh DUNGEON   (exit 0 when every case passes)
set -euo pipefail
# shellcheck source=cli/tests/command_paths.sh
source "$(dirname "${BASH_SOURCE[0]}")/command_paths.sh"
tool="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}

# expect_refusal PREFIX ARGS...: exit 2, stdout empty, stderr's first line starting with PREFIX.
expect_refusal() {
  local prefix="$1" rc=0
  shift
  "$tool" "$@" >out.txt 2>err.txt || rc=$?
  [[ "$rc" == 2 ]] || fail "dungeon $*: exit $rc, not 2: $(head -c 400 err.txt)"
  [[ ! -s out.txt ]] || fail "dungeon $*: wrote to stdout: $(head -c 200 out.txt)"
  [[ "$(head -n 1 err.txt)" == "$prefix"* ]] ||
    fail "dungeon $*: stderr starts '$(head -n 1 err.txt)', not '$prefix'"
}

command_paths "$tool"
((${#paths[@]} > 20)) || fail "only ${#paths[@]} commands found in the help"

for path in "${paths[@]}"; do
  name="dungeon${path:+ $path}"
  # shellcheck disable=SC2086  # a path is words
  expect_refusal "$name: error: " $path --no-such-option
  grep -qx 'Run with --help for more information.' err.txt ||
    fail "$name --no-such-option: no line saying to run --help"
done

for command in check walk render format reduce scenario "sweep compare missing.file" \
  "explain missing.file" "rates --check" "generate --from" "generate --seed 1 --rates" coverage; do
  rc=0
  # shellcheck disable=SC2086  # a command is words
  "$tool" $command missing.file >out.txt 2>err.txt || rc=$?
  [[ "$rc" == 2 ]] || fail "dungeon $command missing.file: exit $rc, not 2"
  grep -q 'missing.file' err.txt || fail "dungeon $command missing.file: $(cat err.txt)"
done

# An output in a folder that does not exist is refused before any work, naming the option.
"$tool" generate --seed 3 -o d.sheet 2>/dev/null || true
for command in "generate --seed 1 -o" "render --seed 1 -o" "explain --seed 1 -o" \
  "format d.sheet -o" "reduce d.sheet -o" "walk d.sheet --after" "sweep --floors 1 --seeds 2 --json"; do
  flag="${command##* }"
  name="${command%% *}"
  # shellcheck disable=SC2086  # a command is words
  expect_refusal "dungeon $name: error: $flag no-folder/out: no folder no-folder" $command no-folder/out
done

echo "bad input: ${#paths[@]} commands refuse an unknown option in one voice; missing files named"
