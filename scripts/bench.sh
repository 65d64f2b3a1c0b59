#!/usr/bin/env bash
# Prints Cifra's performance figures (make bench). Figures, not pass/fail:
# wall-clock numbers depend on the machine and its load.
set -uo pipefail
out=$(realpath -m "${1:-out}") # absolute: the script changes directory
cd "$(dirname "$0")/.." || exit 1
mkdir -p "$out"
bash scripts/ensure-desktop-deps.sh >/dev/null
bash scripts/ensure-test-deps.sh >/dev/null 2>&1 # node, for the WebAssembly figures
XVFB=(xvfb-run -a -s "-screen 0 1600x1000x24")
export CIFRA_CONFIG_DIR="$out/config-bench"
mkdir -p "$CIFRA_CONFIG_DIR"

echo "== rules benchmarks (go test -bench) =="
go test -run '^$' -bench . -benchtime 2s ./rules/... 2>&1 | grep -E '^(Benchmark|ok|pkg)'

echo
echo "== bot decisions (referee sim) =="
go build -o "$out/referee" ./cmd/referee
"$out/referee" sim -game knister -bots hard -games 1000 -seed 1
"$out/referee" sim -game knister -bots normal -games 1000 -seed 1
"$out/referee" sim -game knister -bots easy -games 1000 -seed 1
"$out/referee" sim -game kakuro -bots hard,hard,hard -games 200 -seed 1
"$out/referee" sim -game kakuzu -bots hard,normal -games 500 -seed 7
"$out/referee" sim -game kakuzu -bots normal,hard -games 500 -seed 7
"$out/referee" sim -game kakuzu -bots normal,easy -games 500 -seed 7

echo
echo "== Knister hard bot decision in WebAssembly (node; the browser build's engine) =="
GOOS=js GOARCH=wasm go test -run '^$' -bench Hard -benchtime 30x \
  -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./rules/knister 2>&1 | grep -E '^Benchmark'

echo
echo "== desktop: Update+Draw CPU and allocations per frame during -autoplay =="
go build -o "$out/cifra" .
"${XVFB[@]}" "$out/cifra" -autoplay -seed 1 -frames 3600 -stats "$out/autoplay-stats.json" >/dev/null 2>&1
cat "$out/autoplay-stats.json"
echo
echo "== desktop: Kakuro, five bots (-autoplay), Update+Draw CPU and allocations per frame =="
"${XVFB[@]}" "$out/cifra" -game kakuro -autoplay -players bot:hard,bot:normal,bot:easy,bot:hard,bot:normal -seed 1 \
  -frames 3600 -stats "$out/kakuro-autoplay-stats.json" >/dev/null 2>&1
cat "$out/kakuro-autoplay-stats.json"

echo
echo "== desktop: idle CPU (10 s after 4 s warm-up) =="
# idle LABEL FLAGS...: CPU share of the game left alone for 10 s.
idle() {
  "${XVFB[@]}" bash -c '
    bin=$0 label=$1; shift
    "$bin" "$@" & pid=$!
    sleep 4
    hz=$(getconf CLK_TCK)
    a=$(awk "{print \$14+\$15}" /proc/$pid/stat)
    sleep 10
    b=$(awk "{print \$14+\$15}" /proc/$pid/stat)
    kill $pid; wait $pid 2>/dev/null
    awk -v a="$a" -v b="$b" -v hz="$hz" -v w="$label" "BEGIN{printf \"idle CPU %s: %.2f%% of one core\n\", w, (b-a)*100/(hz*10)}"
  ' "$out/cifra" "$@"
}
idle "at the menu"
idle "on a card waiting for a person" -players Ana
idle "table mode, 4 cards waiting" -table -players Ana,Bo,Cy,Di -size 1440x900
idle "Kakuro hunt, two people, no hourglass running" -game kakuro -players Ana,Bo
idle "Kakuro around a table, four people hunting" -game kakuro -table -players Ana,Bo,Cy,Di -size 1440x900

echo
echo "== WebAssembly build size =="
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/game.wasm" .
raw=$(stat -c %s "$out/game.wasm")
gz=$(gzip -9 -c "$out/game.wasm" | wc -c)
echo "game.wasm: $((raw/1024)) KiB raw, $((gz/1024)) KiB gzipped"

echo
echo "== browser: time to first frame (headless Chromium) =="
node wasm/e2e/play.mjs --shots "$out/shots/bench-browser" 2>&1 | grep -iE 'timeToFirstFrame|passed' | tail -n 3
