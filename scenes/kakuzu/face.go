package kakuzu

import "cifra/scenes/ui"

// face is what the round's picture shows of things that change without
// input: the rules' moves, whose turn and what it awaits, the words on
// the panels, the turn clock's seconds, the end, the thinking aids. The
// round compares it tick to tick, so a bot's pause or a person's turn
// clock costs a tick, and a frame only when one of these moves (see
// Animating).
type face struct {
	moves, turn, awaiting int
	shownTurn             int // whose turn the view shows: around a table the tray's digits face them
	message               string
	words                 uint64 // by seat, one bit each: a word is showing
	clockSec              int
	over, marksValid      bool
	input                 inputKind // the prompt words what was used
	guide                 int       // the guided game's step the card shows
}

// face reads the round's face as it stands.
func (r *Round) face() face {
	f := face{moves: r.st.MoveCount(), turn: r.st.Turn(), awaiting: int(r.st.Awaiting()), message: r.message,
		clockSec: r.clockSecs(), over: r.over, marksValid: r.marksValid, input: r.input, shownTurn: r.view.turn}
	if r.guide != nil {
		f.guide = r.guide.shown
	}
	for p, s := range r.seats {
		if s.wordLeft > 0 {
			f.words |= 1 << p
		}
	}
	return f
}

// clockSecs is the turn clock's seconds as shown (0: off).
func (r *Round) clockSecs() int { return (r.clock + 59) / 60 }

// moving reports whether something moves by itself this tick.
func (r *Round) moving() bool {
	return r.run.Active() || r.drags.Len() > 0 || r.guide.pointing(r).show // the guide's pointer pulses
}

// noteFace ends a tick: whether the picture changed is what Animating
// reads, and whether all it changed was the turn clock, ChangedPart.
func (r *Round) noteFace() {
	now := r.face()
	was, still := r.faces.Note(now, r.moving())
	was.clockSec, now.clockSec = 0, 0
	r.onlyClock = r.faces.Changed() && still && was == now
}

// ChangedPart implements core.PartialDrawer: a tick that moved only the
// turn clock changed only the panel of the seat to move.
func (r *Round) ChangedPart() (ui.Rect, bool) {
	p := r.view.turn
	if !r.onlyClock || p < 0 || p >= len(r.seats) || r.later.Unfinished() || r.net.Repainted() {
		return ui.Rect{}, false
	}
	return r.seats[p].panel.Panel.Rect, true
}
