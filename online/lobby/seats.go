package lobby

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"cifra/online/broker"
)

// Seats is every open seat's token, kept as its SHA-256 (the table's log
// keeps the same, so the server can restart without handing out new
// tokens). It is what the broker asks who a token is (broker.Seats).
//
// Once a lobby has started with it, it follows the cluster's SeatBucket,
// where every lobby writes the seats of the tables it creates: every seat
// made anywhere is known here as soon as it is written, so a seat whose
// node stopped is let in at once on the node it reconnects to — even
// while JetStream elects the leaders the stopped node held, when nothing
// could be looked up. A token it does not know yet (made a moment ago) is
// looked up in the bucket, from its leader.
type Seats struct {
	mu      sync.RWMutex
	m       map[string]seatRef
	short   map[string]int    // the first broker.UserHash characters of each hash in m, counted
	nc      *nats.Conn        // nil until a lobby attaches it
	revoked func(hash string) // told each token given up (OnRevoke)
}

type seatRef struct {
	Table string `json:"table"`
	Seat  int    `json:"seat"`
}

// NewSeats returns an empty set of seats.
func NewSeats() *Seats { return &Seats{m: map[string]seatRef{}, short: map[string]int{}} }

// lookupTimeout bounds a token's look-up in the cluster: the broker waits
// for it before letting the connection in.
const lookupTimeout = 2 * time.Second

// Lookup returns the table and seat token sits at.
func (s *Seats) Lookup(token string) (table string, seat int, ok bool) {
	hash := HashToken(token)
	s.mu.RLock()
	r, ok := s.m[hash]
	nc := s.nc
	s.mu.RUnlock()
	if ok || nc == nil {
		return r.Table, r.Seat, ok
	}
	ctx, cancel := context.WithTimeout(context.Background(), lookupTimeout)
	defer cancel()
	data, err := leaderGet(ctx, nc, "KV_"+SeatBucket, "$KV."+SeatBucket+"."+hash)
	if err != nil || json.Unmarshal(data, &r) != nil {
		return "", 0, false
	}
	s.add(hash, r.Table, r.Seat)
	return r.Table, r.Seat, true
}

// attach makes the cluster's seats bucket, reached through nc, the place
// to look up tokens this process does not know.
func (s *Seats) attach(nc *nats.Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nc = nc
}

// follow adds every seat written to kv (the cluster's SeatBucket), those
// there now and those to come, and removes those deleted, until stop.
func (s *Seats) follow(ctx context.Context, kv jetstream.KeyValue) (stop func(), err error) {
	w, err := kv.WatchAll(ctx)
	if err != nil {
		return nil, fmt.Errorf("cannot follow the seats' bucket: %w", err)
	}
	go func() {
		for e := range w.Updates() {
			if e == nil {
				continue // the seats there at the start are all in
			}
			var r seatRef
			switch {
			case e.Operation() != jetstream.KeyValuePut:
				s.remove(e.Key())
			case json.Unmarshal(e.Value(), &r) == nil:
				s.add(e.Key(), r.Table, r.Seat)
			}
		}
	}()
	return func() { _ = w.Stop() }, nil
}

// leaderGet reads the last message on subject in stream from the
// stream's leader: a seat created a moment ago on another node is there,
// where a replica's direct get may not have it yet.
func leaderGet(ctx context.Context, nc *nats.Conn, stream, subject string) ([]byte, error) {
	req, _ := json.Marshal(map[string]string{"last_by_subj": subject})
	m, err := nc.RequestWithContext(ctx, "$JS.API.STREAM.MSG.GET."+stream, req)
	if err != nil {
		return nil, err
	}
	var reply struct {
		Message *struct {
			Data []byte `json:"data"`
		} `json:"message"`
		Error *struct {
			Description string `json:"description"`
		} `json:"error"`
	}
	switch err := json.Unmarshal(m.Data, &reply); {
	case err != nil:
		return nil, err
	case reply.Error != nil:
		return nil, errors.New(reply.Error.Description)
	case reply.Message == nil:
		return nil, errors.New("no message")
	}
	return reply.Message.Data, nil
}

// add seats the token whose hash is hash at table's seat.
func (s *Seats) add(hash, table string, seat int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m[hash]; !ok {
		s.short[hash[:broker.UserHash]]++
	}
	s.m[hash] = seatRef{table, seat}
}

// at returns the hashes of the tokens seated at table's seat.
func (s *Seats) at(table string, seat int) []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var out []string
	for hash, r := range s.m {
		if r.Table == table && r.Seat == seat {
			out = append(out, hash)
		}
	}
	return out
}

// remove forgets the token whose hash is hash (a seat given up, here or
// on another node) and tells OnRevoke's function.
func (s *Seats) remove(hash string) {
	s.mu.Lock()
	if _, ok := s.m[hash]; ok {
		delete(s.m, hash)
		if s.short[hash[:broker.UserHash]]--; s.short[hash[:broker.UserHash]] <= 0 {
			delete(s.short, hash[:broker.UserHash])
		}
	}
	revoked := s.revoked
	s.mu.Unlock()
	if revoked != nil {
		revoked(hash)
	}
}

// OnRevoke has revoked called with the hash of every token given up from
// now on (the broker ends its connections: broker.Revoker).
func (s *Seats) OnRevoke(revoked func(hash string)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.revoked = revoked
}

// Holds reports whether the connection user (a seat's or a watcher's
// user name, broker.SeatUser) came with a token still known: a given-up
// token's connection is refused even before the broker closed it.
func (s *Seats) Holds(user string) bool {
	i := strings.LastIndexByte(user, '-')
	if i < 0 {
		return false
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.short[user[i+1:]] > 0
}

// HashToken is the SHA-256 (hex) of a seat's token, as the log keeps it.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// newToken draws a seat's token: 128 random bits in hex.
func newToken() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}
