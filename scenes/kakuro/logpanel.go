package kakuro

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"cifra/audio"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The game log where the clocks run for others: at an online table, or
// with several people at this screen. There the app's log overlay would
// stop the round and hide the board from everyone while one person
// reads, costing a claimer their seconds. So the log opens as a panel of
// the round's own, never over the board, and the round goes on around it:
// at the screen, where the online menu lies (beside the board, over the
// seats' side); around a table, over the panel of the seat nearest the
// press, turned to face it, with a button that turns it to the next seat.
// Only presses on the panel are its own; the others, and every key but
// the log's L and Esc, go to the round. Alone at the screen (with bots or
// none) the overlay stays, and the round stops under it: the sand too.

// The log panel's widget IDs, in its own upright pixels.
var (
	idLogClose   = ui.Named("kakuro.log.close")
	idLogEarlier = ui.Named("kakuro.log.earlier")
	idLogLater   = ui.Named("kakuro.log.later")
	idLogTurn    = ui.Named("kakuro.log.turn")
)

// logPanel is the round's own game log panel.
type logPanel struct {
	open bool
	at   ui.Panel // where it lies, turned to face its reader
	seat int      // the seat whose panel it covers around a table; -1 at the screen
	// back is how many pages back from the newest the panel shows.
	back     int
	pages    []logPage // the lines cut into pages, oldest first
	lines    []core.LogLine
	key      logKey // what the lines were made from
	title    ui.Rect
	body     ui.Rect
	size     float64
	controls ui.Controls
	img      *ebiten.Image // painted upright, at.Size()
	painted  logPaint      // what img holds
}

// logPage is one page of the log: lines first to end (not included).
type logPage struct{ first, end int }

// logKey is what the log's lines depend on: when it is unchanged, the
// record is not told again.
type logKey struct {
	moves, phase, claimSeat int
	declared                uint64
	lang                    string
}

// logPaint is what the panel's image was painted with.
type logPaint struct {
	key     logKey
	back    int
	w, h    int
	states  [4]ui.State // the buttons', as drawn
	enabled [4]bool
}

// liveLog reports whether the log opens as the round's own panel: the
// clocks run for someone else (an online table, several people here).
func (r *Round) liveLog() bool {
	return r.guide == nil && r.phase != phaseOver && (r.table.Online() || r.table.Humans() > 1)
}

// openLog opens the game log for a press at (x, y) (the Log button's
// centre for its key): the app's overlay, or the round's own panel. It
// reports whether it opened the overlay (which stops the round).
func (r *Round) openLog(ctx *core.Context, x, y float64) bool {
	if !r.liveLog() {
		ctx.Nav.Overlay(core.OverlayLog)
		return true
	}
	lp := &r.log
	lp.open, lp.back, lp.seat = true, 0, -1
	if r.lay.around {
		lp.seat = r.nearestSeat(x, y)
	}
	r.placeLog(ctx)
	return false
}

// nearestSeat is the seat whose panel lies nearest (x, y), but never the
// panel of the seat that has the board: the log would hide its Check.
func (r *Round) nearestSeat(x, y float64) int {
	best, dist := 0, -1.0
	for p, s := range r.seats {
		if r.holds(p) && len(r.seats) > 1 {
			continue
		}
		cx, cy := s.panel.Panel.Rect.Center()
		if d := (cx-x)*(cx-x) + (cy-y)*(cy-y); dist < 0 || d < dist {
			best, dist = p, d
		}
	}
	return best
}

// nextLogSeat is the seat after p the log turns to, passing over the
// one that has the board.
func (r *Round) nextLogSeat(p int) int {
	n := len(r.seats)
	for i := 1; i < n; i++ {
		if q := (p + i) % n; !r.holds(q) {
			return q
		}
	}
	return p
}

