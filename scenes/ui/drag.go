package ui

import "slices"

// Drag follows one pointer that picked something up, keeping the grab
// offset so the object does not jump under the finger. Only one drag runs at
// a time; other pointers keep working as taps. Drags carries several things
// at once, one per pointer.
type Drag struct {
	X, Y float64 // current object origin
	// Lift is how far above a finger (device pixels) a touch carries the
	// object, so the finger does not hide it (see Carry.Lift); 0 keeps it
	// under the finger. The mouse always keeps it at the cursor.
	Lift   float64
	active bool
	c      Carry[struct{}]
}

// Active reports whether something is being dragged.
func (d *Drag) Active() bool { return d.active }

// Start picks up an object lying at obj with pointer p.
func (d *Drag) Start(p Pointer, obj Rect) {
	d.c = newCarry(p, obj, struct{}{}, d.Lift)
	d.X, d.Y, d.active = d.c.X, d.c.Y, true
}

// Update follows the pointer; it returns true on the tick the object is
// released, with the pointer's position available from Drop.
func (d *Drag) Update(f *Frame) (released bool) {
	if !d.active {
		return false
	}
	for _, p := range f.Pointers {
		if p.ID != d.c.Pointer {
			continue
		}
		ended := d.c.follow(p)
		d.X, d.Y = d.c.X, d.c.Y
		if ended {
			d.active = false
			return true
		}
	}
	return false
}

// Drop returns where the pointer was released and whether it travelled
// far enough to count as a drag (not a tap).
func (d *Drag) Drop() (x, y float64, moved bool) { return d.c.PX, d.c.PY, d.c.Moved }

// Lifted reports whether a finger carries the object above itself.
func (d *Drag) Lifted() bool { return d.c.Lifted }

// Hot returns the carried object's hot point, its centre: where it lands
// (see Carry.Hot), lifted above a finger or at the cursor.
func (d *Drag) Hot() (x, y float64) { return d.c.Hot() }

// DropTarget is a rectangle that accepts dragged things, in the same
// coordinates as the frames given to Drags.Update. ID names it like a
// widget (a card cell is often both); targets may overlap, and later ones
// lie on top.
type DropTarget struct {
	ID   ID   // what the scene calls it
	Rect Rect // where it accepts things
}

// Carry is one thing carried by one pointer in a Drags.
//
// The drop target is the one under the carried object's hot point, its
// centre (X+W/2, Y+H/2): the thing lands where the player sees it, wherever
// on it they grabbed it and whether or not their finger hides it. Start it
// with a zero-size rectangle at the pointer to aim with the pointer itself.
//
// A finger hides what it drags, so a touch with a Lift carries the object
// centred above the finger, its bottom edge Lift pixels over the touch
// point (and the hot point with it); the mouse and pad cursors keep the
// grab offset.
type Carry[T comparable] struct {
	Pointer    int     // ID of the pointer carrying it
	Payload    T       // what the scene said it is
	OffX, OffY float64 // object origin minus pointer at pick-up
	X, Y       float64 // object origin now (at the drop: where it lies)
	W, H       float64 // object size, for the hot point
	PX, PY     float64 // pointer now (at the drop: where it was released)
	Moved      bool    // the pointer travelled beyond DragThreshold
	Target     ID      // the drop target under the hot point; zero when none
	Dropped    bool    // released this tick (reported once by Update)
	Cancelled  bool    // ended without a drop: its pad was unplugged
	Lifted     bool    // carried above a finger (a touch with a lift)
}

// Hot returns the carried object's hot point, its centre.
func (c *Carry[T]) Hot() (x, y float64) { return c.X + c.W/2, c.Y + c.H/2 }

func newCarry[T comparable](p Pointer, obj Rect, payload T, lift float64) Carry[T] {
	c := Carry[T]{Pointer: p.ID, Payload: payload, OffX: obj.X - p.X, OffY: obj.Y - p.Y,
		X: obj.X, Y: obj.Y, W: obj.W, H: obj.H, PX: p.X, PY: p.Y, Moved: p.Moved}
	if p.Touch && lift > 0 {
		c.Lifted = true
		c.OffX, c.OffY = -obj.W/2, -obj.H-lift
		c.X, c.Y = p.X+c.OffX, p.Y+c.OffY
	}
	return c
}

