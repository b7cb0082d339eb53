# shellcheck shell=bash
# Sourced by the CLI's shell tests: the commands a tool has, read from its own --help.
#
#   source cli/tests/command_paths.sh; command_paths TOOL   sets the array `paths` to every
#   command reached from the root, as a path of subcommand names ("" the root, "golden check").

# help_subcommands TOOL PATH...: the subcommands `TOOL PATH... --help` lists, one a line.
help_subcommands() {
  "$@" --help | awk '/^Subcommands:/ { subs = 1; next } /^[^ ]/ { subs = 0 }
                     subs && /^  [a-z]/ { print $1 }'
}

command_paths() {
  local tool="$1" sub inner
  paths=("")
  for sub in $(help_subcommands "$tool"); do
    paths+=("$sub")
    for inner in $(help_subcommands "$tool" "$sub"); do paths+=("$sub $inner"); done
  done
}
