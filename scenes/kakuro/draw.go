package kakuro

import (
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuro"
)

// draw paints the table: board, side strip, panels, then what is carried
// or flying on top.
func (r *Round) draw(dst *ebiten.Image, ctx *core.Context) {
	k := ctx.Kit
	dst.DrawImage(k.Table(ctx.W, ctx.H), nil)
	r.drawBoard(dst, ctx)
	r.drawClaimMarks(dst, ctx)
	r.drawInfo(dst, ctx)
	r.panels.DrawOver(dst, ctx, seating.Over{Panel: r.drawPanel, Guide: r.drawGuide, Flying: r.drawFlying, Carried: r.drawCarried})
}

// shownBoard is the board as the players see it now: during a claim, with
// the claimer's tiles laid (the rules' dry run).
func (r *Round) shownBoard() *kakuro.Board {
	if c := r.claim; c != nil && c.marked && len(c.uses) > 0 && (r.phase == phaseClaim || r.rejecting) {
		return &c.preview.Board
	}
	return &r.view.board
}

// drawBoard paints the board and every square's tiles.
func (r *Round) drawBoard(dst *ebiten.Image, ctx *core.Context) {
	k, l := ctx.Kit, &r.lay
	img := art.Board(k, l.cellPx)
	o := float64(art.BoardOrigin(l.cellPx))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.grid.X-o, l.grid.Y-o)
	dst.DrawImage(img, op)
	b := r.shownBoard()
	tpx := art.TilePx(l.cellPx)
	for row := range kakuro.Size {
		for col := range kakuro.Size {
			at := kakuro.Pos{row, col}
			cell := &b[row][col]
			cx, cy := l.square(at).Center()
			switch cell.Kind {
			case kakuro.Number:
				r.drawNumber(dst, ctx, at, cell, tpx, cx, cy)
			case kakuro.LaidSum:
				sprites.DrawImage(dst, art.ActionBack(k, tpx), cx, cy, 1, 1, 1)
			}
			for d := range 2 {
				if v := cell.SumTile[d]; v > 0 {
					sprites.DrawImage(dst, art.SumTile(k, int(v), tpx, d), cx, cy, 1, 1, 1)
				}
			}
		}
	}
}

// drawNumber paints one number square: its tile (turning over while a
// flip plays), a digit tile on it, and the marks of its scored rows.
func (r *Round) drawNumber(dst *ebiten.Image, ctx *core.Context, at kakuro.Pos, cell *kakuro.Cell, tpx int, cx, cy float64) {
	k := ctx.Kit
	if cell.Cover != 0 {
		sprites.DrawImage(dst, art.ActionFront(k, byte(cell.Cover), tpx), cx, cy, 1, 1, 1)
	} else {
		red, sx := cell.Red, 1.0
		if t, ok := r.flipping(at); ok {
			// A flip: the silver face narrows to an edge, the red one widens.
			sx = math.Abs(math.Cos(t * math.Pi))
			red = t >= 0.5
		}
		sprites.DrawImage(dst, art.Tile(k, int(cell.Digit), tpx, red), cx, cy, max(sx, 0.02), 1, 1)
	}
	drawScoredMark(dst, k, cell, tpx, cx, cy)
}

// drawScoredMark marks the directions a square was scored in.
func drawScoredMark(dst *ebiten.Image, k *sprites.Kit, cell *kakuro.Cell, tpx int, cx, cy float64) {
	dir := -1
	switch {
	case cell.Scored[0] && cell.Scored[1]:
		dir = art.Both
	case cell.Scored[0]:
		dir = art.Right
	case cell.Scored[1]:
		dir = art.Down
	}
	if dir >= 0 {
		sprites.DrawImage(dst, art.ScoredMark(k, tpx, dir), cx, cy, 1, 1, 1)
	}
}

