package core

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/ui"
	"cifra/sprites"
)

// TextBox is one piece of text as a scene drew it: its words, the box its
// lines take (their advance width by the face's line height, anchored as
// drawn) and the box it must keep inside (its button, its row of a
// panel), in the pixels of Space: the screen, or the offscreen image it
// went to (a seat's panel, drawn upright and then turned into place).
type TextBox struct {
	Text    string
	Box, In ui.Rect
	Space   string
	Size    float64 // the face's size in pixels
}

// TextLog collects what Text and DrawButton draw while it is ctx.Texts:
// layout tests read where every label went without reading pixels. In
// play ctx.Texts is nil and nothing is kept.
type TextLog struct {
	Boxes []TextBox
	// Spaces are the bounds of each space drawn into, by name.
	Spaces map[string]ui.Rect
	space  string
}

// Enter makes the following boxes belong to space, whose bounds are
// bounds, and returns the call that goes back to the space before. A nil
// log does nothing.
func (l *TextLog) Enter(space string, bounds ui.Rect) (leave func()) {
	if l == nil {
		return func() {}
	}
	if l.Spaces == nil {
		l.Spaces = map[string]ui.Rect{}
	}
	prev := l.space
	l.space, l.Spaces[space] = space, bounds
	return func() { l.space = prev }
}

// add keeps the box of s drawn at (x, y) with face and alignments h, v.
func (l *TextLog) add(s string, face *sprites.Face, x, y float64, h, v sprites.Align, in ui.Rect) {
	if l == nil || s == "" {
		return
	}
	w, ht := sprites.Measure(s, face)
	box := ui.Rect{X: x - w*align(h), Y: y - ht*align(v), W: w, H: ht}
	l.Boxes = append(l.Boxes, TextBox{Text: s, Box: box, In: in, Space: l.space, Size: face.Size})
}

// align is the share of a box's extent before its anchor.
func align(a sprites.Align) float64 { return [...]float64{0, 0.5, 1}[a] }

// Text draws s like sprites.DrawText and, while ctx.Texts is set, notes
// its box and in, the box it must stay inside.
func Text(dst *ebiten.Image, ctx *Context, s string, face *sprites.Face, x, y float64, h, v sprites.Align, clr color.RGBA, in ui.Rect) {
	sprites.DrawText(dst, s, face, x, y, h, v, clr)
	ctx.Texts.add(s, face, x, y, h, v, in)
}

// FitText returns s and a face for it no wider than w: the face's size
// shrunk from size down to least, then the end of s cut with an ellipsis
// (a long name beside a score, on a phone).
func FitText(s string, w, size, least float64, face func(float64) *sprites.Face) (string, *sprites.Face) {
	f := face(size)
	for tw, _ := sprites.Measure(s, f); tw > w && size > least; tw, _ = sprites.Measure(s, f) {
		size = max(least, size*0.92)
		f = face(size)
	}
	return sprites.Ellipsize(s, f, w), f
}

// Least is the smallest text size still read at arm's length (12 CSS
// px): names and captions shrink to it, then are cut with an ellipsis.
func (c *Context) Least() float64 {
	if c.Scale > 0 {
		return 12 * c.Scale
	}
	return 12
}

// Problems lists, in words, every box that leaves the box it must stay
// in or its space's bounds, and every two boxes of one space that
// overlap (half a pixel of slack for rounding).
func (l *TextLog) Problems() []string {
	var out []string
	for i, a := range l.Boxes {
		if !within(a.Box, a.In) {
			out = append(out, fmt.Sprintf("%s: %q %v leaves its box %v", a.Space, a.Text, a.Box, a.In))
		}
		if b, ok := l.Spaces[a.Space]; ok && !within(a.Box, b) {
			out = append(out, fmt.Sprintf("%s: %q %v leaves %v", a.Space, a.Text, a.Box, b))
		}
		for _, b := range l.Boxes[i+1:] {
			if a.Space == b.Space && overlaps(a.Box, b.Box) {
				out = append(out, fmt.Sprintf("%s: %q %v and %q %v overlap", a.Space, a.Text, a.Box, b.Text, b.Box))
			}
		}
	}
	return out
}

func within(a, b ui.Rect) bool {
	return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// DrawTexts draws one frame with draw onto a screen-sized image while a
// fresh log collects its text, and returns the log: a layout test's view
// of where every label went.
func DrawTexts(ctx *Context, draw func(dst *ebiten.Image)) *TextLog {
	log := &TextLog{}
	ctx.Texts = log
	defer func() { ctx.Texts = nil }()
	log.Enter("screen", ui.Rect{W: float64(ctx.W), H: float64(ctx.H)})
	dst := ebiten.NewImage(max(1, ctx.W), max(1, ctx.H))
	defer dst.Deallocate()
	draw(dst)
	return log
}

// WithName is ctx.T(key, name, rest...) with name (a name, or a list of
// them) cut short with an ellipsis until the whole line fits in w at
// face: the rest of the sentence (whose turn, the points) is never lost
// to a long name.
func WithName(ctx *Context, key, name string, w float64, face *sprites.Face, rest ...any) string {
	args := func(n string) []any { return append([]any{n}, rest...) }
	msg := ctx.T(key, args(name)...)
	if tw, _ := sprites.Measure(msg, face); tw <= w {
		return msg
	}
	others, _ := sprites.Measure(ctx.T(key, args("")...), face)
	if short := sprites.Ellipsize(name, face, w-others); short != "" {
		return ctx.T(key, args(short)...)
	}
	return ctx.T(key, args("…")...)
}

// FitName is a player's name and a bold face for it in w: shrunk at
// most to three quarters of size (never under the readable least), then
// cut with an ellipsis, so a long name stays in scale with the points
// beside it.
func FitName(ctx *Context, name string, w, size float64) (string, *sprites.Face) {
	return FitText(name, w, size, min(size, max(ctx.Least(), size*0.75)), sprites.Bold)
}
