// Package authority runs one online table: the one place its game is
// played. It reads the table's log (tablelog), rebuilds the game through
// the rules, and from then on takes each seat's message from that seat's
// subject (wire.In), checks it, plays it through the rules, appends it to
// the log and only then tells the table: an Update to everyone
// (wire.Out), and to each seat its own view (wire.To). The bots at the
// table are played here too, after their plans' ticks on the Clock, and
// so are the moves the table owes (rules.Play.Due).
//
// The seat a message is for is the subject it came on, which only that
// seat's user may publish to, and the authority hears it only from that
// user with a token still held (net.go, the authority's one door to the
// network); a move naming another seat is refused.
// The seed and setup never leave: seats get wire.Table (with the seed's
// commitment) until the last move, whose Update carries the End.
//
// An authority that cannot append (another authority wrote the log first:
// tablelog.ErrFenced, or the log cannot be reached) stops without telling
// anyone anything about the move; a fresh one rebuilt from the log
// carries on.
//
// What the log keeps beside the moves (tablelog's side entries) is what a
// rebuilt table must remember: the seats' declarations (passes), so a
// sum declared impossible stays declared; the move ids seats sent
// (wire.MoveIDHeader), so a move asked again after an unclear failure is
// answered with its first ack and never played twice; and that the game
// is over, so a server can leave finished tables unloaded.
//
// Each seat's messages are limited (Config.SeatLimit, limit.go): a token
// bucket per seat, so a seat that floods its table has the rest refused
// in words (CodeTooFast) before anything is read, and the other seats,
// whose buckets are their own, play on. A table where nobody moved for a
// long time is closed for good by Abandon: its log ends with an end entry
// marked abandoned, and its moves are refused (CodeAbandoned) while its
// seats may still catch up. What the table does is told to Config.Events
// (a server's metrics).
//
// At Kakuro's tables the authority also runs the round's clocks (race.go):
// the buzzer race, judged by estimated reaction time (package buzzer,
// wire's "Kakuro's buzzer race"), and the hourglass that half the table
// starts by declaring (RULES.md §1), which sets the sum tile aside when it
// runs out.
package authority

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/fair"
	"cifra/online/tablelog"
	"cifra/online/wire"
	"cifra/rules"
	"cifra/rules/kakuro"
)

// Config is what an authority needs.
type Config struct {
	// Conn is the server's own connection (allowed every subject).
	Conn *nats.Conn
	// Games are the games the server knows; the table's header names
	// its own.
	Games []rules.Rules
	// Clock times the bots (RealClock when nil).
	Clock Clock
	// OnStop, when set, is called once, in its own goroutine, when the
	// authority stops by itself: err says why (tablelog.ErrFenced when
	// another authority holds the table).
	OnStop func(err error)
	// Announce makes the authority tell the table, once it serves it,
	// the last move played (again) and each seat its view: for a table
	// taken over from a host that stopped, whose seats may have missed
	// them.
	Announce bool
	// OnEnd, when set, is called once, in its own goroutine, when this
	// authority has written the end of the table's game to the log.
	OnEnd func()
	// OnLeft, when set, is called in its own goroutine when seat's player
	// has left the table for good (the log has it): the lobby gives up
	// the seat's tokens, so that no copy of one follows the table on.
	OnLeft func(seat int)
	// Timeout bounds each write to the log (5 s when zero).
	Timeout time.Duration
	// PingEvery is how often, at most, a racing table (Kakuro's) measures
	// a seat's round trip after a move (5 s when zero); it also measures
	// it whenever the seat catches up.
	PingEvery time.Duration
	// SeatLimit caps each seat's messages (zero: no cap).
	SeatLimit Limit
	// Events, when set, are told what the table does (for metrics).
	Events Events
	// Errorf, when set, is told what the operator must know: a table
	// found damaged, and what it lost.
	Errorf func(format string, args ...any)
	// OnWait, when set, is told who the table waits for each time that,
	// or their deadline, changes (with the authority's lock held: it must
	// return at once and never call the authority): a player's list of
	// tables says from it whose turn it is.
	OnWait func(Waiting)
	// Holds, when set, reports whether a player's user name (a seat's or
	// a watcher's, broker.SeatUser) came with a token still held: a
	// connection kept open after its seat was given up is not heard.
	Holds func(user string) bool
}

