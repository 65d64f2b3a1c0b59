package scenes

import (
	"slices"
	"testing"

	"cifra/scenes/core"
)

// The screen is kept on from the first round to the scores, paused or
// not, and let go at the menu; each change is asked for once.
func TestScreenStaysOnDuringAGameOnly(t *testing.T) {
	h := newHarness(t, Options{Seed: 3})
	var calls []bool
	h.app().keepAwake = func(on bool) { calls = append(calls, on) }
	h.Run(3)
	if len(calls) != 0 {
		t.Fatalf("the menu asked for the screen: %v", calls)
	}
	h.Tap("menu.game.0")
	h.WaitFor("setup", 60, func() bool { return h.app().Scene().Name() == "setup" })
	if len(calls) != 0 {
		t.Fatalf("setup asked for the screen: %v", calls)
	}
	h.Tap("setup.start")
	h.WaitFor("round", 60, func() bool { return h.app().Scene().Name() == "round" })
	h.Run(2)
	h.app().Overlay(core.OverlayPause)
	h.Run(3)
	h.app().CloseOverlay()
	h.Run(3)
	if !slices.Equal(calls, []bool{true}) {
		t.Fatalf("into a round (and through a pause): %v, want [true]", calls)
	}
	h.app().Menu()
	h.Run(3)
	if !slices.Equal(calls, []bool{true, false}) {
		t.Fatalf("back at the menu: %v, want [true false]", calls)
	}
}

// On the desktop the settings offer fullscreen, and the switch drives it.
func TestSettingsOfferFullscreen(t *testing.T) {
	h := newHarness(t, Options{})
	h.app().Overlay(core.OverlaySettings)
	h.Run(2)
	h.Tap("settings.fullscreen")
	if !h.app().settings.Fullscreen {
		t.Fatal("the fullscreen switch did not turn the setting on")
	}
	h.Tap("settings.fullscreen")
	if h.app().settings.Fullscreen {
		t.Fatal("the fullscreen switch did not turn the setting off")
	}
}
