package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// Outcome is what the common shape reads of a game's own state: whether
// it is over, the scores, the winners.
type Outcome interface {
	Finished() bool
	Scores() []int
	Winners() []int
}

// Parts are what a game gives to stand in the common shape: its own
// state S, move M, event E and bot B, and the functions between them and
// the common forms. NewShape makes its Rules of them.
type Parts[S Outcome, M, E, B any] struct {
	// Name is the record's "game".
	Name string
	// Levels lists the bot levels, weakest first.
	Levels func() []string
	// Start checks a record's header, options, setup and seats and starts
	// its game (see Rules.Start).
	Start func(rec *Record) (S, error)
	// Decode reads one move in record form strictly.
	Decode func(raw json.RawMessage) (M, error)
	// Apply plays a move as the common shape plays it (Play.Apply).
	Apply func(s S, m M) ([]E, error)
	// View is what seat may see (Play.View).
	View func(s S, seat int) any
	// Due is the move the table makes by itself, if any (Play.Due); nil
	// for a game whose table makes none.
	Due func(s S, passed []bool) (move json.RawMessage, ok bool)
	// Waiting, TurnLimit and TimeUp time the game's moves (Clocked); nil
	// where the game waits for nobody, has no time per turn or no move
	// of its own for a seat out of time.
	Waiting   func(s S) Wait
	TurnLimit func(s S) time.Duration
	TimeUp    func(s S, seat int) (move json.RawMessage, ok bool)
	// Record writes the game so far for players (Play.Record).
	Record func(s S, players []Player) *Record
	// NewBot makes a bot of level for seat in a game played with seed.
	NewBot func(level string, seed uint64, seat int) (B, error)
	// Plan is what bot b at seat does in the game as it stands (Bot.Next).
	Plan func(b B, seat int, s S) (Plan, bool)
	// Follow starts following a game from its header and its opening
	// (Followable.Follow); nil for a game that cannot be followed.
	Follow func(header *Record, opening json.RawMessage) (S, error)
	// Reveal sets in s what a move's announced events turn up (the dice,
	// the tile turned, the digit under the stone), before the move is
	// played: a followed game's hidden parts are known only so.
	Reveal func(s S, announced []Announced) error
}

// Shape is a game's rules in the common shape (Rules) made of its Parts:
// the one adapter between every game's own types and the common forms.
type Shape[S Outcome, M, E, B any] struct {
	parts Parts[S, M, E, B]
}

// NewShape makes a game's Rules of its parts.
func NewShape[S Outcome, M, E, B any](parts Parts[S, M, E, B]) *Shape[S, M, E, B] {
	return &Shape[S, M, E, B]{parts: parts}
}

// Name is the record's "game" (Rules.Name).
func (sh *Shape[S, M, E, B]) Name() string { return sh.parts.Name }

// Levels lists the bot levels, weakest first (Rules.Levels).
func (sh *Shape[S, M, E, B]) Levels() []string { return sh.parts.Levels() }

// Start starts rec's game without playing its moves (Rules.Start).
func (sh *Shape[S, M, E, B]) Start(rec *Record) (Play, error) {
	s, err := sh.parts.Start(rec)
	if err != nil {
		return nil, err
	}
	return sh.Play(s), nil
}

// Play is the game's state s seen in the common shape; playing it plays s.
func (sh *Shape[S, M, E, B]) Play(s S) Play { return &shapePlay[S, M, E, B]{s: s, shape: sh} }

// Replay starts rec's game and plays its moves as the common shape plays
// them, through the game's own types (ReplayFrom).
func (sh *Shape[S, M, E, B]) Replay(rec *Record, observe func(i int, m M, events []E)) (S, error) {
	return ReplayFrom(rec, sh.parts.Start, sh.parts.Decode, sh.parts.Apply, observe)
}

// NewBot returns a bot of level for seat in a game played with seed
// (Rules.NewBot).
func (sh *Shape[S, M, E, B]) NewBot(level string, seed uint64, seat int) (Bot, error) {
	b, err := sh.parts.NewBot(level, seed, seat)
	if err != nil {
		return nil, err
	}
	return shapeBot[S, M, E, B]{b: b, seat: seat, shape: sh}, nil
}

