package ui

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// StickDeadZone is how far (of 1) a pad's stick must lean before it counts
// as a direction.
const StickDeadZone = 0.5

// padReader turns Ebitengine's gamepads into Frame.Pads. Pads with the
// standard layout map d-pad and left stick to the arrows, A (right-bottom)
// to KeyActivate, B (right-right) to KeyBack, X (right-left) to KeyUndo,
// Y (right-top) to KeyHint, Start (centre-right) to KeyPause and the
// shoulder buttons to KeyPrev and KeyNext. Pads
// without it fall back to buttons 0 (KeyActivate) and 1 (KeyBack) and axes
// 0 (left/right) and 1 (up/down).
type padReader struct {
	ids       []ebiten.GamepadID
	just      []ebiten.GamepadID
	connected []int                       // published as Frame.ConnectedPads; replaced, never changed
	held      map[ebiten.GamepadID][4]int // ticks each direction has been held
}

var padButtons = []struct {
	std      ebiten.StandardGamepadButton
	fallback ebiten.GamepadButton
	want     Key
}{
	{ebiten.StandardGamepadButtonRightBottom, ebiten.GamepadButton0, KeyActivate},
	{ebiten.StandardGamepadButtonRightRight, ebiten.GamepadButton1, KeyBack},
	{ebiten.StandardGamepadButtonRightLeft, -1, KeyUndo},
	{ebiten.StandardGamepadButtonRightTop, -1, KeyHint},
	{ebiten.StandardGamepadButtonCenterRight, -1, KeyPause},
	{ebiten.StandardGamepadButtonFrontTopLeft, -1, KeyPrev},
	{ebiten.StandardGamepadButtonFrontTopRight, -1, KeyNext},
}

// dpad lists the d-pad buttons in the order of KeyUp, KeyDown, KeyLeft, KeyRight.
var dpad = [4]ebiten.StandardGamepadButton{
	ebiten.StandardGamepadButtonLeftTop, ebiten.StandardGamepadButtonLeftBottom,
	ebiten.StandardGamepadButtonLeftLeft, ebiten.StandardGamepadButtonLeftRight,
}

// poll adds this tick's gamepad input to f.
func (r *padReader) poll(f *Frame) {
	if r.held == nil {
		r.held = map[ebiten.GamepadID][4]int{}
	}
	r.just = inpututil.AppendJustConnectedGamepadIDs(r.just[:0])
	r.ids = ebiten.AppendGamepadIDs(r.ids[:0])
	changed := len(r.ids) != len(r.connected)
	for _, id := range r.connected {
		gid := ebiten.GamepadID(id)
		if inpututil.IsGamepadJustDisconnected(gid) || !slices.Contains(r.ids, gid) {
			f.Pads = append(f.Pads, PadInput{ID: id, Disconnected: true})
			delete(r.held, gid)
			changed = true
		}
	}
	for _, id := range r.ids {
		in := PadInput{ID: int(id), Connected: slices.Contains(r.just, id) || !slices.Contains(r.connected, int(id))}
		changed = changed || in.Connected
		in.Keys = r.keys(id)
		if in.Connected || len(in.Keys) > 0 {
			f.Pads = append(f.Pads, in)
		}
	}
	if changed {
		r.connected = make([]int, len(r.ids))
		for i, id := range r.ids {
			r.connected[i] = int(id)
		}
	}
	f.ConnectedPads = r.connected
	if len(f.Pads) > 0 {
		f.Activity = true
	}
}

// keys returns the actions pad id pressed this tick.
func (r *padReader) keys(id ebiten.GamepadID) []Key {
	held := r.held[id]
	keys := padKeys(ebitenPad(id), &held)
	r.held[id] = held
	return keys
}

// padState is what padKeys reads of one pad this tick: Ebitengine's
// gamepad functions in play (ebitenPad), a table of presses in tests.
type padState interface {
	// standard reports whether the pad has Ebitengine's standard layout.
	standard() bool
	// stdPressed, stdJustPressed and stdAxis read the standard layout.
	stdPressed(b ebiten.StandardGamepadButton) bool
	stdJustPressed(b ebiten.StandardGamepadButton) bool
	stdAxis(a ebiten.StandardGamepadAxis) float64
	// justPressed, axisCount and axis read a pad without it.
	justPressed(b ebiten.GamepadButton) bool
	axisCount() int
	axis(i int) float64
}

// padKeys maps one pad's state to Cifra's actions (see padReader), held
// counting how long each direction has been held.
func padKeys(p padState, held *[4]int) []Key {
	var keys []Key
	var dirs [4]bool
	std := p.standard()
	switch {
	case std:
		dirs = stickDirs(p.stdAxis(ebiten.StandardGamepadAxisLeftStickHorizontal),
			p.stdAxis(ebiten.StandardGamepadAxisLeftStickVertical))
		for i, b := range dpad {
			dirs[i] = dirs[i] || p.stdPressed(b)
		}
	case p.axisCount() >= 2:
		dirs = stickDirs(p.axis(0), p.axis(1))
	}
	keys = stepDirs(held, dirs, keys)
	for _, b := range padButtons {
		if std && p.stdJustPressed(b.std) || !std && b.fallback >= 0 && p.justPressed(b.fallback) {
			keys = append(keys, b.want)
		}
	}
	return keys
}

// ebitenPad reads a connected pad through Ebitengine.
type ebitenPad ebiten.GamepadID

func (p ebitenPad) standard() bool {
	return ebiten.IsStandardGamepadLayoutAvailable(ebiten.GamepadID(p))
}
func (p ebitenPad) stdPressed(b ebiten.StandardGamepadButton) bool {
	return ebiten.IsStandardGamepadButtonPressed(ebiten.GamepadID(p), b)
}
func (p ebitenPad) stdJustPressed(b ebiten.StandardGamepadButton) bool {
	return inpututil.IsStandardGamepadButtonJustPressed(ebiten.GamepadID(p), b)
}
func (p ebitenPad) stdAxis(a ebiten.StandardGamepadAxis) float64 {
	return ebiten.StandardGamepadAxisValue(ebiten.GamepadID(p), a)
}
func (p ebitenPad) justPressed(b ebiten.GamepadButton) bool {
	return inpututil.IsGamepadButtonJustPressed(ebiten.GamepadID(p), b)
}
func (p ebitenPad) axisCount() int     { return ebiten.GamepadAxisCount(ebiten.GamepadID(p)) }
func (p ebitenPad) axis(i int) float64 { return ebiten.GamepadAxisValue(ebiten.GamepadID(p), i) }

// stickDirs turns a stick's lean into at most one of up, down, left, right:
// the stronger axis, past StickDeadZone (a grid moves one way at a time).
func stickDirs(x, y float64) (dirs [4]bool) {
	ax, ay := max(x, -x), max(y, -y)
	switch {
	case max(ax, ay) < StickDeadZone:
	case ay >= ax && y < 0:
		dirs[0] = true
	case ay >= ax:
		dirs[1] = true
	case x < 0:
		dirs[2] = true
	default:
		dirs[3] = true
	}
	return dirs
}

// stepDirs counts how long each direction has been held and appends the
// arrow keys that fire this tick: on the press, then repeating like the
// keyboard's arrows.
func stepDirs(held *[4]int, dirs [4]bool, keys []Key) []Key {
	for i, on := range dirs {
		if !on {
			held[i] = 0
			continue
		}
		held[i]++
		if repeats(held[i]) {
			keys = append(keys, KeyUp+Key(i))
		}
	}
	return keys
}
