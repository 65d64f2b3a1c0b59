package online

import (
	"context"
	"slices"
	"strings"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
	"cifra/scenes/core"
	"cifra/scenes/i18n"
)

// This device as a player (online/wire's "Who you are"): its key pair,
// made at its first request to a server and kept in the settings; the
// tables its player sits at, on any of their devices; and the transfer
// codes that add a device to the player (devices.go).

// deviceAt is this device as a player at the server at url, with the key
// pair dev from the settings, or a new one where there is none (or it is
// unreadable): made here, beside the game loop (in a browser the NATS
// client makes it, and loads first). made is the pair to keep when it is
// new, else nil.
func deviceAt(url string, dev *core.OnlineDevice) (me client.Me, made *core.OnlineDevice, err error) {
	if dev != nil && wire.CheckDeviceKey(dev.Key) == nil && dev.Seed != "" {
		return client.Me{URL: url, Key: dev.Key, Seed: dev.Seed}, nil, nil
	}
	me, err = client.NewDevice(url)
	if err != nil {
		return me, nil, err
	}
	return me, &core.OnlineDevice{Key: me.Key, Seed: me.Seed}, nil
}

// keepDevice keeps a key pair made for this device (deviceAt's made),
// unless one is kept already.
func keepDevice(ctx *core.Context, made *core.OnlineDevice) {
	if made == nil || ctx.Settings.Online.Device != nil && wire.CheckDeviceKey(ctx.Settings.Online.Device.Key) == nil {
		return
	}
	ctx.Settings.Online.Device = made
	ctx.Nav.SettingsChanged()
}

// keptSeats are the seats this device keeps (Settings.Online.Seat and
// the others at its table), for its player to hold too: a seat taken
// before the device had a key, a rematch's seat.
func keptSeats(ctx *core.Context, url string) []wire.MyTable {
	seat := ctx.Settings.Online.Seat
	if seat == nil || seat.URL != url {
		return nil
	}
	out := []wire.MyTable{{Credential: wire.Credential{Table: seat.Table, Seat: seat.Seat, Token: seat.Token}}}
	for _, o := range seat.Others {
		out = append(out, wire.MyTable{Credential: wire.Credential{Table: seat.Table, Seat: o.Seat, Token: o.Token}})
	}
	return out
}

// mine is what the server said of this device's player: their tables.
type mine struct {
	url    string
	reply  wire.MeReply
	device *core.OnlineDevice // a key pair made for the asking, to keep
	err    error
}

// askMine asks the server at url who this device's player is, keeping
// the seats the device holds, beside the game loop; the answer comes on
// the channel returned.
func askMine(ctx *core.Context, url, name string) chan mine {
	done := make(chan mine, 1)
	dev, keep := ctx.Settings.Online.Device, keptSeats(ctx, url)
	go func() {
		c, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		me, made, err := deviceAt(url, dev)
		if err != nil {
			done <- mine{url: url, err: err}
			return
		}
		reply, err := me.Hello(c, name, keep...)
		done <- mine{url: url, reply: reply, device: made, err: err}
	}()
	return done
}

// others are the player's tables but the one this device keeps (offered
// on its own: Back to table) and those over whose podium it showed.
func others(ctx *core.Context, tables []wire.MyTable) []wire.MyTable {
	seat, seen := ctx.Settings.Online.Seat, ctx.Settings.Online.Seen
	return tablesWhere(tables, func(t wire.MyTable) bool {
		over := t.State == wire.TableOver && slices.Contains(seen, t.Table) // its podium was shown here: a game of the past
		return !over && (seat == nil || t.Table != seat.Table)
	})
}

// tablesWhere are the entries of tables that keep accepts, the first of
// each table only: a player with two seats at one table (two players at
// one screen) is offered it once.
func tablesWhere(tables []wire.MyTable, keep func(wire.MyTable) bool) []wire.MyTable {
	var out []wire.MyTable
	for _, t := range tables {
		if keep(t) && !slices.ContainsFunc(out, func(o wire.MyTable) bool { return o.Table == t.Table }) {
			out = append(out, t)
		}
	}
	return out
}

// seatAt is the seat to go back to for one of the player's tables, t,
// with the player's other seats there (among seats, the whole list) as
// its Others: every player of this screen sits down again.
func seatAt(url string, t wire.MyTable, seats []wire.MyTable) *core.OnlineSeat {
	s := &core.OnlineSeat{URL: url, Table: t.Table, Seat: t.Seat, Token: t.Token, OverDays: t.OverDays > 0}
	for _, o := range seats {
		if o.Table == t.Table && o.Seat != t.Seat && !slices.ContainsFunc(s.Others, func(x core.OnlineSeat) bool { return x.Seat == o.Seat }) {
			s.Others = append(s.Others, core.OnlineSeat{Seat: o.Seat, Token: o.Token})
		}
	}
	return s
}

