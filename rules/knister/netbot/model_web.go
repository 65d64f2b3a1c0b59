//go:build cifra_web

package netbot

import (
	"errors"
	"log"
	"sync"
)

// errNoModelSource is the reason the model is missing when a cifra_web
// build never set FetchModel.
var errNoModelSource = errors.New("no source for hard_model.bin (netbot.FetchModel is unset)")

// ModelFile is nil in this build: the page fetches hard_model.bin as
// ModelAsset (FetchModel).
func ModelFile() []byte { return nil }

// hardPlay is how the hard bot looks ahead in this build: the browser's
// page has one thread, so it plays its network greedily
// (browserLookahead: docs/bots.md has the figures).
var hardPlay = browserLookahead

// fetched is this program's model, fetched on demand.
var fetched = modelFetch{fetch: func(done func([]byte, error)) {
	if FetchModel == nil {
		done(nil, errNoModelSource)
		return
	}
	FetchModel(done)
}, logf: log.Printf}

// hardModel is the trained model once it has arrived and been decoded;
// nil before (the fetch is started if it was not), or when it could not
// be had or is damaged (the reason is logged once).
func hardModel() *model { return fetched.model() }

// startModel starts fetching the model, if that was not done yet.
func startModel() { fetched.start() }

// modelFetch fetches the model once, on demand, and decodes it on the
// first request after it arrived (in the game's own time, not in the
// callback).
type modelFetch struct {
	fetch func(done func([]byte, error)) // starts the fetch
	logf  func(format string, args ...any)

	mu      sync.Mutex
	asked   bool   // fetch was called
	arrived bool   // and called done
	data    []byte // what done was given, until decoded
	err     error
	told    bool // the log said the bot plays greedily meanwhile
	decoded bool // m is final
	m       *model
}

// start calls fetch unless it was called before.
func (f *modelFetch) start() {
	f.mu.Lock()
	asked := f.asked
	f.asked = true
	f.mu.Unlock()
	if !asked { // outside the lock: done may be called at once
		f.fetch(f.done)
	}
}

// done takes the fetch's answer; only its first call counts.
func (f *modelFetch) done(data []byte, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.arrived {
		f.arrived, f.data, f.err = true, data, err
	}
}

// model is the decoded model, or nil while it has not arrived (saying so
// in the log the first time) or when it could not be had.
func (f *modelFetch) model() *model {
	f.start()
	f.mu.Lock()
	defer f.mu.Unlock()
	switch {
	case f.decoded:
		return f.m
	case !f.arrived:
		if !f.told {
			f.told = true
			f.logf("knister: the hard bot plays greedily until its model arrives")
		}
		return nil
	}
	data, err := f.data, f.err
	f.m = forPlay(loadHardModel(func() ([]byte, error) { return data, err }, f.logf))
	f.decoded, f.data = true, nil
	return f.m
}
