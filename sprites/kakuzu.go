package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites/gofonts"
)

// Kakuzu's tray and what lies in it: the wooden 9×9 tray with its 81 wells,
// the slate stones that cover the sheet, a stone being lifted, and the
// sheet's printed digit that shows in a well once its stone is gone. The
// number stones, the bag and the won piles are in kakuzu_pieces.go.
//
// A scene lays the tray out like the Kakuro board: square [r,c] starts at
// (o+c*cell, o+r*cell) with o = KakuzuTrayOrigin(cell), and every piece is
// drawn centred on its square's centre.

// Tray geometry, in fractions of a square's side.
const (
	kzRim    = 0.52 // from the outer squares to the tray's edge
	kzMargin = 0.13 // the floor left between the outer squares and the rim
	kzWall   = 0.08 // the rim's inner wall, from the floor up to its top
	kzShadow = 0.16 // room for the tray's own shadow on the table
	kzCorner = 0.3  // the tray's outer corner radius
	kzBevel  = 0.12 // the rounded outer edge of the rim
	kzWell   = 0.78 // a well's diameter
	kzStone  = 0.86 // a stone's diameter (it rests on the well's lip)
	kzGroove = 0.13 // the groove marking a 3×3 box
)

// KakuzuTrayOrigin is the offset (the same in x and y) from the top-left of
// the KakuzuTray(cell) image to the top-left of square [0,0]; square [r,c]
// starts at (o+c*cell, o+r*cell) and is cell pixels square. The offset
// holds the tray's rim and its shadow.
func KakuzuTrayOrigin(cell int) int { return slabOrigin(cell, kzShadow, kzRim) }

func kakuzuShadowRoom(cell int) int { return shadowRoom(cell, kzShadow) }

// KakuzuTraySize is the side of the (square) KakuzuTray(cell) image: 9*cell
// plus the origin offset on both sides.
func KakuzuTraySize(cell int) int { return slabSize(cell, KakuzuTrayOrigin(cell)) }

// KakuzuWellPx is the diameter of a well in a tray of square side cell: the
// px to ask KakuzuDigit for, so the printed sheet fills the well exactly.
func KakuzuWellPx(cell int) int { return max(1, int(math.Round(float64(max(cell, 1))*kzWell))) }

// KakuzuStonePx is the diameter of the stone that covers a well in a tray
// of square side cell (a little wider than the well, so it rests on the
// lip): the px to ask KakuzuStone and KakuzuStoneLifted for.
func KakuzuStonePx(cell int) int { return max(1, int(math.Round(float64(max(cell, 1))*kzStone))) }

// KakuzuTray is the wooden Kakuzu tray with squares of side cell, lying on
// the table with its soft shadow: a raised rim of mitred rails with a
// rounded outer edge, a lighter floor with 81 shallow round wells (one per
// square, KakuzuWellPx(cell) across), and the 3×3 boxes marked by carved
// grooves across the floor from rim to rim. The image is
// KakuzuTraySize(cell) square; KakuzuTrayOrigin gives square [0,0].
func (k *Kit) KakuzuTray(cell int) *ebiten.Image {
	cell = max(cell, 1)
	return k.get(spriteKey{kind: "kakuzu-tray", a: cell}, func() *canvas {
		return paintKakuzuTray(cell, k.pal)
	})
}

// kzGrain is planed wood at a point: along runs with the grain, across
// over it; unit sets the scale of the figure (a square's side). Growth
// rings wander across the board, fine pores streak along it.
func kzGrain(base rgb, along, across, unit float64, seed uint32) rgb {
	unit = fmax(unit, 1)
	warp := fbm(along/(unit*5), across/(unit*1.4), 2, seed) * 2.4
	t := across/(unit*0.3) + warp + along/(unit*40)
	ring := t - math.Floor(t)
	late := smoothstep(0.5, 0.85, ring) * (1 - smoothstep(0.9, 1, ring))
	pores := valueNoise(along*0.05, across*0.8, seed+5)
	figure := valueNoise(along/(unit*2.5), across/(unit*0.7), seed+9)
	return base.scale(0.92 + 0.12*figure - 0.15*late + 0.07*(pores-0.5))
}

// lightDir2 is the lamp's direction on the table, normalised (it points
// towards the lamp: up and left).
func lightDir2() (float64, float64) {
	l := hypot(lightDir[0], lightDir[1])
	return lightDir[0] / l, lightDir[1] / l
}

