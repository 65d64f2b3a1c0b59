package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Reaction is one of the quick reactions a player sends an online table,
// painted as Cifra's own art (never a font's emoji): a golden face, a
// hand or a party popper, lit like the pieces on the table.
type Reaction int

// The reactions, in the order a picker offers them.
const (
	ReactThumbs Reaction = iota // a thumb raised
	ReactWow                    // a surprised face, mouth open
	ReactLaugh                  // a face laughing to tears
	ReactPhew                   // a grin with a bead of sweat: that was close
	ReactParty                  // a party popper and its confetti
	// Reactions counts them.
	Reactions
)

var kindReaction = NewKind("reaction")

// ReactionImage is reaction r px across, in a PieceCanvas (a
// PieceMargin(px) border round it holds its shadow): drawn on the felt
// or a panel, it reads from 32 px on. Out-of-range reactions paint the
// plain face.
func (k *Kit) ReactionImage(px int, r Reaction) *ebiten.Image {
	px = max(px, 8)
	return k.get(Key{Kind: kindReaction, A: px, B: int(r)}, func() *Canvas {
		cv, c := PieceCanvas(px)
		paintReaction(cv, c, c, float64(px), r, k.pal)
		return cv
	})
}

// The reactions' fixed colours: a face is golden whatever the palette
// (as an emoji is), its ink the palette's.
var (
	faceGold  = RGB{R: 1.0, G: 0.78, B: 0.22}
	faceDeep  = RGB{R: 0.86, G: 0.52, B: 0.1}
	mouthRed  = RGB{R: 0.55, G: 0.12, B: 0.1}
	tongue    = RGB{R: 0.92, G: 0.38, B: 0.36}
	teeth     = RGB{R: 1, G: 0.98, B: 0.94}
	tearBlue  = RGB{R: 0.35, G: 0.68, B: 0.98}
	confettiB = RGB{R: 0.25, G: 0.55, B: 0.95}
)

// paintReaction paints r px across centred at (cx, cy).
func paintReaction(cv *Canvas, cx, cy, px float64, r Reaction, pal Palette) {
	ink := RGBOf(pal.Ink)
	line := Fmax(1.2, px*0.055) // the ink's width, kept legible at 32 px
	switch r {
	case ReactThumbs:
		paintThumb(cv, cx, cy, px, line, ink, pal)
	case ReactParty:
		paintPopper(cv, cx, cy, px, line, ink, pal)
	default:
		paintFace(cv, cx, cy, px, line, r, ink, pal)
	}
}

// sdSegment is the distance from (x, y) to the segment a–b.
func sdSegment(x, y float64, a, b Point) float64 {
	vx, vy := x-a.X, y-a.Y
	ex, ey := b.X-a.X, b.Y-a.Y
	t := Clamp01((vx*ex + vy*ey) / Fmax(ex*ex+ey*ey, 1e-12))
	return Hypot(vx-ex*t, vy-ey*t)
}

// sdArc is the distance from (x, y) to the arc of the circle of radius
// rad round (ax, ay) from angle a0 to a1 (radians, a0 < a1; y down).
func sdArc(x, y, ax, ay, rad, a0, a1 float64) float64 {
	dx, dy := x-ax, y-ay
	a := math.Atan2(dy, dx)
	for a < a0 {
		a += 2 * math.Pi
	}
	if a <= a1 {
		return math.Abs(Hypot(dx, dy) - rad)
	}
	e0 := Hypot(dx-rad*math.Cos(a0), dy-rad*math.Sin(a0))
	e1 := Hypot(dx-rad*math.Cos(a1), dy-rad*math.Sin(a1))
	return Fmin(e0, e1)
}

// sdDrop is the distance to a drop of radius rad at (x0, y0) whose point
// reaches up by tip.
func sdDrop(x, y, x0, y0, rad, tip float64) float64 {
	round := Hypot(x-x0, y-y0) - rad
	cone := SDTriangle(x, y, Point{x0 - rad*0.92, y0 - rad*0.35}, Point{x0, y0 - tip}, Point{x0 + rad*0.92, y0 - rad*0.35})
	return Fmin(round, cone)
}