// placeLog lays the open panel out for the screen as it is now.
func (r *Round) placeLog(ctx *core.Context) {
	lp := &r.log
	u := r.lay.u
	thumb := 44 * ctx.CSSPx()
	m := max(u, 6*ctx.CSSPx())
	lp.size = ctx.BodyPx()
	if lp.seat >= 0 && lp.seat < len(r.seats) && r.lay.around {
		lp.at = r.seats[lp.seat].panel.Panel
		// A seat's panel too shallow for a row of buttons and a few lines
		// grows toward the board, never onto it.
		lp.at.Rect = r.growToBoard(lp.at, thumb+m*2.5+3*lp.size*1.35, m)
	} else {
		lp.seat = -1
		lp.at = ui.Panel{Rect: r.sideRoom(ctx), Turn: ui.FaceBottom}
	}
	w, h := lp.at.Size()
	// The title and the buttons in a row along the top, the lines under;
	// a row too narrow for the title leaves it out.
	row := ui.Rect{X: m, Y: m, W: max(1, w-2*m), H: min(thumb, max(1, h-2*m))}
	ids := []ui.ID{idLogEarlier, idLogLater, idLogClose}
	if lp.seat >= 0 && len(r.seats) > 1 {
		ids = append([]ui.ID{idLogTurn}, ids...)
	}
	n := float64(len(ids))
	bw := min(thumb*1.3, (row.W-(n-1)*m/2)/n)
	ws := make([]ui.Widget, len(ids))
	for i, id := range ids {
		x := row.X + row.W - (n-float64(i))*(bw+m/2) + m/2
		ws[i] = ui.Widget{ID: id, Rect: ui.Rect{X: x, Y: row.Y, W: bw, H: row.H}, Enabled: true}
	}
	lp.title = ui.Rect{X: row.X, Y: row.Y, W: max(0, ws[0].Rect.X-row.X-m/2), H: row.H}
	if lp.title.W < thumb*1.5 {
		lp.title.W = 0
	}
	lp.body = ui.Rect{X: m, Y: row.Y + row.H + m/2, W: max(1, w-2*m), H: max(1, h-row.H-m*2.5)}
	lp.controls.Set(ws)
	lp.key = logKey{moves: -1} // cut again for the new size
	r.refreshLog(ctx)
}

// growToBoard is panel at's rectangle grown inward (toward the middle
// of the screen, where its bottom edge faces) to at least depth deep as
// its reader sees it, but no nearer the board than gap.
func (r *Round) growToBoard(at ui.Panel, depth, gap float64) ui.Rect {
	rect, board := at.Rect, r.lay.grid
	_, h := at.Size()
	more := max(0, depth-h)
	switch at.Turn {
	case ui.FaceBottom: // up
		grow := min(more, max(0, rect.Y-(board.Y+board.H+gap)))
		rect.Y, rect.H = rect.Y-grow, rect.H+grow
	case ui.FaceTop: // down
		rect.H += min(more, max(0, board.Y-gap-(rect.Y+rect.H)))
	case ui.FaceLeft: // right
		rect.W += min(more, max(0, board.X-gap-(rect.X+rect.W)))
	case ui.FaceRight: // left
		grow := min(more, max(0, rect.X-(board.X+board.W+gap)))
		rect.X, rect.W = rect.X-grow, rect.W+grow
	}
	return rect
}

// sideRoom is the room beside the board for the round's own panels: at
// the screen, where the seats' panels lie (right of the board under the
// row of the Menu button, under the board on a portrait screen, right of
// it on a phone on its side); around a table, left of the board.
func (r *Round) sideRoom(ctx *core.Context) ui.Rect {
	s := r.lay.side
	return ui.Rect{X: s.X, Y: s.Y, W: max(1, s.W), H: max(1, s.H)}
}

