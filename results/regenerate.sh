#!/usr/bin/env bash
# Regenerates results/: every scenario in configs/ at 10^7 trials (JSON), and the
# roll-loop benchmark on the processor's best kernel (results/bench.json) and on the AVX2
# and portable kernels where it has them (results/bench-avx2.json, results/bench-portable.json).
# Usage: bash results/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p roguesim
bin="${CARGO_TARGET_DIR:-target}/release/roguesim"
for f in configs/*.json; do
  out="results/$(basename "$f")"
  echo "$f -> $out"
  "$bin" run "$f" --trials 10000000 --format json --quiet --output "$out"
done
"$bin" bench --seconds 3 --format json --output results/bench.json
for kernel in avx2 portable; do
  "$bin" bench --kernel "$kernel" --seconds 3 --format json \
    --output "results/bench-$kernel.json"
done
