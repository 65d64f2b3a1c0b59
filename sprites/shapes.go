package sprites

import "math"

// Signed distances in pixels: negative inside a shape, positive outside.
// Painting with distances gives anti-aliased edges, bevels and soft shadows
// from one function per shape.

// SDRoundRect is the distance from (x,y) to a rectangle centred at the
// origin with half sizes hw, hh and corner radius r.
func SDRoundRect(x, y, hw, hh, r float64) float64 {
	r = Fmin(r, Fmin(hw, hh))
	qx := math.Abs(x) - hw + r
	qy := math.Abs(y) - hh + r
	ox, oy := Fmax(qx, 0), Fmax(qy, 0)
	return Hypot(ox, oy) + Fmin(Fmax(qx, qy), 0) - r
}

// Coverage turns a distance into anti-aliased pixel coverage (one-pixel ramp).
func Coverage(d float64) float64 { return Clamp01(0.5 - d) }

// Smoothstep is the Hermite ramp from 0 at e0 to 1 at e1.
func Smoothstep(e0, e1, x float64) float64 {
	t := Clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// SoftShadow is the opacity of a blurred shadow of a shape at distance d,
// with blur radius r (a cheap stand-in for a Gaussian of the shape).
func SoftShadow(d, r float64) float64 {
	return 1 - Smoothstep(-r, r, d)
}

// Frame rotates and translates pixel coordinates into a shape's local frame:
// the shape's centre is (cx,cy) and it is turned by angle radians.
type Frame struct{ cx, cy, cos, sin float64 }

// NewFrame is the frame of a shape centred at (cx,cy) and turned by angle.
func NewFrame(cx, cy, angle float64) Frame {
	return Frame{cx, cy, math.Cos(angle), math.Sin(angle)}
}

// Local maps canvas coordinates to the shape's unrotated coordinates.
func (f Frame) Local(x, y float64) (float64, float64) {
	dx, dy := x-f.cx, y-f.cy
	return dx*f.cos + dy*f.sin, -dx*f.sin + dy*f.cos
}

// World maps the shape's local coordinates back to the canvas.
func (f Frame) World(x, y float64) (float64, float64) {
	return f.cx + x*f.cos - y*f.sin, f.cy + x*f.sin + y*f.cos
}

// LightDir is the lamp's direction (a unit vector pointing towards it): the
// light comes from the top left, a little in front, as on a table lamp.
var LightDir = Normalize3(-0.55, -0.75, 1.1)

// Normalize3 is (x,y,z) scaled to length 1.
func Normalize3(x, y, z float64) [3]float64 {
	l := math.Sqrt(x*x + y*y + z*z)
	return [3]float64{x / l, y / l, z / l}
}

// BevelNormal is the surface normal of a rounded slab at distance d inside
// its outline (d<0), with outward direction (nx,ny) in canvas space and a
// bevel of width b: flat (0,0,1) on the plateau, turning outwards at the
// rim along a quarter circle.
func BevelNormal(d, nx, ny, b float64) [3]float64 {
	t := Clamp01(-d / b) // 0 at the rim, 1 where the plateau starts
	if t >= 1 {
		return [3]float64{0, 0, 1}
	}
	u := 1 - t
	slope := Fmin(u/math.Sqrt(Fmax(1-u*u, 1e-4)), 3)
	return Normalize3(nx*slope, ny*slope, 1)
}

// Lit shades a base colour for normal n: ambient + diffuse + a specular
// highlight of the given strength and shininess.
func Lit(base RGB, n [3]float64, ambient, spec, shine float64) RGB {
	l := LightDir
	diff := Fmax(0, n[0]*l[0]+n[1]*l[1]+n[2]*l[2])
	// Blinn half vector with the viewer straight above.
	h := Normalize3(l[0], l[1], l[2]+1)
	s := math.Pow(Fmax(0, n[0]*h[0]+n[1]*h[1]+n[2]*h[2]), shine) * spec
	// Normalise so a flat face keeps its base colour.
	flat := LightDir[2]
	k := ambient + (1-ambient)*diff/flat
	return base.Scale(k).Add(s)
}

// Gradient estimates the outward direction of a distance function.
func Gradient(sd func(x, y float64) float64, x, y float64) (float64, float64) {
	const e = 0.5
	gx := sd(x+e, y) - sd(x-e, y)
	gy := sd(x, y+e) - sd(x, y-e)
	l := Hypot(gx, gy)
	if l < 1e-9 {
		return 0, 0
	}
	return gx / l, gy / l
}

// Hypot is √(x²+y²) without math.Hypot's overflow care, which painting
// does not need and which dominated the paint profile.
func Hypot(x, y float64) float64 { return math.Sqrt(x*x + y*y) }

// SDTriangle is the exact distance from (x,y) to the triangle abc (either
// winding).
func SDTriangle(x, y float64, a, b, c Point) float64 {
	e0x, e0y := b.X-a.X, b.Y-a.Y
	e1x, e1y := c.X-b.X, c.Y-b.Y
	e2x, e2y := a.X-c.X, a.Y-c.Y
	v0x, v0y := x-a.X, y-a.Y
	v1x, v1y := x-b.X, y-b.Y
	v2x, v2y := x-c.X, y-c.Y
	proj := func(vx, vy, ex, ey float64) float64 {
		t := Clamp01((vx*ex + vy*ey) / Fmax(ex*ex+ey*ey, 1e-12))
		dx, dy := vx-ex*t, vy-ey*t
		return dx*dx + dy*dy
	}
	d := Fmin(proj(v0x, v0y, e0x, e0y), Fmin(proj(v1x, v1y, e1x, e1y), proj(v2x, v2y, e2x, e2y)))
	s := 1.0
	if e0x*e2y-e0y*e2x < 0 {
		s = -1
	}
	c0 := s * (v0x*e0y - v0y*e0x)
	c1 := s * (v1x*e1y - v1y*e1x)
	c2 := s * (v2x*e2y - v2y*e2x)
	dist := math.Sqrt(d)
	if c0 > 0 && c1 > 0 && c2 > 0 {
		return -dist
	}
	return dist
}

// SDArrow is the distance to a straight arrow along +x from x=-l/2 to its
// tip at x=+l/2: a shaft of width w and a head head long and hw wide.
func SDArrow(x, y, l, w, head, hw float64) float64 {
	tip := l / 2
	base := tip - head
	x0, x1 := -l/2, base+w*0.3 // the shaft runs a little into the head
	shaft := SDRoundRect(x-(x0+x1)/2, y, (x1-x0)/2, w/2, w*0.3)
	tri := SDTriangle(x, y, Point{base, -hw}, Point{tip, 0}, Point{base, hw})
	return Fmin(shaft, tri)
}

// FlatLight is lit for a surface facing straight up: lit(c, up, ambient,
// spec, shine) = c.scale(k).add(s).
func FlatLight(ambient, spec, shine float64) (k, s float64) {
	w := Lit(White, [3]float64{0, 0, 1}, ambient, spec, shine)
	b := Lit(Black, [3]float64{0, 0, 1}, ambient, spec, shine)
	return w.R - b.R, b.R
}
