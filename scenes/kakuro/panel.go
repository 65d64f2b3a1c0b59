package kakuro

import (
	"image/color"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuro"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
	"cifra/scenes/internal/pieces"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuro"
)

// Most of what a panel look keeps: a longer hand is painted every frame.
const maxLookTiles = 16

// A seat panel's widget IDs; Targets reports them as "seat.P.<id>", the
// hand's tiles as "seat.P.kakuro.tile.I".
var (
	idBuzz       = ui.Named("kakuro.buzz")
	idImpossible = ui.Named("kakuro.impossible")
	idCheck      = ui.Named("kakuro.check")
	idUndo       = ui.Named("kakuro.undo")
)

const tileName = "kakuro.tile"

// panelLook is everything a seat's panel shows. A frame whose panel looks
// as the one before only turns the painted image into place: painting it
// again would queue its draws, each a batch and an allocation in
// Ebitengine, for the same pixels.
type panelLook struct {
	bg      *ebiten.Image // the panel's backing (a new palette, a new one)
	alpha   float64
	claimer bool
	points  string
	name    string
	// The hand: its length, and each tile as shown (nil: laid in the claim).
	hand  int
	tiles [maxLookTiles]tileLook
	// The seat's buttons, and a bot's buzzer.
	buttons seating.Buttons[buttonLook]
	lit     bool // the seat has the board: its buzzer shines
	status  says
	touch   bool   // fingers play: no key printed on the buzzer
	target  int    // the sum tile shown in the panel (around a table); 0: its back
	level   string // a bot's level ("Bot · easy"), "" for a person
}

// tileLook is a hand tile as its panel shows it.
type tileLook struct {
	img     *ebiten.Image
	carried bool // being dragged: its back, faint, stays in its place
	lift    bool // picked for the claim
	focused bool
}

// buttonLook is one of a seat's buttons as its panel shows it.
type buttonLook struct {
	w     ui.Widget
	state ui.State
	label string
	style sprites.ButtonStyle
}

// drawPanel turns seat p's panel into place at its edge of the screen,
// painting it upright first when it looks different from the last time.
func (r *Round) drawPanel(dst *ebiten.Image, ctx *core.Context, p int) {
	if sp := &r.seats[p].panel; sp.Img != nil { // laid out
		if look, ok := r.panelLook(ctx, p); sp.Stale(ctx, look, ok) {
			r.paintPanel(ctx, p, &look)
		}
		r.panels.Draw(dst, p)
		r.net.MarkSeat(dst, ctx, p, sp.Panel.Rect) // an online table: whether their device is here
	}
}

// panelLook is how seat p's panel looks now; false when it holds more
// than a look keeps (then it is painted every frame).
func (r *Round) panelLook(ctx *core.Context, p int) (panelLook, bool) {
	s := r.seats[p]
	sp := &s.panel
	k, l := ctx.Kit, &sp.lay
	look := panelLook{bg: k.Panel(int(l.w), int(l.h)), alpha: 1, claimer: r.claim != nil && r.claim.seat == p,
		name: r.table.Seats[p].Name, lit: r.holds(p), status: r.seatSays(ctx, p), touch: r.touchSeen}
	if r.st.LockedOut(p) || s.declared {
		look.alpha = 0.6
	}
	if key := botKey(r.table.Seats[p].Bot); key != "" {
		look.level = ctx.T(key)
	}
	// Points, counting up while a score plays.
	score := r.view.scores[p]
	for _, run := range r.run.Running() {
		if ps, ok := run.Step.Data.(pointsStep); ok && ps.seat == p {
			score = ps.from + int(float64(ps.to-ps.from)*run.Progress()+0.5)
		}
	}
	look.points = ctx.N("kakuro.points", score, score)
	if l.sum.W > 0 {
		look.target = r.view.target
	}
	hand := r.view.hands[p]
	if look.hand = len(hand); len(hand) > maxLookTiles {
		return look, false
	}
	tpx := int(sp.tileRect(0, len(hand)).W)
	for i := range hand {
		t := &look.tiles[i]
		switch {
		case r.isSpent(p, i):
		case r.drags.Carrying(tileRef{p, i}):
			t.img, t.carried = art.ActionBack(k, tpx), true
		default:
			t.img = r.handTile(ctx, p, i, tpx)
			t.lift = look.claimer && r.claim.selected == i
			st := sp.Controls.State(ui.Indexed(tileName, i))
			t.focused = st.Focused || look.claimer && r.claim.selected == i && r.keysUsed
		}
	}
	return look, r.seatButtonLooks(ctx, p, &look)
}

