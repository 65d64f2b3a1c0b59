// Package setup is the table setup scene: the seats (people and bots,
// their names and gamepads) and the options of one game, all as the game's
// core.Game describes them, and the question before a new game replaces
// the one in progress. Back goes to the menu through core.Navigator.
package setup

import (
	"maps"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/store"
	"cifra/scenes/ui"
	"cifra/sprites"
)

const tableSaveAs = "table-"

// Widget IDs of setup: a seat's parts carry the seat, an option its index
// in the game's Options.
const (
	seatNameID   = "setup.seat.name"
	seatKindID   = "setup.seat.kind"
	seatRemoveID = "setup.seat.remove"
	optionID     = "setup.option"
)

var (
	idAdd     = ui.Named("setup.add")
	idHints   = ui.Named("setup.hints")
	idSeating = ui.Named("setup.seating")
	idBack    = ui.Named("setup.back")
	idGuide   = ui.Named("setup.guide")
	idStart   = ui.Named("setup.start")
)

// Scene chooses the seats (people and bots) and the options of a game,
// all as the game's core.Game describes them. Gamepads join here: an
// unbound pad's A takes the first person's seat without a pad (or adds
// one), and from then on that pad moves the focus like the keyboard.
type Scene struct {
	// guideShort: the guided game's button shares the footer of a narrow
	// screen (many seats took its row) and says so in a word.
	guideShort bool
	game       *core.Game
	table      core.Table
	controls   ui.Controls
	title      ui.Rect
	rows       []ui.Rect
	padNote    ui.Rect
	noteFace   *sprites.Face
	// helps are the lines under the options saying what each does
	// (help.go).
	helps    []optionHelp
	base     []ui.Widget // the seats and buttons, drawn under the name editor
	name     nameEditor
	editing  int         // seat whose name is being typed, or -1
	caretOn  bool        // the name editor's caret shows this tick
	caretNew bool        // and did not the tick before (or the other way)
	ask      *replaceAsk // the question before a new game replaces a saved one
	// The flow's pages on a short, wide screen (flow.go): the page shown,
	// how many, the one with the last seat, and where "Page 1 of 2" is.
	page, pages, lastSeatPage int
	pageLabel                 ui.Rect
}

// New sets up a table of g: the table last started with it when there is
// one, else one person and the fewest bots it needs. The game is dealt from
// seed (0: from the clock).
func New(ctx *core.Context, g *core.Game, seed uint64) *Scene {
	s := &Scene{game: g, editing: -1}
	s.table = core.Table{Game: g.ID, Seats: []rules.Player{{Name: ctx.T("setup.player", 1)}}}
	for len(s.table.Seats) < g.MinSeats {
		s.table.Seats = append(s.table.Seats, rules.Player{Name: ctx.T("seat.bot.name", len(s.table.Seats)), Bot: g.BotLevels[len(g.BotLevels)/2]})
	}
	s.table.Around = ctx.Settings.TableMode && g.TableSeats > 0
	var saved core.Table
	err := store.Load(tableSaveAs+g.ID, &saved)
	saved.Options = core.NormalizeOptions(saved.Options)
	if err == nil && saved.Check(g) == nil && namesFit(saved) {
		saved.Game, saved.Seed = g.ID, 0
		saved.Around = saved.Around && g.TableSeats > 0
		s.table = saved
	}
	s.table.Options = s.table.WithDefaults(g)
	s.table.Seed = seed
	return s
}

// namesFit guards against a hand-edited saved table: every seat's name
// keeps the one name rule (rules.CheckName), as records and saves do.
func namesFit(t core.Table) bool {
	for _, s := range t.Seats {
		if rules.CheckName(s.Name) != nil {
			return false
		}
	}
	return true
}

// Name implements core.Scene.
func (s *Scene) Name() string { return "setup" }

// RoutesPads implements core.PadRouter: setup binds pads to seats itself.
func (s *Scene) RoutesPads() bool { return true }

// Animating implements core.Scene: the name editor's caret blinked.
func (s *Scene) Animating() bool { return s.caretNew }

// Ticking implements core.Ticker: the caret blinks while a name is typed.
func (s *Scene) Ticking() bool { return s.editing >= 0 }

// Targets implements core.Scene.
func (s *Scene) Targets() []ui.Target { return s.controls.Targets() }

