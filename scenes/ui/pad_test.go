package ui

import (
	"slices"
	"testing"
)

func TestScriptedPads(t *testing.T) {
	var s Script
	s.PadConnect(0)
	s.PadPress(0, KeyActivate)
	s.PadPress(2, KeyPause, KeyUp) // not yet connected: connects now
	s.Idle(1)
	s.PadDisconnect(0)
	s.PadPress(2, KeyBack)

	f := s.Poll(1)
	if p := f.Pad(0); p == nil || !p.Connected || !f.Activity || !slices.Equal(f.ConnectedPads, []int{0}) {
		t.Fatalf("connect: %+v", f)
	}
	f = s.Poll(1)
	if !f.PadKey(0, KeyActivate) || f.PadKey(0, KeyBack) || f.PadKey(1, KeyActivate) || f.Key(KeyActivate) {
		t.Fatalf("press A: %+v", f)
	}
	if pad, ok := f.AnyPadKey(KeyActivate); !ok || pad != 0 {
		t.Fatalf("AnyPadKey: %d %v", pad, ok)
	}
	f = s.Poll(1)
	if p := f.Pad(2); p == nil || !p.Connected || !f.PadKey(2, KeyPause) || !f.PadConnected(2) || !f.PadConnected(0) {
		t.Fatalf("pad 2 joins: %+v", f)
	}
	f = s.Poll(1)
	if len(f.Pads) != 0 || f.Activity || !slices.Equal(f.ConnectedPads, []int{0, 2}) {
		t.Fatalf("idle: %+v", f)
	}
	if _, ok := f.AnyPadKey(KeyActivate); ok || f.PadKeys(0) != nil {
		t.Fatal("an idle tick reports a key")
	}
	f = s.Poll(1)
	if p := f.Pad(0); p == nil || !p.Disconnected || f.PadConnected(0) || !f.PadConnected(2) {
		t.Fatalf("unplug: %+v", f)
	}
	f = s.Poll(1)
	if !f.PadKey(2, KeyBack) || f.Pad(2).Connected {
		t.Fatalf("pad 2 again: %+v", f)
	}
	f.MergePadKeys()
	if !f.Key(KeyBack) {
		t.Fatal("MergePadKeys")
	}
	if f = s.Poll(1); !slices.Equal(f.ConnectedPads, []int{2}) {
		t.Fatalf("after the script: %v", f.ConnectedPads)
	}
}

func TestStickDirsDeadZoneAndStrongerAxis(t *testing.T) {
	for _, c := range []struct {
		x, y float64
		want Key // 0: none
	}{
		{0, 0, 0}, {0.3, -0.4, 0}, {0, -0.9, KeyUp}, {0, 0.6, KeyDown},
		{-0.7, 0.2, KeyLeft}, {0.8, -0.6, KeyRight}, {0.6, 0.7, KeyDown},
	} {
		var keys []Key
		var held [4]int
		keys = stepDirs(&held, stickDirs(c.x, c.y), keys)
		if (c.want == 0 && len(keys) != 0) || (c.want != 0 && !slices.Equal(keys, []Key{c.want})) {
			t.Errorf("stick (%v, %v): %v, want %v", c.x, c.y, keys, c.want)
		}
	}
}

func TestHeldDirectionRepeatsLikeTheKeyboard(t *testing.T) {
	var held [4]int
	var fired []int
	for tick := 1; tick <= 40; tick++ {
		if keys := stepDirs(&held, [4]bool{false, false, true, false}, nil); len(keys) > 0 {
			if keys[0] != KeyLeft {
				t.Fatalf("tick %d: %v", tick, keys)
			}
			fired = append(fired, tick)
		}
	}
	if !slices.Equal(fired, []int{1, 25, 30, 35, 40}) {
		t.Errorf("fired on ticks %v", fired)
	}
	stepDirs(&held, [4]bool{}, nil) // let go
	if keys := stepDirs(&held, [4]bool{false, false, true, false}, nil); !slices.Equal(keys, []Key{KeyLeft}) {
		t.Errorf("press again: %v", keys)
	}
}