// flipping reports how far square at's flip has played, if it is turning.
func (r *Round) flipping(at kakuro.Pos) (float64, bool) {
	for _, p := range r.run.Running() {
		if f, ok := p.Step.Data.(flipStep); ok && f.at == at {
			return p.Progress(), true
		}
	}
	return 0, false
}

// drawClaimMarks shows the claim on the board: the row, the first tapped
// square, where the picked tile may go, the cursor and the running total.
func (r *Round) drawClaimMarks(dst *ebiten.Image, ctx *core.Context) {
	c := r.claim
	if c == nil {
		if r.hintRow != nil && r.phase != phaseClaim {
			r.drawHint(dst, ctx)
		}
		return
	}
	pal := ctx.Kit.Palette()
	l := &r.lay
	if c.anchored {
		r.outline(dst, l.square(c.anchor), pal.Focus, 0.12)
	}
	if c.marked {
		r.outlineRow(dst, ctx, c.row, pal.Focus)
		if r.phase == phaseClaim {
			r.drawTotal(dst, ctx, c)
		}
	}
	var targets []kakuro.Pos
	switch {
	case c.swapping:
		r.outline(dst, l.square(c.swapA), pal.Good, 0.14)
		targets = r.swapTargets()
	case r.drags.Len() > 0:
		d := r.drags.Active()[0]
		targets = r.targets(d.Payload.seat, d.Payload.index)
	case c.selected >= 0:
		targets = r.targets(c.seat, c.selected)
	}
	for _, t := range targets {
		sq := l.square(t)
		sprites.FillRect(dst, sq.X, sq.Y, sq.W, sq.H, color.RGBA{0x50, 0xc0, 0x60, 0x50})
		r.outline(dst, sq, pal.Good, 0.06)
	}
	if r.drags.Len() > 0 && !c.swapping {
		// The square the carried tile would land on, were it let go now.
		d := r.drags.Active()[0]
		hx, hy := d.Hot()
		sx, sy := r.seats[d.Payload.seat].panel.Panel.ToScreen(hx, hy)
		if at, ok := l.squareAt(sx, sy); ok && slices.Contains(targets, at) {
			r.outline(dst, l.square(at), pal.Focus, 0.12)
		}
	}
	if r.keysUsed && c.bot == nil {
		core.DrawFocus(dst, ctx, l.square(r.cursor))
	}
}

// outlineRow draws a frame around a row's squares.
func (r *Round) outlineRow(dst *ebiten.Image, ctx *core.Context, row kakuro.Row, clr color.RGBA) {
	if !row.OnBoard() {
		return
	}
	l := &r.lay
	a, b := l.square(row.Square(0)), l.square(row.Square(row.Len-1))
	box := ui.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: b.Y + b.H - a.Y}
	r.outline(dst, box, clr, 0.1)
}

// outline frames rect inside, the line a fraction of a square wide.
func (r *Round) outline(dst *ebiten.Image, rect ui.Rect, clr color.RGBA, width float64) {
	strokeInside(dst, rect, float32(max(2, r.lay.cell*width)), clr)
}

// strokeInside frames rect with a line of width w lying inside it.
func strokeInside(dst *ebiten.Image, rect ui.Rect, w float32, clr color.RGBA) {
	sprites.StrokeRect(dst, rect.X, rect.Y, rect.W, rect.H, float64(w), clr)
}

