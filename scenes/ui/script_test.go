package ui

import "testing"

// play polls s until it runs dry, handing each frame to tick.
func play(s *Script, tick func(f *Frame)) {
	for s.Pending() > 0 {
		f := s.Poll(1)
		tick(&f)
	}
}

func TestTapTogetherPressesAndReleasesInOneTick(t *testing.T) {
	var s Script
	s.Tap(1, 1, false)
	s.TapTogether(Point{10, 10}, Point{20, 20}, Point{30, 30})
	s.Poll(1) // the mouse tap
	s.Poll(1)
	s.Poll(1)
	s.Poll(1)
	if f := s.Poll(1); len(f.Pointers) != 1 || f.Pointers[0].ID != 0 || !f.Pointers[0].Released {
		t.Fatalf("mouse tap: %+v", f.Pointers)
	}
	first := s.Poll(1)
	ids := map[int]bool{}
	for _, p := range first.Pointers {
		if !p.Pressed || !p.Touch || p.ID <= 0 {
			t.Errorf("pointer %+v: want a pressed touch with a positive ID", p)
		}
		ids[p.ID] = true
	}
	if len(ids) != 3 {
		t.Fatalf("want 3 distinct touch IDs, got %v", ids)
	}
	for range 3 {
		f := s.Poll(1)
		for _, p := range f.Pointers {
			if p.Pressed || !p.Down || p.Moved {
				t.Errorf("held tick: %+v", p)
			}
		}
	}
	last := s.Poll(1)
	for _, p := range last.Pointers {
		if !p.Released || p.Down || !ids[p.ID] {
			t.Errorf("release tick: %+v", p)
		}
	}
	if s.Pending() != 0 {
		t.Errorf("%d frames left", s.Pending())
	}
}

func TestDragTogetherMovesEveryFinger(t *testing.T) {
	var s Script
	s.DragTogether(4, Stroke{Point{0, 0}, Point{100, 0}}, Stroke{Point{0, 50}, Point{0, 250}})
	var last Frame
	play(&s, func(f *Frame) { last = *f })
	if len(last.Pointers) != 2 {
		t.Fatalf("pointers at the end: %+v", last.Pointers)
	}
	a, b := last.Pointers[0], last.Pointers[1]
	if a.X != 100 || a.Y != 0 || b.X != 0 || b.Y != 250 || !a.Moved || !b.Moved || a.ID == b.ID {
		t.Errorf("ends: %+v %+v", a, b)
	}
	if a.StartX != 0 || b.StartY != 50 {
		t.Errorf("starts: %+v %+v", a, b)
	}
}
