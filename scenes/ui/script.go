package ui

// Script is a Source that plays back scripted input, tick by tick, for tests
// and demos. Each Poll returns the next queued frame (or an empty one).
type Script struct {
	queue []Frame
}

// Poll implements Source.
func (s *Script) Poll(float64) Frame {
	if len(s.queue) == 0 {
		return Frame{}
	}
	f := s.queue[0]
	s.queue = s.queue[1:]
	return f
}

// Pending reports how many scripted frames are still queued.
func (s *Script) Pending() int { return len(s.queue) }

// Idle queues n frames with no input.
func (s *Script) Idle(n int) {
	for range n {
		s.queue = append(s.queue, Frame{})
	}
}

// Tap queues a press held for three ticks and a release at (x, y), as a
// finger (touch) or the mouse.
func (s *Script) Tap(x, y float64, touch bool) {
	id := 0
	if touch {
		id = 1
	}
	p := Pointer{ID: id, Touch: touch, X: x, Y: y, StartX: x, StartY: y, Down: true, Pressed: true}
	s.queue = append(s.queue, Frame{Pointers: []Pointer{p}, Activity: true})
	p.Pressed = false
	for range 3 {
		s.queue = append(s.queue, Frame{Pointers: []Pointer{p}, Activity: true})
	}
	p.Down, p.Released = false, true
	s.queue = append(s.queue, Frame{Pointers: []Pointer{p}, Activity: true})
}

// Drag queues a press at (x0, y0), a move in steps to (x1, y1) and a release.
func (s *Script) Drag(x0, y0, x1, y1 float64, steps int) {
	p := Pointer{X: x0, Y: y0, StartX: x0, StartY: y0, Down: true, Pressed: true}
	s.queue = append(s.queue, Frame{Pointers: []Pointer{p}, Activity: true})
	p.Pressed = false
	for i := 1; i <= steps; i++ {
		t := float64(i) / float64(steps)
		p.X, p.Y = x0+(x1-x0)*t, y0+(y1-y0)*t
		p.Moved = true
		s.queue = append(s.queue, Frame{Pointers: []Pointer{p}, Activity: true})
	}
	p.Down, p.Released = false, true
	s.queue = append(s.queue, Frame{Pointers: []Pointer{p}, Activity: true})
}

// Press queues one tick with the given keys pressed.
func (s *Script) Press(keys ...Key) {
	s.queue = append(s.queue, Frame{Keys: keys, Activity: true})
}
