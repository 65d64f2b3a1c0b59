package sprites

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Kakuzu's pieces off the tray: the ten number stones, the cloth bag they
// are drawn from, and the pile of stones each seat has won.

// States of a number stone, for NumberStone.
const (
	// NumberStoneInBag is a number still in play (in the bag or on the
	// table beside it): plain.
	NumberStoneInBag = 0
	// NumberStoneDrawn is the number drawn this turn: raised off the table
	// in a ring of the palette's Focus colour.
	NumberStoneDrawn = 1
	// NumberStoneRetired is a number whose nine squares are all uncovered:
	// greyed and struck through, out of the game for good.
	NumberStoneRetired = 2
	// NumberStoneFound is a number found earlier this turn and out until
	// the turn ends: flat and faded, with a tick in a Good badge, so it
	// never reads as the number hunted now.
	NumberStoneFound = 3
)

// NumberStone is the number stone n (0..9) of diameter px in state
// (NumberStoneInBag, NumberStoneDrawn, NumberStoneRetired or
// NumberStoneFound; others clamp):
// a round ivory token with a bevelled edge, an engraved ring and n cut into
// it and inked — dark, and 0 (the stone that ends a turn) in the palette's
// Accent; 6 and 9 are underlined so they read either way up. Drawn, it
// lies higher (a longer shadow) in a glowing Focus ring; retired, it is
// grey and flat with a dark stroke across it, so the state reads without
// colour; found, it is flat and faded with a tick in its corner. Other n
// give a blank token. The image is px+2*PieceMargin(px)
// square, the token centred.
func (k *Kit) NumberStone(n, px, state int) *ebiten.Image {
	px = max(px, 1)
	if n < 0 || n > 9 {
		n = -1
	}
	state = min(max(state, NumberStoneInBag), NumberStoneFound)
	return k.get(spriteKey{kind: "number-stone", a: n, b: px, c: state}, func() *canvas {
		cv, c := pieceCanvas(px)
		paintNumberStone(cv, c, c, float64(px), n, state, k.pal)
		return cv
	})
}

// bone is the ivory of the number stones.
var bone = rgb{0.93, 0.9, 0.83}