// drawHint shows what would have worked for the sum just set aside: the
// row outlined with that sum beside it, and each action tile it needed,
// numbered in the order to play it, on the square it goes to (a swap on
// both of its squares, a doubler on the row's last).
func (r *Round) drawHint(dst *ebiten.Image, ctx *core.Context) {
	h := r.hintRow
	k, pal, l := ctx.Kit, ctx.Kit.Palette(), &r.lay
	r.outlineRow(dst, ctx, h.Row, pal.Good)
	tpx := max(4, int(l.cell*0.5))
	num := sprites.Bold(max(ctx.Least(), l.cell*0.2))
	for i, u := range h.Uses {
		img, at := art.ActionFront(k, byte(u.Tile), tpx), []kakuro.Pos{u.A}
		switch u.Kind {
		case kakuro.UseSumField:
			img = art.ActionBack(k, tpx)
		case kakuro.UseSwap:
			at = append(at, u.B)
		case kakuro.UseDouble:
			at = []kakuro.Pos{h.Row.Square(h.Row.Len - 1)}
		}
		for _, p := range at {
			if !p.OnBoard() {
				continue
			}
			sq := l.square(p)
			// In the square's lower right, the board's digit still showing.
			sprites.DrawImage(dst, img, sq.X+sq.W*0.7, sq.Y+sq.H*0.7, 1, 1, 0.95)
			label := strconv.Itoa(i + 1)
			w, hh := sprites.Measure(label, num)
			bw, bh := max(w, hh)*1.4, hh*1.25
			badge := k.Badge(int(bw), int(bh), pal.Good)
			// In the square's corner, clear of its digit in the middle.
			bx, by := sq.X+bw/2+1, sq.Y+bh/2+1
			sprites.DrawImage(dst, badge, bx, by, 1, 1, 1)
			core.Text(dst, ctx, label, num, bx, by, sprites.AlignCenter, sprites.AlignCenter, k.TextOn(pal.Good), sq)
		}
	}
	// The sum it would have made, where the running total goes.
	sq := h.Row.Squares()
	if len(sq) == 0 {
		return
	}
	txt := strconv.Itoa(r.hintSum)
	face := sprites.Bold(max(ctx.Least(), l.cell*0.36))
	w, hh := sprites.Measure(txt, face)
	x, y := r.totalAt(h.Row.Dir, sq, nil, w, hh)
	badge := k.Badge(int(w+l.cell*0.3), int(hh*1.5), pal.Good)
	sprites.DrawImage(dst, badge, x, y, 1, 1, 0.95)
	core.Text(dst, ctx, txt, face, x, y, sprites.AlignCenter, sprites.AlignCenter, k.TextOn(pal.Good), ui.Rect{X: x - w, Y: y - hh, W: 2 * w, H: 2 * hh})
}

// drawTotal writes the row's running total beside its last square.
func (r *Round) drawTotal(dst *ebiten.Image, ctx *core.Context, c *claim) {
	pv := &c.preview
	if len(pv.Squares) == 0 {
		return
	}
	l := &r.lay
	txt := r.totalText(pv.Total, r.view.target)
	face := sprites.Bold(max(ctx.Least(), l.cell*0.36))
	w, h := sprites.Measure(txt, face)
	x, y := r.totalAt(c.row.Dir, pv.Squares, c.uses, w, h)
	// Green only when a check would score now; amber when the total
	// matches but the row is not legal yet (the status says why).
	clr := ctx.Kit.Palette().Accent
	switch {
	case pv.Total == r.view.target && pv.Verdict == nil:
		clr = ctx.Kit.Palette().Good
	case pv.Total == r.view.target:
		clr = ctx.Kit.Palette().Focus
	}
	badge := ctx.Kit.Badge(int(w+l.cell*0.3), int(h*1.5), clr)
	sprites.DrawImage(dst, badge, x, y, 1, 1, 0.95)
	bw, bh := float64(badge.Bounds().Dx()), float64(badge.Bounds().Dy())
	core.Text(dst, ctx, txt, face, x, y, sprites.AlignCenter, sprites.AlignCenter, ctx.Kit.TextOn(clr), ui.Rect{X: x - bw/2, Y: y - bh/2, W: bw, H: bh})
	for _, at := range r.doublerMarks(c, ui.Rect{X: x - bw/2, Y: y - bh/2, W: bw, H: bh}) {
		sprites.DrawImage(dst, art.ActionFront(ctx.Kit, byte(kakuro.Doubler), int(at.W)), at.X+at.W/2, at.Y+at.H/2, 1, 1, 1)
	}
}

