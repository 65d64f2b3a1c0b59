package knister

import (
	"math"

	"cifra/sprites"
)

// The pencil hand: digits drawn as strokes (a skeleton per character, in a
// box 0.6 wide and 1 tall, y down) and traced with a tapering pencil line.
// A font, however slanted, still looks typeset; strokes with pressure,
// uneven joins and per-digit wobble read as written by a person.
var handStrokes = map[rune][][]skel{
	'0': {{{0.32, 0.02}, {0.54, 0.2}, {0.57, 0.55}, {0.44, 0.93}, {0.24, 0.99}, {0.06, 0.8}, {0.03, 0.42}, {0.15, 0.09}, {0.36, 0.03}}},
	'1': {{{0.1, 0.22}, {0.36, 0.0}}, {{0.36, 0.0}, {0.34, 0.5}, {0.32, 1.0}}},
	'2': {{{0.04, 0.24}, {0.18, 0.05}, {0.4, 0.0}, {0.55, 0.17}, {0.5, 0.44}, {0.26, 0.72}, {0.02, 0.99}}, {{0.02, 0.99}, {0.3, 0.97}, {0.6, 0.98}}},
	'3': {{{0.05, 0.12}, {0.3, 0.0}, {0.52, 0.12}, {0.47, 0.34}, {0.22, 0.46}}, {{0.26, 0.45}, {0.5, 0.57}, {0.56, 0.8}, {0.36, 0.99}, {0.02, 0.9}}},
	'4': {{{0.34, 0.0}, {0.17, 0.34}, {0.01, 0.67}}, {{0.01, 0.67}, {0.3, 0.66}, {0.61, 0.64}}, {{0.47, 0.34}, {0.45, 0.67}, {0.43, 1.0}}},
	'5': {{{0.56, 0.02}, {0.12, 0.03}}, {{0.12, 0.03}, {0.08, 0.44}}, {{0.08, 0.44}, {0.3, 0.37}, {0.52, 0.5}, {0.56, 0.78}, {0.36, 0.98}, {0.02, 0.91}}},
	'6': {{{0.5, 0.02}, {0.26, 0.18}, {0.07, 0.52}, {0.08, 0.86}, {0.3, 1.0}, {0.52, 0.88}, {0.55, 0.64}, {0.35, 0.5}, {0.13, 0.57}, {0.06, 0.72}}},
	'7': {{{0.02, 0.04}, {0.3, 0.02}, {0.59, 0.02}}, {{0.59, 0.02}, {0.38, 0.45}, {0.22, 1.0}}},
	'8': {{{0.5, 0.14}, {0.3, 0.0}, {0.09, 0.14}, {0.16, 0.37}, {0.44, 0.58}, {0.55, 0.82}, {0.3, 1.0}, {0.05, 0.83}, {0.15, 0.6}, {0.44, 0.38}, {0.52, 0.16}}},
	'9': {{{0.55, 0.26}, {0.4, 0.45}, {0.12, 0.42}, {0.05, 0.2}, {0.25, 0.0}, {0.48, 0.06}, {0.56, 0.25}}, {{0.56, 0.25}, {0.52, 0.62}, {0.4, 1.0}}},
	'-': {{{0.06, 0.52}, {0.3, 0.5}, {0.52, 0.49}}},
}

// skel is a point of a character's skeleton, in its box.
type skel struct{ x, y float64 }

// handWidth is the width of a character's box, as a fraction of its height.
const handWidth = 0.6

// catmull samples a Catmull–Rom spline through pts, n samples per span.
func catmull(pts []sprites.Point, n int) []sprites.Point {
	if len(pts) < 2 {
		return pts
	}
	out := []sprites.Point{pts[0]}
	for i := 0; i < len(pts)-1; i++ {
		p0, p1, p2, p3 := pts[max(i-1, 0)], pts[i], pts[i+1], pts[min(i+2, len(pts)-1)]
		for s := 1; s <= n; s++ {
			t := float64(s) / float64(n)
			t2, t3 := t*t, t*t*t
			f := func(a, b, c, d float64) float64 {
				return 0.5 * (2*b + (-a+c)*t + (2*a-5*b+4*c-d)*t2 + (-a+3*b-3*c+d)*t3)
			}
			out = append(out, sprites.Point{X: f(p0.X, p1.X, p2.X, p3.X), Y: f(p0.Y, p1.Y, p2.Y, p3.Y)})
		}
	}
	return out
}

