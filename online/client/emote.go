package client

import (
	"context"
	"encoding/json"
	"fmt"

	"cifra/online/transport"
	"cifra/online/wire"
)

// Quick reactions (wire's "Quick reactions"): a seat sends one by id and
// hears everyone's, its own included, as the table relays them.

// React sends this seat's reaction id (one of wire.EmoteIDs) to the
// table and waits for its answer: nil once the table relayed it, a
// *Refused (its Code wire.CodeUnknownEmote or "too-fast") when it did
// not. It asks once: a reaction lost on the way is not worth asking
// again for. A watcher has no seat to react from.
func (s *Seat) React(ctx context.Context, id string) error {
	if s.cred.Watching() {
		return fmt.Errorf("a watcher sends no reaction")
	}
	data, _ := json.Marshal(wire.Emote{Emote: id})
	m, err := s.nc.Request(ctx, wire.EmoteIn(s.cred.Table, s.cred.Seat), data, nil)
	if err != nil {
		return fmt.Errorf("the table did not answer the reaction: %w", err)
	}
	var ack wire.EmoteAck
	if err := json.Unmarshal(m.Data, &ack); err != nil {
		return fmt.Errorf("the table's answer to the reaction is unreadable: %w", err)
	}
	if ack.Error != "" {
		return &Refused{Words: ack.Error, Code: ack.Code}
	}
	return nil
}

// FollowReactions calls handle with every reaction the table relays
// (wire.Emoted), this seat's own included, one at a time: every one
// relayed after it returns (the server has the subscription by then). A
// reaction whose id this client does not know (a newer server's) is
// dropped.
func (s *Seat) FollowReactions(ctx context.Context, handle func(wire.Emoted)) error {
	err := s.nc.Subscribe(wire.EmoteOut(s.cred.Table), func(m transport.Msg) {
		s.capture(m)
		var e wire.Emoted
		if json.Unmarshal(m.Data, &e) != nil || wire.CheckEmote(e.Emote) != nil || e.Seat < 0 {
			return
		}
		handle(e)
	})
	if f, ok := s.nc.(transport.Flusher); ok && err == nil {
		err = f.Flush(ctx)
	}
	return err
}
