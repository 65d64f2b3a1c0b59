package kakuzu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/sprites"
)

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

// TrayOrigin is the offset (the same in x and y) from the top-left of
// the Tray(cell) image to the top-left of square [0,0]; square [r,c]
// starts at (o+c*cell, o+r*cell) and is cell pixels square. The offset
// holds the tray's rim and its shadow.
func TrayOrigin(cell int) int { return sprites.SlabOrigin(cell, kzShadow, kzRim) }

// TraySize is the side of the (square) Tray(cell) image: 9*cell
// plus the origin offset on both sides.
func TraySize(cell int) int { return sprites.SlabSize(cell, TrayOrigin(cell)) }

// WellPx is the diameter of a well in a tray of square side cell: the
// px to ask Digit for, so the printed sheet fills the well exactly.
func WellPx(cell int) int { return max(1, int(math.Round(float64(max(cell, 1))*kzWell))) }

// StonePx is the diameter of the stone that covers a well in a tray
// of square side cell (a little wider than the well, so it rests on the
// lip): the px to ask Stone and StoneLifted for.
func StonePx(cell int) int { return max(1, int(math.Round(float64(max(cell, 1))*kzStone))) }

// Tray is the wooden Kakuzu tray with squares of side cell, lying on
// the table with its soft shadow: a raised rim of mitred rails with a
// rounded outer edge, a lighter floor with 81 shallow round wells (one per
// square, WellPx(cell) across), and the 3×3 boxes marked by carved
// grooves across the floor from rim to rim. The image is
// TraySize(cell) square; TrayOrigin gives square [0,0].
func Tray(k *sprites.Kit, cell int) *ebiten.Image {
	cell = max(cell, 1)
	return k.Sprite(sprites.Key{Kind: kindTray, A: cell}, func() *sprites.Canvas {
		return paintTray(cell, k.Palette())
	})
}

// kzGrain is planed wood at a point: along runs with the grain, across
// over it; unit sets the scale of the figure (a square's side). Growth
// rings wander across the board, fine pores streak along it.
func kzGrain(base sprites.RGB, along, across, unit float64, seed uint32) sprites.RGB {
	unit = sprites.Fmax(unit, 1)
	warp := sprites.FBM(along/(unit*5), across/(unit*1.4), 2, seed) * 2.4
	t := across/(unit*0.3) + warp + along/(unit*40)
	ring := t - math.Floor(t)
	late := sprites.Smoothstep(0.5, 0.85, ring) * (1 - sprites.Smoothstep(0.9, 1, ring))
	pores := sprites.ValueNoise(along*0.05, across*0.8, seed+5)
	figure := sprites.ValueNoise(along/(unit*2.5), across/(unit*0.7), seed+9)
	return base.Scale(0.92 + 0.12*figure - 0.15*late + 0.07*(pores-0.5))
}

// lightDir2 is the lamp's direction on the table, normalised (it points
// towards the lamp: up and left).
func lightDir2() (float64, float64) {
	l := sprites.Hypot(sprites.LightDir[0], sprites.LightDir[1])
	return sprites.LightDir[0] / l, sprites.LightDir[1] / l
}

// kzWoods are the two woods of the tray from the palette's Wood: the rails
// a touch darker and redder, the floor lighter.
func kzWoods(pal sprites.Palette) (rail, floor sprites.RGB) {
	wood := sprites.RGBOf(pal.Wood)
	rail = wood.Scale(0.86).Mix(sprites.RGB{R: 0.42, G: 0.2, B: 0.09}, 0.12)
	floor = wood.Mix(sprites.RGB{R: 0.86, G: 0.66, B: 0.44}, 0.22)
	return rail, floor
}

