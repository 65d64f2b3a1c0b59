// Package react is an online round's quick reactions (online/wire's
// "Quick reactions"), shared by the games' rounds: the button, the
// picker, and each seat's reaction popping at its seat.
package react

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/audio"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Quick reactions in an online round (wire's "Quick reactions"): a
// button opens a picker of the five reactions (each a touch target,
// reached by the arrows, Tab and a pad as any widget); the one picked
// goes to the table, which relays it to every device, and a reaction
// heard pops at its sender's seat for PopTicks with a small scale-in,
// turned to face that seat's edge around a table. The button is one of
// the round's own widgets (Widget, Act); while the picker is open it
// alone takes the input (Update) and is the round's targets (Targets).
// There is no text: the art says it.

// Reactor is an online table whose seats send and hear quick reactions
// (online/remote.Table).
type Reactor interface {
	React(seat int, id string) error
	Reactions() []wire.Emoted
}

// IDReact is the reaction button's widget; IDReaction(i) is the
// picker's i-th reaction (wire.EmoteIDs' order).
var IDReact = ui.Named("round.react")

// IDReaction is the picker's widget of reaction i.
func IDReaction(i int) ui.ID { return ui.Indexed("round.reaction", i) }

// PopTicks is how long a reaction shows at its seat.
const PopTicks = 2 * core.TPS

// popIn is how long a pop takes to scale in; popOut to fade at its end.
const (
	popIn  = core.TPS / 4
	popOut = core.TPS / 3
)

// sendEvery is the least wait between two reactions from this device:
// the table's average allowance (wire.EmoteRate), so a person who
// taps on never meets the table's refusal.
const sendEvery = int(core.TPS / wire.EmoteRate)

// SeatSpot is where a seat sits on the screen, for its reactions to pop
// at: its panel (or name), and the angle its edge faces (radians,
// clockwise; 0 at one screen, π for a seat across the table).
type SeatSpot struct {
	Rect  ui.Rect
	Angle float64
}

// Reactions is an online round's quick reactions: its button, its
// picker and the pops at the seats. The nil *Reactions (a round at one
// screen) does nothing.
type Reactions struct {
	table Reactor
	seat  int // the device's seat that reacts; -1 when it holds none

	button ui.Rect
	open   bool
	picker ui.Controls
	items  []ui.Rect
	panel  ui.Rect
	spots  []SeatSpot
	pops   map[int]pop
	tick   int
	sentAt int // the tick of the last reaction sent (-sendEvery: none)
	dirty  bool
}

// pop is one seat's reaction showing.
type pop struct {
	what sprites.Reaction
	at   int // the tick it arrived
}

// NewReactions is the reactions of a round at table; nil unless the
// table carries them (an online table's Remote does). A device that
// only watches sees the pops and has no button.
func NewReactions(table core.Remote) *Reactions {
	rt, ok := table.(Reactor)
	if !ok || table == nil {
		return nil
	}
	q := &Reactions{table: rt, seat: -1, pops: map[int]pop{}, sentAt: -sendEvery}
	if mine := table.Mine(); len(mine) > 0 {
		q.seat = mine[0]
	}
	return q
}

// Side is the reaction button's side on ctx's screen: a touch target
// and a little more.
func Side(ctx *core.Context) float64 { return math.Round(48 * ctx.CSSPx()) }

// Place lays the reactions out: the button at button (a Side square the
// round keeps free; zero for none: nobody here reacts, or no room) and
// the seats where they sit, by seat.
func (q *Reactions) Place(ctx *core.Context, button ui.Rect, seats []SeatSpot) {
	if q == nil {
		return
	}
	if q.seat < 0 {
		button = ui.Rect{}
	}
	q.button, q.spots = button, slices.Clone(seats)
	q.layoutPicker(ctx)
}