// paintFace paints the golden face of r: wow, laugh or phew.
func paintFace(cv *Canvas, cx, cy, px, line float64, r Reaction, ink RGB, pal Palette) {
	R := px / 2 * 0.94
	disc := &Slab{Frame: NewFrame(cx, cy, 0), HW: R, HH: R,
		Shape: func(lx, ly float64) float64 { return Hypot(lx, ly) - R }}
	disc.CastShadow(cv, px, pal, 0)
	u := px / 2 // the face's unit: features sit at fractions of it
	cv.Shade(cx-R-2, cy-R-2, cx+R+2, cy+R+2, func(x, y float64) (RGB, float64) {
		lx, ly := x-cx, y-cy
		d := Hypot(lx, ly) - R
		if d > 1 {
			return RGB{}, 0
		}
		// A dome lit by the lamp, deeper gold towards the chin.
		q := Fmin(Hypot(lx, ly)/R, 0.999)
		n := Normalize3(lx/R*0.8, ly/R*0.8, math.Sqrt(1-q*q)+0.35)
		base := faceGold.Mix(faceDeep, Clamp01(ly/R*0.6+0.25))
		var st Stack
		st.Over(Lit(base, n, 0.55, 0.35, 28), Coverage(d))
		st.Over(ink, 0.8*Coverage(math.Abs(d+line*0.35)-line*0.35)) // the rim
		face := func(c RGB, sd float64) { st.Over(c, Coverage(sd)) }
		switch r {
		case ReactWow:
			for _, s := range []float64{-1, 1} {
				// Round eyes, brows raised high.
				face(ink, Hypot((lx-s*0.33*u)/0.8, ly+0.18*u)-0.13*u)
				face(ink, sdArc(lx, ly, s*0.36*u, -0.28*u, 0.22*u, -math.Pi*0.8, -math.Pi*0.2)-line*0.45)
			}
			// The mouth, an O.
			o := Hypot((lx)/0.8, ly-0.38*u) - 0.19*u
			face(ink, o)
			face(mouthRed, o+line*0.7)
		case ReactLaugh:
			for _, s := range []float64{-1, 1} {
				// Eyes shut tight (^ ^), tears running out of them.
				face(ink, sdArc(lx, ly, s*0.34*u, -0.08*u, 0.17*u, -math.Pi*0.95, -math.Pi*0.05)-line*0.55)
				face(tearBlue, sdDrop(lx, ly, s*0.72*u, 0.12*u, 0.13*u, 0.32*u))
				face(ink, math.Abs(sdDrop(lx, ly, s*0.72*u, 0.12*u, 0.13*u, 0.32*u))-line*0.25)
			}
			mouth(&st, lx, ly, u, line, 0.17, 0.56, ink)
		case ReactPhew:
			for _, s := range []float64{-1, 1} {
				// Smiling eyes, a relieved grin.
				face(ink, sdArc(lx, ly, s*0.32*u, -0.1*u, 0.14*u, -math.Pi*0.95, -math.Pi*0.05)-line*0.5)
			}
			mouth(&st, lx, ly, u, line, 0.22, 0.46, ink)
			// The bead of sweat on the brow.
			face(tearBlue, sdDrop(lx, ly, 0.58*u, -0.42*u, 0.15*u, 0.36*u))
			face(ink, math.Abs(sdDrop(lx, ly, 0.58*u, -0.42*u, 0.15*u, 0.36*u))-line*0.28)
			face(White, Hypot(lx-0.54*u, ly+0.44*u)-0.045*u)
		}
		return st.Result()
	})
}

// mouth stacks an open grin: the lower half of a disc of radius w×u
// whose top edge lies at top×u, with a row of teeth and a tongue.
func mouth(st *Stack, lx, ly, u, line, top, w float64, ink RGB) {
	half := Fmax(Hypot(lx, (ly-top*u)*1.25)-w*u, top*u-ly)
	st.Over(ink, Coverage(half))
	inner := half + line*0.7
	st.Over(mouthRed, Coverage(inner))
	st.Over(teeth, Coverage(Fmax(inner, ly-(top+0.1)*u)))
	st.Over(tongue, Coverage(Fmax(inner, Hypot(lx, ly-(top+0.5)*u)-0.26*u)))
}