// Authority is one table's authority.
type Authority struct {
	cfg     Config
	code    string
	header  tablelog.Header
	table   wire.Table
	log     *tablelog.Log
	players []rules.Player
	rules   rules.Rules

	mu      sync.Mutex
	play    rules.Play
	bots    []rules.Bot // nil for a person's seat
	passed  []bool
	updates []wire.Update
	ids     []*answered // per seat: the move ids answered
	race    *race       // Kakuro's round clocks; nil for other games
	ended   bool        // the log holds the end entry
	version int         // counts changes of the game, for the bots' timers
	askedAt int         // the version the bots were last asked at
	cancel  func() bool // the pending bot move's timer
	net     network     // its subscriptions (net.go)
	stopped bool
	err     error
	done    chan struct{}

	buckets   []bucket  // per seat: its messages' tokens (SeatLimit)
	synced    []bool    // per seat: it has caught up at this authority
	lastMove  time.Time // the last move or pass written (the Clock's time)
	lastHeard time.Time // the last message a seat sent that was let through
	abandoned bool      // closed before its game ended (Abandon, damage)
	damaged   string    // why its log was found damaged, in words (damage.go)
	here      presence  // who is here (presence.go)
	watching  bucket    // the watchers' catch-ups, all of them together (watch.go)
	holders   []string  // per seat: the device playing it (holder.go); nil until one says
	clock     turnClock // the clock per move (turnclock.go)
}

// ErrStopped is the reply a seat's message gets from nobody: it is what
// Err says after Stop.
var ErrStopped = errors.New("the table's authority was stopped")

