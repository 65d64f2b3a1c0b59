package kakuzu

import "cifra/scenes/ui"

// offTaps follows the pointers that went down on a disabled widget of one
// set of controls. ui.Controls acts only on enabled widgets; a picker digit
// already found, another seat's draw button or a hint out of turn look
// disabled, yet a tap on one must still say why it did nothing. And a tap
// that went down while a move was still shown and comes up once the table
// waits is played like any other (the caller then acts, or says why not).
type offTaps struct {
	down map[int]ui.ID // pointer → the disabled widget it went down on
}

// update follows f's pointers over c's widgets and returns the widget
// tapped this frame that was disabled when the tap began (zero if none).
func (o *offTaps) update(c *ui.Controls, f *ui.Frame) ui.ID {
	var tapped ui.ID
	for _, p := range f.Pointers {
		switch {
		case p.Pressed:
			if w, ok := widgetAt(c, p.X, p.Y); ok && !w.Enabled {
				if o.down == nil {
					o.down = map[int]ui.ID{}
				}
				o.down[p.ID] = w.ID
			}
		case p.Released:
			id, ok := o.down[p.ID]
			if !ok {
				continue
			}
			delete(o.down, p.ID)
			if w, hit := widgetAt(c, p.X, p.Y); hit && w.ID == id {
				tapped = id
			}
		}
	}
	return tapped
}

// forget drops the taps under way (a new layout moved the widgets).
func (o *offTaps) forget() { clear(o.down) }

// widgetAt is the topmost of c's widgets under (x, y), as Controls finds it.
func widgetAt(c *ui.Controls, x, y float64) (ui.Widget, bool) {
	ws := c.Widgets()
	for i := len(ws) - 1; i >= 0; i-- {
		if ws[i].Rect.Contains(x, y) {
			return ws[i], true
		}
	}
	return ui.Widget{}, false
}
