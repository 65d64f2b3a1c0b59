package knister

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/stats"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Widget IDs of the scoring scene; a seat's row carries the seat.
var (
	idAgain       = ui.Named("scoring.again")
	idScoringMenu = ui.Named("scoring.menu")
)

const seatName = "scoring.seat"

// Scoring is the end-of-game scene: ranking, every line of the chosen
// seat's card, the winner(s) and, solo, the rule book's rating.
type Scoring struct {
	table    core.Table
	st       *knister.State
	selected int
	order    []int // seats by score, best first
	controls ui.Controls
	count    *sprites.Tween // scores count up
	list     ui.Rect
	detail   ui.Rect
	title    ui.Rect
	auto     int // autoplay: ticks until the next game
	played   bool
	newBest  bool // the solo score is the player's best so far
}

// NewScoring shows the final scores of st.
func NewScoring(ctx *core.Context, t core.Table, st *knister.State) *Scoring {
	s := &Scoring{table: t, st: st, count: sprites.NewTween(0, 1, 40, sprites.OutCubic), auto: 4 * core.TPS}
	scores := st.Scores()
	for i := range t.Seats {
		s.order = append(s.order, i)
	}
	slices.SortStableFunc(s.order, func(a, b int) int { return scores[b] - scores[a] })
	s.selected = firstHuman(t)
	if t.Humans() == 0 {
		s.selected = s.order[0]
	}
	s.record(ctx)
	return s
}

// record counts the game in the player's statistics (demos are not).
func (s *Scoring) record(ctx *core.Context) {
	if ctx.Autoplay {
		return
	}
	humans := make([]bool, len(s.table.Seats))
	for i := range humans {
		humans[i] = s.table.Human(i)
	}
	best, err := stats.Record(stats.Result{Game: s.table.Game, Seed: s.table.Seed, Scores: s.st.Scores(), Winners: s.st.Winners(), Humans: humans})
	s.newBest = best
	if err != nil {
		ctx.Notify(stats.Notice(ctx, err))
	}
}

// Name implements core.Scene.
func (s *Scoring) Name() string { return "scoring" }

// Game implements core.InGame.
func (s *Scoring) Game() string { return s.table.Game }

// Animating implements core.Scene.
func (s *Scoring) Animating() bool { return !s.count.Done() || !s.played }

// Targets implements core.Scene.
func (s *Scoring) Targets() []ui.Target { return s.controls.Targets() }

// Layout implements core.Scene.
func (s *Scoring) Layout(ctx *core.Context) {
	u := ctx.U()
	W, H := float64(ctx.W), float64(ctx.H)
	m := u * 3
	s.title = ui.Rect{X: 0, Y: m, W: W, H: u * 14}
	body := ui.Rect{X: m, Y: s.title.Y + s.title.H + u, W: W - 2*m, H: H - s.title.H - u*16 - 2*m}
	if H > W*1.15 {
		s.list, s.detail = body.SplitV(min(body.H*0.3, float64(len(s.table.Seats))*u*6.5), u*2)
	} else {
		s.list, s.detail = body.SplitH(body.W*0.4, u*3)
	}
	var ws []ui.Widget
	n := len(s.table.Seats)
	rowH := min(u*7, s.list.H/float64(n))
	for i, r := range s.list.Column(n, rowH-u*0.5, u*0.5) {
		ws = append(ws, ui.Widget{ID: ui.Indexed(seatName, s.order[i]), Rect: r, Enabled: n > 1})
	}
	footer := ui.Rect{X: (W - min(W-2*m, u*100)) / 2, Y: H - m - u*10, W: min(W-2*m, u*100), H: u * 10}
	menu, again := footer.SplitH(footer.W*0.4, u*3)
	ws = append(ws, ui.Widget{ID: idScoringMenu, Rect: menu, Enabled: true}, ui.Widget{ID: idAgain, Rect: again, Enabled: true})
	s.controls.Set(ws)
	if s.controls.Focused().IsZero() {
		s.controls.Focus(idAgain)
	}
}