// followTables asks once, on the home step, for the player's tables
// where this device has played online (a key or a seat kept), and takes
// the answer: the player's other tables, each a button back to it. A
// server that cannot be reached says nothing here: Back to table and
// New table say it when pressed.
func (l *Lobby) followTables(ctx *core.Context) {
	if l.asking == nil {
		prefs := ctx.Settings.Online
		if l.asked || l.step != stepHome || l.busy != nil || prefs.Device == nil && prefs.Seat == nil {
			return
		}
		url, ok := ServerURL(l.server.text, ctx.Browser, pageSecure())
		if !ok {
			return
		}
		l.asked = true
		l.asking = askMine(ctx, url, strings.TrimSpace(prefs.Name))
		return
	}
	select {
	case m := <-l.asking:
		l.asking = nil
		keepDevice(ctx, m.device)
		if m.err == nil {
			l.seats = m.reply.Tables
			l.tables = others(ctx, m.reply.Tables)
			l.past = past{tables: finished(m.reply.Tables)}
			l.redraw = 2
			l.Layout(ctx)
		}
	default:
	}
}

// tableLabel words one of the player's tables: its game, code and
// where it is (whose turn, waiting, in play, over).
func (l *Lobby) tableLabel(ctx *core.Context, t wire.MyTable) string {
	label, turn := TableWords(ctx, t, time.Now())
	if turn != "" {
		return label + " · " + turn
	}
	if key := "online.mine.state." + t.State; t.State != "" && i18n.Has(key) {
		label += " · " + ctx.T(key) // where the table is: waiting, in play, over
	}
	return label
}

// turnWords says whom a table in play waits for and how long is left at
// now: "your turn · 5 h left", "waiting for Bea · 2 days left"; "" when
// the server said nothing of it.
func turnWords(ctx *core.Context, t wire.MyTable, now time.Time) string {
	if t.State != wire.TablePlaying || !t.Turn && len(t.Awaiting) == 0 {
		return ""
	}
	words := ctx.T("online.mine.turn")
	if !t.Turn {
		words = ctx.T("online.mine.waits", strings.Join(t.Awaiting, ", "))
	}
	if t.DeadlineMs == 0 {
		return words
	}
	if left := time.UnixMilli(t.DeadlineMs).Sub(now); left > 0 {
		return words + " · " + ctx.T("online.mine.left", core.DurationWords(ctx, left))
	}
	return words + " · " + ctx.T("online.mine.late")
}

// Turns are the player's tables that wait for their move, as the server
// at URL told a device's hello (AskTurns): the soonest deadline first,
// each once.
type Turns struct {
	URL    string
	Tables []wire.MyTable
	seats  []wire.MyTable // all the player's seats, for SeatOf
}

// AskTurns asks, beside the game loop, the server this device plays at
// for its player's tables that wait for their move, for the menu to
// offer the first; nil where the device has no key yet (it has never
// played online as a player) or no server to ask. A server that cannot be
// reached answers nothing: the menu stays as it is.
func AskTurns(ctx *core.Context) <-chan Turns {
	prefs := ctx.Settings.Online
	if prefs.Device == nil || wire.CheckDeviceKey(prefs.Device.Key) != nil {
		return nil
	}
	url, ok := ServerURL(prefs.Server, ctx.Browser, pageSecure())
	if !ok {
		return nil
	}
	out := make(chan Turns, 1)
	asked := askMine(ctx, url, "")
	go func() {
		m := <-asked
		if m.err != nil {
			return
		}
		out <- Turns{URL: url, seats: m.reply.Tables, Tables: tablesWhere(m.reply.Tables, func(t wire.MyTable) bool {
			return t.Turn && t.State == wire.TablePlaying
		})}
	}()
	return out
}

// SeatOf is the seat to go back to for one of the tables, t, with the
// player's other seats there.
func (ts Turns) SeatOf(t wire.MyTable) *core.OnlineSeat { return seatAt(ts.URL, t, ts.seats) }

// TableWords says one of the player's tables: its game and code, and
// whom it waits for with the time left at now ("Kakuzu at table ABC",
// "your turn · 5 h left").
func TableWords(ctx *core.Context, t wire.MyTable, now time.Time) (table, turn string) {
	game := t.Game
	if game != "" && i18n.Has("game."+game) {
		game = ctx.T("game." + game)
	}
	table = ctx.T("online.rejoin", t.Table)
	if game != "" {
		table = ctx.T("online.mine.row", game, t.Table)
	}
	return table, turnWords(ctx, t, now)
}
