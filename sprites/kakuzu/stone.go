package kakuzu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// StoneVariants is how many looks of the covering stone there are:
// stones are pebbles, no two quite alike. StoneVariantAt picks one
// per square so neighbours differ.
const StoneVariants = 6

// StoneVariantAt is the stone variant for square [r,c]: a fixed
// scramble, so the tray looks the same every frame and neighbours differ.
func StoneVariantAt(r, c int) int {
	return int(sprites.Hash2(r, c, 331) * StoneVariants * 0.9999)
}

// kzVariant folds any variant number into 0..StoneVariants-1.
func kzVariant(v int) int {
	return ((v % StoneVariants) + StoneVariants) % StoneVariants
}

// Stone is a covering stone of diameter px at rest (variant 0): a
// smooth dark slate pebble, flat on top and rounded at the edge, lit from
// the top left with a soft highlight and a small glint, casting a soft
// shadow down and right. The image is px+2*PieceMargin(px) square with the
// stone centred; draw it centred on a square, px = StonePx(cell).
func Stone(k *sprites.Kit, px int) *ebiten.Image { return StoneVariant(k, px, 0) }

// StoneVariant is Stone in look v (folded into
// 0..StoneVariants-1): a slightly different tint, oval and veining.
func StoneVariant(k *sprites.Kit, px, v int) *ebiten.Image {
	px = max(px, 1)
	v = kzVariant(v)
	return k.Sprite(sprites.Key{Kind: kindStone, A: px, B: v}, func() *sprites.Canvas {
		cv, c := sprites.PieceCanvas(px)
		paintSlate(cv, c, c, float64(px), k.Palette(), 0, v)
		return cv
	})
}

// LiftSteps is how finely StoneLifted quantizes the lift: t is
// rounded to the nearest 1/LiftSteps, so a size and variant cache at
// most LiftSteps+1 images.
const LiftSteps = 12

// How far a stone of diameter 1 moves up (and left) on the screen when
// lifted all the way: off its well, so the digit below shows.
const kzLiftX, kzLiftY = 0.08, 0.72

// LiftSize is the side of the square StoneLifted(px, t) image:
// room round the well for the stone raised up the screen and grown, and
// for its shadow thrown further away.
func LiftSize(px int) int {
	px = max(px, 1)
	return px + 2*(int(math.Ceil(float64(px)*0.86))+2)
}

// StoneLifted is the stone of diameter px (variant 0) part way
// through being lifted off its well: t = 0 rests as Stone, t = 1 is
// held high above the tray — the stone grows by a sixth and rises nearly
// its width up the screen, off its well, while its shadow stays by the well,
// softer, paler and further down and right.
// t is clamped to 0..1 (NaN as 0) and quantized to LiftSteps steps.
// The image is LiftSize(px) square, centred on the well the stone
// rests in: draw it centred on the square's centre, over Digit, so
// the printed digit shows as the stone comes up. To carry the stone
// further (to a player's pile), draw the t = 1 image moving.
func StoneLifted(k *sprites.Kit, px int, t float64) *ebiten.Image {
	return StoneLiftedVariant(k, px, 0, t)
}

// StoneLiftedVariant is StoneLifted for look v, so the stone
// that comes up is the one that lay in the well (StoneVariantAt).
func StoneLiftedVariant(k *sprites.Kit, px, v int, t float64) *ebiten.Image {
	px = max(px, 1)
	v = kzVariant(v)
	if math.IsNaN(t) {
		t = 0
	}
	step := int(math.Round(sprites.Clamp01(t) * LiftSteps))
	return k.Sprite(sprites.Key{Kind: kindStoneLift, A: px, B: v, C: step}, func() *sprites.Canvas {
		s := LiftSize(px)
		cv := sprites.NewCanvas(s, s)
		c := float64(s) / 2
		paintSlate(cv, c, c, float64(px), k.Palette(), float64(step)/LiftSteps, v)
		return cv
	})
}

// slateTints are the stones' base colours, one per variant: blue-grey
// slate, some a little warmer or darker.
var slateTints = [StoneVariants]sprites.RGB{
	{R: 0.30, G: 0.32, B: 0.35},
	{R: 0.27, G: 0.28, B: 0.30},
	{R: 0.33, G: 0.33, B: 0.34},
	{R: 0.28, G: 0.30, B: 0.35},
	{R: 0.32, G: 0.31, B: 0.30},
	{R: 0.26, G: 0.29, B: 0.31},
}