// layoutPicker sets the picker's panel and items beside the button:
// above or below it (where there is more room), in a row, or a column
// beside it on a screen too narrow for the row.
func (q *Reactions) layoutPicker(ctx *core.Context) {
	q.items = q.items[:0]
	if q.button.W <= 0 {
		return
	}
	n := len(wire.EmoteIDs)
	side, gap := Side(ctx), math.Round(6*ctx.CSSPx())
	pad := gap
	W, H := float64(ctx.W), float64(ctx.H)
	rowW := float64(n)*side + float64(n-1)*gap + 2*pad
	b := q.button
	if rowW <= W {
		q.panel = ui.Rect{W: rowW, H: side + 2*pad}
		q.panel.X = min(max(b.X+b.W/2-rowW/2, 0), W-rowW)
		if b.Y > H-b.Y-b.H {
			q.panel.Y = b.Y - gap - q.panel.H
		} else {
			q.panel.Y = b.Y + b.H + gap
		}
		for i := range n {
			q.items = append(q.items, ui.Rect{X: q.panel.X + pad + float64(i)*(side+gap), Y: q.panel.Y + pad, W: side, H: side})
		}
	} else {
		q.panel = ui.Rect{W: side + 2*pad, H: float64(n)*side + float64(n-1)*gap + 2*pad}
		q.panel.Y = min(max(b.Y+b.H/2-q.panel.H/2, 0), H-q.panel.H)
		if b.X > W-b.X-b.W {
			q.panel.X = b.X - gap - q.panel.W
		} else {
			q.panel.X = b.X + b.W + gap
		}
		for i := range n {
			q.items = append(q.items, ui.Rect{X: q.panel.X + pad, Y: q.panel.Y + pad + float64(i)*(side+gap), W: side, H: side})
		}
	}
	q.setPicker()
}

// setPicker gives the picker's controls its widgets: the reactions, and
// the button that closes it again.
func (q *Reactions) setPicker() {
	ws := []ui.Widget{{ID: IDReact, Rect: q.button, Enabled: true}}
	for i, r := range q.items {
		ws = append(ws, ui.Widget{ID: IDReaction(i), Rect: r, Enabled: true})
	}
	q.picker.Set(ws)
}

// Widget adds the reaction button to a round's widgets (none where
// nobody here reacts).
func (q *Reactions) Widget(ws []ui.Widget) []ui.Widget {
	if q == nil || q.button.W <= 0 {
		return ws
	}
	return append(ws, ui.Widget{ID: IDReact, Rect: q.button, Enabled: q.tick-q.sentAt >= sendEvery})
}

// Act opens the picker when the round's controls activated its button,
// and reports whether they did.
func (q *Reactions) Act(ctx *core.Context, id ui.ID) bool {
	if q == nil || id != IDReact || q.button.W <= 0 {
		return false
	}
	q.open, q.dirty = true, true
	q.picker.Focus(IDReaction(0))
	ctx.Play(audio.Click)
	return true
}

// Open reports whether the picker is open.
func (q *Reactions) Open() bool { return q != nil && q.open }

// Update takes the reactions the table relayed and, while the picker is
// open, the frame's input; it reports whether the picker took the input
// (the round then reads none of it this tick).
func (q *Reactions) Update(ctx *core.Context) bool {
	if q == nil {
		return false
	}
	q.tick++
	for _, e := range q.table.Reactions() {
		if i := slices.Index(wire.EmoteIDs, e.Emote); i >= 0 && e.Seat >= 0 {
			q.pops[e.Seat] = pop{what: sprites.Reaction(i), at: q.tick}
			q.dirty = true
		}
	}
	for seat, p := range q.pops {
		if q.tick-p.at > PopTicks {
			delete(q.pops, seat)
			q.dirty = true
		}
	}
	if !q.open {
		return false
	}
	f := ctx.Frame
	if f.Key(ui.KeyBack) || f.Key(ui.KeyPause) {
		q.close()
		return true
	}
	look := q.picker.Look()
	id := q.picker.Update(f) // a pad's keys come merged in: the round's button is at one device
	if q.picker.Look() != look {
		q.dirty = true
	}
	switch {
	case id == IDReact:
		q.close()
	case id.Name == IDReaction(0).Name:
		q.send(ctx, id.I)
	case q.tappedOutside(f):
		q.close()
	}
	return true
}

// tappedOutside reports whether a pointer went down off the picker and
// its button this tick: the picker closes, as a menu does.
func (q *Reactions) tappedOutside(f *ui.Frame) bool {
	for _, p := range f.Pointers {
		if p.Pressed && !q.panel.Contains(p.X, p.Y) && !q.button.Contains(p.X, p.Y) {
			return true
		}
	}
	return false
}

func (q *Reactions) close() { q.open, q.dirty = false, true }