// toggles lists the buttons under the seats: add a seat, hints, seating,
// then the game's own options.
func (s *Scene) toggles() []ui.ID {
	ids := []ui.ID{idAdd}
	if s.game.Hints && (!s.game.HintsSolo || len(s.table.Seats) == 1) {
		ids = append(ids, idHints)
	}
	if s.game.TableSeats > 0 {
		ids = append(ids, idSeating)
	}
	for i := range s.game.Options {
		ids = append(ids, ui.Indexed(optionID, i))
	}
	return ids
}

// Layout implements core.Scene.
func (s *Scene) Layout(ctx *core.Context) {
	u, css := ctx.U(), ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	tgt := 44 * css // the smallest touch target
	pad := u * 2
	s.title = ui.Rect{X: 0, Y: pad, W: W, H: max(u*10, 40*css)}
	footerH := max(u*10, 48*css)
	// A phone lying down is wide but u (a hundredth of its short side)
	// small: it may use 640 CSS px, room for the seats in two columns.
	aw := min(W-u*6, max(u*110, 640*css))
	area := ui.Rect{X: (W - aw) / 2, Y: s.title.Y + s.title.H + u, W: aw}
	footer := ui.Rect{X: area.X, Y: H - footerH - pad, W: area.W, H: footerH}
	bottom := footer.Y - u*2
	// On a narrow screen the guided game has a row of its own above the
	// footer, unless the seats need that room to stay touch targets.
	guideRow := s.game.Guide != nil && W < H
	if guideRow {
		bottom -= footerH + u*2
	}
	area.H = bottom - area.Y
	s.noteFace = sprites.Bold(max(u*2.6, ctx.BodyPx()))
	noteH := float64(s.noteLines(ctx, area.W)) * s.noteFace.Size * 1.35
	toggles := s.toggles()
	cols := optColumns(area.W, css)
	helpH := helpHeights(s.helpRoom(ctx, toggles, (area.W-max(u, 4*css)*float64(cols-1))/float64(cols)), cols, helpLineH(helpFace(ctx)))
	helpSum := 0.0
	for _, h := range helpH {
		helpSum += h
	}
	fit := s.fitRows(area.H-noteH-helpSum, area.W, tgt, u, css)
	s.guideShort = false
	if guideRow && fit.rowH < tgt { // the guide joins the footer instead, in a word
		guideRow, s.guideShort = false, true
		area.H += footerH + u*2
		fit = s.fitRows(area.H-noteH-helpSum, area.W, tgt, u, css)
	}
	if helpSum > 0 && W < H && (fit.rowH < tgt || fit.seatCols > 1) {
		// Many seats on a narrow screen: where the seats would be under a
		// touch target, or squeezed into two columns, they keep one of
		// full rows before the words under the buttons go (each button
		// still says its choice).
		alt := s.fitRows(area.H-noteH, area.W, tgt, u, css)
		if fit.rowH < tgt && alt.rowH > fit.rowH || fit.rowH >= tgt && alt.rowH >= tgt && alt.seatCols < fit.seatCols {
			fit, helpH, helpSum = alt, make([]float64, len(helpH)), 0
		}
	}
	var ws []ui.Widget
	if fit.rowH < tgt && W > H {
		// A short, wide screen (a phone lying down): the seats and the
		// buttons flow in columns across it, a page at a time (flow.go).
		ws = s.layoutFlow(ctx, toggles, area, noteH, tgt)
	} else {
		s.page, s.pages = 0, 1
		ws = s.layoutStacked(toggles, area, fit, helpH, helpSum, noteH, tgt)
	}
	back, start := footer.SplitH(footer.W*0.28, u*3)
	if s.game.Guide != nil {
		// The guided first game sits between Back and Start, or on a narrow
		// screen on a row of its own above them.
		var guide ui.Rect
		if guideRow {
			guide = footer
			guide.Y -= footerH + u*2
		} else {
			row := s.footerRow(ctx, footer, u*3, []ui.ID{idBack, idGuide, idStart})
			back, guide, start = row[0], row[1], row[2]
		}
		ws = append(ws, ui.Widget{ID: idBack, Rect: back, Enabled: true}, ui.Widget{ID: idGuide, Rect: guide, Enabled: true})
	} else {
		ws = append(ws, ui.Widget{ID: idBack, Rect: back, Enabled: true})
	}
	ws = append(ws, ui.Widget{ID: idStart, Rect: start, Enabled: true})
	s.base = append(s.base[:0], ws...)
	switch {
	case s.editing >= 0:
		ws = s.layoutEditor(ctx)
	case s.ask != nil:
		ws = s.layoutAsk(ctx)
	}
	s.controls.Set(ws)
	if s.controls.Focused().IsZero() {
		s.controls.Focus(idStart)
		if s.editing >= 0 {
			s.controls.Focus(idNameDone)
		}
	}
}

