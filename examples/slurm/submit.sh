#!/bin/bash
# Submits the shard array, then the merge as a job that starts when every shard succeeded.
# Usage: SCENARIO=configs/frog-plus0-vs-plus10.json TRIALS=1000000000000 bash submit.sh
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p logs parts
array=$(sbatch --parsable --export=ALL shards.sbatch)
sbatch --dependency="afterok:${array%%;*}" merge.sbatch
echo "shards: job $array; the merge waits for it (squeue -u \"$USER\")"
