package core

import (
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/scenes/ui"
	"cifra/sprites"
)

// DrawButton paints a widget as a button with a label, in its current
// hover/pressed/focus state.
func DrawButton(dst *ebiten.Image, ctx *Context, c *ui.Controls, w ui.Widget, label string, style sprites.ButtonStyle) {
	DrawButtonAtLeast(dst, ctx, c, w, label, style, 0)
}

// DrawButtonAtLeast is DrawButton with a label never set under least
// pixels, where the layout made the button wide enough for it (a seat's
// button that must read at the least on a phone).
func DrawButtonAtLeast(dst *ebiten.Image, ctx *Context, c *ui.Controls, w ui.Widget, label string, style sprites.ButtonStyle, least float64) {
	if w.Rect.W < 1 || w.Rect.H < 1 {
		return
	}
	st := c.State(w.ID)
	state := sprites.ButtonNormal
	switch {
	case !w.Enabled:
		state = sprites.ButtonDisabled
	case st.Pressed:
		state = sprites.ButtonPressed
	case st.Hover:
		state = sprites.ButtonHover
	}
	img := ctx.Kit.Button(int(w.Rect.W), int(w.Rect.H), style, state)
	cx, cy := w.Rect.Center()
	sprites.DrawImage(dst, img, cx, cy, 1, 1, 1)
	p := ctx.Kit.Palette()
	clr := p.Ink
	if style == sprites.ButtonPrimary || style == sprites.ButtonDanger {
		clr = p.AccentText
	}
	if !w.Enabled {
		clr = p.Muted
	}
	dy := 0.0
	if st.Pressed {
		dy = w.Rect.H * 0.04
	}
	face := FitBold(label, w.Rect.W*0.9, min(w.Rect.H*0.42, ctx.U()*4.2))
	if face.Size < least {
		face = sprites.Bold(least)
	}
	Text(dst, ctx, label, face, cx, cy+dy, sprites.AlignCenter, sprites.AlignCenter, clr, w.Rect)
	if st.Focused {
		DrawFocus(dst, ctx, w.Rect)
	}
}

// FitBold returns a bold face of the given size, shrunk until s fits in
// maxWidth (long words in German or Russian on narrow buttons). A frame
// fits the same labels in the same boxes as the last: the answers are
// kept, so measuring happens when a label or its box changes.
func FitBold(s string, maxWidth, size float64) *sprites.Face {
	fits.Lock()
	defer fits.Unlock()
	q := fitQuery{s, maxWidth, size}
	for i := range fits.entries {
		if e := &fits.entries[i]; e.face != nil && e.fitQuery == q {
			return e.face
		}
	}
	face := sprites.Bold(size)
	for w, _ := sprites.Measure(s, face); w > maxWidth && size > 6; w, _ = sprites.Measure(s, face) {
		size *= 0.9
		face = sprites.Bold(size)
	}
	fits.entries[fits.next] = fitEntry{q, face}
	fits.next = (fits.next + 1) % len(fits.entries)
	return face
}

// fitQuery is what FitBold was asked: a label, its width and its size.
type fitQuery struct {
	s              string
	maxWidth, size float64
}

// fitEntry is a query and the face FitBold answered.
type fitEntry struct {
	fitQuery
	face *sprites.Face
}

// fits keeps FitBold's latest answers: more than a screenful of labels,
// the oldest giving way. The lock is for tests and tools that draw beside
// the game loop.
var fits struct {
	sync.Mutex
	entries [64]fitEntry
	next    int
}

// StatusLines draws s in r at up to size: on one line, or on two when one
// would shrink it below three quarters of size or the readable least (a
// reason in words on a narrow panel). Lines start at r's left and are
// centred in its height.
func StatusLines(dst *ebiten.Image, ctx *Context, s string, r ui.Rect, size float64, clr color.RGBA) {
	face := FitBold(s, r.W, size)
	if face.Size >= max(size*0.75, min(size, ctx.Least())) || r.H < size {
		Text(dst, ctx, s, face, r.X, r.Y+r.H/2, sprites.AlignStart, sprites.AlignCenter, clr, r)
		return
	}
	two := min(size, r.H/2.5)
	for ; two > 6; two *= 0.92 {
		face = sprites.Bold(two)
		if lines := sprites.WrapBalanced(s, face, r.W); len(lines) <= 2 && widest(lines, face) <= r.W {
			lineH := two * 1.2
			y := r.Y + r.H/2 - lineH*float64(len(lines)-1)/2
			for i, line := range lines {
				Text(dst, ctx, line, face, r.X, y+float64(i)*lineH, sprites.AlignStart, sprites.AlignCenter, clr, r)
			}
			return
		}
	}
	Text(dst, ctx, s, FitBold(s, r.W, size), r.X, r.Y+r.H/2, sprites.AlignStart, sprites.AlignCenter, clr, r)
}