// layoutStacked lays the seats in one or two columns and the buttons
// under them, each line of buttons over its help (fit says how tall), and
// returns their widgets.
func (s *Scene) layoutStacked(toggles []ui.ID, area ui.Rect, fit rowFit, helpH []float64, helpSum, noteH, tgt float64) []ui.Widget {
	n := len(s.table.Seats)
	perCol := (n + fit.seatCols - 1) / fit.seatCols
	colW := (area.W - fit.gap*float64(fit.seatCols-1)) / float64(fit.seatCols)
	s.rows = s.rows[:0]
	for i := range n {
		col := ui.Rect{X: area.X + float64(i/perCol)*(colW+fit.gap), Y: area.Y, W: colW}
		s.rows = append(s.rows, col.Column(perCol, fit.rowH, fit.gap)[i%perCol])
	}
	var ws []ui.Widget
	for i, r := range s.rows {
		name, rest := r.SplitH(r.W*0.48, fit.gap)
		kind, remove := rest.SplitH(rest.W-max(fit.rowH, tgt)-fit.gap, fit.gap)
		ws = append(ws,
			ui.Widget{ID: ui.Indexed(seatNameID, i), Rect: name, Enabled: true},
			ui.Widget{ID: ui.Indexed(seatKindID, i), Rect: kind, Enabled: true},
			ui.Widget{ID: ui.Indexed(seatRemoveID, i), Rect: remove, Enabled: n > s.game.MinSeats})
	}
	y := area.Y + float64(perCol)*(fit.rowH+fit.gap) + fit.gap
	optW := (area.W - fit.gap*float64(fit.optCols-1)) / float64(fit.optCols)
	s.helps = s.helps[:0]
	lineY := y // the top of each line of buttons, their help under them
	for i, id := range toggles {
		line := i / fit.optCols
		if i > 0 && i%fit.optCols == 0 {
			lineY += fit.optH + fit.gap + helpH[line-1]
		}
		r := ui.Rect{X: area.X + float64(i%fit.optCols)*(optW+fit.gap), Y: lineY, W: optW, H: fit.optH}
		if helpH[line] > 0 && len(s.helpKeys(id)) > 0 {
			s.helps = append(s.helps, optionHelp{id: id, rect: ui.Rect{X: r.X, Y: r.Y + r.H + fit.gap*0.25, W: r.W, H: helpH[line]}})
		}
		ws = append(ws, ui.Widget{ID: id, Rect: r, Enabled: s.toggleEnabled(id)})
	}
	lines := float64((len(toggles) + fit.optCols - 1) / fit.optCols)
	s.padNote = ui.Rect{X: area.X, Y: y + lines*(fit.optH+fit.gap) + helpSum, W: area.W, H: noteH}
	return ws
}

// rowFit is how the seats and the buttons under them share the height.
type rowFit struct {
	rowH, optH, gap   float64
	seatCols, optCols int
}

// fitRows chooses row heights for h pixels: every row a full touch
// target (tgt) when some arrangement allows it (the seats in two columns
// on a wide screen, the buttons under them side by side, tighter gaps),
// else the arrangement with the tallest rows (a phone with twelve
// seats).
func (s *Scene) fitRows(h, w, tgt, u, css float64) rowFit {
	n := len(s.table.Seats)
	toggles := len(s.toggles())
	optCols := optColumns(w, css)
	gap := max(u, 4*css)
	var tries []rowFit
	for _, seatCols := range []int{1, 2} {
		if seatCols == 2 && (w < 640*css || n < 2) {
			continue
		}
		for _, g := range []float64{gap, gap / 2} {
			tries = append(tries, rowFit{gap: g, seatCols: seatCols, optCols: optCols})
		}
	}
	most := max(u*9, tgt) // rows grow no taller than this
	var best rowFit
	for i, f := range tries {
		f.optH = max(tgt, u*8)
		lines := float64((toggles + f.optCols - 1) / f.optCols)
		perCol := float64((n + f.seatCols - 1) / f.seatCols)
		left := h - lines*(f.optH+f.gap) - f.gap
		f.rowH = min(most, (left-(perCol-1)*f.gap)/perCol)
		if f.rowH < tgt {
			f.optH = tgt
			f.rowH = min(most, (h-lines*(f.optH+f.gap)-f.gap-(perCol-1)*f.gap)/perCol)
		}
		if f.rowH >= tgt {
			return f
		}
		if i == 0 || f.rowH > best.rowH { // on a screen with no room at all, the least bad
			best = f
		}
	}
	best.rowH = max(best.rowH, 1)
	return best
}