// Update implements core.Scene.
func (s *Scoring) Update(ctx *core.Context) {
	if !s.played {
		s.played = true
		ctx.Play(audio.Fanfare)
	}
	s.count.Update()
	if ctx.Autoplay {
		if s.auto--; s.auto <= 0 {
			s.playAgain(ctx)
			return
		}
	}
	if ctx.Frame.Key(ui.KeyBack) {
		ctx.Nav.Menu()
		return
	}
	switch id := s.controls.Update(ctx.Frame); {
	case id == idAgain:
		ctx.Play(audio.Click)
		s.playAgain(ctx)
	case id == idScoringMenu:
		ctx.Play(audio.Click)
		ctx.Nav.Menu()
	case id.Name == seatName:
		s.selected = id.I
	}
}

// playAgain starts a new game with the same seats and a new seed.
func (s *Scoring) playAgain(ctx *core.Context) {
	t := s.table
	t.Seed = rules.NextSeed(s.st.Seed())
	ctx.Nav.Switch(NewRound(ctx, t))
}

// Draw implements core.Scene.
func (s *Scoring) Draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	u := ctx.U()
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	cx := s.title.X + s.title.W/2
	core.Title(dst, ctx, ctx.T("scoring.title"), cx, s.title.Y+u*4, u*6)
	verdict := s.verdict(ctx)
	if s.newBest {
		verdict += " · " + ctx.T("stats.newbest", s.st.Scores()[0])
	}
	sprites.DrawText(dst, verdict, core.FitBold(verdict, s.title.W*0.94, u*3.6), cx, s.title.Y+u*11, sprites.AlignCenter, sprites.AlignCenter, pal.Focus)
	scores := s.st.Scores()
	winners := s.st.Winners()
	t := s.count.Value()
	for _, w := range s.controls.Widgets() {
		if w.ID.Name != seatName {
			label := ctx.T(w.ID.Name)
			style := sprites.ButtonSecondary
			if w.ID == idAgain {
				style = sprites.ButtonPrimary
			}
			core.DrawButton(dst, ctx, &s.controls, w, label, style)
			continue
		}
		seat := w.ID.I
		clr := pal.Panel
		if seat == s.selected {
			clr = pal.Accent
		}
		x, y := w.Rect.Center()
		sprites.DrawImage(dst, k.Badge(int(w.Rect.W), int(w.Rect.H), clr), x, y, 1, 1, 0.9)
		name := s.table.Seats[seat].Name
		if slices.Contains(winners, seat) {
			name = "● " + name
		}
		size := w.Rect.H * 0.42
		sprites.DrawText(dst, name, sprites.UI(size), w.Rect.X+w.Rect.H*0.4, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
		sprites.DrawText(dst, strconv.Itoa(int(float64(scores[seat])*t+0.5)), sprites.Bold(size), w.Rect.X+w.Rect.W-w.Rect.H*0.4, y, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText)
		if s.controls.State(w.ID).Focused {
			core.DrawFocus(dst, ctx, w.Rect)
		}
	}
	s.drawDetail(dst, ctx)
	s.drawFinalCard(dst, ctx)
}

