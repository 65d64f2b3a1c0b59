package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// turned reports whether s lies flat on a portrait screen: it is then laid
// out, updated and drawn on a landscape screen turned a quarter turn (see
// core.FlatTable).
func (a *App) turned(s core.Scene) bool {
	f, ok := s.(core.FlatTable)
	return ok && a.h > a.w && f.LiesFlat()
}

// asScene runs f with the context sized as s sees the screen: W and H
// swapped when s lies turned, the screen's own otherwise (a turned round
// may switch to a scene that is not, or open an overlay, in its Update).
func (a *App) asScene(s core.Scene, f func()) {
	w, h := a.ctx.W, a.ctx.H
	defer func() { a.ctx.W, a.ctx.H = w, h }()
	a.ctx.W, a.ctx.H = a.w, a.h
	if a.turned(s) {
		a.ctx.W, a.ctx.H = a.h, a.w
	}
	f()
}

// turnFrame maps the pointers of a screen frame into a turned scene's
// landscape: the inverse of turnRect.
func (a *App) turnFrame(f ui.Frame) ui.Frame {
	W := float64(a.w)
	f.Pointers = append([]ui.Pointer(nil), f.Pointers...)
	for i := range f.Pointers {
		p := &f.Pointers[i]
		p.X, p.Y = p.Y, W-p.X
		p.StartX, p.StartY = p.StartY, W-p.StartX
	}
	f.HoverX, f.HoverY = f.HoverY, W-f.HoverX
	return f
}

// turnRect maps a rectangle of a turned scene's landscape to the screen:
// the landscape's left edge is the screen's top, its bottom the screen's
// left.
func (a *App) turnRect(r ui.Rect) ui.Rect {
	return ui.Rect{X: float64(a.w) - (r.Y + r.H), Y: r.X, W: r.H, H: r.W}
}

// drawTurned paints s on its landscape, then onto the screen a quarter
// turn clockwise.
func (a *App) drawTurned(screen *ebiten.Image, s core.Scene) {
	if a.flatImg == nil || a.flatImg.Bounds().Dx() != a.h || a.flatImg.Bounds().Dy() != a.w {
		if a.flatImg != nil {
			a.flatImg.Deallocate()
		}
		a.flatImg = ebiten.NewImage(a.h, a.w)
	}
	a.asScene(s, func() { s.Draw(a.flatImg, &a.ctx) })
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Rotate(math.Pi / 2)
	op.GeoM.Translate(float64(a.w), 0)
	screen.DrawImage(a.flatImg, op)
}

// Targets lists the current scene's pressable widgets in screen pixels
// (a turned scene's are turned back onto the screen).
func (a *App) Targets() []ui.Target {
	s := a.Scene()
	out := s.Targets()
	if !a.turned(s) {
		return out
	}
	for i, t := range out {
		r := a.turnRect(ui.Rect{X: t.X, Y: t.Y, W: t.W, H: t.H})
		out[i].X, out[i].Y, out[i].W, out[i].H = r.X, r.Y, r.W, r.H
	}
	return out
}
