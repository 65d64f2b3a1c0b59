// Package menu is the title screen: a card for each game, to set it up,
// the games in progress to resume, and settings, help, statistics and
// quit. Everything about a game comes from the list of games it is given.
package menu

import (
	"image/color"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/online"
	"cifra/scenes/setup"
	"cifra/scenes/stats"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Scene is the title screen: the games in progress to resume, the games,
// settings, help, stats, quit.
type Scene struct {
	games    []*core.Game // in menu order
	controls ui.Controls
	logo     ui.Rect
	cards    []ui.Rect
	appear   *sprites.Tween
	saves    []resumable // the games in progress, in menu order
	// table is the online table this device holds a seat at (nil: none),
	// a card beside the local games to resume.
	table *core.OnlineSeat
	// turn is, once the server told (asking), the first of the player's
	// online tables that wait for their move, which the table card then
	// offers, and turnsMore how many more wait.
	asking    <-chan online.Turns
	turn      *wire.MyTable
	turnsMore int
	redraw    int     // frames still to draw for an answer that came
	shot      bool    // the resume offer was shown to -shots
	seed      uint64  // -seed: the seed of the game set up from here
	tagPx     float64 // the tagline's text size
	blurbPx   float64 // the smallest a card's blurb may shrink to
	iconW     float64 // a portrait card's picture
	// The logo, the cards' panels and pictures fade in (appear); they are
	// painted after the first frame, one a tick, and the fade starts when
	// all are ready, so the first frame costs the felt and the words only.
	drawn   bool // Draw ran once: painting may start
	pending int  // fade-in sprites not yet asked for (see fadeIn)
}

// resumable is a registered game with a save to resume.
type resumable struct {
	index int // in the menu's games
	game  *core.Game
	save  core.Resumable
}

// Widget IDs of the menu; a game's card and resume button carry the
// game's index in the list of games.
const (
	cardName   = "menu.game"
	resumeName = "menu.resume"
)

var (
	idOnline   = ui.Named("menu.online")
	idSettings = ui.Named("menu.settings")
	idHelp     = ui.Named("menu.help")
	idStats    = ui.Named("menu.stats")
	idQuit     = ui.Named("menu.quit")
	idTable    = ui.Named("menu.table")
)

// New builds the menu of games, in their order; a game set up from it is
// dealt from seed (0: from the clock).
func New(ctx *core.Context, games []*core.Game, seed uint64) *Scene {
	m := &Scene{games: games, appear: sprites.NewTween(0, 1, 30, sprites.OutCubic), seed: seed}
	m.pending = m.fadeInCount()
	m.table = ctx.Settings.Online.Seat
	m.asking = online.AskTurns(ctx)
	for i, g := range games {
		save, err := core.LoadSave(g)
		if err != nil {
			ctx.Notify(core.SaveNotice(ctx, err))
		}
		if save != nil {
			m.saves = append(m.saves, resumable{i, g, save})
		}
	}
	return m
}

// Name implements core.Scene.
func (m *Scene) Name() string { return "menu" }

// Animating implements core.Scene.
func (m *Scene) Animating() bool { return !m.appear.Done() || m.redraw > 0 }

// Ticking implements core.Ticker: while the server is asked which tables
// wait for the player, the menu looks for the answer.
func (m *Scene) Ticking() bool { return m.asking != nil }

// fadeIn asks the kit for the i-th sprite the menu fades in (the logo,
// then each card's panel and picture); the kit paints it unless cached.
func (m *Scene) fadeIn(ctx *core.Context, i int) {
	k := ctx.Kit
	if i == 0 {
		k.Logo(int(m.logo.H * 0.75))
		return
	}
	card := (i - 1) / 2
	r := m.cards[card]
	if (i-1)%2 == 0 {
		k.Panel(int(r.W), int(r.H))
		return
	}
	if g := m.games[card]; g.Icon != nil {
		icon, _ := m.cardParts(ctx, r)
		if icon.W >= 1 && icon.H >= 1 {
			g.Icon(k, int(min(icon.W, icon.H)))
		}
	}
}

// fadeInCount is how many sprites fadeIn knows: the logo and a panel
// and a picture per card.
func (m *Scene) fadeInCount() int { return 1 + 2*len(m.games) }

// paintFadeIns paints the next sprites the menu fades in, stopping after
// the first that was not cached (one paint a tick); it reports whether
// all are ready.
func (m *Scene) paintFadeIns(ctx *core.Context) bool {
	for m.pending > 0 {
		before := ctx.Kit.Painted()
		m.fadeIn(ctx, m.fadeInCount()-m.pending)
		m.pending--
		if ctx.Kit.Painted() != before {
			break
		}
	}
	return m.pending == 0
}

// Targets implements core.Scene.
func (m *Scene) Targets() []ui.Target { return m.controls.Targets() }

// Layout implements core.Scene.
func (m *Scene) Layout(ctx *core.Context) {
	u, css := ctx.U(), ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	portrait := H > W*1.1
	m.logo = ui.Rect{X: 0, Y: u * 3, W: W, H: u * 16}
	m.tagPx = max(u*3, ctx.BodyPx())
	m.blurbPx = 14 * css
	if ctx.OnPhone() {
		m.blurbPx = ctx.BodyPx()
	}
	var widgets []ui.Widget
	bw, bh := min(u*34, (W-u*12)/3), max(u*9, 44*css)
	top := max(u*24, m.logo.Y+m.logo.H+u*1.5+m.tagPx*1.2) // under the tagline, with air
	// The games in progress get tall two-line buttons (what and who)
	// between the cards and the button row; the cards give way to them.
	resumeH := 0.0
	resumes := len(m.saves)
	if m.table != nil {
		resumes++
	}
	if resumes > 0 {
		// Tall enough for the caption (a fifth of it) at 12 CSS px: a
		// phone lying down has little u.
		resumeH = max(u*11, 12*css/0.2)
		if portrait { // u is small there: a taller button keeps the caption legible
			resumeH = max(u*14, m.blurbPx/0.2)
		}
	}
	ids := []ui.ID{idOnline, idSettings, idHelp, idStats, idQuit}
	if ctx.Browser {
		ids = ids[:4]
	}
	// A phone puts the buttons two by two: four in a row would be too
	// narrow for their words at a readable size.
	cols := len(ids)
	if portrait && ctx.OnPhone() {
		cols = 2
	}
	lines := (len(ids) + cols - 1) / cols
	rowsH := float64(lines)*bh + float64(lines-1)*u*3
	m.cards = m.cards[:0]
	if portrait {
		cw := min(W-u*8, u*90)
		m.iconW = u * 18
		for i, g := range m.games {
			ch := max(u*22, m.cardTextH(ctx, g, cw-u*4-m.iconW-u*3)+u*4)
			y := top
			if i > 0 {
				y = m.cards[i-1].Y + m.cards[i-1].H + u*3
			}
			m.cards = append(m.cards, ui.Rect{X: (W - cw) / 2, Y: y, W: cw, H: ch})
		}
	} else {
		cw := min((W-u*16)/3, u*60)
		ch := min(cw*1.25, H*0.52)
		if resumes > 0 {
			ch = max(u*20, min(ch, H-top-u*3-resumeH-u*3-bh-u*3))
		}
		n := float64(len(m.games))
		x0 := (W - n*cw - (n-1)*u*4) / 2
		for i := range m.games {
			m.cards = append(m.cards, ui.Rect{X: x0 + float64(i)*(cw+u*4), Y: top, W: cw, H: ch})
		}
	}
	for i, g := range m.games {
		widgets = append(widgets, ui.Widget{ID: ui.Indexed(cardName, i), Rect: m.cards[i], Enabled: g.Playable()})
	}
	rowW := min(W-u*6, float64(cols)*bw+float64(cols-1)*u*3)
	if cols == 2 {
		rowW = min(W-u*8, u*90)
	}
	last := m.cards[len(m.cards)-1]
	rowY := min(last.Y+last.H+u*5, H-rowsH-u*3)
	if resumes > 0 {
		y := min(last.Y+last.H+u*3, H-rowsH-u*3-resumeH-u*3)
		for i, r := range (ui.Rect{X: (W - rowW) / 2, Y: y, W: rowW, H: resumeH}).Row(resumes, u*3) {
			id := idTable // the online table comes last
			if i < len(m.saves) {
				id = ui.Indexed(resumeName, m.saves[i].index)
			}
			widgets = append(widgets, ui.Widget{ID: id, Rect: r, Enabled: true})
		}
		rowY = y + resumeH + u*3
	}
	for line := range lines {
		n := min(cols, len(ids)-line*cols)
		row := ui.Rect{X: (W - rowW) / 2, Y: rowY + float64(line)*(bh+u*3), W: rowW, H: bh}
		if n < cols { // a last, shorter line keeps the buttons' width, centred
			w := (rowW - float64(cols-1)*u*3) / float64(cols)
			row.W = float64(n)*w + float64(n-1)*u*3
			row.X = (W - row.W) / 2
		}
		for i, r := range row.Row(n, u*3) {
			widgets = append(widgets, ui.Widget{ID: ids[line*cols+i], Rect: r, Enabled: true})
		}
	}
	if portrait { // a tall phone: centre the menu rather than leave the bottom half empty
		if dy := (H - (rowY + rowsH + u*3)) / 2; dy > 0 {
			m.logo.Y += dy
			for i := range m.cards {
				m.cards[i].Y += dy
			}
			for i := range widgets {
				widgets[i].Rect.Y += dy
			}
		}
	}
	m.controls.Set(widgets)
	if m.controls.Focused().IsZero() {
		if len(m.saves) > 0 {
			m.controls.Focus(ui.Indexed(resumeName, m.saves[0].index))
		} else if m.table != nil {
			m.controls.Focus(idTable)
		} else {
			m.controls.Focus(ui.Indexed(cardName, 0))
		}
	}
}

// cardTextH is the height a portrait card's name and blurb need in a
// text column w wide, with the blurb at its smallest readable size.
func (m *Scene) cardTextH(ctx *core.Context, g *core.Game, w float64) float64 {
	size := ctx.U() * 5
	blurb := ctx.T(g.BlurbKey())
	if !g.Playable() {
		blurb = ctx.T("menu.soon")
	}
	return size*1.5 + core.Paragraphs(nil, ctx, blurb, ui.Rect{W: w}, m.blurbPx, color.RGBA{})
}

// Update implements core.Scene.
func (m *Scene) Update(ctx *core.Context) {
	m.takeTurns(ctx)
	if m.drawn && m.paintFadeIns(ctx) {
		m.appear.Update()
	}
	if m.appear.Done() && (len(m.saves) > 0 || m.table != nil) && !m.shot {
		m.shot = true
		ctx.Shot = "menu-resume" // -shots: proof for end-to-end runs
	}
	if ctx.Frame.Key(ui.KeyBack) && !ctx.Browser {
		m.controls.Focus(idQuit)
	}
	id := m.controls.Update(ctx.Frame)
	if id.IsZero() {
		return
	}
	if id != idQuit {
		ctx.Play(audio.Click)
	}
	switch id {
	case idOnline:
		ctx.Nav.Switch(online.NewLobby(ctx, m.games, ""))
	case idSettings:
		ctx.Nav.Overlay(core.OverlaySettings)
	case idHelp:
		ctx.Nav.Overlay(core.OverlayHelp)
	case idStats:
		ctx.Nav.Switch(stats.NewScene(ctx, m.games))
	case idQuit:
		ctx.Nav.Quit()
	case idTable:
		if m.turn != nil { // the table waiting for the player: this device's seat from now on
			ctx.Settings.Online.Seat = m.table
			ctx.Nav.SettingsChanged()
		}
		ctx.Nav.Switch(online.Resume(ctx, m.games, m.table))
		return
	}
	switch id.Name {
	case resumeName:
		if s := m.saveOf(id.I); s != nil {
			ctx.Nav.Switch(s.save.Scene(ctx))
		}
	case cardName:
		ctx.Nav.Switch(setup.New(ctx, m.games[id.I], m.seed))
	}
}

// Draw implements core.Scene.
func (m *Scene) Draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	p := k.Palette()
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	m.drawn = true
	m.redraw = max(0, m.redraw-1)
	u := ctx.U()
	a := m.appear.Value()
	ready := m.pending == 0
	lx, ly := m.logo.Center()
	screen := ui.Rect{W: float64(ctx.W), H: float64(ctx.H)}
	// The tiles spell the name: the logo is the title. Until its tiles are
	// painted, the name stands in its place.
	if ready {
		sprites.DrawImage(dst, k.Logo(int(m.logo.H*0.75)), lx, ly, 1, 1, a)
	} else {
		core.Text(dst, ctx, "Cifra", sprites.Bold(u*9), lx, ly, sprites.AlignCenter, sprites.AlignCenter, p.PanelText, screen)
	}
	core.Text(dst, ctx, ctx.T("menu.tagline"), sprites.UI(m.tagPx), lx, m.logo.Y+m.logo.H+u*1.5, sprites.AlignCenter, sprites.AlignCenter, p.Muted, screen)
	for i, g := range m.games {
		m.drawCard(dst, ctx, i, g, a, ready)
	}
	for _, w := range m.controls.Widgets()[len(m.games):] { // the cards come first
		switch {
		case w.ID.Name == resumeName:
			m.drawResume(dst, ctx, w, *m.saveOf(w.ID.I))
		case w.ID == idTable && m.turn != nil:
			table, turn := online.TableWords(ctx, *m.turn, time.Now())
			if m.turnsMore > 0 {
				turn += " · " + ctx.N("menu.turn.more", m.turnsMore, m.turnsMore)
			}
			m.drawTwoLines(dst, ctx, w, table, upperFirst(turn))
		case w.ID == idTable:
			m.drawTwoLines(dst, ctx, w, ctx.T("online.resume.card", m.table.Table), ctx.T("online.resume.going"))
		default:
			core.DrawButton(dst, ctx, &m.controls, w, ctx.T(w.ID.Name), sprites.ButtonSecondary)
		}
	}
}

