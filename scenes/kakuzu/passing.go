package kakuzu

import "cifra/scenes/core"

// A table sits around the screen only where the tray, between the seats'
// panels, keeps squares a fingertip wide (44 CSS px: each is tapped to
// lift its stone) and, with the aids on, pencil marks at the least text
// size. A phone cannot: lying down (844×390) or upright, the panels on
// its edges leave a tray of 14-30 px squares. There the round is laid
// out flat for one device passed from hand to hand instead, and says so,
// as Knister's table does.

// fitsAround reports whether the round's seats sit around ctx's screen,
// laid out landscape as a table lying flat is, with squares and marks a
// finger and an eye can take.
func (r *Round) fitsAround(ctx *core.Context) bool {
	flat := *ctx
	flat.W, flat.H = max(ctx.W, ctx.H), min(ctx.W, ctx.H)
	_, mid := r.seatAround(&flat)
	tray, _, _ := splitMiddle(&flat, mid)
	l := layout{least: flat.Least()}
	l.setTray(tray)
	size, _ := l.marks()
	return l.cell >= minTouch*flat.CSSPx() && (!r.table.Hints || size >= flat.Least())
}

// passAround gives up sitting around a screen too small for the table:
// the round passes one device, laid out as at one screen, and says why.
// It lies flat no more, so the app hands it the screen as it is turned
// (Update lays the round out again for it).
func (r *Round) passAround(ctx *core.Context) {
	r.table.Around = false
	ctx.Notify(ctx.T("kakuzu.table.toosmall"))
}
