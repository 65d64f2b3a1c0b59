package sprites

import (
	"image/color"
	"slices"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// textDrawer lays text out into a glyph buffer it keeps: text.Draw
// appends every call's glyphs to a fresh slice, which was most of what a
// frame allocated. The lock is for tests that paint in parallel; the
// game draws from one goroutine.
var textDrawer struct {
	sync.Mutex
	glyphs []text.Glyph
	op     ebiten.DrawImageOptions
}

// drawText is DrawText's body: text.Draw's glyph loop without its garbage.
func drawText(dst *ebiten.Image, s string, face text.Face, x, y float64, h, v Align, clr color.RGBA) {
	layout := text.LayoutOptions{LineSpacing: lineSpacing(face), PrimaryAlign: h.text(), SecondaryAlign: v.text()}
	d := &textDrawer
	d.Lock()
	defer d.Unlock()
	d.glyphs = text.AppendGlyphs(d.glyphs[:0], s, face, &layout)
	d.op = ebiten.DrawImageOptions{}
	if clr.A > 0 { // ScaleWithColor, without boxing clr in an interface
		a := float32(clr.A)
		d.op.ColorScale.Scale(float32(clr.R)/a, float32(clr.G)/a, float32(clr.B)/a, a/0xff)
	} else {
		d.op.ColorScale.Scale(0, 0, 0, 0)
	}
	for _, g := range d.glyphs {
		if g.Image == nil {
			continue
		}
		d.op.GeoM.Reset()
		d.op.GeoM.Translate(g.X+x, g.Y+y)
		dst.DrawImage(g.Image, &d.op)
	}
	clear(d.glyphs) // let go of the glyph images until the next call
}

// textCache keeps text measures and fitted lines: measuring lays the
// text out again each time (fitting a label to its box measures it
// several times a frame). Both maps are bounded: one that outgrows its
// bound is emptied.
var textCache struct {
	sync.Mutex
	measures map[measureKey][2]float64
	fitted   map[fitKey][]string
}

// maxTextCached bounds each of textCache's maps.
const maxTextCached = 4096

// measureKey is a text in one of the bundled faces (a font at a size:
// faceSource makes each once, so the pointer names it).
type measureKey struct {
	s    string
	face *Face
}

// faceKeyOf is the measureKey of s in face, and whether face is one of
// the bundled faces (other faces are not remembered).
func faceKeyOf(s string, face text.Face) (measureKey, bool) {
	f, ok := face.(*Face)
	if !ok {
		return measureKey{}, false
	}
	return measureKey{s: s, face: f}, true
}

// fitKind is what was done to fit a text to a width.
type fitKind int

const (
	wrapKind fitKind = iota
	balancedKind
	ellipsizeKind
)

// fitKey is a text fitted to a width by a kind of fitting.
type fitKey struct {
	measureKey
	kind  fitKind
	width float64
}

// remember returns fit(s, face, width), worked out once for each text,
// face, width and kind: wrapping and cutting short measure the text many
// times. The lines returned are shared; callers must not change them.
func remember(kind fitKind, s string, face text.Face, width float64, fit func(string, text.Face, float64) []string) []string {
	mk, ok := faceKeyOf(s, face)
	if !ok {
		return fit(s, face, width)
	}
	k := fitKey{mk, kind, width}
	c := &textCache
	c.Lock()
	lines, ok := c.fitted[k]
	c.Unlock()
	if ok {
		return lines
	}
	lines = slices.Clip(fit(s, face, width)) // an append by a caller copies
	c.Lock()
	if c.fitted == nil || len(c.fitted) >= maxTextCached {
		c.fitted = map[fitKey][]string{}
	}
	c.fitted[k] = lines
	c.Unlock()
	return lines
}

// measure is Measure's body: text.Measure, remembered for the bundled faces.
func measure(s string, face text.Face) (w, h float64) {
	k, ok := faceKeyOf(s, face)
	if !ok {
		return text.Measure(s, face, lineSpacing(face))
	}
	c := &textCache
	c.Lock()
	m, ok := c.measures[k]
	c.Unlock()
	if ok {
		return m[0], m[1]
	}
	w, h = text.Measure(s, face, lineSpacing(face))
	c.Lock()
	if c.measures == nil || len(c.measures) >= maxTextCached {
		c.measures = map[measureKey][2]float64{}
	}
	c.measures[k] = [2]float64{w, h}
	c.Unlock()
	return w, h
}
