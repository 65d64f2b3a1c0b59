package online

import (
	"errors"
	"strings"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/scenes/core"
)

// followLink makes the Play online screen opened by a link (-join CODE,
// ?join=CODE) join at once: one tap from the link to the waiting room.
// A first visit, where this device knows no name yet, asks for the name
// first (kept for the next time) and joins on Join or Enter.
func (l *Lobby) followLink() {
	if l.step != stepJoin || len(l.code.text) == 0 {
		return
	}
	if strings.TrimSpace(l.name.text) == "" {
		l.askName, l.focus = true, &l.name
		return
	}
	l.joinNow = true
}

// overMeanwhile, when err says the table's game is over (its room long
// gone), opens the table's round anyway: it catches the whole game up
// from the log and shows its podium, once, before the seat is forgotten
// (core.Following at the end). It reports whether it did.
func (r *Room) overMeanwhile(err error) bool {
	var refused *client.Refused
	if !errors.As(err, &refused) || refused.Code != wire.CodeFinished || r.cred.Watching() || r.remote != nil {
		return false
	}
	r.remote = openFor(r.url, r.creds(), r.games)
	return true
}

// gameID is the game the room's table plays: the room's, else (a room
// gone, the game over meanwhile) the table's.
func (r *Room) gameID() string {
	if r.room.Game == "" && r.remote != nil {
		return r.remote.Info().Game
	}
	return r.room.Game
}

// linkOver answers a link's own join that the table refused as over (a
// page reloaded on its podium, an old link): the table is forgotten, the
// address loses its code and the menu opens, saying why. It reports
// whether it did.
func (l *Lobby) linkOver(ctx *core.Context, err error, url string) bool {
	linked := l.linked
	l.linked = false
	var refused *client.Refused
	if !linked || !errors.As(err, &refused) || refused.Code != wire.CodeFinished {
		return false
	}
	showTable("")
	ctx.Notify(Explain(ctx, err, url))
	ctx.Nav.Menu()
	return true
}
