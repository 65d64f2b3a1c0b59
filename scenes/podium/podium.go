// Package podium is the frame every game's scoring scene shares: the title
// and headline, a ranking row per seat (the chosen one highlighted, the
// winners marked, rows that open their seat's detail ending in a chevron,
// scores counting up), the Menu and Play again buttons,
// the game counted in the player's statistics (with the solo best for the
// options it was played with), and in autoplay the next game after a
// pause. A game's scoring scene embeds a Podium and draws its own detail
// (Knister's lines, Kakuro's rows) in Detail.
package podium

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/stats"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Widget IDs of a scoring scene; a seat's row carries the seat.
var (
	IDAgain = ui.Named("scoring.again")
	// IDRematch asks an online table for a rematch (core.Rematcher).
	IDRematch = ui.Named("scoring.rematch")
	IDMenu    = ui.Named("scoring.menu")
	// IDLog opens the game's log (core.OverlayLog), where Log is set.
	IDLog = ui.Named("scoring.log")
	// IDNoThanks turns down a rematch another player asked for: the
	// podium goes back to its Menu and Rematch.
	IDNoThanks = ui.Named("scoring.rematch.no")
)

// Asker is an online table (a core.Remote) that hears whether another
// of its players asked for its rematch: RematchAsked is their name, or
// empty while nobody has. The podium then says "Bea asks for a rematch"
// and offers Join (its Rematch) and No thanks.
type Asker interface {
	RematchAsked() string
}

// SeatName is the name of the ranking rows' IDs ("scoring.seat.P").
const SeatName = "scoring.seat"

// autoTicks is how long autoplay shows the scores before the next game.
const autoTicks = 4 * core.TPS

// Podium is the shared part of a scoring scene.
type Podium struct {
	Table    core.Table
	Order    []int // seats by rank, best first
	Selected int   // the seat whose detail is shown
	Controls ui.Controls
	Count    *sprites.Tween // scores count up from 0
	// Title holds the title and headline, List the ranking, Detail the
	// game's own part.
	Title, List, Detail ui.Rect
	// NewBest: the solo score is the player's best so far with the game's
	// options (with any options when it had none).
	NewBest bool
	// Log: the scene is a core.Logged, and the footer has a button (and
	// the key L) that opens its log.
	Log bool
	// FaceSeats, set before Layout, lays out a table that sits around one
	// screen (Table.Around, two seats or more) for every edge: each
	// seat's ranking row is a panel at its edge of the screen, turned to
	// face it (SeatPanels), and the title, the detail and the buttons
	// share the middle. Off, or at a screen, the ranking is a list.
	FaceSeats bool
	// panels are, facing the seats, each seat's panel (by seat), and
	// seatImgs the images they are drawn in upright before being turned.
	panels          []ui.Panel
	seatImgs        []*ebiten.Image
	scores, winners []int
	auto            int
	played          bool
	// solo: a person played alone and the game was counted; setting is its
	// options' key, best the standing best for them (hasBest: there is one).
	solo, hasBest bool
	setting       string
	best          stats.Best
	// askedBy is who asked for the rematch, as last heard (Asker);
	// declined is the asker the player said No thanks to. rowH is
	// Layout's, to lay the buttons out again when that changes, and
	// redraw the ticks still to draw (the count's last, a word heard).
	askedBy, declined string
	rowH              float64
	redraw            int
	// daily is the game of the day sent to the day's table (daily.go),
	// nil for another game; dailyNote what the headline says of it, and
	// dailyDone whether the table answered.
	daily     core.DailyTicket
	dailyNote string
	dailyDone bool
	stacked   bool // the buttons stand in two rows (twoRows)
}

// New ranks the seats (order: best first) and counts the game in the
// player's statistics, its solo best kept per setting of t.Options
// (autoplay demos and practice games are not counted).
func New(ctx *core.Context, t core.Table, order, scores, winners []int) *Podium {
	p := &Podium{Table: t, Order: order, scores: scores, winners: winners,
		Count: sprites.NewTween(0, 1, 40, sprites.OutCubic), auto: autoTicks}
	// The best-placed seat played here: at one screen the best person,
	// online this device's own (not the friend's who placed above it).
	p.Selected = order[0]
	for _, s := range order {
		if t.Local(s) {
			p.Selected = s
			break
		}
	}
	if !ctx.Autoplay && !t.Practice {
		p.record(ctx)
	}
	return p
}

