package kakuzu

import (
	"encoding/json"

	"cifra/rules"
)

// Follow starts following a Kakuzu game from its record's header and its
// opening view (rules.Follower). The sheet is not known here: each digit
// is the one the table's StoneLifted showed, the covered squares 0.
func Follow(header *rules.Record, opening View) (*State, error) {
	h := *header
	h.Seed, h.Setup = 0, nil
	cfg, err := ConfigFromRecord(&h)
	if err != nil {
		return nil, err
	}
	cfg.Sheet = &followSheet
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	s.sheet = Sheet{}
	if opening.Covered != Squares || opening.Players != len(cfg.Players) {
		return nil, &MalformedRecordError{Part: "opening", Reason: "it is not the start of this game"}
	}
	return s, nil
}

// followSheet is a valid sheet New accepts for a followed game, whose own
// sheet is then cleared: generating one from a seed would cost for
// nothing.
var followSheet = func() Sheet {
	var sh Sheet
	for r := range Size {
		for c := range Size {
			sh[r][c] = (r*3+r/3+c)%Size + 1
		}
	}
	return sh
}()

// FollowOpening is Follow from the opening's JSON, as a table gives it
// (wire.Table.Opening; rules.Followable).
var FollowOpening = rules.FromOpening(Follow)

// Follow plays a move the table announced, the digit under a lifted
// stone the announced StoneLifted's, and checks the game's events
// against the announced ones.
func (s *State) Follow(move json.RawMessage, announced []rules.Announced) ([]Event, error) {
	return shape.FollowMove(s, move, announced)
}

// reveal takes the digits a move turned up from its announced events.
func (s *State) reveal(announced []rules.Announced) error {
	lifts, err := rules.Revealed[StoneLifted](announced)
	for _, l := range lifts {
		if l.Square.OnTray() && s.holder[l.Square.Index()] == Covered {
			s.sheet[l.Square.Row][l.Square.Col] = l.Digit
		}
	}
	return err
}
