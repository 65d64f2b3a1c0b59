package sprites

import (
	"encoding/binary"
	"image"
	"image/draw"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Face is one of the Go fonts at one size in device pixels, with the glyph
// images it has drawn: DrawText, Measure and the fitting functions take it.
// Faces come from UI, Bold and Hand, which make each size once.
//
// Cifra lays its text out itself rather than through Ebitengine's
// text/v2: its scripts (Latin, Cyrillic) need no shaping, and text/v2
// linked go-text/typesetting (with TIFF, JPEG and PNG decoders and
// x/text's language tables) into game.wasm. The layout and the glyph
// images are text/v2's GoXFace's, so nothing moved when it left.
type Face struct {
	// Size is the face's size in device pixels (its em).
	Size float64

	metrics FaceMetrics
	// step is the sub-pixel grid glyphs are drawn on horizontally, in
	// 1/64 px: small text is drawn at up to 8 offsets within a pixel so
	// its letters keep their spacing.
	step  fixed.Int26_6
	kerns bool // the font has a kern or GPOS table

	mu     sync.Mutex // ox is not safe for concurrent use, nor the maps
	ox     font.Face
	runes  map[rune]runeInfo
	kern   map[[2]rune]fixed.Int26_6
	glyphs map[glyphKey]*cachedGlyph
}

// FaceMetrics are a face's vertical metrics in device pixels.
type FaceMetrics struct {
	// Ascent is how far the font reaches above the baseline.
	Ascent float64
	// Descent is how far it reaches below it.
	Descent float64
	// LineGap is the leading the font asks for between lines.
	LineGap float64
}

// runeInfo is a rune's outline bounds (relative to its origin) and advance.
type runeInfo struct {
	bounds  fixed.Rectangle26_6
	advance fixed.Int26_6
}

// glyphKey is a rune drawn at a sub-pixel offset (1/64 px) to the right
// of a pixel's left edge.
type glyphKey struct {
	r rune
	x fixed.Int26_6
}

// cachedGlyph is a glyph's image (nil for one with no ink, a space) and
// whether it was drawn since the cache last made room.
type cachedGlyph struct {
	img  *ebiten.Image
	used bool
}

// glyphsPerVariant bounds a face's glyph images, per sub-pixel offset it
// draws at: five languages' letters, digits and signs fit well inside.
const glyphsPerVariant = 256

// maxRunes bounds a face's table of rune metrics.
const maxRunes = 4096

// newFace is fnt at size device pixels, unhinted; ttf is fnt's file (for
// its table directory).
func newFace(fnt *opentype.Font, ttf []byte, size float64) (*Face, error) {
	ox, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	m := ox.Metrics()
	f := &Face{
		Size: size,
		metrics: FaceMetrics{
			Ascent:  fixedToFloat(m.Ascent),
			Descent: fixedToFloat(m.Descent),
			LineGap: fixedToFloat(m.Height - m.Ascent - m.Descent),
		},
		kerns:  hasTable(ttf, "kern") || hasTable(ttf, "GPOS"),
		ox:     ox,
		runes:  map[rune]runeInfo{},
		glyphs: map[glyphKey]*cachedGlyph{},
	}
	f.step = 64 / fixed.Int26_6(variants(f.metrics.Ascent+f.metrics.Descent))
	return f, nil
}

// variants is how many sub-pixel offsets a face whose lines are height
// pixels tall draws its glyphs at: text/v2's thresholds, picked there by
// eye.
func variants(height float64) int {
	switch {
	case height < 20:
		return 8
	case height < 40:
		return 4
	case height < 80:
		return 2
	}
	return 1
}

// hasTable reports whether the TrueType/OpenType file ttf has a table
// tagged tag: the Go fonts have no kerning, and asking for every pair's
// would look two glyphs up for nothing.
func hasTable(ttf []byte, tag string) bool {
	if len(ttf) < 12 {
		return false
	}
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	for i := range n {
		rec := 12 + 16*i
		if rec+4 > len(ttf) {
			return false
		}
		if string(ttf[rec:rec+4]) == tag {
			return true
		}
	}
	return false
}

// Metrics returns the face's ascent, descent and line gap.
func (f *Face) Metrics() FaceMetrics { return f.metrics }

// lineHeight is the baseline-to-baseline distance of lines split by \n.
func (f *Face) lineHeight() float64 {
	return f.metrics.Ascent + f.metrics.Descent + f.metrics.LineGap
}

// Advance returns how far s (one line) moves the pen: the sum of its
// glyphs' advances and the kerning between them.
func (f *Face) Advance(s string) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return fixedToFloat(f.advance(s))
}

