package client

import (
	"fmt"

	"cifra/online/wire"
	"cifra/rules"
)

// Follow plays a table's updates into a follower of its game
// (rules.Followable), from the table's opening: the game as the seat's
// player sees it, with no secret the table kept. It is how an app shows
// an online game with the same scenes as a local one.
func Follow(r rules.Rules, t wire.Table, updates []wire.Update) (rules.Follower, error) {
	fr, ok := r.(rules.Followable)
	if !ok {
		return nil, fmt.Errorf("%s cannot be played online by this app", r.Name())
	}
	header := t.Header()
	f, err := fr.Follow(&header, t.Opening)
	if err != nil {
		return nil, fmt.Errorf("table %s's opening: %w", t.Code, err)
	}
	// A number taken back (wire.Undo) is followed as never written: a
	// follower of any game cannot take a move back, and the game is the
	// same without it (it was taken back before the next roll).
	undone := wire.Undone(updates)
	for i, u := range updates {
		if undone[i] {
			continue
		}
		if _, err := f.Follow(u.Move, u.Events); err != nil {
			return nil, fmt.Errorf("table %s's move %d: %w", t.Code, u.Seq, err)
		}
	}
	return f, nil
}

// Seat is the seat this connection plays: wire.Watcher for a watcher.
func (s *Seat) Seat() int { return s.cred.Seat }
