package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// drawToasts shows the waiting notices at the bottom of the screen.
func (a *App) drawToasts(dst *ebiten.Image) {
	u := a.ctx.U()
	y := float64(a.h) - u*6
	for i := len(a.toasts) - 1; i >= 0; i-- {
		t := a.toasts[i]
		size := u * 3
		face := sprites.UI(size)
		lines := sprites.Wrap(t.text, face, float64(a.w)*0.8)
		tw := 0.0
		for _, l := range lines {
			w, _ := sprites.Measure(l, face)
			tw = max(tw, w)
		}
		h := float64(len(lines))*size*1.35 + u*3
		alpha := min(1, float64(t.left)/30)
		panel := a.ctx.Kit.Panel(int(tw+u*6), int(h))
		cx := float64(a.w) / 2
		sprites.DrawImage(dst, panel, cx, y-h/2, 1, 1, alpha)
		ty := y - h + u*1.5
		for _, l := range lines {
			sprites.DrawText(dst, l, face, cx, ty, sprites.AlignCenter, sprites.AlignStart, a.ctx.Kit.Palette().PanelText)
			ty += size * 1.35
		}
		y -= h + u
	}
}
