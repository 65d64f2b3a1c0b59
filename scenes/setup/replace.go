package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Widget IDs of the question setup asks before a new game replaces the
// game in progress.
var (
	idReplaceNew    = ui.Named("setup.replace.new")
	idReplaceResume = ui.Named("setup.replace.resume")
	idReplaceCancel = ui.Named("setup.replace.cancel")
)

// replaceAsk is that question: the game in progress, and where the panel
// and its words lie. A game is saved one to a game, so starting another
// would lose it once a person plays.
type replaceAsk struct {
	saved       core.Resumable
	panel, text ui.Rect
}

// askReplace opens the question when g has a game in progress; false when
// it has none (or its save could not be read: the store kept it aside and
// the menu says so).
func (s *Scene) askReplace(ctx *core.Context) bool {
	saved, err := core.LoadSave(s.game)
	if err != nil || saved == nil {
		return false
	}
	s.ask = &replaceAsk{saved: saved}
	s.Layout(ctx)
	s.controls.Focus(idReplaceResume) // Enter twice never loses a game
	return true
}

// updateAsk is Update while the question is open: a new game, the one in
// progress, or back to setup (also Esc).
func (s *Scene) updateAsk(ctx *core.Context, f *ui.Frame) {
	if f.Key(ui.KeyBack) {
		s.closeAsk(ctx)
		return
	}
	switch s.controls.Update(f) {
	case idReplaceNew:
		ctx.Play(audio.Click)
		s.ask = nil
		s.begin(ctx)
	case idReplaceResume:
		ctx.Play(audio.Click)
		ctx.Nav.Switch(s.ask.saved.Scene(ctx))
	case idReplaceCancel:
		ctx.Play(audio.Click)
		s.closeAsk(ctx)
	}
}

func (s *Scene) closeAsk(ctx *core.Context) {
	s.ask = nil
	s.Layout(ctx)
	s.controls.Focus(idStart)
}

// layoutAsk centres the question's panel: two lines of words over three
// buttons (in a column on a narrow screen). It returns the panel's
// widgets; the rest of setup is not pressable meanwhile.
func (s *Scene) layoutAsk(ctx *core.Context) []ui.Widget {
	a := s.ask
	u, css := ctx.U(), ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	tgt := max(44*css, u*7)
	gap := max(u*1.2, 6*css)
	pad := max(u*2, 10*css)
	pw := min(W-2*u, max(560*css, u*70))
	textH := ctx.BodyPx() * 4
	cols := 3
	if pw-2*pad < 3*max(150*css, u*20)+2*gap {
		cols = 1
	}
	rows := 3 / cols
	h := pad*2 + textH + gap + float64(rows)*tgt + float64(rows-1)*gap
	a.panel = ui.Rect{X: (W - pw) / 2, Y: max(0, (H-h)/2), W: pw, H: h}
	in := a.panel.Inset(pad)
	a.text, in = in.SplitV(textH, gap)
	ids := []ui.ID{idReplaceCancel, idReplaceResume, idReplaceNew}
	var rects []ui.Rect
	if cols == 3 {
		rects = in.Row(3, gap)
	} else {
		rects = in.Column(3, tgt, gap)
	}
	ws := make([]ui.Widget, len(ids))
	for i, id := range ids {
		ws[i] = ui.Widget{ID: id, Rect: rects[i], Enabled: true}
	}
	return ws
}

// drawAsk paints the question over the dimmed setup.
func (s *Scene) drawAsk(dst *ebiten.Image, ctx *core.Context) {
	a := s.ask
	k := ctx.Kit
	p := k.Palette()
	core.DrawModal(dst, ctx, a.panel, 140)
	title := ctx.T("setup.replace.title", ctx.T(s.game.NameKey()), a.saved.Progress(ctx))
	top, bottom := a.text.SplitV(a.text.H/2, 0)
	core.Text(dst, ctx, title, core.FitBold(title, top.W, ctx.BodyPx()*1.3), top.X, top.Y+top.H/2, sprites.AlignStart, sprites.AlignCenter, p.PanelText, top)
	body := ctx.T("setup.replace.body")
	core.StatusLines(dst, ctx, body, bottom, ctx.BodyPx(), p.PanelText)
	for _, w := range s.controls.Widgets() {
		label, style := ctx.T(w.ID.Name), sprites.ButtonSecondary
		switch w.ID {
		case idReplaceResume:
			style = sprites.ButtonPrimary
		case idReplaceNew:
			style = sprites.ButtonDanger
		}
		core.DrawButton(dst, ctx, &s.controls, w, label, style)
	}
}