// optColumns is how many of the buttons under the seats stand side by
// side in w: two where each is still wide enough for its words at a
// readable size; a phone stacks them.
func optColumns(w, css float64) int {
	if w >= 560*css {
		return 2
	}
	return 1
}

// noteLines is how many lines the tallest of the notes under the buttons
// takes at width w (space is kept for it, so the buttons do not jump).
func (s *Scene) noteLines(ctx *core.Context, w float64) int {
	most := 1
	for _, note := range []string{ctx.T("setup.hints.agree"), ctx.T("setup.seating.around.note"), ctx.T("setup.pad.join", 4)} {
		most = max(most, len(sprites.Wrap(note, s.noteFace, w)))
	}
	return most
}

// Update implements core.Scene.
func (s *Scene) Update(ctx *core.Context) {
	on := caretShows(ctx)
	s.caretNew, s.caretOn = s.editing >= 0 && on != s.caretOn, on
	if s.editing >= 0 {
		s.editName(ctx)
		return
	}
	f := s.padFrame(ctx)
	if s.ask != nil {
		s.updateAsk(ctx, f)
		return
	}
	if f.Key(ui.KeyBack) {
		ctx.Nav.Menu()
		return
	}
	id := s.controls.Update(f)
	if id.IsZero() {
		return
	}
	ctx.Play(audio.Click)
	if id.I >= 0 && id.I < len(s.table.Seats) {
		switch id.Name {
		case seatNameID:
			touch := false
			for _, p := range f.Pointers {
				touch = touch || (p.Released && p.Touch)
			}
			_, pad := ctx.Frame.AnyPadKey(ui.KeyActivate)
			s.openName(ctx, id.I, touch, pad)
			return
		case seatKindID:
			s.cycleKind(ctx, id.I)
			return
		case seatRemoveID:
			s.removeSeat(id.I)
			s.Layout(ctx)
			return
		}
	}
	if id.Name == optionID {
		o := &s.game.Options[id.I]
		s.table.Options[o.Key] = o.Next(s.table.Options[o.Key])
		return
	}
	switch id {
	case idAdd:
		s.table.Seats = append(s.table.Seats, rules.Player{Name: ctx.T("setup.player", len(s.table.Seats)+1)})
		s.Layout(ctx)
		s.turnPage(ctx, s.lastSeatPage) // the new seat shows
	case idPagePrev:
		s.turnPage(ctx, s.page-1)
	case idPageNext:
		s.turnPage(ctx, s.page+1)
	case idHints:
		s.table.Hints = !s.table.Hints
	case idSeating:
		s.table.Around = !s.table.Around
	case idBack:
		ctx.Nav.Menu()
	case idStart:
		s.start(ctx)
	case idGuide:
		ctx.Nav.Switch(s.game.Guide(ctx))
	}
}

// cycleKind turns seat i from a person into each bot level and back.
func (s *Scene) cycleKind(ctx *core.Context, i int) {
	seat := &s.table.Seats[i]
	kinds := append([]string{""}, s.game.BotLevels...)
	for k, kind := range kinds {
		if kind == seat.Bot {
			seat.Bot = kinds[(k+1)%len(kinds)]
			break
		}
	}
	if seat.Bot != "" {
		s.dropPad(i) // a bot needs no gamepad
	}
	s.Layout(ctx) // the seating switch depends on how many people sit
}

