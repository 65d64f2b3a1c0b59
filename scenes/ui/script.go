package ui

import "slices"

// Script is a Source that plays back scripted input, tick by tick, for tests
// and demos. Each Poll returns the next queued frame (or an empty one).
// The mouse is pointer 0; every scripted finger gets a touch ID of its own,
// counting up from 1.
type Script struct {
	queue []Frame
	touch int   // the last touch ID handed out
	pads  []int // gamepads connected, as of the end of the queue
}

// Stroke is one finger's path in a multi-touch gesture.
type Stroke struct {
	From, To Point // where the finger goes down and where it lifts
}

// Poll implements Source.
func (s *Script) Poll(float64) Frame {
	if len(s.queue) == 0 {
		return Frame{ConnectedPads: s.pads}
	}
	f := s.queue[0]
	s.queue = s.queue[1:]
	return f
}

// Pending reports how many scripted frames are still queued.
func (s *Script) Pending() int { return len(s.queue) }

// Queue adds a hand-made frame; the script fills in ConnectedPads.
func (s *Script) Queue(f Frame) {
	f.ConnectedPads = s.pads
	s.queue = append(s.queue, f)
}

// Idle queues n frames with no input.
func (s *Script) Idle(n int) {
	for range n {
		s.Queue(Frame{})
	}
}

// Tap queues a press held for three ticks and a release at (x, y), as a
// finger (touch) or the mouse.
func (s *Script) Tap(x, y float64, touch bool) {
	s.gesture(3, touch, Stroke{Point{x, y}, Point{x, y}})
}

// TapTogether queues one tap per point, each its own finger: all pressed in
// the same tick, held three ticks, released in the same tick.
func (s *Script) TapTogether(points ...Point) {
	strokes := make([]Stroke, len(points))
	for i, p := range points {
		strokes[i] = Stroke{p, p}
	}
	s.gesture(3, true, strokes...)
}

// Drag queues a mouse press at (x0, y0), a move in steps to (x1, y1) and a
// release.
func (s *Script) Drag(x0, y0, x1, y1 float64, steps int) {
	s.gesture(steps, false, Stroke{Point{x0, y0}, Point{x1, y1}})
}

// DragTogether queues several fingers dragging at once: all pressed in the
// same tick, moved in steps along their strokes, released in the same tick.
func (s *Script) DragTogether(steps int, strokes ...Stroke) {
	s.gesture(steps, true, strokes...)
}

// gesture queues a press of every stroke, steps ticks moving each towards
// its end, and a release.
func (s *Script) gesture(steps int, touch bool, strokes ...Stroke) {
	ps := make([]Pointer, len(strokes))
	for i, st := range strokes {
		id := 0
		if touch {
			s.touch++
			id = s.touch
		}
		ps[i] = Pointer{ID: id, Touch: touch, X: st.From.X, Y: st.From.Y,
			StartX: st.From.X, StartY: st.From.Y, Down: true, Pressed: true}
	}
	s.Queue(Frame{Pointers: slices.Clone(ps), Activity: true})
	for step := 1; step <= steps; step++ {
		t := float64(step) / float64(steps)
		for i, st := range strokes {
			p := &ps[i]
			p.Pressed = false
			p.X, p.Y = st.From.X+(st.To.X-st.From.X)*t, st.From.Y+(st.To.Y-st.From.Y)*t
			dx, dy := p.X-p.StartX, p.Y-p.StartY
			p.Moved = p.Moved || dx*dx+dy*dy > DragThreshold*DragThreshold
		}
		s.Queue(Frame{Pointers: slices.Clone(ps), Activity: true})
	}
	for i := range ps {
		ps[i].Pressed, ps[i].Down, ps[i].Released = false, false, true
	}
	s.Queue(Frame{Pointers: ps, Activity: true})
}

// Press queues one tick with the given keys pressed.
func (s *Script) Press(keys ...Key) {
	s.Queue(Frame{Keys: keys, Activity: true})
}

// PadPress queues one tick in which gamepad pad presses keys; a pad not
// yet connected is connected in that same tick.
func (s *Script) PadPress(pad int, keys ...Key) {
	in := PadInput{ID: pad, Keys: keys, Connected: !slices.Contains(s.pads, pad)}
	if in.Connected {
		s.pads = append(slices.Clone(s.pads), pad)
	}
	s.Queue(Frame{Pads: []PadInput{in}, Activity: true})
}

// PadConnect queues one tick in which gamepad pad is plugged in.
func (s *Script) PadConnect(pad int) {
	if !slices.Contains(s.pads, pad) {
		s.pads = append(slices.Clone(s.pads), pad)
	}
	s.Queue(Frame{Pads: []PadInput{{ID: pad, Connected: true}}, Activity: true})
}

// PadDisconnect queues one tick in which gamepad pad is unplugged.
func (s *Script) PadDisconnect(pad int) {
	s.pads = slices.DeleteFunc(slices.Clone(s.pads), func(id int) bool { return id == pad })
	s.Queue(Frame{Pads: []PadInput{{ID: pad, Disconnected: true}}, Activity: true})
}