// doublerMarks are where the claim's doublers show, left of the running
// total's badge (at badge): a doubler lies on no square, so beside the
// total it doubles the tile gone from the hand is seen at work.
func (r *Round) doublerMarks(c *claim, badge ui.Rect) []ui.Rect {
	var out []ui.Rect
	side := float64(max(4, int(r.lay.cell*0.5)))
	x := badge.X - side*1.05
	for _, u := range c.uses {
		if u.Kind == kakuro.UseDouble {
			out = append(out, ui.Rect{X: x, Y: badge.Y + badge.H/2 - side/2, W: side, H: side})
			x -= side * 0.7
		}
	}
	return out
}

// totalAt is where the running total's badge (w×h) goes for a row running
// dir over squares sq (on the board) with uses laid: on a printed sum
// field at either end of the row, where nothing of this claim lies, so the
// silver squares past it stay visible as drop targets; else beside the
// row's end (right of an across row, under a down row) when that is on the
// board's frame, not over a square; else on the side of the row's last
// square, clear of the row and of every tile this claim laid.
func (r *Round) totalAt(dir kakuro.Dir, sq []kakuro.Pos, uses []kakuro.Use, w, h float64) (x, y float64) {
	l := &r.lay
	last := l.square(sq[len(sq)-1])
	printed := &r.view.board // the board before this claim's tiles
	laid := func(p kakuro.Pos) bool {
		for _, u := range uses {
			if u.A == p || u.B == p {
				return true
			}
		}
		return false
	}
	for _, end := range []kakuro.Pos{sq[len(sq)-1].Step(dir, 1), sq[0].Step(dir, -1)} {
		if end.OnBoard() && printed[end[0]][end[1]].IsSumField() && !laid(end) {
			return l.square(end).Center()
		}
	}
	if dir == kakuro.Down {
		x, y = last.X+last.W/2, last.Y+last.H+h*0.8
	} else {
		x, y = last.X+last.W+w*0.55+l.cell*0.1, last.Y+last.H/2
	}
	if !sq[len(sq)-1].Step(dir, 1).OnBoard() && x+w/2 <= l.grid.X+l.grid.W+l.cell*0.3 && y+h/2 <= l.grid.Y+l.grid.H+l.cell*0.3 {
		return x, y
	}
	// Beside the row: above an across row, left of a down row (below or
	// right at the board's first line), on a square of another row.
	if dir == kakuro.Down {
		if x = last.X - w/2 - l.cell*0.05; x-w/2 < l.grid.X {
			x = last.X + last.W + w/2 + l.cell*0.05
		}
		return x, last.Y + last.H/2
	}
	if y = last.Y - h*0.8; y-h/2 < l.grid.Y {
		y = last.Y + last.H + h*0.8
	}
	return last.X + last.W/2, y
}