func paintTray(cell int, pal sprites.Palette) *sprites.Canvas {
	g := sprites.NewGridSlab(cell, kzShadow, kzRim, float64(cell)*kzCorner, sprites.Fmax(1, float64(cell)*kzBevel))
	p, o, c, body := g.P, g.O, g.C, g.Body
	railWood, floorWood := kzWoods(pal)
	floorH := 4.5*p + p*kzMargin
	floorR := p * 0.18
	wall := sprites.Fmax(1, p*kzWall)
	floorSD := func(u, v float64) float64 { return sprites.SDRoundRect(u, v, floorH, floorH, floorR) }
	lx, ly := lightDir2()
	depth := p * 0.12 // how far the rim's shadow reaches over the floor
	wr := p * kzWell / 2
	gr := sprites.Fmax(0.75, p*kzGroove/2) // a groove's half width
	flatK, flatS := sprites.FlatLight(0.55, 0.12, 14)
	joint := sprites.Fmax(0.5, p*0.008)

	// rail is the wood of the rim at (u,v) from the centre: side rails run
	// up and down, the top and bottom ones across, meeting in mitres.
	rail := func(u, v float64) sprites.RGB {
		var w sprites.RGB
		if math.Abs(u) > math.Abs(v) {
			w = kzGrain(railWood, v, u, p, 211)
		} else {
			w = kzGrain(railWood, u, v, p, 212)
		}
		m := math.Abs(math.Abs(u)-math.Abs(v)) / math.Sqrt2
		return w.Scale(1 - 0.4*sprites.Coverage(m-joint))
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

	floor := func(x, y, u, v float64) sprites.RGB {
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
		var clr sprites.RGB
		if nx != 0 || ny != 0 {
			clr = sprites.Lit(base.Scale(1-0.3*occl), sprites.Normalize3(nx, ny, 1), 0.55, 0.1, 14)
		} else {
			clr = base.Scale(flatK).Add(flatS)
		}
		// The well of this square, if the point is on the grid.
		if gx >= 0 && gy >= 0 && gx < 9*p && gy < 9*p {
			col, row := math.Floor(gx/p), math.Floor(gy/p)
			du, dv := gx-(col+0.5)*p, gy-(row+0.5)*p
			r := sprites.Hypot(du, dv)
			if d := r - wr; d < 1 {
				clr = clr.Mix(kzWellShade(du, dv, r, wr, base, lx, ly), sprites.Coverage(d))
			}
		}
		// The rim's shadow across the floor by the lamp's walls.
		s := floorSD(u+lx*depth, v+ly*depth)
		return clr.Scale(1 - 0.42*sprites.Smoothstep(-depth*0.9, depth*0.2, s))
	}

	surface := func(x, y, d float64) sprites.RGB {
		u, v := x-c, y-c
		fd := floorSD(u, v)
		switch {
		case fd < 0:
			return floor(x, y, u, v)
		case fd < wall:
			// The rim's inner wall: a cove rising from the floor, facing
			// inwards, so the lamp's walls are in shadow and the far
			// walls catch the light.
			nx, ny := sprites.Gradient(floorSD, u, v)
			t := fd / wall
			slope := 0.6 + 2.2*math.Sin(math.Pi*t)
			cl := sprites.Lit(rail(u, v), sprites.Normalize3(-nx*slope, -ny*slope, 1), 0.5, 0.15, 14)
			return cl.Scale(0.82 + 0.18*t)
		}
		w := rail(u, v)
		var clr sprites.RGB
		if d > -body.Bevel {
			nx, ny := sprites.Gradient(body.SD, x, y)
			clr = sprites.Lit(w, sprites.BevelNormal(d, nx, ny, body.Bevel), 0.55, 0.2, 16)
			clr = clr.Scale(1 - 0.3*sprites.Smoothstep(-1.5, 0, d))
		} else {
			clr = w.Scale(flatK).Add(flatS)
		}
		// The rim top's inner arris, rounded over: lit on the far rails.
		if a := fd - wall; a < p*0.05 {
			nx, ny := sprites.Gradient(floorSD, u, v)
			k := 1 - a/(p*0.05)
			clr = clr.Mix(sprites.Lit(w, sprites.Normalize3(nx*0.8*k, ny*0.8*k, 1), 0.55, 0.2, 16), k)
		}
		return clr
	}
	return g.Shade(surface, pal, 0.05, 0.09, 0.1)
}

// kzWellShade is the colour in a shallow round well of radius wr at
// (du,dv) from its centre (r away): a dished floor a shade darker than the
// wood round it, its lamp side in shadow and its far side lit, with a
// crisp lip.
func kzWellShade(du, dv, r, wr float64, wood sprites.RGB, lx, ly float64) sprites.RGB {
	q := r / sprites.Fmax(wr, 1e-9)
	slope := 0.25*q + 1.3*sprites.Smoothstep(0.78, 1, q)
	ux, uy := 0.0, 0.0
	if r > 1e-9 {
		ux, uy = du/r, dv/r
	}
	// The dish faces its centre.
	n := sprites.Normalize3(-ux*slope, -uy*slope, 1)
	c := sprites.Lit(wood.Scale(0.8), n, 0.5, 0.12, 12)
	// The lamp-side lip shades the dish.
	dd := wr * 0.16
	s := sprites.Hypot(du+lx*dd, dv+ly*dd) - wr
	return c.Scale(1 - 0.35*sprites.Smoothstep(-dd, dd*0.3, s))
}
