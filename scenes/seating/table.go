package seating

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// Table is the seats' panels of one round: it routes each tick's input to
// them, reports their targets and draws them into place. The zero value
// has no seats; the scene fills Seats (its own seat panels' Seat, by seat
// number) and calls Layout whenever it has placed them.
type Table struct {
	// Seats are the panels by seat; the scene owns them.
	Seats []*Seat
	// router splits the input between the panels and the middle.
	router ui.Router
	// sheet holds the panels painted into it, turned into place from one
	// image (one batch of draws, where their own images make one each).
	sheet core.PanelSheet
	// sheeted: seat i's panel is drawn from the sheet (see Painted).
	sheeted []bool
}

// Layout takes the panels as the scene has just placed them: the router
// sees their new rectangles, and every stroke under way is forgotten
// (its panel may have moved).
func (t *Table) Layout() {
	t.router.Panels = t.router.Panels[:0]
	for _, s := range t.Seats {
		t.router.Panels = append(t.router.Panels, s.Panel)
	}
	t.router.Reset()
}

// Route sends the keyboard's keys to seat kb (ui.Middle: the middle) and
// each seat's gamepad (pads, seat → pad, as core.Table has them) to its
// seat, from the next Split on.
func (t *Table) Route(kb int, pads map[int]int) {
	for i := range t.router.Panels {
		pn := &t.router.Panels[i]
		pn.Keyboard = i == kb
		pn.Pads = nil
		if pad, ok := pads[i]; ok && i < len(t.Seats) {
			s := t.Seats[i]
			s.pad[0] = pad
			pn.Pads = s.pad[:]
		}
	}
}

// Keyboard is the seat the keyboard goes to by default: the first that
// mine accepts (a person, say) without a gamepad; ui.Middle when none.
func (t *Table) Keyboard(pads map[int]int, mine func(p int) bool) int {
	for p := range t.Seats {
		if _, padded := pads[p]; !padded && mine(p) {
			return p
		}
	}
	return ui.Middle
}

// Split routes f's input: each stroke to the panel it began in (in that
// panel's own upright pixels) or the middle, the keys as Route sent them.
// Read the parts with Frame.
func (t *Table) Split(f *ui.Frame) { t.router.Split(f) }

// Frame is seat i's part of the last Split, or the middle's (ui.Middle).
func (t *Table) Frame(i int) *ui.Frame { return t.router.Frame(i) }

// Draw turns seat i's panel into place on dst, facing its seat. A panel
// painted only when its look changes (Looked) is turned from the table's
// sheet, where its image is copied once each time it is painted; another
// (painted every frame) from its own image.
func (t *Table) Draw(dst *ebiten.Image, i int) {
	s := t.Seats[i]
	if s.repainted {
		s.repainted = false
		for len(t.sheeted) <= i {
			t.sheeted = append(t.sheeted, false)
		}
		t.sheeted[i] = true
		t.sheet.Put(i, s.Img)
	}
	if i < len(t.sheeted) && t.sheeted[i] {
		t.sheet.Draw(dst, i, s.Panel.GeoM())
		return
	}
	if s.Img != nil {
		dst.DrawImage(s.Img, &ebiten.DrawImageOptions{GeoM: s.Panel.GeoM()})
	}
}

// Targets appends every seat's widgets to out (SeatTargets, seat by seat).
func (t *Table) Targets(out []ui.Target) []ui.Target {
	for p := range t.Seats {
		out = t.SeatTargets(out, p)
	}
	return out
}

// SeatTargets appends seat p's widgets to out in screen pixels, named
// "seat.P.ID", the way the tests and the browser hook find them.
func (t *Table) SeatTargets(out []ui.Target, p int) []ui.Target {
	s := t.Seats[p]
	for _, w := range s.Controls.Widgets() {
		out = append(out, t.Target(p, w.ID.String(), w.Rect, w.Enabled))
	}
	return out
}

// Target is a thing in seat p's panel (rect, in its upright pixels) as a
// target in screen pixels named "seat.P.name": for what a panel offers
// besides its widgets (a slip to drag, say).
func (t *Table) Target(p int, name string, rect ui.Rect, enabled bool) ui.Target {
	sr := t.Seats[p].Panel.RectToScreen(rect)
	return ui.Target{ID: "seat." + strconv.Itoa(p) + "." + name, X: sr.X, Y: sr.Y, W: sr.W, H: sr.H, Enabled: enabled}
}

// Over is what a round paints over its table's middle, each a layer of
// its own: every seat's panel, the guided game's card and pointer, what
// flies between the table and the panels, and what a hand carries.
type Over struct {
	Panel                  func(dst *ebiten.Image, ctx *core.Context, seat int)
	Guide, Flying, Carried func(dst *ebiten.Image, ctx *core.Context)
}

// DrawOver paints o's layers in the order every round lays them: the
// seats' panels, then the guide over them, then what flies, and what is
// carried on top of all.
func (t *Table) DrawOver(dst *ebiten.Image, ctx *core.Context, o Over) {
	for p := range t.Seats {
		o.Panel(dst, ctx, p)
	}
	o.Guide(dst, ctx)
	o.Flying(dst, ctx)
	o.Carried(dst, ctx)
}
