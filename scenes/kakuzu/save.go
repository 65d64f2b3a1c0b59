package kakuzu

import (
	"fmt"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
)

// extras is what the round adds to the record in its save slot. The record
// holds every draw, name and lift, so the tray, the bag, the piles and the
// turn come back from it exactly; the extras only cross-check it and keep
// the tournament clock where it stood.
type extras struct {
	// Covered is how many stones were left on the tray.
	Covered int `json:"covered"`
	// Clock is the tournament clock's ticks left in the turn (0: off).
	Clock int `json:"clock,omitempty"`
}

// Saved is a Kakuzu game in progress read back from its slot, checked and
// replayed, ready to resume.
type Saved struct {
	table core.Table
	st    *kakuzu.State
	clock int
}

// Table implements core.Resumable.
func (s *Saved) Table() core.Table { return s.table }

// Progress implements core.Resumable: "52 stones left".
func (s *Saved) Progress(ctx *core.Context) string {
	left := s.st.Covered()
	return ctx.N("resume.kakuzu", left, left)
}

// Scene implements core.Resumable.
func (s *Saved) Scene(ctx *core.Context) core.Scene { return Resume(ctx, s) }

// resume checks a save strictly; its error says in English what is wrong.
func resume(sv *core.Save) (core.Resumable, error) {
	var ex extras
	if err := rules.DecodeStrict(sv.Extras, &ex); err != nil {
		return nil, err
	}
	st, err := kakuzu.FromRecord(sv.Record)
	if err != nil {
		return nil, err
	}
	if st.Finished() {
		return nil, fmt.Errorf("the saved game is already over")
	}
	if ex.Covered != st.Covered() {
		return nil, fmt.Errorf("the save has %d stones on the tray but its record %d", ex.Covered, st.Covered())
	}
	if limit := st.TurnSeconds() * core.TPS; ex.Clock < 0 || ex.Clock > limit {
		return nil, fmt.Errorf("the save's turn clock %d is outside 0..%d", ex.Clock, limit)
	}
	return &Saved{table: sv.Table, st: st, clock: ex.Clock}, nil
}

// Resume rebuilds the round scene of a saved game exactly where the turn
// stood: the number drawn or named is still out, the clock as it was.
func Resume(ctx *core.Context, s *Saved) *Round {
	r := newRound(ctx, s.table, s.st)
	r.slot.Own()
	if s.clock > 0 {
		r.clock = s.clock
	}
	return r
}

// save writes the game after a move.
func (r *Round) save(ctx *core.Context) {
	if r.table.Online() || !r.slot.Writes(ctx, r.table) { // an online game is its table's to keep
		return
	}
	if r.st.Finished() {
		return
	}
	r.slot.Write(ctx, r.table, r.st.Record(), extras{Covered: r.st.Covered(), Clock: r.savedClock()})
}

// savedClock is the tournament clock a save keeps: the ticks left in the
// turn, or, when the move just applied began a new turn or the play (its
// steps, which start that clock, still to play), the new turn's whole
// time, not what the last turn left.
func (r *Round) savedClock() int {
	if r.view.turn == r.st.Turn() && r.view.phase == r.st.Phase() {
		return r.clock
	}
	if s := r.st.TurnSeconds(); s > 0 && r.st.Phase() == kakuzu.PhasePlay {
		return s * core.TPS
	}
	return 0
}

// forgetSave removes the save of a game that has ended.
func (r *Round) forgetSave(ctx *core.Context) { r.slot.Forget(ctx, r.table) }
