package ui

import "github.com/hajimehoshi/ebiten/v2"

// Turn is how far a panel's content is turned on the screen, clockwise as
// the screen shows it, in degrees: 0, 90, 180 or 270 (other values are
// cut toward zero to a whole quarter, modulo 360).
//
// Each turn is named after the screen edge its panel's bottom faces, which
// is where that panel's player sits: a player at the left edge, looking
// across the table to the right, sees the panel upright when its content is
// turned a quarter clockwise (their "right" points down the screen).
type Turn int

// The four turns, named after the seat they face.
const (
	FaceBottom Turn = 0   // upright: local x → screen right, local down → screen down
	FaceLeft   Turn = 90  // quarter clockwise: local x → screen down, local down → screen left
	FaceTop    Turn = 180 // upside down: local x → screen left, local down → screen up
	FaceRight  Turn = 270 // quarter anticlockwise: local x → screen up, local down → screen right
)

// Panel is one seat's area at its edge of a shared screen, turned to face
// that seat's player. A scene lays out and draws the panel unrotated in the
// panel's local pixels — (0, 0) at the top left as the player sees it, size
// from Size — and the panel maps that onto the screen.
type Panel struct {
	Rect Rect // where the panel lies on the screen
	Turn Turn // how its content is turned (the seat it faces)
	// Keyboard makes the panel's Router frame receive the keyboard's keys
	// and typed text (otherwise they go to the shared middle's frame).
	Keyboard bool
	// Pads lists the gamepads whose keys land in the panel's Router frame
	// (a pad is its seat's focus, exactly like the keyboard).
	Pads []int
}

// quarter returns the turn as 0–3 quarters clockwise.
func (p *Panel) quarter() int { return (int(p.Turn)/90%4 + 4) % 4 }

// affine returns the local→screen map x' = a·u + b·v + tx, y' = c·u + d·v + ty.
func (p *Panel) affine() (a, b, c, d, tx, ty float64) {
	r := p.Rect
	switch p.quarter() {
	case 1:
		return 0, -1, 1, 0, r.X + r.W, r.Y
	case 2:
		return -1, 0, 0, -1, r.X + r.W, r.Y + r.H
	case 3:
		return 0, 1, -1, 0, r.X, r.Y + r.H
	}
	return 1, 0, 0, 1, r.X, r.Y
}

// Size returns the panel's local size: the screen rectangle's, with width
// and height swapped for a quarter turn.
func (p *Panel) Size() (w, h float64) {
	if p.quarter()%2 == 1 {
		return p.Rect.H, p.Rect.W
	}
	return p.Rect.W, p.Rect.H
}

// Local returns the panel's own rectangle in local pixels: (0, 0, Size()).
func (p *Panel) Local() Rect {
	w, h := p.Size()
	return Rect{W: w, H: h}
}

// ToScreen maps a point in the panel's local pixels to the screen.
func (p *Panel) ToScreen(x, y float64) (float64, float64) {
	a, b, c, d, tx, ty := p.affine()
	return a*x + b*y + tx, c*x + d*y + ty
}

// ToLocal maps a screen point into the panel's local pixels.
func (p *Panel) ToLocal(x, y float64) (float64, float64) {
	a, b, c, d, tx, ty := p.affine()
	x, y = x-tx, y-ty
	return a*x + c*y, b*x + d*y // a quarter turn's inverse is its transpose
}

// RectToScreen maps a local rectangle to the screen (quarter turns keep
// rectangles upright).
func (p *Panel) RectToScreen(r Rect) Rect { return mapRect(r, p.ToScreen) }

// RectToLocal maps a screen rectangle (a drop target in the middle, say)
// into the panel's local pixels.
func (p *Panel) RectToLocal(r Rect) Rect { return mapRect(r, p.ToLocal) }

func mapRect(r Rect, f func(x, y float64) (float64, float64)) Rect {
	x0, y0 := f(r.X, r.Y)
	x1, y1 := f(r.X+r.W, r.Y+r.H)
	return Rect{min(x0, x1), min(y0, y1), max(x0, x1) - min(x0, x1), max(y0, y1) - min(y0, y1)}
}

// GeoM returns the transform that draws an image of the panel's local Size,
// its top left at (0, 0), into the panel's screen rectangle, turned to face
// its seat. To draw a smaller or larger offscreen image, scale it to Size
// first and then Concat this.
func (p *Panel) GeoM() ebiten.GeoM {
	a, b, c, d, tx, ty := p.affine()
	var g ebiten.GeoM
	g.SetElement(0, 0, a)
	g.SetElement(0, 1, b)
	g.SetElement(0, 2, tx)
	g.SetElement(1, 0, c)
	g.SetElement(1, 1, d)
	g.SetElement(1, 2, ty)
	return g
}

// PointerToLocal returns pointer q in the panel's local pixels.
func (p *Panel) PointerToLocal(q Pointer) Pointer {
	q.X, q.Y = p.ToLocal(q.X, q.Y)
	q.StartX, q.StartY = p.ToLocal(q.StartX, q.StartY)
	return q
}

// SeatEdges says at which edge each of n people sits around one screen
// (1 to 6; more sit as six would): the long sides, bottom and top, seat
// the most.
func SeatEdges(n int) []Turn {
	switch n {
	case 1:
		return []Turn{FaceBottom}
	case 2:
		return []Turn{FaceBottom, FaceTop}
	case 3:
		return []Turn{FaceBottom, FaceLeft, FaceRight}
	case 4:
		return []Turn{FaceBottom, FaceRight, FaceTop, FaceLeft}
	case 5:
		return []Turn{FaceBottom, FaceBottom, FaceRight, FaceTop, FaceLeft}
	}
	return []Turn{FaceBottom, FaceBottom, FaceRight, FaceTop, FaceTop, FaceLeft}
}
