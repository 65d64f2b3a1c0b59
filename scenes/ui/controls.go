package ui

import (
	"math"
	"strconv"
)

// ID names a widget: a name and up to two indexes (a seat; a cell's row
// and column). Scenes switch on the typed parts rather than formatting and
// parsing strings every tick; String is for tests and the browser hook.
type ID struct {
	Name string
	I, J int
	dims int8 // how many of I, J are part of the ID
}

// Named is the ID of a widget that needs no index ("round.roll").
func Named(name string) ID { return ID{Name: name} }

// Indexed is the ID of one of a row of widgets ("setup.seat.kind" of seat i).
func Indexed(name string, i int) ID { return ID{Name: name, I: i, dims: 1} }

// Indexed2 is the ID of one of a grid of widgets ("round.cell" at i, j).
func Indexed2(name string, i, j int) ID { return ID{Name: name, I: i, J: j, dims: 2} }

// IsZero reports whether id names nothing (no focus, nothing activated).
func (id ID) IsZero() bool { return id == ID{} }

// String is "name", "name.i" or "name.i.j".
func (id ID) String() string {
	s := id.Name
	if id.dims > 0 {
		s += "." + strconv.Itoa(id.I)
	}
	if id.dims > 1 {
		s += "." + strconv.Itoa(id.J)
	}
	return s
}

// Widget is one thing on screen a player can press or focus: a button, a
// card cell, a menu entry. Scenes rebuild their widget list when the layout
// or state changes; Controls keeps focus and press state by ID.
type Widget struct {
	ID      ID
	Rect    Rect
	Enabled bool
	// OnPress makes the widget act when a pointer goes down on it, not
	// when it is lifted: a race's buzzer, where the time a finger is held
	// down must not count against its player.
	OnPress bool
}

