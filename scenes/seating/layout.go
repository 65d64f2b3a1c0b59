package seating

import (
	"math"

	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// Around seats n people at the screen's edges, the long sides first, with
// the room between them for the shared middle: each panel depthH of the
// screen's height deep (or depthW of its width, whichever is less), at
// most 2.6 depths long on a short side and 2.8 on a long one.
func Around(ctx *core.Context, n int, depthH, depthW float64) ui.Seated {
	return ui.Seating{Margin: ctx.U() * 1.2, DepthH: depthH, DepthW: depthW, SideLen: 2.6, LongLen: 2.8}.
		Seat(float64(ctx.W), float64(ctx.H), n)
}

// Deepest seats n people around a w×h screen with the panels as deep as
// the game lets them be: it tries depths from half the screen's short
// side down to an eighth of it, step pixels at a time, in seatings like
// st (whose DepthH each try sets), and keeps the one score rates highest
// (score < 0: that seating does not work). ok is false when none works.
func Deepest(w, h float64, n int, st ui.Seating, step float64, score func(ui.Seated) float64) (best ui.Seated, ok bool) {
	bestScore := -1.0
	for t := min(w, h) * 0.5; t >= min(w, h)*0.12; t -= max(1, step) {
		st.DepthH = t / h
		s := st.Seat(w, h, n)
		if sc := score(s); sc >= 0 && sc > bestScore+0.01 {
			best, bestScore = s, sc
		}
	}
	return best, bestScore >= 0
}

// Stack lays n panels h tall one under the other from r's top, gap apart,
// each as wide as r: the seats beside the board on a laptop.
func Stack(r ui.Rect, n int, h, gap float64) []ui.Rect {
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.Rect{X: r.X, Y: r.Y + float64(i)*(h+gap), W: r.W, H: max(1, h)}
	}
	return out
}

// Grid lays n panels w×h in rows of cols from r's top left, gap apart:
// the seats under the board on a phone.
func Grid(r ui.Rect, n, cols int, w, h, gap float64) []ui.Rect {
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.Rect{X: r.X + float64(i%cols)*(w+gap), Y: r.Y + float64(i/cols)*(h+gap), W: max(1, w), H: max(1, h)}
	}
	return out
}

// Upright is each rectangle as a panel facing the bottom edge: seats that
// share one screen side by side, all reading it the same way up.
func Upright(rects []ui.Rect) []ui.Panel {
	out := make([]ui.Panel, len(rects))
	for i, r := range rects {
		out[i] = ui.Panel{Rect: r, Turn: ui.FaceBottom}
	}
	return out
}

// Board is a board of n×n squares of whole pixels, painted as one image
// with a frame around the squares: the shared middle's board or tray.
type Board struct {
	Grid ui.Rect // the squares
	Box  ui.Rect // the whole image: frame, squares, shadow
	Cell int     // a square's side, in pixels
	Off  float64 // where the squares begin in the image
}

// FitBoard places the largest board that fits in r, its squares whole
// pixels so that pieces never blur: size(cell) is the image's side for
// squares of side cell and origin(cell) where the squares begin in it.
// The search starts from squares of r's width over guess and shrinks them
// (never below 4 pixels) until the board fits.
func FitBoard(r ui.Rect, n int, guess float64, size, origin func(cell int) int) Board {
	cell := max(4, int(r.W/guess))
	for cell > 4 && float64(size(cell)) > min(r.W, r.H) {
		cell--
	}
	side := float64(size(cell))
	box := r.CenterIn(side, side)
	off := float64(origin(cell))
	c := float64(cell)
	return Board{Grid: ui.Rect{X: math.Round(box.X) + off, Y: math.Round(box.Y) + off, W: c * float64(n), H: c * float64(n)},
		Box: box, Cell: cell, Off: off}
}
