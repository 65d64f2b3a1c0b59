package kakuro

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

// HourglassSteps is how finely Hourglass quantizes the sand: the fraction
// run is rounded to the nearest 1/HourglassSteps, so one size caches at
// most HourglassSteps+1 images however often a scene asks.
const HourglassSteps = 40

// HourglassWidth is the width of the Hourglass image of height h.
func HourglassWidth(h int) int { return max(1, int(math.Round(float64(max(h, 1))*0.5))) }

// Hourglass is Kakuro's hourglass standing on the table, seen from the
// side, h pixels tall and HourglassWidth(h) wide (its soft shadow included):
// turned wooden caps and posts, a glass with two bulbs, and sand that has
// run by the fraction sand (0 full on top, 1 all run through; clamped, and
// quantized to HourglassSteps steps). While 0 < sand < 1 a thin stream
// falls through the neck onto the growing heap.
func Hourglass(k *sprites.Kit, h int, sand float64) *ebiten.Image {
	h = max(h, 1)
	if math.IsNaN(sand) {
		sand = 0
	}
	step := int(math.Round(sprites.Clamp01(sand) * HourglassSteps))
	return k.Sprite(sprites.Key{Kind: kindHourglass, A: h, B: step}, func() *sprites.Canvas {
		cv := sprites.NewCanvas(HourglassWidth(h), h)
		paintHourglass(cv, float64(h), float64(step)/HourglassSteps, k.Palette())
		return cv
	})
}

// hourglass proportions, in units of the height.
const (
	hgCapTop, hgCapH  = 0.035, 0.075 // top cap: its top and height
	hgCapBot          = 0.875        // bottom cap's top
	hgCapHW           = 0.225        // caps' half width
	hgPostX, hgPostHW = 0.188, 0.019 // front posts' offset and half width
	hgGlassHW         = 0.15         // widest point of a bulb
	hgNeck            = 0.011        // half width of the neck
	hgFill            = 0.72         // the full top bulb's sand height (of the bulb)
)

// bulbShape is the half width of a bulb (relative to its widest) at s,
// 0 at the neck and 1 where the glass meets the cap.
func bulbShape(s float64) float64 {
	if s < 0.58 {
		return math.Pow(math.Sin(math.Pi/2*s/0.58), 0.75)
	}
	t := (s - 0.58) / 0.42
	return 1 - 0.55*t*t
}