func paintNumberStone(cv *canvas, cx, cy, px float64, n, state int, pal Palette) {
	R := px / 2
	retired := state == NumberStoneRetired
	drawn := state == NumberStoneDrawn
	found := state == NumberStoneFound
	lift := 0.0
	if drawn {
		lift = 0.45
	}
	focus := col(pal.Focus)
	if drawn {
		// The ring of light round the drawn number.
		gw := px * 0.07
		cv.shade(cx-R-gw*2, cy-R-gw*2, cx+R+gw*2, cy+R+gw*2, func(x, y float64) (rgb, float64) {
			d := hypot(x-cx, y-cy) - R
			if d < -1 {
				return rgb{}, 0
			}
			return focus, 0.85*math.Exp(-math.Max(d, 0)/(gw*0.6)) + 0.0
		})
	}
	s := &slab{
		f: newFrame(cx, cy, 0), hw: R, hh: R, bevel: px * 0.16, rimDark: 0.18,
		ambient: 0.5, spec: 0.3, shine: 26,
		shape: func(lx, ly float64) float64 { return hypot(lx, ly) - R },
	}
	lw := fmax(0.7, px*0.014)
	ringR := R * 0.8
	s.material = func(lx, ly float64) rgb {
		u, v := lx/px, ly/px
		// Bone with faint grey veins and a warm cloud.
		vein := math.Abs(math.Sin(u*9 + v*4 + 3.5*fbm(u*2.5, v*2.5, 3, 601)))
		c := bone.scale(0.97 + 0.06*(fbm(u*4, v*4, 2, 602)-0.5))
		c = c.mix(rgb{0.62, 0.6, 0.57}, 0.14*(1-smoothstep(0, 0.09, vein)))
		// The engraved ring: a dark cut with a lit far lip.
		r := hypot(lx, ly)
		c = c.scale(1 - 0.35*coverage(math.Abs(r-ringR)-lw/2))
		c = c.mix(white, 0.3*coverage(math.Abs(r-ringR-lw*1.2)-lw*0.4))
		if retired {
			g := c.luma()
			c = rgb{g, g, g}.scale(0.78)
		}
		if found {
			g := c.luma()
			c = c.mix(rgb{g, g, g}, 0.6).scale(0.82)
		}
		return c
	}
	if retired || found {
		s.spec, s.ambient = 0.1, 0.6
	}
	s.castShadow(cv, px, pal, lift)
	s.paint(cv)
	if drawn {
		// A thin bright line of the ring over the token's edge.
		cv.shade(cx-R-2, cy-R-2, cx+R+2, cy+R+2, func(x, y float64) (rgb, float64) {
			d := hypot(x-cx, y-cy) - R
			return focus.mix(white, 0.3), 0.9 * coverage(math.Abs(d+lw*0.5)-lw)
		})
	}
	if n >= 0 {
		label := strconv.Itoa(n)
		ink := col(pal.Ink)
		if n == 0 {
			ink = col(pal.Accent).scale(0.85)
		}
		if retired || found {
			ink = col(pal.Muted).scale(0.8)
		}
		st := glyphStyle{font: boldOutline, height: px * 0.46, maxW: px * 0.5}
		dy := 0.0
		if n == 6 || n == 9 {
			dy = -px * 0.04
		}
		m := glyphMask(cv.w, cv.h, label, st, cx, cy+dy)
		if n == 6 || n == 9 {
			bar := sdfMask(cv.w, cv.h, func(x, y float64) float64 {
				return sdRoundRect(x-cx, y-(cy+px*0.245), px*0.13, px*0.028, px*0.02)
			}, cx-R, cy-R, cx+R, cy+R)
			for i, a := range bar.a {
				m.a[i] = fmax(m.a[i], a)
			}
		}
		engraveMask(cv, m, cx-R, cy-R, cx+R, cy+R, px, ink)
	}
	if retired {
		// Struck out: a dark stroke from top right to bottom left.
		sw := fmax(1, px*0.06)
		l := R * 0.92
		ink := col(pal.Ink)
		cv.shade(cx-R-2, cy-R-2, cx+R+2, cy+R+2, func(x, y float64) (rgb, float64) {
			u, v := (x-cx+y-cy)/math.Sqrt2, (x-cx-(y-cy))/math.Sqrt2
			d := sdRoundRect(u, v, sw/2, l, sw/2)
			var st stack
			st.over(black, 0.3*softShadow(sdRoundRect(u-px*0.01, v+px*0.01, sw/2, l, sw/2), px*0.02))
			st.over(rgb{0.95, 0.93, 0.88}, 0.8*coverage(d-fmax(0.8, px*0.012)))
			st.over(ink, coverage(d))
			return st.result()
		})
	}
	if found {
		paintTick(cv, cx+R*0.62, cy+R*0.62, R*0.34, col(pal.Good))
	}
}

// paintTick paints a tick in a disc of radius r and colour c centred at
// (x, y), with a light edge so it stands out on ivory and on felt.
func paintTick(cv *canvas, x, y, r float64, c rgb) {
	sw := fmax(1, r*0.28)
	a := point{x - r*0.45, y + r*0.02}
	b := point{x - r*0.1, y + r*0.38}
	e := point{x + r*0.5, y - r*0.35}
	cv.shade(x-r-2, y-r-2, x+r+2, y+r+2, func(px, py float64) (rgb, float64) {
		d := hypot(px-x, py-y) - r
		var st stack
		st.over(rgb{0.98, 0.97, 0.93}, coverage(d-fmax(1, r*0.12)))
		st.over(c, coverage(d))
		tick := fmin(sdSegment(px, py, a, b), sdSegment(px, py, b, e)) - sw/2
		st.over(white, coverage(tick))
		return st.result()
	})
}

