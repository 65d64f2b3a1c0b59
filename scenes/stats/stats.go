// Package stats keeps the player's statistics per game — games played,
// games won, the best solo score with its date and seed, overall and for
// each setting (the options a game was played with) — in the store, and
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
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"cifra/scenes/store"
)

// blobName is the store blob holding the statistics.
const blobName = "stats"

// version is the format written by this app; Load refuses any other.
const version = 1

// DateLayout is how Best.Date is written: YYYY-MM-DD.
const DateLayout = "2006-01-02"

// MaxSettingLen is the longest setting key, in bytes, that a Result may
// carry and a stored blob may hold.
const MaxSettingLen = 200

// MaxSettings is how many settings' bests one game keeps. When a new
// setting would pass it, the best set longest ago gives way.
const MaxSettings = 64

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
	// Settings holds the best solo score per setting (see SettingKey) of
	// the games played with options; Best stays the best of them all. It is
	// shared with the Stats it came from: read it, do not change it.
	Settings map[string]Best `json:"settings,omitempty"`
}

// HasBest reports whether a solo game has set a best score.
func (g GameStats) HasBest() bool { return g.Best.Date != "" }

// BestFor returns the best solo score of the games played with setting,
// and whether there is one; the setting "" is the overall best.
func (g GameStats) BestFor(setting string) (Best, bool) {
	if setting == "" {
		return g.Best, g.HasBest()
	}
	b, ok := g.Settings[setting]
	return b, ok
}

// SettingKey is the language-neutral key of a game's options, for
// Result.Setting: "key=value" pairs sorted by key and joined by ",", such
// as "claim=20,deal=seed,hourglass=60"; no options give "". Ints, bools and
// strings are written plainly (a whole float64, as JSON decodes a number,
// like an int); a string or key holding ',', '=' or '"' is quoted, and a
// value of another type is written with %v.
func SettingKey(options map[string]any) string {
	var b strings.Builder
	for i, k := range slices.Sorted(maps.Keys(options)) {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(settingWord(k))
		b.WriteByte('=')
		switch v := options[k].(type) {
		case string:
			b.WriteString(settingWord(v))
		case int:
			b.WriteString(strconv.Itoa(v))
		case bool:
			b.WriteString(strconv.FormatBool(v))
		case float64:
			if v == float64(int64(v)) {
				b.WriteString(strconv.FormatInt(int64(v), 10))
			} else {
				b.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
			}
		default:
			b.WriteString(settingWord(fmt.Sprint(v)))
		}
	}
	return b.String()
}

// settingWord writes s as it is unless it could be mistaken for the
// key's separators, and then quoted.
func settingWord(s string) string {
	if s == "" || strings.ContainsAny(s, `,="`) {
		return strconv.Quote(s)
	}
	return s
}

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
	// Setting is the key of the options the game was played with (see
	// SettingKey); "" when it had none.
	Setting string
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
	if r.Setting != "" {
		if err := checkSetting(r.Setting); err != nil {
			return fmt.Errorf("stats: %w", err)
		}
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
	case g.Best == Best{} && len(g.Settings) == 0:
		return nil
	case g.Played == 0:
		return fmt.Errorf("%s: a best score without a game", id)
	case g.Best == Best{}:
		return fmt.Errorf("%s: bests for settings without an overall best", id)
	}
	if _, err := time.Parse(DateLayout, g.Best.Date); err != nil {
		return fmt.Errorf("%s: best score date %q is not YYYY-MM-DD", id, g.Best.Date)
	}
	return g.checkSettings(id)
}

// checkSettings refuses settings' bests that cannot be true: too many, a
// bad key or date, or one better than the overall best (which counts every
// solo game). Called once Best is known to be sound.
func (g GameStats) checkSettings(id string) error {
	if len(g.Settings) > MaxSettings {
		return fmt.Errorf("%s: bests for %d settings, at most %d are kept", id, len(g.Settings), MaxSettings)
	}
	for key, b := range g.Settings {
		if err := checkSetting(key); err != nil {
			return fmt.Errorf("%s: %w", id, err)
		}
		if _, err := time.Parse(DateLayout, b.Date); err != nil {
			return fmt.Errorf("%s: best score date %q for %q is not YYYY-MM-DD", id, b.Date, key)
		}
		if b.Score > g.Best.Score {
			return fmt.Errorf("%s: best score %d for %q beats the overall best %d", id, b.Score, key, g.Best.Score)
		}
	}
	return nil
}

// checkSetting refuses a setting key that cannot be stored: empty, longer
// than MaxSettingLen or not UTF-8.
func checkSetting(key string) error {
	switch {
	case key == "":
		return errors.New("a best score for an empty setting")
	case len(key) > MaxSettingLen:
		return fmt.Errorf("setting key of %d bytes, at most %d", len(key), MaxSettingLen)
	case !utf8.ValidString(key):
		return fmt.Errorf("setting key %q is not UTF-8", key)
	}
	return nil
}

// Record counts a finished game and returns whether it set a new best solo
// score for its setting — or, when Result.Setting is "", the overall best
// (the first solo game always does; a tie keeps the older record). The
// overall best is kept up to date either way. Call it once per game. A
// game without a person at the table is not counted (false, nil). If the
// stored statistics were damaged they are kept aside, the game is counted
// in fresh ones and the *store.CorruptError is returned; if they could not
// be read for another reason, or could not be kept aside, nothing is
// written and that error is returned.
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
	if len(r.Humans) == 1 {
		newBest = g.recordBest(r)
	}
	s.games[r.Game] = g
	if err := store.Save(blobName, file{Version: version, Games: s.games}); err != nil {
		return newBest, errors.Join(loadErr, &SaveError{Err: err})
	}
	return newBest, loadErr
}

// recordBest counts a solo game's score in the overall best and in its
// setting's, and reports whether it set a new best for its setting (the
// overall one when the setting is "").
func (g *GameStats) recordBest(r Result) (newBest bool) {
	date := r.Date
	if date.IsZero() {
		date = now()
	}
	b := Best{Score: r.Scores[0], Date: date.Format(DateLayout), Seed: r.Seed}
	if !g.HasBest() || b.Score > g.Best.Score {
		g.Best = b
		newBest = r.Setting == ""
	}
	if r.Setting == "" {
		return newBest
	}
	if old, ok := g.Settings[r.Setting]; ok && b.Score <= old.Score {
		return false
	}
	// Copy before writing: the map may be shared with a Stats handed out.
	settings := maps.Clone(g.Settings)
	if settings == nil {
		settings = map[string]Best{}
	}
	if _, ok := settings[r.Setting]; !ok && len(settings) >= MaxSettings {
		delete(settings, oldestSetting(settings))
	}
	settings[r.Setting] = b
	g.Settings = settings
	return true
}

// oldestSetting is the setting whose best was set longest ago (the lower
// score, then the first key, among those of the same day).
func oldestSetting(settings map[string]Best) string {
	var oldest string
	for _, k := range slices.Sorted(maps.Keys(settings)) {
		b, o := settings[k], settings[oldest]
		if oldest == "" || b.Date < o.Date || b.Date == o.Date && b.Score < o.Score {
			oldest = k
		}
	}
	return oldest
}

// SaveError reports statistics that could not be written.
type SaveError struct{ Err error }

// Error describes the problem in English.
func (e *SaveError) Error() string { return "statistics not saved: " + e.Err.Error() }

// Unwrap returns the store's error.
func (e *SaveError) Unwrap() error { return e.Err }