// refreshLog tells the log again when what it says has changed, cuts it
// into pages from the newest back, and enables the page turners.
func (r *Round) refreshLog(ctx *core.Context) {
	lp := &r.log
	key := logKey{moves: r.st.MoveCount(), phase: int(r.phase), claimSeat: r.Claimer(), lang: string(ctx.Tr.Lang())}
	for p, s := range r.seats {
		if s.declared {
			key.declared |= 1 << p
		}
	}
	if key == lp.key {
		return
	}
	lp.key = key
	lp.lines = r.GameLog(ctx)
	lp.pages = lp.pages[:0]
	end, y := len(lp.lines), 0.0
	for i := len(lp.lines) - 1; i >= 0; i-- {
		h := core.LogLineHeight(ctx, lp.lines, i, lp.body, lp.size)
		if y > 0 && y+h > lp.body.H {
			lp.pages = append(lp.pages, logPage{first: i + 1, end: end})
			end, y = i+1, 0
		}
		y += h
	}
	lp.pages = append(lp.pages, logPage{first: 0, end: end})
	slices.Reverse(lp.pages) // cut from the newest back; kept oldest first
	lp.back = min(lp.back, len(lp.pages)-1)
	r.enableLogTurners()
}

// enableLogTurners turns Earlier and Later on where there is a page.
func (r *Round) enableLogTurners() {
	lp := &r.log
	ws := lp.controls.Widgets()
	for i := range ws {
		switch ws[i].ID {
		case idLogEarlier:
			ws[i].Enabled = lp.back < len(lp.pages)-1
		case idLogLater:
			ws[i].Enabled = lp.back > 0
		}
	}
	lp.controls.Set(ws)
}

// updateLog takes the open panel's part of the tick's input: L and Esc
// close it, and so does its close button; the presses on it are its
// own. It returns the frame the round goes on with (f less those).
func (r *Round) updateLog(ctx *core.Context, f *ui.Frame) *ui.Frame {
	lp := &r.log
	if f.Key(ui.KeyLog) || f.Key(ui.KeyBack) {
		lp.open = false
		ctx.Play(audio.Click)
		return &ui.Frame{Pads: f.Pads, ConnectedPads: f.ConnectedPads}
	}
	r.refreshLog(ctx)
	own := ui.Frame{}
	rest := *f
	rest.Pointers = nil
	for _, p := range f.Pointers {
		if lp.at.Rect.Contains(p.X, p.Y) || lp.at.Rect.Contains(p.StartX, p.StartY) && !p.Pressed {
			own.Pointers = append(own.Pointers, lp.at.PointerToLocal(p))
		} else {
			rest.Pointers = append(rest.Pointers, p)
		}
	}
	switch lp.controls.Update(&own) {
	case idLogClose:
		lp.open = false
	case idLogEarlier:
		lp.back = min(lp.back+1, len(lp.pages)-1)
	case idLogLater:
		lp.back = max(lp.back-1, 0)
	case idLogTurn:
		lp.seat = r.nextLogSeat(lp.seat)
		r.placeLog(ctx)
	default:
		return &rest
	}
	ctx.Play(audio.Click)
	r.enableLogTurners()
	return &rest
}

// logTargets are the open panel's buttons in screen pixels.
func (r *Round) logTargets(out []ui.Target) []ui.Target {
	lp := &r.log
	for _, w := range lp.controls.Widgets() {
		sr := lp.at.RectToScreen(w.Rect)
		out = append(out, ui.Target{ID: w.ID.String(), X: sr.X, Y: sr.Y, W: sr.W, H: sr.H, Enabled: w.Enabled})
	}
	return out
}

// drawLog paints the open panel upright into its image (again only when
// what it shows changed) and turns it into place.
func (r *Round) drawLog(dst *ebiten.Image, ctx *core.Context) {
	lp := &r.log
	if !lp.open {
		return
	}
	w, h := lp.at.Size()
	if w < 8 || h < 8 {
		return
	}
	paint := logPaint{key: lp.key, back: lp.back, w: int(w), h: int(h)}
	for i, x := range lp.controls.Widgets() {
		paint.states[i], paint.enabled[i] = lp.controls.State(x.ID), x.Enabled
	}
	if lp.img == nil || lp.img.Bounds().Dx() != paint.w || lp.img.Bounds().Dy() != paint.h {
		if lp.img != nil {
			lp.img.Deallocate()
		}
		lp.img = ebiten.NewImage(paint.w, paint.h)
		lp.painted = logPaint{}
	}
	if paint != lp.painted {
		r.paintLog(ctx)
		lp.painted = paint
	}
	dst.DrawImage(lp.img, &ebiten.DrawImageOptions{GeoM: lp.at.GeoM()})
}