// drawInfo paints the side strip: the revealed sum tile, the hourglass, the
// sum-tile stack, the set-aside pile, the action stock, the news and the
// menu button.
func (r *Round) drawInfo(dst *ebiten.Image, ctx *core.Context) {
	k, l, pal := ctx.Kit, &r.lay, ctx.Kit.Palette()
	r.drawTarget(dst, ctx, l.target, 0)
	if l.around && l.target2.W > 1 {
		r.drawTarget(dst, ctx, l.target2, math.Pi)
	}
	// The hourglass: full until it turns, then the sand runs.
	sand, secs := r.sandShown()
	if r.st.Config().Hourglass > 0 && l.glass.H > 4 {
		g := art.Hourglass(k, int(l.glass.H), sand)
		cx, cy := l.glass.Center()
		alpha := 0.55
		if r.glassOn {
			alpha = 1
		}
		sprites.DrawImage(dst, g, cx, cy, 1, 1, alpha)
		if r.glassOn {
			face := core.FitBold(strconv.Itoa(secs), l.glass.W, max(ctx.Least(), l.u*2.6))
			core.Text(dst, ctx, strconv.Itoa(secs), face, cx, l.glass.Y+l.glass.H, sprites.AlignCenter, sprites.AlignEnd, pal.PanelText, l.glass)
		}
	}
	// The piles' words, all three in one size: the largest at which each
	// fits beside its icon (an icon no larger than its words need), never
	// under the least (around a table, body size): the layout gives them
	// that room (panelNeeds.pileAt).
	floor := ctx.Least()
	if l.around {
		floor = pileBody(ctx) // across a table: body size
	}
	captions := [3]string{ctx.T("kakuro.stack", r.view.sums), ctx.T("kakuro.asidecount", len(r.view.aside), kakuro.Box.AsideToEnd), ctx.T("kakuro.stock", r.view.stock)}
	rects := [3]ui.Rect{l.stack, l.aside, l.stock}
	var icons [3]*ebiten.Image
	for size := max(floor, min(l.stack.H*0.7, ctx.U()*3)); ; size = max(floor, size*0.92) {
		px := func(p ui.Rect) int { return int(max(1, min(p.H*0.8, p.W*0.28, size*1.5))) }
		icons = [3]*ebiten.Image{art.SumTileBack(k, px(l.stack)), nil, art.ActionBack(k, px(l.stock))}
		fits := true
		for i, c := range captions {
			w, _ := sprites.Measure(c, sprites.Bold(size))
			fits = fits && w <= rects[i].X+rects[i].W-r.pileTextX(rects[i], icons[i])
		}
		if fits || size == floor {
			for i := range captions {
				r.drawPile(dst, ctx, rects[i], icons[i], captions[i], size)
			}
			break
		}
	}
	for _, w := range r.midWidget {
		switch w.ID {
		case idMenu:
			core.DrawButton(dst, ctx, &r.middle, w, ctx.T("round.menu"), sprites.ButtonSecondary)
		case idLog:
			core.DrawButton(dst, ctx, &r.middle, w, ctx.T("kakuro.log.button"), sprites.ButtonSecondary)
		}
	}
	r.drawNews(dst, ctx)
}

// drawTarget paints the revealed sum tile in rect, turned by angle (the far
// side of a table reads it upside down otherwise).
func (r *Round) drawTarget(dst *ebiten.Image, ctx *core.Context, rect ui.Rect, angle float64) {
	if rect.W < 4 {
		return
	}
	k := ctx.Kit
	cx, cy := rect.Center()
	px := int(rect.W * 0.8)
	sx := 1.0
	for _, p := range r.run.Running() {
		if _, ok := p.Step.Data.(revealStep); ok {
			// The tile turns up: its back narrows, its face widens.
			t := p.Progress()
			sx = math.Abs(math.Cos(t * math.Pi))
			if t < 0.5 {
				sprites.DrawImageRotated(dst, art.SumTileBack(k, px), cx, cy, 1, angle, 1)
				return
			}
		}
	}
	if r.view.target == 0 {
		sprites.DrawImage(dst, art.SumTileBack(k, px), cx, cy, 1, 1, 0.35)
		return
	}
	img := art.SumTileBig(k, r.view.target, px)
	if sx != 1 {
		sprites.DrawImage(dst, img, cx, cy, max(sx, 0.02), 1, 1)
		return
	}
	sprites.DrawImageRotated(dst, img, cx, cy, 1, angle, 1)
}

// pileTextX is where a pile's caption starts: after its tile image, or
// after the set-aside tiles.
func (r *Round) pileTextX(rect ui.Rect, img *ebiten.Image) float64 {
	if img != nil {
		return rect.X + float64(img.Bounds().Dx()) + rect.H*0.1
	}
	s := asideTile(rect)
	return rect.X + s*0.9 + s*0.35*float64(max(0, len(r.view.aside)-1))
}

