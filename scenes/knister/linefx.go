package knister

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// drawLines paints every line of seat p being announced on its card l,
// in the order they started: the glow sweeping along its cells, a ring
// spreading from its score badge, sparks for the big ones, and its label
// beside the line (above or below it, away from the other labels, never
// on its numbers).
func (r *Round) drawLines(dst *ebiten.Image, ctx *core.Context, p int, l *cardLayout) {
	pal := ctx.Kit.Palette()
	var room [8]ui.Rect // a number completes at most four lines
	taken := room[:0]
	for _, step := range r.run.Running() {
		s, ok := step.Step.Data.(lineShow)
		if !ok || s.p != p || step.Tick < s.delay {
			continue
		}
		t := s.progress(step)
		clr := tierColour(pal, s.tier)
		drawGlow(dst, l, s, t, clr)
		if s.tier > 0 {
			drawRing(dst, ctx, l, s, t, clr)
		}
		drawSparks(dst, ctx, l, s, t, clr)
		img := s.label.paint(ctx, l, s)
		w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
		at, dir := labelAt(l, s.line, w, h, taken)
		taken = append(taken, at)
		x, y := at.Center()
		y += dir * l.pitch * 0.25 * t // drifts away from the line
		scale := 0.55 + 0.45*sprites.OutBack(min(1, t/0.16))
		sprites.DrawImage(dst, img, x, y, scale, scale, min(1, (1-t)/0.3))
	}
}

// tierColour is the colour a line of tier t lights up in: grey for
// nothing, green for a little, gold for a lot (the best lines add their
// sparks, a wider ring and a trophy label).
func tierColour(pal sprites.Palette, t int) color.RGBA {
	switch t {
	case 0:
		return pal.Muted
	case 1, 2:
		return pal.Good
	}
	return pal.Focus
}

// glowAt is how lit a cell is at time t of its own glow (0..1 over the
// glow's life): quickly up, held, slowly out.
func glowAt(t float64) float64 {
	switch {
	case t <= 0 || t >= 1:
		return 0
	case t < 0.15:
		return t / 0.15
	case t < 0.55:
		return 1
	}
	return (1 - t) / 0.45
}

// drawGlow tints the line's cells and rings them, one after another
// along the line; the tint is light enough to read the numbers through.
func drawGlow(dst *ebiten.Image, l *cardLayout, s lineShow, t float64, clr color.RGBA) {
	look := tiers[s.tier]
	for i, c := range s.line.Cells() {
		a := glowAt((t - 0.05*float64(i)) / 0.7)
		if a <= 0 {
			continue
		}
		r := l.cell(c).Inset(-l.pitch * 0.03)
		fill := color.NRGBA{clr.R, clr.G, clr.B, uint8(255 * 0.28 * a)}
		sprites.FillRect(dst, r.X, r.Y, r.W, r.H, fill)
		ring := color.NRGBA{clr.R, clr.G, clr.B, uint8(255 * a)}
		w := max(1.5, l.pitch*look.glow) // the band is centred on r's edge
		sprites.StrokeRect(dst, r.X-w/2, r.Y-w/2, r.W+w, r.H+w, w, ring)
	}
}

// drawRing spreads a ring from the line's score badge, wider the more
// the line scores.
func drawRing(dst *ebiten.Image, ctx *core.Context, l *cardLayout, s lineShow, t float64, clr color.RGBA) {
	const life = 0.45
	if t >= life {
		return
	}
	b := l.badge(s.line)
	x, y := b.Center()
	px := int(l.pitch * 2)
	img := ctx.Kit.Circle(px, max(2, int(l.pitch*0.08)), clr)
	k := t / life
	radius := b.W * (0.5 + (0.2+0.15*float64(s.tier))*sprites.OutCubic(k))
	scale := radius * 2 / float64(px)
	sprites.DrawImage(dst, img, x, y, scale, scale, 1-k)
}

// drawSparks throws the big lines' sparks out from their cells.
func drawSparks(dst *ebiten.Image, ctx *core.Context, l *cardLayout, s lineShow, t float64, clr color.RGBA) {
	const life = 0.6
	n := tiers[s.tier].sparks
	if n == 0 || t >= life {
		return
	}
	k := t / life
	cells := s.line.Cells()
	pal := ctx.Kit.Palette()
	px := max(3, int(l.pitch*0.12))
	for j := range n {
		c := l.cell(cells[j%len(cells)])
		cx, cy := c.Center()
		angle := float64(j) * 2.39996 // the golden angle: evenly spread, no pattern
		dist := l.pitch * (0.3 + (0.7+0.15*float64(j%3))*sprites.OutCubic(k))
		spark := clr
		if j%2 == 1 {
			spark = pal.Accent
		}
		sprites.DrawImage(dst, ctx.Kit.Dot(px, spark), cx+math.Cos(angle)*dist, cy+math.Sin(angle)*dist, 1, 1, 1-k)
	}
}

