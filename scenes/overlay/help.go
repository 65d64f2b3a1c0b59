package overlay

import (
	"image/color"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The help overlay: a game's rules in words, its pictures beside them
// (wide screens) or under them, and the buttons: back, from the menu the
// next game's rules, and "try it", which starts a game to learn by. Rules
// that do not fit one screen at a size still read are cut into pages at
// their paragraphs, turned by Previous and Next or the arrow keys.

// Help's sizes in CSS pixels (times the device scale): the smallest
// touch target, and the rules' text: it starts from a hundredth of the
// screen's short side times 3.2 (within the comfortable range) and
// shrinks to fit one page, never below the smallest size for the screen
// (a phone's, or a larger screen's, held further away); pages are set at
// the page size, or the start size where that is smaller.
const (
	helpTouch     = 44
	helpRowButton = 150 // narrower, three buttons do not share a row
	helpText      = 14
	helpTextWide  = 15
	helpTextPage  = 16
	helpTextMax   = 18
	helpPhone     = 600 // a short side under this is a phone's
)

// helpMeasure is the widest a page's text is set, in ems (about 80
// letters).
const helpMeasure = 40

// helpShrink is the most the rules' text shrinks below the size it fits
// at to make room for the pictures on one page; shrinking more, pages
// read better.
const helpShrink = 0.8

// The page turners' widget IDs.
var (
	idHelpPrev = ui.Named("help.prev")
	idHelpNext = ui.Named("help.next")
)

// helpPage is one page of the help: paragraphs first to end (not
// included) set in text, and the pictures in pics (zero: none here).
type helpPage struct {
	first, end int
	text, pics ui.Rect
}

// helpPages is the help cut into pages, kept while its text, body and
// game stay, the page shown and where its "2 / 4" goes.
type helpPages struct {
	text      string
	body      ui.Rect
	game      int
	size      float64
	pages     []helpPage
	page      int
	indicator ui.Rect
}

// helpButtons lists the help's buttons: back always; from the menu, the
// next game's rules when several games have some, and "try it" for a
// game that can be played.
func (o *Scene) helpButtons() []ui.ID {
	ids := []ui.ID{idOBack}
	if o.inGame() {
		return ids
	}
	if o.gamesWithHelp() > 1 {
		ids = append(ids, idHelpGame)
	}
	if o.games[o.helpGame].Playable() {
		ids = append(ids, idTry)
	}
	return ids
}

// layoutHelp sets the panel, the text and pictures' body, the pages and
// the buttons: in one row under the body, or, where three would be
// cramped, "try it" across the panel over the other two; with several
// pages, Previous, "2 / 4" and Next in a row over them.
func (o *Scene) layoutHelp(ctx *core.Context) {
	u := ctx.U()
	css := ctx.CSSPx()
	W, H := float64(ctx.W), float64(ctx.H)
	g := o.games[o.helpGame]
	pw := min(W-u*6, u*100)
	if g.HelpPictures != nil && W > H*1.2 { // a wide screen: room for pictures beside the text
		pw = min(W-u*6, u*140)
	}
	o.panel = ui.Rect{X: (W - pw) / 2, Y: u * 3, W: pw, H: H - u*6}
	bh := max(u*9, helpTouch*css)
	gap := u * 2
	inner := ui.Rect{X: o.panel.X + u*4, W: pw - u*8}
	ids := o.helpButtons()
	var rows [][]ui.ID
	switch {
	case len(ids) == 3 && (inner.W-2*gap)/3 < helpRowButton*css:
		rows = [][]ui.ID{{idTry}, {idOBack, idHelpGame}}
	default:
		rows = [][]ui.ID{ids}
	}
	bottom := o.panel.Y + o.panel.H - u*3
	top := bottom - float64(len(rows))*bh - float64(len(rows)-1)*gap
	o.setBody(ui.Rect{X: inner.X, Y: o.panel.Y + u*12, W: inner.W, H: top - gap - o.panel.Y - u*12})
	var ws []ui.Widget
	if !o.fitOnePage(ctx, g) {
		o.setBody(ui.Rect{X: inner.X, Y: o.body.Y, W: inner.W, H: o.body.H - bh - gap})
		o.cutPages(ctx, g)
		row := ui.Rect{X: inner.X, Y: top - gap - bh, W: inner.W, H: bh}
		mid := min(u*24, inner.W/4)
		bw := (row.W - mid - 2*gap) / 2
		o.help.indicator = ui.Rect{X: row.X + bw + gap, Y: row.Y, W: mid, H: bh}
		ws = append(ws,
			ui.Widget{ID: idHelpPrev, Rect: ui.Rect{X: row.X, Y: row.Y, W: bw, H: bh}, Enabled: o.help.page > 0},
			ui.Widget{ID: idHelpNext, Rect: ui.Rect{X: row.X + row.W - bw, Y: row.Y, W: bw, H: bh}, Enabled: o.help.page < len(o.help.pages)-1})
	}
	for i, row := range rows {
		r := ui.Rect{X: inner.X, Y: top + float64(i)*(bh+gap), W: inner.W, H: bh}
		if len(row) == 1 && len(rows) == 1 { // back alone: not across the panel
			r = r.CenterIn(min(inner.W, u*40), bh)
		}
		for j, b := range r.Row(len(row), gap) {
			ws = append(ws, ui.Widget{ID: row[j], Rect: b, Enabled: true})
		}
	}
	o.controls.Set(ws)
	if o.controls.Focused().IsZero() {
		o.controls.Focus(idOBack)
	}
}

// setBody sets the body and, on a wide enough one, the pictures' column
// at its right.
func (o *Scene) setBody(body ui.Rect) {
	o.body = body
	o.pics = ui.Rect{}
	if o.games[o.helpGame].HelpPictures != nil && body.W > body.H*1.3 {
		w := body.W * 0.4
		o.pics = ui.Rect{X: body.X + body.W - w, Y: body.Y, W: w, H: body.H}
	}
}

// helpFloor is the smallest the rules' text may be on this screen.
func helpFloor(ctx *core.Context) float64 {
	css := ctx.CSSPx()
	if float64(min(ctx.W, ctx.H))/css < helpPhone {
		return helpText * css
	}
	return helpTextWide * css
}

// helpStart is the size the rules' text starts from before fitting.
func helpStart(ctx *core.Context) float64 {
	return max(helpFloor(ctx), min(ctx.U()*3.2, helpTextMax*ctx.CSSPx()))
}

// fitOnePage lays the whole help out on one page when the text and the
// pictures fit the body at a size still read, and reports whether they
// did.
func (o *Scene) fitOnePage(ctx *core.Context, g *core.Game) bool {
	text := ctx.T(g.HelpKey())
	if o.help.same(text, o.body, o.helpGame) {
		return true
	}
	box := o.textBox(ctx, g)
	if o.fit.text != text || o.fit.box != box {
		o.fit.text, o.fit.box, o.fit.size = text, box, o.fitText(ctx, g, text, box, ctx.Kit.Palette())
	}
	if o.fit.size == 0 {
		return false
	}
	h := o.helpText(nil, ctx, text, box, o.fit.size, ctx.Kit.Palette())
	o.setPages(text, o.body, o.fit.size, []helpPage{{end: strings.Count(text, "\n") + 1, text: box, pics: o.picturesBox(ctx, g, box, h)}})
	return true
}

// cutPages cuts the help into pages at its paragraphs, at the page size:
// each page as many paragraphs as fit the body (less the pictures'
// column where they fit it, on every page; else no wider than
// helpMeasure, in its middle), the pictures under the last
// page's text where they fit there, else on a page of their own.
func (o *Scene) cutPages(ctx *core.Context, g *core.Game) {
	text := ctx.T(g.HelpKey())
	if o.help.same(text, o.body, o.helpGame) {
		return
	}
	u := ctx.U()
	size := max(helpFloor(ctx), min(helpStart(ctx), helpTextPage*ctx.CSSPx()))
	column := o.pics.W > 0 && g.HelpPictures(helpProbe(), ctx, o.pics) > 0
	box := o.body
	if column {
		box.W = o.pics.X - u*2 - box.X
	} else if w := size * helpMeasure; box.W > w { // lines a reader's eye can follow back
		box.X, box.W = box.X+(box.W-w)/2, w
	}
	paras := strings.Split(text, "\n")
	var pages []helpPage
	page, y := helpPage{text: box}, 0.0
	for i, para := range paras {
		h := core.Paragraphs(nil, ctx, para, box, size, color.RGBA{}) + size*0.5
		if y > 0 && y+h > box.H {
			page.end = i
			pages = append(pages, page)
			page, y = helpPage{first: i, text: box}, 0
		}
		y += h
	}
	page.end = len(paras)
	pages = append(pages, page)
	switch {
	case column:
		for i := range pages {
			pages[i].pics = o.pics
		}
	case g.HelpPictures != nil:
		top := box.Y + y + u*2
		r := ui.Rect{X: o.body.X, Y: top, W: o.body.W, H: o.body.Y + o.body.H - top}
		if r.H >= 1 && g.HelpPictures(helpProbe(), ctx, r) > 0 {
			pages[len(pages)-1].pics = r
		} else {
			pages = append(pages, helpPage{first: len(paras), end: len(paras), pics: o.body})
		}
	}
	o.setPages(text, o.body, size, pages)
}

// same reports whether the pages were cut for this text, body and game.
func (h *helpPages) same(text string, body ui.Rect, game int) bool {
	return len(h.pages) > 0 && h.text == text && h.body == body && h.game == game
}

// setPages keeps new pages for the help of o.helpGame and, when they
// replace pages of the same rules (the screen turned or was resized),
// shows the page with the paragraph the reader was at.
func (o *Scene) setPages(text string, body ui.Rect, size float64, pages []helpPage) {
	at := 0
	if h := &o.help; h.game == o.helpGame && h.text == text && h.page < len(h.pages) {
		at = h.pages[h.page].first
	}
	page := 0
	for i, p := range pages {
		if p.first <= at {
			page = i
		}
	}
	o.help = helpPages{text: text, body: body, game: o.helpGame, size: size, pages: pages, page: page}
}

// updateControls runs the overlay's buttons for a tick and returns the
// one activated. With several help pages, Previous and Next and the Left
// and Right keys (arrows, d-pad) turn the page there and then: the
// arrows do not also move the focus, and nothing is left to act on.
func (o *Scene) updateControls(ctx *core.Context) ui.ID {
	if o.pageCount() < 2 {
		return o.controls.Update(ctx.Frame)
	}
	f := *ctx.Frame
	f.Keys = nil
	turn := 0
	for _, k := range ctx.Frame.Keys {
		switch k {
		case ui.KeyLeft:
			turn--
		case ui.KeyRight:
			turn++
		default:
			f.Keys = append(f.Keys, k)
		}
	}
	id := o.controls.Update(&f)
	switch id {
	case idHelpPrev:
		turn--
	case idHelpNext:
		turn++
	default:
		o.turnPage(ctx, turn)
		return id
	}
	o.turnPage(ctx, turn)
	return ui.ID{}
}

// pageCount is how many pages the help or the log shown has (0 on the
// other panels).
func (o *Scene) pageCount() int {
	switch o.kind {
	case core.OverlayHelp:
		return len(o.help.pages)
	case core.OverlayLog:
		return len(o.log.pages)
	}
	return 0
}

// turnPage shows the page d pages on, within the first and the last; a
// page turner that can turn no further hands the focus to the other.
func (o *Scene) turnPage(ctx *core.Context, d int) {
	at := &o.help.page
	if o.kind == core.OverlayLog {
		at = &o.log.page
	}
	page := min(max(*at+d, 0), o.pageCount()-1)
	if d == 0 || page == *at {
		return
	}
	*at = page
	ctx.Play(audio.Click)
	o.Layout(ctx)
	other := map[ui.ID]ui.ID{idHelpPrev: idHelpNext, idHelpNext: idHelpPrev}
	for _, w := range o.controls.Widgets() {
		if w.ID == o.controls.Focused() && !w.Enabled && !other[w.ID].IsZero() {
			o.controls.Focus(other[w.ID])
		}
	}
}

// tryIt starts a game to learn by: the game's guided first game where it
// has one, else a practice game for one person (with the fewest bots the
// game needs, the easiest) with hints on. Practice games are not saved or
// counted, so trying never costs a game in progress or a statistic.
func (o *Scene) tryIt(ctx *core.Context) {
	g := o.games[o.helpGame]
	if g.Guide != nil {
		ctx.Nav.Switch(g.Guide(ctx))
		return
	}
	t := core.Table{Game: g.ID, Seats: []rules.Player{{Name: ctx.T("setup.player", 1)}}, Hints: g.Hints, Practice: true}
	for len(t.Seats) < g.MinSeats {
		t.Seats = append(t.Seats, rules.Player{Name: ctx.T("seat.bot.name", len(t.Seats)), Bot: g.BotLevels[0]})
	}
	ctx.Nav.Switch(g.Start(ctx, t))
}

// drawHelp draws the page shown: its paragraphs at the size the layout
// chose, the game's pictures where the page has them, and with several
// pages, which page of how many it is.
func (o *Scene) drawHelp(dst *ebiten.Image, ctx *core.Context, g *core.Game, p sprites.Palette) {
	text := ctx.T(g.HelpKey())
	if o.help.text != text || o.help.game != o.helpGame || len(o.help.pages) == 0 {
		o.layoutHelp(ctx) // the rules changed under the layout (the language)
	}
	h := &o.help
	pg := h.pages[h.page]
	r := pg.text
	for _, para := range strings.Split(text, "\n")[pg.first:pg.end] {
		r.Y += core.Paragraphs(dst, ctx, para, r, h.size, p.PanelText) + h.size*0.5
	}
	if pg.pics.W >= 1 && pg.pics.H >= 1 {
		g.HelpPictures(dst, ctx, pg.pics)
	}
	if len(h.pages) > 1 {
		cx, cy := h.indicator.Center()
		core.Text(dst, ctx, ctx.T("help.page", h.page+1, len(h.pages)), sprites.UI(h.size), cx, cy, sprites.AlignCenter, sprites.AlignCenter, p.PanelText, h.indicator)
	}
}

// textBox is where the rules' words go on one page: the body, less the
// pictures' column on a wide screen or their band under the text.
func (o *Scene) textBox(ctx *core.Context, g *core.Game) ui.Rect {
	box := o.body
	switch {
	case g.HelpPictures != nil && o.pics.W > 0:
		box.W = o.pics.X - ctx.U()*2 - box.X
	case g.HelpPictures != nil:
		box.H = o.body.H * (1 - helpPicturesShare)
	}
	return box
}

// picturesBox is where the pictures go once the text took h of box: the
// column beside it, or what is left of the body under it; zero without
// pictures.
func (o *Scene) picturesBox(ctx *core.Context, g *core.Game, box ui.Rect, h float64) ui.Rect {
	if g.HelpPictures == nil {
		return ui.Rect{}
	}
	if o.pics.W > 0 {
		return o.pics
	}
	top := box.Y + h + ctx.U()*2
	return ui.Rect{X: o.body.X, Y: top, W: o.body.W, H: o.body.Y + o.body.H - top}
}

// fitText is the type size for the rules on one page: the largest, from
// the start size down to the screen's smallest, at which the text fits
// box and the game's pictures (shrinking the text by at most helpShrink
// for them) fit the room left to them; 0 when there is none, and the
// rules need pages. Measuring a long text at a new size is slow, so the
// first guess comes from the text's height growing as the square of its
// size.
func (o *Scene) fitText(ctx *core.Context, g *core.Game, text string, box ui.Rect, p sprites.Palette) float64 {
	floor := helpFloor(ctx)
	size := helpStart(ctx)
	h := o.helpText(nil, ctx, text, box, size, p)
	if h > box.H {
		size = max(floor, size*math.Sqrt(box.H/h)*0.99)
		h = o.helpText(nil, ctx, text, box, size, p)
	}
	for h > box.H && size > floor {
		size = max(floor, size*0.97)
		h = o.helpText(nil, ctx, text, box, size, p)
	}
	if h > box.H {
		return 0
	}
	if g.HelpPictures == nil {
		return size
	}
	least := max(floor, size*helpShrink)
	for {
		if r := o.picturesBox(ctx, g, box, h); r.W >= 1 && r.H >= 1 && g.HelpPictures(helpProbe(), ctx, r) > 0 {
			return size
		}
		if size <= least {
			return 0
		}
		size = max(least, size*0.95)
		h = o.helpText(nil, ctx, text, box, size, p)
	}
}

// helpProbe is a one-pixel image the pictures are drawn into to learn
// whether they fit: what falls outside it costs nothing.
var helpProbe = sync.OnceValue(func() *ebiten.Image { return ebiten.NewImage(1, 1) })

// helpPicturesShare is the most of the help body pictures under the text
// take from it on one page.
const helpPicturesShare = 0.28

// helpText lays out the paragraphs in r at size and returns their height;
// with a nil dst it only measures.
func (o *Scene) helpText(dst *ebiten.Image, ctx *core.Context, text string, r ui.Rect, size float64, p sprites.Palette) float64 {
	top := r.Y
	for _, para := range strings.Split(text, "\n") {
		r.Y += core.Paragraphs(dst, ctx, para, r, size, p.PanelText) + size*0.5
	}
	return r.Y - top
}
