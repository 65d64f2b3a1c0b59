// Package remote is the app's side of an online table: the seats one
// device holds there (one, or several around a touch table), the table's
// moves as they arrive, and the device's own moves on their way, in a
// shape a game loop can use without ever waiting on the network. It
// knows no game: the round scenes follow the moves with their game's
// rules (rules.Followable) and draw them as they draw a local game.
//
// A device may also only watch a table (Watch, or Open with the table's
// watch credential): it follows the moves like a seat's device, and
// holds no seat (Mine is empty, Send refuses).
//
// All network work runs on goroutines of its own; the game loop only
// reads what has arrived (Poll, Status, Refusal) and hands moves over
// (Send), each call returning at once.
package remote

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
)

// Status is how the device's connection to its table stands.
type Status int

// The statuses, in the order a table usually goes through them.
const (
	Connecting   Status = iota // the first connection is being made
	Connected                  // the table's moves arrive
	Reconnecting               // the connection dropped; trying again (nothing is lost)
	Failed                     // it cannot connect at all (see Err)
	Elsewhere                  // another device took the seat over: this one stopped (elsewhere.go)
)

// Refusal is a move of the device's that the table refused: the seat,
// the words, the rules' or the table's code (wire.Ack.Code).
type Refusal struct {
	Seat  int
	Words string
	Code  string
	// Race is, for a Kakuro call that lost its race, who won and by how
	// much (wire.Ack.Race).
	Race *wire.RaceResult
}

// Table is one device's seats at an online table.
type Table struct {
	url   string
	creds []wire.Credential
	mine  []int  // the creds' seats (asked every frame: made once)
	watch string // Watch's table code, until its credential is known

	mu       sync.Mutex
	seats    []*client.Seat // nil until connected, in the order of creds
	table    wire.Table
	updates  []wire.Update // every update seen, from the first
	polled   int           // how many Poll has handed out
	status   Status
	err      error
	refusals []Refusal
	pending  int       // moves sent and not yet answered
	lostAt   time.Time // when the connection was last lost
	reacts   reactions // quick reactions heard (emote.go)

	ctx    context.Context
	cancel context.CancelFunc
}

// Open connects the device's seats (creds, all at one table) to the
// server at url in the background. A watcher's credential
// (wire.Credential.Watching) connects as the table's watcher: no seat of
// the device's.
func Open(url string, creds []wire.Credential) *Table {
	ctx, cancel := context.WithCancel(context.Background())
	t := &Table{url: url, creds: creds, ctx: ctx, cancel: cancel}
	for _, c := range creds {
		if !c.Watching() {
			t.mine = append(t.mine, c.Seat)
		}
	}
	go t.connect()
	return t
}

// Watch watches the table with code at the server at url in the
// background: it asks for the table's watch credential (client.AskWatch),
// waits for its game while it is a waiting room, and follows it. Mine is
// empty: nobody at this device plays.
func Watch(url, code string) *Table {
	ctx, cancel := context.WithCancel(context.Background())
	t := &Table{url: url, watch: code, ctx: ctx, cancel: cancel}
	go t.connect()
	return t
}

// watchCredential asks for Watch's credential, and waits for the game
// of a waiting room to start.
func (t *Table) watchCredential() (wire.Credential, error) {
	ctx, cancel := context.WithTimeout(t.ctx, 15*time.Second)
	reply, err := client.AskWatch(ctx, t.url, t.watch)
	cancel()
	if err != nil {
		return wire.Credential{}, err
	}
	if reply.Room != nil && !reply.Room.Started {
		if err := client.WaitStart(t.ctx, t.url, reply.Watch); err != nil {
			return wire.Credential{}, err
		}
	}
	return reply.Watch, nil
}

// connect dials every seat, then follows the first one's updates.
func (t *Table) connect() {
	if t.watch != "" {
		cred, err := t.watchCredential()
		t.mu.Lock()
		if err != nil {
			t.status, t.err = Failed, err
			t.mu.Unlock()
			return
		}
		t.creds = []wire.Credential{cred}
		t.mu.Unlock()
	}
	t.mu.Lock()
	creds := t.creds
	t.mu.Unlock()
	var seats []*client.Seat
	for _, cred := range creds {
		ctx, cancel := context.WithTimeout(t.ctx, 15*time.Second)
		s, err := client.Dial(ctx, t.url, cred, client.Options{
			Reconnected:  func() { t.setStatus(Connected) },
			Disconnected: func() { t.setStatus(Reconnecting) },
		})
		cancel()
		if err != nil {
			for _, s := range seats {
				s.Close()
			}
			t.mu.Lock()
			t.status, t.err = Failed, err
			t.mu.Unlock()
			return
		}
		seats = append(seats, s)
	}
	t.reacts.follow(t.ctx, seats[0]) // heard from when the table is Ready
	t.mu.Lock()
	t.seats, t.status, t.table = seats, Connected, seats[0].Table()
	t.mu.Unlock()
	t.gather()
	first := seats[0]
	for {
		select {
		case <-t.ctx.Done():
			return
		case <-first.Changed():
			t.gather()
		}
	}
}

