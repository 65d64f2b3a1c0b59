#!/usr/bin/env bash
# Prints Cifra's performance figures (make bench). Figures, not pass/fail:
# wall-clock numbers depend on the machine and its load.
set -uo pipefail
out=$(realpath -m "${1:-out}") # absolute: the script changes directory
cd "$(dirname "$0")/.." || exit 1
mkdir -p "$out"
bash scripts/ensure-desktop-deps.sh >/dev/null
bash scripts/ensure-test-deps.sh >/dev/null 2>&1 # node, for the WebAssembly figures
if [ "$(uname -s)" = Linux ] && ! command -v brotli >/dev/null; then
  # shellcheck source=apt-lib.sh
  (. scripts/apt-lib.sh && ensure_debs "make bench prints game.wasm's brotli size." brotli) >/dev/null 2>&1
fi
XVFB=(xvfb-run -a -s "-screen 0 1600x1000x24")
export CIFRA_CONFIG_DIR="$out/config-bench"
mkdir -p "$CIFRA_CONFIG_DIR"

echo "== rules benchmarks (go test -bench) =="
# BotDecisions plays whole games per iteration: it has its own section.
go test -run '^$' -bench . -skip BotDecisions -benchtime 2s ./rules/... 2>&1 | grep -E '^(Benchmark|ok|pkg)'

echo
echo "== bot decisions (referee sim, held-out seeds: -seeds heldout; docs/bots.md) =="
# Bot strength is reported on the held-out seed range, games no choice
# was made on (rules.HeldOutSeeds); docs/bots.md has the same commands
# over 5000 games. Each mean comes with its standard error (meanStderr),
# each seat's share of wins with its own (winShareStderr).
go build -o "$out/referee" ./cmd/referee
"$out/referee" sim -game knister -bots hard -games 1000 -seeds heldout
"$out/referee" sim -game knister -bots normal -games 1000 -seeds heldout
"$out/referee" sim -game knister -bots easy -games 1000 -seeds heldout
"$out/referee" sim -game kakuro -bots hard,hard,hard -games 200 -seeds heldout
"$out/referee" sim -game kakuro -bots hard,normal -games 1000 -seeds heldout
"$out/referee" sim -game kakuro -bots normal,easy -games 1000 -seeds heldout
"$out/referee" sim -game kakuzu -bots hard,normal -games 1000 -seeds heldout
"$out/referee" sim -game kakuzu -bots normal,hard -games 1000 -seeds heldout
"$out/referee" sim -game kakuzu -bots normal,easy -games 1000 -seeds heldout
"$out/referee" sim -game kakuzu -bots easy,normal -games 1000 -seeds heldout

# wasm_exec: the go_js_wasm_exec wrapper that runs a js/wasm test binary
# under node, or nothing (and a reason on stderr) when it cannot run here.
wasm_exec() {
  local w
  if ! command -v node >/dev/null; then
    echo "node not found (scripts/ensure-test-deps.sh installs it)" >&2
    return 1
  fi
  for w in "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" "$(go env GOROOT)/misc/wasm/go_js_wasm_exec"; do
    if [[ -x $w ]]; then
      echo "$w"
      return 0
    fi
  done
  echo "no go_js_wasm_exec under $(go env GOROOT)/lib/wasm or misc/wasm" >&2
  return 1
}

# kakuzu_decisions WHERE: reads BenchmarkBotDecisions lines and prints one
# line per bot (level, variant) with its decision times; prints the
# output's tail when no benchmark line came.
kakuzu_decisions() {
  local all
  all=$(cat)
  if ! grep -q '^BenchmarkBotDecisions/' <<<"$all"; then
    echo "failed ($1):"
    tail -n 15 <<<"$all"
    return
  fi
  grep '^BenchmarkBotDecisions/' <<<"$all" | awk -v where="$1" '{
    name = $1; sub(/^BenchmarkBotDecisions\//, "", name); sub(/-[0-9]+$/, "", name)
    for (i = 3; i < NF; i += 2) m[$(i + 1)] = $i
    printf "kakuzu %-16s %-6s decision p50 %7.3f ms  p99 %7.3f ms  max %7.3f ms  (%d games, %d decisions a game)\n",
      name, where, m["p50-ms"], m["p99-ms"], m["max-ms"], $2, m["decisions/op"]
  }'
}

