package online

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// idCopy copies the waiting room's link.
var idCopy = ui.Named("online.link.copy")

// linkRow is the waiting room's link in words, with a Copy button: from
// a desktop, where nobody scans their own screen, the link is sent by
// hand (a message, a mail).
type linkRow struct {
	text    ui.Rect     // the link's words
	copying <-chan bool // a copy on its way
	copied  int         // ticks left showing "Copied"
}

// layout places the row at y in area (one row of rowH: the words, then
// the button) when there is a link, and returns the y under it and the
// Copy button; with no link, y and nothing.
func (l *linkRow) layout(ctx *core.Context, link string, area ui.Rect, y, rowH, gap float64) (float64, []ui.Widget) {
	l.text = ui.Rect{}
	if link == "" {
		return y, nil
	}
	label := max(core.FitBold(ctx.T("online.link.copy"), 1e9, ctx.BodyPx()).Advance(ctx.T("online.link.copy")),
		core.FitBold(ctx.T("online.link.copied"), 1e9, ctx.BodyPx()).Advance(ctx.T("online.link.copied")))
	bw := min(area.W*0.4, max(label+rowH*0.6, 88*ctx.CSSPx()))
	row := ui.Rect{X: area.X, Y: y, W: area.W, H: rowH}
	text, button := row.SplitH(row.W-bw-gap, gap)
	l.text = text
	return y + rowH + gap, []ui.Widget{{ID: idCopy, Rect: button, Enabled: true}}
}

// copy puts link on the clipboard.
func (l *linkRow) copy(ctx *core.Context, link string) {
	ctx.Play(audio.Click)
	l.copying = copyText(link)
}

// update hears how a copy went: "Copied" on the button a while, or the
// reason it could not (said through say). It reports whether what is
// drawn changed.
func (l *linkRow) update(say func(string)) bool {
	if l.copied > 0 {
		l.copied--
		return l.copied == 0
	}
	if l.copying == nil {
		return false
	}
	select {
	case ok := <-l.copying:
		l.copying = nil
		if ok {
			l.copied = 120 // two seconds
		} else {
			say("online.link.nocopy")
		}
		return true
	default:
		return false
	}
}

// label is the Copy button's word now.
func (l *linkRow) label(ctx *core.Context) string {
	if l.copied > 0 {
		return ctx.T("online.link.copied")
	}
	return ctx.T("online.link.copy")
}

// draw paints the link's words on paper, on one line where they fit at
// a readable size, else broken before its query (?join=…).
func (l *linkRow) draw(dst *ebiten.Image, ctx *core.Context, link string) {
	r := l.text
	if r.W < 1 || link == "" {
		return
	}
	p := ctx.Kit.Palette()
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), p.Paper, true)
	in := r.Inset(r.H * 0.12)
	least := 12 * ctx.CSSPx()
	face := core.FitBold(link, in.W, min(ctx.BodyPx(), in.H*0.45))
	if face.Size >= least || !strings.Contains(link, "?") {
		core.Text(dst, ctx, link, face, in.X, in.Y+in.H/2, sprites.AlignStart, sprites.AlignCenter, p.Ink, r)
		return
	}
	i := strings.Index(link, "?")
	lines := []string{link[:i], link[i:]}
	face = core.FitBold(lines[0], in.W, min(ctx.BodyPx(), in.H*0.42))
	if w := core.FitBold(lines[1], in.W, face.Size); w.Size < face.Size {
		face = w
	}
	lineH := face.Size * 1.15
	for k, line := range lines {
		core.Text(dst, ctx, line, face, in.X, in.Y+in.H/2+(float64(k)-0.5)*lineH, sprites.AlignStart, sprites.AlignCenter, p.Ink, r)
	}
}