// widest is the width of the widest of lines in face.
func widest(lines []string, face *sprites.Face) float64 {
	w := 0.0
	for _, l := range lines {
		w = max(w, face.Advance(l))
	}
	return w
}

// DrawFocus draws the keyboard focus ring around r.
func DrawFocus(dst *ebiten.Image, ctx *Context, r ui.Rect) {
	pad := ctx.U() * 0.8
	ring := ctx.Kit.Ring(int(r.W+2*pad), int(r.H+2*pad))
	cx, cy := r.Center()
	sprites.DrawImage(dst, ring, cx, cy, 1, 1, 1)
}

// Title draws a heading centred at (x, y).
func Title(dst *ebiten.Image, ctx *Context, s string, x, y, size float64) {
	Text(dst, ctx, s, sprites.Bold(size), x, y, sprites.AlignCenter, sprites.AlignCenter, ctx.Kit.Palette().PanelText, ui.Rect{W: float64(ctx.W), H: float64(ctx.H)})
}

// Paragraphs draws wrapped text inside r from its top and returns the
// height used.
func Paragraphs(dst *ebiten.Image, ctx *Context, s string, r ui.Rect, size float64, clr color.RGBA) float64 {
	face := sprites.UI(size)
	y := r.Y
	lineH := size * 1.35
	for _, line := range sprites.Wrap(s, face, r.W) {
		if dst != nil {
			Text(dst, ctx, line, face, r.X, y, sprites.AlignStart, sprites.AlignStart, clr, r)
		}
		y += lineH
	}
	return y - r.Y
}

// FarSide is a message for the far side of a table: painted upright into
// its own image once per message and size, then drawn turned half a turn.
// The zero value is ready to use.
type FarSide struct {
	img  *ebiten.Image
	text string
}

// Draw shows msg in r turned half a turn, painting it with paint (which
// lays the words out upright in a rectangle at the origin) only when the
// message or the size changed.
func (f *FarSide) Draw(dst *ebiten.Image, r ui.Rect, msg string, paint func(dst *ebiten.Image, r ui.Rect)) {
	w, h := int(r.W), int(r.H)
	if w < 8 || h < 8 {
		return
	}
	if f.img == nil || f.img.Bounds().Dx() != w || f.img.Bounds().Dy() != h {
		if f.img != nil {
			f.img.Deallocate()
		}
		f.img, f.text = ebiten.NewImage(w, h), "\x00"
	}
	if f.text != msg {
		f.img.Clear()
		paint(f.img, ui.Rect{W: r.W, H: r.H})
		f.text = msg
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-r.W/2, -r.H/2)
	op.GeoM.Rotate(math.Pi)
	op.GeoM.Translate(r.X+r.W/2, r.Y+r.H/2)
	dst.DrawImage(f.img, op)
}

// Forget drops the painted message (after a language change).
func (f *FarSide) Forget() { f.text = "\x00" }

// ModalSizes are the sizes of a panel typed into at the bottom of the
// screen (setup's name editor, the online lobby's on-screen keyboard):
// a touch target (a key's height), the gap between keys, the panel's
// padding, its width, and a key's widest.
func ModalSizes(ctx *Context) (target, gap, pad, width, keyW float64) {
	u, css := ctx.U(), ctx.CSSPx()
	target = max(44*css, u*7)
	gap = max(u*0.8, 4*css)
	pad = max(u*1.5, 8*css)
	width = min(float64(ctx.W)-2*u, max(720*css, u*90))
	return target, gap, pad, width, max(target*1.2, u*8)
}

// DrawModal dims the scene under it by dim (alpha of black) and lays a
// panel over it at r: twice, as the help overlay does, the panel's smoked
// glass made opaque, so the buttons under it do not show through.
func DrawModal(dst *ebiten.Image, ctx *Context, r ui.Rect, dim uint8) {
	vector.DrawFilledRect(dst, 0, 0, float32(ctx.W), float32(ctx.H), color.RGBA{0, 0, 0, dim}, false)
	cx, cy := r.Center()
	panel := ctx.Kit.Panel(int(r.W), int(r.H))
	sprites.DrawImage(dst, panel, cx, cy, 1, 1, 1)
	sprites.DrawImage(dst, panel, cx, cy, 1, 1, 1)
}
