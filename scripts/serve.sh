#!/usr/bin/env bash
# make serve: one machine serves a whole group. It runs the online
# tables' server (cmd/cifra-server: NATS for the desktop app on port 4222,
# WebSocket for browsers on 4223, its tables kept in out/serve-data) and
# the browser build (port 8080), on every network address of this
# machine, and says where to find them. Ctrl-C stops both.
#
# HOST, WEB_PORT, NATS_PORT, WS_PORT and DATA change the defaults; a
# browser finds the tables by itself only on the default WS_PORT.
set -euo pipefail
HOST=${HOST:-0.0.0.0}
WEB_PORT=${WEB_PORT:-8080}
NATS_PORT=${NATS_PORT:-4222}
WS_PORT=${WS_PORT:-4223}
DATA=${DATA:-out/serve-data}
GO=${GO:-go}

# The addresses to tell: every one of this machine's when it listens on
# all of them, else the one HOST names (HOST=127.0.0.1: this machine alone).
case "$HOST" in
  0.0.0.0|::|"") addrs=$(hostname -I 2>/dev/null || true) ;;
  *) addrs=$HOST ;;
esac
[ -n "$addrs" ] || addrs=127.0.0.1
first=127.0.0.1
for ip in $addrs; do
  case "$ip" in *:*) continue ;; esac # an IPv6 address: the IPv4 ones are easier to type
  first=$ip
  break
done

mkdir -p out "$DATA"
"$GO" build -o out/cifra-server ./cmd/cifra-server
# Built, not go run: a signal to go run does not reach the program it
# started, which would outlive Ctrl-C.
"$GO" build -o out/cifra-web ./wasm/serve
# -web: a room's QR code opens the browser build here, joining it.
out/cifra-server -addr "$HOST:$NATS_PORT" -ws "$HOST:$WS_PORT" -data "$DATA" -web "http://$first:$WEB_PORT/" &
server=$!
out/cifra-web -addr "$HOST:$WEB_PORT" &
web=$!
trap 'kill "$server" "$web" 2>/dev/null || true; wait || true' EXIT INT TERM

echo "Cifra serves your group (Ctrl-C stops it):"
for ip in $addrs; do
  case "$ip" in *:*) continue ;; esac # an IPv6 address: the IPv4 ones are easier to type
  echo "  in a browser:          http://$ip:$WEB_PORT/   then Play online"
  echo "  in the app (make play): Play online, server $ip:$NATS_PORT"
done
# Either stopping ends both.
wait -n "$server" "$web"
