package ui

// Drag follows one pointer that picked something up, keeping the grab
// offset so the object does not jump under the finger. Only one drag runs at
// a time; other pointers keep working as taps.
type Drag struct {
	active       bool
	pointer      int
	offX, offY   float64 // object origin minus pointer at pick-up
	X, Y         float64 // current object origin
	moved        bool
	dropX, dropY float64
}

// Active reports whether something is being dragged.
func (d *Drag) Active() bool { return d.active }

// Start picks up an object whose origin is at (ox, oy) with pointer p.
func (d *Drag) Start(p Pointer, ox, oy float64) {
	*d = Drag{active: true, pointer: p.ID, offX: ox - p.X, offY: oy - p.Y, X: ox, Y: oy}
}

// Update follows the pointer; it returns true on the tick the object is
// released, with the pointer's position available from Drop.
func (d *Drag) Update(f *Frame) (released bool) {
	if !d.active {
		return false
	}
	for _, p := range f.Pointers {
		if p.ID != d.pointer {
			continue
		}
		d.X, d.Y = p.X+d.offX, p.Y+d.offY
		d.moved = d.moved || p.Moved
		if p.Released || !p.Down {
			d.active = false
			d.dropX, d.dropY = p.X, p.Y
			return true
		}
	}
	return false
}

// Drop returns where the pointer was released and whether it travelled
// far enough to count as a drag (not a tap).
func (d *Drag) Drop() (x, y float64, moved bool) { return d.dropX, d.dropY, d.moved }
