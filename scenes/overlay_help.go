package scenes

import (
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The help overlay: a game's rules in words, its pictures beside them
// (wide screens) or under them, and the buttons: back, from the menu the
// next game's rules, and "try it", which starts a game to learn by.

// Help's sizes in CSS pixels (times the device scale): the smallest
// touch target, and the range of sizes the rules' text starts from (a
// hundredth of the screen's short side times 3.2, within it) before
// shrinking to fit.
const (
	helpTouch     = 44
	helpRowButton = 150 // narrower, three buttons do not share a row
	helpText      = 14
	helpTextMax   = 18
)

// helpShrink is the most the rules' text shrinks below the size it fits
// at to make room for the pictures.
const helpShrink = 0.8

// helpButtons lists the help's buttons: back always; from the menu, the
// next game's rules when several games have some, and "try it" for a
// game that can be played.
func (o *overlay) helpButtons() []ui.ID {
	ids := []ui.ID{idOBack}
	if o.inGame() {
		return ids
	}
	if gamesWithHelp() > 1 {
		ids = append(ids, idHelpGame)
	}
	if registry[o.helpGame].Playable() {
		ids = append(ids, idTry)
	}
	return ids
}

// layoutHelp sets the panel, the text and pictures' body and the buttons:
// in one row under the body, or, where three would be cramped, "try it"
// across the panel over the other two.
func (o *overlay) layoutHelp(ctx *core.Context) {
	u := ctx.U()
	css := max(ctx.Scale, 1)
	W, H := float64(ctx.W), float64(ctx.H)
	pics := registry[o.helpGame].HelpPictures != nil
	pw := min(W-u*6, u*100)
	if pics && W > H*1.2 { // a wide screen: room for pictures beside the text
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
	var ws []ui.Widget
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
	o.body = ui.Rect{X: inner.X, Y: o.panel.Y + u*12, W: inner.W}
	o.body.H = top - gap - o.body.Y
	o.pics = ui.Rect{}
	if pics && o.body.W > o.body.H*1.3 {
		w := o.body.W * 0.4
		o.pics = ui.Rect{X: o.body.X + o.body.W - w, Y: o.body.Y, W: w, H: o.body.H}
	}
}

// tryIt starts a game to learn by: the game's guided first game where it
// has one, else a practice game for one person (with the fewest bots the
// game needs, the easiest) with hints on. Practice games are not saved or
// counted, so trying never costs a game in progress or a statistic.
func (o *overlay) tryIt(ctx *core.Context) {
	g := registry[o.helpGame]
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

// drawHelp draws the how-to-play text at the size fitText chose and the
// game's pictures beside it (wide screens) or under it.
func (o *overlay) drawHelp(dst *ebiten.Image, ctx *core.Context, g *core.Game, p sprites.Palette) {
	text := ctx.T("help." + g.ID)
	box := o.textBox(ctx, g)
	if o.fit.text != text || o.fit.box != box {
		o.fit.text, o.fit.box, o.fit.size = text, box, o.fitText(ctx, g, text, box, p)
	}
	h := o.helpText(dst, ctx, text, box, o.fit.size, p)
	if r := o.picturesBox(ctx, g, box, h); r.W >= 1 && r.H >= 1 {
		g.HelpPictures(dst, ctx, r)
	}
}

// textBox is where the rules' words go: the body, less the pictures'
// column on a wide screen or their band under the text.
func (o *overlay) textBox(ctx *core.Context, g *core.Game) ui.Rect {
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
func (o *overlay) picturesBox(ctx *core.Context, g *core.Game, box ui.Rect, h float64) ui.Rect {
	if g.HelpPictures == nil {
		return ui.Rect{}
	}
	if o.pics.W > 0 {
		return o.pics
	}
	top := box.Y + h + ctx.U()*2
	return ui.Rect{X: o.body.X, Y: top, W: o.body.W, H: o.body.Y + o.body.H - top}
}

// fitText is the type size for the rules: the largest, from a
// comfortable reading size down, at which the text fits box and the
// game's pictures still fit the room left to them; when no size leaves
// the pictures room, the largest at which the text fits. Measuring a
// long text at a new size is slow, so the first guess comes from the
// text's height growing as the square of its size.
func (o *overlay) fitText(ctx *core.Context, g *core.Game, text string, box ui.Rect, p sprites.Palette) float64 {
	u, css := ctx.U(), max(ctx.Scale, 1)
	size := min(max(min(u*3.2, helpTextMax*css), helpText*css), u*4.4)
	h := o.helpText(nil, ctx, text, box, size, p)
	if h > box.H {
		size = max(6, size*math.Sqrt(box.H/h)*0.99)
		h = o.helpText(nil, ctx, text, box, size, p)
	}
	for h > box.H && size > 6 {
		size *= 0.97
		h = o.helpText(nil, ctx, text, box, size, p)
	}
	if g.HelpPictures == nil {
		return size
	}
	for fits := size; size > 6; size *= 0.95 {
		if size < fits {
			h = o.helpText(nil, ctx, text, box, size, p)
		}
		if r := o.picturesBox(ctx, g, box, h); r.W >= 1 && r.H >= 1 && g.HelpPictures(helpProbe(), ctx, r) > 0 {
			return size
		}
		if size*0.95 < fits*helpShrink {
			return fits // the pictures do not fit at any size worth reading
		}
	}
	return size
}

// helpProbe is a one-pixel image the pictures are drawn into to learn
// whether they fit: what falls outside it costs nothing.
var helpProbe = sync.OnceValue(func() *ebiten.Image { return ebiten.NewImage(1, 1) })

// helpPicturesShare is the most of the help body pictures under the text
// take from it.
const helpPicturesShare = 0.28

// helpText lays out the paragraphs in r at size and returns their height;
// with a nil dst it only measures.
func (o *overlay) helpText(dst *ebiten.Image, ctx *core.Context, text string, r ui.Rect, size float64, p sprites.Palette) float64 {
	top := r.Y
	for _, para := range strings.Split(text, "\n") {
		r.Y += core.Paragraphs(dst, ctx, para, r, size, p.PanelText) + size*0.5
	}
	return r.Y - top
}
