package ui

import "testing"

// tray is a scene fragment: things lying at rectangles, picked up by any
// pointer pressed on them.
type tray struct {
	things  map[string]Rect
	drags   Drags[string]
	refused int
	dropped []Carry[string]
}

func (tr *tray) tick(f *Frame) {
	tr.dropped = append(tr.dropped, tr.drags.Update(f)...)
	for _, p := range f.Pointers {
		if !p.Pressed {
			continue
		}
		for name, r := range tr.things {
			if r.Contains(p.X, p.Y) && !tr.drags.Start(p, r, name) {
				tr.refused++
			}
		}
	}
}

func TestTwoDragsAtOnceLandOnTheirOwnTargets(t *testing.T) {
	tr := &tray{things: map[string]Rect{"a": {0, 0, 20, 20}, "b": {100, 0, 20, 20}}}
	tr.drags.Targets = []DropTarget{{ID: Indexed("slot", 1), Rect: Rect{0, 200, 40, 40}}, {ID: Indexed("slot", 2), Rect: Rect{100, 200, 40, 40}}}
	var s Script
	// Grabbed 5 px in from the top left: the object's origin ends at
	// (10, 210) and (110, 210), centres (20, 220) and (120, 220).
	s.DragTogether(5, Stroke{Point{5, 5}, Point{15, 215}}, Stroke{Point{105, 5}, Point{115, 215}})
	ticks, dropTick := 0, map[string]int{}
	play(&s, func(f *Frame) {
		ticks++
		tr.tick(f)
		if ticks == 1 && tr.drags.Len() != 2 {
			t.Fatalf("after the press: %d drags, want 2", tr.drags.Len())
		}
		for _, c := range tr.dropped {
			if _, ok := dropTick[c.Payload]; !ok {
				dropTick[c.Payload] = ticks
			}
		}
	})
	if len(tr.dropped) != 2 || tr.refused != 0 {
		t.Fatalf("dropped %+v, refused %d", tr.dropped, tr.refused)
	}
	if dropTick["a"] != dropTick["b"] {
		t.Errorf("dropped on ticks %v, want the same tick", dropTick)
	}
	want := map[string]struct {
		target ID
		x, y   float64
	}{"a": {Indexed("slot", 1), 10, 210}, "b": {Indexed("slot", 2), 110, 210}}
	for _, c := range tr.dropped {
		w := want[c.Payload]
		if !c.Dropped || c.Cancelled || c.Target != w.target || !c.Moved {
			t.Errorf("%s: %+v, want dropped on %v", c.Payload, c, w.target)
		}
		if c.X != w.x || c.Y != w.y || c.PX != w.x+5 || c.PY != w.y+5 {
			t.Errorf("%s: object at (%v, %v), pointer (%v, %v)", c.Payload, c.X, c.Y, c.PX, c.PY)
		}
	}
	if tr.drags.Len() != 0 {
		t.Errorf("%d drags left", tr.drags.Len())
	}
}

func TestTwoTouchesOnOneObjectFirstWins(t *testing.T) {
	tr := &tray{things: map[string]Rect{"a": {0, 0, 20, 20}}}
	var s Script
	s.TapTogether(Point{5, 5}, Point{15, 15})
	first := 0
	play(&s, func(f *Frame) {
		if first == 0 && len(f.Pointers) > 0 {
			first = f.Pointers[0].ID
		}
		tr.tick(f)
	})
	if tr.refused != 1 || len(tr.dropped) != 1 {
		t.Fatalf("refused %d, dropped %+v; want 1 and 1", tr.refused, tr.dropped)
	}
	if c := tr.dropped[0]; c.Pointer != first || c.Moved || !c.Target.IsZero() {
		t.Errorf("drop %+v: want the first touch (%d), not moved, no target", c, first)
	}
}