// engraveMask paints the shape m (the size of cv) cut into a surface and
// filled with ink c: the cut's wall on the lamp side is in shadow, the far
// wall catches a little light, within the box [x0,x1)×[y0,y1).
func engraveMask(cv *canvas, m *mask, x0, y0, x1, y1, px float64, c rgb) {
	soft := m.blurred(int(fmax(1, px/70)))
	o := fmax(0.7, px*0.015)
	lx, ly := lightDir2()
	cv.shade(x0, y0, x1, y1, func(x, y float64) (rgb, float64) {
		a := m.sample(x, y)
		e := soft.sample(x-lx*o, y-ly*o) - soft.sample(x+lx*o, y+ly*o)
		if a <= 0.001 {
			// Outside the cut: its far lip catches the light.
			if e > 0 {
				return white, 0.25 * e
			}
			return rgb{}, 0
		}
		face := c
		if e < 0 {
			face = face.mix(black, -0.6*e)
		} else {
			face = face.mix(white, 0.2*e)
		}
		return face, a
	})
}

// Bag is the cloth bag the number stones are drawn from, standing on the
// table, px square (its shadow included): soft wine-red cotton velvet with
// folds gathered at the neck by a gold drawstring. Closed, the neck is
// tied with a frill of cloth above the knot and the cord's ends hang down;
// open, the mouth gapes with its rolled hem, the cord slack round it, and
// ivory number stones show in the dark inside.
func (k *Kit) Bag(px int, open bool) *ebiten.Image {
	px = max(px, 1)
	o := 0
	if open {
		o = 1
	}
	return k.get(spriteKey{kind: "kakuzu-bag", a: px, b: o}, func() *canvas {
		cv := newCanvas(px, px)
		paintBag(cv, float64(px), open, k.pal)
		return cv
	})
}

// sdEllipse is a close estimate of the distance to an ellipse centred at
// the origin with half axes rx, ry.
func sdEllipse(x, y, rx, ry float64) float64 {
	rx, ry = fmax(rx, 1e-6), fmax(ry, 1e-6)
	f := hypot(x/rx, y/ry)
	if f < 1e-9 {
		return -fmin(rx, ry)
	}
	g := hypot(x/(rx*rx), y/(ry*ry)) / f
	return (f - 1) / fmax(g, 1e-9)
}

// sdUnevenCapsule is the distance to the hull of a circle of radius r1 at
// (0,0) and one of radius r2 at (0,h), h > 0 (y down).
func sdUnevenCapsule(x, y, r1, r2, h float64) float64 {
	x = math.Abs(x)
	b := (r1 - r2) / h
	a := math.Sqrt(fmax(1-b*b, 0))
	k := -x*a + y*b // along the axis, towards the second circle
	if k < 0 {
		return hypot(x, y) - r1
	}
	if k > a*h {
		return hypot(x, y-h) - r2
	}
	return x*a + y*b - r1
}

// smin is the smooth union of two distances with blend radius k.
func smin(a, b, k float64) float64 {
	h := clamp01(0.5 + 0.5*(b-a)/k)
	return b + (a-b)*h - k*h*(1-h)
}

// sdSegment is the distance to the segment ab.
func sdSegment(x, y float64, a, b point) float64 {
	px, py := x-a.x, y-a.y
	bx, by := b.x-a.x, b.y-a.y
	t := clamp01((px*bx + py*by) / fmax(bx*bx+by*by, 1e-12))
	return hypot(px-bx*t, py-by*t)
}

// cord is a drawstring end: a chain of points, its distance and the
// position along it.
type cord []point