// Start reads table code's log, rebuilds its game and starts serving it.
func Start(ctx context.Context, cfg Config, code string) (*Authority, error) {
	if cfg.Clock == nil {
		cfg.Clock = RealClock{}
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 5 * time.Second
	}
	if cfg.PingEvery == 0 {
		cfg.PingEvery = 5 * time.Second
	}
	js, err := jetstream.New(cfg.Conn)
	if err != nil {
		return nil, fmt.Errorf("cannot use JetStream: %w", err)
	}
	log, contents, err := tablelog.Read(ctx, js, code)
	if err != nil {
		return nil, err
	}
	log.Stamp(cfg.Clock.Now)
	h := contents.Header
	var r rules.Rules
	for _, g := range cfg.Games {
		if g.Name() == h.Record.Game {
			r = g
		}
	}
	if r == nil {
		return nil, fmt.Errorf("table %s plays %s, a game this server does not know", code, rules.Quote(h.Record.Game))
	}
	a := &Authority{cfg: cfg, code: code, header: h, log: log, players: h.Record.Players, rules: r, askedAt: -1, done: make(chan struct{})}
	a.table = wire.Table{Code: code, Game: h.Record.Game, Players: h.Record.Players, Options: h.Record.Options,
		Commit: fair.Commitment(h.Salt, h.Record.Seed), Takeover: h.Takeover, MoveClock: h.MoveClock}
	start := h.Record
	start.Moves = nil
	first, err := r.Start(&start)
	if err != nil {
		return nil, fmt.Errorf("table %s's header does not start a game: %w", code, err)
	}
	if a.table.Opening, err = json.Marshal(first.View(-1)); err != nil {
		return nil, fmt.Errorf("table %s's opening does not encode: %w", code, err)
	}
	if err := wire.CheckBuzzer(h.Record.Game, h.Buzzer); err != nil {
		return nil, fmt.Errorf("table %s: %v", code, err)
	}
	if err := a.rebuild(r, contents); err != nil {
		return nil, fmt.Errorf("table %s's log does not replay: %w", code, err)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	// The table's last move is its log's last write, as far as this
	// server's clock goes (another node's may run ahead of it).
	a.lastMove = cfg.Clock.Now()
	if w := contents.LastWrite; !w.IsZero() && w.Before(a.lastMove) {
		a.lastMove = w
	}
	a.lastHeard = a.lastMove
	if a.race != nil {
		a.table.Buzzer = a.race.mode.String()
		a.race.reveal = cfg.Clock.Now() // the seats see the sum again as they catch up
	}
	if lost := contents.Lost(); lost != "" {
		a.damage(lost)
	} else if a.play.Finished() && !a.ended {
		// The last move was written but not the end (the authority
		// stopped between the two): write it now, for the lobby.
		a.writeEnd()
	}
	if err := a.listen(); err != nil {
		a.stopLocked(err)
		return nil, err
	}
	a.startPresence()
	a.settle()
	if cfg.Announce {
		a.announce()
	}
	return a, nil
}

// announce tells the table, once it is (again) served, the last move
// played and each seat its view: a seat that missed them while the
// table's previous authority stopped catches up from them (a seat that
// missed more asks for the rest, wire.Sync).
func (a *Authority) announce() {
	n := len(a.updates)
	if n == 0 || a.stopped {
		return
	}
	a.publish(wire.Out(a.code), a.updates[n-1])
	for seat, b := range a.bots {
		if b == nil {
			a.publish(wire.To(a.code, seat), wire.SeatView{Seq: n, View: a.view(seat)})
		}
	}
}

// rebuild starts the game from the header and plays the log's moves,
// asking the bots at every state where the live table asked them, so
// that bots that draw from a generator of their own draw the same. The
// side entries come back in their places: the seats' passes, the move
// ids answered, the end.
func (a *Authority) rebuild(r rules.Rules, c *tablelog.Contents) error {
	rec := a.header.Record
	rec.Moves = c.Moves
	moves := c.Moves
	a.passed = make([]bool, len(rec.Players))
	a.bots = make([]rules.Bot, len(rec.Players))
	a.ids = make([]*answered, len(rec.Players))
	a.buckets = make([]bucket, len(rec.Players))
	a.synced = make([]bool, len(rec.Players))
	for seat, p := range rec.Players {
		a.ids[seat] = newAnswered()
		if p.Bot == "" {
			continue
		}
		b, err := r.NewBot(p.Bot, rec.Seed, seat)
		if err != nil {
			return err
		}
		a.bots[seat] = b
	}
	var err error
	if rec.Game == kakuro.GameName {
		err = a.startRace(&rec)
	} else {
		a.play, err = r.Start(&rec)
	}
	if err != nil {
		return err
	}
	a.startClock()
	if created := a.header.Created; created != 0 {
		a.clockMoved(time.UnixMilli(created))
	} else if len(c.Times) > 0 {
		a.clockMoved(c.Times[0]) // an older header: its first move's time is the nearest
	}
	a.askBots()
	entry := 0
	entriesAfter := func(n int) error {
		for ; entry < len(c.Entries) && c.Entries[entry].After == n; entry++ {
			if err := a.replayEntry(c.Entries[entry]); err != nil {
				return fmt.Errorf("the log's %s entry after move %d: %v", c.Entries[entry].Kind, n, err)
			}
		}
		return nil
	}
	if err := entriesAfter(0); err != nil {
		return err
	}
	for i, m := range moves {
		events, err := a.play.Apply(m)
		if err != nil {
			return rules.InvalidAt(i, err)
		}
		if _, err := a.noteUpdate(m, events); err != nil {
			return err
		}
		if i < len(c.TimeUps) && c.TimeUps[i] {
			a.updates[len(a.updates)-1].TimeUp = true
		}
		if i < len(c.Times) {
			a.clockMoved(c.Times[i])
		}
		if seat, ok := rules.SeatOf(m); ok && seat >= 0 && seat < len(a.ids) && c.IDs[i] != "" {
			a.ids[seat].add(c.IDs[i], wire.Ack{Seq: len(a.updates)}) // numbers taken back have updates too
		}
		if err := entriesAfter(i + 1); err != nil {
			return err
		}
		if i < len(moves)-1 {
			a.askBots()
		}
	}
	// The live table's next ask is settle's.
	return nil
}

// replayEntry brings back what a side entry of the log says.
func (a *Authority) replayEntry(e tablelog.Entry) error {
	switch e.Kind {
	case tablelog.EntryPass:
		var p tablelog.Pass
		if err := rules.DecodeStrict(e.Data, &p); err != nil {
			return err
		}
		if p.Seat < 0 || p.Seat >= len(a.passed) {
			return fmt.Errorf("there is no seat %d", p.Seat)
		}
		a.passed[p.Seat] = true
		if e.ID != "" {
			a.ids[p.Seat].add(e.ID, wire.Ack{Seq: e.After})
		}
		a.racePassed(time.UnixMilli(p.At))
	case tablelog.EntryEnd:
		var end tablelog.End
		if err := json.Unmarshal(e.Data, &end); err != nil {
			return err
		}
		a.ended, a.abandoned = true, end.Abandoned
		if end.Damaged {
			a.damaged = fmt.Sprintf("table %s's log was damaged on the server: %s. Nothing more can be played at this table.", a.code, end.Reason)
		}
	case tablelog.EntryUndo:
		return a.replayUndo(e)
	case tablelog.EntryLeft:
		var t tablelog.Takeover
		if err := rules.DecodeStrict(e.Data, &t); err != nil {
			return err
		}
		return a.replayLeft(t)
	case tablelog.EntryTakeover, tablelog.EntryReclaim:
		var t tablelog.Takeover
		if err := rules.DecodeStrict(e.Data, &t); err != nil {
			return err
		}
		return a.replayTakeover(t, e.Kind == tablelog.EntryTakeover)
	}
	return nil
}

// askBots asks every bot for its plan where the live table would have
// (when the table owes no move) and forgets the answers.
func (a *Authority) askBots() {
	if _, due := a.play.Due(make([]bool, len(a.bots))); due || a.play.Finished() {
		return
	}
	for _, b := range a.bots {
		if b != nil {
			b.Next(a.play)
		}
	}
}

// Code is the table's code.
func (a *Authority) Code() string { return a.code }

// Done is closed once the authority has stopped.
func (a *Authority) Done() <-chan struct{} { return a.done }

// Err says why the authority stopped: ErrStopped after Stop,
// tablelog.ErrFenced when another authority holds the table; nil while
// it runs.
func (a *Authority) Err() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.err
}

