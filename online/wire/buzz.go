package wire

import "time"

// # Kakuro's claims online
//
// A person's "Kakuro!" goes to the table at once, as a Buzz where a move
// would be (on In, with a move id). The table hears the race (see
// "Kakuro's buzzer race"), names its winner and tells every device at
// once: the winner's buzz is acknowledged, every other buzz of the race
// is refused as lost (RaceLost) with who won and by how much (Ack.Race),
// and the table's state names who has the board (TableState.Claim). Only
// the seat the table names builds a claim: it sends it as a claim move
// within ClaimTime; a claim from any other seat meanwhile is refused, and
// a winner that sends none in time (ClaimTime and ClaimGrace) has shown
// no row: the table plays its claim as a row of one square, which the
// rules reject, and the seat is locked out as at one screen.
//
// A buzz belongs to the sum that was up when it reached the table. One
// that reached it sooner after a new sum than its seat's round trip was
// pressed before that sum could be seen: it is refused as lost, for the
// sum before. The table alone decides which sum a claim is for: a claim
// is the winner's of the sum it buzzed on, and nothing a device says
// changes that.

// Buzz is a seat's "Kakuro!" at a Kakuro table.
type Buzz struct {
	Buzz bool `json:"buzz"`
}

// ClaimTime is how long the seat the table names has the board to send
// its claim, online.
const ClaimTime = 40 * time.Second

// ClaimGrace is how much longer than ClaimTime the table waits for a
// claim sent as the winner's own countdown ran out.
const ClaimGrace = 3 * time.Second

// ClaimHold is who has the board at a Kakuro table (TableState.Claim).
type ClaimHold struct {
	Seat int `json:"seat"`
	// Seq is the number of moves played when the seat was named: its
	// claim is for the sum shown then.
	Seq int `json:"seq"`
	// LeftMs is how many milliseconds of ClaimTime were left when the
	// state was sent.
	LeftMs int64 `json:"leftMs"`
}

// RaceResult tells a buzz that lost its race who won it and by how much
// (Ack.Race).
type RaceResult struct {
	Winner int `json:"winner"`
	// SoonerMs is by how many milliseconds the winner's estimated
	// reaction (or arrival, at a table judging by arrival) beat the
	// loser's; 0 for a tie, or when the loser's buzz came after the
	// winner was named (the winner has the board).
	SoonerMs int `json:"soonerMs"`
	// Tie says the two fell in the same game tick and the rules' seeded
	// tie-break chose the winner.
	Tie bool `json:"tie,omitempty"`
	// The race as the table judged it, in milliseconds from the sum's
	// reveal (0 when the loser's buzz came after the winner was named):
	// the winner's and the loser's estimated reactions, and the round
	// trips each was credited.
	WinnerMs       float64 `json:"winnerMs,omitempty"`
	YoursMs        float64 `json:"yoursMs,omitempty"`
	WinnerCreditMs float64 `json:"winnerCreditMs,omitempty"`
	YourCreditMs   float64 `json:"yourCreditMs,omitempty"`
}
