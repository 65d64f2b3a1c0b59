package rules

import "encoding/json"

// The common shape of a game's rules: what every game offers beside its
// own rich API, so that the referee, the online table's authority and
// tools can play any game without knowing which. A game's scene keeps
// using the game's own types; this is the floor they all share.

// TicksPerSecond is the rate game time is counted at: a bot's reaction, a
// clock. The scenes update at this rate too.
const TicksPerSecond = 60

// Rules is a game's rules as a value: its record name, its bot levels, a
// game started from a record's header, and its bots.
type Rules interface {
	// Name is the record's "game".
	Name() string
	// Levels lists the bot levels, weakest first.
	Levels() []string
	// Start checks a record's header, options, setup and seats and starts
	// its game, without playing its moves. What is wrong is the game's own
	// Coded error.
	Start(rec *Record) (Play, error)
	// NewBot returns a bot of level for seat in a game played with seed.
	NewBot(level string, seed uint64, seat int) (Bot, error)
}

// Play is a game in progress.
type Play interface {
	// Apply decodes one move in record form strictly and plays it. It
	// returns the move's events (the game's own event values, in order),
	// or the game's Coded error saying why the move cannot be played;
	// a refused move changes nothing.
	Apply(move json.RawMessage) ([]any, error)
	// Finished reports whether the game is over.
	Finished() bool
	// Scores are the seats' scores so far.
	Scores() []int
	// Winners are the seats with the best score once the game is over
	// (several on a tie), empty before.
	Winners() []int
	// View is what seat may see of the game: everything a player at the
	// table knows, nothing hidden from them (future dice, the sums under
	// the stack, the digits under unlifted stones). It encodes to JSON.
	View(seat int) any
	// Record writes the game so far for players.
	Record(players []Player) *Record
	// Due is the move the table makes by itself in the game as it stands,
	// if any: Kakuzu's draw from the bag, Kakuro's sum tile set aside once
	// every seat has passed on it. passed[seat] says the seat passed
	// (Plan.Pass) since the game last changed. Whoever runs the table
	// plays it. Moves the table times itself (Kakuro's hourglass) are not
	// due.
	Due(passed []bool) (move json.RawMessage, ok bool)
}

// Bot is a computer player at one seat.
type Bot interface {
	// Next is what the bot does in the game as it now stands: a move to
	// play Ticks after the game reached this state, or Pass (it gives up
	// on this turn: Kakuro's "impossible"); ok is false when it has
	// nothing to do now (another seat's turn). Some bots decide with a
	// seeded generator of their own: ask once each time the game reaches
	// a state the bot may act in.
	Next(p Play) (plan Plan, ok bool)
}

// Plan is a bot's next step.
type Plan struct {
	Move  json.RawMessage // in record form; nil with Pass
	Ticks int             // game ticks after the state it was asked in
	Pass  bool
}

// Replay plays a record through a game's rules: the one loop every game's
// replay goes through. decode reads one move strictly, apply plays it;
// observe, when not nil, sees each move played and its events. It returns
// a *MoveError at the first move that cannot be played, naming its index.
func Replay[R ~[]byte, M, E any](moves []json.RawMessage, decode func(R) (M, error), apply func(M) ([]E, error), observe func(i int, m M, events []E)) error {
	for i, raw := range moves {
		m, err := decode(R(raw))
		if err != nil {
			return InvalidAt(i, err)
		}
		events, err := apply(m)
		if err != nil {
			return InvalidAt(i, err)
		}
		if observe != nil {
			observe(i, m, events)
		}
	}
	return nil
}

// ReplayRecord starts rec's game through r and plays its moves: the state
// after the last move, or a *MoveError (Move -1 for the header, options or
// setup, with a nil Play) and the game as it was before the first move
// that cannot be played.
func ReplayRecord(r Rules, rec *Record, observe func(i int, move json.RawMessage, events []any)) (Play, error) {
	same := func(m json.RawMessage) (json.RawMessage, error) { return m, nil }
	return ReplayFrom(rec, r.Start, same, Play.Apply, observe)
}

// Envelope is a move on its way to a table: the move in record form and
// the seat it is played for, which a table takes from who sent it, never
// from the move itself (SeatOf checks they agree).
type Envelope struct {
	Seat int             `json:"seat"`
	Move json.RawMessage `json:"move"`
}

// SeatOf reads the seat a move in record form is played for, its "p";
// ok is false for a move of the table's own (Kakuro's "aside") or one
// that is not an object.
func SeatOf(move json.RawMessage) (seat int, ok bool) {
	var m struct {
		P *int `json:"p"`
	}
	if json.Unmarshal(move, &m) != nil || m.P == nil {
		return 0, false
	}
	return *m.P, true
}

// Events turns a game's typed events into the common form.
func Events[E any](events []E, err error) ([]any, error) {
	if err != nil {
		return nil, err
	}
	out := make([]any, len(events))
	for i, e := range events {
		out[i] = e
	}
	return out, nil
}
