package kakuro

import (
	"math"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	art "cifra/sprites/kakuro"
)

// face is what the round's picture shows of things that change without
// input: the rules' moves, the phase, the words, who declared or is out,
// the sand's drawn step and the clocks' digits, the claim as laid. The
// round compares it tick to tick, so waiting on a bot or a clock costs a
// tick, and a frame only when one of these moves (see Animating).
type face struct {
	moves, phase      int
	message           string
	msgSeat           int
	declared, out     uint64 // by seat, one bit each
	glassOn           bool
	sandStep, sandSec int
	claimSeat         int
	claimSec          int
	uses              int
	marked, swapping  bool
	selected          int
	target            int
	hint              bool // the solo hint shows
	menu              bool // an online table's menu is open
	log               logFace
	stock, sums       int
}

// logFace is what the face holds of the round's own log panel.
type logFace struct {
	open       bool
	seat, back int
	lines      int
}

// face reads the round's face as it stands.
func (r *Round) face() face {
	f := face{moves: r.st.MoveCount(), phase: int(r.phase), message: r.message, msgSeat: r.msgSeat,
		glassOn: r.glassOn, claimSeat: -1, target: r.view.target, stock: r.view.stock, sums: r.view.sums, hint: r.hintRow != nil,
		menu: r.menu.open}
	if lp := &r.log; lp.open {
		f.log = logFace{open: true, seat: lp.seat, back: lp.back, lines: len(lp.lines)}
	}
	for p, s := range r.seats {
		if s.declared {
			f.declared |= 1 << p
		}
		if r.st.LockedOut(p) {
			f.out |= 1 << p
		}
	}
	sand, secs := r.sandShown()
	f.sandStep, f.sandSec = int(math.Round(sand*art.HourglassSteps)), secs
	if c := r.claim; c != nil {
		f.claimSeat, f.uses, f.marked, f.swapping, f.selected = c.seat, len(c.uses), c.marked, c.swapping, c.selected
		if r.claimTicks > 0 {
			f.claimSec = (c.window + core.TPS - 1) / core.TPS // the Check button's countdown
		}
	}
	return f
}

// noteFace ends a tick: whether the picture changed is what Animating
// reads, and whether all it changed was the hourglass, ChangedPart.
func (r *Round) noteFace() {
	now := r.face()
	was, still := r.faces.Note(now, r.moving())
	was.sandStep, was.sandSec, now.sandStep, now.sandSec = 0, 0, 0, 0
	r.onlyGlass = r.faces.Changed() && still && was == now
}

// ChangedPart implements core.PartialDrawer: a tick that moved only the
// sand and its seconds changed only the hourglass.
func (r *Round) ChangedPart() (ui.Rect, bool) {
	return r.lay.glass, r.onlyGlass && r.lay.glass.W > 0 && !r.later.Unfinished() && !r.net.Repainted()
}

// sandShown is the hourglass as drawn: the share of sand run and the
// seconds left under it. The sand moves with the seconds (whole seconds
// of the glass's run), so the glass changes once a second at most.
func (r *Round) sandShown() (sand float64, secs int) {
	if !r.glassOn || r.sandTotal <= 0 {
		return 0, 0
	}
	secs = (r.hourglass + core.TPS - 1) / core.TPS
	total := (r.sandTotal + core.TPS - 1) / core.TPS
	return 1 - float64(secs)/float64(total), secs
}
