package overlay

import (
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// Leaving an online table (issue 42 item 8). Over an online round where
// this device holds a seat, the pause panel's Leave says what it does —
// back to the menu, the seat kept (the menu offers it again) — and a
// second button leaves the table for good, after asking: this device
// forgets its seat, tells the table it left (core.Resigner: a bot plays
// the seat for good where the table has one, else the table closes) and
// lets the table go.

// Widget IDs of leaving an online table.
var (
	idLeaveForGood = ui.Named("overlay.leave.forgood")
	idLeaveYes     = ui.Named("overlay.leave.yes")
	idLeaveNo      = ui.Named("overlay.leave.no")
)

// seated is the online table under the panel where this device holds a
// seat.
func (o *Scene) seated() (core.Table, bool) {
	t, ok := o.under.(core.Tabled)
	if !ok || !t.Table().Online() || len(t.Table().Remote.Mine()) == 0 {
		return core.Table{}, false
	}
	return t.Table(), true
}

// ask turns the panel to the question whether to leave for good (on) or
// back to its buttons, the focus on the safe answer.
func (o *Scene) ask(ctx *core.Context, on bool) {
	o.asking = on
	o.controls = ui.Controls{}
	o.Layout(ctx)
	if on {
		o.controls.Focus(idLeaveNo)
	} else {
		o.controls.Focus(idLeaveForGood)
	}
}

// leaveForGood forgets this device's seat at the table under the panel,
// lets the table go and goes to the menu.
func (o *Scene) leaveForGood(ctx *core.Context) {
	t, ok := o.seated()
	if !ok {
		ctx.Nav.Menu()
		return
	}
	if s := ctx.Settings.Online.Seat; s != nil && s.Table == t.Remote.Info().Code {
		ctx.Settings.Online.Seat = nil
		ctx.Nav.SettingsChanged()
	}
	if r, ok := t.Remote.(core.Resigner); ok {
		r.Resign() // the table hears it: a bot plays the seat, or the table closes
	}
	t.Remote.Close()
	ctx.Nav.Menu()
}