// Target is a widget as reported to tests and to the browser test hook.
type Target struct {
	ID      string  `json:"id"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	W       float64 `json:"w"`
	H       float64 `json:"h"`
	Enabled bool    `json:"enabled"`
}

// State is how a widget should look this frame.
type State struct {
	Hover, Pressed, Focused bool
}

// Controls turns a Frame into activations of a scene's widgets: taps and
// clicks (press and release on the same enabled widget), Enter/Space on
// the focused one, arrows and Tab to move the focus.
//
// The focus model, shared by every scene: arrows and Tab only ever land on
// enabled widgets, and they start from the focused widget's place even
// when it has just been disabled (a Roll button that rolled), so the first
// arrow goes next to it rather than to the first widget in the list. Enter
// acts on the focused widget at once, the ring showing from then on; Enter
// with nothing usable focused only shows the ring where the next Enter acts.
type Controls struct {
	items     []Widget
	focus     ID
	showFocus bool       // the ring shows only after keyboard use
	pressed   map[int]ID // pointer ID → widget it went down on
	hover     ID
}

// Set replaces the widget list, keeping focus on the same ID when present.
func (c *Controls) Set(items []Widget) {
	c.items = append(c.items[:0], items...)
	if !c.focus.IsZero() && c.index(c.focus) < 0 {
		c.focus = ID{}
	}
}

// Widgets returns the current list.
func (c *Controls) Widgets() []Widget { return c.items }

// Focus moves the keyboard focus to id (shown as a ring once the keyboard
// is used).
func (c *Controls) Focus(id ID) { c.focus = id }

// Focused returns the focused widget's ID (zero when none).
func (c *Controls) Focused() ID { return c.focus }

// KeyboardActive reports whether the focus ring should be drawn.
func (c *Controls) KeyboardActive() bool { return c.showFocus }

// State returns how widget id should look.
func (c *Controls) State(id ID) State {
	s := State{Hover: c.hover == id, Focused: c.showFocus && c.focus == id}
	for _, w := range c.pressed {
		if w == id {
			s.Pressed = true
		}
	}
	return s
}

// Look is what the widgets' looks depend on beyond the widgets
// themselves: the hovered, focused and pressed ones. Two frames whose
// Looks (and widgets) are equal draw the widgets alike.
type Look struct {
	Hover, Focus ID
	ShowFocus    bool
	Pressed      [2]ID // the widgets pointers went down on, in order of ID
	// More: over two pointers are down; Pressed does not hold them all.
	More bool
}

// Look is how the widgets' states stand (State of each, in one value).
func (c *Controls) Look() Look {
	l := Look{Hover: c.hover, Focus: c.focus, ShowFocus: c.showFocus}
	n := 0
	for _, id := range c.pressed {
		if n == len(l.Pressed) {
			l.More = true
			break
		}
		l.Pressed[n] = id
		n++
	}
	if n == 2 && idBefore(l.Pressed[1], l.Pressed[0]) {
		l.Pressed[0], l.Pressed[1] = l.Pressed[1], l.Pressed[0]
	}
	return l
}

// idBefore orders IDs (for Look: a map's order is not one).
func idBefore(a, b ID) bool {
	switch {
	case a.Name != b.Name:
		return a.Name < b.Name
	case a.I != b.I:
		return a.I < b.I
	}
	return a.J < b.J
}

// Rect returns the rectangle of widget id.
func (c *Controls) Rect(id ID) (Rect, bool) {
	if w := c.get(id); w != nil {
		return w.Rect, true
	}
	return Rect{}, false
}

// Targets lists the widgets for tests and the browser hook.
func (c *Controls) Targets() []Target {
	out := make([]Target, len(c.items))
	for i, w := range c.items {
		out[i] = Target{ID: w.ID.String(), X: w.Rect.X, Y: w.Rect.Y, W: w.Rect.W, H: w.Rect.H, Enabled: w.Enabled}
	}
	return out
}

// Update processes one frame and returns the ID of the widget activated
// this tick (zero when none). The scene may still read the Frame for its
// own purposes.
func (c *Controls) Update(f *Frame) ID {
	if c.pressed == nil {
		c.pressed = map[int]ID{}
	}
	var activated ID
	c.hover = ID{}
	if f.KeyboardMode {
		c.showFocus = true // a screen reached by keyboard shows where Enter acts
	}
	if f.HasHover {
		if w := c.at(f.HoverX, f.HoverY); w != nil && w.Enabled {
			c.hover = w.ID
		}
	}
	for _, p := range f.Pointers {
		switch {
		case p.Pressed:
			if w := c.at(p.X, p.Y); w != nil && w.Enabled {
				c.pressed[p.ID] = w.ID
				c.showFocus = false
				if w.OnPress {
					activated = w.ID
					c.focus = w.ID
				}
			}
		case p.Released:
			id, ok := c.pressed[p.ID]
			delete(c.pressed, p.ID)
			if w := c.at(p.X, p.Y); ok && w != nil && w.ID == id && w.Enabled && !w.OnPress {
				activated = id
				c.focus = id
			}
		}
	}
	for _, k := range f.Keys {
		switch k {
		case KeyNext, KeyPrev:
			c.showFocus = true
			c.step(map[bool]int{true: 1, false: -1}[k == KeyNext])
		case KeyUp, KeyDown, KeyLeft, KeyRight:
			c.showFocus = true
			c.move(k)
		case KeyActivate:
			c.showFocus = true
			if w := c.get(c.focus); w != nil && w.Enabled {
				activated = w.ID
			} else if w == nil {
				// Nothing focused: show where the next Enter acts. A
				// focused widget that is disabled for a moment (a button
				// waiting for the bots) keeps the focus: Enter must not
				// wander off to a neighbour and act there next.
				c.ensureFocus()
			}
		}
	}
	return activated
}

func (c *Controls) index(id ID) int {
	for i, w := range c.items {
		if w.ID == id {
			return i
		}
	}
	return -1
}

func (c *Controls) get(id ID) *Widget {
	if i := c.index(id); i >= 0 {
		return &c.items[i]
	}
	return nil
}

// at returns the topmost widget under (x, y): later widgets are on top.
func (c *Controls) at(x, y float64) *Widget {
	for i := len(c.items) - 1; i >= 0; i-- {
		if c.items[i].Rect.Contains(x, y) {
			return &c.items[i]
		}
	}
	return nil
}

func (c *Controls) ensureFocus() {
	if w := c.get(c.focus); w != nil && w.Enabled {
		return
	}
	c.step(1)
}

// step moves the focus to the next (or previous) enabled widget in order.
func (c *Controls) step(dir int) {
	n := len(c.items)
	if n == 0 {
		return
	}
	i := c.index(c.focus)
	if i < 0 && dir < 0 {
		i = 0
	}
	for range n {
		i = (i + dir + n) % n
		if c.items[i].Enabled {
			c.focus = c.items[i].ID
			return
		}
	}
}

// move goes to the nearest enabled widget in the arrow's direction,
// preferring ones in line with the current one. A disabled focused widget
// is still where the arrows start from; with nothing focused they pick the
// first enabled widget.
func (c *Controls) move(k Key) {
	cur := c.get(c.focus)
	if cur == nil {
		c.ensureFocus()
		return
	}
	cx, cy := cur.Rect.Center()
	var best ID
	bestScore := math.Inf(1)
	for _, w := range c.items {
		if !w.Enabled || w.ID == cur.ID {
			continue
		}
		x, y := w.Rect.Center()
		dx, dy := x-cx, y-cy
		var along, across float64
		switch k {
		case KeyUp:
			along, across = -dy, dx
		case KeyDown:
			along, across = dy, dx
		case KeyLeft:
			along, across = -dx, dy
		case KeyRight:
			along, across = dx, dy
		}
		if along <= 1 {
			continue
		}
		if score := along + 2*math.Abs(across); score < bestScore {
			best, bestScore = w.ID, score
		}
	}
	switch {
	case !best.IsZero():
		c.focus = best
	case !cur.Enabled:
		// Nothing that way: any enabled widget beats staying on a
		// disabled one, the nearest first.
		c.focus = c.nearest(cx, cy)
	}
}

// nearest returns the enabled widget whose centre is closest to (x, y),
// zero when none is enabled.
func (c *Controls) nearest(x, y float64) ID {
	var best ID
	bestD := math.Inf(1)
	for _, w := range c.items {
		if !w.Enabled {
			continue
		}
		wx, wy := w.Rect.Center()
		if d := math.Hypot(wx-x, wy-y); d < bestD {
			best, bestD = w.ID, d
		}
	}
	return best
}
