package remote

import "errors"

// One seat, one device (wire's "One seat, one device"): when the table
// says another device opened one of this device's seats, this device
// stops: Status is Elsewhere, its connections close (it sends nothing
// more, and counts for nobody's presence), and Send refuses. Opening the
// table again (Open with the same credentials) takes the seat back.

// ErrElsewhere is Send's answer once another device took the seat over.
var ErrElsewhere = errors.New("this seat is now played on another device")

// stopIfElsewhereLocked stops the table once one of its seats was told
// another device holds it.
func (t *Table) stopIfElsewhereLocked() {
	if t.status == Elsewhere {
		return
	}
	for _, s := range t.seats {
		if s.Elsewhere() {
			t.status = Elsewhere
			seats := t.seats
			go func() {
				for _, s := range seats {
					s.Close()
				}
			}()
			return
		}
	}
}