echo
echo "== Kakuzu bot decisions per level, natively (200 two-seat games of two like bots each; hard also per variant) =="
go test -run '^$' -bench BotDecisions -benchtime 200x ./rules/kakuzu 2>&1 | kakuzu_decisions native

echo
echo "== Kakuzu hard bot decisions in WebAssembly (node; the same 200 games per variant) =="
if exec_wasm=$(wasm_exec 2>&1); then
  GOOS=js GOARCH=wasm go test -run '^$' -bench 'BotDecisions/^hard' -benchtime 200x \
    -exec="$exec_wasm" ./rules/kakuzu 2>&1 | kakuzu_decisions wasm
else
  echo "skipped: $exec_wasm"
fi

echo
echo "== Knister hard bot decision in WebAssembly (node; the browser build's engine) =="
# The browser build (-tags cifra_web) plays its network greedily
# (rules/knister/netbot browserLookahead; docs/bots.md says why); the second
# block is the desktop's lookahead in the same engine, for comparison.
if exec_wasm=$(wasm_exec 2>&1); then
  GOOS=js GOARCH=wasm go test -tags cifra_web -run '^$' -bench 'Hard.*Decision' -benchtime 30x \
    -exec="$exec_wasm" ./rules/knister/netbot 2>&1 | grep -E '^Benchmark' | sed 's/^/browser (greedy): /'
  GOOS=js GOARCH=wasm go test -run '^$' -bench 'Hard.*Decision' -benchtime 30x \
    -exec="$exec_wasm" ./rules/knister/netbot 2>&1 | grep -E '^Benchmark' | sed 's/^/desktop (lookahead): /'
else
  echo "skipped: $exec_wasm"
fi

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
echo "== desktop: Kakuzu, four bots (-autoplay), Update+Draw CPU and allocations per frame =="
"${XVFB[@]}" "$out/cifra" -game kakuzu -autoplay -players bot:hard,bot:normal,bot:easy,bot:hard -seed 1 \
  -frames 3600 -stats "$out/kakuzu-autoplay-stats.json" >/dev/null 2>&1
cat "$out/kakuzu-autoplay-stats.json"

echo
echo "== one frame (Update+Draw) of a bots' game under way, per game (go test -bench Frame; the aim is 0 allocs/op) =="
# B/op also counts the GPU command queue's buffers, which only a real
# frame's end empties (see internal/frametest); allocs/op is the figure.
"${XVFB[@]}" go test -run '^$' -bench '^BenchmarkFrame$' -benchtime 600x \
  ./scenes/knister ./scenes/kakuro ./scenes/kakuzu 2>&1 | grep -E '^(Benchmark|ok|FAIL|pkg)'

echo
echo "== a person's frames, Kakuro and Kakuzu (Update+Draw; go test -bench Human; the aim is 0 B of the scene's own at p99) =="
# A person drags a Kakuro tile across the board and lays it (alone, and
# with a claim window counting down), and two people draw and lift Kakuzu
# stones. "all": every allocation of the frame, Ebitengine's record of each
# batch of draws (48 B a batch) among them; "own": the scene's Update and
# Draw alone (see scenes/kakuro/allocprofile_test.go); "steady": leaving
# out the frames where a move or a step of its events plays.
"${XVFB[@]}" go test -run '^$' -bench '^BenchmarkHuman(TileDrag|Lifts)$' -benchtime 1x \
  ./scenes/kakuro ./scenes/kakuzu 2>&1 | awk '
  /^BenchmarkHuman/ {
    name = $1; sub(/^Benchmark/, "", name); sub(/-[0-9]+$/, "", name); gsub(/_/, " ", name)
    delete m
    for (i = 3; i < NF; i += 2) m[$(i + 1)] = $i
    printf "%-40s all %5d B p50 %6d B p99, %3d allocs p50 %3d p99; own %5d B p99 (%d allocs); steady own %d B p99\n",
      name, m["B-p50/frame"], m["B-p99/frame"], m["allocs-p50/frame"], m["allocs-p99/frame"],
      m["own-B-p99/frame"], m["own-allocs-p99/frame"], m["steady-own-B-p99/frame"]
    n++
  }
  /^(FAIL|panic)/ { print; bad = 1 }
  END { if (n == 0 && !bad) print "no figures (go test printed no benchmark line)" }'