// record counts the game in the statistics and, for a solo game, notes
// whether it set a new best for its setting or else what the best is.
func (p *Podium) record(ctx *core.Context) {
	t := p.Table
	humans := make([]bool, len(t.Seats))
	for i := range humans {
		humans[i] = t.Human(i)
	}
	p.setting = stats.SettingKey(t.Options)
	best, err := stats.Record(stats.Result{Game: t.Game, Seed: t.Seed, Scores: p.scores, Winners: p.winners, Humans: humans, Setting: p.setting})
	p.NewBest = best
	p.solo = len(humans) == 1 && humans[0]
	if err != nil {
		ctx.Notify(stats.Notice(ctx, err))
		return
	}
	// A best not beaten is the same before the game and after it: read it
	// back now that Record has dealt with any damaged statistics.
	if p.solo && !best {
		if st, err := stats.Load(); err == nil {
			p.best, p.hasBest = st.For(t.Game).BestFor(p.setting)
		}
	}
}

// BestNote is the line about the player's best solo score that the
// headline carries, in the player's language: a new best, or the best the
// game did not beat with its date — for the game's options when it had
// any. It is "" for a game with several seats or a bot alone, an autoplay
// demo, a practice game, or a standing best that could not be read.
func (p *Podium) BestNote(ctx *core.Context) string {
	switch {
	case !p.solo || len(p.scores) == 0 || p.scores[0] <= 0 && (p.NewBest || !p.hasBest):
		return "" // a first score of 0 is no best to celebrate
	case p.NewBest && p.setting == "":
		return ctx.T("stats.newbest", p.scores[0])
	case p.NewBest:
		return ctx.T("stats.newbest.setting", p.scores[0])
	case !p.hasBest || p.best.Score <= 0:
		return ""
	case p.setting == "":
		return ctx.T("stats.yourbest", p.best.Score, p.best.Date)
	}
	return ctx.T("stats.yourbest.setting", p.best.Score, p.best.Date)
}

// Name implements core.Scene.
func (p *Podium) Name() string { return "scoring" }

// Game implements core.InGame.
func (p *Podium) Game() string { return p.Table.Game }

// Animating implements core.Scene: the scores count up; the tick they
// stop, and one where a rematch was asked or declined, are drawn too.
func (p *Podium) Animating() bool { return !p.Count.Done() || !p.played || p.redraw > 0 }

// Ticking implements core.Ticker: at an online table this device plays,
// the podium listens for a rematch another player asks for; after a game
// of the day, for what the day's table said.
func (p *Podium) Ticking() bool {
	_, ok := p.asker()
	return ok || p.daily != nil && !p.dailyDone // a game of the day on its way
}

// asker is the table to listen to for a rematch asked, where there is one.
func (p *Podium) asker() (Asker, bool) {
	if _, ok := p.rematcher(); !ok {
		return nil, false
	}
	a, ok := p.Table.Remote.(Asker)
	return a, ok
}

// asked is who asked for the rematch, unless the player said No thanks
// to them.
func (p *Podium) asked() string {
	if p.askedBy == p.declined {
		return ""
	}
	return p.askedBy
}

// hear takes note of who asked for the rematch; the buttons are laid
// out again when that changed.
func (p *Podium) hear(ctx *core.Context) {
	a, ok := p.asker()
	if !ok {
		return
	}
	if name := a.RematchAsked(); name != p.askedBy {
		p.askedBy, p.redraw = name, 2
		if p.rowH > 0 {
			p.Layout(ctx, p.rowH)
		}
	}
}

// Targets implements core.Scene.
func (p *Podium) Targets() []ui.Target { return p.Controls.Targets() }

