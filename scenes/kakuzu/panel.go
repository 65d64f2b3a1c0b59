package kakuzu

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/rules/kakuzu"
	"cifra/scenes/core"
	"cifra/scenes/seating"
	"cifra/scenes/ui"
	"cifra/sprites"
	art "cifra/sprites/kakuzu"
)

// panelLook is everything a seat's panel shows. A frame whose panel looks
// as the one before only turns the painted image into place: painting it
// again would queue its draws, each a batch and an allocation in
// Ebitengine, for the same pixels.
type panelLook struct {
	bg      *ebiten.Image // the panel's backing (a new palette, a new one)
	active  bool
	score   int
	name    string
	nameClr color.RGBA
	status  string
	clr     color.RGBA
	// The tournament clock, on the active panel.
	clockOn   bool
	clockFrac float64
	clockSecs int
	clockClr  color.RGBA
	// The seat's own buttons, around a table.
	buttons seating.Buttons[seatButtonLook]
}

// seatButtonLook is one of a seat's buttons as its panel shows it.
type seatButtonLook struct {
	w     ui.Widget
	state ui.State
	label string
	style sprites.ButtonStyle
	// A picker digit's stone.
	stone int
	alpha float64
}

// panelLook is how seat p's panel looks now; false when it has more
// buttons than a look keeps (then it is painted every frame).
func (r *Round) panelLook(ctx *core.Context, p int) (panelLook, bool) {
	s := r.seats[p]
	k, pal, l := ctx.Kit, ctx.Kit.Palette(), &s.panel.lay
	active := !r.st.Finished() && r.view.turn == p
	look := panelLook{bg: k.Panel(int(l.w), int(l.h)), active: active, score: r.view.scores[p],
		name: r.name(p), nameClr: pal.PanelText, clr: pal.PanelText}
	wordInName := s.wordLeft > 0 && statusFace(ctx, l, l.status, s.word).Size < ctx.Least()
	if wordInName {
		// The status line is too small here: the word takes the name's place.
		look.name, look.nameClr = s.word, pal.Bad
	}
	// The status: a word to this seat, or what it is doing.
	switch {
	case wordInName:
	case s.wordLeft > 0:
		look.status, look.clr = s.word, pal.Bad
	case !r.human(p):
		// A bot's level, all round; while it moves, in the colour of the
		// turn (the news says it is thinking).
		look.status = r.botLevel(ctx, p)
		if active {
			look.clr = pal.Focus
		}
		if look.status == "" && active { // a person's seat online, played from afar, at its turn
			look.status = ctx.T("kakuzu.status.thinking")
		}
	case active:
		look.status, look.clr = r.shortPrompt(ctx), pal.Focus
	}
	if active && r.clock > 0 {
		// The ring moves with the seconds, so the panel changes once a
		// second, not every tick.
		secs := r.clockSecs()
		look.clockOn, look.clockFrac, look.clockSecs = true, float64(secs)/float64(max(1, r.st.TurnSeconds())), secs
		look.clockClr = pal.Good
		if secs <= 5 {
			look.clockClr = pal.Bad
		}
	}
	ok := r.seatButtonLooks(ctx, p, &look)
	return look, ok
}

// seatButtonLooks fills look's buttons: seat p's own draw button or
// picker, hint and undo (around a table); false when there are more than
// a look keeps.
func (r *Round) seatButtonLooks(ctx *core.Context, p int, look *panelLook) bool {
	return seating.ButtonLooks(&r.seats[p].panel.Seat, &look.buttons, func(w ui.Widget, st ui.State) (seatButtonLook, bool) {
		return r.seatButtonLook(ctx, w, st)
	})
}

// seatButtonLook is how widget w of a seat's panel looks as a button.
func (r *Round) seatButtonLook(ctx *core.Context, w ui.Widget, st ui.State) (seatButtonLook, bool) {
	b := seatButtonLook{w: w, state: st}
	switch {
	case w.ID == idSeatDraw:
		// Red only while this seat may draw (the widget follows the
		// view: nothing is enabled while a move is still shown); the
		// others look disabled, and a tap on one says why.
		b.label, b.style = ctx.T("kakuzu.draw"), sprites.ButtonSecondary
		if w.Enabled {
			b.style = sprites.ButtonPrimary
		}
	case w.ID == idHint:
		b.label, b.style = ctx.T("kakuzu.hint"), sprites.ButtonSecondary
	case w.ID == idUndo:
		b.label, b.style = ctx.T("round.undo"), sprites.ButtonSecondary
	case w.ID.Name == digitName:
		d := w.ID.I
		b.stone, b.alpha = r.view.numberState(d), 1.0
		if !w.Enabled && b.stone == art.NumberStoneInBag {
			b.alpha = 0.5 // cannot be named now (a tap says why)
		}
	default:
		return b, false
	}
	return b, true
}