// Seq is the number of moves played.
func (a *Authority) Seq() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.updates)
}

// Finished reports whether the table's game is over.
func (a *Authority) Finished() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.play.Finished()
}

// Abandoned reports whether the table was closed before its game ended
// (Abandon): it plays no more moves, and its log ends there.
func (a *Authority) Abandoned() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.abandoned
}

// Quiet is how long, on the authority's Clock, no seat has sent the
// table anything it let through (a move, a catch-up request) and no move
// was played.
func (a *Authority) Quiet() time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	last := a.lastHeard
	if a.lastMove.After(last) {
		last = a.lastMove
	}
	return a.cfg.Clock.Now().Sub(last)
}

// Abandon closes the table for good when its game is not over and no
// move was played for idle or longer (on the authority's Clock; at a
// table with a clock per move, which plays for whoever is away: no seat
// sent anything for idle or two rounds of waits, whichever is longer): it
// writes the log's end entry, marked Abandoned, after the moves played,
// and from then on refuses every move (CodeAbandoned) while still
// catching seats up. closed is false, with a nil error, when the table
// is not idle so long or its game is over; an error writing the log
// stops the authority, as any failed write does.
func (a *Authority) Abandon(idle time.Duration) (closed bool, err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	since := a.lastMove
	if a.clock.limit > 0 {
		// The clock plays for whoever is away: a table is idle once no
		// seat sent anything for two of its rounds of waits, and never
		// sooner than idle.
		since = a.lastHeard
		idle = max(idle, 2*time.Duration(len(a.players))*a.clock.limit)
	}
	quiet := a.cfg.Clock.Now().Sub(since)
	if a.stopped || a.abandoned || a.play.Finished() || quiet < idle || (a.race != nil && a.race.window != nil) {
		return false, nil
	}
	if err := a.closeEarly(fmt.Sprintf("no move for %v (the server closes a table after %v)", quiet.Round(time.Second), idle)); err != nil {
		return false, err
	}
	return true, nil
}

// closeEarly closes the table for good before its game ended, for
// reason (in words): the log's end entry, marked Abandoned, and every
// person's seat still listening told. An error writing the log stops
// the authority.
func (a *Authority) closeEarly(reason string) error {
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err := a.log.AppendEntry(ctx, tablelog.EntryEnd, tablelog.End{Abandoned: true, Reason: reason}, "")
	cancel()
	if err != nil {
		a.fail(err)
		return err
	}
	a.ended, a.abandoned = true, true
	if a.cancel != nil {
		a.cancel()
	}
	for seat, b := range a.bots {
		if b == nil && !a.hasLeft(seat) {
			a.publish(wire.To(a.code, seat), wire.SeatView{Seq: len(a.updates), View: a.view(seat),
				Error: "this table was closed before its game ended: " + reason, Code: CodeAbandoned})
		}
	}
	return nil
}

// Record is the table's game so far, as the rules write it.
func (a *Authority) Record() *rules.Record {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.play.Record(a.players)
}

// Stop stops serving the table at once, as a crash would: no message
// is answered after it. The log keeps everything played.
func (a *Authority) Stop() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.stopLocked(ErrStopped)
}

