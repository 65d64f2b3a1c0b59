package sprites

import (
	"image/color"
	"slices"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// textDrawer holds the one DrawImageOptions every glyph is drawn with, so
// drawing text allocates nothing. The lock is for tests that paint in
// parallel; the game draws from one goroutine.
var textDrawer struct {
	sync.Mutex
	op ebiten.DrawImageOptions
}

// drawText is DrawText's body. The layout is text/v2's (which Cifra drew
// with before): each line's pen starts at its alignment's offset from x,
// the first baseline is the ascent below the block's top, and each glyph
// image sits at its rune's pen position snapped down to the face's
// sub-pixel grid, its top-left corner on a whole pixel from (x, y).
func drawText(dst *ebiten.Image, s string, face *Face, x, y float64, h, v Align, clr color.RGBA) {
	if s == "" {
		return
	}
	d := &textDrawer
	d.Lock()
	defer d.Unlock()
	d.op = ebiten.DrawImageOptions{}
	if clr.A > 0 { // ScaleWithColor, without boxing clr in an interface
		a := float32(clr.A)
		d.op.ColorScale.Scale(float32(clr.R)/a, float32(clr.G)/a, float32(clr.B)/a, a/0xff)
	} else {
		d.op.ColorScale.Scale(0, 0, 0, 0)
	}
	face.mu.Lock()
	defer face.mu.Unlock()
	spacing := face.lineHeight()
	top := blockTop(face, strings.Count(s, "\n")+1, spacing, v)
	lineY := 0.0 // summed apart from top, as text/v2 sums it, to the last bit
	for t := s; ; {
		line, rest, more := strings.Cut(t, "\n")
		originX := 0.0
		switch h {
		case AlignCenter:
			originX = -fixedToFloat(face.advance(line)) / 2
		case AlignEnd:
			originX = -fixedToFloat(face.advance(line))
		}
		drawLine(dst, &d.op, face, line, x, y, originX, lineY+top)
		if !more {
			return
		}
		t = rest
		lineY += spacing
	}
}

// blockTop is the first baseline's offset from the anchor of a block of n
// lines spacing apart aligned v: the block is n-1 spacings and one line's
// ascent and descent tall.
func blockTop(face *Face, n int, spacing float64, v Align) float64 {
	m := face.metrics
	height := float64(n-1)*spacing + m.Ascent + m.Descent
	top := m.Ascent
	switch v {
	case AlignCenter:
		top -= height / 2
	case AlignEnd:
		top -= height
	}
	return top
}

// drawLine draws one line whose pen starts at (originX, originY) from the
// anchor (x, y); face.mu is held.
func drawLine(dst *ebiten.Image, op *ebiten.DrawImageOptions, face *Face, line string, x, y, originX, originY float64) {
	penX, penY := floatToFixed(originX), floatToFixed(originY)&^63
	prev := rune(-1)
	for _, r := range line {
		if prev >= 0 {
			penX += face.kernOf(prev, r)
		}
		prev = r
		ri := face.rune(r)
		gx := penX / face.step * face.step // towards zero, as text/v2 does
		left, top := gx+ri.bounds.Min.X, penY+ri.bounds.Min.Y
		penX += ri.advance
		img := face.glyph(r, left&63, ri.bounds)
		if img == nil {
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(float64(left.Floor())+x, float64(top.Floor())+y)
		dst.DrawImage(img, op)
	}
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
func remember(kind fitKind, s string, face *Face, width float64, fit func(string, *Face, float64) []string) []string {
	k := fitKey{measureKey{s, face}, kind, width}
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

// measure is Measure's body: measureText, remembered.
func measure(s string, face *Face) (w, h float64) {
	k := measureKey{s, face}
	c := &textCache
	c.Lock()
	m, ok := c.measures[k]
	c.Unlock()
	if ok {
		return m[0], m[1]
	}
	w, h = measureText(s, face)
	c.Lock()
	if c.measures == nil || len(c.measures) >= maxTextCached {
		c.measures = map[measureKey][2]float64{}
	}
	c.measures[k] = [2]float64{w, h}
	c.Unlock()
	return w, h
}

// measureText is the advance of s's longest line by the height of its
// block (as blockTop counts it); 0, 0 for "".
func measureText(s string, face *Face) (w, h float64) {
	if s == "" {
		return 0, 0
	}
	face.mu.Lock()
	defer face.mu.Unlock()
	n := 0
	for t := s; ; {
		n++
		line, rest, more := strings.Cut(t, "\n")
		w = Fmax(w, fixedToFloat(face.advance(line)))
		if !more {
			break
		}
		t = rest
	}
	m := face.metrics
	return w, float64(n-1)*face.lineHeight() + m.Ascent + m.Descent
}
