package i18n

import "testing"

// TestSeatNameFollowsTheLanguage: a name setup gave a new seat, in any
// language, reads in the translator's; anything else (a name a person
// typed, a number that is not setup's) stays as it is.
func TestSeatNameFollowsTheLanguage(t *testing.T) {
	de, ru := New("de"), New("ru")
	for _, c := range []struct {
		tr       *Translator
		in, want string
	}{
		{de, "Player 2", "Spieler 2"},
		{de, "Giocatore 12", "Spieler 12"},
		{ru, "Bot 1", "Бот 1"},
		{New("en"), "Игрок 3", "Player 3"},
		{de, "Ana", "Ana"},
		{de, "Player 02", "Player 02"},
		{de, "Player 2b", "Player 2b"},
		{de, "Player ", "Player "},
	} {
		if got := c.tr.SeatName(c.in); got != c.want {
			t.Errorf("%s: SeatName(%q) = %q, want %q", c.tr.Lang(), c.in, got, c.want)
		}
	}
}
