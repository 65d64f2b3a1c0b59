// Package client is one seat at an online table, over NATS (package
// transport: nats.go, or the NATS JavaScript client in a browser): it
// connects with the seat's credential, follows the table's updates and
// its own view, catches up from the table's log after (re)connecting,
// echoes the table's pings at once (its round trip, for Kakuro's buzzer
// race), and sends moves, asking again while no authority answers (one
// being restarted) with the same move id, so that a move is never played
// twice. It knows no game: Play takes a function that decides from the
// seat's view.
//
// A watcher (wire's "Spectators") is a Seat too, dialled with a table's
// watch credential (Watch asks for it by code): it follows the table's
// moves and who is here, and catches up with the game's public view, but
// has no view of its own, is never pinged and sends no move.
//
// In a cluster the seat reconnects by itself to any node it knows of (the
// URLs it was given and those the cluster tells it), and catches up from
// the table after each reconnection and whenever an update arrives after
// a gap, so a node or a server process that stops costs it a pause, never
// a move.
package client

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"time"

	"cifra/online/transport"
	"cifra/online/wire"
)

// Options are a seat's choices beyond its credential.
type Options struct {
	// Known are the updates this seat already has, from 1 on (from an
	// earlier connection): Dial catches up from the next one.
	Known []wire.Update
	// Capture, when set, sees every message the seat receives, as it
	// arrived, before it is read.
	Capture func(subject string, data []byte)
	// Retry is how long to wait before asking again when no authority
	// answers (25 ms when zero).
	Retry time.Duration
	// Answered, when set, is told each move's answer and how long it
	// took from the first asking (for measuring).
	Answered func(ack wire.Ack, took time.Duration)
	// Reconnected, when set, is told each time the seat's connection
	// comes back after it was lost.
	Reconnected func()
	// Disconnected, when set, is told each time the seat's connection is
	// lost (it is then tried again until Close).
	Disconnected func()
}

// maxRetry is the longest wait between two askings while no authority
// answers: the wait doubles from Options.Retry up to it.
const maxRetry = 250 * time.Millisecond

// Seat is one seat's connection to its table.
type Seat struct {
	cred wire.Credential
	nc   transport.Conn
	opt  Options

	mu      sync.Mutex
	table   wire.Table
	updates []wire.Update
	pending map[int]wire.Update // arrived ahead of a gap
	view    wire.SeatView
	refusal string          // the last refusal sent to the seat's own subject
	state   wire.TableState // who is here, as last told
	stateAt time.Time       // when state arrived (its countdowns run from then)
	changed chan struct{}
	syncing bool // a catch-up after a gap or a reconnection is under way
	closed  chan struct{}
	// device is this connection's device id (wire.DeviceHeader);
	// elsewhere is set once the table said another device holds the
	// seat (wire's "One seat, one device").
	device    string
	elsewhere bool
}