func TestDropTargetUsesTheObjectsCentre(t *testing.T) {
	var d Drags[int]
	d.Targets = []DropTarget{{ID: Named("wide"), Rect: Rect{100, 100, 50, 50}}, {ID: Named("small"), Rect: Rect{120, 120, 10, 10}}}
	// Grab a 40×40 object by its top-left corner: its centre is 20 px
	// down-right of the finger.
	p := Pointer{ID: 3, Touch: true, X: 0, Y: 0, StartX: 0, StartY: 0, Down: true, Pressed: true}
	if !d.Start(p, Rect{0, 0, 40, 40}, 1) {
		t.Fatal("not started")
	}
	step := func(x, y float64, release bool) []Carry[int] {
		p.Pressed, p.X, p.Y, p.Moved = false, x, y, true
		p.Down, p.Released = !release, release
		return d.Update(&Frame{Pointers: []Pointer{p}})
	}
	step(85, 85, false) // finger outside, centre (105, 105) inside the wide target
	if c := d.ByPointer(3); c == nil || c.Target != Named("wide") {
		t.Fatalf("hover: %+v, want over the wide target", c)
	}
	step(105, 105, false) // centre (125, 125): the small target lies on top
	if c := d.ByPointer(3); c.Target != Named("small") {
		t.Fatalf("hover: %+v, want over the small target on top", c)
	}
	ended := step(300, 300, true)
	if len(ended) != 1 || !ended[0].Target.IsZero() || !ended[0].Dropped {
		t.Fatalf("drop outside: %+v", ended)
	}
	if hx, hy := ended[0].Hot(); hx != 320 || hy != 320 {
		t.Errorf("hot point (%v, %v)", hx, hy)
	}
}

func TestDragsRefusesBusyPointerAndReleasedPointer(t *testing.T) {
	var d Drags[int]
	p := Pointer{ID: 1, Down: true, Pressed: true}
	if !d.Start(p, Rect{}, 1) || d.Start(p, Rect{}, 2) {
		t.Fatal("one pointer carried two things")
	}
	if d.Start(Pointer{ID: 2, Released: true}, Rect{}, 3) {
		t.Fatal("a released pointer picked something up")
	}
	if !d.Carrying(1) || d.Carrying(2) {
		t.Fatal("Carrying")
	}
	if c, ok := d.Cancel(1); !ok || !c.Cancelled || d.Len() != 0 {
		t.Fatalf("Cancel: %+v %v", c, ok)
	}
	d.Start(p, Rect{}, 1)
	d.CancelAll()
	if d.Len() != 0 {
		t.Fatal("CancelAll left drags")
	}
}

func TestPadUnpluggedMidDragCancelsOnlyItsDrag(t *testing.T) {
	var s Script
	s.PadConnect(0)
	s.PadPress(0, KeyActivate) // the pad picks up "pad"
	s.DragTogether(4, Stroke{Point{205, 5}, Point{205, 105}})
	s.PadDisconnect(0)
	s.Idle(2)
	tr := &tray{things: map[string]Rect{"pad": {0, 0, 20, 20}, "touch": {200, 0, 20, 20}}}
	cursor := PadCursor{Pad: 0, X: 10, Y: 10}
	ticks := 0
	play(&s, func(f *Frame) {
		ticks++
		if ticks > 3 {
			cursor.X++ // the scene moves the cursor with the focus
		}
		if p, ok := cursor.Update(f); ok {
			f.Pointers = append(f.Pointers, p)
		}
		tr.tick(f)
		if ticks == 4 && tr.drags.Len() != 2 {
			t.Fatalf("tick 4: %d drags, want the pad's and the touch's", tr.drags.Len())
		}
	})
	if len(tr.dropped) != 2 {
		t.Fatalf("ended: %+v", tr.dropped)
	}
	for _, c := range tr.dropped {
		switch c.Payload {
		case "pad":
			if !c.Cancelled || c.Dropped || c.Pointer != PadPointerID(0) || !c.Moved {
				t.Errorf("pad drag: %+v, want cancelled", c)
			}
		case "touch":
			if !c.Dropped || c.Cancelled {
				t.Errorf("touch drag: %+v, want dropped", c)
			}
		}
	}
	if cursor.Held() || tr.drags.Len() != 0 {
		t.Errorf("after unplugging: cursor held %v, %d drags", cursor.Held(), tr.drags.Len())
	}
}

