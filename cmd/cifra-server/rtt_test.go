package main

import (
	"context"
	"flag"
	"fmt"
	"regexp"
	"testing"
	"time"

	"cifra/online/rtt"
)

var (
	rttMoves = flag.Int("rtt.moves", 500, "moves BenchmarkRoundTrip times (and as many catch-ups and NATS pings)")
	rttSync  = flag.String("rtt.sync", "", "the server's -sync setting (empty: NATS's default)")
)

// servingWS is the server's line that says where browsers connect.
var servingWS = regexp.MustCompile(`msg="serving tables".* websocket=(ws://\S+)`)

// BenchmarkRoundTrip times one seat's round trips (package online/rtt)
// to a cifra-server process on 127.0.0.1, over its WebSocket listener as
// the apps connect, one move at a time: -rtt.moves moves, each to its
// Ack and to its Update, then as many catch-up requests and NATS pings on
// the same connection. It prints figures ("rtt: …" lines), never
// verdicts. (wasm/e2e/online-rtt.mjs times the same from a browser.)
func BenchmarkRoundTrip(b *testing.B) {
	var r rtt.Result
	for b.Loop() {
		n := startNode(b, buildServer(b), "rtt", "-ws", "127.0.0.1:0", "-seat-rate", "0", "-guest-tables", "0", "-host-tables", "0", "-guest-rate", "0", "-sync", *rttSync)
		ws := n.wait(b, servingWS)[1]
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		var err error
		r, err = rtt.Run(ctx, ws, rtt.Config{Moves: *rttMoves})
		cancel()
		if err != nil {
			b.Fatal(err)
		}
	}
	for _, l := range r.Lines() {
		fmt.Println("rtt:", l)
	}
	b.ReportMetric(float64(r.Ack.P50.Microseconds())/1000, "ack-p50-ms")
	b.ReportMetric(float64(r.Ack.P99.Microseconds())/1000, "ack-p99-ms")
}