// kzWoods are the two woods of the tray from the palette's Wood: the rails
// a touch darker and redder, the floor lighter.
func kzWoods(pal Palette) (rail, floor rgb) {
	wood := col(pal.Wood)
	rail = wood.scale(0.86).mix(rgb{0.42, 0.2, 0.09}, 0.12)
	floor = wood.mix(rgb{0.86, 0.66, 0.44}, 0.22)
	return rail, floor
}

func paintKakuzuTray(cell int, pal Palette) *canvas {
	size := KakuzuTraySize(cell)
	cv := newCanvas(size, size)
	p := float64(cell)
	o := float64(KakuzuTrayOrigin(cell))
	c := float64(size) / 2
	half := 4.5*p + (o - float64(kakuzuShadowRoom(cell)))
	body := &slab{
		f: newFrame(c, c, 0), hw: half, hh: half, radius: p * kzCorner,
		bevel: fmax(1, p*kzBevel),
	}
	shC, shA := col(pal.Shadow), alphaOf(pal.Shadow)
	shX, shY, shBlur := p*0.05, p*0.09, p*0.1

	railWood, floorWood := kzWoods(pal)
	floorH := 4.5*p + p*kzMargin
	floorR := p * 0.18
	wall := fmax(1, p*kzWall)
	floorSD := func(u, v float64) float64 { return sdRoundRect(u, v, floorH, floorH, floorR) }
	lx, ly := lightDir2()
	depth := p * 0.12 // how far the rim's shadow reaches over the floor
	wr := p * kzWell / 2
	gr := fmax(0.75, p*kzGroove/2) // a groove's half width
	flatK, flatS := flatLight(0.55, 0.12, 14)
	joint := fmax(0.5, p*0.008)

	// rail is the wood of the rim at (u,v) from the centre: side rails run
	// up and down, the top and bottom ones across, meeting in mitres.
	rail := func(u, v float64) rgb {
		var w rgb
		if math.Abs(u) > math.Abs(v) {
			w = kzGrain(railWood, v, u, p, 211)
		} else {
			w = kzGrain(railWood, u, v, p, 212)
		}
		m := math.Abs(math.Abs(u)-math.Abs(v)) / math.Sqrt2
		return w.scale(1 - 0.4*coverage(m-joint))
	}
	// groove is the height (0 flat, -1 at the bottom) and slope across a
	// carved groove at signed distance d from its middle.
	groove := func(d float64) (h, s float64) {
		if math.Abs(d) >= gr {
			return 0, 0
		}
		a := math.Pi * d / gr
		return -(0.5 + 0.5*math.Cos(a)), 0.75 * math.Pi / 2 * math.Sin(a)
	}
	lines := [2]float64{3 * p, 6 * p}

	floor := func(x, y, u, v float64) rgb {
		gx, gy := x-o, y-o
		base := kzGrain(floorWood, u, v, p, 213)
		// Height slopes of the floor here: grooves first.
		var hx, sx, hy, sy float64
		for _, l := range lines {
			if h, s := groove(gx - l); h < hx {
				hx, sx = h, s
			}
			if h, s := groove(gy - l); h < hy {
				hy, sy = h, s
			}
		}
		nx, ny := 0.0, 0.0
		occl := 0.0
		if hx < hy {
			nx, occl = -sx, -hx
		} else if hy < 0 {
			ny, occl = -sy, -hy
		}
		var clr rgb
		if nx != 0 || ny != 0 {
			clr = lit(base.scale(1-0.3*occl), normalize3(nx, ny, 1), 0.55, 0.1, 14)
		} else {
			clr = base.scale(flatK).add(flatS)
		}
		// The well of this square, if the point is on the grid.
		if gx >= 0 && gy >= 0 && gx < 9*p && gy < 9*p {
			col, row := math.Floor(gx/p), math.Floor(gy/p)
			du, dv := gx-(col+0.5)*p, gy-(row+0.5)*p
			r := hypot(du, dv)
			if d := r - wr; d < 1 {
				clr = clr.mix(kzWellShade(du, dv, r, wr, base, lx, ly), coverage(d))
			}
		}
		// The rim's shadow across the floor by the lamp's walls.
		s := floorSD(u+lx*depth, v+ly*depth)
		return clr.scale(1 - 0.42*smoothstep(-depth*0.9, depth*0.2, s))
	}

	surface := func(x, y, d float64) rgb {
		u, v := x-c, y-c
		fd := floorSD(u, v)
		switch {
		case fd < 0:
			return floor(x, y, u, v)
		case fd < wall:
			// The rim's inner wall: a cove rising from the floor, facing
			// inwards, so the lamp's walls are in shadow and the far
			// walls catch the light.
			nx, ny := gradient(floorSD, u, v)
			t := fd / wall
			slope := 0.6 + 2.2*math.Sin(math.Pi*t)
			cl := lit(rail(u, v), normalize3(-nx*slope, -ny*slope, 1), 0.5, 0.15, 14)
			return cl.scale(0.82 + 0.18*t)
		}
		w := rail(u, v)
		var clr rgb
		if d > -body.bevel {
			nx, ny := gradient(body.sd, x, y)
			clr = lit(w, bevelNormal(d, nx, ny, body.bevel), 0.55, 0.2, 16)
			clr = clr.scale(1 - 0.3*smoothstep(-1.5, 0, d))
		} else {
			clr = w.scale(flatK).add(flatS)
		}
		// The rim top's inner arris, rounded over: lit on the far rails.
		if a := fd - wall; a < p*0.05 {
			nx, ny := gradient(floorSD, u, v)
			k := 1 - a/(p*0.05)
			clr = clr.mix(lit(w, normalize3(nx*0.8*k, ny*0.8*k, 1), 0.55, 0.2, 16), k)
		}
		return clr
	}
	shadeSlab(cv, body, surface, shC, shA, shX, shY, shBlur)
	return cv
}