// seatButtonLooks fills look's buttons: the buzzer and "impossible", or
// while claiming, Check and Undo; false when there are more than a look
// keeps.
func (r *Round) seatButtonLooks(ctx *core.Context, p int, look *panelLook) bool {
	return seating.ButtonLooks(&r.seats[p].panel.Seat, &look.buttons, func(w ui.Widget, st ui.State) (buttonLook, bool) {
		return r.buttonLook(ctx, p, w, st)
	})
}

// buttonLook is how widget w of seat p's panel looks as a button; false
// for a hand tile (the hand paints those).
func (r *Round) buttonLook(ctx *core.Context, p int, w ui.Widget, st ui.State) (buttonLook, bool) {
	b := buttonLook{w: w, state: st}
	switch w.ID {
	case idCheck:
		b.label, b.style = ctx.T("kakuro.check"), sprites.ButtonPrimary
		if c := r.claim; c != nil && r.claimTicks > 0 {
			b.label = r.checkLabel(ctx, (c.window+core.TPS-1)/core.TPS)
		}
	case idUndo:
		b.label, b.style = ctx.T("round.undo"), sprites.ButtonSecondary
	case idImpossible:
		b.label, b.style = ctx.T("kakuro.impossible"), sprites.ButtonSecondary
		if r.seats[p].declared {
			b.label, b.style = ctx.T("kakuro.impossible.on"), sprites.ButtonDanger
		}
	case idBuzz:
		b.label = ctx.T("kakuro.buzz")
		if r.st.LockedOut(p) {
			b.label = ctx.T("kakuro.buzz.out") // not "Kakuro! Q": this seat sits this sum out
		}
	default:
		return b, false
	}
	return b, true
}

// drawCheck paints the Check button. Its label with the seconds left
// ("Проверить · 40") on a narrow button would shrink under the readable
// least on one line: then the seconds go on a line of their own.
func drawCheck(img *ebiten.Image, ctx *core.Context, c *ui.Controls, w ui.Widget, label string, style sprites.ButtonStyle) {
	r := w.Rect
	word, secs, timed := strings.Cut(label, checkSep)
	if !timed {
		drawSeatButton(img, ctx, c, w, label, style)
		return
	}
	if core.FitBold(label, r.W*0.9, min(r.H*0.42, ctx.U()*4.2)).Size >= ctx.Least() { // as DrawButton fits it
		core.DrawButton(img, ctx, c, w, label, style)
		return
	}
	core.DrawButton(img, ctx, c, w, "", style)
	clr := ctx.Kit.Palette().AccentText
	if !w.Enabled {
		clr = ctx.Kit.Palette().Muted
	}
	cx, cy := r.Center()
	if c.State(w.ID).Pressed {
		cy += r.H * 0.04 // as DrawButton presses its label
	}
	size := max(ctx.Least(), min(r.H*0.3, ctx.U()*4.2))
	for i, line := range []string{word, secs} {
		face := core.FitBold(line, r.W*0.9, size)
		if face.Size < ctx.Least() { // the layout makes Check wide enough for its word at the least
			face = sprites.Bold(ctx.Least())
		}
		core.Text(img, ctx, line, face, cx, cy+(float64(i)-0.5)*size*lineBox, sprites.AlignCenter, sprites.AlignCenter, clr, r)
	}
}

// drawSeatButton paints one of a seat's buttons ("impossible", Undo) as
// core.DrawButton does, but a label that would shrink under the readable
// least is set at the least, the layout having made the button wide
// enough for it (panelNeeds).
func drawSeatButton(img *ebiten.Image, ctx *core.Context, c *ui.Controls, w ui.Widget, label string, style sprites.ButtonStyle) {
	core.DrawButtonAtLeast(img, ctx, c, w, label, style, ctx.Least())
}

// checkSep stands between Check and its seconds.
const checkSep = " · "

// checkLabels are the Check button's labels with the seconds left
// ("Check · 12"), one for each second of the claim window.
type checkLabels struct {
	base   string // the translation of "kakuro.check" they were made with
	bySecs []string
}

