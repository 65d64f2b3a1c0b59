package authority_test

import (
	"testing"

	"cifra/online/authority"
	"cifra/online/client"
	"cifra/online/onlinetest"
	"cifra/online/wire"
)

// BenchmarkKnisterGame plays whole two-seat Knister games over loopback
// (both seats' clients over TCP, the authority in-process): moves/s is
// the table's throughput (creating the table and seating both included).
func BenchmarkKnisterGame(b *testing.B) {
	s := onlinetest.Start(b, authority.Instant{})
	var moves int
	for b.Loop() {
		table := s.Create(b, wire.CreateRequest{Game: "knister", Seats: []string{"open", "open"}})
		seats := []*client.Seat{s.Dial(b, table.Seats[0], client.Options{}), s.Dial(b, table.Seats[1], client.Options{})}
		done := make(chan struct{}, 2)
		for i, seat := range seats {
			decide := onlinetest.Knister(b, i, "easy")
			go func() {
				if _, err := seat.Play(onlinetest.Context(b), decide, nil); err != nil {
					b.Error(err)
				}
				done <- struct{}{}
			}()
		}
		<-done
		<-done
		moves += len(seats[0].Updates())
		for _, seat := range seats {
			seat.Close()
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkRebuild is a fresh authority reading a finished Kakuzu
// table's log (one human seat, one bot) and replaying it, bots included.
func BenchmarkRebuild(b *testing.B) {
	s := onlinetest.Start(b, authority.Instant{})
	table := s.Create(b, wire.CreateRequest{Game: "kakuzu", Seats: []string{"open", "normal"}})
	seat := s.Dial(b, table.Seats[0], client.Options{})
	if _, err := seat.Play(onlinetest.Context(b), onlinetest.Kakuzu(b, 0, "hard"), nil); err != nil {
		b.Fatal(err)
	}
	cfg := authority.Config{Conn: s.Conn, Games: onlinetest.Games, Clock: authority.Instant{}}
	for b.Loop() {
		a, err := authority.Start(onlinetest.Context(b), cfg, table.Code)
		if err != nil {
			b.Fatal(err)
		}
		a.Stop()
	}
	b.ReportMetric(float64(len(seat.Updates())), "moves")
}
