package scenes

import (
	"testing"
	"time"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/internal/apptest"
	"cifra/scenes/store"
)

// settleLayout lays the app out on a w×h window until the size holds and
// returns the screen Layout gives.
func (h *harness) settleLayout(w, hh int) (int, int) {
	h.T.Helper()
	h.app().Layout(w, hh)
	h.Run(resizeSettleTicks + 2)
	return h.app().Layout(w, hh)
}

// TestGraphicsSettingSizesTheScreen: the settings step the graphics
// setting automatic → sharp → smooth → automatic, remember it, and the
// screen is the window's device pixels when sharp, half of them across
// when smooth, with the scenes laid out for it and ctx.Scale its device
// pixels a CSS pixel; automatic is sharp, or smooth under a software
// renderer.
func TestGraphicsSettingSizesTheScreen(t *testing.T) {
	h := newHarness(t, Options{})
	a := h.app()
	h.Tap("menu.settings")
	steps := []struct {
		setting string
		w, h    int
		scale   float64
	}{
		{core.GraphicsSharp, 1280, 800, 1},
		{core.GraphicsSmooth, 640, 400, smoothFactor},
		{core.GraphicsAuto, 1280, 800, 1},
	}
	for _, st := range steps {
		h.Tap("settings.graphics")
		if a.settings.Graphics != st.setting {
			t.Fatalf("the setting is %q, want %q", a.settings.Graphics, st.setting)
		}
		if w, hh := h.settleLayout(1280, 800); w != st.w || hh != st.h || a.ctx.W != st.w || a.ctx.Scale != st.scale {
			t.Fatalf("%q: screen %d×%d, ctx %d×%d at %v px a CSS px; want %d×%d at %v",
				st.setting, w, hh, a.ctx.W, a.ctx.H, a.ctx.Scale, st.w, st.h, st.scale)
		}
		var saved core.Settings
		if err := store.Load("settings", &saved); err != nil || saved.Graphics != st.setting {
			t.Fatalf("saved graphics %q (%v), want %q", saved.Graphics, err, st.setting)
		}
		for _, tg := range a.Targets() {
			if tg.X+tg.W > float64(st.w)+0.5 || tg.Y+tg.H > float64(st.h)+0.5 {
				t.Fatalf("%q: %s at %v×%v+%v+%v leaves the %d×%d screen", st.setting, tg.ID, tg.W, tg.H, tg.X, tg.Y, st.w, st.h)
			}
		}
	}
	// A small screen keeps smoothLeast pixels across its short side.
	a.settings.Graphics = core.GraphicsSmooth
	if w, hh := h.settleLayout(390, 844); w < smoothLeast-1 || w > smoothLeast || a.ctx.Scale <= smoothFactor {
		t.Fatalf("smooth on 390×844: %d×%d at %v px a CSS px, want %d across", w, hh, a.ctx.Scale, smoothLeast)
	}
	a.settings.Graphics = core.GraphicsAuto
	a.gfx.software = true // as the browser's page names SwiftShader
	if w, hh := h.settleLayout(1280, 800); w != 640 || hh != 400 {
		t.Fatalf("automatic under a software renderer: %d×%d, want 640×400", w, hh)
	}
	a.settings.Graphics = core.GraphicsSharp
	if w, hh := h.settleLayout(1280, 800); w != 1280 || hh != 800 {
		t.Fatalf("sharp under a software renderer: %d×%d, want 1280×800", w, hh)
	}
}

