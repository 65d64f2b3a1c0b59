package kakuro

import (
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules"
	"cifra/rules/kakuro"
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

// best is a seat's best claim of the game.
type best struct {
	points, target int
	row            kakuro.Row
}

// Scoring is the end-of-game scene: the ranking (points, then tiles in
// hand), the winner(s), and for the chosen seat its claims and best row.
type Scoring struct {
	table    core.Table
	st       *kakuro.State
	selected int
	order    []int // seats by rank, best first
	claims   []int // per seat: rows scored
	bests    []best
	controls ui.Controls
	count    *sprites.Tween // scores count up
	list     ui.Rect
	detail   ui.Rect
	title    ui.Rect
	auto     int // autoplay: ticks until the next game
	played   bool
	newBest  bool
}

// NewScoring shows the final scores of st.
func NewScoring(ctx *core.Context, t core.Table, st *kakuro.State) *Scoring {
	s := &Scoring{table: t, st: st, count: sprites.NewTween(0, 1, 40, sprites.OutCubic), auto: 4 * core.TPS}
	n := len(t.Seats)
	s.claims, s.bests = make([]int, n), make([]best, n)
	// The record's replay tells which claims scored and how much.
	target := 0
	_, _ = kakuro.Replay(st.Record(t.Seats), func(_ int, m kakuro.Move, evs []kakuro.Event) {
		for _, ev := range evs {
			switch e := ev.(type) {
			case kakuro.PointsScored:
				s.claims[e.Player]++
				if e.Points > s.bests[e.Player].points {
					s.bests[e.Player] = best{points: e.Points, target: target, row: m.Claim.Row}
				}
			case kakuro.SumTileRevealed:
				target = e.Value
			}
		}
		if target == 0 {
			target = st.Config().Setup.Sums[0]
		}
	})
	scores := st.Scores()
	for i := range n {
		s.order = append(s.order, i)
	}
	slices.SortStableFunc(s.order, func(a, b int) int {
		if scores[a] != scores[b] {
			return scores[b] - scores[a]
		}
		return len(st.Hand(b)) - len(st.Hand(a))
	})
	s.selected = s.order[0]
	for _, p := range s.order {
		if t.Human(p) {
			s.selected = p
			break
		}
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
	b, err := stats.Record(stats.Result{Game: s.table.Game, Seed: s.table.Seed, Scores: s.st.Scores(), Winners: s.st.Winners(), Humans: humans})
	s.newBest = b
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
	body := ui.Rect{X: m, Y: s.title.Y + s.title.H + u, W: W - 2*m, H: max(1, H-s.title.H-u*16-2*m)}
	if H > W*1.15 {
		s.list, s.detail = body.SplitV(min(body.H*0.45, float64(len(s.table.Seats))*u*8), u*2)
	} else {
		s.list, s.detail = body.SplitH(body.W*0.45, u*3)
	}
	var ws []ui.Widget
	n := len(s.table.Seats)
	rowH := min(u*8, s.list.H/float64(n))
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
	t.Seed = rules.NextSeed(s.st.Config().Seed)
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
			style := sprites.ButtonSecondary
			if w.ID == idAgain {
				style = sprites.ButtonPrimary
			}
			core.DrawButton(dst, ctx, &s.controls, w, ctx.T(w.ID.Name), style)
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
		size := w.Rect.H * 0.4
		sprites.DrawText(dst, name, core.FitBold(name, w.Rect.W*0.5, size), w.Rect.X+w.Rect.H*0.4, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
		tiles := ctx.T("kakuro.tiles", len(s.st.Hand(seat)))
		sprites.DrawText(dst, tiles, sprites.UI(size*0.7), w.Rect.X+w.Rect.W*0.62, y, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText)
		sprites.DrawText(dst, strconv.Itoa(int(float64(scores[seat])*t+0.5)), sprites.Bold(size), w.Rect.X+w.Rect.W-w.Rect.H*0.4, y, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText)
		if s.controls.State(w.ID).Focused {
			core.DrawFocus(dst, ctx, w.Rect)
		}
	}
	s.drawDetail(dst, ctx)
}

// verdict is the headline: the winner(s), or the solo score.
func (s *Scoring) verdict(ctx *core.Context) string {
	scores := s.st.Scores()
	if len(s.table.Seats) == 1 {
		return ctx.T("kakuro.solo", scores[0])
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

// drawDetail shows the chosen seat's game: rows scored, its best row drawn
// on a small board, the tiles left in hand.
func (s *Scoring) drawDetail(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	d := s.detail
	cx, cy := d.Center()
	sprites.DrawImage(dst, k.Panel(int(d.W), int(d.H)), cx, cy, 1, 1, 0.9)
	in := d.Inset(ctx.U() * 2)
	p := s.selected
	size := min(in.H/12, ctx.U()*3.4)
	y := in.Y + size
	sprites.DrawText(dst, s.table.Seats[p].Name, sprites.Bold(size*1.2), in.X, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
	y += size * 1.8
	line := ctx.T("kakuro.rows", s.claims[p], s.st.Score(p))
	sprites.DrawText(dst, line, core.FitBold(line, in.W, size), in.X, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
	y += size * 1.6
	b := s.bests[p]
	if b.points > 0 {
		line = ctx.T("kakuro.bestrow", b.points, b.target)
		sprites.DrawText(dst, line, core.FitBold(line, in.W, size), in.X, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
		y += size
		s.drawBestRow(dst, ctx, b, ui.Rect{X: in.X, Y: y, W: in.W, H: max(1, in.Y+in.H-y-size*2.4)})
	}
	hand := s.st.Hand(p)
	tile := int(min(size*2, in.W/float64(max(1, len(hand)))*0.9))
	for i, t := range hand {
		sprites.DrawImage(dst, k.ActionFront(byte(t), tile), in.X+float64(tile)*(0.55+float64(i)*1.1), in.Y+in.H-float64(tile)*0.6, 1, 1, 1)
	}
}

// drawBestRow draws the final board small, with the seat's best row framed.
func (s *Scoring) drawBestRow(dst *ebiten.Image, ctx *core.Context, b best, r ui.Rect) {
	k := ctx.Kit
	cell := int(min(r.W, r.H) / 10)
	if cell < 6 {
		return
	}
	board := s.st.Board()
	side := float64(sprites.KakuroBoardSize(cell))
	x0 := r.X + (r.W-side)/2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, r.Y)
	dst.DrawImage(k.KakuroBoard(cell), op)
	o := float64(sprites.KakuroBoardOrigin(cell))
	tpx := sprites.KakuroTilePx(cell)
	for row := 1; row < kakuro.Size; row++ {
		for col := 1; col < kakuro.Size; col++ {
			c := board[row][col]
			x := x0 + o + (float64(col)+0.5)*float64(cell)
			y := r.Y + o + (float64(row)+0.5)*float64(cell)
			alpha := 0.45
			if b.row.Contains(kakuro.Pos{row, col}) {
				alpha = 1
			}
			switch {
			case c.Kind == kakuro.LaidSum:
				sprites.DrawImage(dst, k.ActionBack(tpx), x, y, 1, 1, alpha)
			case c.Cover != 0:
				sprites.DrawImage(dst, k.ActionFront(byte(c.Cover), tpx), x, y, 1, 1, alpha)
			default:
				sprites.DrawImage(dst, k.Tile(int(c.Digit), tpx, c.Red), x, y, 1, 1, alpha)
			}
		}
	}
}