// send sends reaction i for the device's seat and closes the picker; it
// pops when the table relays it back, as everyone else sees it.
func (q *Reactions) send(ctx *core.Context, i int) {
	q.close()
	if i < 0 || i >= len(wire.EmoteIDs) || q.tick-q.sentAt < sendEvery {
		return
	}
	if q.table.React(q.seat, wire.EmoteIDs[i]) == nil {
		q.sentAt = q.tick
		ctx.Play(audio.Click)
	}
}

// Targets are the picker's widgets while it is open (the round's
// targets then: nothing under it may be pressed), nil while closed.
func (q *Reactions) Targets() []ui.Target {
	if !q.Open() {
		return nil
	}
	return q.picker.Targets()
}

// Animating reports whether the reactions draw differently from the
// last frame: a pop scaling in, showing or fading, the picker opened,
// closed or its focus moved.
func (q *Reactions) Animating() bool {
	if q == nil {
		return false
	}
	was := q.dirty
	q.dirty = false
	return was || len(q.pops) > 0
}

// Showing is the reaction showing at seat, if any (for tests).
func (q *Reactions) Showing(seat int) (sprites.Reaction, bool) {
	if q == nil {
		return 0, false
	}
	p, ok := q.pops[seat]
	return p.what, ok
}

// Draw draws the pops at their seats, the button (in state, the round's
// controls' look of IDReact) and, when open, the picker over the round.
func (q *Reactions) Draw(dst *ebiten.Image, ctx *core.Context, state ui.State) {
	if q == nil {
		return
	}
	for seat, p := range q.pops {
		if seat < len(q.spots) {
			q.drawPop(dst, ctx, q.spots[seat], p)
		}
	}
	if q.button.W <= 0 {
		return
	}
	if q.open {
		state = q.picker.State(IDReact)
	}
	enabled := q.tick-q.sentAt >= sendEvery
	drawReactButton(dst, ctx, q.button, sprites.ReactLaugh, state, enabled || q.open)
	if !q.open {
		return
	}
	cx, cy := q.panel.Center()
	sprites.DrawImage(dst, ctx.Kit.Panel(int(q.panel.W), int(q.panel.H)), cx, cy, 1, 1, 1)
	for i, r := range q.items {
		drawReactButton(dst, ctx, r, sprites.Reaction(i), q.picker.State(IDReaction(i)), true)
	}
}

// drawReactButton draws a square paper button at r with reaction what
// on it, and the focus ring when focused.
func drawReactButton(dst *ebiten.Image, ctx *core.Context, r ui.Rect, what sprites.Reaction, st ui.State, enabled bool) {
	look := sprites.ButtonNormal
	switch {
	case !enabled:
		look = sprites.ButtonDisabled
	case st.Pressed:
		look = sprites.ButtonPressed
	case st.Hover:
		look = sprites.ButtonHover
	}
	cx, cy := r.Center()
	sprites.DrawImage(dst, ctx.Kit.Button(int(r.W), int(r.H), sprites.ButtonSecondary, look), cx, cy, 1, 1, 1)
	px := int(r.H * 0.62)
	alpha := 1.0
	if !enabled {
		alpha = 0.45
	}
	sprites.DrawImage(dst, ctx.Kit.ReactionImage(px, what), cx, sprites.ButtonLabelY(int(r.H), look)+r.Y, 1, 1, alpha)
	if st.Focused {
		core.DrawFocus(dst, ctx, r)
	}
}

