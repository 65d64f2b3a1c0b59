package scenes

import (
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

// flat is the whole screen as one panel facing its left edge: a turned
// scene's landscape is that panel's local space (its bottom edge is the
// screen's left).
func (a *App) flat() ui.Panel {
	return ui.Panel{Rect: ui.Rect{W: float64(a.w), H: float64(a.h)}, Turn: ui.FaceLeft}
}

// turnFrame maps the pointers of a screen frame into a turned scene's
// landscape, reusing the app's pointer buffer (no allocation a tick).
func (a *App) turnFrame(f ui.Frame) ui.Frame {
	p := a.flat()
	a.turnedPointers = a.turnedPointers[:0]
	for _, q := range f.Pointers {
		a.turnedPointers = append(a.turnedPointers, p.PointerToLocal(q))
	}
	f.Pointers = a.turnedPointers
	f.HoverX, f.HoverY = p.ToLocal(f.HoverX, f.HoverY)
	return f
}

// drawTurned paints s on its landscape, then onto the screen a quarter
// turn clockwise.
func (a *App) drawTurned(screen *ebiten.Image, s core.Scene) {
	p := a.flat()
	w, h := p.Size()
	if a.flatImg == nil || a.flatImg.Bounds().Dx() != int(w) || a.flatImg.Bounds().Dy() != int(h) {
		if a.flatImg != nil {
			a.flatImg.Deallocate()
		}
		a.flatImg = ebiten.NewImage(int(w), int(h))
	}
	a.asScene(s, func() { s.Draw(a.flatImg, &a.ctx) })
	screen.DrawImage(a.flatImg, &ebiten.DrawImageOptions{GeoM: p.GeoM()})
}

// Targets lists the current scene's pressable widgets in screen pixels
// (a turned scene's are turned back onto the screen).
func (a *App) Targets() []ui.Target {
	s := a.Scene()
	out := s.Targets()
	if !a.turned(s) {
		return out
	}
	p := a.flat()
	for i, t := range out {
		r := p.RectToScreen(ui.Rect{X: t.X, Y: t.Y, W: t.W, H: t.H})
		out[i].X, out[i].Y, out[i].W, out[i].H = r.X, r.Y, r.W, r.H
	}
	return out
}
