package knister

import (
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/podium"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/knister"
)

// Scoring is the end-of-game scene: the ranking, every line of the chosen
// seat's card, the winner(s) and, solo, the rule book's rating.
type Scoring struct {
	*podium.Podium
	st *knister.State
}

// NewScoring shows the final scores of st.
func NewScoring(ctx *core.Context, t core.Table, st *knister.State) *Scoring {
	scores := st.Scores()
	p := podium.New(ctx, t, podium.Ranking(scores, nil), scores, st.Winners())
	p.Log = true // the game log is kept (GameLog)
	if t.Options[rollsOption] == rollsDay && len(t.Seats) == 1 && t.Human(0) {
		if day, ok := podium.DayOf(t.Seed, knister.SeedOfTheDay, time.Now()); ok {
			p.SendDaily(ctx, st.Record(t.Seats), day) // the rolls of the day, played alone
		}
	}
	return &Scoring{Podium: p, st: st}
}

// Layout implements core.Scene.
func (s *Scoring) Layout(ctx *core.Context) { s.Podium.Layout(ctx, 7) }

// Update implements core.Scene.
func (s *Scoring) Update(ctx *core.Context) {
	if s.Podium.Update(ctx) {
		s.playAgain(ctx)
	}
}

// playAgain starts a new game with the same seats and a new seed.
func (s *Scoring) playAgain(ctx *core.Context) {
	t := s.Table
	t.Seed = rules.NextSeed(s.st.Seed())
	ctx.Nav.Switch(NewRound(ctx, t))
}

// Draw implements core.Scene.
func (s *Scoring) Draw(dst *ebiten.Image, ctx *core.Context) {
	s.Podium.Draw(dst, ctx, s.verdict(ctx), nil)
	s.drawDetail(dst, ctx)
	s.drawFinalCard(dst, ctx)
}

// drawFinalCard shows the selected seat's full card under the ranking,
// where there is room for it.
func (s *Scoring) drawFinalCard(dst *ebiten.Image, ctx *core.Context) {
	u := ctx.U()
	top := s.RowsBottom() + u*3
	room := ui.Rect{X: s.List.X, Y: top, W: s.List.W, H: s.List.Y + s.List.H - top}
	side := min(room.W, room.H)
	if side < u*30 {
		return
	}
	k := ctx.Kit
	card := room.CenterIn(side, side)
	cx, cy := card.Center()
	sprites.DrawImage(dst, art.Card(k, int(side), int(side)), cx, cy, 1, 1, 1)
	band := float64(art.CardBand(int(side)))
	pitch := min(side*0.9, side-band-side*0.06) / knister.Size
	cell := int(pitch * 0.9)
	x0 := cx - pitch*knister.Size/2
	y0 := card.Y + band + (side-band-pitch*knister.Size)/2
	g := s.st.Grid(s.Selected)
	for r := range knister.Size {
		for c := range knister.Size {
			x := x0 + (float64(c)+0.5)*pitch
			y := y0 + (float64(r)+0.5)*pitch
			sprites.DrawImage(dst, art.Cell(k, cell, art.CellFilled), x, y, 1, 1, 1)
			sprites.DrawImage(dst, art.Pencil(k, g[r][c], cell), x, y, 1, 1, 1)
		}
	}
}

// verdict is the headline: the winner(s), or the solo rating.
func (s *Scoring) verdict(ctx *core.Context) string {
	scores := s.st.Scores()
	if len(s.Table.Seats) == 1 {
		return ctx.T("knister.scoring.solo", scores[0], ctx.T(soloRating(scores[0])))
	}
	return s.Podium.Winners(ctx, scores, s.st.Winners())
}

// soloRating is the rule book's verdict on a solo score, as its text's
// catalog key.
func soloRating(score int) string {
	return ratingKeys[knister.SoloRating(score)]
}

// ratingKeys are the ratings' catalog keys.
var ratingKeys = [...]string{
	knister.RatingKeepTrying:  "knister.rating.keep",
	knister.RatingGood:        "knister.rating.good",
	knister.RatingSuper:       "knister.rating.super",
	knister.RatingSpectacular: "knister.rating.spectacular",
}

