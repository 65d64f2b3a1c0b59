package kakuro

import (
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// What a seat's panel must hold, and the three ways it lays it out.
//
// Every text a panel draws reads at the least (12 CSS px) and every
// button is a fingertip (44 CSS px); the buzzer, the game's one big
// control, is larger still, so that its "Kakuro!" reads on its dome. A
// panel too small for all that is a layout's bug, not a reason to shrink
// the words: the screen's layout (computeLayout, layoutAround) gives
// each panel one of the three shapes below, the board giving up a little
// where nothing else does.
//
//   - column: name, hand and status on the left, the buzzer over
//     "impossible" on the right (a laptop's panels, a table's deep ones);
//   - row: name, hand and status on the left, "impossible" and the buzzer
//     side by side on the right (four or five seats on a phone, a
//     table's shallow panels);
//   - stack: name, hand and status over a row of the buzzer and
//     "impossible" (a phone's half-width panels).
//
// While a person claims, Check and Undo take the buttons' place.

// panelShape is how a seat's panel lays out its parts.
type panelShape int

const (
	shapeColumn panelShape = iota
	shapeRow
	shapeStack
)

// panelNeeds are the least sizes of a seat's panel's parts on this screen
// in this language, in screen pixels.
type panelNeeds struct {
	least  float64 // a text's least size
	line   float64 // a line of text at the least, with room to breathe
	thumb  float64 // a touch target's least side
	buzz   float64 // the buzzer's least side: its label reads on its dome
	tile   float64 // a hand tile's least side: a fingertip picks it up
	impW   float64 // "impossible" (or a bot's level in its place) wide enough for its words
	undoW  float64 // Undo, wide enough for its label
	checkW float64 // Check, wide enough for its word (its seconds go under it where they must)
	leftW  float64 // the name, hand and status's least width
	keyW   float64 // the room for a seat's key beside a small buzzer
	pileW  float64 // a pile's icon and its longest caption at the least
	// captionW is the piles' longest caption at the least.
	captionW float64
	btnW     float64 // the Log and Menu buttons' least width
	// sum is the side of a table's panel's sum tile: at least this.
	sum float64
}

// buzzLabelShare is the share of the buzzer's side its label may take:
// the dome's width, a little less.
const buzzLabelShare = 0.8

// panelNeeds measures what the seats' panels must hold here: the labels
// of their buttons, the bots' levels, the seats' keys, in ctx's language.
func (r *Round) panelNeeds(ctx *core.Context) panelNeeds {
	css, least := ctx.CSSPx(), ctx.Least()
	face := sprites.Bold(least)
	width := func(ss ...string) float64 {
		w := 0.0
		for _, s := range ss {
			x, _ := sprites.Measure(s, face)
			w = max(w, x)
		}
		return w
	}
	t := ctx.T
	n := panelNeeds{least: least, line: least * lineBox * 1.1, thumb: 44 * css, tile: 28 * css, sum: 26 * css}
	n.buzz = max(58*css, width(t("kakuro.buzz"), t("kakuro.buzz.out"))/buzzLabelShare+2*css)
	// A seat's button's label takes 0.9 of its width, at the least where
	// it is no larger (drawSeatButton).
	label := func(w float64) float64 { return w/0.9 + 2*css }
	n.impW = max(n.thumb*1.5, label(width(t("kakuro.impossible"), t("kakuro.impossible.on"))))
	for _, p := range r.table.Seats {
		if key := botKey(p.Bot); key != "" {
			n.impW = max(n.impW, width(t(key))+6*css)
		}
	}
	n.undoW = max(n.thumb*1.3, label(width(t("round.undo"))))
	n.checkW = max(n.thumb*1.3, label(width(t("kakuro.check"))))
	// The name, hand and status are as wide as the status's shortest
	// wordings at the least (what the seat does, a claimer's next step,
	// the first reason its row is not legal yet, "…" where more follow),
	// but no wider than 150 CSS px: each pixel more is a pixel off the
	// board on a phone lying down with five seats, and the news says
	// whole what a status there cuts short.
	words := width(t("kakuro.status.short.tiles"), t("kakuro.status.short.ready"), t("kakuro.status.short.swap"),
		t("kakuro.status.short.locked"), t("kakuro.status.mark"), t("kakuro.status.declared"), t("kakuro.status.thinking"),
		t("kakuro.status.botclaim"), ctx.N("kakuro.why.doublers-short", 8, 8)+"…")
	for _, why := range whyKeys {
		words = max(words, width(t(why)+"…"))
	}
	n.leftW = max(140*css, width(ctx.N("kakuro.points", 88, 88))+60*css, min(words+2*css, 150*css))
	for p := range r.seats {
		if r.human(p) {
			n.keyW = max(n.keyW, width(r.buzzerKey(ctx, p, false))+8*css)
		}
	}
	n.captionW = width(t("kakuro.stack", 88), t("kakuro.asidecount", 3, 3), t("kakuro.stock", 88))
	n.pileW = n.pileAt(least)
	// Log and Menu are core.DrawButton's, its label shrunk a tenth at a
	// time: it must fit a step above the least to stop at the least.
	n.btnW = max(n.thumb*1.3, width(t("round.menu"), t("kakuro.log.button"))/0.81+4*css)
	return n
}

// pileAt is the width of a pile's icon (at most one and a half times its
// caption's size, its shadow around it) and its longest caption at size.
func (n panelNeeds) pileAt(size float64) float64 {
	return size*2.6 + n.captionW*size/n.least + 2
}

// whyKeys are the short reasons a claim is not legal yet (kakuro.why.*),
// but the doublers', which counts.
var whyKeys = []string{"kakuro.why.row-too-short", "kakuro.why.row-off-play-area", "kakuro.why.not-a-number-square",
	"kakuro.why.no-start-sum-field", "kakuro.why.start-half-taken", "kakuro.why.row-not-closed", "kakuro.why.already-scored",
	"kakuro.why.not-silver", "kakuro.why.swap-same-square", "kakuro.why.digit-outside-row", "kakuro.why.sum-field-misplaced"}

// botKey is the message key of a bot's level ("Bot · easy"), or "" for
// a person. A constant per level: the panel asks for it every frame.
func botKey(level string) string {
	switch level {
	case "easy":
		return "seat.bot.easy"
	case "normal":
		return "seat.bot.normal"
	case "hard":
		return "seat.bot.hard"
	}
	return ""
}

// panelPad is the margin inside a w×h panel.
func panelPad(ctx *core.Context, w, h float64) float64 {
	return max(3*ctx.CSSPx(), min(w, h)*0.06)
}

// leftH is the least height of the name, hand and status, one above the
// other.
func (n panelNeeds) leftH(pad float64) float64 {
	return n.line + n.tile + n.line + 2*pad*0.3
}

// sumW is the width a table's sum tile takes from the name and hand.
func (n panelNeeds) sumW(sum bool, pad float64) float64 {
	if !sum {
		return 0
	}
	return max(n.sum, n.line+n.tile) + pad*0.6
}

// colW is the width of the column design's right column.
func (n panelNeeds) colW() float64 { return max(n.impW, n.undoW, n.checkW, n.buzz) }

// rowClusterW is the row design's buttons' width: "impossible" and the
// buzzer, or Check and Undo.
func (n panelNeeds) rowClusterW(pad float64) float64 {
	return max(n.impW+pad+n.buzz, n.undoW+pad+n.checkW)
}

// stackW is the stack design's buttons' row's width.
func (n panelNeeds) stackW(pad float64) float64 {
	return max(n.buzz+pad+n.impW, n.undoW+pad+n.checkW)
}

// shape is the design a w×h panel takes: the column where its right
// column holds the buzzer over "impossible", else the row, else the
// stack; ok is false when none fits (the panel is squeezed into the
// likelier one).
func (n panelNeeds) shape(ctx *core.Context, w, h float64, sum bool) (panelShape, bool) {
	pad := panelPad(ctx, w, h)
	iw, ih := w-2*pad, h-2*pad
	left := n.leftW + n.sumW(sum, pad)
	switch {
	case ih >= n.buzz+pad*0.5+n.thumb && iw-n.colW()-pad >= left && ih >= n.leftH(pad):
		return shapeColumn, true
	case ih >= max(n.buzz, n.leftH(pad)) && iw-n.rowClusterW(pad)-pad >= left:
		return shapeRow, true
	case iw >= n.stackW(pad) && iw >= left && ih >= n.leftH(pad)+pad*0.3+n.buzz:
		return shapeStack, true
	case w >= h*1.6:
		return shapeRow, false
	}
	return shapeStack, false
}

// fits reports whether a w×h panel takes one of the designs.
func (n panelNeeds) fits(ctx *core.Context, w, h float64, sum bool) bool {
	_, ok := n.shape(ctx, w, h, sum)
	return ok
}

// rowMin is the least size of a panel in the row design: a table's
// shallow panels are laid out at it.
func (n panelNeeds) rowMin(ctx *core.Context, sum bool) (w, h float64) {
	pad := 4 * ctx.CSSPx()
	h = max(n.buzz, n.leftH(pad)) + 2*pad
	pad = panelPad(ctx, 1e9, h)
	h = max(n.buzz, n.leftH(pad)) + 2*pad
	return n.leftW + n.sumW(sum, pad) + n.rowClusterW(pad) + 3*pad + 1, h + 1
}

// splitLeft lays the name, the hand and the status one above the other
// in left, each at least its least (the hand gives way last), and with
// sum, the table's sum tile before the name and the hand.
func (l *panelLayout) splitLeft(n panelNeeds, left ui.Rect, pad float64, sum bool) {
	g := pad * 0.3
	nameH := max(n.line, left.H*0.26)
	// The status takes two lines where the hand keeps its tiles (a
	// claimer's reasons, a long "locked" read whole), one where it must.
	two := 2*n.least*lineBox + 2
	statusH := max(n.line, left.H*0.2)
	if left.H-nameH-2*g-max(statusH, two) >= n.tile {
		statusH = max(statusH, two)
	}
	handH := left.H - nameH - statusH - 2*g
	if short := n.tile - handH; short > 0 {
		take := min(short, nameH-n.line)
		nameH, short = nameH-take, short-take
		statusH -= min(short, statusH-n.line)
		handH = left.H - nameH - statusH - 2*g
	}
	if most := left.W / 5; handH > most && statusH < 3*n.least*lineBox+2 {
		// A tall hand's tiles are as large as its width allows: the
		// rest is the status's, up to three lines.
		handH -= min(handH-most, 3*n.least*lineBox+2-statusH) // the status takes the rest below
	}
	handH = max(1, handH)
	l.name = ui.Rect{X: left.X, Y: left.Y, W: left.W, H: nameH}
	l.hand = ui.Rect{X: left.X, Y: left.Y + nameH + g, W: left.W, H: handH}
	l.status = ui.Rect{X: left.X, Y: l.hand.Y + handH + g, W: left.W, H: max(1, left.Y+left.H-(l.hand.Y+handH+g))}
	l.sum = ui.Rect{}
	if sum {
		s := min(nameH+g+handH, left.W*0.25)
		l.sum = ui.Rect{X: left.X, Y: left.Y + (nameH+g+handH-s)/2, W: s, H: s}
		for _, r := range []*ui.Rect{&l.name, &l.hand} {
			r.X += s + pad*0.6
			r.W = max(1, r.W-s-pad*0.6)
		}
	}
	l.tile = min(l.hand.H, l.hand.W/4.4) // a longer hand's tiles shrink (tileRect)
}
