#!/usr/bin/env bash
# make serve's own check: started for this machine alone
# (HOST=127.0.0.1, free ports), it says only addresses it listens on —
# in its words and in the rooms' QR link — and stopping it (kill, as a
# service manager or a closed terminal does) stops both of its servers,
# leaving no port taken. (A real Ctrl-C signals every process of the
# terminal's group at once; a script's background job ignores SIGINT.)
set -euo pipefail
cd "$(dirname "$0")/.."
up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# A port nobody listens on now, from the range no service claims.
port() { local p; while p=$((20000 + RANDOM % 30000)); up "$p"; do :; done; echo "$p"; }
web=$(port) nats=$(port) ws=$(port)
data=$(mktemp -d) log=$(mktemp)
trap 'rm -rf "$data" "$log"' EXIT
HOST=127.0.0.1 WEB_PORT=$web NATS_PORT=$nats WS_PORT=$ws DATA=$data setsid bash scripts/serve.sh >"$log" 2>&1 &
pid=$!
fail() { echo "serve-check: $*"; cat "$log"; kill -- -"$pid" 2>/dev/null || true; exit 1; }
for _ in $(seq 1200); do # three modules to build cold: minutes on two cores
  if up "$web" && up "$nats" && grep -q "Cifra serves your group" "$log"; then break; fi
  kill -0 "$pid" 2>/dev/null || fail "make serve stopped by itself"
  sleep 0.5
done
up "$web" && up "$nats" || fail "the servers did not start within 10 minutes"
addrs=$(grep -oE '[0-9]+(\.[0-9]+){3}' "$log" | sort -u)
[ "$addrs" = 127.0.0.1 ] || fail "it told addresses it does not listen on: $(echo $addrs)"
# The server's arguments, from /proc (no procps on a bare image).
args=$(for f in /proc/[0-9]*/cmdline; do { tr '\0' ' ' <"$f"; } 2>/dev/null; echo; done | grep "cifra-server -addr 127.0.0.1:$nats " || true)
grep -q -- "-web http://127.0.0.1:$web/" <<<"$args" || fail "the rooms' QR link is not http://127.0.0.1:$web/ ($args)"
kill -TERM "$pid"
for _ in $(seq 100); do
  if ! up "$web" && ! up "$nats"; then echo "serve-check: says 127.0.0.1 only; stopping it freed both ports"; exit 0; fi
  sleep 0.1
done
fail "a server still listens 10 s after it was stopped (web $(up "$web" && echo up || echo down), nats $(up "$nats" && echo up || echo down))"
