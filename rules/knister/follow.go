package knister

import (
	"encoding/json"

	"cifra/rules"
)

// Follow starts following a Knister game from its record's header and
// its opening view (rules.Follower): the first roll is the opening's,
// each later one the table's DiceRolled. The rolls to come are not known
// here: they stay 0 until announced.
func Follow(header *rules.Record, opening View) (*State, error) {
	h := *header
	h.Seed, h.Setup = 0, nil
	s, err := fromHeader(&h)
	if err != nil {
		return nil, err
	}
	if opening.Round != 0 || len(opening.Grids) != s.players {
		return nil, &Error{Kind: CodeBadSetup, Detail: "the opening is not the start of this game"}
	}
	s.dice = [Rounds][2]int{opening.Dice}
	return s, nil
}

// FollowOpening is Follow from the opening's JSON, as a table gives it
// (wire.Table.Opening; rules.Followable).
var FollowOpening = rules.FromOpening(Follow)

// Follow plays a move the table announced, its roll (when it was the
// roll's last placement) the announced DiceRolled's, and checks the
// game's events against the announced ones.
func (s *State) Follow(move json.RawMessage, announced []rules.Announced) ([]Event, error) {
	return shape.FollowMove(s, move, announced)
}

// reveal takes the rolls a move turned up from its announced events.
func (s *State) reveal(announced []rules.Announced) error {
	rolls, err := rules.Revealed[DiceRolled](announced)
	for _, r := range rolls {
		if r.Round > s.round && r.Round < Rounds {
			s.dice[r.Round] = r.Dice
		}
	}
	return err
}