// advance is Advance in 1/64 px; f.mu is held.
func (f *Face) advance(s string) fixed.Int26_6 {
	var a fixed.Int26_6
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			a += f.kernOf(prev, r)
		}
		a += f.rune(r).advance
		prev = r
	}
	return a
}

// rune returns r's bounds and advance, looked up once; f.mu is held. A
// rune the font lacks gets its "missing" glyph's, as it is drawn with.
func (f *Face) rune(r rune) runeInfo {
	if ri, ok := f.runes[r]; ok {
		return ri
	}
	b, a, _ := f.ox.GlyphBounds(r)
	ri := runeInfo{bounds: b, advance: a}
	if len(f.runes) >= maxRunes { // names can bring any rune in
		clear(f.runes)
	}
	f.runes[r] = ri
	return ri
}

// kernOf is the kerning between a and b, kept per pair; f.mu is held.
func (f *Face) kernOf(a, b rune) fixed.Int26_6 {
	if !f.kerns {
		return 0
	}
	k, ok := f.kern[[2]rune{a, b}]
	if !ok {
		if f.kern == nil || len(f.kern) >= maxRunes {
			f.kern = map[[2]rune]fixed.Int26_6{}
		}
		k = f.ox.Kern(a, b)
		f.kern[[2]rune{a, b}] = k
	}
	return k
}

// glyph returns the image of r (whose bounds are b) with its left edge
// sub 1/64 px right of a pixel's, drawing it the first time; nil when r
// has no ink. f.mu is held.
func (f *Face) glyph(r rune, sub fixed.Int26_6, b fixed.Rectangle26_6) *ebiten.Image {
	k := glyphKey{r, sub}
	if g, ok := f.glyphs[k]; ok {
		g.used = true
		return g.img
	}
	if len(f.glyphs) >= glyphsPerVariant*int(64/f.step) {
		f.makeRoom()
	}
	g := &cachedGlyph{img: f.render(r, sub, b), used: true}
	f.glyphs[k] = g
	return g.img
}

// makeRoom drops the glyphs not drawn since the cache last made room (all
// of them if every one was), so a face that drew much once does not keep
// it: the images go with the garbage collector, as text/v2's did.
func (f *Face) makeRoom() {
	n := len(f.glyphs)
	for k, g := range f.glyphs {
		if !g.used {
			delete(f.glyphs, k)
		}
		g.used = false
	}
	if len(f.glyphs) == n {
		clear(f.glyphs)
	}
}

// render draws r as a white premultiplied alpha mask, with a pixel to
// spare on the right and bottom for the sub-pixel offset (text/v2's
// GoXFace's image, pixel for pixel).
func (f *Face) render(r rune, sub fixed.Int26_6, b fixed.Rectangle26_6) *ebiten.Image {
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil
	}
	rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
	dot := fixed.Point26_6{
		X: -b.Min.X + sub,
		Y: -b.Min.Y + (b.Min.Y & 63), // the baseline sits on a pixel's edge
	}
	// ok is false for a rune the font lacks, whose "missing" box is drawn
	// all the same (as font.Drawer draws it).
	dr, mask, mp, _, _ := f.ox.Glyph(dot, r)
	if mask != nil && !dr.Empty() {
		draw.DrawMask(rgba, dr, image.White, image.Point{}, mask, mp, draw.Over)
	}
	return ebiten.NewImageFromImage(rgba)
}

// fixedToFloat is x in pixels.
func fixedToFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// floatToFixed is x in 1/64 px, cut towards zero as text/v2 cuts it.
func floatToFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * 64) }