// paintThumb paints a golden hand, thumb raised, its cuff in the
// palette's accent.
func paintThumb(cv *Canvas, cx, cy, px, line float64, ink RGB, pal Palette) {
	// The hand's unit is larger than a face's: it is drawn to fill the
	// same square, its middle a little below and left of its shapes'.
	u := px / 2 * 1.22
	cx, cy = cx-0.03*u, cy+0.07*u
	fist := func(lx, ly float64) float64 { return SDRoundRect(lx+0.1*u, ly-0.25*u, 0.42*u, 0.36*u, 0.18*u) }
	thumb := func(lx, ly float64) float64 {
		return sdSegment(lx, ly, Point{-0.34 * u, 0.02 * u}, Point{-0.24 * u, -0.64 * u}) - 0.19*u
	}
	cuff := func(lx, ly float64) float64 { return SDRoundRect(lx-0.42*u, ly-0.25*u, 0.13*u, 0.44*u, 0.06*u) }
	hand := func(lx, ly float64) float64 { return Fmin(fist(lx, ly), Fmin(thumb(lx, ly), cuff(lx, ly))) }
	body := &Slab{Frame: NewFrame(cx, cy, 0), HW: u, HH: u,
		Shape: func(lx, ly float64) float64 { return hand(lx, ly) }}
	body.CastShadow(cv, px, pal, 0)
	accent := RGBOf(pal.Accent)
	cv.Shade(cx-u-2, cy-u-2, cx+u+2, cy+u+2, func(x, y float64) (RGB, float64) {
		lx, ly := x-cx, y-cy
		d := hand(lx, ly)
		if d > 1 {
			return RGB{}, 0
		}
		var st Stack
		c := faceGold.Mix(faceDeep, Clamp01(ly/u*0.5+0.3))
		if cuff(lx, ly) < 0 && fist(lx, ly) > -line*0.2 {
			c = accent
		}
		nx, ny := Gradient(func(x, y float64) float64 { return hand(x-cx, y-cy) }, x, y)
		st.Over(Lit(c, BevelNormal(d, nx, ny, u*0.18), 0.55, 0.3, 24), Coverage(d))
		st.Over(ink, Coverage(math.Abs(d+line*0.45)-line*0.45))
		// The curled fingers' creases, and the thumb's line over the fist.
		for i := range 3 {
			fy := (0.1 + 0.18*float64(i)) * u
			st.Over(ink, Coverage(sdSegment(lx, ly, Point{-0.18 * u, fy}, Point{0.18 * u, fy})-line*0.4))
		}
		st.Over(ink, Coverage(Fmax(math.Abs(cuff(lx, ly)+line*0.35)-line*0.35, -fist(lx, ly)-line)))
		return st.Result()
	})
}

// paintPopper paints a party popper from the lower left, its confetti
// and streamers flying up to the right.
func paintPopper(cv *Canvas, cx, cy, px, line float64, ink RGB, pal Palette) {
	u := px / 2
	tip, a, b := Point{-0.86 * u, 0.86 * u}, Point{-0.66 * u, -0.22 * u}, Point{0.22 * u, 0.66 * u}
	cone := func(lx, ly float64) float64 { return SDTriangle(lx, ly, tip, a, b) - 0.04*u }
	body := &Slab{Frame: NewFrame(cx, cy, 0), HW: u, HH: u,
		Shape: func(lx, ly float64) float64 { return cone(lx, ly) }}
	body.CastShadow(cv, px, pal, 0)
	accent, gold, good := RGBOf(pal.Accent), RGBOf(pal.Focus), RGBOf(pal.Good)
	type bit struct {
		x, y, r float64
		c       RGB
	}
	bits := []bit{{0.12, -0.58, 0.12, gold}, {0.5, -0.62, 0.11, confettiB}, {0.66, -0.18, 0.12, accent},
		{0.28, -0.22, 0.1, good}, {0.74, 0.28, 0.11, gold}, {-0.2, -0.8, 0.1, accent}, {0.82, -0.74, 0.09, good}}
	cv.Shade(cx-u-2, cy-u-2, cx+u+2, cy+u+2, func(x, y float64) (RGB, float64) {
		lx, ly := x-cx, y-cy
		var st Stack
		// Streamers: two curls from the cone's mouth.
		for i, s := range []struct{ ax, ay, rad, a0, a1 float64 }{
			{-0.05, -0.1, 0.42, -math.Pi * 0.95, -math.Pi * 0.45},
			{0.12, 0.06, 0.42, -math.Pi * 0.4, math.Pi * 0.05},
		} {
			c := []RGB{confettiB, accent}[i]
			st.Over(c, Coverage(sdArc(lx, ly, s.ax*u, s.ay*u, s.rad*u, s.a0, s.a1)-line*0.75))
		}
		for _, q := range bits {
			d := Hypot(lx-q.x*u, ly-q.y*u) - q.r*u
			st.Over(q.c, Coverage(d))
			st.Over(ink, 0.7*Coverage(math.Abs(d+line*0.2)-line*0.2))
		}
		if d := cone(lx, ly); d < 1 {
			// Gold bands round a red cone, lit along its length.
			along := ((lx-tip.X)*1 + (ly-tip.Y)*-1) / (u * 1.41)
			c := accent
			if math.Mod(along*4.2, 1) < 0.42 {
				c = gold
			}
			nx, ny := Gradient(func(x, y float64) float64 { return cone(x-cx, y-cy) }, x, y)
			st.Over(Lit(c, BevelNormal(d, nx, ny, u*0.2), 0.55, 0.3, 24), Coverage(d))
			st.Over(ink, Coverage(math.Abs(d+line*0.45)-line*0.45))
		}
		return st.Result()
	})
}