func (a *Authority) stopLocked(err error) {
	if a.stopped {
		return
	}
	a.stopped, a.err = true, err
	a.unlisten()
	if a.cancel != nil {
		a.cancel()
	}
	if a.clock.stop != nil {
		a.clock.stop()
	}
	if a.here.stop != nil {
		a.here.stop()
	}
	if r := a.race; r != nil {
		if r.hgStop != nil {
			r.hgStop()
		}
		if r.window != nil {
			r.window.stop()
		}
	}
	close(a.done)
}

// fail stops the authority by itself and tells OnStop why.
func (a *Authority) fail(err error) {
	a.stopLocked(err)
	if a.cfg.OnStop != nil {
		go a.cfg.OnStop(err)
	}
}

// onMove decides on a seat's move (or pass).
func (a *Authority) onMove(r *request) {
	received := time.Now() // for Events.Acked: the wall clock, whatever the table's Clock
	arrival := a.cfg.Clock.Now()
	seat := r.seat
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.stopped {
		return
	}
	a.noteRTT(r)
	if ack, limited := a.limit(seat, arrival); limited {
		a.answer(r, seat, ack)
		return
	}
	defer a.hear(seat, arrival)()
	id := r.id
	if id != "" && seat < len(a.ids) {
		if err := wire.CheckMoveID(id); err != nil {
			a.answer(r, seat, wire.Ack{Seq: len(a.updates), Error: err.Error(), Code: "refused"})
			return
		}
		if ack, ok := a.ids[seat].get(id); ok {
			a.answer(r, seat, ack) // asked again: the first answer again
			return
		}
		if a.race != nil && a.joinRetry(seat, id, r) {
			return // asked again while its race is judged: answered with it
		}
	}
	if ack, refused := a.leftRefusal(seat); refused {
		a.answer(r, seat, ack)
		return
	}
	if ack, refused := a.elsewhere(seat, r); refused {
		a.answer(r, seat, ack)
		return
	}
	seen := -1
	if h := r.seen; h != "" {
		n, err := strconv.Atoi(h)
		if err != nil || n < 0 {
			a.answer(r, seat, a.refusal("the header %s is the number of the move a seat last saw, not %s", wire.SeenHeader, rules.Quote(h)))
			return
		}
		seen = n
	}
	ack, written, pending := a.seatMessage(seat, r.data, id, seen, arrival, received, r)
	if a.stopped || pending {
		// The move could not be written: say nothing, the seat asks
		// again and whoever holds the table answers. Or the move is a
		// buzz, answered when its race is judged.
		return
	}
	if ack.Error != "" && !a.current() {
		// A refusal writes nothing, so nothing fenced it: this authority
		// may be a stale one (its host's lease ran out and another took
		// the table) refusing a move its game has not caught up with.
		// Only the current one answers.
		return
	}
	if id != "" {
		a.ids[seat].add(id, ack)
	}
	a.answer(r, seat, ack)
	a.acked(received)
	if written {
		a.settle()
	}
}

// current reports whether this authority's log is still the table's
// last word (tablelog.Log.Current); one that is not stops, as a fenced
// write would stop it. When the log cannot be read now it is false, and
// the authority runs on: the seat asks again.
func (a *Authority) current() bool {
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	defer cancel()
	err := a.log.Current(ctx)
	if errors.Is(err, tablelog.ErrFenced) {
		a.fail(err)
	}
	return err == nil
}

// limit spends one of seat's tokens (Config.SeatLimit) on a message
// that arrived at now; limited is true, with the refusal to send, when
// it has none left. A seat number the table does not have is let
// through, to be refused for what it is.
func (a *Authority) limit(seat int, now time.Time) (ack wire.Ack, limited bool) {
	if seat < 0 || seat >= len(a.buckets) {
		return wire.Ack{}, false
	}
	b := &a.buckets[seat]
	if b.take(a.cfg.SeatLimit, now) {
		a.lastHeard = now
		return wire.Ack{}, false
	}
	if a.cfg.Events.Limited != nil {
		a.cfg.Events.Limited()
	}
	ack = a.refusal("too many messages from seat %d: a seat may send %v; this one was not read, and nothing was played", seat, a.cfg.SeatLimit)
	ack.Code = CodeTooFast
	return ack, true
}

// acked tells Events.Acked that a seat's move, received then (the wall
// clock), was answered.
func (a *Authority) acked(received time.Time) {
	if a.cfg.Events.Acked != nil {
		a.cfg.Events.Acked(time.Since(received))
	}
}

