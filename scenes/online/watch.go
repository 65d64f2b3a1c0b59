package online

import (
	"context"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/scenes/core"
)

// Watching opens the Play online screen at the join step with code typed
// and asks at once to watch that table (a -watch or ?watch= link): its
// waiting room as a watcher, or its game's round, where nobody at this
// device plays.
func Watching(ctx *core.Context, games []*core.Game, code string) core.Scene {
	l := NewLobby(ctx, games, code)
	l.watchNow = len(l.code.text) == wire.CodeLength
	return l
}

// watch asks the server to watch the table with the code typed.
func (l *Lobby) watch(ctx *core.Context) {
	if len(l.code.text) != wire.CodeLength {
		l.message = ctx.T("online.err.code")
		return
	}
	url, ok := l.url(ctx)
	if !ok {
		return
	}
	code := l.code.text
	l.ask(ctx, func(c context.Context) outcome {
		reply, err := client.AskWatch(c, url, code)
		if err != nil {
			return outcome{url: url, err: err}
		}
		room := reply.Room
		if room == nil {
			// The game runs, or ran: the room hands over to its round at once.
			room = &wire.Room{Code: code, Game: reply.Game, Started: true}
		}
		return outcome{url: url, cred: reply.Watch, room: room}
	})
}