func paintHourglass(cv *sprites.Canvas, h, run float64, pal sprites.Palette) {
	w := float64(cv.W)
	cx := w / 2
	u := h
	yt := (hgCapTop + hgCapH) * u // glass top (under the top cap)
	yb := hgCapBot * u            // glass bottom
	ym := (yt + yb) / 2           // the neck
	bulbH := ym - yt
	maxW, neck := hgGlassHW*u, sprites.Fmax(hgNeck*u, 0.6)
	// g is the glass's inner half width at height y.
	g := func(y float64) float64 {
		s := math.Abs(y-ym) / bulbH
		if s > 1 {
			return 0
		}
		return neck + (maxW-neck)*bulbShape(s)
	}
	// Sand volume along a bulb from the neck, as a table over s.
	const n = 256
	var cum [n + 1]float64
	for i := 1; i <= n; i++ {
		s := (float64(i) - 0.5) / n
		r := neck + (maxW-neck)*bulbShape(s)
		cum[i] = cum[i-1] + r*r/n
	}
	// levelAt is the s at which the volume from the neck reaches v.
	levelAt := func(v float64) float64 {
		for i := 1; i <= n; i++ {
			if cum[i] >= v {
				f := (v - cum[i-1]) / sprites.Fmax(cum[i]-cum[i-1], 1e-12)
				return (float64(i-1) + f) / n
			}
		}
		return 1
	}
	fill := hgFill
	full := cum[int(fill*n)]
	topS := levelAt((1 - run) * full)                                     // top sand reaches up to s=topS
	botS := levelAt(cum[n] - run*full*0.97)                               // bottom sand fills s in [botS,1]
	topLevel := ym - topS*bulbH                                           // surface height in the top bulb
	botLevel := ym + botS*bulbH                                           // flat level in the bottom bulb
	dip := sprites.Fmin(0.05*u, topS*bulbH*0.6) * sprites.Fmin(1, run*10) // the funnel in the top sand
	heap := sprites.Fmin(0.06*u, (1-botS)*bulbH*0.9+0.01)                 // the cone in the bottom
	if run <= 0 {
		heap = 0
	}
	if run >= 1 {
		dip = 0
	}
	stream := run > 0 && run < 1
	sw := sprites.Fmax(0.45, u*0.004)

	wood := sprites.RGBOf(pal.Wood)
	sandC := sprites.RGB{R: 0.88, G: 0.73, B: 0.47}
	glassEdge := sprites.RGB{R: 0.55, G: 0.62, B: 0.66}

	// The shadow on the table, falling right of the foot.
	sx, sy := cx+0.05*u, (hgCapBot+hgCapH)*u-0.005*u
	cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
		dx, dy := (x-sx)/(hgCapHW*u*1.25), (y-sy)/(0.028*u)
		r := sprites.Hypot(dx, dy)
		return sprites.RGBOf(pal.Shadow), sprites.AlphaOf(pal.Shadow) * (1 - sprites.Smoothstep(0.55, 1, r))
	})

	// cylinder lights a turned wooden part of half width hw centred on x0.
	cylinder := func(x, x0, hw float64, base sprites.RGB) sprites.RGB {
		q := sprites.Clamp01(math.Abs(x-x0) / hw)
		nx := (x - x0) / hw
		return sprites.Lit(base, sprites.Normalize3(nx, -0.15, math.Sqrt(sprites.Fmax(1-q*q, 0))+0.05), 0.45, 0.3, 18)
	}
	post := func(x, y, x0 float64) (sprites.RGB, float64) {
		hw := hgPostHW * u
		// Beads where the post meets the caps.
		for _, yy := range []float64{yt + 0.02*u, yb - 0.02*u} {
			hw = sprites.Fmax(hw, hgPostHW*u*1.5*math.Sqrt(sprites.Fmax(0, 1-math.Pow((y-yy)/(0.018*u), 2))))
		}
		d := math.Abs(x-x0) - hw
		if d > 1 || y < yt-1 || y > yb+1 {
			return sprites.RGB{}, 0
		}
		c := cylinder(x, x0, hw, sprites.WoodColour(wood, (y-yt)*0.3, x-x0, u*0.3, 73))
		return c, sprites.Coverage(d)
	}
	cap := func(x, y, top float64) (sprites.RGB, float64) {
		hh := hgCapH * u / 2
		c0 := top + hh
		d := sprites.SDRoundRect(x-cx, y-c0, hgCapHW*u, hh, hh*0.45)
		if d > 1 {
			return sprites.RGB{}, 0
		}
		c := cylinder(x, cx, hgCapHW*u, sprites.WoodColour(wood, x-cx, y-top, u*0.25, 74))
		// A turned groove round the middle, and rounded top and bottom.
		c = c.Scale(1 - 0.3*sprites.Coverage(math.Abs(y-c0)-sprites.Fmax(0.5, u*0.004)))
		c = c.Scale(1 - 0.35*sprites.Smoothstep(hh*0.5, hh, math.Abs(y-c0))*0.8)
		c = c.Mix(sprites.White, 0.12*sprites.Smoothstep(hh*0.6, hh, c0-y))
		return c, sprites.Coverage(d)
	}

	cv.ShadeAll(func(x, y float64) (sprites.RGB, float64) {
		var st sprites.Stack
		if y > yt-1 && y < yb+1 {
			gw := g(y)
			dx := x - cx
			gd := math.Abs(dx) - gw // outside the glass when > 0
			if gd < 1 {
				in := sprites.Coverage(gd)
				q := sprites.Clamp01(math.Abs(dx) / sprites.Fmax(gw, 1e-9))
				// Sand, shaded as a pile that rounds away at the sides.
				sand := 0.0
				if y < ym {
					surf := topLevel + dip*sprites.Clamp01(1-math.Abs(dx)/sprites.Fmax(g(topLevel)*0.75, 1e-9))
					if topS > 0 {
						sand = sprites.Clamp01(y - surf + 0.5)
					}
				} else {
					surf := botLevel - heap*sprites.Clamp01(1-math.Abs(dx)/sprites.Fmax(g(botLevel)*0.9, 1e-9))
					if run > 0 {
						sand = sprites.Clamp01(y - surf + 0.5)
					}
				}
				if stream && y >= ym-1 {
					bot := botLevel - heap
					if y <= bot+1 {
						sand = sprites.Fmax(sand, sprites.Coverage(math.Abs(dx)-sw)*sprites.Clamp01(bot-y+1))
					}
				}
				if sand > 0 {
					grain := sprites.Hash2(int(x), int(y), 75) - 0.5
					c := sandC.Scale((1 + 0.14*grain) * (1 - 0.35*q*q) * (1 - 0.12*dx/sprites.Fmax(gw, 1e-9)))
					st.Over(c, sand*in)
				}
				// The glass: faintly tinted, denser at the edges (seen
				// edge-on), with a tall highlight on the lamp's side.
				tint := 0.08 + 0.4*sprites.Smoothstep(0.7, 1, q)
				st.Over(glassEdge, tint*in)
				hl := math.Exp(-math.Pow((dx/sprites.Fmax(gw, 1e-9)+0.55)/0.12, 2))*0.55 +
					math.Exp(-math.Pow((dx/sprites.Fmax(gw, 1e-9)-0.72)/0.06, 2))*0.2
				st.Over(sprites.White, hl*in)
				st.Over(sprites.RGB{R: 0.2, G: 0.24, B: 0.27}, 0.6*sprites.Coverage(math.Abs(gd)-0.6))
			}
		}
		for _, x0 := range []float64{cx - hgPostX*u, cx + hgPostX*u} {
			if c, a := post(x, y, x0); a > 0 {
				st.Over(c, a)
			}
		}
		if c, a := cap(x, y, hgCapTop*u); a > 0 {
			st.Over(c, a)
		}
		if c, a := cap(x, y, hgCapBot*u); a > 0 {
			st.Over(c, a)
		}
		return st.Result()
	})
}