// follow moves the carried object with p and reports whether p let go.
func (c *Carry[T]) follow(p Pointer) (ended bool) {
	c.X, c.Y = p.X+c.OffX, p.Y+c.OffY
	c.PX, c.PY = p.X, p.Y
	c.Moved = c.Moved || p.Moved
	return p.Released || !p.Down
}

// aim finds the drop target under the hot point.
func (c *Carry[T]) aim(targets []DropTarget) {
	x, y := c.Hot()
	c.Target = ID{}
	for i := len(targets) - 1; i >= 0; i-- {
		if targets[i].Rect.Contains(x, y) {
			c.Target = targets[i].ID
			return
		}
	}
}

// Drags carries any number of things at once, one per pointer (the mouse,
// each touch, each pad cursor), each with its own grab offset. T is what a
// scene carries (a tile index, a die); two drags never carry equal
// payloads. The zero value is ready to use.
type Drags[T comparable] struct {
	// Targets are the rectangles that accept a carried thing; the scene
	// may replace them at any tick (they are read by Start and Update).
	Targets []DropTarget
	// Lift is how far above a finger (device pixels) a touch carries
	// things (see Carry); 0 keeps them under the finger.
	Lift   float64
	active []Carry[T]
	ended  []Carry[T]
}

// Start picks up payload, an object lying at obj, with pointer p. It
// returns false, and starts nothing, when p is not held, already carries
// something, or payload is already carried: of two touches on the same
// object in one tick, the first to Start wins.
func (d *Drags[T]) Start(p Pointer, obj Rect, payload T) bool {
	if !p.Down || p.Released || d.ByPointer(p.ID) != nil || d.Carrying(payload) {
		return false
	}
	c := newCarry(p, obj, payload, d.Lift)
	c.aim(d.Targets)
	d.active = append(d.active, c)
	return true
}

// Update follows every carrying pointer in f and returns the drags that
// ended this tick: Dropped ones (with the target they landed on) and
// Cancelled ones (their pad was unplugged). The returned slice is reused by
// the next Update. Pointers that f does not mention keep their drag as it
// was, so a scene may feed each Router frame to its own Drags.
func (d *Drags[T]) Update(f *Frame) []Carry[T] {
	d.ended = d.ended[:0]
	for _, pad := range f.Pads {
		if pad.Disconnected {
			if c, ok := d.Cancel(PadPointerID(pad.ID)); ok {
				d.ended = append(d.ended, c)
			}
		}
	}
	kept := d.active[:0]
	for _, c := range d.active {
		ended := false
		for _, p := range f.Pointers {
			if p.ID == c.Pointer {
				ended = c.follow(p)
				break
			}
		}
		c.aim(d.Targets)
		if ended {
			c.Dropped = true
			d.ended = append(d.ended, c)
		} else {
			kept = append(kept, c)
		}
	}
	clear(d.active[len(kept):])
	d.active = kept
	return d.ended
}

// Active returns the drags in progress, oldest first, for drawing. The
// slice is the Drags' own: read it, do not keep it.
func (d *Drags[T]) Active() []Carry[T] { return d.active }

// Len returns how many drags are in progress.
func (d *Drags[T]) Len() int { return len(d.active) }

// ByPointer returns the drag carried by pointer id, or nil.
func (d *Drags[T]) ByPointer(id int) *Carry[T] {
	for i := range d.active {
		if d.active[i].Pointer == id {
			return &d.active[i]
		}
	}
	return nil
}

// Carrying reports whether payload is being carried.
func (d *Drags[T]) Carrying(payload T) bool {
	for _, c := range d.active {
		if c.Payload == payload {
			return true
		}
	}
	return false
}

// Cancel ends pointer id's drag without a drop and returns it (Cancelled
// set); ok is false when that pointer carried nothing.
func (d *Drags[T]) Cancel(id int) (c Carry[T], ok bool) {
	for i := range d.active {
		if d.active[i].Pointer == id {
			c = d.active[i]
			c.Cancelled = true
			d.active = slices.Delete(d.active, i, i+1)
			return c, true
		}
	}
	return c, false
}

// CancelAll ends every drag without a drop (a new round, a pause).
func (d *Drags[T]) CancelAll() {
	clear(d.active)
	d.active = d.active[:0]
}