// Layout places the title, the ranking beside (or, portrait, above) the
// detail, and the buttons at the bottom; rowH is a ranking row's most
// height in layout units. With FaceSeats around a table, the ranking is a
// panel per seat at its edge (layoutAround).
func (p *Podium) Layout(ctx *core.Context, rowH float64) {
	p.rowH = rowH
	if p.facing() {
		p.layoutAround(ctx)
		return
	}
	p.panels = nil
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 3
	n := len(p.Table.Seats)
	p.Title = ui.Rect{X: 0, Y: m, W: W, H: u*8 + float64(p.headLines(ctx))*p.headSize(ctx)*1.3 + u*0.5}
	fh := max(u*10, 44*ctx.CSSPx()) // the buttons, touch targets
	if p.twoRows(ctx) {
		fh = fh*2 + u*2
	}
	body := ui.Rect{X: m, Y: p.Title.Y + p.Title.H + u, W: max(1, W-2*m), H: max(1, H-p.Title.H-fh-u*6-2*m)}
	// A row is a touch target (44 CSS px); where the rows of every seat
	// would not fit so, they stand in columns, read down.
	least := 44 * ctx.CSSPx()
	gap := u * 0.5
	row := max(u*rowH, least+gap)
	colMin := ctx.Least() * 13 // a column keeps room for a name cut short, the score and the chevron
	fitCols := func(h float64) (cols, perCol int) {
		perCol = max(1, int((h+gap)/(least+gap)))
		cols = (n + perCol - 1) / perCol
		return cols, (n + cols - 1) / cols
	}
	var cols, perCol int
	if H > W*1.15 {
		cols, _ = fitCols(body.H * 0.45) // perCol follows the columns that fit the width
		cols = min(cols, max(1, int((body.W+u)/(colMin+u))))
		perCol = (n + cols - 1) / cols
		h := max(least+gap, min(row, body.H*0.45/float64(perCol)))
		p.List, p.Detail = body.SplitV(float64(perCol)*h, u*2)
	} else {
		cols, perCol = fitCols(body.H)
		share := body.W * 0.42
		if cols > 1 {
			share = min(body.W*0.6, max(share, float64(cols)*colMin))
		}
		p.List, p.Detail = body.SplitH(share, u*3)
	}
	var ws []ui.Widget
	h := max(least+gap, min(row, p.List.H/float64(perCol)))
	colW := (p.List.W - u*float64(cols-1)) / float64(cols)
	for c := range cols {
		in := ui.Rect{X: p.List.X + float64(c)*(colW+u), Y: p.List.Y, W: colW, H: p.List.H}
		for i, r := range in.Column(min(perCol, n-c*perCol), h-gap, gap) {
			ws = append(ws, ui.Widget{ID: ui.Indexed(SeatName, p.Order[c*perCol+i]), Rect: r, Enabled: n > 1})
		}
	}
	fw := min(W-2*m, u*100)
	footer := ui.Rect{X: (W - fw) / 2, Y: H - m - fh, W: fw, H: fh}
	p.Controls.Set(append(ws, p.footer(footer, u*3)...))
	if p.Controls.Focused().IsZero() {
		p.Controls.Focus(p.firstFocus())
	}
}

// twoRows reports whether the buttons stand in two rows: a game of the
// day's four on a screen too narrow for four side by side (ctx nil: as
// the last Layout found).
func (p *Podium) twoRows(ctx *core.Context) bool {
	if ctx != nil {
		p.stacked = p.daily != nil && min(float64(ctx.W)-ctx.U()*6, ctx.U()*100) < 4*150*ctx.CSSPx()
	}
	return p.stacked
}

// headSize is the headline's size: a little larger than body text on a
// phone, growing with the screen.
func (p *Podium) headSize(ctx *core.Context) float64 {
	return max(15*ctx.CSSPx(), ctx.U()*3.6)
}

// headLines is how many lines the headline may take: two on a narrow
// screen or a phone, where a shared win's names or a solo best would otherwise
// shrink it past reading, one elsewhere.
func (p *Podium) headLines(ctx *core.Context) int {
	if float64(ctx.W) < 700*ctx.CSSPx() || ctx.OnPhone() {
		return 2
	}
	return 1
}

// RowsBottom is where the ranking's rows end (the list's top when it
// has none): a game may draw under them, in the list's place.
func (p *Podium) RowsBottom() float64 {
	y := p.List.Y
	for _, w := range p.Controls.Widgets() {
		if w.ID.Name == SeatName {
			y = max(y, w.Rect.Y+w.Rect.H)
		}
	}
	return y
}