// TestSmoothTouchesLand: in the smooth setting's smaller picture a touch
// and a click on a widget's middle (the pointer in the picture's pixels,
// as Ebitengine reports it) press that widget, at a table of four too.
func TestSmoothTouchesLand(t *testing.T) {
	h := newHarness(t, Options{})
	a := h.app()
	a.settings.Graphics = core.GraphicsSmooth
	if w, _ := h.settleLayout(1280, 800); w != 640 {
		t.Fatalf("smooth screen %d wide, want 640", w)
	}
	h.Touch("menu.settings")
	if a.Scene().Name() != "overlay" {
		t.Fatalf("a touch on menu.settings gave %q, want the settings", a.Scene().Name())
	}
	h.Tap("overlay.back")
	h.Tap("menu.game.0")
	if a.Scene().Name() != "setup" {
		t.Fatalf("a click on the first game gave %q, want setup", a.Scene().Name())
	}

	table := newHarness(t, Options{Table: true, Players: []rules.Player{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}, {Name: "Di"}}, Seed: 5})
	ta := table.app()
	ta.settings.Graphics = core.GraphicsSmooth
	if w, _ := table.settleLayout(1280, 800); w != 640 {
		t.Fatalf("smooth table %d wide, want 640", w)
	}
	// Each seat's panel is turned to face its edge: a touch on a cell of
	// every panel writes that cell.
	table.WaitFor("free cells", 300, func() bool { return len(table.seatFreeCells(3)) > 0 })
	for p := range 4 {
		cells := table.seatFreeCells(p)
		if len(cells) == 0 {
			t.Fatalf("seat %d has no free cell", p)
		}
		id := cells[len(cells)/2].ID
		table.Touch(id)
		table.WaitFor(id+" written", 120, func() bool {
			tg, ok := table.Target(id)
			return ok && !tg.Enabled
		})
	}
}

// TestSlowFramesTurnAutomaticSmooth: under the automatic setting, frames
// drawn one after another at under slowFPS for slowWindow make the app
// smooth, say so and remember it; fast frames and pauses do not; choosing
// automatic again forgets it.
func TestSlowFramesTurnAutomaticSmooth(t *testing.T) {
	h := newHarness(t, Options{})
	a := h.app()
	t0 := time.Unix(1000, 0)
	play := func(fps float64, d time.Duration) {
		step := time.Duration(float64(time.Second) / fps)
		for at := time.Duration(0); at < d; at += step {
			a.noteFrameAt(true, t0.Add(at))
		}
		t0 = t0.Add(d + time.Second)
		a.noteFrameAt(false, t0) // a rest breaks the run
	}
	play(50, 12*time.Second)
	for range 40 { // one frame now and then (a bot's move): pauses, not slow frames
		a.noteFrameAt(true, t0)
		t0 = t0.Add(700 * time.Millisecond)
	}
	if a.settings.GraphicsSlow || a.smooth() {
		t.Fatal("fast frames and pauses made the app smooth")
	}
	play(12, 11*time.Second) // the verdict after the one that counted the last fast frames
	if !a.settings.GraphicsSlow || !a.smooth() {
		t.Fatal("11 s of frames at 12 a second did not make the app smooth")
	}
	if w, _ := h.settleLayout(1280, 800); w != 640 {
		t.Fatalf("slow: %d wide, want 640", w)
	}
	found := false
	for _, n := range a.Notices() {
		found = found || n == a.ctx.T("notice.graphics.slow")
	}
	if !found {
		t.Fatalf("no notice of the change: %q", a.Notices())
	}
	// In the middle of a game the board is not blurred without the
	// players' say: the change waits for the menu.
	a.settings.GraphicsSlow = false
	h.settleLayout(1280, 800)
	a.Switch(&apptest.FakeRound{GameID: "knister"})
	play(12, 11*time.Second)
	if a.settings.GraphicsSlow || a.smooth() {
		t.Fatal("slow frames blurred a game in progress")
	}
	a.Menu()
	a.noteFrameAt(false, t0)
	if !a.settings.GraphicsSlow || !a.smooth() {
		t.Fatal("back at the menu, the slow frames seen in the game did not make the app smooth")
	}
	var saved core.Settings
	if err := store.Load("settings", &saved); err != nil || !saved.GraphicsSlow {
		t.Fatalf("the slowness is not remembered (%v)", err)
	}
	h.Tap("menu.settings")
	for range 3 { // round the cycle, back to automatic
		h.Tap("settings.graphics")
	}
	if a.settings.Graphics != core.GraphicsAuto || a.settings.GraphicsSlow {
		t.Fatalf("automatic chosen again: %q, slow %v", a.settings.Graphics, a.settings.GraphicsSlow)
	}
}

func TestSoftwareRenderer(t *testing.T) {
	for name, want := range map[string]bool{
		"ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)": true,
		"llvmpipe (LLVM 15.0.6, 256 bits)":                   true,
		"Microsoft Basic Render Driver":                      true,
		"ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11)": false,
		"Apple M1": false,
		"":         false,
	} {
		if got := softwareRenderer(name); got != want {
			t.Errorf("softwareRenderer(%q) = %v, want %v", name, got, want)
		}
	}
}