// kzWellShade is the colour in a shallow round well of radius wr at
// (du,dv) from its centre (r away): a dished floor a shade darker than the
// wood round it, its lamp side in shadow and its far side lit, with a
// crisp lip.
func kzWellShade(du, dv, r, wr float64, wood rgb, lx, ly float64) rgb {
	q := r / fmax(wr, 1e-9)
	slope := 0.25*q + 1.3*smoothstep(0.78, 1, q)
	ux, uy := 0.0, 0.0
	if r > 1e-9 {
		ux, uy = du/r, dv/r
	}
	// The dish faces its centre.
	n := normalize3(-ux*slope, -uy*slope, 1)
	c := lit(wood.scale(0.8), n, 0.5, 0.12, 12)
	// The lamp-side lip shades the dish.
	dd := wr * 0.16
	s := hypot(du+lx*dd, dv+ly*dd) - wr
	return c.scale(1 - 0.35*smoothstep(-dd, dd*0.3, s))
}

// KakuzuStoneVariants is how many looks of the covering stone there are:
// stones are pebbles, no two quite alike. KakuzuStoneVariantAt picks one
// per square so neighbours differ.
const KakuzuStoneVariants = 6

// KakuzuStoneVariantAt is the stone variant for square [r,c]: a fixed
// scramble, so the tray looks the same every frame and neighbours differ.
func KakuzuStoneVariantAt(r, c int) int {
	return int(hash2(r, c, 331) * KakuzuStoneVariants * 0.9999)
}

// kzVariant folds any variant number into 0..KakuzuStoneVariants-1.
func kzVariant(v int) int {
	return ((v % KakuzuStoneVariants) + KakuzuStoneVariants) % KakuzuStoneVariants
}

// KakuzuStone is a covering stone of diameter px at rest (variant 0): a
// smooth dark slate pebble, flat on top and rounded at the edge, lit from
// the top left with a soft highlight and a small glint, casting a soft
// shadow down and right. The image is px+2*PieceMargin(px) square with the
// stone centred; draw it centred on a square, px = KakuzuStonePx(cell).
func (k *Kit) KakuzuStone(px int) *ebiten.Image { return k.KakuzuStoneVariant(px, 0) }

// KakuzuStoneVariant is KakuzuStone in look v (folded into
// 0..KakuzuStoneVariants-1): a slightly different tint, oval and veining.
func (k *Kit) KakuzuStoneVariant(px, v int) *ebiten.Image {
	px = max(px, 1)
	v = kzVariant(v)
	return k.get(spriteKey{kind: "kakuzu-stone", a: px, b: v}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintSlate(cv, c, c, float64(px), k.pal, 0, v)
		return cv
	})
}

// KakuzuLiftSteps is how finely KakuzuStoneLifted quantizes the lift: t is
// rounded to the nearest 1/KakuzuLiftSteps, so a size and variant cache at
// most KakuzuLiftSteps+1 images.
const KakuzuLiftSteps = 12

// How far a stone of diameter 1 moves up (and left) on the screen when
// lifted all the way: off its well, so the digit below shows.
const kzLiftX, kzLiftY = 0.08, 0.72

// KakuzuLiftSize is the side of the square KakuzuStoneLifted(px, t) image:
// room round the well for the stone raised up the screen and grown, and
// for its shadow thrown further away.
func KakuzuLiftSize(px int) int {
	px = max(px, 1)
	return px + 2*(int(math.Ceil(float64(px)*0.86))+2)
}

