#!/usr/bin/env bash
# Prints the online server's figures (make bench runs it; make
# bench-online runs it alone): one seat's round trips on loopback, from a
# native client and from headless Chromium (package online/rtt), then
# its figures under load: a cluster soak of three cifra-server
# processes on 127.0.0.1 (cmd/cifra-server BenchmarkClusterSoak). Figures,
# never pass/fail: they depend on the machine and its load — every seat
# is a connection of the benchmark's own process, sharing the machine's
# cores with the three servers.
#
# RTT_MOVES (500) moves are timed one at a time, each to its ack and to
# its update, over a cifra-server's WebSocket listener, then as many
# catch-up requests and NATS pings on the same connection.
#
# BUZZ_RACES (20) Kakuro races are run on loopback and on links of 20,
# 80 and 150 ms round trip: each device's call to the table's decision.
#
# SOAK_TABLES (1000) tables of two seats are kept in play for SOAK_FOR
# (60s) at SOAK_PACE (1s) a move per seat; node b is killed halfway.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
moves=${RTT_MOVES:-500}
races=${BUZZ_RACES:-20}

# native_rtt TITLE [SYNC]: one seat's round trips timed natively against a
# cifra-server started with -sync SYNC (empty: NATS's default).
native_rtt() {
  echo "== online: round trips, native, $1 =="
  local rlog status
  rlog=$(mktemp)
  go test -run '^$' -bench '^BenchmarkRoundTrip$' -benchtime 1x -timeout 10m ./cmd/cifra-server -rtt.moves "$moves" -rtt.sync "${2:-}" >"$rlog" 2>&1
  status=$?
  if [ $status -eq 0 ] && grep -q '^rtt: ' "$rlog"; then
    sed -n 's/^rtt: //p' "$rlog"
  else
    echo "the native round trips failed (go test exit $status):"
    grep -vE '^\s+time=' "$rlog" | tail -n 30
  fi
  rm -f "$rlog"
}
native_rtt "$moves moves of one seat, one at a time; a cifra-server process on 127.0.0.1, WebSocket, nats.go"
native_rtt "with -sync always (each log write flushed to disk before its ack: a power cut loses nothing acknowledged)" always

echo "== online: round trips, browser ($moves moves of one seat; headless Chromium, Go WebAssembly: online/client → cifra-nats.js → nats.ws; a cifra-server process on 127.0.0.1) =="
if [ ! -x /usr/bin/chromium ] || [ ! -d wasm/e2e/node_modules/playwright-core ] || ! command -v node >/dev/null; then
  echo "skipped: needs node, /usr/bin/chromium and wasm/e2e/node_modules (scripts/ensure-test-deps.sh)"
else
  node wasm/e2e/online-rtt.mjs --moves "$moves" | grep -v '^{'
fi

echo "== online: Kakuro's buzzer race ($races races: a call → the table's word of who has the board, at each device; a cifra-server process on 127.0.0.1, devices behind simulated links, online/netsim) =="
blog=$(mktemp)
go test -run '^$' -bench '^BenchmarkBuzzDecision$' -benchtime 1x -timeout 15m ./cmd/cifra-server/ -buzz.races "$races" >"$blog" 2>&1
status=$?
if [ $status -eq 0 ] && grep -q '^buzz: ' "$blog"; then
  sed -n 's/^buzz: //p' "$blog"
else
  echo "the buzzer race failed (go test exit $status):"
  grep -vE '^\s+time=' "$blog" | tail -n 30
fi
rm -f "$blog"

tables=${SOAK_TABLES:-1000} for=${SOAK_FOR:-60s} pace=${SOAK_PACE:-1s}

echo "== online: cluster soak ($tables Knister tables of two seats at one move per seat per $pace, for $for; 3 cifra-server processes, R3; node b killed halfway) =="
log=$(mktemp)
trap 'rm -f "$log"' EXIT
go test -run '^$' -bench '^BenchmarkClusterSoak$' -benchtime 1x -timeout 20m ./cmd/cifra-server \
  -soak.tables "$tables" -soak.for "$for" -soak.pace "$pace" >"$log" 2>&1
status=$?
if grep -q '^soak: ' "$log"; then
  sed -n 's/^soak: //p' "$log"
fi
if [ $status -ne 0 ] || ! grep -q '^soak: ' "$log"; then
  echo "the soak failed (go test exit $status):"
  grep -vE '^\s+time=' "$log" | tail -n 30
fi