// labelAt places a label w×h beside line: above or below its cells (one
// label's height further when those are taken), never over them, within
// the card's width, preferring the place that covers fewest squares and
// no other label. dir is the way it drifts: -1 up, 1 down.
func labelAt(l *cardLayout, line knister.Line, w, h float64, taken []ui.Rect) (ui.Rect, float64) {
	cells := line.Cells()
	box := l.cell(cells[0])
	for _, c := range cells[1:] {
		box = union(box, l.cell(c))
	}
	gap := l.pitch * 0.08
	pad := l.card.W * 0.02
	cx, _ := box.Center()
	x := max(l.card.X+pad, min(cx-w/2, l.card.X+l.card.W-pad-w))
	type place struct {
		y, dir float64
	}
	places := []place{
		{box.Y - gap - h, -1},
		{box.Y + box.H + gap, 1},
		{box.Y - 2*(gap+h), -1},
		{box.Y + box.H + 2*gap + h, 1},
	}
	best, bestCost := 0, math.Inf(1)
	for i, p := range places {
		r := ui.Rect{X: x, Y: p.y, W: w, H: h}
		cost := 0.0
		for row := range knister.Size {
			for col := range knister.Size {
				if r.Overlaps(l.cell(knister.Cell{R: row, C: col})) {
					cost++
				}
			}
		}
		if r.Y < l.card.Y || r.Y+r.H > l.card.Y+l.card.H {
			cost += 3
		}
		for _, o := range taken {
			if r.Overlaps(o) {
				cost += 10
			}
		}
		if cost < bestCost {
			best, bestCost = i, cost
		}
	}
	return ui.Rect{X: x, Y: places[best].y, W: w, H: h}, places[best].dir
}

// minLabelText is the smallest label text, in logical pixels.
const minLabelText = 12

// paint returns the line's label painted for card l: its combination
// and points on a pill in the tier's colours, as large as the tier asks
// and no wider than the card. It is painted again only when the card's
// size changed.
func (li *labelImage) paint(ctx *core.Context, l *cardLayout, s lineShow) *ebiten.Image {
	// Never smaller than a phone's small print.
	// The name is set at 0.8 of size: it too never under the least.
	least := minLabelText * ctx.Scale
	size := max(tiers[s.tier].text*l.pitch, least/0.8)
	nameFace, ptsFace := sprites.Bold(size*0.8), sprites.Bold(size)
	if s.tier == 0 {
		nameFace = sprites.UI(size * 0.9)
	}
	measure := func() (nw, pw, w float64) {
		nw, _ = sprites.Measure(s.name, nameFace)
		if s.points != "" {
			pw, _ = sprites.Measure(s.points, ptsFace)
			pw += size * 0.4
		}
		return nw, pw, nw + pw + size*1.5
	}
	nw, pw, w := measure()
	if room := l.card.W * 0.96; w > room { // shrink to the card's width, down to the least
		k := max(room/w, least/nameFace.Size)
		size *= k
		nameFace, ptsFace = sprites.Bold(nameFace.Size*k), sprites.Bold(ptsFace.Size*k)
		if s.tier == 0 {
			nameFace = sprites.UI(nameFace.Size)
		}
		nw, pw, w = measure()
	}
	if li.img != nil && li.text == size {
		return li.img
	}
	li.free()
	putOff := ctx.Kit.PutOff()
	h := size * 1.6
	img := ebiten.NewImage(int(math.Ceil(w)), int(math.Ceil(h)))
	pal := ctx.Kit.Palette()
	iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
	bg, ink := pal.Good, pal.AccentText
	switch s.tier {
	case 0:
		bg, ink = pal.Paper, pal.Muted
	case 3:
		bg, ink = pal.Focus, pal.Ink
	case 4:
		bg, ink = pal.Ink, pal.Focus
		// A trophy: gold on dark, with a gold rim, on paper or the red band.
		sprites.DrawImage(img, ctx.Kit.Badge(iw, ih, pal.Focus), float64(iw)/2, float64(ih)/2, 1, 1, 1)
		rim := max(2, int(size*0.12))
		iw, ih = iw-2*rim, ih-2*rim
	}
	sprites.DrawImage(img, ctx.Kit.Badge(iw, ih, bg), w/2, h/2, 1, 1, 1)
	x := (w - nw - pw) / 2
	sprites.DrawText(img, s.name, nameFace, x, h/2, sprites.AlignStart, sprites.AlignCenter, ink)
	if s.points != "" {
		sprites.DrawText(img, s.points, ptsFace, x+nw+size*0.4, h/2, sprites.AlignStart, sprites.AlignCenter, ink)
	}
	li.img, li.text = img, size
	if ctx.Kit.PutOff() != putOff {
		li.text = -1 // a badge is still to be painted (core.LaterPaint): paint it again
	}
	return img
}

// union is the smallest rect holding a and b.
func union(a, b ui.Rect) ui.Rect {
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	x1, y1 := max(a.X+a.W, b.X+b.W), max(a.Y+a.H, b.Y+b.H)
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}
