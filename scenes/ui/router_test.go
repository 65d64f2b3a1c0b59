package ui

import "testing"

func newTable() *Router {
	return &Router{Panels: []Panel{
		{Rect: Rect{200, 500, 600, 100}, Turn: FaceBottom, Keyboard: true},
		{Rect: Rect{200, 0, 600, 100}, Turn: FaceTop, Pads: []int{3}},
		{Rect: Rect{0, 100, 150, 400}, Turn: FaceLeft},
	}}
}

func TestStrokeBelongsToThePanelItWasPressedIn(t *testing.T) {
	r := newTable()
	var s Script
	// From the bottom panel, across the middle, into the top panel.
	s.DragTogether(6, Stroke{Point{300, 550}, Point{300, 50}})
	ticks := 0
	play(&s, func(f *Frame) {
		ticks++
		r.Split(f)
		if n := len(r.Frame(0).Pointers); n != 1 {
			t.Fatalf("tick %d: the bottom panel sees %d pointers", ticks, n)
		}
		for _, i := range []int{1, 2, Middle} {
			if n := len(r.Frame(i).Pointers); n != 0 {
				t.Fatalf("tick %d: region %d sees %d pointers", ticks, i, n)
			}
		}
		p := r.Frame(0).Pointers[0]
		sx, sy := f.Pointers[0].X, f.Pointers[0].Y
		if p.X != sx-200 || p.Y != sy-500 || p.StartX != 100 || p.StartY != 50 {
			t.Fatalf("tick %d: local pointer %+v for screen (%v, %v)", ticks, p, sx, sy)
		}
		if owner, ok := r.Owner(p.ID); ok != !p.Released || (ok && owner != 0) {
			t.Fatalf("tick %d: owner %d %v", ticks, owner, ok)
		}
	})
	if !r.Frame(0).Pointers[0].Released {
		t.Fatal("the release did not reach the bottom panel")
	}
}

func TestPressOutsideEveryPanelBelongsToTheMiddle(t *testing.T) {
	r := newTable()
	var s Script
	s.DragTogether(3, Stroke{Point{500, 300}, Point{500, 550}}, Stroke{Point{500, 520}, Point{500, 300}})
	play(&s, func(f *Frame) {
		r.Split(f)
		mid, bottom := r.Frame(Middle).Pointers, r.Frame(0).Pointers
		if len(mid) != 1 || len(bottom) != 1 {
			t.Fatalf("middle %+v, bottom %+v", mid, bottom)
		}
		if mid[0].StartX != 500 || mid[0].StartY != 300 || mid[0].X != f.Pointers[0].X || mid[0].Y != f.Pointers[0].Y {
			t.Fatalf("the middle's pointer is not in screen pixels: %+v", mid[0])
		}
	})
}

func TestPanelFramesAreLocal(t *testing.T) {
	r := newTable()
	left := &r.Panels[2] // 400 wide, 150 high as its player sees it
	if w, h := left.Size(); w != 400 || h != 150 {
		t.Fatalf("left panel size %v×%v", w, h)
	}
	// A button in the left panel's local bottom-left corner; the player
	// taps it on the screen near the screen's left edge, at the top.
	var c Controls
	c.Set([]Widget{{ID: Named("ready"), Rect: Rect{0, 110, 60, 40}, Enabled: true}})
	sx, sy := left.ToScreen(30, 130)
	if sx != 20 || sy != 130 {
		t.Fatalf("local (30, 130) at screen (%v, %v), want (20, 130)", sx, sy)
	}
	var s Script
	s.Tap(sx, sy, true)
	var got ID
	play(&s, func(f *Frame) {
		r.Split(f)
		for _, p := range r.Frame(2).Pointers {
			if p.X != 30 || p.Y != 130 {
				t.Errorf("local pointer (%v, %v), want (30, 130)", p.X, p.Y)
			}
		}
		if id := c.Update(r.Frame(2)); !id.IsZero() {
			got = id
		}
	})
	if got != Named("ready") {
		t.Fatalf("the panel's Controls activated %q", got)
	}
}

