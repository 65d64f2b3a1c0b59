package scenes

import "testing"

// TestSeatingSaysWhatItMeans: games that hide something (Knister's cards,
// Kakuzu's sheet) are played by passing the device; Kakuro, where nothing
// is hidden, is played side by side.
func TestSeatingSaysWhatItMeans(t *testing.T) {
	h := newHarness(t, Options{})
	for id, want := range map[string]string{"knister": "setup.seating.pass", "kakuzu": "setup.seating.pass", "kakuro": "setup.seating.pass.kakuro"} {
		s := newSetup(&h.app.ctx, findGame(id))
		s.table.Around = false
		if got, want := s.label(&h.app.ctx, idSeating), h.app.ctx.T("setup.seating", h.app.ctx.T(want)); got != want {
			t.Errorf("%s's seating reads %q, want %q", id, got, want)
		}
	}
}
