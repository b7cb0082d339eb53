#!/usr/bin/env bash
# Opens the HTML sweep report in headless Debian chromium and checks that it renders: the
# page's DOM comes back with every histogram, heat map and failing seed's picture, a screenshot is
# written, and the page refers to nothing outside itself. Uses Debian's chromium-headless-shell
# (what ci/test installs) or chromium, whichever is there; exits 77 (CTest's skip code here)
# when neither is installed.
#
#   cli/tests/sweep_html_in_browser.sh DUNGEON_BINARY [SCREENSHOT_DIR]
#
# SCREENSHOT_DIR (optional) keeps the two screenshots; otherwise everything is written to a
# temporary folder that is removed at the end.
set -euo pipefail

dungeon="$1"
keep="${2:-}"
browser=""
for candidate in chromium-headless-shell chromium; do
  if command -v "$candidate" >/dev/null; then
    browser="$candidate"
    break
  fi
done
if [[ -z "$browser" ]]; then
  echo "neither chromium-headless-shell nor chromium is installed" \
    "(apt-get install chromium-headless-shell)"
  # ci/test installs it, so in CI a missing browser is a failure, never a silent skip.
  [[ -n "${CI:-}" ]] && exit 1
  echo "skipped"
  exit 77
fi
echo "browser: $(command -v "$browser")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "FAILED: $*" >&2
  exit 1
}

# chromium PAGE FLAG...: a headless run with no network, no sync, a throw-away profile.
browse() {
  local page="$1"
  shift
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run \
    --user-data-dir="$work/profile" "$@" "file://$page" 2>>"$work/chromium.log"
}

# check PAGE NAME HISTOGRAMS PICTURES: the DOM holds the histograms (and heat maps) and the
# failing seeds' pictures, and the screenshot is a PNG.
check() {
  local page="$1" name="$2" histograms="$3" pictures="$4"
  if grep -o 'https\?://[^"]*' "$page" | grep -qv '^http://www.w3.org/2000/svg$'; then
    fail "$name refers to something outside itself"
  fi
  grep -qi '<script' "$page" && fail "$name has a script"
  browse "$page" --dump-dom >"$work/$name.dom"
  local svgs
  svgs="$(grep -o '<svg ' "$work/$name.dom" | wc -l)"
  [[ "$svgs" -eq $((histograms + pictures)) ]] ||
    fail "$name: the browser's DOM has $svgs pictures, expected $((histograms + pictures))"
  grep -q '<h2 id="failures">Failing seeds' "$work/$name.dom" || fail "$name: no failing seeds section"
  browse "$page" --screenshot="$work/$name.png" --window-size=1280,1600 >/dev/null
  [[ "$(head -c 4 "$work/$name.png" | od -An -c | tr -d ' ')" == '211PNG' ]] ||
    fail "$name: no screenshot"
  if [[ -n "$keep" ]]; then
    mkdir -p "$keep"
    cp "$work/$name.png" "$keep/"
  fi
  echo "$name: $svgs pictures in the rendered page, screenshot $(stat -c %s "$work/$name.png") bytes"
}

# pictures TEXT: the histograms and heat maps a sweep's text report says its page draws: a line
# per metric, and a line per pair of metrics that has readings.
pictures() {
  local metrics maps
  metrics="$(grep -c '^  M[0-9]' "$1")"
  maps="$(sed -n '/^expressive range /,/^[^ ]/p' "$1" | grep '^  ' | grep -vc 'no readings$' || true)"
  echo $((metrics + maps))
}

"$dungeon" sweep --floors 1 --seeds 20 --json "$work/passing.json" --html "$work/passing.html" \
  >"$work/passing.txt" || fail "the passing sweep failed"
check "$work/passing.html" passing "$(pictures "$work/passing.txt")" 0
rc=0
"$dungeon" sweep --floors 1 --size 16x16 --topology hub_code --seeds 2 --html "$work/failing.html" \
  >"$work/failing.txt" || rc=$?
[[ "$rc" -eq 1 ]] || fail "the failing sweep exited $rc, expected 1"
check "$work/failing.html" failing "$(pictures "$work/failing.txt")" 2
