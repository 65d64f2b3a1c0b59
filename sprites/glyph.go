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

// outlineFont gives the painters glyph outlines (a Face only draws
// onto GPU images; painting needs the curves to bend and grain them on the
// CPU). Each TTF is parsed once, on first use.
type outlineFont struct {
	ttf  []byte
	once sync.Once
	font *sfnt.Font
	mu   sync.Mutex // sfnt.Buffer is not safe for concurrent use
	buf  sfnt.Buffer
}

var (
	handOutline = &outlineFont{ttf: gofonts.Italic}
	boldOutline = &outlineFont{ttf: gofonts.Bold}
)

func (o *outlineFont) get() *sfnt.Font {
	o.once.Do(func() {
		f, err := sfnt.Parse(o.ttf)
		if err != nil {
			panic("sprites: bundled Go font does not parse: " + err.Error())
		}
		o.font = f
	})
	return o.font
}

// glyphStyle says how to bend a string's outlines before rasterising.
type glyphStyle struct {
	font   *outlineFont
	height float64 // ink height of the whole string in pixels
	maxW   float64 // ink width limit in pixels (0: none); shrinks to fit
	angle  float64 // rotation, radians, clockwise on screen
	skew   float64 // extra forward slant (x shift per unit of height)
	wobble float64 // low-frequency displacement of the outline, pixels
	seed   uint32
}

type point struct{ x, y float64 }

// pathOp is one outline command with up to three points.
type pathOp struct {
	op  sfnt.SegmentOp
	pts [3]point
}

// outline lays s out at a reference size and returns its commands with the
// ink box's centre at the origin and the ink box's size.
func (o *outlineFont) outline(s string) (ops []pathOp, w, h float64) {
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
				p.pts[j] = point{pen + fix(sg.Args[j].X), fix(sg.Args[j].Y)}
			}
			for _, q := range p.pts[:argCount(sg.Op)] {
				minX, maxX = fmin(minX, q.x), fmax(maxX, q.x)
				minY, maxY = fmin(minY, q.y), fmax(maxY, q.y)
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
			ops[i].pts[j].x -= cx
			ops[i].pts[j].y -= cy
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

// glyphMask rasterises s into a w×h coverage mask, its ink box centred at
// (cx,cy), scaled and bent by st.
func glyphMask(w, h int, s string, st glyphStyle, cx, cy float64) *mask {
	m := newMask(w, h)
	ops, iw, ih := st.font.outline(s)
	if len(ops) == 0 || ih == 0 {
		return m
	}
	k := st.height / ih
	if st.maxW > 0 && iw*k > st.maxW {
		k = st.maxW / iw
	}
	fr := newFrame(cx, cy, st.angle)
	tf := func(p point) (float32, float32) {
		x, y := p.x*k, p.y*k
		x -= st.skew * y
		if st.wobble > 0 {
			// Smooth noise in the glyph's own frame: neighbouring points
			// move together, so strokes bend instead of jittering.
			f := 2.2 / fmax(st.height, 1)
			x += (valueNoise(x*f, y*f, st.seed) - 0.5) * 2 * st.wobble
			y += (valueNoise(x*f, y*f, st.seed+7) - 0.5) * 2 * st.wobble
		}
		wx, wy := fr.world(x, y)
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
		m.a[i] = float32(v) / 255
	}
	return m
}

// mask is a float coverage map.
type mask struct {
	w, h int
	a    []float32
}

func newMask(w, h int) *mask { return &mask{w: w, h: h, a: make([]float32, w*h)} }

// at is the coverage at a pixel, 0 outside.
func (m *mask) at(x, y int) float64 {
	if x < 0 || y < 0 || x >= m.w || y >= m.h {
		return 0
	}
	return float64(m.a[y*m.w+x])
}

// sample is bilinear coverage at a canvas point (pixel centres at +0.5).
func (m *mask) sample(x, y float64) float64 {
	x, y = x-0.5, y-0.5
	fx, fy := math.Floor(x), math.Floor(y)
	ix, iy := int(fx), int(fy)
	tx, ty := x-fx, y-fy
	a, b := m.at(ix, iy), m.at(ix+1, iy)
	c, d := m.at(ix, iy+1), m.at(ix+1, iy+1)
	return (a*(1-tx)+b*tx)*(1-ty) + (c*(1-tx)+d*tx)*ty
}

// blurred returns a box-blurred copy (two passes ≈ a tent filter).
func (m *mask) blurred(r int) *mask {
	if r <= 0 {
		return m
	}
	out := m
	for range 2 {
		out = out.boxPass(r, true).boxPass(r, false)
	}
	return out
}

func (m *mask) boxPass(r int, horizontal bool) *mask {
	out := newMask(m.w, m.h)
	// Each line is a run of n values (a row, or a column, step apart);
	// the window's sum slides along it, one value in and one out, so a
	// pass costs the same whatever the radius (the logo's shadow blurs
	// by tens of pixels).
	lines, n, step, stride := m.h, m.w, 1, m.w
	if !horizontal {
		lines, n, step, stride = m.w, m.h, m.w, 1
	}
	width := float64(2*r + 1)
	src, dst := m.a, out.a
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