// paintSlate paints a slate stone of diameter px resting at (cx,cy),
// lifted by lift (0 on the tray, 1 held high: bigger and up the screen,
// its shadow further off and softer), in look v.
func paintSlate(cv *sprites.Canvas, cx, cy, px float64, pal sprites.Palette, lift float64, v int) {
	v = kzVariant(v)
	seed := uint32(401 + 17*v)
	// A lifted stone comes towards the eye: bigger, and up the screen off
	// its well.
	scale := 1 + lift/6
	scx, scy := cx-px*kzLiftX*lift, cy-px*kzLiftY*lift
	R := px / 2 * scale
	ov := 0.025 + 0.045*sprites.Hash2(v, 2, 301) // pebbles are not quite round
	a, b := R, R*(1-ov)
	f := sprites.NewFrame(scx, scy, sprites.Hash2(v, 1, 301)*math.Pi)

	// The shadow on the table, thrown down and right from where the stone
	// is above it, and a tight contact shadow while it rests.
	off := px * (0.04 + 0.22*lift)
	blur := px * (0.05 + 0.14*lift)
	shA := sprites.AlphaOf(pal.Shadow) * (0.95 - 0.5*lift)
	shC := sprites.RGBOf(pal.Shadow)
	sr := px / 2 * (1 + lift*0.05)
	sx, sy := cx-px*kzLiftX*lift*0.3+off*0.5, cy-px*kzLiftY*lift*0.3+off
	reach := sr + blur + 2
	cv.Shade(sx-reach, sy-reach, sx+reach, sy+reach, func(x, y float64) (sprites.RGB, float64) {
		d := sprites.Hypot(x-sx, y-sy) - sr
		al := shA * sprites.SoftShadow(d, blur)
		if lift < 0.5 {
			dc := sprites.Hypot(x-cx-px*0.01, y-cy-px*0.02) - px/2
			al = sprites.Fmax(al, (1-2*lift)*0.6*sprites.SoftShadow(dc, px*0.025))
		}
		return shC, al
	})

	tint := slateTints[v]
	wood := sprites.RGBOf(pal.Wood)
	// Some stones carry a thin vein of quartz.
	vein := v%3 == 0
	va := sprites.Hash2(v, 3, 301) * math.Pi
	vc, vs := math.Cos(va), math.Sin(va)
	vo := (sprites.Hash2(v, 4, 301) - 0.5) * 0.7
	cv.Shade(scx-R-2, scy-R-2, scx+R+2, scy+R+2, func(x, y float64) (sprites.RGB, float64) {
		lx, ly := f.Local(x, y)
		q := sprites.Hypot(lx/a, ly/b)
		d := (q - 1) * b
		if d > 1 {
			return sprites.RGB{}, 0
		}
		dx, dy := x-scx, y-scy
		// A sea-worn pebble: a low superellipse dome, nearly flat on top,
		// rounding over ever faster towards the edge.
		qq := sprites.Fmin(q, 0.999)
		q3 := qq * qq * qq
		slope := sprites.Fmin(0.5*qq*qq*math.Pow(1-q3, -2.0/3), 3.2)
		r := sprites.Hypot(dx, dy)
		ux, uy := 0.0, 0.0
		if r > 1e-9 {
			ux, uy = dx/r, dy/r
		}
		n := sprites.Normalize3(ux*slope, uy*slope, 1)
		// Slate: a soft mottle, a fine speckle and maybe a quartz vein.
		u, w := lx/(2*R), ly/(2*R)
		mott := sprites.FBM(u*3, w*3, 3, seed)
		base := tint.Scale(0.86 + 0.26*mott + 0.05*(sprites.Hash2(int(math.Floor(lx)), int(math.Floor(ly)), seed+1)-0.5))
		if vein {
			e := math.Abs(u*vc+w*vs-vo+0.08*(sprites.FBM(u*4, w*4, 2, seed+3)-0.5)) * 2 * R
			base = base.Mix(sprites.RGB{R: 0.7, G: 0.69, B: 0.66}, 0.32*sprites.Coverage(e-sprites.Fmax(0.35, px*0.009)))
		}
		// Matte stone, smoothed by the sea: a broad soft highlight and a
		// faint small one.
		c := sprites.Lit(base, n, 0.42, 0.16, 9)
		c = c.Add(sprites.Lit(sprites.Black, n, 0, 0.16, 45).R)
		c = c.Scale(1 - 0.18*sprites.Smoothstep(0.88, 1.0, qq))
		// The warm wood below lights the lower rim a little.
		c = c.Mix(wood, 0.14*sprites.Smoothstep(0.7, 1, qq)*sprites.Clamp01(dy/R))
		return c, sprites.Coverage(d)
	})
}
