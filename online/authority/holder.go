package authority

import (
	"cifra/online/wire"
)

// One seat, one device (wire's "One seat, one device"): the device that
// opened a seat last plays it. The table keeps, per seat, the device
// holding it (its id, wire.DeviceHeader): the first catch-up of a
// connection claims it, and the device it was taken from is told on the
// seat's own subject; that device's moves are then refused. Who holds a
// seat is not logged: a table rebuilt elsewhere lets the first device to
// catch up hold it, and only a device that opens the seat again takes it
// over.

// elsewhereWords is what a device that no longer holds its seat is told.
const elsewhereWords = "this seat is now played on another device"

// deviceOf is r's device id, or "" when it gave none, or one that is not
// an id (it is then heard as a tool's message is).
func deviceOf(r *request) string {
	if r.device == "" || wire.CheckMoveID(r.device) != nil {
		return ""
	}
	return r.device
}

// holder is the device holding seat ("" when none said).
func (a *Authority) holder(seat int) string {
	if seat < 0 || seat >= len(a.holders) {
		return ""
	}
	return a.holders[seat]
}

// claim notes which device holds seat after its catch-up r: the one that
// claims it (or the first to say, when none holds it), telling the
// device it was taken from.
func (a *Authority) claim(seat int, r *request) {
	device := deviceOf(r)
	if device == "" || seat < 0 || !a.person(seat) {
		return
	}
	if a.holders == nil {
		a.holders = make([]string, len(a.players))
	}
	was := a.holders[seat]
	if was != "" && !r.claim {
		return // a catch-up after a reconnection: the seat stays where it is
	}
	a.holders[seat] = device
	if was != "" && was != device {
		a.publish(wire.To(a.code, seat), wire.SeatView{Seq: len(a.updates), View: a.view(seat), Holder: device,
			Error: elsewhereWords + ": it was opened there, and this device's moves are no longer played", Code: wire.Elsewhere})
	}
}

// elsewhere is the refusal of a move from a device that no longer holds
// its seat; ok is false when r's device holds it (or says none).
func (a *Authority) elsewhere(seat int, r *request) (wire.Ack, bool) {
	device, h := deviceOf(r), a.holder(seat)
	if device == "" || h == "" || device == h {
		return wire.Ack{}, false
	}
	ack := a.refusal("%s: this move was not played (open the table again on this device to play here)", elsewhereWords)
	ack.Code = wire.Elsewhere
	return ack, true
}

// seatView is seat's view after the last move, naming its holder.
func (a *Authority) seatView(seat int) wire.SeatView {
	return wire.SeatView{Seq: len(a.updates), View: a.view(seat), Holder: a.holder(seat)}
}