// handMask traces s in the pencil hand into a w×h coverage mask, centred at
// (cx,cy), characters h tall (shrunk to fit maxW), turned by angle; seed
// varies each character's slant, size and placement a little.
func handMask(w, h int, s string, height, maxW, angle float64, seed uint32, cx, cy float64) (*sprites.Mask, bool) {
	runes := []rune(s)
	for _, r := range runes {
		if _, ok := handStrokes[r]; !ok {
			return nil, false
		}
	}
	gap := 0.14
	total := float64(len(runes))*handWidth + float64(len(runes)-1)*gap
	k := height
	if maxW > 0 && total*k > maxW {
		k = maxW / total
	}
	m := sprites.NewMask(w, h)
	fr := sprites.NewFrame(cx, cy, angle)
	width := sprites.Fmax(1.6, k*0.11)
	x0 := -total / 2
	for i, r := range runes {
		j := func(n int) float64 { return sprites.Hash2(int(seed)*31+i, n, 77) - 0.5 }
		slant := 0.12 + 0.08*j(1)
		size := 1 + 0.07*j(2)
		dy := 0.05 * j(3)
		tilt := 0.08 * j(4)
		ox := x0 + float64(i)*(handWidth+gap) + 0.03*j(5)
		cos, sin := math.Cos(tilt), math.Sin(tilt)
		for si, stroke := range handStrokes[r] {
			pts := make([]sprites.Point, len(stroke))
			for pi, p := range stroke {
				// Per-point jitter: hands never hit the same spot twice.
				px := (p.x-handWidth/2)*size + 0.018*(sprites.Hash2(int(seed)+i*7+si, pi, 78)-0.5)
				py := (p.y-0.5)*size + dy + 0.018*(sprites.Hash2(int(seed)+i*7+si, pi, 79)-0.5)
				px -= slant * py
				px, py = px*cos-py*sin, px*sin+py*cos
				wx, wy := fr.World((px+ox+handWidth/2)*k, py*k)
				pts[pi] = sprites.Point{X: wx, Y: wy}
			}
			traceStroke(m, catmull(pts, 8), width, seed+uint32(i*5+si))
		}
	}
	return m, true
}

// traceStroke stamps a pencil line along a polyline into m (max blend):
// full pressure in the middle, lighter and thinner where the pencil lands
// and lifts.
func traceStroke(m *sprites.Mask, pts []sprites.Point, width float64, seed uint32) {
	n := len(pts) - 1
	for i := range n {
		a, b := pts[i], pts[i+1]
		t := (float64(i) + 0.5) / float64(n)
		press := 0.78 + 0.22*math.Sin(math.Pi*t) + 0.06*(sprites.Hash2(i, 0, seed)-0.5)
		wi := width * press
		if i == 0 || i == n-1 {
			wi *= 0.85
		}
		r := wi/2 + 1
		x0, x1 := int(math.Floor(sprites.Fmin(a.X, b.X)-r)), int(math.Ceil(sprites.Fmax(a.X, b.X)+r))
		y0, y1 := int(math.Floor(sprites.Fmin(a.Y, b.Y)-r)), int(math.Ceil(sprites.Fmax(a.Y, b.Y)+r))
		for y := max(y0, 0); y <= min(y1, m.H-1); y++ {
			for x := max(x0, 0); x <= min(x1, m.W-1); x++ {
				d := segDist(float64(x)+0.5, float64(y)+0.5, a, b)
				c := float32(sprites.Coverage(d-wi/2) * sprites.Fmin(1, press+0.1))
				if idx := y*m.W + x; c > m.A[idx] {
					m.A[idx] = c
				}
			}
		}
	}
}

// segDist is the distance from (x,y) to segment ab.
func segDist(x, y float64, a, b sprites.Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := dx*dx + dy*dy
	t := 0.0
	if l > 0 {
		t = sprites.Clamp01(((x-a.X)*dx + (y-a.Y)*dy) / l)
	}
	return sprites.Hypot(x-a.X-t*dx, y-a.Y-t*dy)
}