// paintLog paints the panel upright into its image: an opaque panel, the
// title, the buttons, the page's lines (or a word that there are none).
func (r *Round) paintLog(ctx *core.Context) {
	lp := &r.log
	img := lp.img
	img.Clear()
	k, pal := ctx.Kit, ctx.Kit.Palette()
	w, h := lp.at.Size()
	defer ctx.Texts.Enter("log panel", ui.Rect{W: w, H: h})()
	drawOpaquePanel(img, k, ui.Rect{W: w, H: h})
	title := ctx.T("overlay.title.log")
	if len(lp.pages) > 1 {
		title += " · " + ctx.T("help.page", len(lp.pages)-lp.back, len(lp.pages))
	}
	if lp.title.W > 0 {
		face := core.FitBold(title, lp.title.W, min(lp.title.H*0.5, ctx.BodyPx()*1.2))
		_, ty := lp.title.Center()
		core.Text(img, ctx, title, face, lp.title.X, ty, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, lp.title)
	}
	for _, x := range lp.controls.Widgets() {
		core.DrawButton(img, ctx, &lp.controls, x, "", sprites.ButtonSecondary)
		ink := pal.Ink
		if !x.Enabled {
			ink = pal.Muted
		}
		drawLogSign(img, x.ID, x.Rect, ink)
	}
	if len(lp.lines) == 0 {
		core.Paragraphs(img, ctx, ctx.T("log.empty"), lp.body, lp.size, pal.PanelText)
		return
	}
	pg := lp.pages[len(lp.pages)-1-lp.back]
	at := lp.body
	for i := pg.first; i < pg.end; i++ {
		at.Y += core.DrawLogLine(img, ctx, lp.lines, i, at, lp.size, pal.PanelText)
	}
}

// drawLogSign draws a log panel button's sign, in strokes that need no
// words and no glyph the fonts may lack: a chevron up (earlier) or down
// (later), a cross (close), a turning arrow (to the next seat).
func drawLogSign(dst *ebiten.Image, id ui.ID, r ui.Rect, ink color.RGBA) {
	cx, cy := r.Center()
	s := min(r.W, r.H) * 0.2
	w := float32(max(2, s*0.3))
	line := func(x0, y0, x1, y1 float64) {
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, ink, true)
	}
	switch id {
	case idLogEarlier, idLogLater:
		d := 1.0
		if id == idLogLater {
			d = -1
		}
		line(cx-s, cy+d*s*0.5, cx, cy-d*s*0.5)
		line(cx, cy-d*s*0.5, cx+s, cy+d*s*0.5)
	case idLogTurn:
		// Three quarters of a circle, clockwise from the top, and the
		// arrow's head at its end.
		const steps = 18
		for i := range steps {
			a0 := -math.Pi/2 + 1.5*math.Pi*float64(i)/steps
			a1 := -math.Pi/2 + 1.5*math.Pi*float64(i+1)/steps
			line(cx+s*math.Cos(a0), cy+s*math.Sin(a0), cx+s*math.Cos(a1), cy+s*math.Sin(a1))
		}
		ex, ey := cx-s, cy // the end, at the left: the head points up
		line(ex-s*0.45, ey+s*0.1, ex, ey-s*0.4)
		line(ex, ey-s*0.4, ex+s*0.45, ey+s*0.1)
	default:
		line(cx-s*0.8, cy-s*0.8, cx+s*0.8, cy+s*0.8)
		line(cx+s*0.8, cy-s*0.8, cx-s*0.8, cy+s*0.8)
	}
}