// KakuzuStoneLifted is the stone of diameter px (variant 0) part way
// through being lifted off its well: t = 0 rests as KakuzuStone, t = 1 is
// held high above the tray — the stone grows by a sixth and rises nearly
// its width up the screen, off its well, while its shadow stays by the well,
// softer, paler and further down and right.
// t is clamped to 0..1 (NaN as 0) and quantized to KakuzuLiftSteps steps.
// The image is KakuzuLiftSize(px) square, centred on the well the stone
// rests in: draw it centred on the square's centre, over KakuzuDigit, so
// the printed digit shows as the stone comes up. To carry the stone
// further (to a player's pile), draw the t = 1 image moving.
func (k *Kit) KakuzuStoneLifted(px int, t float64) *ebiten.Image {
	return k.KakuzuStoneLiftedVariant(px, 0, t)
}

// KakuzuStoneLiftedVariant is KakuzuStoneLifted for look v, so the stone
// that comes up is the one that lay in the well (KakuzuStoneVariantAt).
func (k *Kit) KakuzuStoneLiftedVariant(px, v int, t float64) *ebiten.Image {
	px = max(px, 1)
	v = kzVariant(v)
	if math.IsNaN(t) {
		t = 0
	}
	step := int(math.Round(clamp01(t) * KakuzuLiftSteps))
	return k.get(spriteKey{kind: "kakuzu-stone-lift", a: px, b: v, c: step}, func() *canvas {
		s := KakuzuLiftSize(px)
		cv := newCanvas(s, s)
		c := float64(s) / 2
		paintSlate(cv, c, c, float64(px), k.pal, float64(step)/KakuzuLiftSteps, v)
		return cv
	})
}

// slateTints are the stones' base colours, one per variant: blue-grey
// slate, some a little warmer or darker.
var slateTints = [KakuzuStoneVariants]rgb{
	{0.30, 0.32, 0.35},
	{0.27, 0.28, 0.30},
	{0.33, 0.33, 0.34},
	{0.28, 0.30, 0.35},
	{0.32, 0.31, 0.30},
	{0.26, 0.29, 0.31},
}

// paintSlate paints a slate stone of diameter px resting at (cx,cy),
// lifted by lift (0 on the tray, 1 held high: bigger and up the screen,
// its shadow further off and softer), in look v.
func paintSlate(cv *canvas, cx, cy, px float64, pal Palette, lift float64, v int) {
	v = kzVariant(v)
	seed := uint32(401 + 17*v)
	// A lifted stone comes towards the eye: bigger, and up the screen off
	// its well.
	scale := 1 + lift/6
	scx, scy := cx-px*kzLiftX*lift, cy-px*kzLiftY*lift
	R := px / 2 * scale
	ov := 0.025 + 0.045*hash2(v, 2, 301) // pebbles are not quite round
	a, b := R, R*(1-ov)
	f := newFrame(scx, scy, hash2(v, 1, 301)*math.Pi)

	// The shadow on the table, thrown down and right from where the stone
	// is above it, and a tight contact shadow while it rests.
	off := px * (0.04 + 0.22*lift)
	blur := px * (0.05 + 0.14*lift)
	shA := alphaOf(pal.Shadow) * (0.95 - 0.5*lift)
	shC := col(pal.Shadow)
	sr := px / 2 * (1 + lift*0.05)
	sx, sy := cx-px*kzLiftX*lift*0.3+off*0.5, cy-px*kzLiftY*lift*0.3+off
	reach := sr + blur + 2
	cv.shade(sx-reach, sy-reach, sx+reach, sy+reach, func(x, y float64) (rgb, float64) {
		d := hypot(x-sx, y-sy) - sr
		al := shA * softShadow(d, blur)
		if lift < 0.5 {
			dc := hypot(x-cx-px*0.01, y-cy-px*0.02) - px/2
			al = fmax(al, (1-2*lift)*0.6*softShadow(dc, px*0.025))
		}
		return shC, al
	})

	tint := slateTints[v]
	wood := col(pal.Wood)
	// Some stones carry a thin vein of quartz.
	vein := v%3 == 0
	va := hash2(v, 3, 301) * math.Pi
	vc, vs := math.Cos(va), math.Sin(va)
	vo := (hash2(v, 4, 301) - 0.5) * 0.7
	cv.shade(scx-R-2, scy-R-2, scx+R+2, scy+R+2, func(x, y float64) (rgb, float64) {
		lx, ly := f.local(x, y)
		q := hypot(lx/a, ly/b)
		d := (q - 1) * b
		if d > 1 {
			return rgb{}, 0
		}
		dx, dy := x-scx, y-scy
		// A sea-worn pebble: a low superellipse dome, nearly flat on top,
		// rounding over ever faster towards the edge.
		qq := fmin(q, 0.999)
		q3 := qq * qq * qq
		slope := fmin(0.5*qq*qq*math.Pow(1-q3, -2.0/3), 3.2)
		r := hypot(dx, dy)
		ux, uy := 0.0, 0.0
		if r > 1e-9 {
			ux, uy = dx/r, dy/r
		}
		n := normalize3(ux*slope, uy*slope, 1)
		// Slate: a soft mottle, a fine speckle and maybe a quartz vein.
		u, w := lx/(2*R), ly/(2*R)
		mott := fbm(u*3, w*3, 3, seed)
		base := tint.scale(0.86 + 0.26*mott + 0.05*(hash2(int(math.Floor(lx)), int(math.Floor(ly)), seed+1)-0.5))
		if vein {
			e := math.Abs(u*vc+w*vs-vo+0.08*(fbm(u*4, w*4, 2, seed+3)-0.5)) * 2 * R
			base = base.mix(rgb{0.7, 0.69, 0.66}, 0.32*coverage(e-fmax(0.35, px*0.009)))
		}
		// Matte stone, smoothed by the sea: a broad soft highlight and a
		// faint small one.
		c := lit(base, n, 0.42, 0.16, 9)
		c = c.add(lit(black, n, 0, 0.16, 45).r)
		c = c.scale(1 - 0.18*smoothstep(0.88, 1.0, qq))
		// The warm wood below lights the lower rim a little.
		c = c.mix(wood, 0.14*smoothstep(0.7, 1, qq)*clamp01(dy/R))
		return c, coverage(d)
	})
}

