package core

import (
	"encoding/json"
	"slices"
	"time"

	"cifra/online/wire"
	"cifra/rules"
)

// Remote is an online table as a round sees it: the table's moves arrive
// through Poll with the events the table announced for them, which the
// round follows with its game's rules (rules.Followable) and plays like
// its own; the moves of the seats this device holds go out through Send
// and come back as updates once the table has played them. Bots sit at
// the table's server, not here. Every call returns at once: the network
// is the Remote's to wait on, never the game loop's.
type Remote interface {
	// Info is the table: its code, players, options and opening.
	Info() wire.Table
	// Mine are the seats people at this device play.
	Mine() []int
	// Updates are every move played so far, from the first (a round
	// set up mid-game follows them all); Poll then hands out only what
	// arrives after.
	Updates() []wire.Update
	// Poll returns the moves played since the last Poll or Updates.
	Poll() []wire.Update
	// Send plays a move (in record form) for one of Mine.
	Send(seat int, move json.RawMessage) error
	// Refusals are the device's moves the table refused since the last
	// call, in words and by code.
	Refusals() []Refusal
	// Link is how the connection stands, for the screen to say.
	Link() Link
	// State is who is at the table as last told, and when that arrived
	// (an away seat's hold runs down from then).
	State() (wire.TableState, time.Time)
	// Close lets the table go (the seats stay the players').
	Close()
}

// Rematcher is a Remote whose table, once its game is over, can be
// played again with the same seats: Rematch is the scene that asks for
// the rematch and waits in its room (the Remote is let go).
type Rematcher interface {
	Rematch(ctx *Context) Scene
}

// Decliner is a Remote whose finished table's rematch, asked by another
// player, this device's player may turn down (the podium's No thanks):
// the seat kept for them there opens, and the rematch's room says so.
type Decliner interface {
	DeclineRematch()
}

// Refusal is a move of this device's that its online table refused.
type Refusal struct {
	Seat  int
	Words string // English, from the server
	Code  string // the rules' or the table's code, for a message in the player's language
	// Race is, for a Kakuro call that lost its race, who won it and by
	// how much.
	Race *wire.RaceResult
}

// Link is how a device's connection to its online table stands.
type Link int

// The link's states.
const (
	LinkConnecting   Link = iota // not yet joined
	LinkUp                       // the table's moves arrive
	LinkReconnecting             // dropped; trying again (nothing is lost meanwhile)
	LinkDown                     // it cannot connect (the server is gone, or refuses)
	LinkElsewhere                // another device opened this device's seat and plays it: this one stopped
)

// Resigner is a Remote whose seats this device's players may leave for
// good (the pause panel's "Leave the table for good"): the table then
// plays them with a bot, or closes when it has none.
type Resigner interface {
	Resign()
}

// Displaced is a Remote that shows, in a scene of its own, that another
// device took its seat over (LinkElsewhere), and offers to take it back.
type Displaced interface {
	Elsewhere(ctx *Context) Scene
}

// Online reports whether t is an online table.
func (t Table) Online() bool { return t.Remote != nil }

// Local reports whether a person at this screen plays seat p: any human
// seat at a local table, only the device's own at an online one.
func (t Table) Local(p int) bool {
	if t.Remote == nil {
		return t.Human(p)
	}
	return slices.Contains(t.Remote.Mine(), p)
}

// AtTable sets a round's game up at its online table t: t's seats
// become the table's players, start follows the game from the table's
// header and opening (the game's FollowOpening) and follow plays each
// move played so far (the game's State.Follow), fallback gives a game to
// show when the table's cannot be followed at all. The round keeps the
// Following returned; it is broken (and has said so) when the game could
// not be followed to where the table is.
func AtTable[S, E any](ctx *Context, t *Table, start func(header *rules.Record, opening json.RawMessage) (S, error),
	follow func(s S, move json.RawMessage, announced []rules.Announced) ([]E, error), fallback func() S) (S, *Following) {
	info := t.Remote.Info()
	t.Seats = info.Players
	f := NewFollowing(len(t.Seats))
	header := info.Header()
	s, err := start(&header, info.Opening)
	if err != nil {
		f.Break(ctx)
		return fallback(), f
	}
	for _, u := range t.Remote.Updates() {
		if _, err := follow(s, u.Move, u.Events); err != nil {
			f.Break(ctx)
			break
		}
		if u.End != nil {
			sawEnd(ctx, t.Remote) // ended meanwhile: its podium shows now, once
		}
	}
	return s, f
}

// sawEnd notes that this device shows r's end, where it plays a seat:
// the player's list of tables leaves the table out from now on.
func sawEnd(ctx *Context, r Remote) {
	if len(r.Mine()) > 0 && ctx.Settings.Online.SawEnd(r.Info().Code) {
		ctx.Nav.SettingsChanged()
	}
}

