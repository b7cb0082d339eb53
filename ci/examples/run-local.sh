#!/usr/bin/env bash
# The shard-and-merge of the CI examples, run on this machine: sweeps the seeds once whole,
# then in N shards told their index the GitHub Actions way (--shard K/N) and the Kubernetes
# way (JOB_COMPLETION_INDEX with --shards N), merges each set of parts (the Kubernetes set in
# reverse order) and checks that the text, HTML and JUnit reports are byte for byte those of
# the whole run. Exit 0 when they are, 1 when any differs.
#
#   ci/examples/run-local.sh DUNGEON_BINARY [N] [SWEEP OPTION...]
#
# N defaults to 4 and the sweep to `--floors 1 --seeds 24`. Writes only a temporary folder.
set -euo pipefail

dungeon="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shards="${2:-4}"
shift $(($# >= 2 ? 2 : 1))
sweep=("$@")
((${#sweep[@]})) || sweep=(--floors 1 --seeds 24)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

reports=(--html sweep.html --junit sweep-junit.xml)
rc=0
"$dungeon" sweep "${sweep[@]}" "${reports[@]}" >sweep.txt 2>/dev/null || rc=$?
((rc <= 1)) || { echo "the whole sweep exited $rc" >&2; exit 1; }
mkdir -p whole github kubernetes
mv sweep.txt sweep.html sweep-junit.xml whole/

for ((k = 0; k < shards; k++)); do
  "$dungeon" sweep "${sweep[@]}" --shard "$k/$shards" --part "github/part-$k.json" >/dev/null 2>&1
  env JOB_COMPLETION_INDEX="$k" "$dungeon" sweep "${sweep[@]}" --shards "$shards" \
    --part "kubernetes/part-$k.json" >/dev/null 2>&1
done

# merge SET PART...: the merge of one set, its reports in SET/.
merge() {
  local set="$1" code=0
  shift
  (cd "$set" && "$dungeon" sweep merge "$@" "${reports[@]}" >sweep.txt 2>/dev/null) || code=$?
  ((code <= 1)) || { echo "the $set merge exited $code" >&2; exit 1; }
}
github_parts=() kubernetes_parts=()
for ((k = 0; k < shards; k++)); do
  github_parts+=("part-$k.json")
  kubernetes_parts=("part-$k.json" "${kubernetes_parts[@]}")
done
merge github "${github_parts[@]}"
merge kubernetes "${kubernetes_parts[@]}"

failed=0
for set in github kubernetes; do
  for file in sweep.txt sweep.html sweep-junit.xml; do
    if cmp -s "whole/$file" "$set/$file"; then
      echo "$set: $file is the same as one run's"
    else
      echo "$set: $file DIFFERS from one run's" >&2
      failed=1
    fi
  done
done
echo "sweep ${sweep[*]} in $shards shards: $([[ $failed == 0 ]] && echo same || echo DIFFERENT)"
exit "$failed"