// drawDetail lists the selected seat's 12 lines with combination and
// points, and the total: in one column where a line reads at the least
// size, else in two (the rows and the first diagonal, the columns and
// the other), the combinations cut short where they must be.
func (s *Scoring) drawDetail(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	pal := k.Palette()
	inner := s.Podium.DrawDetail(dst, ctx, ctx.U()*2)
	lines := s.st.Lines(s.Selected)
	least := ctx.Least()
	cols, perCol := 1, len(lines)
	rowH := inner.H / 14
	if rowH*0.62 < least {
		cols, perCol = 2, (len(lines)+1)/2
		rowH = inner.H / float64(perCol+2)
	}
	size := max(least, min(rowH*0.62, ctx.U()*3.2))
	y := inner.Y
	row := func(x, w, h float64) ui.Rect { return ui.Rect{X: x, Y: y, W: w, H: h} }
	name, nf := core.FitName(ctx, s.Table.Seats[s.Selected].Name, inner.W, size*1.15)
	core.Text(dst, ctx, name, nf, inner.X, y+rowH/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, row(inner.X, inner.W, rowH*1.2))
	y += rowH * 1.2
	top := y
	colW := (inner.W - ctx.U()*2*float64(cols-1)) / float64(cols)
	for i, ls := range s.detailOrder(lines[:], cols) {
		c := i / perCol
		x := inner.X + float64(c)*(colW+ctx.U()*2)
		y = top + float64(i%perCol)*rowH
		box := row(x, colW, rowH)
		pts := strconv.Itoa(ls.Points)
		pw, _ := sprites.Measure("88", sprites.Bold(size))
		label, lf := core.FitText(lineName(ctx, ls.Line), colW*0.4, size, least, sprites.UI)
		core.Text(dst, ctx, label, lf, x, y+rowH/2, sprites.AlignStart, sprites.AlignCenter, pal.Muted, box)
		combo := ctx.T("knister.combo." + ls.Combo.String())
		if ls.Line.Kind == knister.Diagonal && ls.Points > 0 {
			combo += " ×2"
		}
		combo, cf := core.FitText(combo, colW*0.58-pw-size*0.5, size, least, sprites.UI)
		core.Text(dst, ctx, combo, cf, x+colW*0.42, y+rowH/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, box)
		core.Text(dst, ctx, pts, sprites.Bold(size), x+colW, y+rowH/2, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText, box)
	}
	y = top + float64(perCol)*rowH
	total := s.st.Scores()[s.Selected]
	core.Text(dst, ctx, ctx.T("knister.scoring.total"), sprites.Bold(size*1.1), inner.X, y+rowH*0.7, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, row(inner.X, inner.W, rowH*1.4))
	core.Text(dst, ctx, strconv.Itoa(total), sprites.Bold(size*1.3), inner.X+inner.W, y+rowH*0.7, sprites.AlignEnd, sprites.AlignCenter, pal.Focus, row(inner.X, inner.W, rowH*1.4))
}

// detailOrder is the order the detail lists the lines in: the card's
// own in one column; in two, the rows and the first diagonal, then the
// columns and the other.
func (s *Scoring) detailOrder(lines []knister.LineScore, cols int) []knister.LineScore {
	if cols == 1 {
		return lines
	}
	var rows, others []knister.LineScore
	for _, ls := range lines {
		if ls.Line.Kind == knister.Row || ls.Line.Kind == knister.Diagonal && ls.Line.Index == 0 {
			rows = append(rows, ls)
		} else {
			others = append(others, ls)
		}
	}
	return append(rows, others...)
}

// lineName is "Row 1", "Column 3", "Diagonal ↘" in the player's language.
func lineName(ctx *core.Context, l knister.Line) string {
	switch l.Kind {
	case knister.Row:
		return ctx.T("knister.line.row", l.Index+1)
	case knister.Col:
		return ctx.T("knister.line.col", l.Index+1)
	}
	if l.Index == 0 {
		return ctx.T("knister.line.diag.down")
	}
	return ctx.T("knister.line.diag.up")
}