// checkLabel is the Check button's label with secs seconds left. The
// labels for the whole window are made at once, when a claim first shows
// its button (or the language changed), never one a second while it runs.
func (r *Round) checkLabel(ctx *core.Context, secs int) string {
	base, l := ctx.T("kakuro.check"), &r.checkLabels
	if n := (r.claimTicks+core.TPS-1)/core.TPS + 1; l.base != base || len(l.bySecs) != n {
		l.base, l.bySecs = base, make([]string, n)
		for i := range l.bySecs {
			l.bySecs[i] = base + checkSep + strconv.Itoa(i)
		}
	}
	if secs < 0 || secs >= len(l.bySecs) {
		return base + checkSep + strconv.Itoa(secs)
	}
	return l.bySecs[secs]
}

// paintPanel paints seat p's panel as look has it into the panel's image.
func (r *Round) paintPanel(ctx *core.Context, p int, look *panelLook) {
	sp := &r.seats[p].panel
	img, end := sp.Begin(ctx, p, look.bg, look.alpha)
	defer end()
	k, pal, l := ctx.Kit, ctx.Kit.Palette(), &sp.lay
	if look.claimer {
		w := float32(max(3, l.h*0.03))
		strokeInside(img, ui.Rect{W: l.w, H: l.h}, w, pal.Accent)
	}
	// Around a table, the sum tile, facing the seat.
	if l.sum.W >= 4 {
		cx, cy := l.sum.Center()
		if px := sumPx(l.sum); look.target > 0 {
			sprites.DrawImage(img, art.SumTileBig(k, look.target, px), cx, cy, 1, 1, 1)
		} else {
			sprites.DrawImage(img, art.SumTileBack(k, px), cx, cy, 1, 1, 0.35)
		}
	}
	// Name and points: at the readable least where the row is tall
	// enough for it (five seats on a small screen).
	ns := min(l.name.H*0.7, ctx.U()*3.2)
	ns = max(ns, min(ctx.Least(), l.name.H/lineBox))
	pf := sprites.Bold(ns)
	pw, _ := sprites.Measure(look.points, pf)
	core.Text(img, ctx, look.points, pf, l.name.X+l.name.W, l.name.Y+l.name.H/2, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText, l.name)
	sp.points = pieces.Text{S: look.points, Face: pf, X: l.name.X + l.name.W, Y: l.name.Y + l.name.H/2, H: sprites.AlignEnd, V: sprites.AlignCenter}
	name, nf := core.FitName(ctx, look.name, max(1, l.name.W-pw-l.h*0.08), ns)
	core.Text(img, ctx, name, nf, l.name.X, l.name.Y+l.name.H/2, sprites.AlignStart, sprites.AlignCenter, pal.PanelText, l.name)
	// The hand, face up for everyone to see.
	for i, t := range look.tiles[:look.hand] {
		if t.img == nil {
			continue
		}
		rect := sp.tileRect(i, look.hand)
		if t.carried {
			sprites.DrawImage(img, t.img, rect.X+rect.W/2, rect.Y+rect.H/2, 1, 1, 0.25)
			continue
		}
		cx, cy := rect.Center()
		lift := 0.0
		if t.lift {
			lift = rect.H * 0.12
		}
		sprites.DrawImage(img, t.img, cx, cy-lift, 1, 1, 1)
		if t.focused {
			core.DrawFocus(img, ctx, rect)
		}
	}
	if look.hand == 0 {
		msg := ctx.T("kakuro.nohand")
		size := max(l.hand.H*0.3, min(ctx.Least(), l.hand.H/lineBox))
		core.Text(img, ctx, msg, core.FitBold(msg, l.hand.W, size), l.hand.X, l.hand.Y+l.hand.H/2, sprites.AlignStart, sprites.AlignCenter, pal.Muted, l.hand)
	}
	r.paintSeatButtons(img, ctx, p, look)
	drawSays(img, ctx, look.status, l.status, min(l.status.H*0.62, ctx.U()*2.4, ns), pal.PanelText) // no louder than the name
}

// sumPx is the size a panel's sum tile is painted at in rect (the plate
// and its shadow fill the square).
func sumPx(rect ui.Rect) int { return max(1, int(rect.W)) }

