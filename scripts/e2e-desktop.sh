#!/usr/bin/env bash
# Desktop end-to-end test: the real binary under Xvfb, bots in every seat,
# landscape and portrait, screenshots of every scene and frame statistics.
set -euo pipefail
out=$(realpath -m "${1:-out}") # absolute: the script changes directory
cd "$(dirname "$0")/.."
mkdir -p "$out"
bin="$out/cifra"
go build -o "$bin" .
# shotcheck measures the pictures (standard library only, no display needed).
shotcheck="$out/shotcheck"
go build -o "$shotcheck" ./scripts/shotcheck
export CIFRA_CONFIG_DIR="$out/config-e2e"
rm -rf "$CIFRA_CONFIG_DIR" "$out/shots/desktop"
mkdir -p "$CIFRA_CONFIG_DIR"
fail=0 passed=0
check() { # name, command...
  local name=$1; shift
  if "$@"; then passed=$((passed+1)); echo "ok   $name"; else fail=$((fail+1)); echo "FAIL $name"; fi
}
run() { # shots-subdir, args...
  local dir="$out/shots/desktop/$1"; shift
  mkdir -p "$dir"
  timeout 300 xvfb-run -a -s "-screen 0 2000x1200x24" "$bin" -shots "$dir" "$@"
}
# has_shot: the run in shots-subdir $1 saved a picture of $2, and every
# such picture shows something (not blank, not one flat colour).
has_shot() {
  local shots=("$out/shots/desktop/$1"/*-"$2".png)
  [ -f "${shots[0]}" ] || { echo "     no $1/*-$2.png"; return 1; }
  "$shotcheck" blank "${shots[@]}" >/dev/null
}

# A full bot game and the next one, landscape, measured.
check "autoplay landscape runs" run landscape -autoplay -seed 11 -frames 3000 -stats "$out/desktop-stats.json"
check "landscape round shot" has_shot landscape round
check "landscape scoring shot" has_shot landscape scoring
check "stats written" grep -q '"cpuMillisP99"' "$out/desktop-stats.json"
# Portrait phone size, hot-seat with bots: the first human's card.
check "portrait runs" run portrait -size 390x844 -players "Ana,Bo,bot:hard" -seed 3 -frames 200
check "portrait round shot" has_shot portrait round
# Table mode: four people around one screen, each at their own edge.
check "table mode runs" run table -table -players "Ana,Bo,Cy,Di" -size 1440x900 -seed 4 -frames 150
check "table mode shot" has_shot table round
# Kakuro: three bots to the scores (autoplay paces their clocks), then a
# person with a bot on a portrait phone.
check "kakuro autoplay runs" run kakuro -game kakuro -players bot:hard,bot:normal,bot:easy -autoplay -seed 11 -frames 4200
check "kakuro claim shot" has_shot kakuro kakuro-claim
check "kakuro scoring shot" has_shot kakuro scoring
check "kakuro portrait runs" run kakuro-portrait -game kakuro -size 390x844 -players "Ana,bot:normal" -seed 5 -frames 200
check "kakuro portrait shot" has_shot kakuro-portrait round
# Kakuzu: three bots to the scores, every kind of lift shown on the way;
# a person with two bots on a portrait phone; four around a table.
check "kakuzu autoplay runs" run kakuzu -game kakuzu -players bot:hard,bot:normal,bot:easy -autoplay -seed 11 -frames 4200
for shot in kakuzu-setup kakuzu-match kakuzu-miss kakuzu-retired scoring; do
  check "kakuzu $shot shot" has_shot kakuzu "$shot"
done
check "kakuzu portrait runs" run kakuzu-portrait -game kakuzu -size 390x844 -players "Ana,bot:normal,bot:easy" -autoplay -seed 5 -frames 1500
check "kakuzu portrait shot" has_shot kakuzu-portrait kakuzu-match
check "kakuzu table runs" run kakuzu-table -game kakuzu -table -players "Ana,Bo,Cy,Di" -size 1440x900 -seed 4 -frames 150
check "kakuzu table shot" has_shot kakuzu-table round
# A table on a portrait tablet lying flat: the landscape table, turned.
check "kakuzu portrait table runs" run kakuzu-table-portrait -game kakuzu -table -players "Ana,Bo,bot:normal,bot:easy" -size 768x1024 -seed 4 -frames 150
check "kakuzu portrait table shot" has_shot kakuzu-table-portrait round
# The menu in every language, and each language's menu differs from every
# other's where its words are: the subtitle, the cards' texts and the
# buttons (the band below the logo, 17–93 % of the height; the logo and
# the game names are the same in every language). A catalogue that falls
# back to English would make two of them look the same.
langs=(en it de fr ru)
for lang in "${langs[@]}"; do
  check "menu in $lang" run "menu-$lang" -lang "$lang" -frames 90
  check "menu shot in $lang" has_shot "menu-$lang" menu
done
menus_differ() {
  local shots=() lang f
  for lang in "${langs[@]}"; do f=("$out/shots/desktop/menu-$lang"/*-menu.png); shots+=("${f[0]}"); done
  "$shotcheck" differ -region 0,0.17,1,0.93 "${shots[@]}" >/dev/null
}
check "menus differ in every language (${langs[*]})" menus_differ
# A game survives a crash: bots play until the autosave exists, the process
# is killed (-9, no clean exit), and the next start offers to resume it.
save="$CIFRA_CONFIG_DIR/knister-game.json"
kill_mid_game() {
  rm -f "$save"
  timeout 60 xvfb-run -a -s "-screen 0 2000x1200x24" sh -c '
    "$1" -players bot:hard,bot:normal -seed 5 & pid=$!
    for _ in $(seq 150); do [ -f "$2" ] && break; sleep 0.1; done
    sleep 1; kill -9 "$pid"; wait "$pid" 2>/dev/null; [ -f "$2" ]' sh "$bin" "$save"
}
check "killed mid-game leaves a save" kill_mid_game
check "restart runs" run resume -frames 120
check "restart offers resume" has_shot resume menu-resume
rm -f "$save"
# A corrupt settings file is kept aside, not fatal.
echo '{"language": 42' > "$CIFRA_CONFIG_DIR/settings.json"
check "corrupt settings tolerated" run corrupt -frames 60
check "corrupt settings kept aside" test -f "$CIFRA_CONFIG_DIR/settings.json.bad"
# Bad flags are refused in words with exit 2, never a panic.
bad_flag() {
  local msg code=0
  msg=$(xvfb-run -a "$bin" -game chess 2>&1) || code=$?
  [ "$code" -eq 2 ] && [[ "$msg" == *"unknown game"* ]] && [[ "$msg" != *panic* ]]
}
check "bad flag refused" bad_flag
echo "desktop e2e: $passed passed, $fail failed"
[ "$fail" -eq 0 ]
