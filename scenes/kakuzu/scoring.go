package kakuzu

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/podium"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Scoring is the end-of-game scene: the stones per seat, the winners (ties
// share), and the finished sudoku in full with the chosen seat's stones
// marked.
type Scoring struct {
	*podium.Podium
	st *kakuzu.State
}

// NewScoring shows the final scores of st.
func NewScoring(ctx *core.Context, t core.Table, st *kakuzu.State) *Scoring {
	scores := st.Scores()
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	// Most stones first; between equals, the one who matched more.
	slices.SortStableFunc(order, func(a, b int) int {
		if scores[a] != scores[b] {
			return scores[b] - scores[a]
		}
		return st.Kept(b) - st.Kept(a)
	})
	return &Scoring{Podium: podium.New(ctx, t, order, scores, st.Winners()), st: st}
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
		return ctx.T("kakuzu.stones", s.st.Kept(p), s.st.Received(p))
	})
	s.drawSheet(dst, ctx)
}

// drawSheet paints the finished sudoku in the detail area: every digit
// printed, the chosen seat's squares ringed in its colour, the others'
// dotted.
func (s *Scoring) drawSheet(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	d := s.Detail
	cx, cy := d.Center()
	sprites.DrawImage(dst, k.Panel(int(d.W), int(d.H)), cx, cy, 1, 1, 0.9)
	in := d.Inset(ctx.U() * 1.5)
	head := min(in.H*0.1, ctx.U()*4)
	p := s.Selected
	title := ctx.T("kakuzu.sheetof", s.Table.Seats[p].Name, s.st.Scores()[p])
	core.Text(dst, ctx, title, core.FitBold(title, in.W, head*0.8), in.X+in.W/2, in.Y+head/2, sprites.AlignCenter, sprites.AlignCenter, k.Palette().PanelText, in)
	area := ui.Rect{X: in.X, Y: in.Y + head, W: in.W, H: max(1, in.H-head)}
	var l layout
	l.setTray(area)
	img := k.KakuzuTray(l.cellPx)
	o := float64(sprites.KakuzuTrayOrigin(l.cellPx))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.grid.X-o, l.grid.Y-o)
	dst.DrawImage(img, op)
	sheet := s.st.Sheet()
	wpx := sprites.KakuzuWellPx(l.cellPx)
	for row := range kakuzu.Size {
		for col := range kakuzu.Size {
			sq := kakuzu.Square{Row: row, Col: col}
			x, y := l.square(sq).Center()
			sprites.DrawImage(dst, k.KakuzuDigit(sheet.At(sq), wpx), x, y, 1, 1, 1)
			h := s.st.Holder(sq)
			switch {
			case h == p:
				drawRing(dst, k, x, y, float64(wpx)*0.52, max(2, l.cell*0.08), seatColour(h), 1)
			case h >= 0:
				drawDisc(dst, k, x+l.cell*0.3, y+l.cell*0.3, max(1.5, l.cell*0.06), seatColour(h))
			}
		}
	}
}
