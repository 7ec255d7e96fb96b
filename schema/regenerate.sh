#!/usr/bin/env bash
# Regenerates the JSON Schemas in schema/ from the types (roguesim schema KIND). The test
# crates/sim/tests/schema.rs fails when these files and the types disagree.
# Usage: bash schema/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -p roguesim
for kind in scenario ev hit turn threat damage speed dcss-speed bench monsters scenarios sweep compare worth partial; do
  ./target/debug/roguesim schema "$kind" --output "schema/$kind.schema.json"
done