// Probe implements core.Prober for browser tests: the table the card
// offers because its move is the player's ("" for none), and what the
// card says of it: its deadline (Unix ms) and how many more wait.
func (m *Scene) Probe() map[string]any {
	if m.turn == nil {
		return map[string]any{"turn": "", "asking": m.asking != nil}
	}
	return map[string]any{"turn": m.turn.Table, "turnsMore": m.turnsMore, "deadlineMs": float64(m.turn.DeadlineMs), "asking": false}
}

// takeTurns takes the server's answer to AskTurns: the first table that
// waits for the player's move takes the table card (the soonest
// deadline first), so the app opens on it.
func (m *Scene) takeTurns(ctx *core.Context) {
	if m.asking == nil {
		return
	}
	select {
	case t := <-m.asking:
		m.asking = nil
		if len(t.Tables) == 0 {
			return
		}
		m.turn, m.turnsMore = &t.Tables[0], len(t.Tables)-1
		m.table = t.SeatOf(*m.turn)
		m.redraw = 2
		m.Layout(ctx)
	default:
	}
}

// cardParts splits a game's card r into its picture and its words: side
// by side on a wide (portrait screen) card, stacked otherwise.
func (m *Scene) cardParts(ctx *core.Context, r ui.Rect) (icon, text ui.Rect) {
	u := ctx.U()
	if r.W > r.H*2 {
		return r.Inset(u*2).SplitH(min(r.H-u*4, m.iconW), u*3)
	}
	// The icon gives way (down to a fifth of the card) to a blurb that
	// needs the room, a short card on a phone lying down; alike on every
	// card, so the names stand in a line.
	need := 0.0
	for _, g := range m.games {
		need = max(need, m.cardTextH(ctx, g, r.W-u*4))
	}
	// Where even a fifth is too much (a phone lying down with games to
	// resume), the picture goes: the words stay readable.
	side := min(r.H*0.45, max(r.H*0.2, r.H-u*6-need))
	if r.H-u*6-need < r.H*0.2 {
		return ui.Rect{}, r.Inset(u * 2)
	}
	return r.Inset(u*2).SplitV(side, u*2)
}

