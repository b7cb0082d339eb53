# shellcheck shell=bash
# Shared set-up of the CI scripts (ci/harness, ci/test, ci/sweep-pr), sourced by them, never run.
#
# It finds the repository root, installs the Debian packages the build needs (only the
# missing ones), configures and builds a CMake preset, and records named steps so that a
# script can run every step, even after one failed, and close with a summary.
# Functions return a status instead of exiting: callers run them under `set -e` inside
# `if` or `||`, where a failing command does not stop the function, so every command
# here that can fail is followed by `|| return`.

# The repository root; the scripts cd here so that they work from any directory.
# shellcheck disable=SC2034  # used by the scripts that source this file
CI_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly CI_ROOT

# The Debian 12 packages that configuring, building and testing every preset needs.
readonly CI_PACKAGES=(
  build-essential clang libclang-rt-dev cmake ninja-build pkg-config clang-format
  libgtest-dev libgmock-dev libbenchmark-dev librapidcheck-dev
  libcli11-dev libxxhash-dev nlohmann-json3-dev libfmt-dev libcairo2-dev libdtl-dev
  python3 python3-yaml chromium-headless-shell valgrind
)

# What ci/test's determinism builds need beyond CI_PACKAGES (docs/reliability.md): g++ for i386
# (g++-12-multilib: the g++-multilib meta package conflicts with the arm64 cross compiler), the
# arm64 cross compiler and qemu-user to run its programs, and libc++ for clang++. No foreign
# architecture is added to dpkg: the hash tool takes fmt and xxHash header-only there.
# shellcheck disable=SC2034  # used by ci/test
readonly CI_DETERMINISM_PACKAGES=(
  g++-12-multilib crossbuild-essential-arm64 qemu-user libc++-dev libc++abi-dev
)

# The standard sweeps, one line of `dungeon sweep` arguments each: ci/harness runs them and
# ci/sweep-pr compares them between two commits.
# shellcheck disable=SC2034  # used by the scripts that source this file
readonly CI_STANDARD_SWEEPS=(
  "--floors 1 --seeds 40"
  "--floors 3 --seeds 20"
  "--floors 1 --seeds 40 --rising"
  "--floors 3 --seeds 20 --rising"
  "--floors 3 --seeds 20 --mine"
)

# Steps run so far: name, result (ok / FAILED (exit N) / skipped) and seconds taken.
CI_STEP_NAMES=()
CI_STEP_RESULTS=()
CI_STEP_SECONDS=()

ci_banner() { printf '\n==== %s ====\n' "$*"; }
ci_note() { printf -- '-- %s\n' "$*"; }
ci_error() { printf 'ERROR: %s\n' "$*" >&2; }

# ci_missing_packages PACKAGE...: prints those of the packages that are not installed, one per
# line.
ci_missing_packages() {
  local pkg status
  for pkg in "$@"; do
    # shellcheck disable=SC2016  # ${db:Status-Abbrev} is dpkg-query's field, not ours.
    status="$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)"
    [[ "$status" == ii* ]] || printf '%s\n' "$pkg"
  done
}