func TestRouterSendsKeysAndHoverToTheirRegions(t *testing.T) {
	r := newTable()
	f := Frame{Keys: []Key{KeyHint}, Chars: []rune("a"),
		Pads:          []PadInput{{ID: 3, Keys: []Key{KeyActivate}}, {ID: 5, Keys: []Key{KeyBack}}},
		ConnectedPads: []int{3, 5}, HasHover: true, HoverX: 700, HoverY: 50, Activity: true}
	r.Split(&f)
	bottom, top, mid := r.Frame(0), r.Frame(1), r.Frame(Middle)
	if !bottom.Key(KeyHint) || string(bottom.Chars) != "a" || mid.Key(KeyHint) {
		t.Errorf("keyboard: bottom %v, middle %v", bottom.Keys, mid.Keys)
	}
	if !top.Key(KeyActivate) || top.Key(KeyBack) || !mid.Key(KeyBack) {
		t.Errorf("pads: top %v, middle %v", top.Keys, mid.Keys)
	}
	if !top.HasHover || top.HoverX != 100 || top.HoverY != 50 || bottom.HasHover || mid.HasHover {
		t.Errorf("hover: top %v (%v, %v)", top.HasHover, top.HoverX, top.HoverY)
	}
	for _, g := range []*Frame{bottom, top, mid, r.Frame(2)} {
		if !g.PadConnected(5) || !g.PadKey(3, KeyActivate) || !g.Activity {
			t.Errorf("a region lost the pads or the activity: %+v", g)
		}
	}
	if g := r.Frame(7); len(g.Pointers)+len(g.Keys) != 0 {
		t.Errorf("an unknown region has input: %+v", g)
	}
}

func TestRouterSplitDoesNotAllocate(t *testing.T) {
	r := newTable()
	f := Frame{Keys: []Key{KeyUp}, Pads: []PadInput{{ID: 3, Keys: []Key{KeyActivate}}},
		Pointers: []Pointer{
			{ID: 1, Touch: true, X: 300, Y: 550, StartX: 300, StartY: 550, Down: true},
			{ID: 2, Touch: true, X: 20, Y: 200, StartX: 20, StartY: 200, Down: true},
			{ID: 3, Touch: true, X: 500, Y: 300, StartX: 500, StartY: 300, Down: true},
		}}
	r.Split(&f)
	if n := testing.AllocsPerRun(100, func() { r.Split(&f) }); n != 0 {
		t.Errorf("Split allocates %v times a tick", n)
	}
}

// Two seats facing each other across the table each drag their own tile at
// once, in their own panel's pixels: one to a slot in their panel, the
// other onto the shared board in the middle.
func TestTableSeatsDragInTheirOwnPanels(t *testing.T) {
	r := &Router{Panels: []Panel{
		{Rect: Rect{0, 100, 150, 400}, Turn: FaceLeft},
		{Rect: Rect{850, 100, 150, 400}, Turn: FaceRight},
	}}
	board := Rect{400, 200, 200, 200} // on the screen
	seats := make([]Drags[int], 2)
	tile := Rect{20, 20, 40, 40} // each seat's tile, in its panel's pixels
	for i := range seats {
		seats[i].Targets = []DropTarget{
			{ID: Named("slot"), Rect: Rect{300, 20, 60, 60}},
			{ID: Named("board"), Rect: r.Panels[i].RectToLocal(board)},
		}
	}
	// Left seat: drag its tile to its own slot. Right seat: drag its tile
	// onto the board's middle, leaving its panel on the way.
	from0x, from0y := r.Panels[0].ToScreen(40, 40)
	to0x, to0y := r.Panels[0].ToScreen(330, 50)
	from1x, from1y := r.Panels[1].ToScreen(40, 40)
	var s Script
	s.DragTogether(6, Stroke{Point{from0x, from0y}, Point{to0x, to0y}}, Stroke{Point{from1x, from1y}, Point{500, 300}})
	var ended [2][]Carry[int]
	play(&s, func(f *Frame) {
		r.Split(f)
		for i := range seats {
			g := r.Frame(i)
			ended[i] = append(ended[i], seats[i].Update(g)...)
			for _, p := range g.Pointers {
				if p.Pressed && tile.Contains(p.X, p.Y) {
					seats[i].Start(p, tile, i)
				}
			}
		}
	})
	if len(ended[0]) != 1 || ended[0][0].Target != Named("slot") {
		t.Errorf("left seat: %+v, want dropped on its slot", ended[0])
	}
	if len(ended[1]) != 1 || ended[1][0].Target != Named("board") {
		t.Errorf("right seat: %+v, want dropped on the board", ended[1])
	}
}
