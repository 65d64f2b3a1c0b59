package kakuzu

import (
	"cifra/online/wire"
	"github.com/hajimehoshi/ebiten/v2"
	"time"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/podium"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// Scoring is the end-of-game scene: the stones per seat, the winners (ties
// share), and the finished sudoku in full with the chosen seat's stones
// marked.
type Scoring struct {
	*podium.Podium
	st      *kakuzu.State
	gameLog gameLog // the log of the game, for its button (core.Logged)
}

// NewScoring shows the final scores of st.
func NewScoring(ctx *core.Context, t core.Table, st *kakuzu.State) *Scoring {
	scores := st.Scores()
	// Most stones first; between equals, the one who matched more.
	order := podium.Ranking(scores, func(a, b int) int { return st.Kept(b) - st.Kept(a) })
	s := &Scoring{Podium: podium.New(ctx, t, order, scores, st.Winners()), st: st}
	s.Podium.Log = true // the footer's Log button and L open GameLog
	if dailyGame(t) {
		if day, ok := podium.DayOf(t.Seed, kakuzu.SeedOfTheDay, time.Now()); ok {
			s.Podium.SendDaily(ctx, st.Record(), day)
		}
	}
	return s
}

// State exposes the finished game (tests).
func (s *Scoring) State() *kakuzu.State { return s.st }

// Layout implements core.Scene.
func (s *Scoring) Layout(ctx *core.Context) { s.Podium.Layout(ctx, 8) }

// Update implements core.Scene: play again deals a new sheet for the same
// table.
func (s *Scoring) Update(ctx *core.Context) {
	if s.Podium.Update(ctx) {
		t := s.Table
		t.Seed = rules.NextSeed(t.Seed)
		ctx.Nav.Switch(NewRound(ctx, t))
	}
}

// Draw implements core.Scene.
func (s *Scoring) Draw(dst *ebiten.Image, ctx *core.Context) {
	headline := s.Podium.Winners(ctx, s.st.Scores(), s.st.Winners())
	s.Podium.Draw(dst, ctx, headline, func(p int) string {
		found, given := s.st.Kept(p), s.st.Received(p)
		return ctx.T("kakuzu.tally", ctx.N("kakuzu.stones.found", found, found), ctx.N("kakuzu.stones.given", given, given))
	})
	s.drawSheet(dst, ctx)
}

// drawSheet paints the finished sudoku in the detail area: every digit
// printed, every won square marked with its seat's mark, the chosen
// seat's ringed in its colour too; under the title, a line saying the
// rows choose whose stones are ringed.
func (s *Scoring) drawSheet(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	in := s.Podium.DrawDetail(dst, ctx, ctx.U()*1.5)
	head := min(in.H*0.1, ctx.U()*4)
	p := s.Selected
	stones := s.st.Scores()[p]
	title := ctx.N("kakuzu.sheetof", stones, ctx.Tr.SeatName(s.Table.Seats[p].Name), stones)
	core.Text(dst, ctx, title, core.FitBold(title, in.W, head*0.8), in.X+in.W/2, in.Y+head/2, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, in)
	if len(s.Table.Seats) > 1 {
		// Wrapped rather than shrunk below a readable size on a phone.
		face := sprites.UI(max(ctx.Least(), min(head*0.5, ctx.U()*2.4)))
		lh := face.Size * 1.3
		for _, line := range sprites.Wrap(ctx.T("kakuzu.sheet.pick"), face, in.W) {
			box := ui.Rect{X: in.X, Y: in.Y + head, W: in.W, H: lh}
			core.Text(dst, ctx, line, face, in.X+in.W/2, box.Y+lh/2, sprites.AlignCenter, sprites.AlignCenter, withAlpha(pal.PanelText, 0.8), box)
			head += lh
		}
	}
	area := ui.Rect{X: in.X, Y: in.Y + head, W: in.W, H: max(1, in.H-head)}
	var l layout
	l.setTray(area)
	img := art.Tray(k, l.cellPx)
	o := float64(art.TrayOrigin(l.cellPx))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.grid.X-o, l.grid.Y-o)
	dst.DrawImage(img, op)
	sheet := s.st.Sheet()
	wpx := art.WellPx(l.cellPx)
	ringPx, ringW := ownerRing(l.cell, wpx)
	markPx := ownerMarkPx(l.cell)
	for row := range kakuzu.Size {
		for col := range kakuzu.Size {
			sq := kakuzu.Square{Row: row, Col: col}
			x, y := l.square(sq).Center()
			sprites.DrawImage(dst, art.Digit(k, sheet.At(sq), wpx), x, y, 1, 1, 1)
			h := s.st.Holder(sq)
			if h < 0 {
				continue
			}
			if h == p {
				sprites.DrawImage(dst, k.Circle(ringPx, ringW+1, seatColour(h)), x, y, 1, 1, 1)
			}
			sprites.DrawImage(dst, art.SeatMark(k, h, markPx, seatColour(h)), x+l.cell*0.31, y+l.cell*0.31, 1, 1, 1)
		}
	}
}

// dailyGame reports whether t is the sheet of the day as everyone plays
// it: one person against the day's bot, classic (the day's table counts
// no other).
func dailyGame(t core.Table) bool {
	variant, _ := t.Options["variant"].(string)
	return t.Options[sheetOption] == sheetDay && len(t.Seats) == 2 && t.Human(0) && t.Seats[1].Bot == wire.DailyKakuzuBot &&
		(variant == "" || variant == string(kakuzu.Classic))
}