// padFrame handles gamepads: an unbound pad's A joins, and the keys of
// bound pads are merged into the frame as if typed on the keyboard. A pad
// unplugged here just leaves its seat.
func (s *Scene) padFrame(ctx *core.Context) *ui.Frame {
	f := ctx.Frame
	if len(f.Pads) == 0 {
		return f
	}
	merged := *f
	merged.Keys = append([]ui.Key(nil), f.Keys...)
	for _, pad := range f.Pads {
		seat, bound := s.seatOf(pad.ID)
		switch {
		case pad.Disconnected && bound:
			s.dropPad(seat)
		case !bound && f.PadKey(pad.ID, ui.KeyActivate):
			s.join(ctx, pad.ID)
		case bound && f.PadKey(pad.ID, ui.KeyPause): // Start starts the game
			s.start(ctx)
			return &ui.Frame{}
		case bound:
			merged.Keys = append(merged.Keys, pad.Keys...)
		}
	}
	return &merged
}

// join binds gamepad pad to the first person's seat without one, adding a
// seat when every person has a pad.
func (s *Scene) join(ctx *core.Context, pad int) {
	seat := -1
	for i := range s.table.Seats {
		if _, has := s.table.Pads[i]; s.table.Human(i) && !has {
			seat = i
			break
		}
	}
	if seat < 0 {
		if len(s.table.Seats) >= s.game.MaxSeats {
			return
		}
		s.table.Seats = append(s.table.Seats, rules.Player{Name: ctx.T("setup.player", len(s.table.Seats)+1)})
		seat = len(s.table.Seats) - 1
	}
	if s.table.Pads == nil {
		s.table.Pads = map[int]int{}
	}
	s.table.Pads[seat] = pad
	ctx.Play(audio.Click)
	ctx.Notify(ctx.T("notice.pad.joined", pad+1, s.table.Seats[seat].Name))
	s.Layout(ctx)
}

// seatOf returns the seat gamepad pad plays for.
func (s *Scene) seatOf(pad int) (int, bool) {
	for seat, p := range s.table.Pads {
		if p == pad {
			return seat, true
		}
	}
	return 0, false
}

// dropPad unbinds seat i's gamepad.
func (s *Scene) dropPad(i int) { delete(s.table.Pads, i) }

// removeSeat takes seat i from the table; the pads of the seats after it
// move up with them.
func (s *Scene) removeSeat(i int) {
	s.table.Seats = append(s.table.Seats[:i], s.table.Seats[i+1:]...)
	pads := map[int]int{}
	for seat, pad := range s.table.Pads {
		switch {
		case seat < i:
			pads[seat] = pad
		case seat > i:
			pads[seat-1] = pad
		}
	}
	s.table.Pads = pads
}

// start begins the game set up, once the player has said what becomes of
// a game of it in progress (askReplace).
func (s *Scene) start(ctx *core.Context) {
	if s.askReplace(ctx) {
		return
	}
	s.begin(ctx)
}

// begin starts the round for the table set up.
func (s *Scene) begin(ctx *core.Context) {
	t := s.table
	t.Around = t.Around && t.CanSitAround(s.game)
	if err := store.Save(tableSaveAs+s.game.ID, t); err != nil {
		ctx.Notify(ctx.T("notice.table.unsaved", err.Error()))
	}
	t.Seats = append([]rules.Player(nil), s.table.Seats...)
	t.Pads = maps.Clone(s.table.Pads) // the round drops a pad that is unplugged
	ctx.Nav.Switch(s.game.Start(ctx, t))
}

// Draw implements core.Scene.
func (s *Scene) Draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	p := k.Palette()
	u := ctx.U()
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	cx, cy := s.title.Center()
	core.Title(dst, ctx, ctx.T("setup.title", ctx.T(s.game.NameKey())), cx, cy, min(u*6, s.title.H*0.6))
	for _, w := range s.base {
		style := sprites.ButtonSecondary
		switch {
		case w.ID == idStart:
			style = sprites.ButtonPrimary
		case w.ID.Name == seatRemoveID:
			style = sprites.ButtonDanger
		}
		core.DrawButton(dst, ctx, &s.controls, w, s.text(ctx, w), style)
	}
	s.drawHelp(dst, ctx)
	s.drawPager(dst, ctx)
	note := ""
	switch {
	case s.table.Hints && s.table.Humans() > 1:
		note = ctx.T("setup.hints.agree")
	case s.table.Around && s.table.CanSitAround(s.game):
		note = ctx.T("setup.seating.around.note")
	}
	if pads := s.unboundPads(ctx); pads != "" {
		note = pads
	}
	if note != "" {
		// Wrapped, never cut: Layout kept room for the longest note.
		lineH := s.noteFace.Size * 1.35
		y := s.padNote.Y + lineH/2
		for _, line := range sprites.Wrap(note, s.noteFace, s.padNote.W) {
			core.Text(dst, ctx, line, s.noteFace, s.padNote.X+s.padNote.W/2, y, sprites.AlignCenter, sprites.AlignCenter, p.Muted, s.padNote)
			y += lineH
		}
	}
	if s.ask != nil {
		s.drawAsk(dst, ctx)
	}
	if s.editing >= 0 {
		s.drawEditor(dst, ctx)
	}
}