// asideTile is the side of a set-aside sum tile in the pile's rect: as
// its icons are.
func asideTile(rect ui.Rect) float64 { return min(rect.H*0.8, rect.W*0.2) }

// drawPile paints a small pile: a tile image (or the sums set aside) and
// a caption beside it in a face of size, cut short if it must be.
func (r *Round) drawPile(dst *ebiten.Image, ctx *core.Context, rect ui.Rect, img *ebiten.Image, caption string, size float64) {
	if rect.H < 4 {
		return
	}
	pal := ctx.Kit.Palette()
	if img != nil {
		iw := float64(img.Bounds().Dx())
		sprites.DrawImage(dst, img, rect.X+iw/2, rect.Y+rect.H/2, 1, 1, 1)
	} else {
		// The set-aside pile: one small tile per sum set aside.
		s := asideTile(rect)
		for i, v := range r.view.aside {
			sprites.DrawImage(dst, art.SumTileBig(ctx.Kit, v, int(s)), rect.X+s*0.4+float64(i)*s*0.35, rect.Y+rect.H/2, 0.8, 0.8, 1)
		}
	}
	x := r.pileTextX(rect, img)
	face := sprites.Bold(size)
	caption = sprites.Ellipsize(caption, face, max(1, rect.X+rect.W-x))
	core.Text(dst, ctx, caption, face, x, rect.Y+rect.H/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, rect)
}

// drawNews writes the last thing that happened; around a table, a second
// time turned to the far side. What a claim still breaks has shorter
// wordings for a small box (newsSays).
func (r *Round) drawNews(dst *ebiten.Image, ctx *core.Context) {
	msg := r.newsSays(ctx)
	drawNewsIn(dst, ctx, msg, r.lay.news, &r.newsWrap)
	if r.lay.around {
		r.farNews.Draw(dst, r.lay.news2, msg[0], func(img *ebiten.Image, n ui.Rect) {
			defer ctx.Texts.Enter("far news", n)()
			drawNewsIn(img, ctx, msg, n, &r.newsWrap)
		})
	}
}

// newsSays is the news in its wordings, longest first: the news, or while
// a claimer's row adds up but is not legal yet, every reason in full (with
// what the total does, then without), then in short.
func (r *Round) newsSays(ctx *core.Context) says {
	msg := r.newsText(ctx)
	if c := r.claim; c != nil && msg != "" && r.why.news == msg && c.bot == nil {
		return r.why.newsSays
	}
	return says{msg}
}

// newsWrap keeps the last news lines as wrapped for their box (the news
// and, around a table, the far side's): a line that stays on screen
// while a tile is dragged is not wrapped again every frame.
type newsWrap struct {
	entries [2]newsWrapped
	next    int
}

// newsWrapped is one message as drawNewsIn laid it out in its box.
type newsWrapped struct {
	msg  string
	box  ui.Rect
	u    float64
	text string
	face *sprites.Face
}

// drawNewsIn writes the first of msg's wordings that reads whole in n,
// centred top to bottom: on one line when it fits, else wrapped in a
// smaller face, shrunk to the readable least until the lines fit n's
// height; where none reads whole, the last with its last line cut short.
// memo keeps the lines for the next frame.
func drawNewsIn(dst *ebiten.Image, ctx *core.Context, msg says, n ui.Rect, memo *newsWrap) {
	if msg[0] == "" || n.H < 4 {
		return
	}
	pal := ctx.Kit.Palette()
	for _, e := range memo.entries {
		if e.msg == msg[0] && e.box == n && e.u == ctx.U() && e.face != nil {
			core.Text(dst, ctx, e.text, e.face, n.X, n.Y+n.H/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, n)
			return
		}
	}
	var text string
	var face *sprites.Face
	for _, m := range msg {
		if m == "" {
			break
		}
		var whole bool
		if text, face, whole = wrapNews(ctx, m, n); whole {
			break
		}
	}
	memo.entries[memo.next] = newsWrapped{msg: msg[0], box: n, u: ctx.U(), text: text, face: face}
	memo.next = (memo.next + 1) % len(memo.entries)
	core.Text(dst, ctx, text, face, n.X, n.Y+n.H/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, n)
}

