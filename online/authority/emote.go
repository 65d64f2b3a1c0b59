package authority

import (
	"fmt"
	"strconv"

	"github.com/nats-io/nats.go"

	"cifra/online/door"
	"cifra/online/wire"
	"cifra/rules"
)

// Quick reactions (wire's "Quick reactions"): a seat's reaction comes on
// its own subject (wire.EmoteIn), is heard only from that seat's user
// with a token still held (admit, as a move is), and is relayed to the
// whole table (wire.EmoteOut) as the seat the subject names — never a
// seat or a name the message claims — when its id is one of
// wire.EmoteIDs and the seat is within its reactions' own allowance
// (emoteLimit: a bucket apart from its moves', so reacting never costs a
// move and a flood of reactions never reaches the table). Nothing of it
// touches the game or its log.

// emoteLimit is each seat's allowance of reactions.
var emoteLimit = Limit{Rate: wire.EmoteRate, Burst: wire.EmoteBurst}

// emotes is a table's relay of reactions: its seats' buckets, keyed by
// seat number.
type emotes struct {
	a       *Authority
	buckets *Buckets
}

// listenEmotes subscribes the relay to the table's seats' reactions
// (unlisten ends it with the table's other subscriptions).
func (a *Authority) listenEmotes() error {
	e := &emotes{a: a, buckets: NewBuckets(emoteLimit)}
	sub, err := a.cfg.Conn.Subscribe(wire.EmoteInAll(a.code), e.on)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", wire.EmoteInAll(a.code), err)
	}
	a.net.subs = append(a.net.subs, sub)
	return nil
}

// on relays one reaction, or refuses it: in words when its sender asked
// for an answer, and without a word when the sender may not speak for
// the seat (admit drops it, as it drops such a move).
func (e *emotes) on(msg *nats.Msg) {
	a := e.a
	seat, ok := wire.SeatOfSubject(msg.Subject)
	if !ok || msg.Subject != wire.EmoteIn(a.code, seat) || seat >= len(a.players) || a.players[seat].Bot != "" {
		return
	}
	if _, ok := a.admit(msg, seat); !ok {
		return
	}
	answer := func(ack wire.EmoteAck) { _ = door.Answer(msg, ack) }
	if !e.take(seat) {
		answer(wire.EmoteAck{Code: CodeTooFast, Error: fmt.Sprintf(
			"too many reactions from seat %d: a seat may send %v; this one was not shown", seat, emoteLimit)})
		return
	}
	var m wire.Emote
	err := rules.DecodeStrict(msg.Data, &m)
	switch {
	case len(msg.Data) > wire.MaxMessage:
		answer(wire.EmoteAck{Code: wire.CodeUnknownEmote, Error: fmt.Sprintf("the reaction is %d bytes; at most %d KB", len(msg.Data), wire.MaxMessage>>10)})
		return
	case err != nil:
		answer(wire.EmoteAck{Code: wire.CodeUnknownEmote, Error: fmt.Sprintf(`a reaction is {"emote":"%s"} or another of %v: %v`, wire.EmoteThumbs, wire.EmoteIDs, err)})
		return
	}
	if err := wire.CheckEmote(m.Emote); err != nil {
		answer(wire.EmoteAck{Code: wire.CodeUnknownEmote, Error: err.Error()})
		return
	}
	a.publish(wire.EmoteOut(a.code), wire.Emoted{Seat: seat, Emote: m.Emote})
	answer(wire.EmoteAck{})
}

// take spends one of seat's reaction tokens; false when it has none.
func (e *emotes) take(seat int) bool {
	ok, _ := e.buckets.Take(strconv.Itoa(seat), e.a.cfg.Clock.Now())
	return ok
}