// answer replies to a seat's request r, or, when its sender waits for
// no answer (or r is nil), sends a refusal to the seat's own subject.
func (a *Authority) answer(r *request, seat int, ack wire.Ack) {
	if r != nil && r.answer != nil {
		r.answer(ack)
		return
	}
	if ack.Code == CodeTooFast {
		// A flood sent without reply subjects is told once, not once a
		// message: each telling costs the seat's view.
		if a.buckets[seat].told {
			return
		}
		a.buckets[seat].told = true
	}
	if ack.Error != "" && a.person(seat) {
		a.publish(wire.To(a.code, seat), wire.SeatView{Seq: len(a.updates), View: a.view(seat), Error: ack.Error, Code: ack.Code})
	}
}

// refusal is an Ack refusing a message, in words.
func (a *Authority) refusal(format string, args ...any) wire.Ack {
	return wire.Ack{Seq: len(a.updates), Error: fmt.Sprintf(format, args...), Code: "refused"}
}

// seatMessage checks and plays one message from seat: a move or a pass;
// seen is the move its seat last saw (-1: not said).
// written is true when a move or a pass was played and logged; pending is
// true when the move is a buzz, answered once its race is judged.
func (a *Authority) seatMessage(seat int, data []byte, id string, seen int, arrival, received time.Time, r *request) (ack wire.Ack, written, pending bool) {
	refuse := func(format string, args ...any) (wire.Ack, bool, bool) {
		return a.refusal(format, args...), false, false
	}
	switch {
	case seat >= len(a.bots):
		return refuse("this table has %d seats; there is no seat %d", len(a.bots), seat)
	case a.bots[seat] != nil:
		return refuse("seat %d is played by a bot", seat)
	case len(data) > wire.MaxMessage:
		return refuse("the message is %d bytes; a move may be at most %d KB", len(data), wire.MaxMessage>>10)
	case a.play.Finished():
		return refuse("the game is over")
	case a.damaged != "":
		ack := a.refusal("%s", a.damaged)
		ack.Code = CodeDamaged
		return ack, false, false
	case a.abandoned:
		ack := a.refusal("this table was closed before its game ended, for nobody had moved for a long time; its record is kept, and nothing more is played")
		ack.Code = CodeAbandoned
		return ack, false, false
	}
	if rules.CheckEncoding(data) != nil {
		return refuse("a move is JSON in UTF-8 without a byte-order mark; this message is in another encoding")
	}
	trimmed := bytes.TrimSpace(data)
	switch {
	case !json.Valid(trimmed):
		return refuse(`the message is not JSON; a move is a JSON object like {"p":%d,…}`, seat)
	case len(trimmed) == 0 || trimmed[0] != '{':
		return refuse(`the message is JSON but not an object; a move is a JSON object like {"p":%d,…}`, seat)
	}
	var pass wire.Pass
	if rules.DecodeStrict(trimmed, &pass) == nil && pass.Pass {
		if a.race != nil {
			if ack, stale := a.stale(seen); stale {
				return ack, false, false // a sum already gone declared impossible
			}
		}
		ack, written := a.pass(seat, id, arrival)
		return ack, written, false
	}
	var bz wire.Buzz
	if rules.DecodeStrict(trimmed, &bz) == nil && bz.Buzz {
		if a.race == nil {
			return refuse(`only Kakuro's tables race to claim: {"buzz":true} means nothing at a %s table`, a.table.Game)
		}
		ack, pending := a.bareBuzz(seat, id, arrival, received, r)
		return ack, false, pending
	}
	if p, ok := wire.LeaveOf(trimmed); ok {
		if p != seat {
			return refuse(`this connection sits at seat %d: {"p":%d,"leave":true} would make another seat leave, which only that seat may do`, seat, p)
		}
		ack, written := a.resign(seat, id)
		return ack, written, false
	}
	if p, ok := wire.UndoOf(trimmed); ok {
		if p != seat {
			return refuse(`this connection sits at seat %d: {"p":%d,"undo":true} would take back another seat's number, which only that seat may do`, seat, p)
		}
		ack, written := a.undo(seat, id)
		return ack, written, false
	}
	p, ok := rules.SeatOf(trimmed)
	switch {
	case !ok:
		return refuse(`the move does not say whose it is (a number "p"); a seat sends only its own moves, with "p":%d`, seat)
	case p != seat:
		return refuse(`this connection sits at seat %d: a move with "p":%d is another seat's to send`, seat, p)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, trimmed); err != nil {
		return refuse("the message is not JSON: %v", err)
	}
	if a.race != nil {
		if h := a.race.hold; h != nil {
			if h.seat != seat {
				return a.heldBy(h.seat), false, false
			}
			ack, written := a.claimHeld(compact.Bytes(), id) // the named seat's claim, for the sum it buzzed on
			return ack, written, false
		}
		if ack, early := a.early(seat, arrival); early {
			return ack, false, false
		}
		if ack, stale := a.stale(seen); stale {
			return ack, false, false // the device says so too: it can only refuse
		}
		ack, pending := a.buzz(seat, compact.Bytes(), id, arrival, received, r, a.race.rtt.Best(seat))
		return ack, false, pending
	}
	ack, written = a.commit(compact.Bytes(), id)
	return ack, written, false
}

