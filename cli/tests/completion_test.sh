#!/usr/bin/env bash
# `dungeon completion`: the bash script, run in bash, completes every command's subcommands and
# options exactly as the command's own --help lists them (read from the help text, not from the
# command tree the script is written from), for every command reached from the root; the zsh and
# fish scripts name every subcommand and option too (and pass the shell's syntax check where that
# shell is installed); an unknown shell is refused with exit 2.
#
#   cli/tests/completion_test.sh DUNGEON   (exit 0 when every case passes)
set -euo pipefail
# shellcheck source=cli/tests/command_paths.sh
source "$(dirname "${BASH_SOURCE[0]}")/command_paths.sh"
tool="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}

# help_words PATH...: the subcommands and option names `dungeon PATH... --help` lists, one a line,
# sorted.
help_words() {
  "$tool" "$@" --help | awk '
    /^Subcommands:/ { subs = 1; next }
    /^[^ ]/ { subs = 0 }
    subs && /^  [a-z]/ { print $1; next }
    /^ +-/ { n = split($1, names, ","); for (i = 1; i <= n; i++) print names[i] }' | sort -u
}

# completed PATH...: the words bash completes after `dungeon PATH... `, one a line, sorted.
completed() {
  bash -c 'source "$1"; shift; COMP_WORDS=(dungeon "$@" ""); COMP_CWORD=$(($# + 1))
           _dungeon_complete; printf "%s\n" "${COMPREPLY[@]}"' _ "$work/dungeon.bash" "$@" |
    sort -u
}

"$tool" completion bash >"$work/dungeon.bash"
"$tool" completion zsh >"$work/dungeon.zsh"
"$tool" completion fish >"$work/dungeon.fish"

# Every command reached from the root, as a path of subcommand names.
command_paths "$tool"
((${#paths[@]} > 20)) || fail "only ${#paths[@]} commands found in the help"

for path in "${paths[@]}"; do
  # shellcheck disable=SC2086  # a path is words
  want="$(help_words $path)"
  # shellcheck disable=SC2086
  got="$(completed $path)"
  [[ -n "$want" ]] || fail "'dungeon $path --help' lists nothing"
  [[ "$got" == "$want" ]] ||
    fail "bash completes 'dungeon $path' to other words than its help lists:
$(diff <(echo "$want") <(echo "$got"))"
  for word in $want; do
    if [[ "$word" == --* ]]; then
      grep -q -- "-l '${word#--}'" "$work/dungeon.fish" || fail "fish lacks $word of 'dungeon $path'"
    elif [[ "$word" != -* ]]; then
      grep -q -- "-a '$word'" "$work/dungeon.fish" || fail "fish lacks the subcommand $word"
    fi
  done
done

# A partly typed word completes to the words it starts.
bash -c 'source "$1"; COMP_WORDS=(dungeon golden ch); COMP_CWORD=2; _dungeon_complete
         [[ "${COMPREPLY[*]}" == check ]]' _ "$work/dungeon.bash" ||
  fail "'dungeon golden ch' does not complete to check"

# zsh takes the bash script through bashcompinit.
grep -q 'bashcompinit' "$work/dungeon.zsh" || fail "the zsh script does not load bashcompinit"
grep -q 'complete -o default -F _dungeon_complete dungeon' "$work/dungeon.zsh" ||
  fail "the zsh script lacks the completion"
if command -v zsh >/dev/null; then zsh -n "$work/dungeon.zsh" || fail "zsh -n refuses the script"; fi
if command -v fish >/dev/null; then fish -n "$work/dungeon.fish" || fail "fish -n refuses the script"; fi

rc=0
"$tool" completion tcsh >"$work/out" 2>&1 || rc=$?
[[ "$rc" == 2 ]] || fail "completion tcsh exits $rc, not 2"
grep -q 'tcsh' "$work/out" || fail "completion tcsh does not name the shell: $(cat "$work/out")"

echo "completion: ${#paths[@]} commands complete as their help lists"
