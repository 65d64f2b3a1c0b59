#!/usr/bin/env bash
# Prints the online server's figures under load (make bench runs it; make
# bench-online runs it alone): a cluster soak of three cifra-server
# processes on 127.0.0.1 (cmd/cifra-server BenchmarkClusterSoak). Figures,
# never pass/fail: they depend on the machine and its load — every seat
# is a connection of the benchmark's own process, sharing the machine's
# cores with the three servers.
#
# SOAK_TABLES (1000) tables of two seats are kept in play for SOAK_FOR
# (60s) at SOAK_PACE (1s) a move per seat; node b is killed halfway.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
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
