package online

import (
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// field is a line of text a player types: the server's address, a name,
// a table's code. It takes the keyboard's characters while focused; an
// on-screen keypad may type into it too.
type field struct {
	id    ui.ID
	text  string
	max   int               // the most runes it holds
	allow func(r rune) rune // the rune as kept (upper-cased…), or -1 to refuse it
	rect  ui.Rect
}

// typeRune adds r, if the field takes it and has room.
func (f *field) typeRune(r rune) {
	if r = f.allow(r); r < 0 || utf8.RuneCountInString(f.text) >= f.max {
		return
	}
	f.text += string(r)
}

// backspace deletes the last rune.
func (f *field) backspace() {
	if _, n := utf8.DecodeLastRuneInString(f.text); n > 0 {
		f.text = f.text[:len(f.text)-n]
	}
}

// draw paints the field: a light box, what it is for (label, small, at
// its top), its text, a caret when focused.
func (f *field) draw(dst *ebiten.Image, ctx *core.Context, focused, caret bool, label string) {
	r := f.rect
	if r.W < 1 || r.H < 1 {
		return
	}
	p := ctx.Kit.Palette()
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), p.Paper, true)
	edge := p.Muted
	if focused {
		edge = p.Accent
	}
	vector.StrokeRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(max(2, ctx.U()*0.4)), edge, true)
	pad := r.H * 0.2
	small := max(r.H*0.22, 12*ctx.CSSPx()) // the least readable size
	core.Text(dst, ctx, label, sprites.UI(small), r.X+pad, r.Y+r.H*0.06, sprites.AlignStart, sprites.AlignStart, p.Muted, r)
	size := min(r.H*0.42, ctx.U()*4.5)
	face := core.FitBold(f.text+"M", r.W-2*pad, size)
	cy := r.Y + r.H*0.62
	core.Text(dst, ctx, f.text, face, r.X+pad, cy, sprites.AlignStart, sprites.AlignCenter, p.Ink, r)
	if focused && caret {
		x := r.X + pad + face.Advance(f.text) + 2
		vector.DrawFilledRect(dst, float32(x), float32(cy-size*0.6), float32(max(2, size*0.08)), float32(size*1.2), color.RGBA(p.Ink), true)
	}
}
