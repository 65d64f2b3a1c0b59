package kakuzu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// Bag is the cloth bag the number stones are drawn from, standing on the
// table, px square (its shadow included): soft wine-red cotton velvet with
// folds gathered at the neck by a gold drawstring. Closed, the neck is
// tied with a frill of cloth above the knot and the cord's ends hang down;
// open, the mouth gapes with its rolled hem, the cord slack round it, and
// ivory number stones show in the dark inside.
func Bag(k *sprites.Kit, px int, open bool) *ebiten.Image {
	px = max(px, 1)
	return k.Square(sprites.Key{Kind: kindBag, A: px, B: sprites.Flag(open)}, px, func(cv *sprites.Canvas, p float64, pal sprites.Palette) {
		paintBag(cv, p, open, pal)
	})
}

// sdEllipse is a close estimate of the distance to an ellipse centred at
// the origin with half axes rx, ry.
func sdEllipse(x, y, rx, ry float64) float64 {
	rx, ry = sprites.Fmax(rx, 1e-6), sprites.Fmax(ry, 1e-6)
	f := sprites.Hypot(x/rx, y/ry)
	if f < 1e-9 {
		return -sprites.Fmin(rx, ry)
	}
	g := sprites.Hypot(x/(rx*rx), y/(ry*ry)) / f
	return (f - 1) / sprites.Fmax(g, 1e-9)
}

// sdUnevenCapsule is the distance to the hull of a circle of radius r1 at
// (0,0) and one of radius r2 at (0,h), h > 0 (y down).
func sdUnevenCapsule(x, y, r1, r2, h float64) float64 {
	x = math.Abs(x)
	b := (r1 - r2) / h
	a := math.Sqrt(sprites.Fmax(1-b*b, 0))
	k := -x*a + y*b // along the axis, towards the second circle
	if k < 0 {
		return sprites.Hypot(x, y) - r1
	}
	if k > a*h {
		return sprites.Hypot(x, y-h) - r2
	}
	return x*a + y*b - r1
}

// smin is the smooth union of two distances with blend radius k.
func smin(a, b, k float64) float64 {
	h := sprites.Clamp01(0.5 + 0.5*(b-a)/k)
	return b + (a-b)*h - k*h*(1-h)
}

// sdSegment is the distance to the segment ab.
func sdSegment(x, y float64, a, b sprites.Point) float64 {
	px, py := x-a.X, y-a.Y
	bx, by := b.X-a.X, b.Y-a.Y
	t := sprites.Clamp01((px*bx + py*by) / sprites.Fmax(bx*bx+by*by, 1e-12))
	return sprites.Hypot(px-bx*t, py-by*t)
}

// cord is a drawstring end: a chain of points, its distance and the
// position along it.
type cord []sprites.Point

func (c cord) sd(x, y float64) (d, along float64) {
	d = math.Inf(1)
	run := 0.0
	for i := 1; i < len(c); i++ {
		a, b := c[i-1], c[i]
		l := sprites.Hypot(b.X-a.X, b.Y-a.Y)
		if e := sdSegment(x, y, a, b); e < d {
			px, py := x-a.X, y-a.Y
			t := sprites.Clamp01((px*(b.X-a.X) + py*(b.Y-a.Y)) / sprites.Fmax(l*l, 1e-12))
			d, along = e, run+t*l
		}
		run += l
	}
	return d, along
}

var (
	velvet   = sprites.RGB{R: 0.46, G: 0.09, B: 0.14}
	cordGold = sprites.RGB{R: 0.86, G: 0.68, B: 0.34}
)

