package kakuro

import (
	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The menu at an online table. Nothing pauses online: the other devices
// hunt on, the table's hourglass and claim clocks run. So there Esc, a
// pad's Start and the Menu button open a panel of the round's own, titled
// "Menu", beside the board and not over it, and the round keeps running
// behind it: the table's moves are played, the clocks and the sand move,
// a claim's seconds count down. It takes the keys and pointers while it
// is open (a press outside it closes it). At a table at this screen
// alone the app's pause overlay stays: it stops the round and hides the
// board, so nobody hunts while the game is paused.

// The menu's widget IDs.
var (
	idMenuBack     = ui.Named("kakuro.menu.back")
	idMenuHelp     = ui.Named("kakuro.menu.help")
	idMenuSettings = ui.Named("kakuro.menu.settings")
	idMenuLeave    = ui.Named("kakuro.menu.leave")
)

// menuIDs are the menu's buttons, top to bottom.
var menuIDs = []ui.ID{idMenuBack, idMenuHelp, idMenuSettings, idMenuLeave}

// roundMenu is the online table's menu: whether it is open, where it lies
// and its buttons.
type roundMenu struct {
	open     bool
	panel    ui.Rect
	title    ui.Rect // where "Menu" is written
	note     ui.Rect // the line that the game goes on (zero: left out)
	controls ui.Controls
}

// pause opens the menu: the app's pause overlay at this screen alone, the
// round's own menu at an online table.
func (r *Round) pause(ctx *core.Context) {
	if !r.table.Online() {
		ctx.Nav.Overlay(core.OverlayPause)
		return
	}
	r.menu.open = true
	r.drags.CancelAll() // a tile carried when the menu opened goes home
	clear(r.strokes)
	r.layoutMenu(ctx)
	r.menu.controls.Focus(idMenuBack)
}

// MenuOpen reports whether the online table's menu is open (tests).
func (r *Round) MenuOpen() bool { return r.menu.open }

// updateMenu takes the tick's input for the open menu: its buttons, Esc
// (a pad's Start or B) to close it, a press outside it to close it. It
// reports whether a button sent the app elsewhere (help, settings, the
// main menu), where this tick ends.
func (r *Round) updateMenu(ctx *core.Context, f *ui.Frame) bool {
	m := &r.menu
	g := *f
	g.Keys = append([]ui.Key(nil), f.Keys...)
	g.MergePadKeys() // any pad at this screen drives the menu
	if g.Key(ui.KeyBack) || g.Key(ui.KeyPause) {
		m.open = false
		return false
	}
	for _, p := range g.Pointers {
		if p.Pressed && !m.panel.Contains(p.X, p.Y) {
			m.open = false
			return false
		}
	}
	id := m.controls.Update(&g)
	if id.IsZero() {
		return false
	}
	ctx.Play(audio.Click)
	m.open = false
	switch id {
	case idMenuHelp:
		ctx.Nav.Overlay(core.OverlayHelp)
	case idMenuSettings:
		ctx.Nav.Overlay(core.OverlaySettings)
	case idMenuLeave:
		ctx.Nav.Menu()
	default:
		return false
	}
	return true
}

// layoutMenu lays the menu over the seats' side of the screen, beside
// the board and not over it (sideRoom): at the screen where the seats'
// panels lie; around a table left of the board, over the column that
// shows the far side the sum tile and the news again and the seat there.
// Its buttons are touch targets, in one column, or two where the room is
// short.
func (r *Round) layoutMenu(ctx *core.Context) {
	m, l := &r.menu, &r.lay
	u, gap := l.u, l.u*1.5
	room := r.sideRoom(ctx)
	m.panel = ui.Rect{X: room.X, Y: room.Y, W: max(1, room.W), H: max(1, room.H)}
	in := ui.Rect{X: m.panel.X + u*2, Y: m.panel.Y + u*1.5, W: max(1, m.panel.W-u*4), H: max(1, m.panel.H-u*3)}
	thumb := 44 * ctx.CSSPx()
	titleH, noteH := max(u*7, 2*ctx.Least()), max(u*4, ctx.Least()*lineBox)
	// How many rows of buttons a thumb's height the panel holds under
	// headings th tall.
	rows := func(th float64) int { return int((in.H - th + gap) / (thumb + gap)) }
	n, cols := len(menuIDs), 1
	switch {
	case rows(titleH+noteH) >= n:
	case rows(titleH+noteH) >= n/2:
		cols = 2
	default: // the line that the game goes on gives way
		cols, noteH = 2, 0
	}
	m.title, in = in.SplitV(min(titleH, in.H), 0)
	m.note, in = in.SplitV(min(noteH, in.H), u)
	nrows := (n + cols - 1) / cols
	bh := min(max(thumb, u*7), max(1, (in.H-float64(nrows-1)*gap)/float64(nrows)))
	bw := min(max(1, (in.W-float64(cols-1)*gap)/float64(cols)), max(u*60, 200*ctx.CSSPx()))
	x0 := in.X + (in.W-float64(cols)*bw-float64(cols-1)*gap)/2
	ws := make([]ui.Widget, 0, n)
	for i, id := range menuIDs {
		row, col := i/cols, i%cols
		b := ui.Rect{X: x0 + float64(col)*(bw+gap), Y: in.Y + float64(row)*(bh+gap), W: bw, H: bh}
		ws = append(ws, ui.Widget{ID: id, Rect: b, Enabled: true})
	}
	m.controls.Set(ws)
}

// drawMenu paints the open menu: an opaque panel (the seats' panels
// under it do not show through), its title, the line that the game goes
// on, its buttons.
func (r *Round) drawMenu(dst *ebiten.Image, ctx *core.Context) {
	m := &r.menu
	if !m.open || m.panel.W < 8 || m.panel.H < 8 {
		return
	}
	k, pal := ctx.Kit, ctx.Kit.Palette()
	drawOpaquePanel(dst, k, m.panel)
	title := ctx.T("round.menu")
	tx, ty := m.title.Center()
	core.Text(dst, ctx, title, core.FitBold(title, m.title.W, m.title.H*0.7), tx, ty, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, m.title)
	if note := ctx.T("kakuro.menu.live"); m.note.H >= ctx.Least() {
		if t, face := core.FitText(note, m.note.W, min(m.note.H*0.8, ctx.BodyPx()), ctx.Least(), sprites.Bold); t == note {
			nx, ny := m.note.Center()
			core.Text(dst, ctx, note, face, nx, ny, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, m.note)
		}
	}
	for _, w := range m.controls.Widgets() {
		style := sprites.ButtonSecondary
		if w.ID == idMenuBack {
			style = sprites.ButtonPrimary
		}
		core.DrawButton(dst, ctx, &m.controls, w, r.menuLabel(ctx, w.ID), style)
	}
}

// drawOpaquePanel draws the kit's panel over r four times: the smoked
// glass made opaque, so the seats' panels under it do not show through
// (the online menu, the log panel).
func drawOpaquePanel(dst *ebiten.Image, k *sprites.Kit, r ui.Rect) {
	panel := k.Panel(int(r.W), int(r.H))
	cx, cy := r.Center()
	for range 4 {
		sprites.DrawImage(dst, panel, cx, cy, 1, 1, 1)
	}
}

// menuLabel is the label of the menu's button id: the pause overlay's
// words, but for the first, which goes back to a game that never stopped.
func (r *Round) menuLabel(ctx *core.Context, id ui.ID) string {
	switch id {
	case idMenuHelp:
		return ctx.T("overlay.help")
	case idMenuSettings:
		return ctx.T("overlay.settings")
	case idMenuLeave:
		return ctx.T("overlay.leave")
	}
	return ctx.T("kakuro.menu.back")
}
