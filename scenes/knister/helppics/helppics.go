// Package helppics draws Knister's how-to-play pictures with the game's
// own sprites: the table of combinations, each with a line of five
// numbers that makes it and the points it scores (as the card's badges
// show them), and a small card with the twelve lines that score, its
// diagonals marked ×2.
package helppics

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/rules/knister"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/knister"
)

// example is one row of the table: a line of five numbers that makes the
// combination (the tests check it with the rules).
type example struct {
	combo  knister.Combo
	values [knister.Size]int
}

// examples are the table's rows, from the fewest points to the most, then
// a line that scores nothing.
var examples = []example{
	{knister.Pair, [knister.Size]int{3, 5, 9, 5, 11}},
	{knister.TwoPairs, [knister.Size]int{4, 8, 4, 10, 8}},
	{knister.ThreeOfAKind, [knister.Size]int{6, 2, 6, 6, 9}},
	{knister.FourOfAKind, [knister.Size]int{9, 9, 3, 9, 9}},
	{knister.FullHouse, [knister.Size]int{7, 10, 7, 10, 7}},
	{knister.StraightWith7, [knister.Size]int{8, 5, 7, 4, 6}},
	{knister.FiveOfAKind, [knister.Size]int{8, 8, 8, 8, 8}},
	{knister.StraightWithout7, [knister.Size]int{11, 9, 12, 8, 10}},
	{knister.None, [knister.Size]int{2, 5, 8, 11, 6}},
}

// name is a row's combination in the player's language.
func (e example) name(ctx *core.Context) string {
	if e.combo == knister.None {
		return ctx.T("knister.pic.else")
	}
	return ctx.T("knister.combo." + e.combo.String())
}

// Sizes, in logical pixels (times the device scale): the table's rows are
// drawn from maxRow down to minRow high, its text no smaller than
// minFont; the card is shown while its squares stay at least minPitch
// apart.
const (
	minRow   = 22
	maxRow   = 44
	minFont  = 12
	minPitch = 11
)

// layout is where the pictures go in a rect.
type layout struct {
	row, font, gap float64
	nameW          float64 // the widest combination name
	table          ui.Rect // title and rows
	card           ui.Rect // the card picture; zero when left out
	caption        ui.Rect
	lines          []string // the card's caption, wrapped
	h              float64
}

// tableSize is the table's width and height at row height rh.
func (p *layout) tableSize() (w, h float64) {
	return 5*p.row + p.gap + p.nameW + p.gap + p.badgeW(), p.titleH() + float64(len(examples))*p.row
}

func (p *layout) badgeW() float64 { return p.row * 1.5 }
func (p *layout) titleH() float64 { return p.font * 1.9 }
func (p *layout) lineH() float64  { return p.font * 1.3 }

// The last layout, kept while the rect, unit and language stay (wrapping
// and measuring every candidate size is too slow for each frame).
var last struct {
	r     ui.Rect
	u     float64
	scale float64
	lang  i18n.Lang
	p     layout
	ok    bool
}

// plan finds the largest table that fits r with the card beside or under
// it, or alone when the card does not fit; false when not even the table
// fits at its smallest.
func plan(ctx *core.Context, r ui.Rect) (layout, bool) {
	u, scale, lang := ctx.U(), ctx.CSSPx(), ctx.Tr.Lang()
	if l := &last; l.r == r && l.u == u && l.scale == scale && l.lang == lang {
		return l.p, l.ok
	}
	p, ok := largest(ctx, r, true)
	if !ok {
		p, ok = largest(ctx, r, false)
	}
	last.r, last.u, last.scale, last.lang, last.p, last.ok = r, u, scale, lang, p, ok
	return p, ok
}

// largest tries row heights from the largest down and returns the first
// layout that fits r, with the card or without.
func largest(ctx *core.Context, r ui.Rect, withCard bool) (layout, bool) {
	scale := ctx.CSSPx()
	for row := math.Floor(min(maxRow*scale, ctx.U()*8)); row >= minRow*scale; row-- {
		if p, ok := arrange(ctx, r, row, withCard); ok {
			return p, true
		}
	}
	return layout{}, false
}