// Follow starts following a game from its header and its opening
// (rules.Followable): the follower must see at the start what the table
// saw, or it is refused.
func (sh *Shape[S, M, E, B]) Follow(header *Record, opening json.RawMessage) (Follower, error) {
	if sh.parts.Follow == nil {
		return nil, fmt.Errorf("%s cannot be followed", sh.parts.Name)
	}
	s, err := sh.parts.Follow(header, opening)
	if err != nil {
		return nil, err
	}
	p := &shapePlay[S, M, E, B]{s: s, shape: sh}
	if seen, _ := json.Marshal(p.View(-1)); !bytes.Equal(seen, compact(opening)) {
		return nil, fmt.Errorf("%s followed from this opening starts as %s", sh.parts.Name, seen)
	}
	return p, nil
}

// FollowMove plays a move its table announced in s, a followed game
// (FollowMove, with the game's own parts).
func (sh *Shape[S, M, E, B]) FollowMove(s S, move json.RawMessage, announced []Announced) ([]E, error) {
	return FollowMove(s, move, announced, sh.parts.Reveal, sh.parts.Decode, sh.parts.Apply)
}

// ReplayFrom starts rec's game with start and plays its moves with decode
// and apply: the state after the last move, or a *MoveError (Move -1,
// with the zero S, when start refuses the header, options or setup) and
// the game as it was before the first move that cannot be played.
// observe, when not nil, sees each move played and its events.
func ReplayFrom[R ~[]byte, S, M, E any](rec *Record, start func(*Record) (S, error), decode func(R) (M, error), apply func(S, M) ([]E, error), observe func(i int, m M, events []E)) (S, error) {
	s, err := start(rec)
	if err != nil {
		var none S
		return none, InvalidAt(-1, err)
	}
	return s, Replay(rec.Moves, decode, func(m M) ([]E, error) { return apply(s, m) }, observe)
}

// Configured is a game's start from a record made of its two steps: the
// configuration read from the record, and the game started from it.
func Configured[C, S any](config func(*Record) (C, error), start func(C) (S, error)) func(*Record) (S, error) {
	return func(rec *Record) (S, error) {
		cfg, err := config(rec)
		if err != nil {
			var none S
			return none, err
		}
		return start(cfg)
	}
}

// shapePlay is a game's state in the common shape.
type shapePlay[S Outcome, M, E, B any] struct {
	s     S
	shape *Shape[S, M, E, B]
}

func (p *shapePlay[S, M, E, B]) Apply(raw json.RawMessage) ([]any, error) {
	m, err := p.shape.parts.Decode(raw)
	if err != nil {
		return nil, err
	}
	return Events(p.shape.parts.Apply(p.s, m))
}

func (p *shapePlay[S, M, E, B]) Finished() bool { return p.s.Finished() }
func (p *shapePlay[S, M, E, B]) Scores() []int  { return p.s.Scores() }

func (p *shapePlay[S, M, E, B]) Winners() []int {
	if !p.s.Finished() {
		return []int{}
	}
	return p.s.Winners()
}

func (p *shapePlay[S, M, E, B]) Follow(move json.RawMessage, announced []Announced) ([]any, error) {
	return Events(p.shape.FollowMove(p.s, move, announced))
}

func (p *shapePlay[S, M, E, B]) View(seat int) any { return p.shape.parts.View(p.s, seat) }

func (p *shapePlay[S, M, E, B]) Record(players []Player) *Record {
	return p.shape.parts.Record(p.s, players)
}

func (p *shapePlay[S, M, E, B]) Due(passed []bool) (json.RawMessage, bool) {
	if p.shape.parts.Due == nil {
		return nil, false
	}
	return p.shape.parts.Due(p.s, passed)
}

func (p *shapePlay[S, M, E, B]) Waiting() Wait {
	if p.shape.parts.Waiting == nil || p.s.Finished() {
		return Wait{}
	}
	return p.shape.parts.Waiting(p.s)
}

func (p *shapePlay[S, M, E, B]) TurnLimit() time.Duration {
	if p.shape.parts.TurnLimit == nil {
		return 0
	}
	return p.shape.parts.TurnLimit(p.s)
}

func (p *shapePlay[S, M, E, B]) TimeUp(seat int) (json.RawMessage, bool) {
	if p.shape.parts.TimeUp == nil || p.s.Finished() {
		return nil, false
	}
	return p.shape.parts.TimeUp(p.s, seat)
}

// shapeBot is a game's bot in the common shape: it plans only in a game
// of its own shape.
type shapeBot[S Outcome, M, E, B any] struct {
	b     B
	seat  int
	shape *Shape[S, M, E, B]
}

func (sb shapeBot[S, M, E, B]) Next(p Play) (Plan, bool) {
	pl, ok := p.(*shapePlay[S, M, E, B])
	if !ok {
		return Plan{}, false
	}
	return sb.shape.parts.Plan(sb.b, sb.seat, pl.s)
}
