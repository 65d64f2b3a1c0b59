package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// EbitenSource reads the real mouse, touches, keyboard and gamepads. It
// (with ebiten_gamepad.go) is the only place in Cifra that calls
// Ebitengine's input functions.
type EbitenSource struct {
	pads       padReader
	starts     map[int][2]float64 // where each held pointer went down
	moved      map[int]bool
	last       map[int][2]float64 // last position of each held pointer
	mouseDown  bool
	lastHoverX int
	lastHoverY int
	touchIDs   []ebiten.TouchID
	justTouch  []ebiten.TouchID
}

// NewEbitenSource returns a Source reading Ebitengine's input.
func NewEbitenSource() *EbitenSource {
	return &EbitenSource{starts: map[int][2]float64{}, moved: map[int]bool{}, last: map[int][2]float64{}}
}

var keyMap = []struct {
	key  ebiten.Key
	want Key
}{
	{ebiten.KeyArrowUp, KeyUp}, {ebiten.KeyArrowDown, KeyDown},
	{ebiten.KeyArrowLeft, KeyLeft}, {ebiten.KeyArrowRight, KeyRight},
	{ebiten.KeyEnter, KeyActivate}, {ebiten.KeyNumpadEnter, KeyActivate}, {ebiten.KeySpace, KeyActivate},
	{ebiten.KeyEscape, KeyBack},
	{ebiten.KeyBackspace, KeyUndo}, {ebiten.KeyH, KeyHint},
	{ebiten.KeyL, KeyLog},
}

// seatKeys are the physical keys of KeySeat1..KeySeat5 (by position, so
// they sit at the keyboard's corners whatever its layout).
var seatKeys = [SeatKeys]ebiten.Key{ebiten.KeyQ, ebiten.KeyP, ebiten.KeyZ, ebiten.KeyM, ebiten.KeyB}

// Poll implements Source.
func (s *EbitenSource) Poll(scale float64) Frame {
	var f Frame
	for _, m := range keyMap {
		if repeating(m.key) {
			f.Keys = append(f.Keys, m.want)
		}
	}
	if repeating(ebiten.KeyTab) {
		if ebiten.IsKeyPressed(ebiten.KeyShift) {
			f.Keys = append(f.Keys, KeyPrev)
		} else {
			f.Keys = append(f.Keys, KeyNext)
		}
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if inpututil.IsKeyJustPressed(ebiten.KeyZ) && ctrl {
		f.Keys = append(f.Keys, KeyUndo)
	}
	if !ctrl {
		// Seat keys never repeat: a held key is one call.
		for i, k := range seatKeys {
			if inpututil.IsKeyJustPressed(k) {
				f.Keys = append(f.Keys, SeatKey(i))
			}
		}
	}

	f.Chars = ebiten.AppendInputChars(f.Chars)
	mx, my := ebiten.CursorPosition()
	down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if down || s.mouseDown {
		f.Pointers = append(f.Pointers, s.track(0, false, float64(mx), float64(my), down, !s.mouseDown && down, s.mouseDown && !down, scale))
	}
	s.mouseDown = down
	if mx != s.lastHoverX || my != s.lastHoverY {
		f.Activity = true
		s.lastHoverX, s.lastHoverY = mx, my
	}
	f.HoverX, f.HoverY = float64(mx), float64(my)
	f.HasHover = !down

	s.justTouch = inpututil.AppendJustPressedTouchIDs(s.justTouch[:0])
	s.touchIDs = ebiten.AppendTouchIDs(s.touchIDs[:0])
	for _, id := range s.touchIDs {
		x, y := ebiten.TouchPosition(id)
		f.Pointers = append(f.Pointers, s.track(int(id)+1, true, float64(x), float64(y), true, contains(s.justTouch, id), false, scale))
	}
	// A released touch is no longer listed by AppendTouchIDs; report it
	// once more at its last position.
	for key, pos := range s.last {
		if key == 0 {
			continue
		}
		if inpututil.IsTouchJustReleased(ebiten.TouchID(key - 1)) {
			f.Pointers = append(f.Pointers, s.track(key, true, pos[0], pos[1], false, false, true, scale))
		}
	}
	s.pads.poll(&f)
	if len(f.Pointers) > 0 || len(f.Keys) > 0 || len(f.Chars) > 0 {
		f.Activity = true
	}
	return f
}

// track updates one pointer's bookkeeping and returns its state this tick.
func (s *EbitenSource) track(id int, touch bool, x, y float64, down, pressed, released bool, scale float64) Pointer {
	if pressed {
		s.starts[id] = [2]float64{x, y}
		s.moved[id] = false
	}
	start := s.starts[id]
	dx, dy := x-start[0], y-start[1]
	if dx*dx+dy*dy > DragThreshold*DragThreshold*scale*scale {
		s.moved[id] = true
	}
	p := Pointer{ID: id, Touch: touch, X: x, Y: y, Down: down, Pressed: pressed, Released: released,
		StartX: start[0], StartY: start[1], Moved: s.moved[id]}
	if released || !down {
		delete(s.starts, id)
		delete(s.moved, id)
		delete(s.last, id)
	} else {
		s.last[id] = [2]float64{x, y}
	}
	return p
}

func contains(ids []ebiten.TouchID, id ebiten.TouchID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// repeating reports a key press and then auto-repeat while held, like a
// text field does, so holding an arrow keeps moving the focus.
func repeating(k ebiten.Key) bool { return repeats(inpututil.KeyPressDuration(k)) }

// repeats reports whether something held for d ticks fires this tick: on
// the press, then five times a second after a pause (at 60 ticks a second).
func repeats(d int) bool { return d == 1 || (d > 24 && d%5 == 0) }
