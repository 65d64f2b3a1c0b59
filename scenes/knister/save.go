package knister

import (
	"fmt"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
)

// extras is what the round adds to the record in its save slot (see
// core.SaveSlot). A record holds placements only, so a roll made after
// everyone placed is known only from here.
type extras struct {
	Round  int  `json:"round"`  // the roll shown (0-based)
	Viewer int  `json:"viewer"` // the seat whose card is shown
	HintOn bool `json:"hintOn"` // hints (allowed in setup) are showing
}

// Saved is a Knister game in progress read back from its slot, checked
// and replayed, ready to resume.
type Saved struct {
	table  core.Table
	st     *knister.State
	viewer int
	hintOn bool
}

// Table implements core.Resumable.
func (s *Saved) Table() core.Table { return s.table }

// Roll returns the roll the game is on, 1-based (1..25).
func (s *Saved) Roll() int { return s.st.Round() + 1 }

// Progress implements core.Resumable: "roll 12 of 25".
func (s *Saved) Progress(ctx *core.Context) string {
	return ctx.T("resume.knister", s.Roll(), knister.Rounds)
}

// Scene implements core.Resumable.
func (s *Saved) Scene(ctx *core.Context) core.Scene { return Resume(ctx, s) }

// resume checks a save strictly; its error says in English what is wrong.
func resume(sv *core.Save) (core.Resumable, error) {
	var ex extras
	if err := rules.DecodeStrict(sv.Extras, &ex); err != nil {
		return nil, err
	}
	st, err := knister.FromRecord(sv.Record)
	if err != nil {
		return nil, err
	}
	switch {
	case ex.Round == st.Round():
	case ex.Round == st.Round()+1 && st.AllPlaced() && !st.Finished():
		// The roll was made after the last placement; the case proves it legal.
		_, _ = st.Roll()
	default:
		return nil, fmt.Errorf("the save is on roll %d but its record on roll %d", ex.Round, st.Round())
	}
	if ex.Viewer < 0 || ex.Viewer >= len(sv.Table.Seats) {
		return nil, fmt.Errorf("viewer %d is not a seat", ex.Viewer)
	}
	return &Saved{table: sv.Table, st: st, viewer: ex.Viewer, hintOn: ex.HintOn && sv.Table.Hints}, nil
}

// Resume rebuilds the round scene of a saved game: the same cards, roll
// and seat to move; the dice land again on the current roll and the bots
// go on as they would have. With several people passing one device the
// card stays hidden until the seat to move says it is ready.
func Resume(ctx *core.Context, s *Saved) *Round {
	r := newRound(s.table, s.st)
	r.viewer, r.hintOn = s.viewer, s.hintOn
	r.slot.Own()
	r.startRoll(ctx)
	if !r.table.Around && r.table.Humans() > 1 && r.human(r.viewer) {
		r.passTo(r.viewer)
	}
	return r
}

// save writes the game after a move.
func (r *Round) save(ctx *core.Context) {
	if r.table.Online() || !r.slot.Writes(ctx, r.table) { // an online game is its table's to keep
		return
	}
	rec := r.st.Record(r.table.Seats)
	r.slot.Write(ctx, r.table, rec, extras{Round: r.st.Round(), Viewer: r.viewer, HintOn: r.hintOn})
}

// forgetSave removes the save of a game that has ended.
func (r *Round) forgetSave(ctx *core.Context) { r.slot.Forget(ctx, r.table) }
