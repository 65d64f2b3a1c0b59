package online

import (
	"context"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/scenes/core"
)

// No thanks to a rematch (wire's "Rematch": Decline): the podium's No
// thanks tells the table, the seat kept for the player opens, and the
// rematch's room says who will not play again.

// DeclineRematch implements core.Decliner: it tells the finished table,
// in the background, that this device's player will not play the
// rematch another asked for.
func (l linked) DeclineRematch() {
	if len(l.creds) == 0 || l.asked == nil {
		return
	}
	go l.asked.decline()
}

// declinedNow are the names of the players who said No thanks to a seat
// of the rematch's room now, that had not in was.
func declinedNow(was, now wire.Room) []string {
	var out []string
	for i, s := range now.Seats {
		if s.Declined != "" && !s.Taken && (i >= len(was.Seats) || was.Seats[i].Declined != s.Declined) {
			out = append(out, s.Declined)
		}
	}
	return out
}

// sayDeclined says in ctx who said No thanks between rooms was and now.
func sayDeclined(ctx *core.Context, was, now wire.Room) {
	for _, name := range declinedNow(was, now) {
		ctx.Notify(ctx.T("online.room.declined", name))
	}
}

// decline tells the finished table that its player will not play the
// rematch (client.Decline). A table out of reach keeps the seat: the
// rematch's host sees it kept still, as before.
func (a *asked) decline() {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	_, _ = client.Decline(ctx, a.url, a.cred)
}
