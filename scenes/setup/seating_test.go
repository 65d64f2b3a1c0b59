package setup

import (
	"cifra/internal/cli"
	"slices"
	"testing"
)

// TestSeatingSaysWhatItMeans: games that hide something (Knister's cards,
// Kakuzu's sheet) are played by passing the device; Kakuro, where nothing
// is hidden, is played side by side.
func TestSeatingSaysWhatItMeans(t *testing.T) {
	h := newHarness(t, cli.Options{})
	for id, want := range map[string]string{"knister": "setup.seating.pass", "kakuzu": "setup.seating.pass", "kakuro": "setup.seating.pass.kakuro"} {
		s := New(h.App.Context(), game(id), 0)
		s.table.Around = false
		if got, want := s.label(h.App.Context(), idSeating), h.App.Context().T("setup.seating", h.App.Context().T(want)); got != want {
			t.Errorf("%s's seating reads %q, want %q", id, got, want)
		}
	}
}

// TestSoloHintsOnlyForOne: Kakuro's hints (the row that would have
// worked) serve a person alone, so setup offers the switch only to a
// table of one; Knister's are offered at any table.
func TestSoloHintsOnlyForOne(t *testing.T) {
	h := newHarness(t, cli.Options{})
	for _, c := range []struct {
		game  string
		seats int
		want  bool
	}{{"kakuro", 1, true}, {"kakuro", 2, false}, {"knister", 1, true}, {"knister", 3, true}} {
		s := New(h.App.Context(), game(c.game), 0)
		for len(s.table.Seats) < c.seats {
			s.table.Seats = append(s.table.Seats, s.table.Seats[0])
		}
		s.table.Seats = s.table.Seats[:c.seats]
		if got := slices.Contains(s.toggles(), idHints); got != c.want {
			t.Errorf("%s with %d seats: hints offered %v, want %v", c.game, c.seats, got, c.want)
		}
	}
}
