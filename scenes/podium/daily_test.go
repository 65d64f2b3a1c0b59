package podium

import (
	"testing"
	"time"
)

// A game of the day counts on the day it was dealt: today's, or
// yesterday's for a game begun before midnight; any other seed is no
// day's.
func TestDayOfFindsTheDayOfASeed(t *testing.T) {
	seedOf := func(y int, m time.Month, d int) uint64 { return uint64(y*10000 + int(m)*100 + d) }
	now := time.Date(2026, 11, 29, 0, 30, 0, 0, time.Local)
	for seed, want := range map[uint64]string{20261129: "2026-11-29", 20261128: "2026-11-28", 20261127: "", 7: ""} {
		day, ok := DayOf(seed, seedOf, now)
		if day != want || ok != (want != "") {
			t.Errorf("the seed %d is of day %q (%v), want %q", seed, day, ok, want)
		}
	}
}
