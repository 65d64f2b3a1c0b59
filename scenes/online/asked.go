package online

import (
	"context"
	"sync"
	"time"

	"cifra/online/client"
	"cifra/online/wire"
)

// asked listens, once a finished table's podium first asks, for a
// rematch another of its players asks for (client.AwaitRematch), beside
// the game loop.
type asked struct {
	url  string
	cred wire.Credential

	mu      sync.Mutex
	started bool
	room    *client.Room
	closed  bool
}

// name is who asked for the rematch (the rematch room's host), or empty
// while nobody has; the first call starts listening.
func (a *asked) name() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.started {
		a.started = true
		go a.listen()
	}
	if a.room == nil {
		return ""
	}
	r := a.room.Room()
	if r.Code == "" || r.Of != a.cred.Table || r.Host < 0 || r.Host >= len(r.Seats) || r.Host == a.cred.Seat {
		return ""
	}
	return r.Seats[r.Host].Name
}

// listen connects as the finished table's seat to hear of its rematch,
// trying again a few times while the server cannot be reached.
func (a *asked) listen() {
	for try := 0; try < 5; try++ {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		room, err := client.AwaitRematch(ctx, a.url, a.cred)
		cancel()
		a.mu.Lock()
		if err == nil && a.closed {
			room.Close()
		} else if err == nil {
			a.room = room
		}
		done := err == nil || a.closed
		a.mu.Unlock()
		if done {
			return
		}
		time.Sleep(2 * time.Second)
	}
}

// close stops listening.
func (a *asked) close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.closed = true
	if a.room != nil {
		a.room.Close()
		a.room = nil
	}
}