// text is the label of one of setup's widgets: a seat's name (shortened
// with "…" when it does not fit), its kind, or a button's words.
func (s *Scene) text(ctx *core.Context, w ui.Widget) string {
	if w.ID.I < 0 || w.ID.I >= len(s.table.Seats) {
		return s.label(ctx, w.ID)
	}
	seat := s.table.Seats[w.ID.I]
	switch w.ID.Name {
	case seatNameID:
		label := seat.Name
		if pad, ok := s.table.Pads[w.ID.I]; ok {
			label = ctx.T("setup.pad.seat", pad+1) + " · " + label
		}
		face := sprites.Bold(min(w.Rect.H*0.42, ctx.U()*4.2)) // DrawButton's size
		return sprites.Ellipsize(label, face, w.Rect.W*0.9)
	case seatKindID:
		if seat.Bot != "" {
			return ctx.T("seat.bot." + seat.Bot)
		}
		return ctx.T("seat.human")
	case seatRemoveID:
		return "×"
	}
	return s.label(ctx, w.ID)
}

// unboundPads invites connected gamepads without a seat to join.
func (s *Scene) unboundPads(ctx *core.Context) string {
	for _, pad := range ctx.Frame.ConnectedPads {
		if _, bound := s.seatOf(pad); !bound {
			return ctx.T("setup.pad.join", pad+1)
		}
	}
	return ""
}

// footerRow splits the footer among buttons ids, each as wide as its
// label asks at the footer's size, and what is left shared the same way:
// a long label (the guided game's, in Russian) is not squeezed to a third
// of its neighbours' size. Where the labels cannot all have that size,
// they give way alike.
func (s *Scene) footerRow(ctx *core.Context, footer ui.Rect, gap float64, ids []ui.ID) []ui.Rect {
	face := sprites.Bold(min(footer.H*0.42, ctx.U()*4.2))
	least := max(44*ctx.CSSPx(), footer.W*0.22) // Back and Start stay big targets
	need := make([]float64, len(ids))
	sum := 0.0
	for i, id := range ids {
		w, _ := sprites.Measure(s.label(ctx, id), face)
		need[i] = max(least, w/0.85)
		sum += need[i]
	}
	avail := footer.W - gap*float64(len(ids)-1)
	out := make([]ui.Rect, len(ids))
	x := footer.X
	for i := range ids {
		w := need[i] * avail / sum
		out[i] = ui.Rect{X: x, Y: footer.Y, W: w, H: footer.H}
		x += w + gap
	}
	return out
}

// label is the text of a button under the seats.
func (s *Scene) label(ctx *core.Context, id ui.ID) string {
	switch id {
	case idGuide:
		if s.guideShort {
			return ctx.T("setup.guide.short")
		}
		return ctx.T("setup.guide")
	case idHints:
		return ctx.T("setup.hints", ctx.OnOff(s.table.Hints))
	case idPagePrev:
		return "←"
	case idPageNext:
		return "→"
	case idSeating:
		how := "setup.seating.pass"
		if own := how + "." + s.game.ID; i18n.Has(own) {
			how = own // a game with nothing hidden is not passed around
		}
		if s.table.Around {
			how = "setup.seating.around"
		}
		return ctx.T("setup.seating", ctx.T(how))
	}
	if id.Name == optionID {
		o := &s.game.Options[id.I]
		return s.game.OptionLabel(ctx, o, s.table.Options[o.Key])
	}
	return ctx.T(id.Name)
}