func paintBag(cv *sprites.Canvas, p float64, open bool, pal sprites.Palette) {
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
			d = sprites.Fmax(d, mouthY-y)
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
		w := p*0.04 + p*0.09*sprites.Smoothstep(neckY, frillTop, y)
		return sprites.Fmax(math.Abs(x-cx)-w, sprites.Fmax(frillTop+wave(x)-y, y-neckY-p*0.02))
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
	shape := func(x, y float64) float64 { return sprites.Fmin(body(x, y), sprites.Fmin(frill(x, y), mouth(x, y))) }

	// The drawstring: wraps round the neck and two ends hanging down the
	// front (closed), or one end slipping out of the hem (open).
	var ends []cord
	if open {
		ends = []cord{
			{{X: cx + p*0.05, Y: mouthY + mouthRY + hem*0.5}, {X: cx + p*0.085, Y: mouthY + p*0.12}, {X: cx + p*0.13, Y: mouthY + p*0.19}, {X: cx + p*0.15, Y: mouthY + p*0.26}},
			{{X: cx + p*0.02, Y: mouthY + mouthRY + hem*0.6}, {X: cx + p*0.03, Y: mouthY + p*0.12}, {X: cx + p*0.05, Y: mouthY + p*0.17}},
		}
	} else {
		ends = []cord{
			{{X: cx + p*0.035, Y: neckY + p*0.005}, {X: cx + p*0.06, Y: neckY + p*0.06}, {X: cx + p*0.09, Y: neckY + p*0.12}, {X: cx + p*0.1, Y: neckY + p*0.19}},
			{{X: cx + p*0.01, Y: neckY + p*0.01}, {X: cx + p*0.012, Y: neckY + p*0.07}, {X: cx + p*0.035, Y: neckY + p*0.135}},
		}
	}
	cordW := sprites.Fmax(0.6, p*0.012)
	knotR := sprites.Fmax(0.8, p*0.02)

	shC, shA := sprites.RGBOf(pal.Shadow), sprites.AlphaOf(pal.Shadow)
	lx, ly := lightDir2()
	// Number stones seen in the open mouth, down among the folds.
	peek := [3]struct{ x, y, r float64 }{
		{cx - p*0.085, mouthY + p*0.05, p * 0.045},
		{cx + p*0.075, mouthY + p*0.052, p * 0.042},
		{cx - p*0.005, mouthY + p*0.045, p * 0.047},
	}

	// cloth is the lit velvet at (x,y), d inside the outline sd; gathers
	// run away from (gx,gy), pleats sets them tight (the frill).
	cloth := func(x, y, d float64, sd func(x, y float64) float64, gx, gy float64, pleats bool) sprites.RGB {
		nx, ny := sprites.Gradient(sd, x, y)
		// Soft and round: the normal turns out over a wide band.
		t := sprites.Clamp01(-d / (p * 0.14))
		slope := 1.5 * math.Pow(1-t, 1.6)
		n0, n1 := nx*slope, ny*slope
		ax, ay := x-gx, y-gy
		dist := sprites.Hypot(ax, ay)
		ang := math.Atan2(ax, math.Abs(ay)+p*0.015)
		freq, amp, reach := 13.0, 0.7, p*0.24
		if pleats {
			freq, amp, reach = 30, 0.7, p
		}
		// Gathers of uneven depth, fading as the cloth falls open.
		depth := amp * (0.5 + sprites.ValueNoise(ang*4, 0.5, 703)) * math.Exp(-dist/reach)
		ph := ang*freq + 1.2*sprites.ValueNoise(dist/p*5, ang*2, 701)
		fold := math.Sin(ph)
		tx, ty := math.Cos(ang), -math.Sin(ang)*math.Copysign(1, ay)
		n0 += tx * math.Cos(ph) * depth
		n1 += ty * math.Cos(ph) * depth
		n := sprites.Normalize3(n0, n1, 1)
		weave := 0.05*(sprites.Hash2(int(x), int(y), 702)-0.5) + 0.025*float64((int(x)+int(y))%2)
		base := velvet.Scale(1 + weave)
		c := sprites.Lit(base, n, 0.4, 0.05, 6)
		// Velvet's sheen: the pile shines where it is seen side-on.
		graze := 1 - n[2]
		c = c.Add(0.32 * graze * graze * sprites.Fmax(0, -(n[0]*lx+n[1]*ly)+0.3))
		// Deep in the gathers less light gets in.
		return c.Scale(1 - 0.2*sprites.Fmax(0, fold)*depth)
	}

	cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
		var st sprites.Stack
		// Its shadow: a pool on the table under the sack, thrown right.
		sh := sdEllipse(x-cx-p*0.05, y-(bodyY+bodyRY*0.8), bodyRX*1.02, bodyRY*0.34)
		st.Over(shC, shA*sprites.SoftShadow(sh, p*0.06))
		st.Over(shC, shA*0.45*sprites.SoftShadow(shape(x-p*0.035, y-p*0.03), p*0.05))
		if bd := body(x, y); bd < 1 {
			gy := neckY
			if open {
				gy = mouthY + mouthRY
			}
			st.Over(cloth(x, y, bd, body, cx, gy, false), sprites.Coverage(bd))
		}
		if fd := frill(x, y); fd < 1 {
			c := cloth(x, y, fd, frill, cx, neckY, true)
			// The frill's lining shows along its wavy top.
			c = c.Scale(1 - 0.35*sprites.Smoothstep(frillTop+wave(x)+p*0.03, frillTop+wave(x), y))
			st.Over(c, sprites.Coverage(fd))
		}
		if md := mouth(x, y); md < 1 {
			// The hem, a rolled edge lit on the far side of the roll, and
			// the dark inside of the bag within it.
			mi := mouthIn(x, y)
			hn := sprites.Clamp01(mi / sprites.Fmax(mi-md, 1e-9)) // 0 inner edge, 1 outer
			nx, ny := sprites.Gradient(mouthIn, x, y)
			k := (hn*2 - 1) * 1.5
			c := sprites.Lit(velvet.Scale(1.08), sprites.Normalize3(nx*k, ny*k, 1), 0.42, 0.08, 8)
			c = c.Scale(0.9 + 0.1*math.Sin(mouthAng(x, y)*9))
			if mi < 1 {
				depth := sprites.Clamp01((y - (mouthY - mouthRY)) / (2 * mouthRY))
				in := velvet.Scale(0.12 + 0.12*depth)
				for _, s := range peek {
					r := sprites.Hypot(x-s.x, y-s.y) - s.r
					if r < 1 {
						dx, dy := (x-s.x)/s.r, (y-s.y)/s.r
						sc := sprites.Lit(bone.Scale(0.62), sprites.Normalize3(dx*0.8, dy*0.8, 1), 0.45, 0.2, 12)
						in = in.Mix(sc, sprites.Coverage(r))
					}
				}
				// The far hem shades the inside below it.
				in = in.Scale(1 - 0.6*(1-sprites.Smoothstep(mouthY-mouthRY, mouthY+mouthRY*0.3, y)))
				c = c.Mix(in, sprites.Coverage(mi))
			}
			st.Over(c, sprites.Coverage(md))
		}
		// The drawstring: a twisted gold cord.
		cordAt := func(dd, along, w float64) {
			if dd > w+2 {
				return
			}
			twist := 0.5 + 0.5*math.Sin(along/sprites.Fmax(w, 0.5)*2.4)
			rr := sprites.Clamp01(dd / w)
			cc := sprites.Lit(cordGold.Scale(0.72+0.32*twist), sprites.Normalize3(0, -0.2, math.Sqrt(sprites.Fmax(1-rr*rr, 0))+0.1), 0.5, 0.35, 20)
			st.Over(sprites.Black, 0.25*sprites.SoftShadow(dd-w*0.5, w))
			st.Over(cc, sprites.Coverage(dd-w))
		}
		if !open {
			// The wraps of the tie round the neck.
			b := sprites.SDRoundRect(x-cx, y-neckY, nr1+p*0.014, p*0.024, p*0.02)
			if b < 2 {
				rel := (y - neckY) / (p * 0.024)
				wrap := math.Abs(math.Sin((rel*1.5 + (x-cx)/p*3) * math.Pi / 2 * 1.5))
				hx := sprites.Clamp01(math.Abs(x-cx) / (nr1 + p*0.014))
				cc := sprites.Lit(cordGold.Scale(0.7+0.35*wrap), sprites.Normalize3(math.Copysign(hx*hx*1.5, x-cx), -0.3, 1), 0.5, 0.35, 20)
				st.Over(sprites.Black, 0.3*sprites.SoftShadow(b-p*0.005, p*0.012))
				st.Over(cc, sprites.Coverage(b))
			}
		}
		for _, e := range ends {
			dd, along := e.sd(x, y)
			cordAt(dd, along, cordW)
			// A knot at the end.
			k := e[len(e)-1]
			if kd := sprites.Hypot(x-k.X, y-k.Y) - knotR; kd < 2 {
				nx, ny := (x-k.X)/knotR, (y-k.Y)/knotR
				kc := sprites.Lit(cordGold.Scale(0.85), sprites.Normalize3(nx, ny, math.Sqrt(sprites.Fmax(1-nx*nx-ny*ny, 0))+0.2), 0.5, 0.35, 20)
				st.Over(sprites.Black, 0.25*sprites.SoftShadow(kd-knotR*0.3, knotR*0.8))
				st.Over(kc, sprites.Coverage(kd))
			}
		}
		return st.Result()
	})
}