// Following is what a round keeps of its online table between ticks:
// which of its seats' moves are on their way, whether it still follows
// the table, how the link stood when last said.
type Following struct {
	pending []bool
	link    Link
	here    presence // who is at the table (presence.go)
	// Broken is set once the round cannot follow its table (a move its
	// rules refuse, events that differ): it says so and stops playing.
	Broken bool
	// Repaint is set by a Poll after which the marks or the banner of
	// who is at the table (MarkSeat, DrawPresence) read differently: the
	// round draws again.
	Repaint bool
}

// NewFollowing starts a round's bookkeeping at a table of seats.
func NewFollowing(seats int) *Following {
	return &Following{pending: make([]bool, seats), here: presence{secs: -1}}
}

// Send hands seat p's move to the table and notes it is on its way; a
// move the device may not send is said in ctx.
func (f *Following) Send(ctx *Context, r Remote, p int, move json.RawMessage) bool {
	if f.Broken || p < 0 || p >= len(f.pending) {
		return false
	}
	if err := r.Send(p, move); err != nil {
		ctx.Notify(err.Error())
		return false
	}
	f.pending[p] = true
	return true
}

// Pending reports whether seat p's move is on its way to the table.
func (f *Following) Pending(p int) bool {
	return f != nil && p >= 0 && p < len(f.pending) && f.pending[p]
}

// Poll returns the moves the table played since the last tick (a move
// of a seat of this device's is no longer on its way), and says in ctx
// what the table refused (refused, for the round's own feedback: the
// refused seat's move is no longer on its way) and how the link stands
// when it changed, and who dropped or came back (Repaint says what is
// drawn of who is at the table changed).
func (f *Following) Poll(ctx *Context, r Remote, game string, refused func(Refusal)) []wire.Update {
	f.Repaint = false
	f.pollPresence(ctx, r, time.Now())
	updates := r.Poll()
	for _, u := range updates {
		if p, ok := rules.SeatOf(u.Move); ok && p < len(f.pending) {
			f.pending[p] = false
		}
		if u.End != nil {
			forgetSeat(ctx, r.Info().Code) // over: nothing to come back to
			sawEnd(ctx, r)
		}
		if p, ok := rules.SeatOf(u.Move); ok && u.TimeUp && p >= 0 && p < len(r.Info().Players) {
			if slices.Contains(r.Mine(), p) {
				ctx.Notify(ctx.T("online.timeup.you"))
			} else {
				ctx.Notify(ctx.T("online.timeup", r.Info().Players[p].Name))
			}
		}
	}
	for _, x := range r.Refusals() {
		if x.Seat >= 0 && x.Seat < len(f.pending) {
			f.pending[x.Seat] = false
		}
		x.Words = ExplainCode(ctx, game, x.Code, x.Words)
		refused(x)
	}
	if l := r.Link(); l != f.link {
		switch {
		case l == LinkReconnecting:
			ctx.Notify(ctx.T("online.link.reconnecting"))
		case l == LinkDown && len(r.Mine()) == 0:
			ctx.Notify(ctx.T("online.link.downWatching"))
		case l == LinkDown:
			ctx.Notify(ctx.T("online.link.down"))
		case l == LinkUp && f.link != LinkConnecting:
			ctx.Notify(ctx.T("online.link.back"))
		case l == LinkElsewhere:
			// This device stops: it sends nothing more, and says so
			// where it can, with a way to take the seat back.
			f.Broken = true
			if d, ok := r.(Displaced); ok {
				ctx.Nav.Switch(d.Elsewhere(ctx))
			} else {
				ctx.Notify(ctx.T("online.elsewhere"))
			}
		}
		f.link = l
	}
	if f.Broken {
		return nil
	}
	return updates
}

// forgetSeat lets the device forget its seat at table (Play online no
// longer offers to go back to it).
func forgetSeat(ctx *Context, table string) {
	if s := ctx.Settings.Online.Seat; s != nil && s.Table == table {
		ctx.Settings.Online.Seat = nil
		ctx.Nav.SettingsChanged()
	}
}

// Break notes that the round can no longer follow its table, and says so.
func (f *Following) Break(ctx *Context) {
	if !f.Broken {
		f.Broken = true
		ctx.Notify(ctx.T("online.link.broken"))
	}
}

// DurationWords says d as a player reads a clock: days from a day on,
// hours from an hour on, each to the nearest, else minutes (at least 1).
func DurationWords(ctx *Context, d time.Duration) string {
	switch {
	case d >= 24*time.Hour:
		days := int((d + 12*time.Hour) / (24 * time.Hour))
		return ctx.N("online.dur.days", days, days)
	case d >= time.Hour:
		return ctx.T("online.dur.hours", int((d+30*time.Minute)/time.Hour))
	}
	return ctx.T("online.dur.minutes", max(1, int((d+time.Minute-1)/time.Minute)))
}

// TurnLeft is how long seat has left on its online table's clock per
// move (a table over days, Kakuzu's tournament), as last told; ok is
// false when no clock runs for it.
func TurnLeft(r Remote, seat int) (left time.Duration, ok bool) {
	st, at := r.State()
	if st.TurnMs <= 0 || !slices.Contains(st.Turn, seat) {
		return 0, false
	}
	return max(0, time.Duration(st.TurnMs)*time.Millisecond-time.Since(at)), true
}
