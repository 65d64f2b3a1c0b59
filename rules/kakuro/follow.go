package kakuro

import (
	"encoding/json"
	"slices"

	"cifra/rules"
)

// Follow starts following a Kakuro game from its record's header and its
// opening view (rules.Follower). The board, the first sum tile and the
// tiles the players drew are the opening's; the sum tiles and action
// tiles still face down are known only as what the box holds besides
// them, in an order of no meaning, and each is put on top when the
// table's SumTileRevealed or ActionTileDrawn turns it up.
func Follow(header *rules.Record, opening View) (*State, error) {
	h := *header
	h.Seed, h.Setup = 0, nil
	cfg, err := ConfigFromRecord(&h)
	if err != nil {
		return nil, err
	}
	if len(opening.Hands) != cfg.Players {
		return nil, configError(CodeSetupStock, "the opening has %d hands for %d players", len(opening.Hands), cfg.Players)
	}
	cfg.Setup.Board = opening.Board
	// The extra tiles were drawn a round at a time, seat 0 first.
	stock := startingStock(cfg.Players)
	var drawn []string
	for k := 1; k <= Box.ExtraTiles[cfg.Players]; k++ {
		for _, hand := range opening.Hands {
			if k < len(hand) {
				drawn = append(drawn, hand[k])
				if t, ok := ParseTile(hand[k]); ok {
					if i := slices.Index(stock, t); i >= 0 {
						stock = slices.Delete(stock, i, i+1)
					}
				}
			}
		}
	}
	cfg.Setup.Stock = drawn
	for _, t := range stock {
		cfg.Setup.Stock = append(cfg.Setup.Stock, t.String())
	}
	sums := slices.Clone(Box.SumTiles)
	if i := slices.Index(sums, opening.Target); i >= 0 {
		sums = slices.Delete(sums, i, i+1)
	}
	cfg.Setup.Sums = append([]int{opening.Target}, sums...)
	return New(cfg)
}

// FollowOpening is Follow from the opening's JSON, as a table gives it
// (wire.Table.Opening; rules.Followable).
var FollowOpening = rules.FromOpening(Follow)

// Follow plays a move the table announced, the sum tile and action tiles
// it turned up the announced ones, and checks the game's events against
// the announced ones.
func (s *State) Follow(move json.RawMessage, announced []rules.Announced) ([]Event, error) {
	return shape.FollowMove(s, move, announced)
}

// turnUp puts the tiles a move turns up, as announced, on top of their
// stacks in the order they are turned.
func (s *State) turnUp(announced []rules.Announced) error {
	sums, err := rules.Revealed[SumTileRevealed](announced)
	if err != nil {
		return err
	}
	for k, e := range sums {
		if !toTop(s.sums, k, e.Value) {
			return configError(CodeSetupSums, "the table turned up a sum tile of %d, which this game's stack does not hold", e.Value)
		}
	}
	draws, err := rules.Revealed[ActionTileDrawn](announced)
	if err != nil {
		return err
	}
	for k, e := range draws {
		if !toTop(s.stock, k, e.Tile) {
			return configError(CodeSetupStock, "the table drew %v, which this game's stock does not hold", e.Tile)
		}
	}
	return nil
}

// toTop swaps the first v at or below position k of a face-down stack
// into position k.
func toTop[T comparable](stack []T, k int, v T) bool {
	if k >= len(stack) {
		return false
	}
	i := slices.Index(stack[k:], v)
	if i < 0 {
		return false
	}
	stack[k], stack[k+i] = stack[k+i], stack[k]
	return true
}
