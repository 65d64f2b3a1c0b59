package sprites

import (
	"image"
	"math"
	"sync"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"cifra/sprites/gofonts"
)

// OutlineFont gives the painters glyph outlines (a Face only draws
// onto GPU images; painting needs the curves to bend and grain them on the
// CPU). Each TTF is parsed once, on first use.
type OutlineFont struct {
	ttf  []byte
	once sync.Once
	font *sfnt.Font
	mu   sync.Mutex // sfnt.Buffer is not safe for concurrent use
	buf  sfnt.Buffer
}

// The bundled Go fonts' outlines, for painters: bold for figures raised on
// pieces, italic for the pencil hand's fallback, regular for printed type.
var (
	BoldOutline    = &OutlineFont{ttf: gofonts.Bold}
	ItalicOutline  = &OutlineFont{ttf: gofonts.Italic}
	RegularOutline = &OutlineFont{ttf: gofonts.Regular}
)

func (o *OutlineFont) get() *sfnt.Font {
	o.once.Do(func() {
		f, err := sfnt.Parse(o.ttf)
		if err != nil {
			panic("sprites: bundled Go font does not parse: " + err.Error())
		}
		o.font = f
	})
	return o.font
}

// GlyphStyle says how to bend a string's outlines before rasterising.
type GlyphStyle struct {
	Font   *OutlineFont // BoldOutline, ItalicOutline or RegularOutline
	Height float64      // ink height of the whole string in pixels
	MaxW   float64      // ink width limit in pixels (0: none); shrinks to fit
	Angle  float64      // rotation, radians, clockwise on screen
	Skew   float64      // extra forward slant (x shift per unit of height)
	Wobble float64      // low-frequency displacement of the outline, pixels
	Seed   uint32       // picks the wobble
}

// Point is a point on a canvas or in a shape's local frame, in pixels.
type Point struct{ X, Y float64 }

// pathOp is one outline command with up to three points.
type pathOp struct {
	op  sfnt.SegmentOp
	pts [3]Point
}

// outline lays s out at a reference size and returns its commands with the
// ink box's centre at the origin and the ink box's size.
func (o *OutlineFont) outline(s string) (ops []pathOp, w, h float64) {
	const ppem = 256
	f := o.get()
	o.mu.Lock()
	defer o.mu.Unlock()
	pen := 0.0
	var prev sfnt.GlyphIndex
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, r := range []rune(s) {
		gi, err := f.GlyphIndex(&o.buf, r)
		if err != nil || gi == 0 {
			continue
		}
		if i > 0 {
			if k, err := f.Kern(&o.buf, prev, gi, fixed.I(ppem), 0); err == nil {
				pen += fix(k)
			}
		}
		segs, err := f.LoadGlyph(&o.buf, gi, fixed.I(ppem), nil)
		if err != nil {
			continue
		}
		for _, sg := range segs {
			var p pathOp
			p.op = sg.Op
			for j := range 3 {
				p.pts[j] = Point{pen + fix(sg.Args[j].X), fix(sg.Args[j].Y)}
			}
			for _, q := range p.pts[:argCount(sg.Op)] {
				minX, maxX = Fmin(minX, q.X), Fmax(maxX, q.X)
				minY, maxY = Fmin(minY, q.Y), Fmax(maxY, q.Y)
			}
			ops = append(ops, p)
		}
		adv, err := f.GlyphAdvance(&o.buf, gi, fixed.I(ppem), 0)
		if err == nil {
			pen += fix(adv)
		}
		prev = gi
	}
	if len(ops) == 0 {
		return nil, 0, 0
	}
	cx, cy := (minX+maxX)/2, (minY+maxY)/2
	for i := range ops {
		for j := range 3 {
			ops[i].pts[j].X -= cx
			ops[i].pts[j].Y -= cy
		}
	}
	return ops, maxX - minX, maxY - minY
}

// argCount is how many points a segment op uses.
func argCount(op sfnt.SegmentOp) int {
	switch op {
	case sfnt.SegmentOpQuadTo:
		return 2
	case sfnt.SegmentOpCubeTo:
		return 3
	}
	return 1
}

func fix(v fixed.Int26_6) float64 { return float64(v) / 64 }

