package knister

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// aroundLayout is the shared middle: dice, the Roll and Menu buttons, and a
// strip of news (what happens, everyone's score) shown to both long sides.
type aroundLayout struct {
	middle   ui.Rect
	roll     ui.Rect
	menu     ui.Rect
	log      ui.Rect    // opens the game log
	news     [2]ui.Rect // upright for the near long side, turned for the far one
	twoLines bool       // the news strips hold the status over the scores
	newsImg  *ebiten.Image
	// newsMsg and newsLine are the words newsImg holds: it is written
	// again only when they change (painted false: not yet).
	newsMsg, newsLine string
	newsPainted       bool
	controls          ui.Controls
	widgets           []ui.Widget
}

// middlePlan is where the middle's things lie.
type middlePlan struct {
	dice            [2]ui.Rect
	roll, menu, log ui.Rect
	news            [2]ui.Rect // upright for the near side, turned for the far one
	twoLines        bool       // the news in two lines: the status over the scores
}

// middleLayout places the dice, the buttons and the two news strips in
// the middle: the dice over the buttons when the middle is tall (seats at
// the sides), the news at both ends of one row when it is long and low
// (two seats facing each other), else the news above and below the row.
// It is not ok when a button or the news would be too small to use.
func middleLayout(m ui.Rect, u, btn, least float64) (middlePlan, bool) {
	var p middlePlan
	newsLeast := least * 2.2
	switch {
	case m.H > m.W*1.2: // many seats on a small screen
		newsH := max(newsLeast*1.6, min(m.H*0.2, m.W*0.3))
		p.twoLines = true
		p.news[0] = ui.Rect{X: m.X, Y: m.Y + m.H - newsH, W: m.W, H: newsH}
		p.news[1] = ui.Rect{X: m.X, Y: m.Y, W: m.W, H: newsH}
		row := ui.Rect{X: m.X, Y: m.Y + newsH, W: m.W, H: max(1, m.H-2*newsH)}
		side := min(row.W*0.4, row.H*0.3)
		gap := side * 0.25
		bh := max(btn, side*0.8)
		x := row.X + (row.W-(2*side+gap))/2
		y := row.Y + (row.H-(side+gap+bh*2+gap))/2
		p.dice[0] = ui.Rect{X: x, Y: y, W: side, H: side}
		p.dice[1] = ui.Rect{X: x + side + gap, Y: y, W: side, H: side}
		y += side + gap
		p.roll = ui.Rect{X: x, Y: y, W: 2*side + gap, H: bh}
		y += bh + gap
		p.menu, p.log = ui.Rect{X: x, Y: y, W: 2*side + gap, H: bh}.SplitH(side, gap)
		return p, newsH >= newsLeast && y+bh <= row.Y+row.H+0.5 && p.menu.W >= btn
	case m.W >= m.H*6: // two seats: the news at the ends, the dice between
		side := min(m.H*0.85, m.W/16)
		gap := side * 0.25
		mid := side * (2 + rollW + 2*toolW + 4*0.25)
		newsW := (m.W - mid - 2*gap) / 2
		p.twoLines = true
		p.news[0] = ui.Rect{X: m.X + m.W - newsW, Y: m.Y, W: newsW, H: m.H}
		p.news[1] = ui.Rect{X: m.X, Y: m.Y, W: newsW, H: m.H}
		p.row(ui.Rect{X: m.X + newsW + gap, Y: m.Y, W: mid, H: m.H}, side, gap)
		if p.roll.H >= btn && m.H*0.3 >= least && newsW >= m.H*2 {
			return p, true
		}
		p = middlePlan{} // too low for that: try the news above and below
	}
	newsH := max(newsLeast, min(m.H*0.22, u*7))
	p.twoLines = newsH >= newsLeast*1.8 // room for the scores under the status
	p.news[0] = ui.Rect{X: m.X, Y: m.Y + m.H - newsH, W: m.W, H: newsH}
	p.news[1] = ui.Rect{X: m.X, Y: m.Y, W: m.W, H: newsH}
	row := ui.Rect{X: m.X, Y: m.Y + newsH, W: m.W, H: max(1, m.H-2*newsH)}
	side := min(row.H*0.85, row.W/8.4)
	gap := side * 0.25
	mid := side * (2 + rollW + 2*toolW + 4*0.25)
	p.row(ui.Rect{X: row.X + (row.W-mid)/2, Y: row.Y, W: mid, H: row.H}, side, gap)
	return p, p.roll.H >= btn && m.H >= 2*newsH
}