// paintSeatButtons paints the seat's buttons as look has them, and a
// bot's buzzer; a buzzer is lit while its seat has the board.
func (r *Round) paintSeatButtons(img *ebiten.Image, ctx *core.Context, p int, look *panelLook) {
	sp := &r.seats[p].panel
	k, pal, l := ctx.Kit, ctx.Kit.Palette(), &sp.lay
	for _, b := range look.buttons.All() {
		w := b.w
		if w.ID == idCheck {
			drawCheck(img, ctx, &sp.Controls, w, b.label, b.style)
			continue
		}
		if w.ID != idBuzz {
			drawSeatButton(img, ctx, &sp.Controls, w, b.label, b.style)
			continue
		}
		cx, cy := w.Rect.Center()
		alpha := 1.0
		if !w.Enabled {
			alpha = 0.4
		}
		if look.lit {
			alpha = 1 // a seat holding the board, here or at another device
		}
		sprites.DrawImage(img, art.Buzzer(k, int(w.Rect.W), b.state.Pressed || look.lit), cx, cy, 1, 1, alpha)
		// On the dome, at the least at least: the layout makes the buzzer
		// wide enough for it (panelNeeds.buzz).
		face := core.FitBold(b.label, w.Rect.W*buzzLabelShare, max(ctx.Least(), w.Rect.H*0.2))
		if face.Size < ctx.Least() {
			face = sprites.Bold(ctx.Least())
		}
		core.Text(img, ctx, b.label, face, cx, cy, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText, w.Rect)
		switch key := r.buzzerKey(ctx, p, look.touch); {
		case key == "":
		case w.Rect.H*0.14 >= ctx.Least():
			core.Text(img, ctx, key, sprites.Bold(w.Rect.H*0.14), cx, cy+w.Rect.H*0.26, sprites.AlignCenter, sprites.AlignCenter, pal.AccentText, w.Rect)
		case l.key.W > 0:
			// Too small a buzzer to print it on: beside it, where the
			// layout kept room.
			face := core.FitBold(key, l.key.W*0.9, max(ctx.Least(), w.Rect.H*0.32))
			kx, ky := l.key.Center()
			core.Text(img, ctx, key, face, kx, ky, sprites.AlignCenter, sprites.AlignCenter, pal.PanelText, l.key)
		}
		if b.state.Focused {
			core.DrawFocus(img, ctx, w.Rect)
		}
	}
	if !r.human(p) {
		bs := l.buzzer.W
		cx, cy := l.buzzer.Center()
		alpha := 0.5
		if look.lit {
			alpha = 1
		}
		sprites.DrawImage(img, art.Buzzer(k, int(bs), look.lit), cx, cy, 1, 1, alpha)
	}
	if look.level != "" {
		// A bot's level where a person's "impossible" is: a bot says
		// nothing impossible, and its players see whom they race.
		at := l.impossible
		face := core.FitBold(look.level, at.W, max(ctx.Least(), min(at.H*0.42, ctx.U()*3.2)))
		if face.Size < ctx.Least() { // the layout makes the room wide enough at the least (panelNeeds.impW)
			face = sprites.Bold(ctx.Least())
		}
		cx, cy := at.Center()
		core.Text(img, ctx, look.level, face, cx, cy, sprites.AlignCenter, sprites.AlignCenter, pal.Muted, at)
	}
}

// buzzerKey is the key printed on (or beside) seat p's buzzer: Space
// for the one person at this screen (soleSeat), else the seat's own key.
// Left out for a seat that is out this sum, and once a finger plays (a
// phone or a table has no keyboard).
func (r *Round) buzzerKey(ctx *core.Context, p int, touch bool) string {
	key := ui.SeatKeyLabel(p)
	if p == r.soleSeat() {
		key = ctx.T("kakuro.key.space")
	}
	if touch || r.st.LockedOut(p) {
		return ""
	}
	return key
}

// says is a line under a seat's hand in up to four wordings, longest
// first ("" where there are fewer): the panel shows the first that reads
// in its room (drawSays), so a narrow panel says it in short.
type says [4]string

// seatStatus is the line under a seat's hand, in its longest wording.
func (r *Round) seatStatus(ctx *core.Context, p int) string { return r.seatSays(ctx, p)[0] }

// seatSays is the line under a seat's hand: what it is doing or may not.
func (r *Round) seatSays(ctx *core.Context, p int) says {
	s := r.seats[p]
	c := r.claim
	switch {
	case c != nil && c.seat == p && r.phase == phaseClaim:
		if c.bot != nil {
			return says{ctx.T("kakuro.status.botclaim")}
		}
		if !c.marked {
			return says{ctx.T("kakuro.status.mark")}
		}
		if c.swapping {
			return says{ctx.T("kakuro.swapwith"), ctx.T("kakuro.status.short.swap")}
		}
		if pv := &c.preview; pv.Total == r.view.target && pv.Verdict == nil {
			return says{ctx.T("kakuro.status.ready"), ctx.T("kakuro.status.short.ready")}
		} else if pv.Total == r.view.target {
			return r.notYet(ctx, pv).says
		}
		return says{ctx.T("kakuro.status.tiles"), ctx.T("kakuro.status.short.tiles")}
	case r.st.LockedOut(p):
		return says{ctx.T("kakuro.status.locked"), ctx.T("kakuro.status.short.locked")}
	case r.table.Online() && r.online.held == p:
		return says{ctx.T("kakuro.status.hasboard")} // another device's claim, on its way
	case r.table.Online() && r.online.calling[p]:
		return says{ctx.T("kakuro.status.calling")}
	case s.declared:
		return says{ctx.T("kakuro.status.declared")}
	case r.msgSeat == p && r.message != "":
		return says{r.message}
	case !r.human(p) && r.phase == phaseHunt:
		return says{ctx.T("kakuro.status.thinking")}
	}
	return says{}
}

