package remote

import (
	"context"
	"sync"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
)

// reactions are the quick reactions heard at the table and not yet
// handed to the game loop (Reactions).
type reactions struct {
	mu    sync.Mutex
	heard []wire.Emoted
}

// follow starts hearing the table's reactions on seat's connection (a
// table whose reactions cannot be heard still plays: they are of the
// moment).
func (q *reactions) follow(ctx context.Context, seat *client.Seat) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	_ = seat.FollowReactions(ctx, func(e wire.Emoted) {
		q.mu.Lock()
		if len(q.heard) < 64 { // a loop that stopped polling holds a few only
			q.heard = append(q.heard, e)
		}
		q.mu.Unlock()
	})
}

// Reactions returns the reactions the table relayed since the last call
// (this device's own included), oldest first.
func (t *Table) Reactions() []wire.Emoted {
	t.reacts.mu.Lock()
	defer t.reacts.mu.Unlock()
	out := t.reacts.heard
	t.reacts.heard = nil
	return out
}

// React sends one of the device's seats' reaction (one of wire.EmoteIDs)
// to the table. It returns at once; the reaction comes back through
// Reactions when the table relays it, and is dropped without a word when
// the table refuses it or cannot be reached (a reaction is of the
// moment: it is never asked again).
func (t *Table) React(seat int, id string) error {
	t.mu.Lock()
	var s *client.Seat
	for i, c := range t.creds {
		if c.Seat == seat && !c.Watching() && i < len(t.seats) {
			s = t.seats[i]
		}
	}
	t.mu.Unlock()
	if s == nil {
		return ErrNotMine
	}
	if err := wire.CheckEmote(id); err != nil {
		return err
	}
	go func() {
		ctx, cancel := context.WithTimeout(t.ctx, 5*time.Second)
		defer cancel()
		_ = s.React(ctx, id)
	}()
	return nil
}
