//go:build cifra_web

package netbot

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"cifra/rules/knister"
)

// The browser build's tests read the model file from the package's
// folder, as the page would fetch it (natively: go test -tags cifra_web;
// under node: GOOS=js GOARCH=wasm go test -tags cifra_web -exec=...).
func init() { FetchModel = func(done func([]byte, error)) { done(hardModelBytes()) } }

// hardModelBytes is the model file, for the tests that read it (the
// desktop build's embeds it).
func hardModelBytes() ([]byte, error) { return os.ReadFile("hard_model.bin") }

// In the browser build the hard bot, and so the hint, play the large
// network greedily (browserLookahead), and the filter is not kept.
func TestBrowserBuildPlaysGreedily(t *testing.T) {
	if hardPlay != browserLookahead {
		t.Fatalf("hardPlay %+v, want browserLookahead %+v", hardPlay, browserLookahead)
	}
	m := hardModel()
	if m == nil || m.net == nil || m.netErr != nil {
		t.Fatalf("the model did not load with its network: %v", m)
	}
	if m.filter != nil {
		t.Error("the browser build keeps the filter network, which only the lookahead uses")
	}
	s := m.net.newScratch()
	bot, _ := knister.NewBot("hard", 1, 0)
	for seed := range uint64(3) {
		for filled := 0; filled < knister.Rounds; filled += 6 {
			g := randomGrid(seed, filled)
			for sum := knister.MinValue; sum <= knister.MaxValue; sum++ {
				want := m.netChoose(&g, sum, s)
				if c, _ := Hint(g, sum, knister.Rounds-filled); c != want {
					t.Fatalf("seed %d, %d written, sum %d: hint %v, want the greedy %v", seed, filled, sum, c, want)
				}
				if c := bot.Choose(g, sum, knister.Rounds-filled); c != want {
					t.Fatalf("seed %d, %d written, sum %d: bot %v, want the greedy %v", seed, filled, sum, c, want)
				}
			}
		}
	}
}

// The model is fetched once, when first wanted, never before; until it
// arrives the bot plays greedily and the log says so once; once it has
// arrived it is decoded on the next request. A failed fetch leaves the
// bot greedy for good, with the reason in the log.
func TestModelIsFetchedOnDemand(t *testing.T) {
	file, err := os.ReadFile("hard_model.bin")
	if err != nil {
		t.Fatal(err)
	}
	var log []string
	logf := func(format string, args ...any) { log = append(log, fmt.Sprintf(format, args...)) }
	calls := 0
	var deliver func([]byte, error)
	f := &modelFetch{fetch: func(done func([]byte, error)) { calls++; deliver = done }, logf: logf}
	if calls != 0 {
		t.Fatal("fetched before it was wanted")
	}
	f.start()
	f.start()
	if calls != 1 {
		t.Fatalf("fetch called %d times, want once", calls)
	}
	for range 2 {
		if m := f.model(); m != nil {
			t.Fatal("a model before the file arrived")
		}
	}
	if len(log) != 1 || !strings.Contains(log[0], "greedily until its model arrives") {
		t.Fatalf("log %q, want one line saying the bot plays greedily meanwhile", log)
	}
	deliver(file, nil)
	deliver(nil, errors.New("a second answer is ignored"))
	m := f.model()
	if m == nil || m.net == nil {
		t.Fatalf("no model once the file arrived (log %q)", log)
	}
	if f.model() != m || calls != 1 || len(log) != 1 {
		t.Fatalf("the model is decoded once and fetched once: calls %d, log %q", calls, log)
	}

	log = nil
	failed := &modelFetch{fetch: func(done func([]byte, error)) { done(nil, errors.New("HTTP 404")) }, logf: logf}
	for range 2 {
		if failed.model() != nil {
			t.Fatal("a model from a failed fetch")
		}
	}
	if len(log) != 1 || !strings.Contains(log[0], "HTTP 404") {
		t.Fatalf("log %q, want the fetch's reason once", log)
	}
}
