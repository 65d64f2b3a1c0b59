package online

import (
	"cifra/online/remote"
	"cifra/online/wire"
	"cifra/scenes/core"
	"fmt"
	"time"
)

// linked is an online table (remote.Table) as a round sees it
// (core.Remote).
type linked struct {
	*remote.Table
	url   string
	creds []wire.Credential
	games []*core.Game // for a rematch's room; nil where none is offered
	asked *asked       // who asked for the rematch (asked.go); nil where none is offered
}

// Open connects this device's seats at a table in the background.
func Open(url string, creds []wire.Credential) core.Remote {
	return linked{Table: remote.Open(url, creds), url: url, creds: creds}
}

// openFor is Open for a round of one of games, which may ask its table
// for a rematch (core.Rematcher) once the game is over.
func openFor(url string, creds []wire.Credential, games []*core.Game) core.Remote {
	l := linked{Table: remote.Open(url, creds), url: url, creds: creds, games: games}
	if len(creds) > 0 {
		l.asked = &asked{url: url, cred: creds[0]}
	}
	return l
}

// RematchAsked implements podium.Asker: the name of the player who asked
// for this table's rematch, once its game is over and someone has.
func (l linked) RematchAsked() string {
	if l.asked == nil {
		return ""
	}
	return l.asked.name()
}

// Close lets the table go, and the ear for its rematch.
func (l linked) Close() {
	l.Table.Close()
	if l.asked != nil {
		l.asked.close()
	}
}

// Rematch implements core.Rematcher: it lets the finished table go and
// opens the rematch's waiting room for this device's first seat.
func (l linked) Rematch(ctx *core.Context) core.Scene {
	l.Close()
	if len(l.creds) == 0 || l.games == nil {
		return NewLobby(ctx, l.games, "")
	}
	return NewRematch(ctx, l.games, l.url, l.creds[0])
}

func (l linked) Refusals() []core.Refusal {
	var out []core.Refusal
	for _, r := range l.Table.Refusals() {
		out = append(out, core.Refusal{Seat: r.Seat, Words: r.Words, Code: r.Code, Race: r.Race})
	}
	return out
}

func (l linked) Link() core.Link {
	switch st, _ := l.Status(); st {
	case remote.Connected:
		return core.LinkUp
	case remote.Reconnecting:
		return core.LinkReconnecting
	case remote.Failed:
		return core.LinkDown
	case remote.Elsewhere:
		return core.LinkElsewhere
	}
	return core.LinkConnecting
}

// OpenWait is Open, waiting up to timeout until the table's link is up:
// for a tool or a test that sets a round up at once. It returns the
// link's state when it is not up by then.
func OpenWait(url string, creds []wire.Credential, timeout time.Duration) (core.Remote, error) {
	r := Open(url, creds)
	deadline := time.Now().Add(timeout)
	for r.Link() != core.LinkUp {
		if r.Link() == core.LinkDown || time.Now().After(deadline) {
			l := r.Link()
			r.Close()
			return nil, fmt.Errorf("the table at %s is not up (link %d)", url, l)
		}
		time.Sleep(5 * time.Millisecond)
	}
	return r, nil
}

// Watch watches the table with code at the server at url in the
// background (remote.Watch): nobody at this device plays (Mine is empty),
// the round only follows.
func Watch(url, code string) core.Remote { return linked{Table: remote.Watch(url, code), url: url} }
