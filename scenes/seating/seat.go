// Package seating is the table the round scenes share: a panel per seat,
// at its edge of a touch table and turned to face its player, or upright
// beside the board on a laptop or a phone. A Seat is one panel (where it
// lies, its controls in its own upright pixels, the image it is painted
// into); a Table holds them all and does what every game did alike:
// splits each tick's input between the panels (strokes, the keyboard and
// the pads), reports their widgets as test targets in screen pixels, and
// turns the painted panels into place. What a panel shows and does stays
// the game's.
package seating

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// Seat is one seat's panel. A game's own seat panel embeds it and adds
// its layout and looks; the Table reaches it through Table.Seats.
type Seat struct {
	// Panel is where the panel lies on the screen and which way it faces.
	Panel ui.Panel
	// Controls are the panel's buttons, in its own upright pixels.
	Controls ui.Controls
	// Widgets is the scratch the game builds Controls from each tick
	// (kept, so that a steady frame allocates nothing).
	Widgets []ui.Widget
	// Img is the panel painted upright (Panel.Size), turned into place by
	// Table.Draw; Place makes it.
	Img *ebiten.Image
	// pad is the seat's gamepad for the router, kept so that routing
	// allocates nothing.
	pad [1]int
	// repainted: Img was painted again since Table.Draw last copied it
	// into the table's sheet (Looked.Stale).
	repainted bool
}

// Place puts the panel at p and gives it an image of p's local size (the
// one it has when the size is the same, so a relayout keeps it). The game
// lays out the inside and forgets any look it painted.
func (s *Seat) Place(p ui.Panel) {
	s.Panel = p
	w, h := p.Size()
	iw, ih := max(1, int(math.Ceil(w))), max(1, int(math.Ceil(h)))
	if s.Img != nil && s.Img.Bounds().Dx() == iw && s.Img.Bounds().Dy() == ih {
		return
	}
	if s.Img != nil {
		s.Img.Deallocate()
	}
	s.Img = ebiten.NewImage(iw, ih)
}

// Size is the panel's own upright size (ui.Panel.Size).
func (s *Seat) Size() (w, h float64) { return s.Panel.Size() }

// Widget returns the panel's widget id as last built, or nil.
func (s *Seat) Widget(id ui.ID) *ui.Widget {
	for i := range s.Widgets {
		if s.Widgets[i].ID == id {
			return &s.Widgets[i]
		}
	}
	return nil
}

// SetWidgets hands the widgets the game built into Widgets to Controls.
func (s *Seat) SetWidgets(ws []ui.Widget) {
	s.Widgets = ws
	s.Controls.Set(ws)
}

// Begin clears seat i's image for painting, lays its backing bg over the
// whole of it at alpha, and returns it. Under a layout test (ctx.Texts)
// the texts painted until end is called belong to the space "seat i",
// bounded by the panel; otherwise end does nothing.
func (s *Seat) Begin(ctx *core.Context, i int, bg *ebiten.Image, alpha float64) (img *ebiten.Image, end func()) {
	s.Img.Clear()
	w, h := s.Size()
	sprites.DrawImage(s.Img, bg, w/2, h/2, 1, 1, alpha)
	if ctx.Texts == nil {
		return s.Img, nothing
	}
	// The space's name is built only for a layout test.
	return s.Img, ctx.Texts.Enter("seat "+strconv.Itoa(i), ui.Rect{W: w, H: h})
}

// nothing is Begin's end outside a layout test.
func nothing() {}
