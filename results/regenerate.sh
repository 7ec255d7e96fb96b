#!/usr/bin/env bash
# Regenerates results/: every scenario in configs/ at 10^7 trials (JSON) under the default
# rule set (dcss-0.34), the DCSS ones again under dcss-0.31 (results/dcss-0.31/), and the
# roll-loop benchmark on the processor's best kernel (results/bench.json) and on the AVX2
# and portable kernels where it has them (results/bench-avx2.json, results/bench-portable.json),
# and both DCSS rule sets side by side on one thread (results/bench-rules-*.json).
# Usage: bash results/regenerate.sh
set -euo pipefail
unset ROGUESIM_RULES
cd "$(dirname "$0")/.."
cargo build --release -p roguesim
bin="${CARGO_TARGET_DIR:-target}/release/roguesim"
for f in configs/*.json; do
  out="results/$(basename "$f")"
  echo "$f -> $out"
  "$bin" run "$f" --trials 10000000 --format json --quiet --output "$out"
done
mkdir -p results/dcss-0.31
for f in configs/*.json; do
  case "$(basename "$f")" in frog-*) continue ;; esac
  out="results/dcss-0.31/$(basename "$f")"
  echo "$f (dcss-0.31) -> $out"
  ROGUESIM_RULES=dcss-0.31 "$bin" run "$f" --trials 10000000 --format json --quiet --output "$out"
done
"$bin" bench --seconds 3 --format json --output results/bench.json
for kernel in avx2 portable; do
  "$bin" bench --kernel "$kernel" --seconds 3 --format json \
    --output "results/bench-$kernel.json"
done
# Both DCSS rule sets' loops side by side, one thread, on the best kernel and on AVX2.
"$bin" bench --rules dcss-0.34 --threads 1 --seconds 3 --format json \
  --output results/bench-rules-avx512.json
"$bin" bench --rules dcss-0.34 --threads 1 --seconds 3 --kernel avx2 --format json \
  --output results/bench-rules-avx2.json
