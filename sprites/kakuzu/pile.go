package kakuzu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// StonePileMax is the most stones StonePile draws: a bigger count shows
// the same full heap (the scene writes the number beside it).
const StonePileMax = 12

// pileSpots place the won stones, in the order they arrive, in units of a
// stone's diameter from the pile's centre: a first layer spreading out
// round the first stone, then stones on top of those, which show a little
// up the screen as a lifted stone does.
var pileSpots = [StonePileMax]struct {
	x, y  float64
	layer int
}{
	{0, 0.2, 0},
	{-0.92, 0.22, 0},
	{0.9, 0.28, 0},
	{-0.46, 0.72, 0},
	{0.48, 0.76, 0},
	{-0.5, -0.3, 0},
	{0.52, -0.26, 0},
	{-0.46, -0.08, 1},
	{0.47, -0.04, 1},
	{0.02, 0.4, 1},
	{0.04, -0.5, 1},
	{0, -0.2, 2},
}

// StonePileStonePx is the diameter of one stone in StonePile(count, px).
func StonePileStonePx(px int) int { return max(1, int(math.Round(float64(max(px, 1))*0.27))) }

// StonePile is the heap of stones a seat has won, px square with the heap
// centred, for a seat's panel: count slate stones (clamped to
// 0..StonePileMax; 0 is an empty, transparent image), each
// StonePileStonePx(px) across. The first stones lie side by side, later
// ones heap up on top in the middle (bigger, with longer shadows), so the
// pile grows visibly stone by stone; the scene writes the count.
func StonePile(k *sprites.Kit, count, px int) *ebiten.Image {
	px = max(px, 1)
	count = min(max(count, 0), StonePileMax)
	return k.Sprite(sprites.Key{Kind: kindStonePile, A: count, B: px}, func() *sprites.Canvas {
		cv := sprites.NewCanvas(px, px)
		paintStonePile(cv, float64(px), count, k.Palette())
		return cv
	})
}

func paintStonePile(cv *sprites.Canvas, px float64, count int, pal sprites.Palette) {
	sp := float64(StonePileStonePx(int(px)))
	c := px / 2
	for i := range count {
		s := pileSpots[i]
		paintSlate(cv, c+s.x*sp, c+s.y*sp, sp, pal, 0.25*float64(s.layer), i*5+1)
	}
}
