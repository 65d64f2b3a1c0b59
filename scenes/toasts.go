package scenes

import (
	"cmp"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Notices (toasts) show one at a time, in order, each long enough to be
// read, where they cover nothing pressable; a tap on one closes it and
// shows the next.

// toastTicks is how long a notice stays unless tapped: four seconds, more
// for a long one (about three words a second).
func toastTicks(text string) int {
	return max(4, len(strings.Fields(text))/3+2) * core.TPS
}

// queueToasts moves the scene's new notices to the back of the queue (a
// notice already waiting is not queued twice) and counts down the one
// shown. The app calls it once a tick, after the scene's Update.
func (a *App) queueToasts() {
	for _, n := range a.ctx.TakeNotices() {
		if !slices.ContainsFunc(a.toasts, func(t toast) bool { return t.text == n }) {
			a.toasts = append(a.toasts, toast{text: n, left: toastTicks(n)})
		}
	}
	if len(a.toasts) == 0 {
		return
	}
	a.redraw(1)
	if a.toasts[0].left--; a.toasts[0].left <= 0 {
		a.toasts = a.toasts[1:]
	}
	if len(a.toasts) > 0 {
		// Placed once a tick, after the scene moved its widgets: this
		// tick's drawing and the next tick's tap both use this place.
		a.toastAt = a.toastBox(a.toasts[0].text)
	}
}

// shownBox is where the notice shown lies: the place worked out this tick,
// or worked out now for a notice put up since.
func (a *App) shownBox() toastLayout {
	if t := a.toasts[0].text; a.toastAt.text != t {
		a.toastAt = a.toastBox(t)
	}
	return a.toastAt
}

// dismissToast closes the notice shown when a pointer goes down on it, and
// takes that press out of f, so the scene under it never sees it. The app
// calls it before the scene's Update.
func (a *App) dismissToast(f *ui.Frame) {
	if len(a.toasts) == 0 {
		return
	}
	box := a.shownBox()
	kept := f.Pointers[:0:0]
	for _, p := range f.Pointers {
		if p.Pressed && box.rect.Contains(p.X, p.Y) && len(a.toasts) > 0 {
			a.toasts = a.toasts[1:]
			a.redraw(2)
			continue
		}
		kept = append(kept, p)
	}
	f.Pointers = kept
}

// Notices lists the notices waiting to be read, the one on screen first:
// what the scenes said (tests read them, as they read Context).
func (a *App) Notices() []string {
	texts := make([]string, len(a.toasts))
	for i, t := range a.toasts {
		texts[i] = t.text
	}
	return texts
}

// toastLayout is where and how a notice is drawn.
type toastLayout struct {
	text  string // the notice laid out
	rect  ui.Rect
	lines []string
	face  *sprites.Face
	pad   float64
}

// toastBox lays out notice text: wrapped at a readable size (never under
// 14 CSS px), as wide as it needs up to most of the screen, in the free
// band nearest the bottom edge; where widgets leave no such band across
// the middle, a narrower notice beside them (a wide setup's margins), and
// failing that the top edge, where scenes put their titles, at the width
// that covers fewest widgets.
func (a *App) toastBox(msg string) toastLayout {
	u, css := a.ctx.U(), a.ctx.CSSPx()
	W := float64(a.w)
	targets := a.Targets()
	size := max(u*2.8, 14*css)
	face := sprites.UI(size)
	pad := max(u*1.5, 8*css)
	margin := u * 1.5
	var least toastLayout // where a notice that finds no free place covers least
	fewest := -1
	for i, most := range []float64{min(W*0.9, max(W*0.6, 560*css)), W * 0.4, W * 0.28} {
		if i > 0 && most < 240*css {
			break // too narrow to read
		}
		lines := sprites.Wrap(msg, face, most-pad*2)
		tw := 0.0
		for _, l := range lines {
			w, _ := sprites.Measure(l, face)
			tw = max(tw, w)
		}
		w, h := tw+pad*2, float64(len(lines))*size*1.35+pad*2
		box := toastLayout{text: msg, rect: ui.Rect{X: (W - w) / 2, Y: margin, W: w, H: h}, lines: lines, face: face, pad: pad}
		for _, x := range []float64{(W - w) / 2, margin, W - margin - w} {
			if y, ok := a.freeBand(targets, x, w, h); ok {
				box.rect.X, box.rect.Y = x, y
				return box
			}
		}
		if n := covered(targets, box.rect); fewest < 0 || n < fewest {
			least, fewest = box, n
		}
	}
	// No free place (a setup full of seats): the top edge, over the title
	// and as few widgets as may be; a press on the notice only closes it.
	return least
}

// covered counts the enabled widgets of targets r lies over.
func covered(targets []ui.Target, r ui.Rect) int {
	n := 0
	for _, t := range targets {
		if t.Enabled && r.X < t.X+t.W && t.X < r.X+r.W && r.Y < t.Y+t.H && t.Y < r.Y+r.H {
			n++
		}
	}
	return n
}

// freeBand returns the top of the lowest band h tall across x…x+w that no
// enabled widget of targets (the current scene's, on the screen) touches,
// and whether there is one.
func (a *App) freeBand(targets []ui.Target, x, w, h float64) (float64, bool) {
	u := a.ctx.U()
	H := float64(a.h)
	margin := u * 1.5
	var busy [][2]float64 // the heights taken by widgets in the band's columns
	for _, t := range targets {
		if t.Enabled && t.X < x+w+margin && x-margin < t.X+t.W {
			busy = append(busy, [2]float64{t.Y - margin, t.Y + t.H + margin})
		}
	}
	// Walk up from the bottom edge: below each widget's top there may be
	// room, else try above it.
	tops := []float64{H - margin - h}
	for _, b := range busy {
		tops = append(tops, b[0]-h-0.5) // a hair above: rounding must not make it touch
	}
	slices.SortFunc(tops, func(p, q float64) int { return cmp.Compare(q, p) }) // lowest first
	for _, y := range tops {
		if y < margin || y+h > H-margin {
			continue
		}
		free := true
		for _, b := range busy {
			if y < b[1] && b[0] < y+h {
				free = false
				break
			}
		}
		if free {
			return y, true
		}
	}
	return 0, false
}

// drawToasts shows the first waiting notice, fading out at its end.
func (a *App) drawToasts(dst *ebiten.Image) {
	if len(a.toasts) == 0 {
		return
	}
	t := a.toasts[0]
	box := a.shownBox()
	alpha := min(1, float64(t.left)/30)
	r := box.rect
	cx, cy := r.Center()
	sprites.DrawImage(dst, a.ctx.Kit.Panel(int(r.W), int(r.H)), cx, cy, 1, 1, alpha)
	y := r.Y + box.pad
	for _, l := range box.lines {
		core.Text(dst, &a.ctx, l, box.face, cx, y, sprites.AlignCenter, sprites.AlignStart, a.ctx.Kit.Palette().PanelText, r)
		y += box.face.Size * 1.35
	}
}