// firstFocus is the button the keyboard starts on: Play again, or Menu
// where there is none.
func (p *Podium) firstFocus() ui.ID {
	switch _, ok := p.rematcher(); {
	case ok:
		return IDRematch
	case p.Table.Online():
		return IDMenu
	}
	return IDAgain
}

// rematcher is the online table to ask for a rematch: one whose Remote
// can (core.Rematcher) and where this device plays a seat.
func (p *Podium) rematcher() (core.Rematcher, bool) {
	if !p.Table.Online() || len(p.Table.Remote.Mine()) == 0 {
		return nil, false
	}
	rm, ok := p.Table.Remote.(core.Rematcher)
	return rm, ok
}

// facing reports whether the ranking faces the seats around a table.
func (p *Podium) facing() bool {
	return p.FaceSeats && p.Table.Around && len(p.Table.Seats) > 1
}

// footer lays the buttons in r: the game log (with Log), Menu and Play
// again (Rematch at an online table; No thanks and Join once another
// player asked for the rematch), the last the widest.
func (p *Podium) footer(r ui.Rect, gap float64) []ui.Widget {
	first, again := IDMenu, IDAgain
	if _, ok := p.rematcher(); ok && p.asked() != "" {
		first, again = IDNoThanks, IDRematch // Join, in Menu's place No thanks
	} else if ok {
		again = IDRematch
	} else if p.Table.Online() {
		// A table this device only watched, or one that cannot be asked:
		// a new game is set up from Play online.
		if !p.Log {
			return []ui.Widget{{ID: IDMenu, Rect: r.CenterIn(r.W*0.5, r.H), Enabled: true}}
		}
		log, menu := r.SplitH((r.W-gap)*0.4, gap)
		return []ui.Widget{{ID: IDLog, Rect: log, Enabled: true}, {ID: IDMenu, Rect: menu, Enabled: true}}
	}
	if p.daily != nil { // a game of the day: its table beside Menu and Play again
		ws := []ui.Widget{{ID: first, Enabled: true}, {ID: IDDay, Enabled: p.dailyDone}, {ID: again, Enabled: true}}
		if p.Log {
			ws = append([]ui.Widget{{ID: IDLog, Enabled: true}}, ws...)
		}
		rects := r.Row(len(ws), gap)
		if top, bottom := r.SplitV((r.H-gap)/2, gap); p.twoRows(nil) { // Log and the day's table above Menu and Play again
			n := len(ws)
			ws = append(append(ws[:0:0], ws[:n-3]...), ws[n-2], ws[n-3], ws[n-1])
			rects = append(top.Row(n-2, gap), bottom.Row(2, gap)...)
		}
		for i, rect := range rects {
			ws[i].Rect = rect
		}
		return ws
	}
	if !p.Log {
		menu, more := r.SplitH(r.W*0.4, gap)
		return []ui.Widget{{ID: first, Rect: menu, Enabled: true}, {ID: again, Rect: more, Enabled: true}}
	}
	log, rest := r.SplitH((r.W-2*gap)*0.3, gap)
	menu, more := rest.SplitH((r.W-2*gap)*0.3, gap)
	return []ui.Widget{{ID: IDLog, Rect: log, Enabled: true}, {ID: first, Rect: menu, Enabled: true}, {ID: again, Rect: more, Enabled: true}}
}