// arrange sets the pictures out at row height row: the card beside the
// table (caption under it) or under it (caption beside it), whichever
// lets the card be larger; it reports whether they fit r.
func arrange(ctx *core.Context, r ui.Rect, row float64, withCard bool) (layout, bool) {
	scale := ctx.CSSPx()
	p := layout{row: row, font: max(minFont*scale, row*0.5), gap: max(4*scale, row*0.35)}
	face := sprites.UI(p.font)
	for _, e := range examples {
		w, _ := sprites.Measure(e.name(ctx), face)
		p.nameW = max(p.nameW, math.Ceil(w))
	}
	tw, th := p.tableSize()
	if tw > r.W || th > r.H {
		return p, false
	}
	p.table = ui.Rect{W: tw, H: th}
	p.h = th
	if withCard {
		caption := ctx.T("knister.pic.card")
		minSide := minPitch * scale * 6.5
		// Beside: the card and its caption under it in the room right of
		// the table, as tall as the table.
		var beside, under layout
		okBeside, okUnder := false, false
		if room := r.W - tw - p.gap*2; room >= minSide {
			lines := sprites.Wrap(caption, face, room)
			ch := float64(len(lines)) * p.lineH()
			if w := min(room, (th-p.gap-ch)/cardRatio); w >= minSide {
				cw := min(room, max(w, widest(lines, face)))
				beside = p
				beside.card = ui.Rect{X: tw + p.gap*2 + (cw-w)/2, W: w, H: w * cardRatio}
				beside.caption = ui.Rect{X: tw + p.gap*2, Y: w*cardRatio + p.gap, W: cw, H: ch}
				beside.lines = lines
				okBeside = true
			}
		}
		// Under: the card at the left of a band under the table, its
		// caption beside it.
		under = p
		for w := min(r.W*0.4, (r.H-th-p.gap)/cardRatio); w >= minSide; w -= 2 {
			cw := r.W - w - p.gap
			if cw < p.font*8 {
				continue
			}
			lines := sprites.Wrap(caption, face, min(cw, p.font*22))
			ch := float64(len(lines)) * p.lineH()
			band := max(w*cardRatio, ch)
			if th+p.gap+band <= r.H {
				x := (tw - (w + p.gap + widest(lines, face))) / 2
				under.card = ui.Rect{X: max(0, x), Y: th + p.gap + (band-w*cardRatio)/2, W: w, H: w * cardRatio}
				under.caption = ui.Rect{X: under.card.X + w + p.gap, Y: th + p.gap + (band-ch)/2, W: widest(lines, face), H: ch}
				under.lines = lines
				under.h = th + p.gap + band
				okUnder = true
				break
			}
		}
		switch {
		case okBeside && (!okUnder || beside.card.W >= under.card.W):
			p = beside
		case okUnder:
			p = under
		default:
			return p, false
		}
	}
	// Centre the whole across r, from its top.
	w := p.table.W
	if p.card.W > 0 {
		w = max(w, p.card.X+p.card.W, p.caption.X+p.caption.W)
	}
	dx := r.X + (r.W-w)/2
	for _, b := range []*ui.Rect{&p.table, &p.card, &p.caption} {
		b.X += dx
		b.Y += r.Y
	}
	return p, true
}

// cardRatio is the picture card's height over its width.
const cardRatio = 1.04

// widest is the width of the longest of lines.
func widest(lines []string, face *sprites.Face) float64 {
	w := 0.0
	for _, l := range lines {
		lw, _ := sprites.Measure(l, face)
		w = max(w, math.Ceil(lw))
	}
	return w
}

// Draw draws the pictures into r, as large as fits, centred across r
// from its top: the table of combinations, and the card with its lines
// when there is room for both. It returns the height used, 0 when r is
// too small for the table to be read.
func Draw(dst *ebiten.Image, ctx *core.Context, r ui.Rect) float64 {
	p, ok := plan(ctx, r)
	if !ok {
		return 0
	}
	drawTable(dst, ctx, &p)
	if p.card.W > 0 {
		drawCard(dst, ctx, p.card)
		face := sprites.UI(p.font)
		clr := ctx.Kit.Palette().PanelText
		for i, l := range p.lines {
			sprites.DrawText(dst, l, face, p.caption.X, p.caption.Y+float64(i)*p.lineH(), sprites.AlignStart, sprites.AlignStart, clr)
		}
	}
	return p.h
}