// Dial connects to url (nats:// or ws://) as cred's seat and catches up.
func Dial(ctx context.Context, url string, cred wire.Credential, opt Options) (*Seat, error) {
	if opt.Retry == 0 {
		opt.Retry = 25 * time.Millisecond
	}
	s := &Seat{cred: cred, opt: opt, pending: map[int]wire.Update{}, changed: make(chan struct{}, 1), closed: make(chan struct{})}
	if !cred.Watching() {
		s.device = randomHex(8)
	}
	s.updates = append(s.updates, opt.Known...)
	inbox, name := wire.Inbox(cred.Table, cred.Seat), "cifra seat "+cred.Table+" "+strconv.Itoa(cred.Seat)
	if cred.Watching() {
		inbox, name = wire.WatchInbox(cred.Table), "cifra watcher "+cred.Table
	}
	nc, err := transport.Dial(url, transport.Options{Token: cred.Token, InboxPrefix: inbox, Name: name, Reconnect: true,
		Disconnected: func() {
			if s.opt.Disconnected != nil {
				s.opt.Disconnected()
			}
		},
		Reconnected: func() {
			if s.opt.Reconnected != nil {
				s.opt.Reconnected()
			}
			s.resync()
		}})
	if err != nil {
		return nil, fmt.Errorf("cannot reach the table's server at %s: %w", url, err)
	}
	s.nc = nc
	handlers := map[string]func(transport.Msg){wire.Out(cred.Table): s.onUpdate, wire.StateSubject(cred.Table): s.onState}
	if !cred.Watching() {
		handlers[wire.To(cred.Table, cred.Seat)] = s.onView
		handlers[wire.Ping(cred.Table, cred.Seat)] = s.onPing
	}
	for subject, handle := range handlers {
		if err := nc.Subscribe(subject, handle); err != nil {
			nc.Close()
			return nil, fmt.Errorf("cannot follow %s: %w", subject, err)
		}
	}
	if err := s.sync(ctx, true); err != nil { // opened here: the seat is this device's now
		nc.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the seat's connection.
func (s *Seat) Close() {
	s.mu.Lock()
	select {
	case <-s.closed:
	default:
		close(s.closed)
	}
	s.mu.Unlock()
	s.nc.Close()
}

// resync catches up in the background, once at a time: after a
// reconnection, or an update that came after a gap.
func (s *Seat) resync() {
	s.mu.Lock()
	if s.syncing {
		s.mu.Unlock()
		return
	}
	s.syncing = true
	s.mu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		go func() {
			select {
			case <-s.closed:
				cancel()
			case <-ctx.Done():
			}
		}()
		_ = s.Sync(ctx) // a failure leaves it to the next gap or reconnection
		cancel()
		s.mu.Lock()
		s.syncing = false
		s.mu.Unlock()
	}()
}

// Conn is the seat's NATS connection.
func (s *Seat) Conn() transport.Conn { return s.nc }

func (s *Seat) capture(m transport.Msg) {
	if s.opt.Capture != nil {
		s.opt.Capture(m.Subject, m.Data)
	}
}

func (s *Seat) onUpdate(m transport.Msg) {
	s.capture(m)
	var u wire.Update
	if json.Unmarshal(m.Data, &u) != nil {
		return
	}
	s.mu.Lock()
	gap := u.Seq > len(s.updates)+1
	s.addLocked(u)
	s.signal()
	s.mu.Unlock()
	if gap {
		s.resync() // some updates went missing (a node stopped): ask for them
	}
}

// onPing echoes the table's ping at once, unchanged: the table times
// the round trip itself.
func (s *Seat) onPing(m transport.Msg) {
	_ = s.nc.Publish(wire.Pong(s.cred.Table, s.cred.Seat), m.Data)
	s.capture(m)
}

func (s *Seat) onView(m transport.Msg) {
	s.capture(m)
	var v wire.SeatView
	if json.Unmarshal(m.Data, &v) != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if v.Error != "" {
		s.refusal = v.Error
	}
	if v.Seq >= s.view.Seq {
		s.view = v
	}
	s.noteHolderLocked(v.Holder)
	s.signal()
}

// addLocked adds an update in its place: at the end, or kept until the
// ones before it arrive.
func (s *Seat) addLocked(u wire.Update) {
	if u.Seq <= len(s.updates) {
		return
	}
	s.pending[u.Seq] = u
	for {
		next, ok := s.pending[len(s.updates)+1]
		if !ok {
			return
		}
		delete(s.pending, next.Seq)
		s.updates = append(s.updates, next)
	}
}

func (s *Seat) signal() {
	select {
	case s.changed <- struct{}{}:
	default:
	}
}

// request asks subject, again while no authority answers, until ctx
// ends; id, when not empty, goes with every asking as the move's id.
func (s *Seat) request(ctx context.Context, subject string, data []byte, id string, seen int, claim bool) (transport.Msg, error) {
	header := map[string]string{}
	if id != "" {
		header[wire.MoveIDHeader] = id
	}
	if seen >= 0 {
		header[wire.SeenHeader] = strconv.Itoa(seen)
	}
	if s.device != "" {
		header[wire.DeviceHeader] = s.device
	}
	if claim {
		header[wire.ClaimHeader] = "1"
	}
	wait := s.opt.Retry
	for {
		try, cancel := context.WithTimeout(ctx, 2*time.Second)
		m, err := s.nc.Request(try, subject, data, header)
		cancel()
		if err == nil {
			s.capture(m)
			return m, nil
		}
		if !errors.Is(err, transport.ErrNoAnswer) {
			return transport.Msg{}, fmt.Errorf("the table's server did not answer: %w", err)
		}
		select {
		case <-ctx.Done():
			return transport.Msg{}, fmt.Errorf("no authority answered for table %s: %w", s.cred.Table, ctx.Err())
		case <-time.After(wait):
		}
		wait = min(2*wait, max(maxRetry, s.opt.Retry))
	}
}

// Sync catches up from the table's log: the updates after those the
// seat has, and its view now (a watcher's: the game's public view).
func (s *Seat) Sync(ctx context.Context) error { return s.sync(ctx, false) }

// sync is Sync; claim takes the seat for this device (wire's "One seat,
// one device"), as its first catch-up does.
func (s *Seat) sync(ctx context.Context, claim bool) error {
	s.mu.Lock()
	from := len(s.updates)
	s.mu.Unlock()
	data, _ := json.Marshal(wire.SyncRequest{From: from})
	subject := wire.Sync(s.cred.Table, s.cred.Seat)
	if s.cred.Watching() {
		subject = wire.WatchSync(s.cred.Table)
	}
	m, err := s.request(ctx, subject, data, "", -1, claim)
	if err != nil {
		return err
	}
	var c wire.Catchup
	if err := json.Unmarshal(m.Data, &c); err != nil {
		return fmt.Errorf("the table's catch-up is unreadable: %w", err)
	}
	if c.Error != "" {
		return fmt.Errorf("the table refused to catch this seat up: %s", c.Error)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.table = c.Table
	for _, u := range c.Updates {
		s.addLocked(u)
	}
	if c.View.Seq >= s.view.Seq {
		s.view = c.View
	}
	s.noteHolderLocked(c.View.Holder)
	if c.State != nil {
		s.noteStateLocked(*c.State)
	}
	s.signal()
	return nil
}

// onState keeps the table's state (who is here) when it is newer than
// the one the seat has.
func (s *Seat) onState(m transport.Msg) {
	s.capture(m)
	var st wire.TableState
	if json.Unmarshal(m.Data, &st) != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.noteStateLocked(st)
	s.signal()
}

func (s *Seat) noteStateLocked(st wire.TableState) {
	if st.N >= s.state.N {
		s.state, s.stateAt = st, time.Now()
	}
}

// State is who is at the table, as last told, and when that arrived: an
// away seat's hold and the hourglass's sand run down from then.
func (s *Seat) State() (wire.TableState, time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.state, s.stateAt
}

// Send sends one move in record form (or a wire.Pass) under a fresh move
// id and returns the table's answer: Ack.Error says why a refused move
// was refused.
func (s *Seat) Send(ctx context.Context, move json.RawMessage) (wire.Ack, error) {
	return s.SendID(ctx, NewMoveID(), -1, move)
}

// NewMoveID draws a move id (wire.MoveIDHeader): 96 random bits in hex.
func NewMoveID() string { return randomHex(12) }

// randomHex is n random bytes in hex, from math/rand/v2's generator,
// which the runtime seeds unpredictably: ids must not collide, and
// guessing one gains nothing (the broker lets nobody else use a seat's
// subjects). crypto/rand would add its whole FIPS machinery to the
// browser's download for that.
func randomHex(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
	return hex.EncodeToString(b)
}

// SendID sends one move under id, decided on the view after move seen
// (-1: not said; wire.SeenHeader): sending it again with the same id —
// after an error, from a new connection — gets the table's first answer
// and never plays the move twice.
func (s *Seat) SendID(ctx context.Context, id string, seen int, move json.RawMessage) (wire.Ack, error) {
	if s.cred.Watching() {
		return wire.Ack{}, ErrWatching
	}
	start := time.Now()
	m, err := s.request(ctx, wire.In(s.cred.Table, s.cred.Seat), move, id, seen, false)
	if err != nil {
		return wire.Ack{}, err
	}
	var ack wire.Ack
	if err := json.Unmarshal(m.Data, &ack); err != nil {
		return wire.Ack{}, fmt.Errorf("the table's answer is unreadable: %w", err)
	}
	if ack.Code == wire.Elsewhere {
		s.mu.Lock()
		s.elsewhere = true
		s.signal()
		s.mu.Unlock()
	}
	if s.opt.Answered != nil {
		s.opt.Answered(ack, time.Since(start))
	}
	return ack, nil
}

// Table is the table as the seat knows it.
func (s *Seat) Table() wire.Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.table
}

// Updates are the moves the seat has seen, in order, from the first.
func (s *Seat) Updates() []wire.Update {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]wire.Update(nil), s.updates...)
}