// layoutAround seats the ranking around the table as the round did: a
// panel per seat at its edge, turned to face it, each a touch target that
// opens its seat's detail; the title, the detail and the buttons in the
// middle.
func (p *Podium) layoutAround(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	n := len(p.Table.Seats)
	seated := ui.Seating{Margin: u * 1.2, DepthH: 0.2, DepthW: 0.16, SideLen: 2.6, LongLen: 2.8}.Seat(W, H, n)
	p.panels = seated.Panels
	p.seatImgs = slices.Grow(p.seatImgs, n)[:n]
	var ws []ui.Widget
	for s, panel := range p.panels {
		w, h := panel.Size()
		if img := p.seatImgs[s]; img == nil || img.Bounds().Dx() != max(1, int(w)) || img.Bounds().Dy() != max(1, int(h)) {
			if img != nil {
				img.Deallocate()
			}
			p.seatImgs[s] = ebiten.NewImage(max(1, int(w)), max(1, int(h)))
		}
		ws = append(ws, ui.Widget{ID: ui.Indexed(SeatName, s), Rect: panel.Rect, Enabled: true})
	}
	mid := seated.Middle.Inset(u)
	p.Title = ui.Rect{X: mid.X, Y: mid.Y, W: mid.W, H: min(u*14, mid.H*0.3)}
	fh := max(u*7, 44*ctx.CSSPx())
	fw := min(mid.W, u*90)
	footer := ui.Rect{X: mid.X + (mid.W-fw)/2, Y: mid.Y + mid.H - fh, W: fw, H: fh}
	p.List = ui.Rect{}
	p.Detail = ui.Rect{X: mid.X, Y: p.Title.Y + p.Title.H, W: mid.W, H: max(1, footer.Y-u*1.5-p.Title.Y-p.Title.H)}
	p.Controls.Set(append(ws, p.footer(footer, u*2)...))
	if p.Controls.Focused().IsZero() {
		p.Controls.Focus(p.firstFocus())
	}
}

// leave goes back to the menu, letting an online table go.
func (p *Podium) leave(ctx *core.Context) {
	if p.Table.Online() {
		p.Table.Remote.Close()
	}
	ctx.Nav.Menu()
}

// SeatPanels are the seats' panels, by seat, when the ranking faces the
// seats around a table (FaceSeats); nil when it is a list.
func (p *Podium) SeatPanels() []ui.Panel { return p.panels }

// Update plays the fanfare and the count, follows the buttons and the
// ranking rows, and reports whether to play again (the button, or the
// autoplay pause over). Menu and Back return to the menu.
func (p *Podium) Update(ctx *core.Context) (again bool) {
	if !p.played {
		p.played = true
		ctx.Play(audio.Fanfare)
	}
	if p.redraw > 0 {
		p.redraw--
	}
	counting := !p.Count.Done()
	if p.Count.Update(); counting && p.Count.Done() {
		p.redraw = 1 // a Ticker's last frame of a motion is its own to ask for
	}
	p.hear(ctx)
	p.hearDaily(ctx)
	if ctx.Autoplay {
		if p.auto--; p.auto <= 0 {
			return true
		}
	}
	if ctx.Frame.Key(ui.KeyBack) {
		p.leave(ctx)
		return false
	}
	if p.Log && ctx.Frame.Key(ui.KeyLog) {
		ctx.Nav.Overlay(core.OverlayLog)
		return false
	}
	switch id := p.Controls.Update(ctx.Frame); {
	case id == IDAgain:
		ctx.Play(audio.Click)
		return true
	case id == IDRematch:
		if rm, ok := p.rematcher(); ok {
			ctx.Play(audio.Click)
			ctx.Nav.Switch(rm.Rematch(ctx))
		}
	case id == IDNoThanks:
		ctx.Play(audio.Click)
		if d, ok := p.Table.Remote.(core.Decliner); ok {
			d.DeclineRematch() // the asker's room hears it, and the seat kept opens
		}
		p.declined, p.redraw = p.askedBy, 2
		p.Layout(ctx, p.rowH)
		p.Controls.Focus(IDRematch)
	case id == IDMenu:
		ctx.Play(audio.Click)
		p.leave(ctx)
	case id == IDLog:
		ctx.Play(audio.Click)
		ctx.Nav.Overlay(core.OverlayLog)
	case id == IDDay && p.daily != nil:
		ctx.Play(audio.Click)
		ctx.Nav.Switch(p.daily.Open(ctx))
	case id.Name == SeatName:
		p.Selected = id.I
	}
	return false
}