// wrapNews lays msg out for box n: its lines joined, their face, and
// whether it is said whole (not cut short).
func wrapNews(ctx *core.Context, msg string, n ui.Rect) (string, *sprites.Face, bool) {
	least := ctx.Least()
	size := max(least, min(n.H*0.55, ctx.U()*3.4))
	face := core.FitBold(msg, n.W, size)
	if face.Size >= max(least, min(size, least*1.25)) {
		_, h := sprites.Measure(msg, face)
		return msg, face, h <= n.H+0.5
	}
	// Too small on one line: two (or more) at a readable size, never
	// under the least.
	size = max(least, min(n.H*0.4, ctx.U()*3))
	var lines []string
	for face = sprites.Bold(size); ; face = sprites.Bold(size) {
		lines = sprites.Wrap(msg, face, n.W)
		if _, h := sprites.Measure(strings.Join(lines, "\n"), face); h <= n.H || size <= least {
			break
		}
		size = max(least, size*0.9)
	}
	_, lh := sprites.Measure("A", face)
	lines = slices.Clone(lines) // Wrap's lines are shared with its cache: cut and join a copy
	whole := true
	if keep := max(1, int(n.H/lh)); keep < len(lines) {
		lines, whole = append(lines[:keep-1], strings.Join(lines[keep-1:], " ")), false
	}
	for i, l := range lines {
		if lines[i] = sprites.Ellipsize(l, face, n.W); lines[i] != l {
			whole = false
		}
	}
	return strings.Join(lines, "\n"), face, whole
}

// newsText is the line under the sum tile: the last event, or what to do.
func (r *Round) newsText(ctx *core.Context) string {
	if r.phase == phaseHunt && r.hintRow != nil {
		return ctx.T("kakuro.hint.shown", r.hintSum) // the sand waits for the player
	}
	if r.message != "" {
		return r.message
	}
	switch {
	case r.phase == phaseHunt && r.view.target > 0:
		return ctx.T("kakuro.hunt", r.view.target)
	case r.phase == phaseClaim && r.claim != nil && !r.claim.marked:
		return ctx.T("kakuro.markrow", r.table.Seats[r.claim.seat].Name)
	case r.phase == phaseClaim && r.claim != nil && !r.claim.sent:
		if pv := &r.claim.preview; pv.Total == r.view.target && pv.Verdict != nil && r.claim.bot == nil {
			return r.notYet(ctx, pv).news // every reason, where the whole table reads it
		}
		return r.layRowText(ctx)
	}
	return ""
}

// layRowMemo is the news line once a claimer's row is marked, kept for
// its seat and language: a frame asks for it again and again, and
// formatting it each time would allocate (the drag frames allocate
// nothing).
type layRowMemo struct {
	seat int
	lang i18n.Lang
	text string
}

// layRowText is the news line once the claimer's row is marked: lay
// action tiles, then Check.
func (r *Round) layRowText(ctx *core.Context) string {
	m, seat, lang := &r.layRow, r.claim.seat, ctx.Tr.Lang()
	if m.text == "" || m.seat != seat || m.lang != lang {
		*m = layRowMemo{seat: seat, lang: lang, text: ctx.T("kakuro.layrow", r.table.Seats[seat].Name)}
	}
	return m.text
}

