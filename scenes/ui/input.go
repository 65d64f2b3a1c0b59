package ui

// Key is a keyboard or gamepad action a scene can react to; the raw key
// codes and buttons are mapped in one place (ebiten_source.go and
// ebiten_gamepad.go) so scenes stay input-agnostic.
type Key int

// Keys scenes understand.
const (
	KeyUp       Key = iota + 1 // arrow, d-pad or left stick up
	KeyDown                    // arrow, d-pad or left stick down
	KeyLeft                    // arrow, d-pad or left stick left
	KeyRight                   // arrow, d-pad or left stick right
	KeyNext                    // Tab
	KeyPrev                    // Shift+Tab
	KeyActivate                // Enter, Space; a pad's A
	KeyBack                    // Esc, browser back; a pad's B
	KeyUndo                    // Backspace, Ctrl+Z; a pad's X
	KeyHint                    // H; a pad's Y
	KeyPause                   // a pad's Start (the keyboard pauses with KeyBack)
	// KeySeat1..KeySeat5 are one key per seat on a shared keyboard (the
	// corners of the letters, then the middle of the bottom row), for
	// games where anyone may call at any moment (Kakuro's buzzer).
	KeySeat1 // Q
	KeySeat2 // P
	KeySeat3 // Z
	KeySeat4 // M
	KeySeat5 // B
	// KeyLog opens the game's log (L), in games that keep one.
	KeyLog
)

// SeatKeys is how many seats have a key of their own on a shared keyboard.
const SeatKeys = 5

// SeatKey is seat i's own key on a shared keyboard (i < SeatKeys).
func SeatKey(i int) Key { return KeySeat1 + Key(i) }

// SeatKeyLabel is the letter printed on seat i's key, to show on screen.
func SeatKeyLabel(i int) string {
	if i < 0 || i >= SeatKeys {
		return ""
	}
	return [...]string{"Q", "P", "Z", "M", "B"}[i]
}

// Point is a position in screen (device) pixels, or in a panel's local
// pixels where a Panel says so.
type Point struct{ X, Y float64 }

// Pointer is one mouse or touch contact during one tick. Positions are in
// screen (device) pixels, or in a panel's local pixels in the frames a
// Router hands out.
type Pointer struct {
	// ID is 0 for the mouse, 1 and up for touches, and negative for pad
	// cursors (see PadPointerID).
	ID             int
	Touch          bool // a finger rather than the mouse
	X, Y           float64
	Down           bool // held during this tick
	Pressed        bool // went down this tick
	Released       bool // went up this tick (X, Y is where)
	StartX, StartY float64
	Moved          bool // travelled beyond the drag threshold since Pressed
}

// PadPointerID is the pointer ID of gamepad pad's cursor (see PadCursor):
// negative, so it never collides with the mouse (0) or a touch (1 and up).
func PadPointerID(pad int) int { return -1 - pad }

// DragThreshold is how far (in device pixels at scale 1) a pointer must
// travel before a press counts as a drag rather than a tap.
const DragThreshold = 8

// PadInput is what one gamepad did during one tick. A Frame lists a pad only
// when it has something to report.
type PadInput struct {
	ID           int   // Ebitengine's gamepad ID
	Keys         []Key // actions pressed (or auto-repeated) this tick
	Connected    bool  // plugged in this tick
	Disconnected bool  // unplugged this tick
}

// Frame is everything the player did during one tick. Its slices belong to
// the tick: read them, do not keep them.
type Frame struct {
	Pointers []Pointer // every pointer held, pressed or released this tick
	Keys     []Key     // keyboard actions pressed (or auto-repeated) this tick
	// Chars is the text typed this tick (for name fields).
	Chars []rune
	// Hover is the mouse position when no button is held (for hover
	// states); HasHover is false for touch-only input.
	HoverX, HoverY float64
	HasHover       bool
	// Pads lists the gamepads that pressed something, or were connected or
	// disconnected, this tick.
	Pads []PadInput
	// ConnectedPads lists the IDs of the gamepads plugged in now, whether
	// or not they did anything this tick.
	ConnectedPads []int
	// Activity is true when anything at all happened (input, resize), so
	// the app knows to redraw.
	Activity bool
	// KeyboardMode is true while the latest input was a key or a pad
	// button rather than a pointer press. The app keeps it across frames
	// and scenes, so a screen reached by keyboard shows its focus ring at
	// once.
	KeyboardMode bool
}

// NoteMode returns whether the keyboard is in use after this frame, given
// whether it was before: a pointer press ends it, a key or a pad button
// starts it.
func (f *Frame) NoteMode(was bool) bool {
	for _, p := range f.Pointers {
		if p.Pressed {
			was = false
		}
	}
	if len(f.Keys) > 0 {
		return true
	}
	for _, p := range f.Pads {
		if len(p.Keys) > 0 {
			return true
		}
	}
	return was
}

// Key reports whether k was pressed this tick.
func (f *Frame) Key(k Key) bool { return hasKey(f.Keys, k) }

// PadKey reports whether gamepad pad pressed k this tick.
func (f *Frame) PadKey(pad int, k Key) bool { return hasKey(f.PadKeys(pad), k) }

// PadKeys returns the keys gamepad pad pressed this tick (nil if none).
func (f *Frame) PadKeys(pad int) []Key {
	if p := f.Pad(pad); p != nil {
		return p.Keys
	}
	return nil
}

// Pad returns what gamepad pad reported this tick, or nil if nothing.
func (f *Frame) Pad(pad int) *PadInput {
	for i := range f.Pads {
		if f.Pads[i].ID == pad {
			return &f.Pads[i]
		}
	}
	return nil
}

// AnyPadKey returns the first gamepad that pressed k this tick ("press A to
// join"); ok is false when none did.
func (f *Frame) AnyPadKey(k Key) (pad int, ok bool) {
	for _, p := range f.Pads {
		if hasKey(p.Keys, k) {
			return p.ID, true
		}
	}
	return 0, false
}

// PadConnected reports whether gamepad pad is plugged in now.
func (f *Frame) PadConnected(pad int) bool {
	for _, id := range f.ConnectedPads {
		if id == pad {
			return true
		}
	}
	return false
}

// MergePadKeys appends every gamepad's keys to Keys, so a screen that any
// player may drive (menus, settings) works from a pad like from the
// keyboard. Table scenes give each pad to its seat instead (Panel.Pads).
func (f *Frame) MergePadKeys() {
	for _, p := range f.Pads {
		f.Keys = append(f.Keys, p.Keys...)
	}
}

func hasKey(keys []Key, k Key) bool {
	for _, x := range keys {
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