// GlyphMask rasterises s into a w×h coverage mask, its ink box centred at
// (cx,cy), scaled and bent by st.
func GlyphMask(w, h int, s string, st GlyphStyle, cx, cy float64) *Mask {
	m := NewMask(w, h)
	ops, iw, ih := st.Font.outline(s)
	if len(ops) == 0 || ih == 0 {
		return m
	}
	k := st.Height / ih
	if st.MaxW > 0 && iw*k > st.MaxW {
		k = st.MaxW / iw
	}
	fr := NewFrame(cx, cy, st.Angle)
	tf := func(p Point) (float32, float32) {
		x, y := p.X*k, p.Y*k
		x -= st.Skew * y
		if st.Wobble > 0 {
			// Smooth noise in the glyph's own frame: neighbouring points
			// move together, so strokes bend instead of jittering.
			f := 2.2 / Fmax(st.Height, 1)
			x += (ValueNoise(x*f, y*f, st.Seed) - 0.5) * 2 * st.Wobble
			y += (ValueNoise(x*f, y*f, st.Seed+7) - 0.5) * 2 * st.Wobble
		}
		wx, wy := fr.World(x, y)
		return float32(wx), float32(wy)
	}
	z := vector.NewRasterizer(w, h)
	started := false
	for _, p := range ops {
		ax, ay := tf(p.pts[0])
		switch p.op {
		case sfnt.SegmentOpMoveTo:
			if started {
				z.ClosePath()
			}
			z.MoveTo(ax, ay)
			started = true
		case sfnt.SegmentOpLineTo:
			z.LineTo(ax, ay)
		case sfnt.SegmentOpQuadTo:
			bx, by := tf(p.pts[1])
			z.QuadTo(ax, ay, bx, by)
		case sfnt.SegmentOpCubeTo:
			bx, by := tf(p.pts[1])
			cx, cy := tf(p.pts[2])
			z.CubeTo(ax, ay, bx, by, cx, cy)
		}
	}
	if started {
		z.ClosePath()
	}
	a := image.NewAlpha(image.Rect(0, 0, w, h))
	z.Draw(a, a.Bounds(), image.Opaque, image.Point{})
	for i, v := range a.Pix {
		m.A[i] = float32(v) / 255
	}
	return m
}

// Mask is a float coverage map, W×H, A row by row (0..1 each).
type Mask struct {
	W, H int
	A    []float32
}

// NewMask is an empty w×h mask.
func NewMask(w, h int) *Mask { return &Mask{W: w, H: h, A: make([]float32, w*h)} }

// At is the coverage at a pixel, 0 outside.
func (m *Mask) At(x, y int) float64 {
	if x < 0 || y < 0 || x >= m.W || y >= m.H {
		return 0
	}
	return float64(m.A[y*m.W+x])
}

// Sample is bilinear coverage at a canvas point (pixel centres at +0.5).
func (m *Mask) Sample(x, y float64) float64 {
	x, y = x-0.5, y-0.5
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := x-fx, y-fy
	a, b := m.At(ix, iy), m.At(ix+1, iy)
	c, d := m.At(ix, iy+1), m.At(ix+1, iy+1)
	return (a*(1-tx)+b*tx)*(1-ty) + (c*(1-tx)+d*tx)*ty
}

// Blurred returns a box-blurred copy (two passes ≈ a tent filter).
func (m *Mask) Blurred(r int) *Mask {
	if r <= 0 {
		return m
	}
	out := m
	for range 2 {
		out = out.boxPass(r, true).boxPass(r, false)
	}
	return out
}

func (m *Mask) boxPass(r int, horizontal bool) *Mask {
	out := NewMask(m.W, m.H)
	// Each line is a run of n values (a row, or a column, step apart);
	// the window's sum slides along it, one value in and one out, so a
	// pass costs the same whatever the radius (the logo's shadow blurs
	// by tens of pixels).
	lines, n, step, stride := m.H, m.W, 1, m.W
	if !horizontal {
		lines, n, step, stride = m.W, m.H, m.W, 1
	}
	width := float64(2*r + 1)
	src, dst := m.A, out.A
	for l := range lines {
		base := l * stride
		sum := 0.0
		for i := range min(r+1, n) {
			sum += float64(src[base+i*step])
		}
		for i := range n {
			dst[base+i*step] = float32(sum / width)
			if j := i + r + 1; j < n {
				sum += float64(src[base+j*step])
			}
			if j := i - r; j >= 0 {
				sum -= float64(src[base+j*step])
			}
		}
	}
	return out
}

// SDFMask rasterises a signed distance into a w×h coverage mask within the
// box [x0,x1)×[y0,y1).
func SDFMask(w, h int, sd func(x, y float64) float64, x0, y0, x1, y1 float64) *Mask {
	m := NewMask(w, h)
	for y := max(int(math.Floor(y0)), 0); y < min(int(math.Ceil(y1)), h); y++ {
		for x := max(int(math.Floor(x0)), 0); x < min(int(math.Ceil(x1)), w); x++ {
			m.A[y*w+x] = float32(Coverage(sd(float64(x)+0.5, float64(y)+0.5)))
		}
	}
	return m
}