// Draw paints the table, the title and headline (with BestNote),
// the buttons and the ranking; note, if set, adds a word to a seat's row
// (Kakuro's tiles in hand).
func (p *Podium) Draw(dst *ebiten.Image, ctx *core.Context, headline string, note func(seat int) string) {
	k := ctx.Kit
	u := ctx.U()
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	cx := p.Title.X + p.Title.W/2
	core.Title(dst, ctx, ctx.T("scoring.title"), cx, p.Title.Y+u*4, u*6)
	if p.dailyNote != "" { // the game of the day's place first: it is what changes
		headline += " · " + p.dailyNote
	}
	if note := p.BestNote(ctx); note != "" {
		headline += " · " + note
	}
	if name := p.asked(); name != "" {
		headline = ctx.T("scoring.rematch.asked", name) // the ranking says who won
	}
	p.drawHeadline(dst, ctx, headline)
	t := p.Count.Value()
	for _, w := range p.Controls.Widgets() {
		switch {
		case w.ID.Name == SeatName && p.panels != nil:
			p.drawPanel(dst, ctx, w, t, note)
		case w.ID.Name == SeatName:
			p.drawRow(dst, ctx, w, t, note)
		case w.ID == IDRematch && p.asked() != "":
			core.DrawButton(dst, ctx, &p.Controls, w, ctx.T("scoring.rematch.join"), sprites.ButtonPrimary)
		case w.ID == IDAgain || w.ID == IDRematch:
			core.DrawButton(dst, ctx, &p.Controls, w, ctx.T(w.ID.Name), sprites.ButtonPrimary)
		default:
			core.DrawButton(dst, ctx, &p.Controls, w, ctx.T(w.ID.Name), sprites.ButtonSecondary)
		}
	}
}

// drawHeadline writes the headline under the title: on one line where it
// reads at the headline's size (or not much less, never under 14 CSS
// px, a phone's body text), else balanced over
// the lines the title leaves it, never under the least (the end cut
// short with an ellipsis, the last resort).
func (p *Podium) drawHeadline(dst *ebiten.Image, ctx *core.Context, s string) {
	pal := ctx.Kit.Palette()
	u := ctx.U()
	size := p.headSize(ctx)
	w, cx := p.Title.W*0.94, p.Title.X+p.Title.W/2
	if p.panels != nil { // around a table: one line under the title, as it was
		core.Text(dst, ctx, s, core.FitBold(s, w, u*3.6), cx, p.Title.Y+u*11, sprites.AlignCenter, sprites.AlignCenter, pal.Focus, p.Title)
		return
	}
	box := ui.Rect{X: p.Title.X, Y: p.Title.Y + u*8, W: p.Title.W, H: max(1, p.Title.H-u*8)}
	lines := max(1, int(box.H/(ctx.Least()*1.25)))
	one := core.FitBold(s, w, min(size, box.H*0.8))
	if one.Size >= max(min(size, box.H*0.8)*0.85, 14*ctx.CSSPx()) || lines < 2 {
		if one.Size < ctx.Least() {
			var f *sprites.Face
			s, f = core.FitText(s, w, ctx.Least(), ctx.Least(), sprites.Bold)
			one = f
		}
		core.Text(dst, ctx, s, one, cx, box.Y+box.H/2, sprites.AlignCenter, sprites.AlignCenter, pal.Focus, p.Title)
		return
	}
	lines = min(lines, 2)
	fs := max(ctx.Least(), min(size, box.H/(float64(lines)*1.25)))
	face := sprites.Bold(fs)
	wrapped := sprites.WrapBalanced(s, face, w)
	if len(wrapped) > lines {
		rest := strings.Join(wrapped[lines-1:], " ")
		wrapped = append(wrapped[:lines-1], sprites.Ellipsize(rest, face, w))
	}
	lh := box.H / float64(len(wrapped))
	if len(wrapped) < lines {
		lh = fs * 1.25
	}
	top := box.Y + (box.H-lh*float64(len(wrapped)))/2
	for i, line := range wrapped {
		core.Text(dst, ctx, line, face, cx, top+lh*(float64(i)+0.5), sprites.AlignCenter, sprites.AlignCenter, pal.Focus, p.Title)
	}
}

