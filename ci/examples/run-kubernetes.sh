#!/usr/bin/env bash
# Runs the Kubernetes example with kubectl: the Indexed Job of shards, then, once it is
# complete, the merge Job, and prints the merged report (the merge pod's log). Each wait ends
# as soon as its Job is Complete or Failed (kubectl wait --for=condition=complete alone would
# wait out its whole timeout when the Job fails): exit 1 with the Job's status and its last
# pods' logs when one failed, 2 when the timeout passed, else the merge's own verdict (0 when
# every seed passed).
#
#   ci/examples/run-kubernetes.sh [TIMEOUT_SECONDS]     (default 21600: six hours)
# Env: KUBECTL (default kubectl), POLL_SECONDS (default 10).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kubectl="${KUBECTL:-kubectl}"
timeout="${1:-21600}"
poll="${POLL_SECONDS:-10}"

# wait_for_job NAME: 0 when the Job is Complete, 1 when Failed, 2 past the timeout.
wait_for_job() {
  local name="$1" waited=0 conditions
  while ((waited <= timeout)); do
    conditions="$("$kubectl" get "job/$name" \
      -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type}{"\n"}{end}')"
    if grep -qx Complete <<<"$conditions"; then
      echo "job/$name: complete"
      return 0
    fi
    if grep -qx Failed <<<"$conditions"; then
      echo "job/$name: FAILED" >&2
      "$kubectl" describe "job/$name" >&2 || true
      "$kubectl" logs "job/$name" --tail=50 >&2 || true
      return 1
    fi
    sleep "$poll"
    waited=$((waited + poll))
  done
  echo "job/$name: neither complete nor failed after $timeout s" >&2
  return 2
}

"$kubectl" apply -f "$here/kubernetes-sharded-sweep.yaml"
wait_for_job dungeon-sweep
"$kubectl" apply -f "$here/kubernetes-sharded-sweep-merge.yaml"
rc=0
wait_for_job dungeon-sweep-merge || rc=$?
"$kubectl" logs job/dungeon-sweep-merge
exit "$rc"
