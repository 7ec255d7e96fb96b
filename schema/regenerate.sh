#!/usr/bin/env bash
# Regenerates the JSON Schemas in schema/ from the types: every schema roguesim lists
# (roguesim schema --list: a scenario file, every registered report kind, the tools' and
# studies' reports, several reports, a partial result), each as roguesim schema KIND writes
# it. The test crates/sim/tests/cli/schema.rs fails when these files and the types disagree.
# Usage: bash schema/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -p roguesim
bin="${CARGO_TARGET_DIR:-target}/debug/roguesim"
for kind in $("$bin" schema --list); do
  "$bin" schema "$kind" --output "schema/$kind.schema.json"
done