func TestPadCursorPicksUpAndPutsDown(t *testing.T) {
	var s Script
	s.PadPress(1, KeyActivate)
	s.Idle(1)
	s.PadPress(1, KeyActivate)
	s.Idle(1)
	var d Drags[int]
	c := PadCursor{Pad: 1, X: 5, Y: 5}
	var ended []Carry[int]
	play(&s, func(f *Frame) {
		p, ok := c.Update(f)
		if !ok {
			return
		}
		f.Pointers = append(f.Pointers, p)
		ended = append(ended, d.Update(f)...)
		if p.Pressed {
			d.Start(p, Rect{0, 0, 10, 10}, 9)
		}
		c.X += 50
	})
	if len(ended) != 1 || !ended[0].Dropped || ended[0].PX != 105 || !ended[0].Moved {
		t.Fatalf("ended %+v", ended)
	}
}

func TestSingleDragStillWorks(t *testing.T) {
	var s Script
	s.Drag(10, 10, 110, 60, 4)
	var d Drag
	var x, y float64
	var moved, released bool
	play(&s, func(f *Frame) {
		if d.Active() {
			if d.Update(f) {
				x, y, moved = d.Drop()
				released = true
			}
			return
		}
		for _, p := range f.Pointers {
			if p.Pressed {
				d.Start(p, Rect{})
			}
		}
	})
	if !released || x != 110 || y != 60 || !moved || d.X != 100 || d.Y != 50 {
		t.Fatalf("drop (%v, %v) moved %v released %v, object (%v, %v)", x, y, moved, released, d.X, d.Y)
	}
}

// TestTouchLiftsWhatItCarries: with a lift, a finger carries the object
// centred above itself and the drop target is the one under the lifted
// object, not under the finger; the mouse keeps its grab offset.
func TestTouchLiftsWhatItCarries(t *testing.T) {
	for _, touch := range []bool{true, false} {
		tr := &tray{things: map[string]Rect{"a": {0, 0, 20, 20}}}
		tr.drags.Lift = 30
		// Slots one above the other: the finger ends on the lower one.
		tr.drags.Targets = []DropTarget{{ID: Indexed("slot", 1), Rect: Rect{90, 150, 40, 40}}, {ID: Indexed("slot", 2), Rect: Rect{90, 200, 40, 40}}}
		var s Script
		if touch {
			s.DragTogether(5, Stroke{Point{5, 5}, Point{110, 210}})
		} else {
			s.Drag(5, 5, 110, 210, 5)
		}
		var during Carry[string]
		play(&s, func(f *Frame) {
			tr.tick(f)
			if a := tr.drags.Active(); len(a) == 1 {
				during = a[0]
			}
		})
		if len(tr.dropped) != 1 {
			t.Fatalf("touch %v: dropped %+v", touch, tr.dropped)
		}
		c := tr.dropped[0]
		want := struct {
			x, y   float64
			target ID
		}{105, 205, Indexed("slot", 2)} // the grab offset kept
		if touch {
			want.x, want.y, want.target = 100, 160, Indexed("slot", 1) // bottom 30 above the finger
		}
		if c.X != want.x || c.Y != want.y || c.Target != want.target || c.Lifted != touch {
			t.Errorf("touch %v: dropped at (%v, %v) on %v lifted %v, want (%v, %v) on %v", touch, c.X, c.Y, c.Target, c.Lifted, want.x, want.y, want.target)
		}
		if touch && during.Y+during.H > during.PY-29 {
			t.Errorf("while dragging the object's bottom %v is not above the finger at %v", during.Y+during.H, during.PY)
		}
	}
}

// TestSingleDragLiftsAboveAFinger: Drag lifts like Drags, and its hot point
// is the lifted object's centre.
func TestSingleDragLiftsAboveAFinger(t *testing.T) {
	var s Script
	s.DragTogether(4, Stroke{Point{10, 10}, Point{110, 160}})
	d := Drag{Lift: 25}
	var hx, hy float64
	play(&s, func(f *Frame) {
		if d.Active() {
			if d.Update(f) {
				hx, hy = d.Hot()
			}
			return
		}
		for _, p := range f.Pointers {
			if p.Pressed {
				d.Start(p, Rect{X: 0, Y: 0, W: 40, H: 40})
			}
		}
	})
	if hx != 110 || hy != 160-25-20 {
		t.Fatalf("hot point (%v, %v), want (110, 115)", hx, hy)
	}
}
