package knister

import (
	"fmt"
	"time"

	"cifra/rules"
)

// Sim plays one bot-only game, one seat per level in bots, with the dice
// drawn from seed; seat i's bot gets its own seed derived from seed. Each
// decision's duration is measured (measuring only: no choice depends on
// the clock).
func Sim(bots []string, seed uint64) (*rules.SimGame, error) {
	s, err := New(len(bots), seed, nil)
	if err != nil {
		return nil, err
	}
	players := make([]rules.Player, len(bots))
	seats := make([]Bot, len(bots))
	for i, level := range bots {
		if seats[i], err = NewBot(level, botSeed(seed, i), i); err != nil {
			return nil, err
		}
		players[i] = rules.Player{Name: fmt.Sprintf("Bot %d", i+1), Bot: level}
	}
	// The rule book's ratings of a solo score, counted over every seat.
	game := &rules.SimGame{Counters: map[string]int{"scores.over80": 0, "scores.over100": 0}}
	for !s.Finished() {
		for p, bot := range seats {
			g := s.Grid(p)
			sum := s.Sum()
			if s.AllPlaced() { // Apply will roll first
				if _, err := s.Roll(); err != nil {
					return nil, err
				}
				sum = s.Sum()
			}
			start := time.Now()
			c := bot.Choose(g, sum, s.RollsLeft())
			game.Decisions = append(game.Decisions, time.Since(start))
			if _, err := s.Apply(Move{P: p, Cell: [2]int{c.R, c.C}}); err != nil {
				return nil, fmt.Errorf("bot %s at seat %d: %w", bots[p], p, err)
			}
		}
	}
	game.Record = s.Record(players)
	game.Scores = s.Scores()
	for _, score := range game.Scores {
		if SoloRating(score) >= RatingSuper {
			game.Counters["scores.over80"]++
		}
		if SoloRating(score) >= RatingSpectacular {
			game.Counters["scores.over100"]++
		}
	}
	game.Winners = s.Winners()
	return game, nil
}

// botSeed gives each seat of a simulated game its own bot seed.
func botSeed(seed uint64, seat int) uint64 {
	return seed*0x100000001b3 + uint64(seat) + 1
}
