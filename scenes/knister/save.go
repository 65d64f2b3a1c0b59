package knister

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/store"
)

// SaveName is the store blob holding the Knister game in progress. The
// round rewrites it after every move and removes it when the game goes to
// scoring, so a closed window, a reloaded tab or a crash loses nothing.
const SaveName = "knister-game"

// saveVersion is the save's format; a save of another version is kept
// aside as damaged rather than misread.
const saveVersion = 1

// savedGame is the blob: the rules record (seed, seats, placements) plus
// the little the scene adds. Seats, names and kinds are the record's
// players, so they cannot disagree with the moves.
type savedGame struct {
	Version int             `json:"version"`
	Record  json.RawMessage `json:"record"`
	// Round is the roll shown (0-based). A record holds placements only,
	// so a roll made after everyone placed is known only from here.
	Round  int  `json:"round"`
	Viewer int  `json:"viewer"` // the seat whose card is shown
	Hints  bool `json:"hints"`  // hints were allowed in setup
	HintOn bool `json:"hintOn"` // and are showing
}

// Saved is a game in progress read back from the store, checked and
// replayed, ready for Resume.
type Saved struct {
	table  core.Table
	st     *knister.State
	viewer int
	hintOn bool
}

// Table returns the saved game's seats and options.
func (s *Saved) Table() core.Table { return s.table }

// Roll returns the roll the game is on, 1-based (1..25), for the menu.
func (s *Saved) Roll() int { return s.st.Round() + 1 }

// LoadSaved reads the game in progress. It returns nil, nil when there is
// none. A save that cannot be decoded, has another version, or whose record
// does not replay is kept aside by the store (NAME.json.bad, or the
// ".bad" localStorage key) and reported as a *store.CorruptError; other
// errors (permissions, no storage) are returned as they are.
func LoadSaved() (*Saved, error) {
	var raw json.RawMessage
	if err := store.Load(SaveName, &raw); err != nil || raw == nil {
		return nil, err
	}
	s, reason := decodeSaved(raw)
	if reason != "" {
		return nil, store.KeepAside(SaveName, reason)
	}
	return s, nil
}

// decodeSaved checks a save strictly; reason says in English what is wrong.
func decodeSaved(raw json.RawMessage) (s *Saved, reason string) {
	var sg savedGame
	if err := rules.DecodeStrict(raw, &sg); err != nil {
		return nil, err.Error()
	}
	if sg.Version != saveVersion {
		return nil, fmt.Sprintf("save version %d is not supported (want %d)", sg.Version, saveVersion)
	}
	rec, err := rules.DecodeRecord(sg.Record)
	if err != nil {
		return nil, err.Error()
	}
	st, err := knister.FromRecord(rec)
	if err != nil {
		return nil, err.Error()
	}
	t := core.Table{Game: "knister", Seed: rec.Seed, Hints: sg.Hints}
	for i, p := range rec.Players {
		if p.Name == "" {
			return nil, fmt.Sprintf("seat %d has no name", i)
		}
		if p.Bot != "" {
			if _, err := knister.NewBot(p.Bot, 0); err != nil {
				return nil, fmt.Sprintf("seat %d: %v", i, err)
			}
		}
		t.Seats = append(t.Seats, core.Seat{Name: p.Name, Bot: p.Bot})
	}
	switch {
	case sg.Round == st.Round():
	case sg.Round == st.Round()+1 && st.AllPlaced() && !st.Finished():
		// The roll was made after the last placement; the case proves it legal.
		_, _ = st.Roll()
	default:
		return nil, fmt.Sprintf("the save is on roll %d but its record on roll %d", sg.Round, st.Round())
	}
	if sg.Viewer < 0 || sg.Viewer >= len(t.Seats) {
		return nil, fmt.Sprintf("viewer %d is not a seat", sg.Viewer)
	}
	return &Saved{table: t, st: st, viewer: sg.Viewer, hintOn: sg.HintOn && sg.Hints}, ""
}

// Resume rebuilds the round scene of a saved game: the same cards, roll
// and seat to move; the dice land again on the current roll and the bots
// go on as they would have. With several people at the table the card
// stays hidden until the seat to move says it is ready.
func Resume(ctx *core.Context, s *Saved) *Round {
	r := &Round{table: s.table, st: s.st, viewer: s.viewer, hintOn: s.hintOn, hintFor: -1,
		rng: rand.New(rand.NewPCG(s.table.Seed, 7)), saving: true}
	r.startRoll(ctx)
	if r.table.Humans() > 1 && r.human(r.viewer) {
		r.passTo(r.viewer)
	}
	return r
}

// save writes the game after a move. A new game takes the save slot over
// only once a person has placed (or at its first move when only bots
// play), so starting a game by mistake and leaving at once keeps the
// previous save. Autoplay demos never touch it.
func (r *Round) save(ctx *core.Context) {
	if !r.saving || ctx.Autoplay {
		return
	}
	rec, err := json.Marshal(r.st.Record(r.players()))
	if err == nil {
		err = store.Save(SaveName, savedGame{Version: saveVersion, Record: rec, Round: r.st.Round(),
			Viewer: r.viewer, Hints: r.table.Hints, HintOn: r.hintOn})
	}
	if err != nil && !r.saveFailed {
		// Once per game: a full disk or quota would otherwise toast every move.
		r.saveFailed = true
		ctx.Notify(ctx.T("notice.game.unsaved", err.Error()))
	}
}

// forgetSave removes the save of a game that has ended.
func (r *Round) forgetSave(ctx *core.Context) {
	if !r.saving || ctx.Autoplay {
		return
	}
	if err := store.Remove(SaveName); err != nil {
		ctx.Notify(ctx.T("notice.game.unremoved", err.Error()))
	}
}

// players lists the seats as the record's players.
func (r *Round) players() []rules.Player {
	ps := make([]rules.Player, len(r.table.Seats))
	for i, s := range r.table.Seats {
		ps[i] = rules.Player{Name: s.Name, Bot: s.Bot}
	}
	return ps
}

// botSeed derives a bot's seed for one roll from the game's seed, so the
// bots play the same whether or not the game was resumed in between.
func botSeed(seed uint64, seat, round int) uint64 {
	return seed + uint64(seat)*7919 + uint64(round)*104729
}
