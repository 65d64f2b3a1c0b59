package podium

import (
	"time"

	"cifra/rules"
	"cifra/scenes/core"
	"cifra/scenes/ui"
)

// IDDay opens the day's table of a game of the day (SendDaily).
var IDDay = ui.Named("scoring.day")

// DayOf is the day (YYYY-MM-DD) whose seed seed is, by seedOfDay, today
// or yesterday on the player's calendar at now (a game begun before
// midnight counts on its day).
func DayOf(seed uint64, seedOfDay func(y int, m time.Month, d int) uint64, now time.Time) (string, bool) {
	for _, day := range []time.Time{now, now.AddDate(0, 0, -1)} {
		if y, m, d := day.Date(); seedOfDay(y, m, d) == seed {
			return day.Format(time.DateOnly), true
		}
	}
	return "", false
}

// SendDaily sends rec, the game of day this podium shows, to the day's
// table (ctx.Daily); the headline then says its place, and a button
// opens the table. Only a game set up here: not an autoplay demo, nor
// practice, nor an online table's.
func (p *Podium) SendDaily(ctx *core.Context, rec *rules.Record, day string) {
	if ctx.Daily == nil || ctx.Autoplay || p.Table.Practice || p.Table.Online() {
		return
	}
	p.daily = ctx.Daily.Send(ctx, rec, day)
	p.dailyNote, p.dailyDone = p.daily.Poll(ctx) // on its way, at first
	p.relayout(ctx)
}

// hearDaily takes the day's table's answer once it came.
func (p *Podium) hearDaily(ctx *core.Context) {
	if p.daily == nil || p.dailyDone {
		return
	}
	if p.dailyNote, p.dailyDone = p.daily.Poll(ctx); p.dailyDone {
		p.redraw = 2
		p.relayout(ctx)
	}
}

// relayout lays the podium out again where it was laid out already.
func (p *Podium) relayout(ctx *core.Context) {
	if p.rowH > 0 {
		p.Layout(ctx, p.rowH)
	}
}