// pass notes seat's declaration that it gives up on the turn, in the log
// first, so that a rebuilt table remembers it.
func (a *Authority) pass(seat int, id string, at time.Time) (wire.Ack, bool) {
	ack := wire.Ack{Seq: len(a.updates)}
	if a.passed[seat] {
		return ack, false // declared already
	}
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err := a.log.AppendEntry(ctx, tablelog.EntryPass, tablelog.Pass{Seat: seat, At: at.UnixMilli()}, id)
	cancel()
	if err != nil {
		a.fail(err)
		return wire.Ack{}, false
	}
	a.passed[seat] = true
	a.lastMove = a.cfg.Clock.Now()
	a.racePassed(at)
	return ack, true // settle may find a move due
}

// commit plays move (with the id its seat gave it, or "") through the
// rules, appends it to the log and tells the table. A move the rules
// refuse changes nothing and is answered with their reason. When the log
// cannot be written the authority stops.
func (a *Authority) commit(move json.RawMessage, id string) (wire.Ack, bool) {
	return a.commitAs(move, id, false)
}

// commitAs is commit, of a move the table plays for a seat whose time
// ran out when timeUp (turnclock.go).
func (a *Authority) commitAs(move json.RawMessage, id string, timeUp bool) (wire.Ack, bool) {
	events, err := a.play.Apply(move)
	if err != nil {
		return a.rulesRefusal(err), false
	}
	if err := a.appendMove(move, id, timeUp); err != nil {
		// The game in memory is now ahead of the log: nothing of it may
		// be told. A fresh authority rebuilds from the log.
		a.fail(err)
		return wire.Ack{}, false
	}
	u, err := a.noteUpdate(move, events)
	if err != nil {
		a.fail(err)
		return wire.Ack{}, false
	}
	a.lastMove = a.cfg.Clock.Now()
	if timeUp {
		u.TimeUp = true
		a.updates[len(a.updates)-1].TimeUp = true
	}
	a.clockMoved(a.lastMove)
	if a.cfg.Events.Played != nil {
		a.cfg.Events.Played()
	}
	if u.End != nil {
		a.writeEnd()
		if a.stopped {
			return wire.Ack{}, false
		}
	}
	a.tell(u)
	a.pingStale()
	return wire.Ack{Seq: u.Seq}, true
}

// writeEnd writes the log's end entry.
func (a *Authority) writeEnd() {
	ctx, cancel := context.WithTimeout(context.Background(), a.cfg.Timeout)
	err := a.log.AppendEntry(ctx, tablelog.EntryEnd, tablelog.End{Scores: a.play.Scores(), Winners: a.play.Winners()}, "")
	cancel()
	if err != nil {
		a.fail(err)
		return
	}
	a.ended = true
	if a.cfg.OnEnd != nil {
		go a.cfg.OnEnd()
	}
}

// noteUpdate keeps the update a move made, with the End on the last one.
func (a *Authority) noteUpdate(move json.RawMessage, events []any) (wire.Update, error) {
	enc, err := wire.EncodeEvents(events)
	if err != nil {
		return wire.Update{}, err
	}
	u := wire.Update{Seq: len(a.updates) + 1, Move: move, Events: enc}
	if a.play.Finished() {
		u.End = &wire.End{Seed: a.header.Record.Seed, Salt: a.header.Salt, Scores: a.play.Scores(),
			Winners: a.play.Winners(), Record: a.play.Record(a.players)}
	}
	a.updates = append(a.updates, u)
	a.version++
	if a.race == nil {
		clear(a.passed) // the turn moved on
	} else {
		a.raceMoved()
	}
	return u, nil
}