// drawRow paints one seat's ranking row. The row whose detail is shown
// looks open, in the paper of a page turned to (never the red of a win,
// which a tie would make two of); a winner's name carries the mark. Rows
// that can be chosen end in a chevron.
func (p *Podium) drawRow(dst *ebiten.Image, ctx *core.Context, w ui.Widget, t float64, note func(seat int) string) {
	k := ctx.Kit
	pal := k.Palette()
	seat := w.ID.I
	bg, ink := pal.Panel, pal.PanelText
	if seat == p.Selected {
		bg, ink = pal.Paper, pal.Ink
	}
	x, y := w.Rect.Center()
	sprites.DrawImage(dst, k.Badge(int(w.Rect.W), int(w.Rect.H), bg), x, y, 1, 1, 0.95)
	name := ctx.Tr.SeatName(p.Table.Seats[seat].Name)
	if slices.Contains(p.winners, seat) {
		name = "● " + name
	}
	size := w.Rect.H * 0.42
	right := w.Rect.X + w.Rect.W - w.Rect.H*0.4 // where the score ends
	if w.Enabled {
		// A chevron: the row opens its detail.
		cx := w.Rect.X + w.Rect.W - w.Rect.H*0.42
		core.Text(dst, ctx, "›", sprites.Bold(size*1.3), cx, y, sprites.AlignCenter, sprites.AlignCenter, ink, w.Rect)
		right -= w.Rect.H * 0.45
	}
	nameW := w.Rect.W * 0.62
	var s string
	if note != nil {
		s = note(seat)
	}
	// The note beside the name, in its own column; where that column is
	// too narrow to read it (a phone), under the name at a readable size.
	noteFace := core.FitBold(s, w.Rect.W*0.22, size*0.75)
	nx := w.Rect.X + w.Rect.H*0.4
	switch {
	case s == "":
		if note != nil {
			nameW = w.Rect.W * 0.44
		}
	case noteFace.Size >= ctx.Least():
		nameW = w.Rect.W * 0.44
		core.Text(dst, ctx, s, noteFace, w.Rect.X+w.Rect.W*0.6, y, sprites.AlignCenter, sprites.AlignCenter, ink, w.Rect)
		s = ""
	default:
		nameW = max(1, right-size*2-nx)
		noteSize := max(ctx.Least(), min(size*0.8, w.Rect.H*0.3))
		s, noteFace = core.FitText(s, nameW, noteSize, ctx.Least(), sprites.Bold)
		size = min(size, w.Rect.H*0.38)
	}
	// Never into the score, in a narrow column.
	sw, _ := sprites.Measure(strconv.Itoa(p.scores[seat]), sprites.Bold(size))
	nameW = max(1, min(nameW, right-sw-size*0.5-nx))
	name, nf := core.FitName(ctx, name, nameW, size)
	nameY := y
	if s != "" {
		// Name over note, the pair centred in the row.
		_, nh := sprites.Measure(name, nf)
		_, th := sprites.Measure(s, noteFace)
		top := y - (nh+th)/2
		nameY = top + nh/2
		core.Text(dst, ctx, s, noteFace, nx, top+nh+th/2, sprites.AlignStart, sprites.AlignCenter, ink, w.Rect)
	}
	core.Text(dst, ctx, name, nf, nx, nameY, sprites.AlignStart, sprites.AlignCenter, ink, w.Rect)
	core.Text(dst, ctx, strconv.Itoa(int(float64(p.scores[seat])*t+0.5)), sprites.Bold(size), right, y, sprites.AlignEnd, sprites.AlignCenter, ink, w.Rect)
	if p.Controls.State(w.ID).Focused {
		core.DrawFocus(dst, ctx, w.Rect)
	}
}