// drawFlying paints the pieces travelling between places: the sum tile to
// its sum field or the set-aside pile, action tiles from the stock to hands.
func (r *Round) drawFlying(dst *ebiten.Image, ctx *core.Context) {
	k, l := ctx.Kit, &r.lay
	for _, p := range r.run.Running() {
		t := p.Eased()
		switch s := p.Step.Data.(type) {
		case placeStep:
			fx, fy := l.target.Center()
			tx, ty := l.square(s.ev.Square).Center()
			x, y := lerp(fx, tx, t), lerp(fy, ty, t)
			size := lerp(l.target.W*0.8, float64(art.TilePx(l.cellPx)), t)
			sprites.DrawImage(dst, art.SumTileBig(k, s.ev.Value, int(l.target.W*0.8)), x, y, size/(l.target.W*0.8), size/(l.target.W*0.8), 1)
		case asideStep:
			fx, fy := l.target.Center()
			tx, ty := l.aside.X+l.aside.H/2+float64(len(r.view.aside))*l.aside.H*0.44, l.aside.Y+l.aside.H/2
			scale := lerp(1, l.aside.H*0.64/(l.target.W*0.8), t)
			sprites.DrawImage(dst, art.SumTileBig(k, s.value, int(l.target.W*0.8)), lerp(fx, tx, t), lerp(fy, ty, t), scale, scale, 1)
		case drawStep:
			sp := &r.seats[s.seat].panel
			end := sp.tileRect(len(r.view.hands[s.seat]), len(r.view.hands[s.seat])+1)
			tx, ty := sp.Panel.ToScreen(end.Center())
			fx, fy := l.stock.X+l.stock.H/2, l.stock.Y+l.stock.H/2
			px := int(max(8, end.W))
			sprites.DrawImage(dst, art.ActionBack(k, px), lerp(fx, tx, t), lerp(fy, ty, t), 1, 1, 1)
		case travelStep:
			sp := &r.seats[s.seat].panel
			hand := sp.Panel.RectToScreen(sp.tileRect(s.index, len(r.view.hands[s.seat])))
			fx, fy := hand.Center()
			tx, ty := l.square(s.at).Center()
			if s.home {
				t = 1 - t
			}
			px := art.TilePx(l.cellPx)
			img := art.ActionFront(k, byte(s.tile), px)
			if s.back {
				img = art.ActionBack(k, px)
			}
			// Lifted a little on the way: larger in the middle of the flight.
			lift := 1 + 0.18*math.Sin(t*math.Pi)
			sprites.DrawImage(dst, img, lerp(fx, tx, t), lerp(fy, ty, t), lift, lift, 1)
		}
	}
}

// drawCarried paints the tiles being dragged, turned like the panel they
// came from.
func (r *Round) drawCarried(dst *ebiten.Image, ctx *core.Context) {
	for _, d := range r.drags.Active() {
		s := r.seats[d.Payload.seat]
		if d.Payload.index >= len(r.view.hands[d.Payload.seat]) {
			continue
		}
		hx, hy := d.Hot()
		x, y := s.panel.Panel.ToScreen(hx, hy)
		img := r.handTile(ctx, d.Payload.seat, d.Payload.index, art.TilePx(r.lay.cellPx))
		sprites.DrawImageRotated(dst, img, x, y, 1.08, -float64(s.panel.Panel.Turn)*math.Pi/180, 1)
	}
}

// handTile is the image of seat p's hand tile i, with the face it shows.
func (r *Round) handTile(ctx *core.Context, p, i, px int) *ebiten.Image {
	if r.seats[p].back[i] {
		return art.ActionBack(ctx.Kit, px)
	}
	return art.ActionFront(ctx.Kit, byte(r.view.hands[p][i]), px)
}

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

// isSpent reports whether seat p's hand tile i is laid in the claim.
func (r *Round) isSpent(p, i int) bool {
	c := r.claim
	return c != nil && c.seat == p && (slices.Contains(c.spent, i) || c.swapping && c.swapTile == i)
}

// totalText is "total / target", made again only when either changes.
func (r *Round) totalText(total, target int) string {
	t := &r.total
	if t.text == "" || t.total != total || t.target != target {
		t.total, t.target, t.text = total, target, strconv.Itoa(total)+" / "+strconv.Itoa(target)
	}
	return t.text
}
