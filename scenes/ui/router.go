package ui

// Middle is the region index of the shared middle: the screen outside
// every panel.
const Middle = -1

// Router splits each tick's Frame between the panels of a shared table.
// Every pointer belongs to the region it was pressed in — a panel, or the
// Middle — until it is released, wherever it travels meanwhile, so each
// stroke is its seat's alone. Each panel gets a Frame in its own local
// pixels (Controls and drag code written for an upright panel just work);
// the middle gets a Frame in screen pixels.
//
// Keys go where Panel.Keyboard and Panel.Pads send them; keys no panel
// claims go to the middle. Every frame shares the tick's Pads,
// ConnectedPads and Activity, and the mouse hover goes to the region under
// it. The frames and their slices are reused by the next Split.
type Router struct {
	// Panels are the seats' panels; the scene may change them between
	// ticks (a stroke whose panel is gone falls to the middle).
	Panels []Panel
	owner  map[int]int // held pointer ID → region
	frames []Frame     // region i at i+1: the middle first
	empty  Frame
}

// Split routes f's input to the regions; read them with Frame.
func (r *Router) Split(f *Frame) {
	if r.owner == nil {
		r.owner = map[int]int{}
	}
	n := len(r.Panels)
	for len(r.frames) < n+1 {
		r.frames = append(r.frames, Frame{})
	}
	for i := range r.frames[:n+1] {
		g := &r.frames[i]
		*g = Frame{Pointers: g.Pointers[:0], Keys: g.Keys[:0],
			Pads: f.Pads, ConnectedPads: f.ConnectedPads, Activity: f.Activity}
	}
	kb := r.keyboard()
	r.frames[kb+1].Keys = append(r.frames[kb+1].Keys, f.Keys...)
	r.frames[kb+1].Chars = f.Chars
	for _, pad := range f.Pads {
		g := &r.frames[r.padOwner(pad.ID)+1]
		g.Keys = append(g.Keys, pad.Keys...)
	}
	if f.HasHover {
		i := r.At(f.HoverX, f.HoverY)
		g := &r.frames[i+1]
		g.HasHover, g.HoverX, g.HoverY = true, f.HoverX, f.HoverY
		if i != Middle {
			g.HoverX, g.HoverY = r.Panels[i].ToLocal(f.HoverX, f.HoverY)
		}
	}
	for _, p := range f.Pointers {
		i, ok := r.owner[p.ID]
		if !ok || p.Pressed {
			i = r.At(p.StartX, p.StartY) // where it went down
		}
		if i >= n {
			i = Middle
		}
		if p.Released || !p.Down {
			delete(r.owner, p.ID)
		} else {
			r.owner[p.ID] = i
		}
		if i != Middle {
			p = r.Panels[i].PointerToLocal(p)
		}
		r.frames[i+1].Pointers = append(r.frames[i+1].Pointers, p)
	}
}

// Frame returns region i's frame from the last Split: a panel index, or
// Middle. It is empty for an index Split did not fill.
func (r *Router) Frame(i int) *Frame {
	if i < Middle || i >= len(r.Panels) || i+1 >= len(r.frames) {
		r.empty = Frame{}
		return &r.empty
	}
	return &r.frames[i+1]
}

// At returns the panel containing the screen point (x, y), later panels on
// top, or Middle.
func (r *Router) At(x, y float64) int {
	for i := len(r.Panels) - 1; i >= 0; i-- {
		if r.Panels[i].Rect.Contains(x, y) {
			return i
		}
	}
	return Middle
}

// Owner returns the region that held pointer id belongs to; ok is false
// when the pointer is not held.
func (r *Router) Owner(id int) (region int, ok bool) {
	region, ok = r.owner[id]
	return region, ok
}

// Reset forgets which region each held pointer belongs to (a new layout).
func (r *Router) Reset() { clear(r.owner) }

// keyboard returns the region that gets the keyboard.
func (r *Router) keyboard() int {
	for i := range r.Panels {
		if r.Panels[i].Keyboard {
			return i
		}
	}
	return Middle
}

// padOwner returns the region that gets gamepad pad's keys.
func (r *Router) padOwner(pad int) int {
	for i := range r.Panels {
		for _, id := range r.Panels[i].Pads {
			if id == pad {
				return i
			}
		}
	}
	return Middle
}
