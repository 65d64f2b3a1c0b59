package core

// Seat is one place at the table: a human (Bot == "") or a bot of a level.
type Seat struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
}

// Human reports whether a person plays this seat.
func (s Seat) Human() bool { return s.Bot == "" }

// Table is what the setup scene hands to a game's round scene.
type Table struct {
	Game  string `json:"game"`
	Seats []Seat `json:"seats"`
	// Hints shows the hard bot's suggestion to human players; in a game
	// with several humans it is only offered when all agreed in setup.
	Hints bool   `json:"hints"`
	Seed  uint64 `json:"seed"`
}

// Humans counts the human seats.
func (t Table) Humans() int {
	n := 0
	for _, s := range t.Seats {
		if s.Human() {
			n++
		}
	}
	return n
}