# ci_install_packages [PACKAGE...]: installs the missing ones of the packages (default:
# CI_PACKAGES): `apt-get update` once, then one install. Does nothing when all are installed or
# CI_SKIP_PACKAGES=1. Needs root (or sudo) only when something is missing. Returns non-zero if
# apt-get fails or a package is still missing.
ci_install_packages() {
  local wanted=("$@")
  ((${#wanted[@]} > 0)) || wanted=("${CI_PACKAGES[@]}")
  if [[ "${CI_SKIP_PACKAGES:-0}" == 1 ]]; then
    ci_note "CI_SKIP_PACKAGES=1: not checking Debian packages"
    return 0
  fi
  if ! command -v dpkg-query >/dev/null; then
    ci_error "dpkg-query not found: install these packages by hand: ${wanted[*]}"
    return 1
  fi
  local missing=()
  mapfile -t missing < <(ci_missing_packages "${wanted[@]}")
  if ((${#missing[@]} == 0)); then
    ci_note "all ${#wanted[@]} Debian packages are installed"
    return 0
  fi
  ci_note "missing Debian packages: ${missing[*]}"
  local as_root=()
  if ((EUID != 0)); then
    if ! command -v sudo >/dev/null; then
      ci_error "run as root (or install sudo) to install: ${missing[*]}"
      return 1
    fi
    as_root=(sudo)
  fi
  local apt=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600)
  "${apt[@]}" update </dev/null || return
  "${apt[@]}" install -y "${missing[@]}" </dev/null || return
  mapfile -t missing < <(ci_missing_packages "${wanted[@]}")
  if ((${#missing[@]} > 0)); then
    ci_error "still missing after apt-get install: ${missing[*]}"
    return 1
  fi
  ci_note "installed; all ${#wanted[@]} Debian packages are present"
}

# ci_configure_build PRESET [TARGET...]: configures the CMake preset (build/PRESET) and
# builds it, or only the given targets. Returns non-zero if either fails.
ci_configure_build() {
  local preset="$1"
  shift
  local targets=()
  (($# == 0)) || targets=(--target "$@")
  cmake --preset "$preset" || return
  cmake --build --preset "$preset" "${targets[@]}"
}

# ci_step NAME COMMAND...: runs the command under a banner, records its result and time,
# prints them, and returns its status (so a caller writes `ci_step ... || true` to go on regardless).
ci_step() {
  local name="$1"
  shift
  ci_banner "$name"
  local start=$SECONDS rc=0
  "$@" || rc=$?
  ci_record "$name" "$rc" $((SECONDS - start))
  ci_note "$name: ${CI_STEP_RESULTS[-1]} in $((SECONDS - start))s"
  return "$rc"
}

# ci_record NAME STATUS SECONDS: records a step that the caller ran itself.
ci_record() {
  CI_STEP_NAMES+=("$1")
  if (($2 == 0)); then CI_STEP_RESULTS+=(ok); else CI_STEP_RESULTS+=("FAILED (exit $2)"); fi
  CI_STEP_SECONDS+=("$3")
}

# ci_skip NAME REASON: records a step that was not run because an earlier one failed.
ci_skip() {
  CI_STEP_NAMES+=("$1")
  CI_STEP_RESULTS+=("skipped: $2")
  CI_STEP_SECONDS+=(0)
}

# Returns 0 iff no recorded step failed or was skipped.
ci_all_ok() {
  local result
  for result in "${CI_STEP_RESULTS[@]}"; do
    [[ "$result" == ok ]] || return 1
  done
  return 0
}

# ci_summary TITLE: prints every recorded step with its result and time, then one line
# naming the steps that did not pass. Returns 0 iff every step passed.
ci_summary() {
  ci_banner "$1"
  local i failed=()
  for i in "${!CI_STEP_NAMES[@]}"; do
    printf '  %-34s %5ss  %s\n' "${CI_STEP_NAMES[i]}" "${CI_STEP_SECONDS[i]}" "${CI_STEP_RESULTS[i]}"
    [[ "${CI_STEP_RESULTS[i]}" == ok ]] || failed+=("${CI_STEP_NAMES[i]}")
  done
  if ((${#failed[@]} == 0)); then
    printf 'All %d steps passed in %ss.\n' "${#CI_STEP_NAMES[@]}" "$SECONDS"
    return 0
  fi
  local list
  list="$(printf '%s, ' "${failed[@]}")"
  printf '%d of %d steps did not pass: %s\n' "${#failed[@]}" "${#CI_STEP_NAMES[@]}" "${list%, }"
  return 1
}

# ci_arguments SCRIPT [ARG...]: the scripts take no argument. With -h or --help alone, prints
# SCRIPT's header comment (its usage) and exits 0; with anything else, says what it did not
# understand and prints the usage on stderr, and exits 2; with none, returns and the script runs.
ci_arguments() {
  local script="$1"
  shift
  if (($# == 0)); then return 0; fi
  if (($# == 1)) && [[ "$1" == -h || "$1" == --help ]]; then
    ci_usage "$script"
    exit 0
  fi
  local what="unknown argument"
  if (($# > 1)); then what+=s; fi
  printf '%s: %s: %s (it takes none, or --help alone)\n' "${script#"$CI_ROOT"/}" "$what" "$*" >&2
  ci_usage "$script" >&2
  exit 2
}

# ci_usage SCRIPT: SCRIPT's header comment, from its second line to the first line that is not
# a comment, without the comment marks.
ci_usage() { sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$1"; }