// drawFinalCard shows the selected seat's full card under the ranking,
// where there is room for it.
func (s *Scoring) drawFinalCard(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	n := float64(len(s.table.Seats))
	top := s.list.Y + n*min(u*7, s.list.H/n) + u*3
	room := ui.Rect{X: s.list.X, Y: top, W: s.list.W, H: s.list.Y + s.list.H - top}
	side := min(room.W, room.H)
	if side < u*30 {
		return
	}
	k := ctx.Kit
	card := room.CenterIn(side, side)
	cx, cy := card.Center()
	sprites.DrawImage(dst, k.Card(int(side), int(side)), cx, cy, 1, 1, 1)
	band := float64(sprites.CardBand(int(side)))
	pitch := min(side*0.9, side-band-side*0.06) / knister.Size
	cell := int(pitch * 0.9)
	x0 := cx - pitch*knister.Size/2
	y0 := card.Y + band + (side-band-pitch*knister.Size)/2
	g := s.st.Grid(s.selected)
	for r := range knister.Size {
		for c := range knister.Size {
			x := x0 + (float64(c)+0.5)*pitch
			y := y0 + (float64(r)+0.5)*pitch
			sprites.DrawImage(dst, k.Cell(cell, sprites.CellFilled), x, y, 1, 1, 1)
			sprites.DrawImage(dst, k.Pencil(g[r][c], cell), x, y, 1, 1, 1)
		}
	}
}

// verdict is the headline: the winner(s), or the solo rating.
func (s *Scoring) verdict(ctx *core.Context) string {
	scores := s.st.Scores()
	if len(s.table.Seats) == 1 {
		return ctx.T("scoring.solo", scores[0], ctx.T(soloRating(scores[0])))
	}
	var names []string
	for _, w := range s.st.Winners() {
		names = append(names, s.table.Seats[w].Name)
	}
	if len(names) == 1 {
		return ctx.T("scoring.winner", names[0], scores[s.st.Winners()[0]])
	}
	return ctx.T("scoring.shared", strings.Join(names, ", "), scores[s.st.Winners()[0]])
}

// soloRating is the rule book's verdict on a solo score.
func soloRating(score int) string {
	switch {
	case score > 100:
		return "rating.spectacular"
	case score > 80:
		return "rating.super"
	case score > 50:
		return "rating.good"
	}
	return "rating.keep"
}

// drawDetail lists the selected seat's 12 lines with combination and
// points, and the total.
func (s *Scoring) drawDetail(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	d := s.detail
	cx, cy := d.Center()
	sprites.DrawImage(dst, k.Panel(int(d.W), int(d.H)), cx, cy, 1, 1, 0.9)
	inner := d.Inset(ctx.U() * 2)
	lines := s.st.Lines(s.selected)
	rowH := inner.H / 14
	size := min(rowH*0.62, ctx.U()*3.2)
	y := inner.Y
	sprites.DrawText(dst, s.table.Seats[s.selected].Name, sprites.Bold(size*1.15), inner.X, y+rowH/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
	y += rowH * 1.2
	for _, ls := range lines {
		label := lineName(ctx, ls.Line)
		sprites.DrawText(dst, label, sprites.UI(size), inner.X, y+rowH/2, sprites.AlignStart, sprites.AlignCenter, pal.Muted)
		combo := ctx.T("combo." + ls.Combo.String())
		if ls.Line.Kind == knister.Diagonal && ls.Points > 0 {
			combo += " ×2"
		}
		sprites.DrawText(dst, combo, sprites.UI(size), inner.X+inner.W*0.42, y+rowH/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
		sprites.DrawText(dst, strconv.Itoa(ls.Points), sprites.Bold(size), inner.X+inner.W, y+rowH/2, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText)
		y += rowH
	}
	total := s.st.Scores()[s.selected]
	sprites.DrawText(dst, ctx.T("scoring.total"), sprites.Bold(size*1.1), inner.X, y+rowH*0.7, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
	sprites.DrawText(dst, strconv.Itoa(total), sprites.Bold(size*1.3), inner.X+inner.W, y+rowH*0.7, sprites.AlignEnd, sprites.AlignCenter, pal.Focus)
}

// lineName is "Row 1", "Column 3", "Diagonal ↘" in the player's language.
func lineName(ctx *core.Context, l knister.Line) string {
	switch l.Kind {
	case knister.Row:
		return ctx.T("line.row", l.Index+1)
	case knister.Col:
		return ctx.T("line.col", l.Index+1)
	}
	if l.Index == 0 {
		return ctx.T("line.diag.down")
	}
	return ctx.T("line.diag.up")
}
