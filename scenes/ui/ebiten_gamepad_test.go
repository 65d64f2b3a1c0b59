package ui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// fakePad is a pad's state for one tick, as padKeys reads it: buttons
// just pressed, buttons held, axes. Reading it needs no device (nor a
// display beyond the one every test of this package runs under).
type fakePad struct {
	std     bool
	stdJust []ebiten.StandardGamepadButton
	stdHeld []ebiten.StandardGamepadButton
	stdAxes map[ebiten.StandardGamepadAxis]float64
	just    []ebiten.GamepadButton
	axes    []float64
}

func (p fakePad) standard() bool { return p.std }
func (p fakePad) stdPressed(b ebiten.StandardGamepadButton) bool {
	return slices.Contains(p.stdHeld, b) || slices.Contains(p.stdJust, b)
}
func (p fakePad) stdJustPressed(b ebiten.StandardGamepadButton) bool {
	return slices.Contains(p.stdJust, b)
}
func (p fakePad) stdAxis(a ebiten.StandardGamepadAxis) float64 { return p.stdAxes[a] }
func (p fakePad) justPressed(b ebiten.GamepadButton) bool      { return slices.Contains(p.just, b) }
func (p fakePad) axisCount() int                               { return len(p.axes) }
func (p fakePad) axis(i int) float64                           { return p.axes[i] }

// TestPadMapping: Ebitengine's standard buttons, d-pad and left stick map
// to Cifra's actions as padReader's doc says, and a pad without the
// standard layout falls back to buttons 0 and 1 and axes 0 and 1.
func TestPadMapping(t *testing.T) {
	type sb = ebiten.StandardGamepadButton
	stick := func(x, y float64) map[ebiten.StandardGamepadAxis]float64 {
		return map[ebiten.StandardGamepadAxis]float64{
			ebiten.StandardGamepadAxisLeftStickHorizontal: x, ebiten.StandardGamepadAxisLeftStickVertical: y,
		}
	}
	for _, c := range []struct {
		name string
		pad  fakePad
		want []Key
	}{
		{"A", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonRightBottom}}, []Key{KeyActivate}},
		{"B", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonRightRight}}, []Key{KeyBack}},
		{"X", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonRightLeft}}, []Key{KeyUndo}},
		{"Y", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonRightTop}}, []Key{KeyHint}},
		{"Start", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonCenterRight}}, []Key{KeyPause}},
		{"LB", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonFrontTopLeft}}, []Key{KeyPrev}},
		{"RB", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonFrontTopRight}}, []Key{KeyNext}},
		{"Select does nothing", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonCenterLeft}}, nil},
		{"A held, not new", fakePad{std: true, stdHeld: []sb{ebiten.StandardGamepadButtonRightBottom}}, nil},
		{"A and B at once", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonRightRight, ebiten.StandardGamepadButtonRightBottom}}, []Key{KeyActivate, KeyBack}},
		{"d-pad up", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonLeftTop}}, []Key{KeyUp}},
		{"d-pad down", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonLeftBottom}}, []Key{KeyDown}},
		{"d-pad left", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonLeftLeft}}, []Key{KeyLeft}},
		{"d-pad right", fakePad{std: true, stdJust: []sb{ebiten.StandardGamepadButtonLeftRight}}, []Key{KeyRight}},
		{"stick up", fakePad{std: true, stdAxes: stick(0.1, -0.9)}, []Key{KeyUp}},
		{"stick right, the stronger axis", fakePad{std: true, stdAxes: stick(0.8, 0.6)}, []Key{KeyRight}},
		{"stick in the dead zone", fakePad{std: true, stdAxes: stick(0.3, -0.4)}, nil},
		{"fallback button 0", fakePad{just: []ebiten.GamepadButton{ebiten.GamepadButton0}}, []Key{KeyActivate}},
		{"fallback button 1", fakePad{just: []ebiten.GamepadButton{ebiten.GamepadButton1}}, []Key{KeyBack}},
		{"fallback button 2 does nothing", fakePad{just: []ebiten.GamepadButton{ebiten.GamepadButton2}}, nil},
		{"fallback left", fakePad{axes: []float64{-1, 0}}, []Key{KeyLeft}},
		{"fallback down", fakePad{axes: []float64{0, 0.7, 1}}, []Key{KeyDown}},
		{"fallback with one axis reads none", fakePad{axes: []float64{-1}}, nil},
		{"standard buttons ignored without the layout", fakePad{stdJust: []sb{ebiten.StandardGamepadButtonRightBottom}}, nil},
	} {
		var held [4]int
		if got := padKeys(c.pad, &held); !slices.Equal(got, c.want) {
			t.Errorf("%s: keys %v, want %v", c.name, got, c.want)
		}
	}
}

// TestPadDirectionRepeats: a held direction fires on the press, then
// repeats like the keyboard's arrows, and starts again once let go.
func TestPadDirectionRepeats(t *testing.T) {
	down := fakePad{std: true, stdHeld: []ebiten.StandardGamepadButton{ebiten.StandardGamepadButtonLeftBottom}}
	var held [4]int
	var fired []int
	for tick := 1; tick <= 40; tick++ {
		if keys := padKeys(down, &held); len(keys) > 0 {
			if !slices.Equal(keys, []Key{KeyDown}) {
				t.Fatalf("tick %d: %v", tick, keys)
			}
			fired = append(fired, tick)
		}
	}
	if want := []int{1, 25, 30, 35, 40}; !slices.Equal(fired, want) {
		t.Fatalf("fired on ticks %v, want %v", fired, want)
	}
	if keys := padKeys(fakePad{std: true}, &held); keys != nil || held != [4]int{} {
		t.Fatalf("let go: %v, held %v", keys, held)
	}
	if keys := padKeys(down, &held); !slices.Equal(keys, []Key{KeyDown}) {
		t.Fatalf("pressed again: %v", keys)
	}
}
