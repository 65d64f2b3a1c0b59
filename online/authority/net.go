package authority

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"cifra/online/door"
	"cifra/online/wire"
)

// The authority's one door to the network. Everything that knows NATS's
// subjects, replies and rights is here: which subjects the table hears,
// who may speak for a seat (admit), how a request becomes a NATS-free
// request for the table to decide on, and how the table's words go out
// (publish, and each request's answer, both through package door). The
// table's decisions (authority.go, race.go, ping.go, presence.go,
// watch.go) take a request in and hand acks, views and refusals out.

// A request is one message from a seat (or a table's watcher), as the
// table decides on it: whose it is, what it says, and how its sender is
// answered.
type request struct {
	seat int    // the seat it came from; wire.Watcher for a watcher
	data []byte // what it says
	id   string // the move id its seat gave it (wire.MoveIDHeader)
	seen string // the move its seat last saw (wire.SeenHeader), as sent
	// device is the id of the device it came from (wire.DeviceHeader);
	// claim says a catch-up takes the seat for it (wire.ClaimHeader).
	device string
	claim  bool
	// rtt is the sender's round trip as NATS measured it (door.Sender);
	// 0 when unknown.
	rtt time.Duration
	// answer sends the one answer its sender waits for; nil when the
	// sender waits for none (a message without a reply subject).
	answer func(v any)
}

// network is the authority's subscriptions.
type network struct {
	subs []*nats.Subscription
}

// kinds of request, by the subject's fourth token (cifra.t.T.KIND…).
const (
	kindMove  = "in"
	kindSync  = "sync"
	kindPong  = "pong"
	kindWatch = "watch"
)

// listen subscribes to the table's requests and waits until the server
// has the subscriptions: a seat's move sent after Start returns reaches
// this authority.
func (a *Authority) listen() error {
	for _, subject := range []string{wire.InAll(a.code), wire.SyncAll(a.code), wire.PongAll(a.code), wire.WatchSync(a.code)} {
		sub, err := a.cfg.Conn.Subscribe(subject, a.Handle)
		if err != nil {
			return fmt.Errorf("cannot listen on %s: %w", subject, err)
		}
		a.net.subs = append(a.net.subs, sub)
	}
	if err := a.listenEmotes(); err != nil {
		return err
	}
	// The broker's word that a seat's last connection closed: on the
	// server's account alone, so whatever comes there is the broker's.
	sub, err := a.cfg.Conn.Subscribe(wire.GoneSubject(a.code), func(m *nats.Msg) {
		seat, err := strconv.Atoi(string(m.Data))
		if err != nil {
			return
		}
		a.mu.Lock()
		defer a.mu.Unlock()
		a.gone(seat)
	})
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", wire.GoneSubject(a.code), err)
	}
	a.net.subs = append(a.net.subs, sub)
	if err := a.cfg.Conn.FlushTimeout(a.cfg.Timeout); err != nil {
		return fmt.Errorf("cannot reach the server: %w", err)
	}
	return nil
}

// unlisten ends the subscriptions.
func (a *Authority) unlisten() {
	for _, s := range a.net.subs {
		_ = s.Unsubscribe()
	}
}

// Handle serves a message on one of the table's subjects: the table's
// own subscriptions' and, for a table started on demand, the one that
// reached the lobby first. A message from nobody who may speak for its
// seat is dropped unanswered (admit).
func (a *Authority) Handle(msg *nats.Msg) {
	kind, seat, ok := a.subjectOf(msg.Subject)
	if !ok {
		return
	}
	from, ok := a.admit(msg, seat)
	if !ok {
		return
	}
	r := &request{seat: seat, data: msg.Data, id: msg.Header.Get(wire.MoveIDHeader), seen: msg.Header.Get(wire.SeenHeader), rtt: from.RTT,
		device: msg.Header.Get(wire.DeviceHeader), claim: msg.Header.Get(wire.ClaimHeader) == "1"}
	if msg.Reply != "" {
		r.answer = func(v any) { _ = door.Answer(msg, v) }
	}
	switch kind {
	case kindMove:
		a.onMove(r)
	case kindSync:
		a.onSync(r)
	case kindPong:
		a.onPong(r)
	case kindWatch:
		a.onWatch(r)
	}
}

// subjectOf reads a subject of this table: its kind and its seat
// (wire.Watcher for the watchers'); ok is false for any other subject.
func (a *Authority) subjectOf(subject string) (kind string, seat int, ok bool) {
	if subject == wire.WatchSync(a.code) {
		return kindWatch, wire.Watcher, true
	}
	parts := strings.Split(subject, ".")
	if len(parts) != 5 || parts[2] != a.code {
		return "", 0, false
	}
	seat, ok = wire.SeatOfSubject(subject)
	switch kind = parts[3]; {
	case !ok:
		return "", 0, false
	case kind == kindMove && subject == wire.In(a.code, seat),
		kind == kindSync && subject == wire.Sync(a.code, seat),
		kind == kindPong && subject == wire.Pong(a.code, seat):
		return kind, seat, true
	}
	return "", 0, false
}

// admit reports whether msg, which arrived on a subject of seat (or
// wire.Watcher's), comes from a connection that may speak for it now: the
// server's own, or a player whose user is that seat's (or the table's
// watcher's) with a token still held (Config.Holds). Anything else — a
// message with no sender (door.From), a token given up — is dropped.
func (a *Authority) admit(msg *nats.Msg, seat int) (door.Sender, bool) {
	from, ok := door.From(msg)
	switch {
	case !ok:
		return from, false
	case from.Own:
		return from, true
	}
	prefix := "seat-" + a.code + "-" + strconv.Itoa(seat) + "-"
	if seat == wire.Watcher {
		prefix = "watch-" + a.code + "-"
	}
	if !strings.HasPrefix(from.User, prefix) {
		return from, false
	}
	return from, a.cfg.Holds == nil || a.cfg.Holds(from.User)
}

// publish tells the table (or one seat) v on subject, one of
// wire.Broadcasts, through the door; a closed connection drops it (the
// authority is being shut down with it).
func (a *Authority) publish(subject string, v any) {
	if err := door.Tell(a.cfg.Conn, subject, v); err != nil && !errors.Is(err, nats.ErrConnectionClosed) {
		panic(fmt.Sprintf("authority: %v", err))
	}
}