echo
echo "== desktop: idle CPU (10 s after 4 s warm-up) =="
# cpu WARM SECS LABEL FLAGS...: the game's CPU share over SECS seconds,
# WARM seconds after it starts.
cpu() {
  "${XVFB[@]}" bash -c '
    bin=$0 warm=$1 secs=$2 label=$3; shift 3
    "$bin" "$@" & pid=$!
    sleep "$warm"
    hz=$(getconf CLK_TCK)
    a=$(awk "{print \$14+\$15}" /proc/$pid/stat)
    sleep "$secs"
    b=$(awk "{print \$14+\$15}" /proc/$pid/stat)
    kill $pid; wait $pid 2>/dev/null
    awk -v a="$a" -v b="$b" -v hz="$hz" -v s="$secs" -v w="$label" "BEGIN{printf \"CPU %s: %.2f%% of one core\n\", w, (b-a)*100/(hz*s)}"
  ' "$out/cifra" "$@"
}
idle() { cpu 4 10 "idle $1" "${@:2}"; }
idle "at the menu"
idle "on a card waiting for a person" -players Ana
idle "table mode, 4 cards waiting" -table -players Ana,Bo,Cy,Di -size 1440x900
idle "Kakuro hunt, two people, no hourglass running" -game kakuro -players Ana,Bo
idle "Kakuro around a table, four people hunting" -game kakuro -table -players Ana,Bo,Cy,Di -size 1440x900
idle "Kakuzu, a person's turn waiting (setup)" -game kakuzu -players Ana,bot:hard
idle "Kakuzu around a table, four people, a turn waiting" -game kakuzu -table -players Ana,Bo,Cy,Di -size 1440x900

echo
echo "== desktop: CPU while a scene waits on a bot (10 s after 6 s warm-up; the bot has not called yet) =="
# The app ticks such a scene a few times a second and draws only what
# changes (scenes/ticking.go); before, this hunt drew every frame (~70%).
# (A bot's claim is an animation, drawn at full rate: ~40 frames a second
# under Xvfb's software GL for the 6 s it lasts.)
cpu 6 10 "Kakuro hunt against an easy bot" -game kakuro -players Ana,bot:easy -seed 5

echo
echo "== WebAssembly build size (as wasm/serve builds it: a module a game, -tags cifra_web leaves the Knister model out; it is served beside) =="
# wasm_size FILE: raw, gzip -9 and brotli (quality 11, window 24: what the
# web folder's .br holds) of one module. Goal (issue 45): ≤ 2.8 MB brotli.
wasm_size() {
  local raw gz br
  raw=$(stat -c %s "$1")
  gz=$(gzip -9 -c "$1" | wc -c)
  if command -v brotli >/dev/null; then
    br="$(brotli -q 11 -w 24 -c "$1" | wc -c) bytes brotli -q 11"
  else
    br="brotli: not installed (apt-get install brotli)"
  fi
  echo "$(basename "$1"): $((raw/1024)) KiB raw, $((gz/1024)) KiB gzip -9, $br"
}
go run ./wasm/serve -build-only "$out/modules" 2>/dev/null
for m in "$out"/modules/game-*.wasm; do wasm_size "$m"; done
go run ./wasm/serve -build-only "$out/all" -modules=false 2>/dev/null
echo -n "(every game in one file, for comparison) "; wasm_size "$out/all/game.wasm"
model=rules/knister/netbot/hard_model.bin
echo "knister-model.bin (fetched when a hard bot first plays): $(( $(stat -c %s $model) / 1024 )) KiB raw, $(( $(gzip -9 -c $model | wc -c) / 1024 )) KiB gzip -9"
echo
echo "== where the bytes of every game in one file go (a build keeping the name section; the same code) =="
GOOS=js GOARCH=wasm go build -trimpath -tags cifra_web -o "$out/game-names.wasm" .
go run ./scripts/wasmsize -top 25 "$out/game-names.wasm"

