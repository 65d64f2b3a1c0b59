//go:build js

// Command onlinertt is the browser's side of wasm/e2e/online-rtt.mjs:
// built with GOOS=js GOARCH=wasm and run by a page that defines
// cifraModule (as the game's page does, to load the NATS client) and
// globalThis.cifraRTT = {url, moves, bare}, it times one seat's round
// trips to the server at url (package online/rtt, through online/client
// and the browser's transport: cifra-nats.js and nats.ws) and sets
// globalThis.cifraRTTResult to {lines, figures} or {error}.
package main

import (
	"context"
	"syscall/js"
	"time"

	"cifra/online/rtt"
)

func main() {
	cfg := js.Global().Get("cifraRTT")
	result := js.Global().Get("Object").New()
	defer func() { js.Global().Set("cifraRTTResult", result) }()
	if cfg.Type() != js.TypeObject {
		result.Set("error", "the page set no globalThis.cifraRTT")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	r, err := rtt.Run(ctx, cfg.Get("url").String(), rtt.Config{Moves: cfg.Get("moves").Int(), Bare: cfg.Get("bare").Int()})
	if err != nil {
		result.Set("error", err.Error())
		return
	}
	lines := js.Global().Get("Array").New()
	for _, l := range r.Lines() {
		lines.Call("push", l)
	}
	result.Set("lines", lines)
	figures := js.Global().Get("Object").New()
	for name, s := range map[string]rtt.Stats{"ack": r.Ack, "update": r.Update, "sync": r.Sync, "ping": r.Ping} {
		f := js.Global().Get("Object").New()
		f.Set("n", s.N)
		f.Set("p50Ms", msOf(s.P50))
		f.Set("p99Ms", msOf(s.P99))
		f.Set("maxMs", msOf(s.Max))
		figures.Set(name, f)
	}
	figures.Set("tables", r.Tables)
	result.Set("figures", figures)
}

func msOf(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
