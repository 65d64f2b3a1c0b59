package ui

import "testing"

// row is three buttons side by side, the middle one disabled, over a
// fourth: a Roll button that just rolled between Undo and Menu.
func row() *Controls {
	var c Controls
	c.Set([]Widget{
		{ID: Named("undo"), Rect: Rect{0, 0, 50, 20}, Enabled: true},
		{ID: Named("roll"), Rect: Rect{60, 0, 50, 20}},
		{ID: Named("menu"), Rect: Rect{120, 0, 50, 20}, Enabled: true},
		{ID: Named("card"), Rect: Rect{60, 100, 50, 50}, Enabled: true},
	})
	return &c
}

func press(c *Controls, keys ...Key) ID { return c.Update(&Frame{Keys: keys}) }

func TestFirstEnterActsOnTheFocusedWidget(t *testing.T) {
	c := row()
	c.Focus(Named("menu"))
	if got := press(c, KeyActivate); got != Named("menu") {
		t.Fatalf("the first Enter activated %v, want menu", got)
	}
	if !c.KeyboardActive() {
		t.Error("Enter did not show the focus ring")
	}
}

func TestEnterWithNothingFocusedOnlyShowsTheRing(t *testing.T) {
	c := row()
	if got := press(c, KeyActivate); !got.IsZero() {
		t.Fatalf("Enter with no focus activated %v", got)
	}
	if c.Focused() != Named("undo") || !c.KeyboardActive() {
		t.Fatalf("focus %v ring %v, want undo with the ring", c.Focused(), c.KeyboardActive())
	}
	if got := press(c, KeyActivate); got != Named("undo") {
		t.Fatalf("the second Enter activated %v", got)
	}
}

func TestEnterOnADisabledFocusActsNowhere(t *testing.T) {
	c := row()
	c.Focus(Named("roll"))
	if got := press(c, KeyActivate, KeyActivate); !got.IsZero() || c.Focused() != Named("roll") {
		t.Fatalf("Enter on the disabled roll activated %v and focused %v", got, c.Focused())
	}
}

// TestArrowsLeaveADisabledFocusByPlace: from a disabled widget the arrows
// go to its neighbour that way, not to the first widget of the list; with
// nothing that way, to the nearest.
func TestArrowsLeaveADisabledFocusByPlace(t *testing.T) {
	for _, tc := range []struct {
		key  Key
		want string
	}{{KeyRight, "menu"}, {KeyLeft, "undo"}, {KeyDown, "card"}, {KeyUp, "undo"}} {
		c := row()
		c.Focus(Named("roll"))
		press(c, tc.key)
		if got := c.Focused(); got != Named(tc.want) {
			t.Errorf("key %v from the disabled roll focused %v, want %s", tc.key, got, tc.want)
		}
	}
}

func TestTabAndArrowsSkipDisabledWidgets(t *testing.T) {
	c := row()
	c.Focus(Named("undo"))
	press(c, KeyNext)
	if got := c.Focused(); got != Named("menu") {
		t.Fatalf("Tab from undo focused %v, want menu (roll is disabled)", got)
	}
	press(c, KeyLeft)
	if got := c.Focused(); got != Named("undo") {
		t.Fatalf("left from menu focused %v, want undo (roll is disabled)", got)
	}
}

// TestAnOnPressWidgetActsWhenThePointerGoesDown: a race's buzzer acts as
// a finger or the mouse goes down on it, once, and not again when it is
// lifted; a plain button beside it waits for the lift.
func TestAnOnPressWidgetActsWhenThePointerGoesDown(t *testing.T) {
	buzz, plain := Named("buzz"), Named("plain")
	c := &Controls{}
	c.Set([]Widget{{ID: buzz, Rect: Rect{X: 0, Y: 0, W: 50, H: 50}, Enabled: true, OnPress: true},
		{ID: plain, Rect: Rect{X: 60, Y: 0, W: 50, H: 50}, Enabled: true}})
	for _, w := range []struct {
		id   ID
		x    float64
		down ID // what acts as it goes down
		up   ID // what acts as it is lifted
	}{{buzz, 10, buzz, ID{}}, {plain, 70, ID{}, plain}} {
		if got := c.Update(&Frame{Pointers: []Pointer{{ID: 1, Touch: true, X: w.x, Y: 10, Down: true, Pressed: true}}}); got != w.down {
			t.Errorf("%v: going down activated %v, want %v", w.id, got, w.down)
		}
		if got := c.Update(&Frame{Pointers: []Pointer{{ID: 1, Touch: true, X: w.x, Y: 10}}}); !got.IsZero() {
			t.Errorf("%v: held, %v acted", w.id, got)
		}
		if got := c.Update(&Frame{Pointers: []Pointer{{ID: 1, Touch: true, X: w.x, Y: 10, Released: true}}}); got != w.up {
			t.Errorf("%v: lifted, %v acted, want %v", w.id, got, w.up)
		}
	}
}
