package soak_test

import (
	"flag"
	"testing"
	"time"

	"cifra/online/authority"
	"cifra/online/onlinetest"
	"cifra/online/soak"
)

var (
	tables = flag.Int("soak.tables", 8, "tables of four seats the soak benchmarks play at once")
	pace   = flag.Duration("soak.pace", 500*time.Millisecond, "a seat's thinking time per move at human pace")
)

// BenchmarkSoak plays -soak.tables Knister tables of four seats at once
// over loopback: "full" plays whole games at full speed, "human" six
// rolls per seat at -soak.pace a move. Run it with -benchtime=1x.
func BenchmarkSoak(b *testing.B) {
	for _, c := range []struct {
		name  string
		pace  time.Duration
		rolls int
	}{{"full", 0, 0}, {"human", *pace, 6}} {
		b.Run(c.name, func(b *testing.B) {
			s := onlinetest.Start(b, authority.Instant{})
			var r soak.Result
			for b.Loop() {
				r = soak.Run(b, s, soak.Config{Tables: *tables, Pace: c.pace, Rolls: c.rolls})
			}
			b.Logf("%d tables × 4 seats, %s: %d moves in %v", *tables, c.name, r.Moves, r.Elapsed.Round(time.Millisecond))
			soak.Report(b, r)
		})
	}
}

// TestASmallSoakPlaysWithoutErrors runs the soak's helper on two tables,
// so that it keeps working; its figures are logged, never judged.
func TestASmallSoakPlaysWithoutErrors(t *testing.T) {
	s := onlinetest.Start(t, authority.Instant{})
	r := soak.Run(t, s, soak.Config{Tables: 2, Rolls: 3})
	if r.Errors != 0 || r.Moves != 2*4*3 {
		t.Fatalf("%d errors, %d moves; want 0 and %d", r.Errors, r.Moves, 2*4*3)
	}
	t.Logf("%+v", r)
}
