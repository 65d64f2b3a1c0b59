package knister

// Apply places the current sum for m.P at m.Cell. When everyone has placed
// the current roll and rolls are left, Apply rolls first (a record holds
// only placements), and the DiceRolled event comes first. Then come
// NumberPlaced, a LineCompleted per line the square fills, and GameOver
// after the last placement of the game.
func (s *State) Apply(m Move) ([]Event, error) {
	if err := s.check(m); err != nil {
		return nil, err
	}
	var events []Event
	if s.AllPlaced() {
		events = append(events, s.advance())
	}
	cell := Cell{m.Cell[0], m.Cell[1]}
	g := &s.grids[m.P]
	value := s.Sum()
	g[cell.R][cell.C] = value
	s.placed[m.P] = true
	s.moves = append(s.moves, m)
	events = append(events, NumberPlaced{P: m.P, Cell: cell, Value: value})
	for _, l := range linesThrough[cell.R][cell.C] {
		if ls := ScoreLine(g, l); ls.Full {
			events = append(events, LineCompleted{P: m.P, Score: ls})
		}
	}
	if s.Finished() {
		events = append(events, GameOver{Scores: s.Scores(), Winners: s.Winners()})
	}
	return events, nil
}

// check finds why m cannot be applied now, or returns nil.
func (s *State) check(m Move) error {
	if m.P < 0 || m.P >= s.players {
		return &Error{Kind: CodePlayerRange, P: m.P, Players: s.players}
	}
	if s.Finished() {
		return &Error{Kind: CodeGameOver}
	}
	cell := Cell{m.Cell[0], m.Cell[1]}
	if !cell.OnGrid() {
		return &Error{Kind: CodeCellOffGrid, P: m.P, Cell: cell}
	}
	if s.placed[m.P] && !s.AllPlaced() {
		return &Error{Kind: CodeAlreadyPlaced, P: m.P, Round: s.round}
	}
	if v := s.grids[m.P].At(cell); v != 0 {
		return &Error{Kind: CodeCellTaken, P: m.P, Cell: cell, Value: v}
	}
	return nil
}

// Roll moves on to the next roll. It is legal only when everyone has
// placed the current roll and it was not the last.
func (s *State) Roll() ([]Event, error) {
	if !s.AllPlaced() {
		return nil, &Error{Kind: CodeRollTooEarly, Round: s.round, Waiting: s.Waiting()}
	}
	if s.round == Rounds-1 {
		return nil, &Error{Kind: CodeNoRollsLeft, Round: s.round}
	}
	return []Event{s.advance()}, nil
}

// advance makes the next roll.
func (s *State) advance() DiceRolled {
	s.round++
	clear(s.placed)
	s.roundStart = len(s.moves)
	return s.CurrentRoll()
}

// Undo takes back p's placement of the current roll. It is legal while p
// has placed in the current roll, also after the game's last placement
// (the game is then unfinished again); once the next roll is made the
// placement stands.
func (s *State) Undo(p int) ([]Event, error) {
	if p < 0 || p >= s.players {
		return nil, &Error{Kind: CodePlayerRange, P: p, Players: s.players}
	}
	if !s.placed[p] {
		return nil, &Error{Kind: CodeNothingToUndo, P: p, Round: s.round}
	}
	for i := len(s.moves) - 1; i >= s.roundStart; i-- {
		m := s.moves[i]
		if m.P != p {
			continue
		}
		cell := Cell{m.Cell[0], m.Cell[1]}
		value := s.grids[p].At(cell)
		s.grids[p][cell.R][cell.C] = 0
		s.placed[p] = false
		s.moves = append(s.moves[:i], s.moves[i+1:]...)
		return []Event{NumberRemoved{P: p, Cell: cell, Value: value}}, nil
	}
	// placed[p] without a move in this roll cannot happen.
	return nil, &Error{Kind: CodeNothingToUndo, P: p, Round: s.round}
}