echo
echo "== desktop: start-up stages to the first frame (internal/startup) =="
"${XVFB[@]}" env CIFRA_STARTUP=1 CIFRA_NO_AUDIO=1 "$out/cifra" -frames 3 2>&1 | grep 'start-up' || echo "no start-up line"

echo
echo "== browser: time to first frame (headless Chromium) =="
node wasm/e2e/play.mjs --shots "$out/shots/bench-browser" 2>&1 | grep -iE 'timeToFirstFrame|passed' | tail -n 3

echo
echo "== browser: where a frame's time goes (headless Chromium, SwiftShader; wasm/e2e/profile.mjs) =="
# The build above that keeps Go's function names, so the profile names them.
node wasm/e2e/profile.mjs --build=false --wasm "$out/game-names.wasm" --seconds 10 --shots "$out/shots/bench-profile" 2>&1 |
  grep -vE '^(ok|skip) - |^\{|^#' | tail -n 80

echo
echo "== browser: deep links' first frame against the menu's (headless Chromium; wasm/e2e/deeplinks.mjs) =="
# Target (issue 31): a page that opens straight into a game or a table
# draws its first frame within 1.3× the menu's, in the same run (medians
# of 5 loads each, the pages taking turns).
node wasm/e2e/deeplinks.mjs --build=false --wasm "$out/modules" --loads 5 2>&1 | grep -vE '^\{'

echo
echo "== browser: Update+Draw per tick during a hard bots' autoplay, per game (headless Chromium; wasm/e2e/autoplay-p99.mjs) =="
# Target (issue 31): p99 ≤ 8 ms in every game while its bots decide (five
# hard bots; Kakuzu seats four). "Go's turn" is the page's side: a frame's
# whole callback into Go (several ticks under SwiftShader, the bots'
# thoughts, the frame's end).
node wasm/e2e/autoplay-p99.mjs --build=false --wasm "$out/modules" --seconds 30 2>&1 |
  grep -E '^(knister|kakuro|kakuzu|FAIL)|passed'

echo
echo "== browser: frames a second under SwiftShader at 1280×800, graphics automatic vs sharp, against a bare Ebitengine program (wasm/e2e/swiftshader.mjs) =="
# Target (issue 31): automatic ≥ 2.5× the bare program's frames a second in
# every game and at a table of 4, measured in the same run. The shots are
# there to look at the text.
node wasm/e2e/swiftshader.mjs --build=false --wasm "$out/modules" --modes auto,sharp --seconds 6 \
  --shots "$out/shots/bench-swiftshader" 2>&1 | grep -E '^# (bare|mode|auto|sharp) |^FAIL|passed' | sed 's/^# //'

echo
echo "== hostile records: memory to read a 16 MB record (the most one may be) of each worst shape (referee replay) =="
# Figures per shape: the peak heap above the start (garbage not yet
# collected included), the peak resident memory of a process replaying it
# alone, and all bytes allocated; a shape that is refused is refused as it
# is read (cmd/referee/worstcase_test.go).
go test -run '^$' -bench '^BenchmarkWorstCaseRecords$' -benchtime 1x ./cmd/referee 2>&1 | awk '
  /^BenchmarkWorstCaseRecords\// {
    name = $1; sub(/^BenchmarkWorstCaseRecords\//, "", name); sub(/-[0-9]+$/, "", name); gsub(/_/, " ", name)
    delete m
    for (i = 3; i < NF; i += 2) m[$(i + 1)] = $i
    proc = ("process-peak-MB" in m) ? sprintf("process peak %6.1f MB", m["process-peak-MB"]) : "process peak: not measured here"
    printf "%-24s input %5.1f MB: peak heap %6.1f MB (%4.1f× the input), %s, %7.1f MB allocated\n",
      name, m["input-MB"], m["peak-heap-MB"], m["peak/input"], proc, m["alloc-MB"]
    n++
  }
  /^(FAIL|panic)/ { print; bad = 1 }
  END { if (n == 0 && !bad) print "no figures (go test printed no benchmark line)" }'

echo
bash scripts/bench-online.sh
