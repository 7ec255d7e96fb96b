#!/bin/bash
# A roguesim run split over several hosts with GNU parallel: one shard per job, the part
# copied back with --return, then merged here. Each host needs roguesim on its PATH.
# Usage: bash examples/parallel/shards.sh SCENARIO N HOSTS
#   e.g. bash examples/parallel/shards.sh configs/frog-plus0-vs-plus10.json 8 host1,host2,:
#   (":" is this machine; HOSTS may also be a --sshloginfile)
set -euo pipefail
scenario=$1 n=$2 hosts=$3
trials=${TRIALS:-1000000000000}
parallel --sshlogin "$hosts" --transferfile "$scenario" --return "part-{}.json" --cleanup \
  roguesim run "$scenario" --trials "$trials" --quiet --shard "{}/$n" --output "part-{}.json" \
  ::: $(seq 1 "$n")
roguesim merge part-*.json --format table
