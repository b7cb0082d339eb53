#!/usr/bin/env bash
# ci/harness and ci/test take no argument but --help: `--help` prints the usage and exits 0,
# anything else prints it on stderr and exits 2, and neither starts a step. The scripts run
# from a copy in a temporary folder with cmake, ctest and apt-get replaced by stand-ins that
# only say they were run, so a script that ignored its argument would fail fast and visibly
# here instead of installing or building anything.
#
#   ci/tests/scripts_usage_test.sh SOURCE_DIR      (exit 0 when every case passes)
set -euo pipefail

source_dir="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/ci" "$work/bin"
cp "$source_dir/ci/harness" "$source_dir/ci/test" "$source_dir/ci/lib.sh" "$work/ci/"
for tool in cmake ctest apt-get dpkg-query useradd setpriv; do
  printf '#!/bin/sh\necho "STAND-IN %s RAN" >&2\nexit 1\n' "$tool" >"$work/bin/$tool"
  chmod +x "$work/bin/$tool"
done

failed=0
fail() {
  printf 'FAIL: %s\n' "$*"
  failed=1
}

# check SCRIPT ARGS EXPECTED_EXIT STREAM_WITH_USAGE: runs the copy of ci/SCRIPT.
check() {
  local script="$1" args="$2" want="$3" usage_on="$4" rc=0
  read -ra words <<<"$args"
  env -u CI PATH="$work/bin:$PATH" CI_SKIP_PACKAGES=1 \
    timeout 60 bash "$work/ci/$script" "${words[@]}" >"$work/out" 2>"$work/err" </dev/null || rc=$?
  local what="ci/$script $args"
  [[ "$rc" == "$want" ]] || fail "$what: exit $rc, expected $want"
  grep -q "^Usage: ci/$script" "$work/$usage_on" || fail "$what: no usage on std$usage_on"
  if grep -q -e '^====' -e 'STAND-IN' "$work/out" "$work/err"; then
    fail "$what: started a step"
  fi
  [[ "$usage_on" == err ]] || [[ ! -s "$work/err" ]] || fail "$what: wrote to stderr"
  if [[ "$want" == 2 ]] && ! grep -q -e "unknown argument: $args (" -e "unknown arguments: $args (" \
    "$work/err"; then
    fail "$what: does not name the unknown argument"
  fi
}

for script in harness test; do
  check "$script" "--help" 0 out
  check "$script" "-h" 0 out
  check "$script" "--bogus" 2 err
  check "$script" "extra" 2 err
  check "$script" "--help --bogus" 2 err
done

if ((failed)); then exit 1; fi
echo "ci scripts: every argument case passed"
