package sprites

// slab is a rounded, bevelled rectangle lying on the table: dice, tiles,
// buttons and trays are all slabs with different materials.
type slab struct {
	f              frame
	hw, hh, radius float64 // half sizes and corner radius, pixels
	bevel          float64 // width of the rounded rim, pixels
	// material gives the colour at a local point (before lighting).
	material func(lx, ly float64) rgb
	ambient  float64 // share of light that ignores the surface angle
	spec     float64 // specular strength
	shine    float64 // specular exponent
	rimDark  float64 // darkening of the outermost pixel, for a crisp edge
	// shape, when set, replaces the rounded rectangle: the signed distance
	// at a local point (triangular sum tiles, round plates). It must lie
	// within hw×hh so bounds stays right.
	shape func(lx, ly float64) float64
}

func (s *slab) sd(x, y float64) float64 {
	lx, ly := s.f.local(x, y)
	if s.shape != nil {
		return s.shape(lx, ly)
	}
	return sdRoundRect(lx, ly, s.hw, s.hh, s.radius)
}

// bounds is a canvas box that contains the slab at any angle, plus pad.
func (s *slab) bounds(pad float64) (x0, y0, x1, y1 float64) {
	r := hypot(s.hw, s.hh) + pad
	return s.f.cx - r, s.f.cy - r, s.f.cx + r, s.f.cy + r
}

// paint lights and draws the slab.
func (s *slab) paint(cv *canvas) {
	x0, y0, x1, y1 := s.bounds(2)
	cv.shade(x0, y0, x1, y1, func(x, y float64) (rgb, float64) {
		d := s.sd(x, y)
		if d > 1 {
			return rgb{}, 0
		}
		lx, ly := s.f.local(x, y)
		n := [3]float64{0, 0, 1}
		if d > -s.bevel { // only the rim needs the (costly) outward direction
			nx, ny := gradient(s.sd, x, y)
			n = bevelNormal(d, nx, ny, s.bevel)
		}
		c := lit(s.material(lx, ly), n, s.ambient, s.spec, s.shine)
		c = c.scale(1 - s.rimDark*smoothstep(-1.5, 0, d))
		return c, coverage(d)
	})
}

// shadow draws the soft shadow the slab casts, offset by (dx,dy) and
// blurred by blur pixels.
func (s *slab) shadow(cv *canvas, dx, dy, blur float64, c rgb, alpha float64) {
	x0, y0, x1, y1 := s.bounds(blur + hypot(dx, dy) + 2)
	cv.shade(x0, y0, x1, y1, func(x, y float64) (rgb, float64) {
		return c, alpha * softShadow(s.sd(x-dx, y-dy), blur)
	})
}

// castShadow is the usual shadow of a piece of size px on the table: down
// and a little right, away from the lamp.
func (s *slab) castShadow(cv *canvas, px float64, pal Palette, lift float64) {
	off := px * (0.035 + 0.06*lift)
	s.shadow(cv, off*0.5, off, px*(0.05+0.05*lift), col(pal.Shadow), alphaOf(pal.Shadow)*(0.9-0.3*lift))
}