// drawPop draws p at spot: over the seat's panel's far end, turned to
// face the seat's edge, scaling in and fading out.
func (q *Reactions) drawPop(dst *ebiten.Image, ctx *core.Context, spot SeatSpot, p pop) {
	age := q.tick - p.at
	if age < 0 || age > PopTicks || spot.Rect.W <= 0 {
		return
	}
	px := int(math.Round(min(max(spot.Rect.H*1.3, 40*ctx.CSSPx()), 64*ctx.CSSPx())))
	scale := sprites.OutBack(sprites.Clamp01(float64(age) / popIn))
	alpha := sprites.Clamp01(float64(PopTicks-age) / popOut)
	// The spot's top right, in its own frame, then turned with it about
	// its centre: over the end of a pill or a name, inside the corner of
	// a panel that has the room.
	pcx, pcy := spot.Rect.Center()
	lx := spot.Rect.W/2 - float64(px)*0.35
	ly := -spot.Rect.H/2 - float64(px)*0.15
	if spot.Rect.H > 2.5*float64(px) {
		lx, ly = spot.Rect.W/2-float64(px)*0.6, -spot.Rect.H/2+float64(px)*0.6
	}
	cos, sin := math.Cos(spot.Angle), math.Sin(spot.Angle)
	x, y := pcx+lx*cos-ly*sin, pcy+lx*sin+ly*cos
	// Whole on the screen: a panel at its edge pops inwards.
	half := float64(px) / 2
	x = min(max(x, half), float64(ctx.W)-half)
	y = min(max(y, half), float64(ctx.H)-half)
	img := ctx.Kit.ReactionImage(px, p.what)
	sprites.DrawImageRotated(dst, img, x, y, scale, spot.Angle, alpha)
}

// FreeSpot is a Side square on ctx's screen, a margin in from its edge,
// that overlaps none of avoid (the round's widgets, its texts and
// pieces): the first free of the corners, top right first, then of the
// places along the edges. It is the zero Rect where none is free.
func FreeSpot(ctx *core.Context, avoid []ui.Rect) ui.Rect {
	side, m := Side(ctx), math.Round(4*ctx.CSSPx())
	W, H := float64(ctx.W), float64(ctx.H)
	if W < side+2*m || H < side+2*m {
		return ui.Rect{}
	}
	left, right, top, bottom := m, W-m-side, m, H-m-side
	cands := []ui.Point{{X: right, Y: top}, {X: left, Y: top}, {X: right, Y: bottom}, {X: left, Y: bottom}}
	step := side / 4
	for x := right - step; x > left; x -= step {
		cands = append(cands, ui.Point{X: x, Y: top}, ui.Point{X: x, Y: bottom})
	}
	for y := top + step; y < bottom; y += step {
		cands = append(cands, ui.Point{X: right, Y: y}, ui.Point{X: left, Y: y})
	}
	for _, c := range cands {
		r := ui.Rect{X: c.X, Y: c.Y, W: side, H: side}
		if !slices.ContainsFunc(avoid, func(a ui.Rect) bool { return r.Overlaps(a) }) {
			return r
		}
	}
	return ui.Rect{}
}

// PanelSpot is the spot of a seat whose panel is p: its upright size,
// centred where it lies, turned as its content is.
func PanelSpot(p ui.Panel) SeatSpot {
	w, h := p.Size()
	cx, cy := p.Rect.Center()
	x0, y0 := p.ToScreen(0, 0)
	x1, y1 := p.ToScreen(1, 0)
	return SeatSpot{Rect: ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}, Angle: math.Atan2(y1-y0, x1-x0)}
}

// Carve takes the button's square off the end of a round's line of
// words (its news), where no corner is free (a phone: the board, its
// pieces and the panels fill the screen), and shortens the line by it
// and gap; zero, and the line as it was, where it has not the room (a
// touch target's height, four buttons' width).
func Carve(ctx *core.Context, line *ui.Rect, gap float64) ui.Rect {
	side := min(Side(ctx), line.H)
	if side < 44*ctx.CSSPx() || line.W < side*4 {
		return ui.Rect{}
	}
	b := ui.Rect{X: line.X + line.W - side, Y: line.Y + (line.H-side)/2, W: side, H: side}
	line.W -= side + gap
	return b
}

// PlaceAtPanels lays q out for a round whose seats each have a panel:
// each seat's pop at its panel, turned as the panel is; the button in a
// free corner clear of avoid and the panels, else carved off the end of
// news (shortened by it and gap); no button around a table (one device,
// several people: each seat would need its own).
func (q *Reactions) PlaceAtPanels(ctx *core.Context, around bool, panels []ui.Panel, avoid []ui.Rect, news *ui.Rect, gap float64) {
	spots := make([]SeatSpot, len(panels))
	for p, panel := range panels {
		spots[p] = PanelSpot(panel)
		avoid = append(avoid, panel.Rect)
	}
	var button ui.Rect
	if !around {
		if button = FreeSpot(ctx, avoid); button.W == 0 {
			button = Carve(ctx, news, gap)
		}
	}
	q.Place(ctx, button, spots)
}
