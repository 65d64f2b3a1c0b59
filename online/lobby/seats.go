package lobby

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"sync"
)

// Seats is every open seat's token, kept as its SHA-256 (the table's log
// keeps the same, so the server can restart without handing out new
// tokens). It is what the broker asks who a token is (broker.Seats).
type Seats struct {
	mu sync.RWMutex
	m  map[string]seatRef
}

type seatRef struct {
	table string
	seat  int
}

// NewSeats returns an empty set of seats.
func NewSeats() *Seats { return &Seats{m: map[string]seatRef{}} }

// Lookup returns the table and seat token sits at.
func (s *Seats) Lookup(token string) (table string, seat int, ok bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	r, ok := s.m[HashToken(token)]
	return r.table, r.seat, ok
}

// add seats the token whose hash is hash at table's seat.
func (s *Seats) add(hash, table string, seat int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[hash] = seatRef{table, seat}
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