// saveOf returns the save of the game at index i, or nil.
func (m *Scene) saveOf(i int) *resumable {
	for k := range m.saves {
		if m.saves[k].index == i {
			return &m.saves[k]
		}
	}
	return nil
}

// drawResume paints a resume button: "Resume Knister · roll 12 of 25"
// and, smaller under it, who sits at the table.
func (m *Scene) drawResume(dst *ebiten.Image, ctx *core.Context, w ui.Widget, g resumable) {
	label := ctx.T("menu.resume", ctx.T(g.game.NameKey()), g.save.Progress(ctx))
	seats := g.save.Table().Seats
	names := make([]string, 0, len(seats))
	for _, s := range seats {
		names = append(names, s.Name)
	}
	m.drawTwoLines(dst, ctx, w, label, ctx.T("menu.resume.seats", strings.Join(names, ", ")))
}

// drawTwoLines paints a resume button's label and, smaller under it, its
// caption (cut short with an ellipsis after a comma where it is long).
func (m *Scene) drawTwoLines(dst *ebiten.Image, ctx *core.Context, w ui.Widget, label, caption string) {
	core.DrawButton(dst, ctx, &m.controls, w, "", sprites.ButtonPrimary)
	p := ctx.Kit.Palette()
	r := w.Rect
	cx, cy := r.Center()
	if m.controls.State(w.ID).Pressed {
		cy += r.H * 0.04 // as DrawButton moves its label
	}
	core.Text(dst, ctx, label, core.FitBold(label, r.W*0.9, r.H*0.3), cx, cy-r.H*0.16, sprites.AlignCenter, sprites.AlignCenter, p.AccentText, r)
	face := sprites.UI(r.H * 0.2)
	if lines := sprites.Wrap(caption, face, r.W*0.9); len(lines) > 1 {
		caption = strings.TrimSuffix(lines[0], ",") + " …"
	}
	core.Text(dst, ctx, caption, face, cx, cy+r.H*0.2, sprites.AlignCenter, sprites.AlignCenter, p.AccentText, r)
}

