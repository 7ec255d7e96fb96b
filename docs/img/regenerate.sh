#!/usr/bin/env bash
# Regenerates the README's pictures in docs/img/ from exact values (the same on every
# machine). Usage: bash docs/img/regenerate.sh
# ROGUESIM=path/to/roguesim uses that binary instead of building the release one.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${ROGUESIM:-}" ]; then
  cargo build --release -p roguesim
  ROGUESIM="${CARGO_TARGET_DIR:-target}/release/roguesim"
fi
# The true chance of an HD 15 monster with a +3 weapon to hit against EV, beside the game's
# display.
"$ROGUESIM" sweep hit --monster-hd 15 --weapon-to-hit 3 --vary ev=0..50 --quiet \
  --plot docs/img/p-hit-vs-ev.png >/dev/null
# Four HD 5 attacks against EV 15 and internal SH 27: the 0.31 block limit against the
# 0.19 pierce.
"$ROGUESIM" turn --monster-hd 5 --ev 15 --sh-internal 27 --attacks 4 --block-limit 3 \
  --trials 100000 --quiet --plot docs/img/block-limit-vs-pierce.png >/dev/null
# FrogComposband double moves over player speed × monster speed.
"$ROGUESIM" sweep speed --vary player-speed=-30..30 --vary monster-speed=-30..30 --quiet \
  --plot docs/img/double-move-heatmap.png >/dev/null
# The page of `roguesim serve` at desktop and phone widths, from its browser test (needs
# Debian's chromium and chromium-driver, as .ci/run installs them).
ROGUESIM_SERVE_BIN="$(realpath "$ROGUESIM")" ROGUESIM_SCREENSHOTS="$PWD/docs/img" \
  cargo test -p roguesim --features browser-test --test browser -- --include-ignored