// View is the seat's latest view; a watcher's is the game's public view
// as of its last catch-up (it is sent no other).
func (s *Seat) View() wire.SeatView {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.view
}

// Refusal is the last refusal the table sent to the seat's own subject
// (for a message sent without a reply subject).
func (s *Seat) Refusal() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refusal
}

// End is the game's end once the seat has seen it, else nil.
func (s *Seat) End() *wire.End {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n := len(s.updates); n > 0 {
		return s.updates[n-1].End
	}
	return nil
}

// Changed receives after an update or a view arrives.
func (s *Seat) Changed() <-chan struct{} { return s.changed }

// Decide chooses the seat's move from its view (JSON, the game's own),
// or says there is nothing to do now.
type Decide func(view json.RawMessage) (move json.RawMessage, ok bool)

// Play plays the seat until the game ends (returning its End), until
// stop says to (after each move of the seat's; nil for never), or until
// ctx ends. A move refused in the game it was decided in is an error; one
// refused because the table had moved on meanwhile (a race in a
// real-time game) is not: the seat decides again on its next view.
func (s *Seat) Play(ctx context.Context, decide Decide, stop func(moves int) bool) (*wire.End, error) {
	decided, moves := -1, 0
	for {
		if end := s.End(); end != nil {
			return end, nil
		}
		if v := s.View(); v.Seq > decided && v.View != nil {
			decided = v.Seq
			if move, ok := decide(v.View); ok {
				ack, err := s.SendID(ctx, NewMoveID(), v.Seq, move)
				if err != nil {
					return nil, err
				}
				if ack.Error != "" {
					if ack.Seq > v.Seq {
						continue // the table had moved on: a race lost, decide again on the new view
					}
					return nil, fmt.Errorf("seat %d's move %s was refused: %s", s.cred.Seat, move, ack.Error)
				}
				moves++
				// Views from before the move are stale; the one it
				// made is the next to decide on.
				decided = max(decided, ack.Seq-1)
				if stop != nil && stop(moves) {
					return nil, nil
				}
				continue
			}
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("seat %d stopped waiting at move %d: %w", s.cred.Seat, len(s.Updates()), ctx.Err())
		case <-s.changed:
		}
	}
}