// row puts the dice, Roll, Menu and Log side by side in r, the dice side
// pixels square.
func (p *middlePlan) row(r ui.Rect, side, gap float64) {
	y := r.Y + (r.H-side)/2
	bh := side * 0.85
	by := r.Y + (r.H-bh)/2
	x := r.X
	p.dice[0] = ui.Rect{X: x, Y: y, W: side, H: side}
	x += side + gap
	p.dice[1] = ui.Rect{X: x, Y: y, W: side, H: side}
	x += side + gap
	p.roll = ui.Rect{X: x, Y: by, W: side * rollW, H: bh}
	x += side*rollW + gap
	p.menu = ui.Rect{X: x, Y: by, W: side * toolW, H: bh}
	x += side*toolW + gap
	p.log = ui.Rect{X: x, Y: by, W: side * toolW, H: bh}
}

// The middle's buttons' widths, in dice: room for "Würfeln", "Protokoll".
const (
	rollW = 1.8
	toolW = 1.5
)

// layoutMiddle places the dice, the buttons and the news strips in the
// middle, between the panels (middleLayout).
func (r *Round) layoutMiddle(ctx *core.Context, middle ui.Rect) {
	a := &r.around
	a.middle = middle
	btn, least := buttonLeast(ctx)
	p, _ := middleLayout(middle, ctx.U(), btn, least)
	r.lay.dice = p.dice
	a.roll, a.menu, a.log, a.news, a.twoLines = p.roll, p.menu, p.log, p.news, p.twoLines
	if a.newsImg != nil {
		a.newsImg.Deallocate()
	}
	a.newsImg = ebiten.NewImage(max(1, int(p.news[0].W)), max(1, int(p.news[0].H)))
	a.newsPainted = false
}

// drawNews writes what happens and everyone's score into the news strip,
// once upright for the near long side and once turned for the far one.
func (r *Round) drawNews(dst *ebiten.Image, ctx *core.Context) {
	a := &r.around
	img := a.newsImg
	pal := ctx.Kit.Palette()
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	msg := r.aroundStatus(ctx)
	twoLines := a.twoLines
	least := leastText * ctx.CSSPx()
	var line string
	if twoLines {
		line = r.newsScores(w*0.96, sprites.Bold(min(h*0.26, max(least, h*0.2))))
	} else {
		line = r.newsScores(w*0.5, sprites.Bold(min(h*0.42, max(least, h*0.3))))
	}
	// Written again only when its words change: the strip is an image of
	// its own, and writing into one costs a software renderer a pass.
	if !a.newsPainted || msg != a.newsMsg || line != a.newsLine || ctx.Texts != nil {
		a.newsMsg, a.newsLine, a.newsPainted = msg, line, true
		img.Clear()
		leave := ctx.Texts.Enter("news", ui.Rect{W: w, H: h})
		r.writeNews(img, ctx, pal, msg, line, w, h, twoLines)
		leave()
	}
	for i, rect := range a.news {
		op := &ebiten.DrawImageOptions{}
		if i == 1 { // the far side reads it upside down from here
			op.GeoM.Rotate(3.141592653589793)
			op.GeoM.Translate(rect.W, rect.H)
		}
		op.GeoM.Translate(rect.X, rect.Y)
		dst.DrawImage(img, op)
	}
}