// printOutline is Go Regular's outlines, for type printed on the sheet.
var printOutline = &outlineFont{ttf: gofonts.Regular}

// KakuzuDigit is the sheet's printed digit d (1..9) as it shows in a well
// whose stone has been lifted, px across: a disc of the paper sheet under
// the tray with d printed in dark ink — crisp type with a faint spread of
// ink into the paper's tooth — shaded at the lamp-side edge, where the
// well's wall falls over it. Other d give blank paper. The image is px
// square (transparent outside the disc): draw it centred on the square,
// px = KakuzuWellPx(cell).
func (k *Kit) KakuzuDigit(d, px int) *ebiten.Image {
	px = max(px, 1)
	if d < 1 || d > 9 {
		d = 0
	}
	return k.get(spriteKey{kind: "kakuzu-digit", a: d, b: px}, func() *canvas {
		cv := newCanvas(px, px)
		paintPrintedDigit(cv, float64(px), d, k.pal)
		return cv
	})
}

func paintPrintedDigit(cv *canvas, px float64, d int, pal Palette) {
	R := px / 2
	cx, cy := R, R
	paper := col(pal.Paper).scale(0.97)
	ink := col(pal.Ink)
	lx, ly := lightDir2()
	dd := px * 0.13
	var m, soft *mask
	if d > 0 {
		st := glyphStyle{font: printOutline, height: px * 0.56, maxW: px * 0.6}
		m = glyphMask(cv.w, cv.h, string(rune('0'+d)), st, cx, cy+px*0.01)
		soft = m.blurred(int(fmax(1, px/50)))
	}
	cv.shadeAll(func(x, y float64) (rgb, float64) {
		dx, dy := x-cx, y-cy
		r := hypot(dx, dy)
		e := r - R
		if e > 1 {
			return rgb{}, 0
		}
		ix, iy := int(x), int(y)
		// Paper: fibres and a faint cloud.
		c := paper.scale(1 + 0.025*(valueNoise(x*0.35, y*0.35, 501)-0.5) +
			0.02*(hash2(ix, iy, 502)-0.5))
		if m != nil {
			a := m.at(ix, iy)
			// Ink squeezed to the edges of the type, and a hair of spread.
			edge := clamp01(a - soft.at(ix, iy))
			spread := 0.18 * soft.at(ix, iy)
			dens := (0.86 + 0.14*valueNoise(x*0.6, y*0.6, 503)) * (1 + 0.1*edge)
			c = c.mix(ink, clamp01(fmax(a*dens, spread)))
		}
		// The well's wall shades the lamp side of the sheet, and the
		// paper darkens a touch where it runs under the wood.
		s := hypot(dx+lx*dd, dy+ly*dd) - R
		c = c.scale(1 - 0.38*smoothstep(-dd, dd*0.4, s))
		c = c.scale(1 - 0.2*smoothstep(-px*0.06, 0, e))
		return c, coverage(e)
	})
}
