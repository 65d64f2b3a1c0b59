package kakuzu

import (
	"image/color"

	"cifra/scenes/core"
	"cifra/sprites"
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
	paintDigit                   // KakuzuDigit(n, px)
	paintStone                   // KakuzuStoneVariant(px, n)
	paintLifted                  // KakuzuStoneLiftedVariant(px, n, 1)
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
	states := [...]int{sprites.NumberStoneInBag, sprites.NumberStoneDrawn, sprites.NumberStoneRetired, sprites.NumberStoneFound}
	spx, wpx := sprites.KakuzuStonePx(l.cellPx), sprites.KakuzuWellPx(l.cellPx)
	for v := range sprites.KakuzuStoneVariants {
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
		q.Add(paintJob{kind: paintNumber, n: n, px: int(l.drawn.W * 0.86), st: sprites.NumberStoneDrawn})
		if l.around && l.drawn2.W > 0 {
			q.Add(paintJob{kind: paintNumber, n: n, px: int(l.drawn2.W * 0.86), st: sprites.NumberStoneDrawn})
		}
	}
	for p, s := range r.seats {
		sl := &s.panel.lay
		ring, ringW := ownerRing(l.cell, wpx)
		q.Add(paintJob{kind: paintRing, px: ring, st: ringW, c: seatColour(p)})
		q.Add(paintJob{kind: paintMark, n: p, px: ownerMarkPx(l.cell), c: seatColour(p)})
		q.Add(paintJob{kind: paintMark, n: p, px: panelMarkPx(sl), c: seatColour(p)})
		for n := range sprites.StonePileMax + 1 {
			q.Add(paintJob{kind: paintPile, n: n, px: int(sl.pile.W)})
		}
		for _, w := range s.panel.widgets {
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
		k.NumberStone(j.n, j.px, j.st)
	case paintDigit:
		k.KakuzuDigit(j.n, j.px)
	case paintStone:
		k.KakuzuStoneVariant(j.px, j.n)
	case paintLifted:
		k.KakuzuStoneLiftedVariant(j.px, j.n, 1)
	case paintMark:
		k.SeatMark(j.n, j.px, j.c)
	case paintRing:
		k.Circle(j.px, j.st, j.c)
	case paintPile:
		k.StonePile(j.n, j.px)
	}
}