// drawPanel paints one seat's result in its panel, upright in the
// panel's image and then turned to face the seat: its name (a winner's
// with the mark, its points in the headline's gold), the game's note under
// it, the points large at the end. The panel whose detail is shown is
// framed in the paper of a page turned to (never the red of a win).
func (p *Podium) drawPanel(dst *ebiten.Image, ctx *core.Context, w ui.Widget, t float64, note func(seat int) string) {
	seat := w.ID.I
	if seat < 0 || seat >= len(p.panels) || p.seatImgs[seat] == nil {
		return
	}
	panel, img := &p.panels[seat], p.seatImgs[seat]
	img.Clear()
	pw, ph := panel.Size()
	box := ui.Rect{W: pw, H: ph}
	if ctx.Texts != nil { // the space's name is built only for a layout test
		defer ctx.Texts.Enter("seat "+strconv.Itoa(seat), box)()
	}
	k := ctx.Kit
	pal := k.Palette()
	sprites.DrawImage(img, k.Panel(int(pw), int(ph)), pw/2, ph/2, 1, 1, 1)
	pad := min(pw, ph) * 0.1
	if seat == p.Selected {
		// Inside the panel's rounded corners.
		r := min(min(pw, ph)*0.08, 20*ctx.CSSPx())
		sprites.StrokeRect(img, r*0.6, r*0.6, pw-r*1.2, ph-r*1.2, max(3, ph*0.025), pal.Paper)
	}
	in := box.Inset(pad)
	won := slices.Contains(p.winners, seat)
	big := min(in.H*0.45, in.W*0.18)
	pts := strconv.Itoa(int(float64(p.scores[seat])*t + 0.5))
	ptsW, _ := sprites.Measure(pts, sprites.Bold(big))
	ptsInk := pal.PanelText
	if won {
		ptsInk = pal.Focus
	}
	core.Text(img, ctx, pts, sprites.Bold(big), in.X+in.W, in.Y+in.H/2, sprites.AlignEnd, sprites.AlignCenter, ptsInk, in)
	// The name over the note, before the points.
	room := ui.Rect{X: in.X, Y: in.Y, W: max(1, in.W-ptsW-big*0.3), H: in.H}
	name := ctx.Tr.SeatName(p.Table.Seats[seat].Name)
	if won {
		name = "● " + name
	}
	var s string
	if note != nil {
		s = note(seat)
	}
	nameSize := min(room.H*0.3, ctx.U()*4)
	nameY := room.Y + room.H/2
	if s != "" {
		noteSize := max(ctx.Least(), min(room.H*0.2, ctx.U()*2.8))
		var nf *sprites.Face
		s, nf = core.FitText(s, room.W, noteSize, ctx.Least(), sprites.Bold)
		nameY = room.Y + room.H*0.34
		core.Text(img, ctx, s, nf, room.X, room.Y+room.H*0.74, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, room)
	}
	name, nf := core.FitName(ctx, name, room.W, nameSize)
	core.Text(img, ctx, name, nf, room.X, nameY, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, room)
	if p.Controls.State(w.ID).Focused {
		core.DrawFocus(img, ctx, box.Inset(pad*0.3))
	}
	dst.DrawImage(img, &ebiten.DrawImageOptions{GeoM: panel.GeoM()})
}

// Winners words the headline of a game with several seats: one winner and
// the points, or a shared win, the names cut short (with an ellipsis)
// until the line fits the title at the least readable size (on a narrow
// screen, two lines at the headline's size), so the points are never
// lost to long names (the ranking below shows them whole).
func (p *Podium) Winners(ctx *core.Context, scores, winners []int) string {
	names := make([]string, len(winners))
	for i, w := range winners {
		names[i] = ctx.Tr.SeatName(p.Table.Seats[w].Name)
	}
	w, face := p.Title.W*0.94, sprites.Bold(ctx.Least())
	if p.panels == nil && p.headLines(ctx) > 1 {
		// Over two lines at the headline's size, with room for the
		// words wrapping where a name cannot be cut.
		w, face = w*1.7, sprites.Bold(p.headSize(ctx))
	}
	if len(winners) > 0 && scores[winners[0]] <= 0 {
		return ctx.T("scoring.none") // nothing to celebrate
	}
	if len(names) == 1 {
		return core.WithName(ctx, "scoring.winner", names[0], w, face, scores[winners[0]])
	}
	return core.WithName(ctx, "scoring.shared", strings.Join(names, ", "), w, face, scores[winners[0]])
}

// Ranking is the seats in their final order: the best score first,
// between equal scores the one tiebreak puts first (tiebreak(a, b) < 0:
// a before b; nil: none), and then the seats' own order.
func Ranking(scores []int, tiebreak func(a, b int) int) []int {
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if scores[a] != scores[b] || tiebreak == nil {
			return scores[b] - scores[a]
		}
		return tiebreak(a, b)
	})
	return order
}

// DrawDetail paints the detail area's panel, in which a game shows the
// chosen seat's game, and returns its inside, inset by margin.
func (p *Podium) DrawDetail(dst *ebiten.Image, ctx *core.Context, margin float64) ui.Rect {
	d := p.Detail
	cx, cy := d.Center()
	sprites.DrawImage(dst, ctx.Kit.Panel(int(d.W), int(d.H)), cx, cy, 1, 1, 0.9)
	return d.Inset(margin)
}
