package sprites

import "math"

// Slab is a rounded, bevelled rectangle lying on the table: dice, tiles,
// buttons and trays are all slabs with different materials.
type Slab struct {
	Frame          Frame   // where the slab lies and how it is turned
	HW, HH, Radius float64 // half sizes and corner radius, pixels
	Bevel          float64 // width of the rounded rim, pixels
	// Material gives the colour at a local point (before lighting).
	Material func(lx, ly float64) RGB
	Ambient  float64 // share of light that ignores the surface angle
	Spec     float64 // specular strength
	Shine    float64 // specular exponent
	RimDark  float64 // darkening of the outermost pixel, for a crisp edge
	// Shape, when set, replaces the rounded rectangle: the signed distance
	// at a local point (triangular sum tiles, round plates). It must lie
	// within HW×HH so Bounds stays right.
	Shape func(lx, ly float64) float64
}

// SD is the signed distance from canvas point (x,y) to the slab's outline.
func (s *Slab) SD(x, y float64) float64 {
	lx, ly := s.Frame.Local(x, y)
	if s.Shape != nil {
		return s.Shape(lx, ly)
	}
	return SDRoundRect(lx, ly, s.HW, s.HH, s.Radius)
}

// Bounds is a canvas box that contains the slab at any angle, plus pad.
func (s *Slab) Bounds(pad float64) (x0, y0, x1, y1 float64) {
	r := Hypot(s.HW, s.HH) + pad
	return s.Frame.cx - r, s.Frame.cy - r, s.Frame.cx + r, s.Frame.cy + r
}

// Paint lights and draws the slab.
func (s *Slab) Paint(cv *Canvas) {
	x0, y0, x1, y1 := s.Bounds(2)
	cv.Shade(x0, y0, x1, y1, func(x, y float64) (RGB, float64) {
		d := s.SD(x, y)
		if d > 1 {
			return RGB{}, 0
		}
		lx, ly := s.Frame.Local(x, y)
		n := [3]float64{0, 0, 1}
		if d > -s.Bevel { // only the rim needs the (costly) outward direction
			nx, ny := Gradient(s.SD, x, y)
			n = BevelNormal(d, nx, ny, s.Bevel)
		}
		c := Lit(s.Material(lx, ly), n, s.Ambient, s.Spec, s.Shine)
		c = c.Scale(1 - s.RimDark*Smoothstep(-1.5, 0, d))
		return c, Coverage(d)
	})
}

// Shadow draws the soft shadow the slab casts, offset by (dx,dy) and
// blurred by blur pixels.
func (s *Slab) Shadow(cv *Canvas, dx, dy, blur float64, c RGB, alpha float64) {
	x0, y0, x1, y1 := s.Bounds(blur + Hypot(dx, dy) + 2)
	cv.Shade(x0, y0, x1, y1, func(x, y float64) (RGB, float64) {
		return c, alpha * SoftShadow(s.SD(x-dx, y-dy), blur)
	})
}

// CastShadow is the usual shadow of a piece of size px on the table: down
// and a little right, away from the lamp.
func (s *Slab) CastShadow(cv *Canvas, px float64, pal Palette, lift float64) {
	off := px * (0.035 + 0.06*lift)
	s.Shadow(cv, off*0.5, off, px*(0.05+0.05*lift), RGBOf(pal.Shadow), AlphaOf(pal.Shadow)*(0.9-0.3*lift))
}

// ShadowRoom is the margin a 9×9 slab of squares of side cell keeps for a
// shadow reaching shadow×cell beyond it.
func ShadowRoom(cell int, shadow float64) int {
	return int(math.Ceil(float64(max(cell, 1))*shadow)) + 2
}

// SlabOrigin is the offset from the corner of a 9×9 slab's image (the
// Kakuro board, the Kakuzu tray) to its square [0,0]: the shadow's room and
// a frame frame×cell wide.
func SlabOrigin(cell int, shadow, frame float64) int {
	cell = max(cell, 1)
	return ShadowRoom(cell, shadow) + int(math.Round(float64(cell)*frame)) + 1
}

// SlabSize is the side of a 9×9 slab's square image: its squares plus
// the origin offset on both sides.
func SlabSize(cell, origin int) int { return 9*max(cell, 1) + 2*origin }

// PieceCanvas is a canvas for a px piece with its shadow margin and the
// piece's centre.
func PieceCanvas(px int) (*Canvas, float64) {
	m := PieceMargin(px)
	return NewCanvas(px+2*m, px+2*m), float64(px)/2 + float64(m)
}

// ShadeSlab paints a board-like slab onto cv: its surface inside, a soft
// shadow of colour shC (strength shA) offset by (shX, shY) and blurred by
// shBlur around it, and an anti-aliased edge.
func ShadeSlab(cv *Canvas, body *Slab, surface func(x, y, d float64) RGB, shC RGB, shA, shX, shY, shBlur float64) {
	cv.ShadeAll(func(x, y float64) (RGB, float64) {
		d := body.SD(x, y)
		if d < -1 {
			return surface(x, y, d), 1
		}
		var st Stack
		st.Over(shC, shA*SoftShadow(body.SD(x-shX, y-shY), shBlur))
		if d < 1 {
			st.Over(surface(x, y, d), Coverage(d))
		}
		return st.Result()
	})
}

// PieceMargin is the transparent border around the image of a piece of
// side px (a die, a tile, a stone) that holds its baked shadow: the image is
// px+2*PieceMargin(px) square and the piece sits in its centre.
func PieceMargin(px int) int { return int(math.Ceil(float64(px)*0.12)) + 2 }

// GridSlab is a 9×9 slab of squares lying on the table (the Kakuro board,
// the Kakuzu tray) as its painting starts: its square canvas, a square's
// side P, the offset O from the canvas's corner to square [0,0], the
// canvas's centre C (in x and y), and its body, reaching from the squares
// to the frame's outer edge.
type GridSlab struct {
	Canvas  *Canvas
	P, O, C float64
	Body    *Slab
}

// NewGridSlab lays out a 9×9 slab of squares of side cell, keeping room
// for a shadow reaching shadow×cell and a frame frame×cell wide (as
// SlabOrigin), its body's corners rounded by radius and its outer edge by
// bevel (both in pixels).
func NewGridSlab(cell int, shadow, frame, radius, bevel float64) GridSlab {
	origin := SlabOrigin(cell, shadow, frame)
	size := SlabSize(cell, origin)
	p, o := float64(cell), float64(origin)
	c := float64(size) / 2
	half := 4.5*p + (o - float64(ShadowRoom(cell, shadow)))
	return GridSlab{Canvas: NewCanvas(size, size), P: p, O: o, C: c,
		Body: &Slab{Frame: NewFrame(c, c, 0), HW: half, HH: half, Radius: radius, Bevel: bevel}}
}

// Shade paints the slab onto its canvas (ShadeSlab) with the palette's
// shadow offset by (dx, dy) and blurred by blur, all in squares, and
// returns the canvas.
func (g GridSlab) Shade(surface func(x, y, d float64) RGB, pal Palette, dx, dy, blur float64) *Canvas {
	ShadeSlab(g.Canvas, g.Body, surface, RGBOf(pal.Shadow), AlphaOf(pal.Shadow), g.P*dx, g.P*dy, g.P*blur)
	return g.Canvas
}
