package core

import "cifra/rules"

// Daily is the way to the day's table of the daily challenge (online/wire's
// "The daily challenge"): the app gives one (scenes/online's DailyDesk) in
// Context.Daily, nil where there is none (a test's context).
type Daily interface {
	// Send sends rec, a finished game of day (YYYY-MM-DD) played alone,
	// to the day's table, beside the game loop.
	Send(ctx *Context, rec *rules.Record, day string) DailyTicket
}

// DailyTicket is a game of the day on its way to the day's table.
type DailyTicket interface {
	// Poll takes the answer once it came: note says in the player's
	// language what became of the game (its place, a second try, why it
	// did not count), or that it is on its way (done false).
	Poll(ctx *Context) (note string, done bool)
	// Open is the scene of the day's table.
	Open(ctx *Context) Scene
}