// gather takes the updates the first seat has seen that are new here.
func (t *Table) gather() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.seats) == 0 {
		return
	}
	all := t.seats[0].Updates()
	if len(all) > len(t.updates) {
		t.updates = append(t.updates, all[len(t.updates):]...)
	}
	t.table = t.seats[0].Table()
	t.stopIfElsewhereLocked()
}

func (t *Table) setStatus(s Status) {
	t.mu.Lock()
	if t.status != Failed && t.status != Elsewhere {
		if s == Reconnecting && t.status != Reconnecting {
			t.lostAt = time.Now()
		}
		t.status = s
	}
	t.mu.Unlock()
}

// LostSince is when the connection was lost, while it is Reconnecting
// (a banner counts the time since); zero otherwise.
func (t *Table) LostSince() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.status != Reconnecting {
		return time.Time{}
	}
	return t.lostAt
}

// Status is how the connection stands, and the error when it Failed.
func (t *Table) Status() (Status, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.status, t.err
}

// Ready reports whether the table is known (its players, opening): the
// round can be set up.
func (t *Table) Ready() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.table.Code != ""
}

// Info is the table as joined: its code, game, players, options and
// opening.
func (t *Table) Info() wire.Table {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.table
}

// Mine are the seats this device plays (the caller must not change
// them); none when it only watches.
func (t *Table) Mine() []int { return t.mine }

// Poll returns the updates that arrived since the last Poll, in order.
func (t *Table) Poll() []wire.Update {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.polled == len(t.updates) {
		return nil
	}
	out := t.updates[t.polled:]
	t.polled = len(t.updates)
	return out
}

// Updates are all the updates seen so far (for a round set up after some
// moves: it follows them all at once).
func (t *Table) Updates() []wire.Update {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.polled = len(t.updates)
	return append([]wire.Update(nil), t.updates...)
}

// State is who is at the table, as last told, and when that arrived
// (wire.TableState: an away seat's hold and the hourglass run down from
// then); zero before the table is joined.
func (t *Table) State() (wire.TableState, time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.seats) == 0 {
		return wire.TableState{}, time.Time{}
	}
	return t.seats[0].State()
}

// Pending reports how many of the device's moves await the table's answer.
func (t *Table) Pending() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.pending
}

// ErrNotMine is Send's answer for a seat this device does not hold.
var ErrNotMine = errors.New("this device does not hold that seat")

// Send plays move (in record form, or a wire.Pass) for one of the
// device's seats. It returns at once: the move comes back as an update
// when the table plays it, or as a Refusal; while the server cannot be
// reached it waits for it (Pending), however long that takes.
func (t *Table) Send(seat int, move json.RawMessage) error {
	t.mu.Lock()
	var s *client.Seat
	for i, c := range t.creds {
		if c.Seat == seat && !c.Watching() && i < len(t.seats) {
			s = t.seats[i]
		}
	}
	seen := len(t.updates)
	elsewhere := t.status == Elsewhere
	if s != nil && !elsewhere {
		t.pending++
	}
	t.mu.Unlock()
	switch {
	case elsewhere:
		return ErrElsewhere
	case s == nil:
		return fmt.Errorf("seat %d: %w", seat, ErrNotMine)
	}
	go func() {
		// No deadline but the table's: while the server cannot be
		// reached the move waits (Pending counts it), asked again under
		// its one id, and goes once the server is back — never lost,
		// never played twice.
		ack, err := s.SendID(t.ctx, client.NewMoveID(), seen, move)
		t.mu.Lock()
		defer t.mu.Unlock()
		t.pending--
		switch {
		case err != nil && t.ctx.Err() == nil:
			t.refusals = append(t.refusals, Refusal{Seat: seat, Words: err.Error(), Code: "unanswered"})
		case err == nil && ack.Error != "":
			t.refusals = append(t.refusals, Refusal{Seat: seat, Words: ack.Error, Code: ack.Code, Race: ack.Race})
		}
		t.stopIfElsewhereLocked()
	}()
	return nil
}

// Refusals returns the refusals that came since the last call.
func (t *Table) Refusals() []Refusal {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := t.refusals
	t.refusals = nil
	return out
}

// Close closes the device's connections; the seats stay its players'
// (the credentials open them again).
func (t *Table) Close() {
	t.cancel()
	t.mu.Lock()
	seats := t.seats
	t.mu.Unlock()
	for _, s := range seats {
		s.Close()
	}
}