// drawTable draws the title and a row per example: its five numbers on
// the card's squares, the combination's name and its points on a badge.
func drawTable(dst *ebiten.Image, ctx *core.Context, p *layout) {
	k := ctx.Kit
	pal := k.Palette()
	t := p.table
	sprites.DrawText(dst, ctx.T("knister.pic.combos"), sprites.Bold(p.font*1.05), t.X, t.Y+p.titleH()*0.45, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
	face := sprites.UI(p.font)
	px := int(p.row * 0.88)
	bw, bh := int(p.badgeW()), int(p.row*0.72)
	paper, edge := pal.Paper, pal.PaperLine
	for i, e := range examples {
		y := t.Y + p.titleH() + (float64(i)+0.5)*p.row
		// The line on a strip of the card's paper, as it would be written.
		sx, sy, sw, sh := float32(t.X), float32(y-p.row*0.48), float32(5*p.row), float32(p.row*0.96)
		vector.DrawFilledRect(dst, sx, sy, sw, sh, paper, true)
		vector.StrokeRect(dst, sx, sy, sw, sh, 1, edge, true)
		for j, v := range e.values {
			x := t.X + (float64(j)+0.5)*p.row
			sprites.DrawImage(dst, art.Cell(k, px, art.CellFilled), x, y, 1, 1, 1)
			sprites.DrawImage(dst, art.Pencil(k, v, px), x, y, 1, 1, 1)
		}
		sprites.DrawText(dst, e.name(ctx), face, t.X+5*p.row+p.gap, y, sprites.AlignStart, sprites.AlignCenter, pal.PanelText)
		clr := pal.Good
		if e.combo == knister.None {
			clr = pal.Muted
		}
		bx := t.X + t.W - p.badgeW()/2
		sprites.DrawImage(dst, k.Badge(bw, bh, clr), bx, y, 1, 1, 1)
		sprites.DrawText(dst, strconv.Itoa(e.combo.Points()), sprites.Bold(float64(bh)*0.6), bx, y, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText)
	}
}

// drawCard draws a small empty card into r: its 25 squares, a plain badge
// where each row's and column's points go, and the two diagonals drawn
// through their squares with a gold ×2 badge at their ends.
func drawCard(dst *ebiten.Image, ctx *core.Context, r ui.Rect) {
	k := ctx.Kit
	pal := k.Palette()
	cx, cy := r.Center()
	sprites.DrawImage(dst, art.Card(k, int(r.W), int(r.H)), cx, cy, 1, 1, 1)
	band := float64(art.CardBand(int(r.H)))
	// Five squares, a column of badges at each side and a row under them.
	pitch := min(r.W*0.96/7, (r.H-band)*0.96/6)
	gx := cx - pitch*knister.Size/2
	gy := r.Y + band + (r.H-band-pitch*6)/2
	at := func(row, col float64) (float64, float64) { return gx + (col+0.5)*pitch, gy + (row+0.5)*pitch }
	px := int(pitch * 0.86)
	for row := range knister.Size {
		for col := range knister.Size {
			x, y := at(float64(row), float64(col))
			sprites.DrawImage(dst, art.Cell(k, px, art.CellEmpty), x, y, 1, 1, 1)
		}
	}
	bw, bh := int(pitch*0.8), int(pitch*0.5)
	plain := pal.PaperLine
	for i := range knister.Size {
		x, y := at(float64(i), knister.Size)
		sprites.DrawImage(dst, k.Badge(bw, bh, plain), x, y, 1, 1, 0.5)
		x, y = at(knister.Size, float64(i))
		sprites.DrawImage(dst, k.Badge(bw, bh, plain), x, y, 1, 1, 0.5)
	}
	// The ×2 marks stay legible on a small card: they may outgrow a square.
	font := max(pitch*0.5, minFont*ctx.CSSPx())
	mw, mh := int(max(pitch*1.1, font*2.1)), int(max(pitch*0.65, font*1.3))
	gold := pal.Focus
	glow := color.NRGBA{gold.R, gold.G, gold.B, 150}
	w := float32(max(2, pitch*0.22))
	// Each diagonal from its top square to its bottom one, and the row and
	// column of its badge.
	for _, d := range []struct{ r0, c0, r1, c1, br, bc float64 }{
		{0, 0, 4, 4, knister.Size, knister.Size}, // ↘, its badge at the bottom right
		{0, 4, 4, 0, knister.Size, -1},           // ↙, its badge at the bottom left
	} {
		x0, y0 := at(d.r0, d.c0)
		x1, y1 := at(d.r1, d.c1)
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, glow, true)
		bx, by := at(d.br, d.bc)
		sprites.DrawImage(dst, k.Badge(mw, mh, gold), bx, by, 1, 1, 1)
		sprites.DrawText(dst, "×2", sprites.Bold(font), bx, by, sprites.AlignCenter, sprites.AlignCenter, pal.Ink)
	}
}
