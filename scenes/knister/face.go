package knister

// face is what the round's picture shows of things that change without
// input: the rules' moves, the view (as the events have shown it), the
// pass screen, who is shown, whether an automatic roll is waiting (the
// status says so). The round compares it tick to tick, so waiting on a bot
// or the automatic roll costs a tick, and a frame only when one of these
// moves (see Animating).
type face struct {
	moves, shown, viewer int
	passing, rollWaits   bool
}

// face reads the round's face as it stands.
func (r *Round) face() face {
	return face{moves: r.st.MoveCount(), shown: r.view.version, viewer: r.viewer, passing: r.passing, rollWaits: r.rollWait > 0}
}

// moving reports whether something moves by itself this tick: a step
// plays (the dice tumble, a number springs in, a line is announced), a
// number is dragged.
func (r *Round) moving() bool {
	if r.animating() || r.drag.Active() {
		return true
	}
	for _, sp := range r.seats {
		if sp.drag.Active() {
			return true
		}
	}
	return false
}

// noteFace ends a tick: whether the picture changed is what Animating
// reads.
func (r *Round) noteFace() { r.faces.Note(r.face(), r.moving()) }
