#!/usr/bin/env bash
# wasm-opt.sh GAME.wasm: binaryen's wasm-opt over Go's output, in place,
# when CIFRA_WASM_OPT names its passes (e.g. "-O2"). Off by default:
# measured (docs/downloads.md), -O2 saves 0.1 % of the brotli download in
# minutes and -Oz makes it 1.2 % larger.
set -euo pipefail
passes=${CIFRA_WASM_OPT:-}
[ -n "$passes" ] || exit 0
# Go's wasm uses these features (GOWASM defaults, Go 1.21 on).
# shellcheck disable=SC2086 # the passes are words
wasm-opt $passes --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
  "$1" -o "$1.opt"
mv "$1.opt" "$1"