// settle plays what the table owes (unless a buzzer race is being
// judged); then, once per state of the game, asks the bots and sets the
// soonest bot move's timer.
func (a *Authority) settle() {
	defer a.tellState()
	defer a.armClock()
	for !a.stopped && !a.abandoned && !a.play.Finished() {
		if m, ok := a.owed(); ok {
			if _, written := a.commit(m, ""); !written {
				return // a move the table owes cannot be refused; commit stopped the authority
			}
			continue
		}
		if a.askedAt == a.version {
			return // the bots were asked in this state; their timer runs
		}
		a.askedAt = a.version
		best, plan, passed := a.nextPlan()
		if passed {
			a.racePassed(a.cfg.Clock.Now())
			if _, due := a.owed(); due {
				continue
			}
		}
		if best < 0 {
			return
		}
		if a.cancel != nil {
			a.cancel()
		}
		version := a.version
		a.cancel = a.cfg.Clock.AfterFunc(TicksToDuration(plan.Ticks, rules.TicksPerSecond), func() {
			now := a.cfg.Clock.Now()
			a.mu.Lock()
			defer a.mu.Unlock()
			if a.stopped || a.abandoned || a.version != version {
				return
			}
			if a.race != nil {
				a.buzz(best, plan.Move, "", now, time.Time{}, nil, 0) // a bot plays inside the server: no round trip
				return
			}
			if _, written := a.commit(plan.Move, ""); written {
				a.settle()
			}
		})
		return
	}
}

// owed is the move the table makes by itself now: the rules' Due, or
// the hourglass's set-aside once it ran out; nothing while a buzzer race
// is judged. It starts the hourglass when the declarations call for it.
func (a *Authority) owed() (json.RawMessage, bool) {
	if a.race == nil {
		return a.play.Due(a.passed)
	}
	if a.race.window != nil {
		return nil, false
	}
	if m, ok := a.play.Due(a.passed); ok {
		return m, true
	}
	return a.hourglass()
}

// nextPlan asks every bot once for the game as it stands and returns the
// soonest move's seat (-1: none) and plan; passed says a bot passed.
func (a *Authority) nextPlan() (best int, plan rules.Plan, passed bool) {
	best = -1
	for seat, b := range a.bots {
		if b == nil {
			continue
		}
		pl, ok := b.Next(a.play)
		switch {
		case !ok:
		case pl.Pass:
			a.passed[seat], passed = true, true
		case best < 0 || pl.Ticks < plan.Ticks:
			best, plan = seat, pl
		}
	}
	return best, plan, passed
}

// onSync answers a seat's catch-up request.
func (a *Authority) onSync(r *request) {
	now := a.cfg.Clock.Now()
	seat := r.seat
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.stopped || r.answer == nil {
		return
	}
	a.noteRTT(r)
	var req wire.SyncRequest
	var c wire.Catchup
	if ack, limited := a.limit(seat, now); limited {
		c.Error = ack.Error
		r.answer(c)
		return
	}
	switch err := rules.DecodeStrict(r.data, &req); {
	case len(r.data) > wire.MaxMessage:
		c.Error = fmt.Sprintf("the request is %d bytes; at most %d KB", len(r.data), wire.MaxMessage>>10)
	case err != nil:
		c.Error = fmt.Sprintf(`a catch-up request is {"from":n}: %v`, err)
	case !a.person(seat):
		c.Error = fmt.Sprintf("there is no person's seat %d at this table", seat)
	case req.From < 0:
		c.Error = fmt.Sprintf("there is no move %d to catch up from", req.From)
	case req.From > len(a.updates):
		c.Error = a.seenBeyond(seat, req.From)
	default:
		defer a.hear(seat, now)()
		a.claim(seat, r)
		c = wire.Catchup{Table: a.table, Updates: a.updates[req.From:], View: a.seatView(seat), State: a.catchupState()}
	}
	r.answer(c)
	if c.Error == "" {
		if (req.From > 0 || a.synced[seat]) && a.cfg.Events.Resynced != nil {
			a.cfg.Events.Resynced()
		}
		a.synced[seat] = true
		if a.timesRoundTrips() {
			a.ping(seat, true) // catching up counts as here: only a race needs the round trip now
		}
	}
}

// view is seat's view in JSON.
func (a *Authority) view(seat int) json.RawMessage {
	data, err := json.Marshal(a.play.View(seat))
	if err != nil {
		// Every game's view encodes (rulestest.CheckFloor holds them to
		// it); a view that does not is a bug to see, not to hide.
		panic(fmt.Sprintf("authority: the %s view does not encode: %v", a.table.Game, err))
	}
	return data
}
