package ui

// PadCursor makes one gamepad act as a pointer, so drag code written for
// the mouse and fingers serves a pad too. The scene keeps X, Y on what the
// pad's seat has in focus (its d-pad moves the focus); A picks up there and
// a second A puts down. Its pointer ID is PadPointerID(Pad). When the pad
// is unplugged the cursor lets go silently, and Drags cancels its drag.
type PadCursor struct {
	Pad    int     // the gamepad's ID
	X, Y   float64 // where the cursor points, set by the scene
	down   bool
	sx, sy float64
	moved  bool
}

// Held reports whether the cursor is pressed (carrying something).
func (c *PadCursor) Held() bool { return c.down }

// Update reads the pad's keys from f and returns the cursor's pointer for
// this tick; ok is false when the cursor is up and nothing happened. A
// scene appends it to the frame it hands to Drags or Controls.
func (c *PadCursor) Update(f *Frame) (p Pointer, ok bool) {
	pad := f.Pad(c.Pad)
	if pad != nil && pad.Disconnected {
		c.down = false
		return Pointer{}, false
	}
	activate := pad != nil && hasKey(pad.Keys, KeyActivate)
	if !c.down && !activate {
		return Pointer{}, false
	}
	p = Pointer{ID: PadPointerID(c.Pad), X: c.X, Y: c.Y, Down: true}
	switch {
	case !c.down:
		c.down, c.sx, c.sy, c.moved = true, c.X, c.Y, false
		p.Pressed = true
	case activate:
		c.down = false
		p.Down, p.Released = false, true
	}
	c.moved = c.moved || c.X != c.sx || c.Y != c.sy
	p.StartX, p.StartY, p.Moved = c.sx, c.sy, c.moved
	return p, true
}
