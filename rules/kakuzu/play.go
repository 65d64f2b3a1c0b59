package kakuzu

import "fmt"

// PlayBots plays the game to its end with one bot per seat, the bag
// drawing from the state's seeded generator. Each bot decision runs inside
// around (nil for none), so a caller can time decisions without this
// package reading the clock. It returns the events of every move.
func PlayBots(s *State, bots []*Bot, around func(decide func())) ([]Event, error) {
	if len(bots) != s.Players() {
		return nil, fmt.Errorf("kakuzu: %d bots for %d seats", len(bots), s.Players())
	}
	if around == nil {
		around = func(decide func()) { decide() }
	}
	var all []Event
	for !s.Finished() {
		m, ok := s.RandomDraw()
		if !ok {
			p := s.Turn()
			around(func() { m, ok = bots[p].Choose(s.View(p)) })
			if !ok {
				return all, fmt.Errorf("kakuzu: seat %d's bot has no move (awaiting %v)", p, s.Awaiting())
			}
		}
		ev, err := s.Apply(m)
		if err != nil {
			return all, fmt.Errorf("kakuzu: %v: %w", m, err)
		}
		all = append(all, ev...)
	}
	return all, nil
}
