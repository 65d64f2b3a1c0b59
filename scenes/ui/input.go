package ui

// Key is a keyboard action a scene can react to; the raw key codes are
// mapped in one place (ebiten_source.go) so scenes stay input-agnostic.
type Key int

// Keys scenes understand.
const (
	KeyUp Key = iota + 1
	KeyDown
	KeyLeft
	KeyRight
	KeyNext     // Tab
	KeyPrev     // Shift+Tab
	KeyActivate // Enter, Space
	KeyBack     // Esc, browser back
	KeyUndo     // Backspace, Ctrl+Z
	KeyHint     // H
)

// Pointer is one mouse or touch contact during one tick. Positions are in
// screen (device) pixels.
type Pointer struct {
	ID             int  // 0 for the mouse; touches get their own IDs
	Touch          bool // a finger rather than the mouse
	X, Y           float64
	Down           bool // held during this tick
	Pressed        bool // went down this tick
	Released       bool // went up this tick (X, Y is where)
	StartX, StartY float64
	Moved          bool // travelled beyond the drag threshold since Pressed
}

// DragThreshold is how far (in device pixels at scale 1) a pointer must
// travel before a press counts as a drag rather than a tap.
const DragThreshold = 8

// Frame is everything the player did during one tick.
type Frame struct {
	Pointers []Pointer
	Keys     []Key
	// Chars is the text typed this tick (for name fields).
	Chars []rune
	// Hover is the mouse position when no button is held (for hover
	// states); HasHover is false for touch-only input.
	HoverX, HoverY float64
	HasHover       bool
	// Activity is true when anything at all happened (input, resize), so
	// the app knows to redraw.
	Activity bool
}

// Key reports whether k was pressed this tick.
func (f *Frame) Key(k Key) bool {
	for _, x := range f.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// Source produces one Frame per tick: the real Ebitengine input, or a script
// in tests.
type Source interface {
	Poll(scale float64) Frame
}
