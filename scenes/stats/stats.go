// Package stats keeps the player's statistics per game — games played,
// games won, the best solo score with its date and seed — in the store, and
// shows them on the Stats screen.
//
// The blob is strict and versioned: unknown fields, a version this app does
// not know or numbers that cannot be true (more wins than games) make it
// damaged. A damaged blob is kept aside (store.KeepAside), the error is
// returned for the caller to show, and the statistics start afresh; nothing
// panics and nothing is overwritten silently.
package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"cifra/scenes/store"
)

// blobName is the store blob holding the statistics.
const blobName = "stats"

// version is the format written by this app; Load refuses any other.
const version = 1

// DateLayout is how Best.Date is written: YYYY-MM-DD.
const DateLayout = "2006-01-02"

// Best is a personal best solo score and how to play that game again.
type Best struct {
	Score int    `json:"score"`
	Date  string `json:"date"` // local date the game ended, YYYY-MM-DD
	Seed  uint64 `json:"seed"` // replays the game (the -seed flag)
}

// GameStats is one game's statistics.
type GameStats struct {
	// Played counts finished games with at least one person at the table,
	// each game once however many people played it.
	Played int `json:"played"`
	// Won counts games of two or more seats that a person won (or shared).
	Won int `json:"won"`
	// Best is the best solo score; its Date is "" until a solo game ends.
	Best Best `json:"best,omitzero"`
}

// HasBest reports whether a solo game has set a best score.
func (g GameStats) HasBest() bool { return g.Best.Date != "" }

// Stats is every game's statistics, as loaded.
type Stats struct {
	games map[string]GameStats
}

// For returns game's statistics (all zero for a game never played).
func (s Stats) For(game string) GameStats { return s.games[game] }

// file is the stored form.
type file struct {
	Version int                  `json:"version"`
	Games   map[string]GameStats `json:"games"`
}

// Result is how one game ended, as Record needs it. Scores, Winners and
// Humans are per seat; Winners holds seat indexes.
type Result struct {
	Game    string
	Seed    uint64
	Scores  []int
	Winners []int
	Humans  []bool
	// Date is when the game ended; the zero time means now.
	Date time.Time
}

// now is the clock Record falls back on when Result.Date is zero.
var now = time.Now

// check refuses a Result that no game could have produced.
func (r Result) check() error {
	n := len(r.Scores)
	switch {
	case r.Game == "":
		return errors.New("stats: result without a game")
	case n == 0 || len(r.Humans) != n:
		return fmt.Errorf("stats: %d scores for %d seats", n, len(r.Humans))
	}
	for _, w := range r.Winners {
		if w < 0 || w >= n {
			return fmt.Errorf("stats: winner %d of %d seats", w, n)
		}
	}
	return nil
}

// Load reads the statistics. Nothing stored yet gives empty statistics and
// no error. A damaged blob is kept aside and its *store.CorruptError
// returned with empty statistics; any other failure (I/O) is returned with
// empty statistics too.
func Load() (Stats, error) {
	var raw json.RawMessage
	if err := store.Load(blobName, &raw); err != nil {
		return Stats{}, err
	}
	if raw == nil {
		return Stats{}, nil
	}
	games, err := decode(raw)
	if err != nil {
		return Stats{}, store.KeepAside(blobName, err.Error())
	}
	return Stats{games: games}, nil
}

// decode parses and checks a stored blob strictly.
func decode(raw []byte) (map[string]GameStats, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var f file
	if err := dec.Decode(&f); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the statistics")
	}
	if f.Version != version {
		return nil, fmt.Errorf("statistics version %d, this app reads %d", f.Version, version)
	}
	for id, g := range f.Games {
		if err := g.check(id); err != nil {
			return nil, err
		}
	}
	return f.Games, nil
}

// check refuses numbers that cannot be true.
func (g GameStats) check(id string) error {
	switch {
	case id == "":
		return errors.New("statistics for a game without a name")
	case g.Played < 0 || g.Won < 0 || g.Won > g.Played:
		return fmt.Errorf("%s: %d won of %d played", id, g.Won, g.Played)
	case g.Best == Best{}:
		return nil
	case g.Played == 0:
		return fmt.Errorf("%s: a best score without a game", id)
	}
	if _, err := time.Parse(DateLayout, g.Best.Date); err != nil {
		return fmt.Errorf("%s: best score date %q is not YYYY-MM-DD", id, g.Best.Date)
	}
	return nil
}

// Record counts a finished game and returns whether it set a new best solo
// score (the first solo game always does; a tie keeps the older record).
// Call it once per game. A game without a person at the table is not
// counted (false, nil). If the stored statistics were damaged they are kept
// aside, the game is counted in fresh ones and the *store.CorruptError is
// returned; if they could not be read for another reason, or could not be
// kept aside, nothing is written and that error is returned.
func Record(r Result) (newBest bool, err error) {
	if err := r.check(); err != nil {
		return false, err
	}
	if !slices.Contains(r.Humans, true) {
		return false, nil
	}
	s, loadErr := Load()
	var corrupt *store.CorruptError
	if loadErr != nil && (!errors.As(loadErr, &corrupt) || corrupt.KeptAs == "") {
		return false, loadErr // not kept aside: writing now would lose it
	}
	if s.games == nil {
		s.games = map[string]GameStats{}
	}
	g := s.games[r.Game]
	g.Played++
	if len(r.Humans) > 1 && slices.ContainsFunc(r.Winners, func(w int) bool { return r.Humans[w] }) {
		g.Won++
	}
	if len(r.Humans) == 1 && (!g.HasBest() || r.Scores[0] > g.Best.Score) {
		date := r.Date
		if date.IsZero() {
			date = now()
		}
		g.Best = Best{Score: r.Scores[0], Date: date.Format(DateLayout), Seed: r.Seed}
		newBest = true
	}
	s.games[r.Game] = g
	if err := store.Save(blobName, file{Version: version, Games: s.games}); err != nil {
		return newBest, errors.Join(loadErr, &SaveError{Err: err})
	}
	return newBest, loadErr
}

// SaveError reports statistics that could not be written.
type SaveError struct{ Err error }

// Error describes the problem in English.
func (e *SaveError) Error() string { return "statistics not saved: " + e.Err.Error() }

// Unwrap returns the store's error.
func (e *SaveError) Unwrap() error { return e.Err }