// paintPanel paints seat p's panel as look has it into the panel's image.
func (r *Round) paintPanel(ctx *core.Context, p int, look *panelLook) {
	sp := &r.seats[p].panel
	img, end := sp.Begin(ctx, p, look.bg, 1)
	defer end()
	k, pal, l := ctx.Kit, ctx.Kit.Palette(), &sp.lay
	if look.active {
		sprites.StrokeRect(img, 0, 0, l.w, l.h, max(3, l.h*0.045), pal.Focus)
	}
	// The pile of won stones and their number.
	ps := int(l.pile.W)
	cx, cy := l.pile.Center()
	sprites.DrawImage(img, art.StonePile(k, min(look.score, art.StonePileMax), ps), cx, cy, 1, 1, 1)
	count := itoa(look.score)
	cf := sprites.Bold(min(l.name.H*0.8, l.h*0.34))
	// The seat's mark, as on the stones it won, and its name.
	dot := l.name.H * 0.16
	sprites.DrawImage(img, art.SeatMark(k, p, panelMarkPx(l), seatColour(p)), l.name.X+dot, l.name.Y+l.name.H/2, 1, 1, 1)
	cw, _ := sprites.Measure(count, cf)
	core.Text(img, ctx, count, cf, l.name.X+l.name.W, l.name.Y+l.name.H/2, sprites.AlignEnd, sprites.AlignCenter, pal.PanelText, l.name)
	nx := l.name.X + dot*3
	name, nf := core.FitName(ctx, look.name, max(1, l.name.W-cw-dot*4), nameSize(ctx, l))
	core.Text(img, ctx, name, nf, nx, l.name.Y+l.name.H/2, sprites.AlignStart, sprites.AlignCenter, look.nameClr, l.name)
	// The tournament clock's seconds end the status line on the active
	// panel, its bar runs down along the panel's foot.
	st := l.status
	if look.clockOn {
		bar := l.clock
		sprites.FillRect(img, bar.X, bar.Y, bar.W*look.clockFrac, bar.H, look.clockClr)
		txt := clockText(ctx, look.clockSecs)
		widest := txt
		if len(txt) < 2 {
			widest = "00" // the face does not grow as the seconds run down
		}
		sf := statusFace(ctx, l, st, widest)
		sw, _ := sprites.Measure(txt, sf)
		core.Text(img, ctx, txt, sf, st.X+st.W, st.Y+st.H/2, sprites.AlignEnd, sprites.AlignCenter, look.clockClr, st)
		st.W = max(0, st.W-sw-l.h*0.1)
	}
	// Too small to read on a narrow panel, the prompt is left to the news.
	if sf := statusFace(ctx, l, st, look.status); look.status != "" && st.W > 8 && sf.Size >= ctx.Least() {
		core.Text(img, ctx, look.status, sf, st.X, st.Y+st.H/2, sprites.AlignStart, sprites.AlignCenter, look.clr, st)
	}
	r.paintSeatButtons(img, ctx, p, look)
}

// statusFace is the face of a panel's status line s: as big as the line
// allows (but no bigger than the name's), shrunk to fit its width; under
// ctx.Least() it is not drawn (the word goes to the name's place, the
// prompt to the news).
func statusFace(ctx *core.Context, l *panelLayout, st ui.Rect, s string) *sprites.Face {
	size := min(st.H*0.8, max(ctx.U()*2.8, ctx.Least()*1.05), nameSize(ctx, l))
	return core.FitBold(s, st.W, max(size, min(ctx.Least(), st.H*0.8)))
}

// nameSize is the size of a panel's name: as big as its line allows, up to
// a little over the least on a phone, never under the least where the
// line holds it.
func nameSize(ctx *core.Context, l *panelLayout) float64 {
	return min(l.name.H*0.8, max(ctx.Least(), min(l.name.H*0.62, ctx.U()*3.2)))
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

// panelMarkPx is the size of the seat's mark beside its name.
func panelMarkPx(l *panelLayout) int { return max(4, int(math.Round(l.name.H*0.36))) }

// paintSeatButtons paints a seat's own draw button or picker, hint and
// undo (around a table) as look has them.
func (r *Round) paintSeatButtons(img *ebiten.Image, ctx *core.Context, p int, look *panelLook) {
	sp := &r.seats[p].panel
	for _, b := range look.buttons.All() {
		if b.w.ID.Name != digitName {
			core.DrawButton(img, ctx, &sp.Controls, b.w, b.label, b.style)
			continue
		}
		cx, cy := b.w.Rect.Center()
		s := 1.0
		if b.state.Pressed {
			s = 0.92
		}
		sprites.DrawImage(img, art.NumberStone(ctx.Kit, b.w.ID.I, int(b.w.Rect.W*0.92), b.stone), cx, cy, s, s, b.alpha)
	}
}

// shortPrompt is the active panel's line: what its player does now.
func (r *Round) shortPrompt(ctx *core.Context) string {
	if r.run.Busy() {
		return ""
	}
	if r.st.Phase() == kakuzu.PhaseSetup {
		return ctx.T("kakuzu.status.setup")
	}
	switch r.st.Awaiting() {
	case kakuzu.ActionDraw:
		return ctx.T("kakuzu.status.draw")
	case kakuzu.ActionName:
		return ctx.T("kakuzu.status.name")
	}
	return ctx.T("kakuzu.status.lift", r.st.Hunting())
}

// clockText is the turn clock's time left: seconds at one sitting, words
// over days ("5 h").
func clockText(ctx *core.Context, secs int) string {
	if secs <= kakuzu.TurnSecondsMax {
		return itoa(secs)
	}
	return core.DurationWords(ctx, time.Duration(secs)*time.Second)
}
