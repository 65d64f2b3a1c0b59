package kakuro

import (
	"github.com/hajimehoshi/ebiten/v2"
	"time"

	"cifra/rules"
	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/podium"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuro"
)

// best is a seat's best claim of the game.
type best struct {
	points, target int
	row            kakuro.Row
}

// Scoring is the end-of-game scene: the ranking (points, then tiles in
// hand), the winner(s), and for the chosen seat its rows and best row.
type Scoring struct {
	*podium.Podium
	st     *kakuro.State
	claims []int // per seat: rows scored
	bests  []best
	// miniature is where the last frame drew the board with the chosen
	// seat's best row (empty: none drawn); tests read it.
	miniature ui.Rect
}

// NewScoring shows the final scores of st.
func NewScoring(ctx *core.Context, t core.Table, st *kakuro.State) *Scoring {
	n := len(t.Seats)
	s := &Scoring{st: st, claims: make([]int, n), bests: make([]best, n)}
	// The record's replay tells which claims scored, for how much.
	target := 0
	if first, err := kakuro.New(st.Config()); err == nil {
		target = first.Target()
	}
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
	})
	scores := st.Scores()
	order := podium.Ranking(scores, func(a, b int) int { return len(st.Hand(b)) - len(st.Hand(a)) })
	s.Podium = podium.New(ctx, t, order, scores, st.Winners())
	s.Podium.Log = true       // GameLog below
	s.Podium.FaceSeats = true // around a table, each seat reads its result facing it
	if t.Options[dealOption] == dealDay && len(t.Seats) == 1 && t.Human(0) {
		if day, ok := podium.DayOf(t.Seed, kakuro.SeedOfTheDay, time.Now()); ok {
			s.Podium.SendDaily(ctx, st.Record(t.Seats), day) // the deal of the day, played alone
		}
	}
	return s
}

// Layout implements core.Scene.
func (s *Scoring) Layout(ctx *core.Context) { s.Podium.Layout(ctx, 8) }

// Update implements core.Scene.
func (s *Scoring) Update(ctx *core.Context) {
	if s.Podium.Update(ctx) {
		if s.Table.Practice {
			ctx.Nav.Switch(NewGuided(ctx)) // the guided game again
			return
		}
		t := s.Table
		t.Seed = rules.NextSeed(s.st.Config().Seed)
		ctx.Nav.Switch(NewRound(ctx, t))
	}
}

// Draw implements core.Scene.
func (s *Scoring) Draw(dst *ebiten.Image, ctx *core.Context) {
	headline := ctx.N("kakuro.solo", s.st.Score(0), s.st.Score(0))
	if len(s.Table.Seats) > 1 {
		headline = s.Podium.Winners(ctx, s.st.Scores(), s.st.Winners())
	}
	s.Podium.Draw(dst, ctx, headline, func(p int) string { return ctx.T("kakuro.tiles", len(s.st.Hand(p))) })
	s.drawDetail(dst, ctx)
}

// drawDetail shows the chosen seat's game: rows scored, its best row drawn
// on a small board, the tiles left in hand.
func (s *Scoring) drawDetail(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	in := s.Podium.DrawDetail(dst, ctx, ctx.U()*2)
	p := s.Selected
	size := min(in.H/12, ctx.U()*3.4)
	y := in.Y + size
	name, nf := core.FitName(ctx, s.Table.Seats[p].Name, in.W, size*1.2)
	core.Text(dst, ctx, name, nf, in.X, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, in)
	y += size * 1.8
	rows, score := s.claims[p], s.st.Score(p)
	line := ctx.T("kakuro.tally", ctx.N("kakuro.rows.scored", rows, rows), ctx.N("kakuro.rows.points", score, score))
	core.Text(dst, ctx, line, core.FitBold(line, in.W, size), in.X, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, in)
	y += size * 1.6
	b := s.bests[p]
	s.miniature = ui.Rect{}
	if b.points > 0 {
		line = ctx.N("kakuro.bestrow", b.points, b.points, b.target)
		core.Text(dst, ctx, line, core.FitBold(line, in.W, size), in.X, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, in)
		y += size
		s.drawBestRow(dst, ctx, b, ui.Rect{X: in.X, Y: y, W: in.W, H: max(1, in.Y+in.H-y-size*2.4)})
	}
	hand := s.st.Hand(p)
	tile := int(min(size*2, in.W/float64(max(1, len(hand)))*0.9))
	for i, t := range hand {
		sprites.DrawImage(dst, art.ActionFront(k, byte(t), tile), in.X+float64(tile)*(0.55+float64(i)*1.1), in.Y+in.H-float64(tile)*0.6, 1, 1, 1)
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
	side := float64(art.BoardSize(cell))
	x0 := r.X + (r.W-side)/2
	s.miniature = ui.Rect{X: x0, Y: r.Y, W: side, H: side}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x0, r.Y)
	dst.DrawImage(art.Board(k, cell), op)
	o := float64(art.BoardOrigin(cell))
	tpx := art.TilePx(cell)
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
				sprites.DrawImage(dst, art.ActionBack(k, tpx), x, y, 1, 1, alpha)
			case c.Cover != 0:
				sprites.DrawImage(dst, art.ActionFront(k, byte(c.Cover), tpx), x, y, 1, 1, alpha)
			default:
				sprites.DrawImage(dst, art.Tile(k, int(c.Digit), tpx, c.Red), x, y, 1, 1, alpha)
			}
		}
	}
}