func (c cord) sd(x, y float64) (d, along float64) {
	d = math.Inf(1)
	run := 0.0
	for i := 1; i < len(c); i++ {
		a, b := c[i-1], c[i]
		l := hypot(b.x-a.x, b.y-a.y)
		if e := sdSegment(x, y, a, b); e < d {
			px, py := x-a.x, y-a.y
			t := clamp01((px*(b.x-a.x) + py*(b.y-a.y)) / fmax(l*l, 1e-12))
			d, along = e, run+t*l
		}
		run += l
	}
	return d, along
}

var (
	velvet   = rgb{0.46, 0.09, 0.14}
	cordGold = rgb{0.86, 0.68, 0.34}
)

func paintBag(cv *canvas, p float64, open bool, pal Palette) {
	cx := p / 2
	// The body: a round-bottomed sack narrowing up to the neck.
	bodyY, bodyRX, bodyRY := p*0.68, p*0.36, p*0.25
	neckY, nr1 := p*0.39, p*0.058
	mouthY, mouthRX, mouthRY := p*0.335, p*0.175, p*0.06
	hem := p * 0.032
	if open {
		neckY, nr1 = mouthY+p*0.02, mouthRX+hem*0.6
	}
	body := func(x, y float64) float64 {
		e := sdEllipse(x-cx, y-bodyY, bodyRX, bodyRY)
		n := sdUnevenCapsule(x-cx, y-neckY, nr1, p*0.2, p*0.2)
		d := smin(e, n, p*0.07)
		if open {
			// Cut off at the mouth: the hem is its top.
			d = fmax(d, mouthY-y)
		}
		return d
	}
	// Closed: the frill of gathered cloth above the knot, flaring up to a
	// wavy edge. Open: the mouth, an ellipse in a rolled, wavy hem.
	frillTop := p * 0.165
	wave := func(x float64) float64 { return p * 0.011 * math.Sin((x-cx)/p*70+1) }
	frill := func(x, y float64) float64 {
		if open {
			return math.Inf(1)
		}
		w := p*0.04 + p*0.09*smoothstep(neckY, frillTop, y)
		return fmax(math.Abs(x-cx)-w, fmax(frillTop+wave(x)-y, y-neckY-p*0.02))
	}
	mouthAng := func(x, y float64) float64 { return math.Atan2((y-mouthY)/mouthRY, (x-cx)/mouthRX) }
	hemOut := func(x, y float64) float64 {
		rip := 1 + 0.05*math.Sin(mouthAng(x, y)*9)
		return sdEllipse(x-cx, y-mouthY, (mouthRX+hem)*rip, (mouthRY+hem)*rip)
	}
	mouthIn := func(x, y float64) float64 { return sdEllipse(x-cx, y-mouthY, mouthRX, mouthRY) }
	mouth := func(x, y float64) float64 {
		if !open {
			return math.Inf(1)
		}
		return hemOut(x, y)
	}
	shape := func(x, y float64) float64 { return fmin(body(x, y), fmin(frill(x, y), mouth(x, y))) }

	// The drawstring: wraps round the neck and two ends hanging down the
	// front (closed), or one end slipping out of the hem (open).
	var ends []cord
	if open {
		ends = []cord{
			{{cx + p*0.05, mouthY + mouthRY + hem*0.5}, {cx + p*0.085, mouthY + p*0.12}, {cx + p*0.13, mouthY + p*0.19}, {cx + p*0.15, mouthY + p*0.26}},
			{{cx + p*0.02, mouthY + mouthRY + hem*0.6}, {cx + p*0.03, mouthY + p*0.12}, {cx + p*0.05, mouthY + p*0.17}},
		}
	} else {
		ends = []cord{
			{{cx + p*0.035, neckY + p*0.005}, {cx + p*0.06, neckY + p*0.06}, {cx + p*0.09, neckY + p*0.12}, {cx + p*0.1, neckY + p*0.19}},
			{{cx + p*0.01, neckY + p*0.01}, {cx + p*0.012, neckY + p*0.07}, {cx + p*0.035, neckY + p*0.135}},
		}
	}
	cordW := fmax(0.6, p*0.012)
	knotR := fmax(0.8, p*0.02)

	shC, shA := col(pal.Shadow), alphaOf(pal.Shadow)
	lx, ly := lightDir2()
	// Number stones seen in the open mouth, down among the folds.
	peek := [3]struct{ x, y, r float64 }{
		{cx - p*0.085, mouthY + p*0.05, p * 0.045},
		{cx + p*0.075, mouthY + p*0.052, p * 0.042},
		{cx - p*0.005, mouthY + p*0.045, p * 0.047},
	}

	// cloth is the lit velvet at (x,y), d inside the outline sd; gathers
	// run away from (gx,gy), pleats sets them tight (the frill).
	cloth := func(x, y, d float64, sd func(x, y float64) float64, gx, gy float64, pleats bool) rgb {
		nx, ny := gradient(sd, x, y)
		// Soft and round: the normal turns out over a wide band.
		t := clamp01(-d / (p * 0.14))
		slope := 1.5 * math.Pow(1-t, 1.6)
		n0, n1 := nx*slope, ny*slope
		ax, ay := x-gx, y-gy
		dist := hypot(ax, ay)
		ang := math.Atan2(ax, math.Abs(ay)+p*0.015)
		freq, amp, reach := 13.0, 0.7, p*0.24
		if pleats {
			freq, amp, reach = 30, 0.7, p
		}
		// Gathers of uneven depth, fading as the cloth falls open.
		depth := amp * (0.5 + valueNoise(ang*4, 0.5, 703)) * math.Exp(-dist/reach)
		ph := ang*freq + 1.2*valueNoise(dist/p*5, ang*2, 701)
		fold := math.Sin(ph)
		tx, ty := math.Cos(ang), -math.Sin(ang)*math.Copysign(1, ay)
		n0 += tx * math.Cos(ph) * depth
		n1 += ty * math.Cos(ph) * depth
		n := normalize3(n0, n1, 1)
		weave := 0.05*(hash2(int(x), int(y), 702)-0.5) + 0.025*float64((int(x)+int(y))%2)
		base := velvet.scale(1 + weave)
		c := lit(base, n, 0.4, 0.05, 6)
		// Velvet's sheen: the pile shines where it is seen side-on.
		graze := 1 - n[2]
		c = c.add(0.32 * graze * graze * fmax(0, -(n[0]*lx+n[1]*ly)+0.3))
		// Deep in the gathers less light gets in.
		return c.scale(1 - 0.2*fmax(0, fold)*depth)
	}

	cv.shadeAll(func(x, y float64) (rgb, float64) {
		var st stack
		// Its shadow: a pool on the table under the sack, thrown right.
		sh := sdEllipse(x-cx-p*0.05, y-(bodyY+bodyRY*0.8), bodyRX*1.02, bodyRY*0.34)
		st.over(shC, shA*softShadow(sh, p*0.06))
		st.over(shC, shA*0.45*softShadow(shape(x-p*0.035, y-p*0.03), p*0.05))
		if bd := body(x, y); bd < 1 {
			gy := neckY
			if open {
				gy = mouthY + mouthRY
			}
			st.over(cloth(x, y, bd, body, cx, gy, false), coverage(bd))
		}
		if fd := frill(x, y); fd < 1 {
			c := cloth(x, y, fd, frill, cx, neckY, true)
			// The frill's lining shows along its wavy top.
			c = c.scale(1 - 0.35*smoothstep(frillTop+wave(x)+p*0.03, frillTop+wave(x), y))
			st.over(c, coverage(fd))
		}
		if md := mouth(x, y); md < 1 {
			// The hem, a rolled edge lit on the far side of the roll, and
			// the dark inside of the bag within it.
			mi := mouthIn(x, y)
			hn := clamp01(mi / fmax(mi-md, 1e-9)) // 0 inner edge, 1 outer
			nx, ny := gradient(mouthIn, x, y)
			k := (hn*2 - 1) * 1.5
			c := lit(velvet.scale(1.08), normalize3(nx*k, ny*k, 1), 0.42, 0.08, 8)
			c = c.scale(0.9 + 0.1*math.Sin(mouthAng(x, y)*9))
			if mi < 1 {
				depth := clamp01((y - (mouthY - mouthRY)) / (2 * mouthRY))
				in := velvet.scale(0.12 + 0.12*depth)
				for _, s := range peek {
					r := hypot(x-s.x, y-s.y) - s.r
					if r < 1 {
						dx, dy := (x-s.x)/s.r, (y-s.y)/s.r
						sc := lit(bone.scale(0.62), normalize3(dx*0.8, dy*0.8, 1), 0.45, 0.2, 12)
						in = in.mix(sc, coverage(r))
					}
				}
				// The far hem shades the inside below it.
				in = in.scale(1 - 0.6*(1-smoothstep(mouthY-mouthRY, mouthY+mouthRY*0.3, y)))
				c = c.mix(in, coverage(mi))
			}
			st.over(c, coverage(md))
		}
		// The drawstring: a twisted gold cord.
		cordAt := func(dd, along, w float64) {
			if dd > w+2 {
				return
			}
			twist := 0.5 + 0.5*math.Sin(along/fmax(w, 0.5)*2.4)
			rr := clamp01(dd / w)
			cc := lit(cordGold.scale(0.72+0.32*twist), normalize3(0, -0.2, math.Sqrt(fmax(1-rr*rr, 0))+0.1), 0.5, 0.35, 20)
			st.over(black, 0.25*softShadow(dd-w*0.5, w))
			st.over(cc, coverage(dd-w))
		}
		if !open {
			// The wraps of the tie round the neck.
			b := sdRoundRect(x-cx, y-neckY, nr1+p*0.014, p*0.024, p*0.02)
			if b < 2 {
				rel := (y - neckY) / (p * 0.024)
				wrap := math.Abs(math.Sin((rel*1.5 + (x-cx)/p*3) * math.Pi / 2 * 1.5))
				hx := clamp01(math.Abs(x-cx) / (nr1 + p*0.014))
				cc := lit(cordGold.scale(0.7+0.35*wrap), normalize3(math.Copysign(hx*hx*1.5, x-cx), -0.3, 1), 0.5, 0.35, 20)
				st.over(black, 0.3*softShadow(b-p*0.005, p*0.012))
				st.over(cc, coverage(b))
			}
		}
		for _, e := range ends {
			dd, along := e.sd(x, y)
			cordAt(dd, along, cordW)
			// A knot at the end.
			k := e[len(e)-1]
			if kd := hypot(x-k.x, y-k.y) - knotR; kd < 2 {
				nx, ny := (x-k.x)/knotR, (y-k.y)/knotR
				kc := lit(cordGold.scale(0.85), normalize3(nx, ny, math.Sqrt(fmax(1-nx*nx-ny*ny, 0))+0.2), 0.5, 0.35, 20)
				st.over(black, 0.25*softShadow(kd-knotR*0.3, knotR*0.8))
				st.over(kc, coverage(kd))
			}
		}
		return st.result()
	})
}

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
func (k *Kit) StonePile(count, px int) *ebiten.Image {
	px = max(px, 1)
	count = min(max(count, 0), StonePileMax)
	return k.get(spriteKey{kind: "stone-pile", a: count, b: px}, func() *canvas {
		cv := newCanvas(px, px)
		paintStonePile(cv, float64(px), count, k.pal)
		return cv
	})
}

func paintStonePile(cv *canvas, px float64, count int, pal Palette) {
	sp := float64(StonePileStonePx(int(px)))
	c := px / 2
	for i := range count {
		s := pileSpots[i]
		paintSlate(cv, c+s.x*sp, c+s.y*sp, sp, pal, 0.25*float64(s.layer), i*5+1)
	}
}