// shortReason words why a claim is not legal yet in a few words (the
// kakuro.why.* texts), or "" where there is no short wording.
func shortReason(ctx *core.Context, why kakuro.Reason) string {
	if w, ok := why.(kakuro.DoublersShort); ok {
		return ctx.N("kakuro.why.doublers-short", w.Needed, w.Needed)
	}
	if why == nil {
		return ""
	}
	if key := "kakuro.why." + why.Code(); i18n.Has(key) {
		return ctx.T(key)
	}
	return ""
}

// upperFirst is s with its first letter a capital: a reason, worded to
// follow a colon, standing alone.
func upperFirst(s string) string {
	first, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(first)) + s[n:]
}

// lineBox is how tall a line of bold text stands, in its size.
const lineBox = 1.2

// drawSays writes the first of st's wordings that reads in r (fitLines);
// when none does, the last is cut short at the readable least: the news
// says it whole, and a word too small to read says nothing.
func drawSays(img *ebiten.Image, ctx *core.Context, st says, r ui.Rect, size float64, clr color.RGBA) {
	last := ""
	for _, s := range st {
		if s == "" {
			continue
		}
		last = s
		if lines, face := fitLines(ctx, s, r, size); face != nil {
			if lines == nil { // one line: no slice made for it
				core.Text(img, ctx, s, face, r.X, r.Y+r.H/2, sprites.AlignStart, sprites.AlignCenter, clr, r)
				return
			}
			lineH := face.Size * lineBox
			y := r.Y + r.H/2 - lineH*float64(len(lines)-1)/2
			for i, line := range lines {
				core.Text(img, ctx, line, face, r.X, y+float64(i)*lineH, sprites.AlignStart, sprites.AlignCenter, clr, r)
			}
			return
		}
	}
	if last == "" {
		return
	}
	face := sprites.Bold(ctx.Least())
	lineH := face.Size * lineBox
	lines := slices.Clone(sprites.WrapBalanced(last, face, r.W)) // cut and joined below: a copy
	if keep := max(1, int((r.H+0.5)/lineH)); keep < len(lines) {
		lines = append(lines[:keep-1], strings.Join(lines[keep-1:], " "))
	}
	y := r.Y + r.H/2 - lineH*float64(len(lines)-1)/2
	for i, line := range lines {
		core.Text(img, ctx, sprites.Ellipsize(line, face, r.W), face, r.X, y+float64(i)*lineH, sprites.AlignStart, sprites.AlignCenter, clr, r)
	}
}

// fitLines lays s out in r, never under the readable least: on one line
// while it keeps three quarters of size, else on as few lines as r holds
// (three at most) at the largest size that fits, else on one line at the
// least. On one line, the lines are nil (s is the line); the face is nil
// when s does not fit even so.
func fitLines(ctx *core.Context, s string, r ui.Rect, size float64) ([]string, *sprites.Face) {
	least := ctx.Least()
	size = max(size, least) // a short row may still hold the least
	one := func(atLeast float64) *sprites.Face {
		t, face := core.FitText(s, r.W, size, atLeast, sprites.Bold)
		if _, h := sprites.Measure(t, face); t != s || h > r.H+0.5 {
			return nil
		}
		return face
	}
	if face := one(max(least, size*0.75)); face != nil {
		return nil, face
	}
	for n := 2; n <= 3; n++ {
		for sz := min(size, r.H/(float64(n)*lineBox)); sz >= least; sz = max(least, sz*0.92) {
			face := sprites.Bold(sz)
			lines := sprites.WrapBalanced(s, face, r.W)
			w, _ := sprites.Measure(strings.Join(lines, "\n"), face)
			if len(lines) <= n && w <= r.W {
				return lines, face
			}
			if sz == least {
				break
			}
		}
	}
	return nil, one(least)
}
