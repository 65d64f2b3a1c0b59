package sprites

import "math"

// Signed distances in pixels: negative inside a shape, positive outside.
// Painting with distances gives anti-aliased edges, bevels and soft shadows
// from one function per shape.

// sdRoundRect is the distance from (x,y) to a rectangle centred at the
// origin with half sizes hw, hh and corner radius r.
func sdRoundRect(x, y, hw, hh, r float64) float64 {
	r = fmin(r, fmin(hw, hh))
	qx := math.Abs(x) - hw + r
	qy := math.Abs(y) - hh + r
	ox, oy := fmax(qx, 0), fmax(qy, 0)
	return hypot(ox, oy) + fmin(fmax(qx, qy), 0) - r
}

// coverage turns a distance into anti-aliased pixel coverage (one-pixel ramp).
func coverage(d float64) float64 { return clamp01(0.5 - d) }

// smoothstep is the Hermite ramp from 0 at e0 to 1 at e1.
func smoothstep(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// softShadow is the opacity of a blurred shadow of a shape at distance d,
// with blur radius r (a cheap stand-in for a Gaussian of the shape).
func softShadow(d, r float64) float64 {
	return 1 - smoothstep(-r, r, d)
}

// frame rotates and translates pixel coordinates into a shape's local frame:
// the shape's centre is (cx,cy) and it is turned by angle radians.
type frame struct{ cx, cy, cos, sin float64 }

func newFrame(cx, cy, angle float64) frame {
	return frame{cx, cy, math.Cos(angle), math.Sin(angle)}
}

// local maps canvas coordinates to the shape's unrotated coordinates.
func (f frame) local(x, y float64) (float64, float64) {
	dx, dy := x-f.cx, y-f.cy
	return dx*f.cos + dy*f.sin, -dx*f.sin + dy*f.cos
}

// world maps the shape's local coordinates back to the canvas.
func (f frame) world(x, y float64) (float64, float64) {
	return f.cx + x*f.cos - y*f.sin, f.cy + x*f.sin + y*f.cos
}

// The light comes from the top left, a little in front, as on a table lamp.
var lightDir = normalize3(-0.55, -0.75, 1.1)

func normalize3(x, y, z float64) [3]float64 {
	l := math.Sqrt(x*x + y*y + z*z)
	return [3]float64{x / l, y / l, z / l}
}

// bevelNormal is the surface normal of a rounded slab at distance d inside
// its outline (d<0), with outward direction (nx,ny) in canvas space and a
// bevel of width b: flat (0,0,1) on the plateau, turning outwards at the
// rim along a quarter circle.
func bevelNormal(d, nx, ny, b float64) [3]float64 {
	t := clamp01(-d / b) // 0 at the rim, 1 where the plateau starts
	if t >= 1 {
		return [3]float64{0, 0, 1}
	}
	u := 1 - t
	slope := fmin(u/math.Sqrt(fmax(1-u*u, 1e-4)), 3)
	return normalize3(nx*slope, ny*slope, 1)
}

// lit shades a base colour for normal n: ambient + diffuse + a specular
// highlight of the given strength and shininess.
func lit(base rgb, n [3]float64, ambient, spec, shine float64) rgb {
	l := lightDir
	diff := fmax(0, n[0]*l[0]+n[1]*l[1]+n[2]*l[2])
	// Blinn half vector with the viewer straight above.
	h := normalize3(l[0], l[1], l[2]+1)
	s := math.Pow(fmax(0, n[0]*h[0]+n[1]*h[1]+n[2]*h[2]), shine) * spec
	// Normalise so a flat face keeps its base colour.
	flat := lightDir[2]
	k := ambient + (1-ambient)*diff/flat
	return base.scale(k).add(s)
}

// gradient estimates the outward direction of a distance function.
func gradient(sd func(x, y float64) float64, x, y float64) (float64, float64) {
	const e = 0.5
	gx := sd(x+e, y) - sd(x-e, y)
	gy := sd(x, y+e) - sd(x, y-e)
	l := hypot(gx, gy)
	if l < 1e-9 {
		return 0, 0
	}
	return gx / l, gy / l
}

// hypot is √(x²+y²) without math.Hypot's overflow care, which painting
// does not need and which dominated the paint profile.
func hypot(x, y float64) float64 { return math.Sqrt(x*x + y*y) }

// sdTriangle is the exact distance from (x,y) to the triangle abc (either
// winding).
func sdTriangle(x, y float64, a, b, c point) float64 {
	e0x, e0y := b.x-a.x, b.y-a.y
	e1x, e1y := c.x-b.x, c.y-b.y
	e2x, e2y := a.x-c.x, a.y-c.y
	v0x, v0y := x-a.x, y-a.y
	v1x, v1y := x-b.x, y-b.y
	v2x, v2y := x-c.x, y-c.y
	proj := func(vx, vy, ex, ey float64) float64 {
		t := clamp01((vx*ex + vy*ey) / fmax(ex*ex+ey*ey, 1e-12))
		dx, dy := vx-ex*t, vy-ey*t
		return dx*dx + dy*dy
	}
	d := fmin(proj(v0x, v0y, e0x, e0y), fmin(proj(v1x, v1y, e1x, e1y), proj(v2x, v2y, e2x, e2y)))
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

// sdArrow is the distance to a straight arrow along +x from x=-l/2 to its
// tip at x=+l/2: a shaft of width w and a head head long and hw wide.
func sdArrow(x, y, l, w, head, hw float64) float64 {
	tip := l / 2
	base := tip - head
	x0, x1 := -l/2, base+w*0.3 // the shaft runs a little into the head
	shaft := sdRoundRect(x-(x0+x1)/2, y, (x1-x0)/2, w/2, w*0.3)
	tri := sdTriangle(x, y, point{base, -hw}, point{tip, 0}, point{base, hw})
	return fmin(shaft, tri)
}
