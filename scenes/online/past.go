package online

import (
	"time"

	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/ui"
	"cifra/sprites"
)

// The Play online screen's past step: the player's history, the tables
// whose game is over, newest first, as the server keeps them for the
// player (on every device of theirs). A finished table leaves the home
// step's list once this device has shown its podium; here it stays.
// Pressing one goes back to it: the round catches up to its end and
// shows its podium again.

// Widget IDs of the past step.
var (
	// idPast opens the step from home.
	idPast = ui.Named("online.past")
	// idPastGame is one finished table (past.tables, indexed).
	idPastGame  = ui.Named("online.past.game")
	idPastNewer = ui.Named("online.past.newer")
	idPastOlder = ui.Named("online.past.older")
)

// past is the step's state: the finished tables and the page shown.
type past struct {
	tables []wire.MyTable
	first  int // the first table on the page
	shown  int // how many tables the page holds
	lines  int // the help's lines at body size
}

// finished are the tables of a player's list whose game is over, in the
// server's order (newest first), each once.
func finished(tables []wire.MyTable) []wire.MyTable {
	return tablesWhere(tables, func(t wire.MyTable) bool { return t.State == wire.TableOver })
}

// layoutPast lays the step out from y, above bottom: a line of help,
// a page of tables and, when they do not all fit, Newer and Older.
func (l *Lobby) layoutPast(ctx *core.Context, x, y, colW, rowH, gap, bottom float64, idle bool, add func(ui.ID, ui.Rect, bool)) float64 {
	p := &l.past
	p.lines = len(sprites.Wrap(ctx.T("online.past.hint"), sprites.UI(ctx.BodyPx()), colW))
	l.hint = ui.Rect{X: x, Y: y, W: colW, H: max(rowH, float64(p.lines)*ctx.BodyPx()*1.3)}
	y += l.hint.H + gap
	fit := max(1, int((bottom-y+gap)/(rowH+gap)))
	paged := len(p.tables) > fit
	if paged {
		fit = max(1, fit-1) // the pager's row
	}
	p.shown = fit
	p.first = min(p.first, max(0, len(p.tables)-1)) / fit * fit
	for i := p.first; i < len(p.tables) && i < p.first+fit; i++ {
		add(ui.Indexed(idPastGame.Name, i), ui.Rect{X: x, Y: y, W: colW, H: rowH}, idle)
		y += rowH + gap
	}
	if paged {
		newer, older := ui.Rect{X: x, Y: y, W: colW, H: rowH}.SplitH((colW-gap)/2, gap)
		add(idPastNewer, newer, idle && p.first > 0)
		add(idPastOlder, older, idle && p.first+fit < len(p.tables))
		y += rowH + gap
	}
	return y
}

// pressPast takes a press on the step's own widgets.
func (l *Lobby) pressPast(ctx *core.Context, id ui.ID) bool {
	p := &l.past
	switch {
	case id == idPastNewer:
		p.first = max(0, p.first-p.shown)
	case id == idPastOlder:
		if p.first+p.shown < len(p.tables) {
			p.first += p.shown
		}
	case id.Name == idPastGame.Name && id.I < len(p.tables):
		l.goTo(ctx, p.tables[id.I])
	default:
		return false
	}
	return true
}

// pastLabel words a finished table: its game, code and the day its
// seat was taken.
func pastLabel(ctx *core.Context, t wire.MyTable) string {
	label, _ := TableWords(ctx, t, time.Now())
	if t.Since > 0 {
		label += " · " + time.Unix(t.Since, 0).Format(time.DateOnly)
	}
	return label
}
