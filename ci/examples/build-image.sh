#!/usr/bin/env bash
# Builds the Kubernetes example's image (ci/examples/Dockerfile) with docker or podman,
# whichever answers, and runs the tool in it once (`dungeon --help`). Exits 77 (CTest's skip
# code here) with the reason when neither is installed or no engine answers (a docker client
# without a running daemon).
#
#   ci/examples/build-image.sh [TAG]        TAG defaults to the manifests' dungeon-harness:0.1.0
set -euo pipefail

tag="${1:-dungeon-harness:0.1.0}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
engine=""
for candidate in docker podman; do
  command -v "$candidate" >/dev/null || continue
  if "$candidate" info >/dev/null 2>&1; then
    engine="$candidate"
    break
  fi
  echo "$candidate is installed but no engine answers ($candidate info failed)"
done
if [[ -z "$engine" ]]; then
  echo "no container engine to build the image with (install docker or podman): skipped"
  exit 77
fi
"$engine" build -f "$root/ci/examples/Dockerfile" -t "$tag" "$root"
"$engine" run --rm "$tag" dungeon --help | head -3
echo "built $tag with $engine"