// drawCard paints one game card: panel, illustration, name, blurb.
func (m *Scene) drawCard(dst *ebiten.Image, ctx *core.Context, i int, g *core.Game, a float64, ready bool) {
	k := ctx.Kit
	p := k.Palette()
	u := ctx.U()
	r, playable := m.cards[i], g.Playable()
	st := m.controls.State(ui.Indexed(cardName, i))
	lift := 0.0
	if st.Hover && playable {
		lift = u * 0.8
	}
	if st.Pressed {
		lift = -u * 0.3
	}
	r.Y -= lift
	cx, cy := r.Center()
	alpha := a
	if !playable {
		alpha *= 0.6
	}
	icon, text := m.cardParts(ctx, r)
	if ready {
		sprites.DrawImage(dst, k.Panel(int(r.W), int(r.H)), cx, cy, 1, 1, alpha)
		if g.Icon != nil && icon.W >= 1 && icon.H >= 1 {
			ix, iy := icon.Center()
			sprites.DrawImage(dst, g.Icon(k, int(min(icon.W, icon.H))), ix, iy, 1, 1, alpha)
		}
	}
	size := min(u*5, text.H*0.3)
	core.Text(dst, ctx, ctx.T(g.NameKey()), sprites.Bold(size), text.X, text.Y, sprites.AlignStart, sprites.AlignStart, p.PanelText, text)
	blurb := ctx.T(g.BlurbKey())
	if !playable {
		blurb = ctx.T("menu.soon")
	}
	body := text
	body.Y += size * 1.5
	body.H -= size * 1.5
	// A short card (a resume button takes room) gets a smaller blurb
	// rather than one running off its edge, down to the smallest
	// readable size (Layout made portrait cards tall enough for it).
	bsize := max(min(u*2.8, size*0.62), m.blurbPx)
	for bsize > m.blurbPx && core.Paragraphs(nil, ctx, blurb, body, bsize, color.RGBA{}) > body.H {
		bsize *= 0.92
	}
	core.Paragraphs(dst, ctx, blurb, body, bsize, p.Muted)
	if st.Focused {
		core.DrawFocus(dst, ctx, r)
	}
}

// upperFirst is s with its first letter in upper case: a caption that
// begins a line ("Your turn · 5 h left").
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
