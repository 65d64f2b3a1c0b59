package kakuzu

import (
	"image/color"

	"cifra/scenes/core"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// paintJob is one piece prepaint lines up: what to paint, and its size,
// state and colour.
type paintJob struct {
	kind      paintKind
	n, px, st int
	c         color.RGBA
}

// paintKind is which of the kit's pieces a paintJob paints.
type paintKind uint8

const (
	paintNumber paintKind = iota // NumberStone(n, px, st)
	paintDigit                   // art.Digit(n, px)
	paintStone                   // art.StoneVariant(px, n)
	paintLifted                  // art.StoneLiftedVariant(px, n, 1)
	paintMark                    // SeatMark(n, px, c)
	paintRing                    // Circle(px, st, c)
	paintPile                    // StonePile(n, px)
)

// prepaint lines up the pieces this layout may show, to be painted one a
// tick by paintNext rather than each in the frame where it first shows (a
// number retired late in the game, a pile grown): once they are painted a
// frame paints nothing. Painting them all at once would hold up the first
// frame. Left out: the steps of a stone's lift, which show for a moment.
func (r *Round) prepaint(ctx *core.Context) {
	l := &r.lay
	q := &r.paints
	q.Reset()
	states := [...]int{art.NumberStoneInBag, art.NumberStoneDrawn, art.NumberStoneRetired, art.NumberStoneFound}
	spx, wpx := art.StonePx(l.cellPx), art.WellPx(l.cellPx)
	for v := range art.StoneVariants {
		q.Add(paintJob{kind: paintStone, n: v, px: spx})
		q.Add(paintJob{kind: paintLifted, n: v, px: spx})
	}
	for d := 1; d <= 9; d++ {
		q.Add(paintJob{kind: paintDigit, n: d, px: wpx})
	}
	for n := range 10 {
		if rect := l.numbers[n]; rect.W >= 1 {
			for _, st := range states {
				q.Add(paintJob{kind: paintNumber, n: n, px: int(rect.W * 0.9), st: st})
			}
		}
		q.Add(paintJob{kind: paintNumber, n: n, px: int(l.drawn.W * 0.86), st: art.NumberStoneDrawn})
		if l.around && l.drawn2.W > 0 {
			q.Add(paintJob{kind: paintNumber, n: n, px: int(l.drawn2.W * 0.86), st: art.NumberStoneDrawn})
		}
	}
	for p, s := range r.seats {
		sl := &s.panel.lay
		ring, ringW := ownerRing(l.cell, wpx)
		q.Add(paintJob{kind: paintRing, px: ring, st: ringW, c: seatColour(p)})
		q.Add(paintJob{kind: paintMark, n: p, px: ownerMarkPx(l.cell), c: seatColour(p)})
		q.Add(paintJob{kind: paintMark, n: p, px: panelMarkPx(sl), c: seatColour(p)})
		for n := range art.StonePileMax + 1 {
			q.Add(paintJob{kind: paintPile, n: n, px: int(sl.pile.W)})
		}
		for _, w := range s.panel.Widgets {
			if w.ID.Name == digitName {
				for _, st := range states {
					q.Add(paintJob{kind: paintNumber, n: w.ID.I, px: int(w.Rect.W * 0.92), st: st})
				}
			}
		}
	}
}

// Paint asks the kit for the job's piece (core.PaintJob).
func (j paintJob) Paint(k *sprites.Kit) {
	switch j.kind {
	case paintNumber:
		art.NumberStone(k, j.n, j.px, j.st)
	case paintDigit:
		art.Digit(k, j.n, j.px)
	case paintStone:
		art.StoneVariant(k, j.px, j.n)
	case paintLifted:
		art.StoneLiftedVariant(k, j.px, j.n, 1)
	case paintMark:
		art.SeatMark(k, j.n, j.px, j.c)
	case paintRing:
		k.Circle(j.px, j.st, j.c)
	case paintPile:
		art.StonePile(k, j.n, j.px)
	}
}
