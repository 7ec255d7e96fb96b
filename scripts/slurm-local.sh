#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, and one sharded roguesim run through it: installs
# Debian's slurm-wlm and munge, starts munged, slurmctld and slurmd, submits a 4-task job array
# of a configs/ scenario with sbatch (task I runs --shard I/4), merges the parts, and compares
# the merged report with the single-process run, byte for byte apart from elapsed_s and
# threads. Exits non-zero if anything differs.
#
# Usage (as root, on Debian 12 "bookworm" or a machine of its kind):
#   bash scripts/slurm-local.sh
# Environment:
#   SCENARIO  the scenario file (default configs/frog-plus0-vs-plus10.json)
#   TRIALS    trials of the run (default 20000000: 20 chunks, 5 per task)
#   PROFILE   cargo profile of the binary: release (default) or dev
#   WORK      where parts and reports go (default: a new temporary directory)
# The cluster's daemons stay up afterwards; `scripts/slurm-local.sh stop` stops them.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = stop ]; then
  for pid in /run/slurmd.pid /run/slurmctld.pid /run/munge/munged.pid; do
    [ -s "$pid" ] && kill "$(cat "$pid")" 2>/dev/null || true
  done
  exit 0
fi

SCENARIO=${SCENARIO:-configs/frog-plus0-vs-plus10.json}
TRIALS=${TRIALS:-20000000}
PROFILE=${PROFILE:-release}
WORK=${WORK:-$(mktemp -d /tmp/roguesim-slurm.XXXXXX)}
TASKS=4
say() { printf '== %s\n' "$*"; }

say "installing slurm-wlm and munge (Debian packages)"
if ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq slurm-wlm munge >/dev/null
fi
dpkg-query -W slurm-wlm munge

say "munge: a key and the daemon"
if [ ! -s /etc/munge/munge.key ]; then
  if command -v mungekey >/dev/null; then mungekey --create --force; else create-munge-key -f; fi
fi
chown munge:munge /etc/munge/munge.key
chmod 400 /etc/munge/munge.key
mkdir -p /run/munge && chown munge:munge /run/munge
[ -S /run/munge/munge.socket.2 ] || su -s /bin/sh munge -c /usr/sbin/munged
munge -n | unmunge >/dev/null

say "slurm: a one-node cluster"
NODE=$(hostname -s)
CPUS=$(nproc)
MEM=$(awk '/MemTotal/ { print int($2 / 1024) - 512 }' /proc/meminfo)
mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
cat > /etc/slurm/slurm.conf <<EOF
# Written by roguesim's scripts/slurm-local.sh: one node, no cgroups, no accounting.
ClusterName=roguesim-local
SlurmctldHost=$NODE
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
NodeName=$NODE CPUs=$CPUS RealMemory=$MEM State=UNKNOWN
PartitionName=debug Nodes=$NODE Default=YES MaxTime=INFINITE State=UP
EOF
scontrol ping >/dev/null 2>&1 || slurmctld
[ -s /run/slurmd.pid ] && kill -0 "$(cat /run/slurmd.pid)" 2>/dev/null || slurmd
for _ in $(seq 60); do
  state=$(sinfo -h -N -o '%t' 2>/dev/null | head -1 || true)
  case "$state" in idle*|mix*|alloc*) break ;; esac
  scontrol update nodename="$NODE" state=resume >/dev/null 2>&1 || true
  sleep 1
done
sinfo

say "building roguesim ($PROFILE)"
cargo build --quiet --profile "$PROFILE" -p roguesim
case "$PROFILE" in dev) dir=debug ;; *) dir=$PROFILE ;; esac
BIN=$(pwd)/target/$dir/roguesim
cp "$SCENARIO" "$WORK/scenario.json"
mkdir -p "$WORK/parts"

say "sbatch: a $TASKS-task job array of $SCENARIO, $TRIALS trials"
cat > "$WORK/shard.sbatch" <<EOF
#!/bin/bash
#SBATCH --job-name=roguesim-shard
#SBATCH --array=1-$TASKS
#SBATCH --cpus-per-task=1
#SBATCH --output=$WORK/shard-%a.log
set -euo pipefail
"$BIN" run "$WORK/scenario.json" --trials $TRIALS --threads 1 --quiet \\
  --shard "\$SLURM_ARRAY_TASK_ID/$TASKS" --output "$WORK/parts/part-\$SLURM_ARRAY_TASK_ID.json"
EOF
sbatch --wait "$WORK/shard.sbatch"
ls -l "$WORK/parts"

say "merge"
"$BIN" merge "$WORK"/parts/part-*.json --format json --output "$WORK/merged.json"
"$BIN" merge "$WORK"/parts/part-*.json --format table --output "$WORK/merged.txt"

say "the single-process run"
"$BIN" run "$WORK/scenario.json" --trials "$TRIALS" --format json --quiet --output "$WORK/single.json"
"$BIN" run "$WORK/scenario.json" --trials "$TRIALS" --format table --quiet --output "$WORK/single.txt"

say "compare (elapsed_s and threads masked)"
mask() { sed -E -e 's/^( *"(elapsed_s|threads)": ).*/\1<masked>/' -e 's/· [0-9]+ threads · [0-9.]+ s/· <masked>/' "$1"; }
if diff <(mask "$WORK/merged.json") <(mask "$WORK/single.json") \
  && diff <(mask "$WORK/merged.txt") <(mask "$WORK/single.txt"); then
  cat "$WORK/merged.txt"
  say "OK: the merged report of $TASKS Slurm array tasks is the single run's (json and table), in $WORK"
else
  say "FAILED: the merged report differs from the single run; see $WORK"
  exit 1
fi
