package kakuro

import (
	"fmt"

	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
)

// extras is what the round adds to the record in its save slot. A record
// holds every claim and set-aside, so the board, hands and scores come back
// from it; resuming starts the current sum's hunt afresh.
type extras struct {
	// Target is the sum tile the hunt was on, to check the record against.
	Target int `json:"target"`
}

// Saved is a Kakuro game in progress read back from its slot, checked and
// replayed, ready to resume.
type Saved struct {
	table core.Table
	st    *kakuro.State
}

// Table implements core.Resumable.
func (s *Saved) Table() core.Table { return s.table }

// Progress implements core.Resumable: "sum 7 of 45".
func (s *Saved) Progress(ctx *core.Context) string {
	total := len(s.st.Config().Setup.Sums)
	if total == 0 {
		total = len(kakuro.Box.SumTiles)
	}
	return ctx.T("resume.kakuro", total-s.st.SumsLeft(), total)
}

// Scene implements core.Resumable.
func (s *Saved) Scene(ctx *core.Context) core.Scene { return Resume(ctx, s) }

// resume checks a save strictly; its error says in English what is wrong.
func resume(sv *core.Save) (core.Resumable, error) {
	var ex extras
	if err := rules.DecodeStrict(sv.Extras, &ex); err != nil {
		return nil, err
	}
	st, err := kakuro.FromRecord(sv.Record)
	if err != nil {
		return nil, err
	}
	if ex.Target != st.Target() {
		return nil, fmt.Errorf("the save is on sum %d but its record on sum %d", ex.Target, st.Target())
	}
	return &Saved{table: sv.Table, st: st}, nil
}

// Resume rebuilds the round scene of a saved game: the same board, hands
// and scores; the current sum's hunt starts afresh.
func Resume(ctx *core.Context, s *Saved) *Round {
	r := newRound(s.table, s.st)
	r.slot.Own()
	r.startHunt(ctx)
	return r
}

// save writes the game after a move.
func (r *Round) save(ctx *core.Context) {
	if r.table.Online() || !r.slot.Writes(ctx, r.table) { // an online game is its table's to keep
		return
	}
	rec := r.st.Record(r.table.Seats)
	r.slot.Write(ctx, r.table, rec, extras{Target: r.st.Target()})
}

// forgetSave removes the save of a game that has ended.
func (r *Round) forgetSave(ctx *core.Context) { r.slot.Forget(ctx, r.table) }