// writeNews writes the news strip's words into img (w×h): what happens,
// and the line of scores, on one line or two; never under the least
// size (cut short with an ellipsis, the last resort).
func (r *Round) writeNews(img *ebiten.Image, ctx *core.Context, pal sprites.Palette, msg, line string, w, h float64, twoLines bool) {
	least := leastText * ctx.CSSPx()
	box := ui.Rect{W: w, H: h}
	if twoLines {
		msg, face := core.FitText(msg, w*0.96, max(least, h*0.3), least, sprites.Bold)
		core.Text(img, ctx, msg, face, w/2, h*0.3, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, box)
		line, face = core.FitText(line, w*0.96, max(least, h*0.26), least, sprites.Bold)
		core.Text(img, ctx, line, face, w/2, h*0.72, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, box)
		return
	}
	msg, face := core.FitText(msg, w*0.45, max(least, h*0.5), least, sprites.Bold)
	core.Text(img, ctx, msg, face, w*0.02, h/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, box)
	line, face = core.FitText(line, w*0.5, max(least, h*0.42), least, sprites.Bold)
	core.Text(img, ctx, line, face, w*0.98, h/2, sprites.AlignEnd, sprites.AlignCenter, pal.Muted, box)
}

// newsCache keeps the news strip's words as of the view's version (and the
// room they were fitted to): a frame draws the strip again and again, the
// words change only with a step.
type newsCache struct {
	scoresAt    newsKey
	scores      string
	waitingAt   int       // the view's version the waiting words are of, plus one
	waitingLang i18n.Lang // and their language
	waiting     string
}

// newsKey is what the line of scores was made for.
type newsKey struct {
	version int
	w, size float64
	valid   bool
}

// newsScores is the news strip's line of scores: each seat's mark, name
// and score, the names cut short (with an ellipsis) as far as needed for
// the line to fit in w at face rather than shrink out of reading.
func (r *Round) newsScores(w float64, face *sprites.Face) string {
	key := newsKey{version: r.view.version, w: w, size: face.Size, valid: true}
	if r.news.scoresAt == key {
		return r.news.scores
	}
	r.news.scoresAt, r.news.scores = key, r.buildNewsScores(w, face)
	return r.news.scores
}

// buildNewsScores makes the line newsScores keeps.
func (r *Round) buildNewsScores(w float64, face *sprites.Face) string {
	scores := r.view.scores
	build := func(cut float64) string {
		line := ""
		for p, s := range r.table.Seats {
			if line != "" {
				line += " · "
			}
			mark := "○ "
			if r.view.placed[p] {
				mark = "● "
			}
			name := s.Name
			if cut > 0 {
				name = sprites.Ellipsize(name, face, cut)
			}
			line += mark + name + " " + strconv.Itoa(scores[p])
		}
		return line
	}
	line := build(0)
	for cut := w / float64(len(r.table.Seats)); cut > face.Size*2; cut *= 0.85 {
		if lw, _ := sprites.Measure(line, face); lw <= w {
			break
		}
		line = build(cut)
	}
	return line
}

// shortName cuts name to at most n letters, the last an ellipsis, for a
// list of names that must stay one line.
func shortName(name string, n int) string {
	if rs := []rune(name); len(rs) > n {
		return strings.TrimRight(string(rs[:n-1]), " ") + "…"
	}
	return name
}

// aroundStatus says in words what the table waits for.
func (r *Round) aroundStatus(ctx *core.Context) string {
	switch {
	case r.rolling():
		return ctx.T("knister.round.status.rolling", r.view.round+1)
	case r.view.over:
		return ctx.T("knister.round.status.finished")
	case r.view.allPlaced():
		return ctx.T("knister.round.status.roll", r.view.round+2)
	}
	if r.news.waitingAt != r.view.version+1 || r.news.waitingLang != ctx.Tr.Lang() {
		names := ""
		for p, s := range r.table.Seats {
			if !r.view.placed[p] {
				if names != "" {
					names += ", "
				}
				names += shortName(s.Name, 12)
			}
		}
		r.news.waitingAt, r.news.waitingLang = r.view.version+1, ctx.Tr.Lang()
		r.news.waiting = ctx.T("knister.table.waiting", names)
	}
	return r.news.waiting
}
