package kakuro

import (
	"slices"

	"cifra/rules/kakuro"
	"cifra/sprites"
	art "cifra/sprites/kakuro"
)

// paintJob is one piece prepaint lines up: what to paint, its value or
// face, its size and its direction or colour.
type paintJob struct {
	kind paintKind
	v    int // the sum, digit or tile front
	px   int
	dir  int // the sum field's direction, the scored mark's, or 1 for a red tile
}

// paintKind is which of the kit's pieces a paintJob paints.
type paintKind uint8

const (
	paintTile    paintKind = iota // Tile(v, px, dir == 1)
	paintFront                    // ActionFront(v, px)
	paintBack                     // ActionBack(px)
	paintSum                      // SumTile(v, px, dir)
	paintBigSum                   // SumTileBig(v, px)
	paintMark                     // ScoredMark(px, dir)
	paintSumBack                  // SumTileBack(px)
	paintGlass                    // Hourglass(px, v / HourglassSteps)
)

// actionFronts are the action tiles' fronts, as the box holds them.
var actionFronts = func() []kakuro.Tile {
	var out []kakuro.Tile
	for t := range kakuro.Box.ActionTiles {
		out = append(out, t)
	}
	slices.Sort(out)
	return out
}()

// sumValues are the values on the box's sum tiles, each once.
var sumValues = slices.Compact(slices.Sorted(slices.Values(kakuro.Box.SumTiles)))

// prepaint lines up the pieces this layout may show, to be painted one a
// tick by paintNext rather than each in the frame where it first shows (a
// sum tile revealed, a digit tile laid, a sum field filled late in the
// game): a frame that paints a sum plate takes milliseconds. Painting them
// all at once would hold up the first frame. The likeliest first: the
// board's tiles, the action fronts, then the sums in their three sizes.
func (r *Round) prepaint() {
	l := &r.lay
	r.paints.Reset()
	add := func(j paintJob) {
		if j.px >= 1 {
			r.paints.Add(j)
		}
	}
	tpx := art.TilePx(l.cellPx)
	for d := 1; d <= 9; d++ {
		add(paintJob{kind: paintTile, v: d, px: tpx})
		add(paintJob{kind: paintTile, v: d, px: tpx, dir: 1})
	}
	for _, dir := range [...]int{art.Right, art.Down, art.Both} {
		add(paintJob{kind: paintMark, px: tpx, dir: dir})
	}
	add(paintJob{kind: paintBack, px: tpx})
	add(paintJob{kind: paintSumBack, px: int(l.target.W * 0.8)})
	if l.around {
		add(paintJob{kind: paintSumBack, px: int(l.target2.W * 0.8)})
	}
	if l.glass.H > 4 {
		for step := range art.HourglassSteps + 1 {
			add(paintJob{kind: paintGlass, v: step, px: int(l.glass.H)})
		}
	}
	for _, t := range actionFronts {
		add(paintJob{kind: paintFront, v: int(t), px: tpx})
	}
	// The hands: a panel's tiles shrink as its hand grows past its room.
	for _, s := range r.seats {
		for n := 1; n <= maxLookTiles; n++ {
			px := int(s.panel.tileRect(0, n).W)
			add(paintJob{kind: paintBack, px: px})
			for _, t := range actionFronts {
				add(paintJob{kind: paintFront, v: int(t), px: px})
			}
		}
	}
	for _, v := range sumValues {
		add(paintJob{kind: paintBigSum, v: v, px: int(l.target.W * 0.8)})
		if l.around {
			add(paintJob{kind: paintBigSum, v: v, px: int(l.target2.W * 0.8)})
		}
	}
	// Around a table, each panel's sum tile (panels on one edge share a
	// size; the kit keeps one painting per size).
	for _, s := range r.seats {
		if sum := s.panel.lay.sum; sum.W >= 4 {
			add(paintJob{kind: paintSumBack, px: sumPx(sum)})
			for _, v := range sumValues {
				add(paintJob{kind: paintBigSum, v: v, px: sumPx(sum)})
			}
		}
	}
	for _, v := range sumValues {
		add(paintJob{kind: paintSum, v: v, px: tpx, dir: art.Right})
		add(paintJob{kind: paintSum, v: v, px: tpx, dir: art.Down})
	}
	for _, v := range sumValues {
		add(paintJob{kind: paintBigSum, v: v, px: int(l.aside.H * 0.8)})
	}
}

// Paint asks the kit for the job's piece (core.PaintJob).
func (j paintJob) Paint(k *sprites.Kit) {
	switch j.kind {
	case paintTile:
		art.Tile(k, j.v, j.px, j.dir == 1)
	case paintFront:
		art.ActionFront(k, byte(j.v), j.px)
	case paintBack:
		art.ActionBack(k, j.px)
	case paintSum:
		art.SumTile(k, j.v, j.px, j.dir)
	case paintBigSum:
		art.SumTileBig(k, j.v, j.px)
	case paintMark:
		art.ScoredMark(k, j.px, j.dir)
	case paintSumBack:
		art.SumTileBack(k, j.px)
	case paintGlass:
		art.Hourglass(k, j.px, float64(j.v)/art.HourglassSteps)
	}
}
