package sprites

import "math"

// Signed distances in pixels: negative inside a shape, positive outside.
// Painting with distances gives anti-aliased edges, bevels and soft shadows
// from one function per shape.

// sdRoundRect is the distance from (x,y) to a rectangle centred at the
// origin with half sizes hw, hh and corner radius r.
func sdRoundRect(x, y, hw, hh, r float64) float64 {
	r = min(r, min(hw, hh))
	qx := math.Abs(x) - hw + r
	qy := math.Abs(y) - hh + r
	ox, oy := max(qx, 0), max(qy, 0)
	return hypot(ox, oy) + min(max(qx, qy), 0) - r
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
	slope := min(u/math.Sqrt(max(1-u*u, 1e-4)), 3)
	return normalize3(nx*slope, ny*slope, 1)
}

// lit shades a base colour for normal n: ambient + diffuse + a specular
// highlight of the given strength and shininess.
func lit(base rgb, n [3]float64, ambient, spec, shine float64) rgb {
	l := lightDir
	diff := max(0, n[0]*l[0]+n[1]*l[1]+n[2]*l[2])
	// Blinn half vector with the viewer straight above.
	h := normalize3(l[0], l[1], l[2]+1)
	s := math.Pow(max(0, n[0]*h[0]+n[1]*h[1]+n[2]*h[2]), shine) * spec
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
