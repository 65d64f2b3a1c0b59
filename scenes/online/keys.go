package online

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The lobby's on-screen keyboard: a phone or a tablet has no keys, and
// the lobby's name and server fields take only the keyboard's
// characters, so a finger (or a gamepad) on one of them opens a panel at
// the bottom of the screen, as setup's name editor does: the field being
// typed, Done, and the keys (ui.Keyboard) over the dimmed lobby. The code
// has its own keypad and needs none.

// idTypedDone closes the on-screen keyboard.
var idTypedDone = ui.Named("online.kb.done")

// typing is the on-screen keyboard's state.
type typing struct {
	on    bool
	kb    ui.Keyboard
	panel ui.Rect
	field ui.Rect
}

// byFinger reports whether this tick's press came from a finger or a
// gamepad's cursor rather than the mouse.
func byFinger(f *ui.Frame) bool {
	for _, p := range f.Pointers {
		if (p.Released || p.Pressed) && (p.Touch || p.ID < 0) {
			return true
		}
	}
	return false
}

// openKeys shows the on-screen keyboard for the focused field.
func (l *Lobby) openKeys(ctx *core.Context) {
	l.typing = typing{on: true, kb: ui.Keyboard{Page: ui.PageFor(string(ctx.Tr.Lang())), Shift: l.focus == &l.name && l.focus.text == ""}}
	l.Layout(ctx)
}

// closeKeys hides it; the field keeps what was typed.
func (l *Lobby) closeKeys(ctx *core.Context) {
	l.typing.on = false
	l.Layout(ctx)
}

// layoutKeys places the panel at the bottom of the screen and returns
// its widgets: Done and the keys (nothing else is pressable meanwhile).
func (l *Lobby) layoutKeys(ctx *core.Context) []ui.Widget {
	t := &l.typing
	u, css := ctx.U(), ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	tgt, gap, pad, pw, keyW := core.ModalSizes(ctx)
	t.kb.Fit(pw-2*pad, 44*css, gap) // re-flowed only below a touch target
	h := pad*2 + tgt*1.3 + gap + t.kb.Height(tgt, gap)
	t.panel = ui.Rect{X: (W - pw) / 2, Y: max(0, H-h-u), W: pw, H: h}
	in := t.panel.Inset(pad)
	row, rest := in.SplitV(tgt*1.3, gap)
	field, done := row.SplitH(row.W*0.7, gap)
	t.field = field
	ws := []ui.Widget{{ID: idTypedDone, Rect: done, Enabled: true}}
	keys, _ := t.kb.Layout(rest, tgt, keyW, gap)
	return append(ws, keys...)
}

// updateKeys takes a tick's input while the on-screen keyboard shows:
// its keys (a finger, or a pad's focus and A), a real keyboard's
// characters too, Backspace, and Back or Done to close it.
func (l *Lobby) updateKeys(ctx *core.Context, f *ui.Frame) {
	for _, r := range f.Chars {
		l.focus.typeRune(r)
		l.typing.kb.Shift = false // the capital was typed, on either keyboard
	}
	if f.Key(ui.KeyUndo) {
		l.focus.backspace()
	}
	if len(f.Chars) > 0 || f.Key(ui.KeyUndo) {
		l.message = ""
		l.Layout(ctx)
	}
	if f.Key(ui.KeyBack) {
		l.closeKeys(ctx)
		return
	}
	if id := l.controls.Update(f); !id.IsZero() {
		ctx.Play(audio.Click)
		l.pressKey(ctx, id)
	}
}

// pressKey does what a press on the panel does: type, or close.
func (l *Lobby) pressKey(ctx *core.Context, id ui.ID) {
	if id == idTypedDone {
		l.closeKeys(ctx)
		return
	}
	switch action, r, _ := l.typing.kb.Press(id); action {
	case ui.KeyType, ui.KeySpace:
		l.focus.typeRune(r)
		l.typing.kb.Shift = false
	case ui.KeyBackspace:
		l.focus.backspace()
	}
	l.message = ""
	l.Layout(ctx) // the pages have different rows; Join may have come on
}

// drawKeys paints the panel over the dimmed lobby: the field as typed,
// Done and the keys.
func (l *Lobby) drawKeys(dst *ebiten.Image, ctx *core.Context) {
	t := &l.typing
	core.DrawModal(dst, ctx, t.panel, 110)
	label := ctx.T("online.name")
	if l.focus == &l.server {
		label = ctx.T("online.server")
	}
	shown := *l.focus
	shown.rect = t.field
	shown.draw(dst, ctx, true, l.tick/30%2 == 0, label)
	for _, w := range l.controls.Widgets() {
		label, style := t.kb.Label(w.ID, ctx.T("kb.space")), sprites.ButtonSecondary
		if w.ID == idTypedDone {
			label, style = ctx.T("setup.name.done"), sprites.ButtonPrimary
		} else if t.kb.Held(w.ID) {
			style = sprites.ButtonPrimary
		}
		core.DrawButton(dst, ctx, &l.controls, w, label, style)
	}
}
