package kakuzu

import "slices"

// Check reports whether a move is legal now, with the error Apply would
// return, without changing anything.
func (s *State) Check(m Move) error {
	if s.phase == PhaseOver {
		return &GameOverError{}
	}
	if m.Player < 0 || m.Player >= len(s.cfg.Players) {
		return &NoSuchSeatError{Seat: m.Player, Players: len(s.cfg.Players)}
	}
	if m.Player != s.turn {
		return &NotYourTurnError{Seat: m.Player, Turn: s.turn}
	}
	if m.Action == ActionTimeout {
		if s.cfg.TurnSeconds == 0 {
			return &NoTimerError{}
		}
		if s.phase == PhaseSetup {
			// The setup is not a turn: the timer does not run.
			return &WrongActionError{Got: m.Action, Want: s.awaiting}
		}
		return nil
	}
	if m.Action != s.awaiting {
		return &WrongActionError{Got: m.Action, Want: s.awaiting}
	}
	switch m.Action {
	case ActionLift:
		sq := m.Square
		if !sq.OnTray() {
			return &OffTrayError{Square: sq}
		}
		if s.holder[sq.Index()] != Covered {
			return &AlreadyLiftedError{Square: sq, Digit: s.sheet.At(sq)}
		}
		if s.phase == PhaseSetup && s.boxesDone&(1<<sq.Box()) != 0 {
			return &BoxDoneError{Square: sq, Box: sq.Box()}
		}
	case ActionDraw:
		n := m.Number
		switch {
		case n < 0 || n > 9:
			return &NotInBagError{Number: n, Why: AbsentNoSuchNumber}
		case s.retired&(1<<n) != 0:
			return &NotInBagError{Number: n, Why: AbsentRetired}
		case s.bag&(1<<n) == 0:
			return &NotInBagError{Number: n, Why: AbsentDrawn}
		}
	case ActionName:
		d := m.Number
		if d < 1 || d > 9 || s.retired&(1<<d) != 0 {
			return &DigitNotInPlayError{Digit: d}
		}
		if s.bag&(1<<d) == 0 {
			return &AlreadyNamedError{Digit: d}
		}
	}
	return nil
}

// Apply plays a move and returns what visibly happened, in order. An
// illegal move changes nothing and returns one of this package's Error
// types.
func (s *State) Apply(m Move) ([]Event, error) {
	if err := s.Check(m); err != nil {
		return nil, err
	}
	s.moves = append(s.moves, m)
	var ev []Event
	switch m.Action {
	case ActionTimeout:
		ev = append(ev, TurnTimedOut{Player: m.Player})
		ev = s.endTurn(ev, EndTimeout)
	case ActionDraw:
		ev = s.draw(ev, m.Number)
	case ActionName:
		ev = append(ev, DigitNamed{Player: m.Player, Digit: m.Number})
		s.hunting, s.awaiting = m.Number, ActionLift
	case ActionLift:
		if s.phase == PhaseSetup {
			ev = s.liftNeutral(ev, m.Square)
		} else {
			ev = s.lift(ev, m.Square)
		}
	}
	return ev, nil
}

// liftNeutral lifts one of the setup's nine neutral stones.
func (s *State) liftNeutral(ev []Event, sq Square) []Event {
	p := s.turn
	s.holder[sq.Index()] = Neutral
	s.boxesDone |= 1 << sq.Box()
	ev = append(ev, StoneLifted{Player: p, Square: sq, Digit: s.sheet.At(sq), Setup: true},
		StoneSetAside{Player: p, Square: sq})
	ev = s.uncovered(ev, sq)
	if s.boxesDone == 0x1ff {
		s.phase, s.turn = PhasePlay, 0
		s.turns++
		s.awaiting = s.turnStart()
		return append(ev, PlayStarted{Turn: 0})
	}
	s.turn = (s.turn + 1) % len(s.cfg.Players)
	s.turns++
	return ev
}

// draw takes number n out of the bag.
func (s *State) draw(ev []Event, n int) []Event {
	s.bag &^= 1 << n
	s.drawn = append(s.drawn, n)
	s.nextRoll = s.draws.Uint64()
	ev = append(ev, NumberDrawn{Player: s.turn, Number: n})
	if n == 0 {
		return s.endTurn(ev, EndZero)
	}
	s.hunting, s.awaiting = n, ActionLift
	return ev
}

// lift lifts a stone during play and settles it: kept on a match, passed
// to the left neighbour on a miss; then the turn goes on or passes.
func (s *State) lift(ev []Event, sq Square) []Event {
	p, d := s.turn, s.sheet.At(sq)
	hit := d == s.hunting
	ev = append(ev, StoneLifted{Player: p, Square: sq, Digit: d})
	if hit {
		s.holder[sq.Index()] = int8(p)
		s.kept[p]++
		ev = append(ev, StoneKept{Player: p, Square: sq})
	} else {
		to := (p + 1) % len(s.cfg.Players)
		s.holder[sq.Index()] = int8(to)
		s.received[to]++
		ev = append(ev, StonePassed{From: p, To: to, Square: sq})
	}
	ev = s.uncovered(ev, sq)
	if s.covered == 0 {
		ev = s.returnNumbers(ev)
		s.phase, s.awaiting, s.hunting = PhaseOver, ActionNone, 0
		return append(ev, GameOver{Scores: s.Scores(), Winners: s.Winners()})
	}
	if !hit {
		return s.endTurn(ev, EndMiss)
	}
	switch s.cfg.Variant {
	case SameDigit:
		if s.retired&(1<<d) != 0 {
			return s.endTurn(ev, EndNinth)
		}
		// Hunt the same digit again: lift without drawing.
	case NoBag:
		s.keptThisTurn++
		if s.retired&(1<<d) == 0 {
			// Named and matched: like a drawn number, the digit stays out
			// of the bag, so it cannot be named again, until the turn ends.
			s.bag &^= 1 << d
			s.drawn = append(s.drawn, d)
		}
		if s.keptThisTurn >= noBagLimit {
			return s.endTurn(ev, EndLimit)
		}
		if s.bag&digitsMask == 0 {
			return s.endTurn(ev, EndNothingToName)
		}
		s.hunting, s.awaiting = 0, ActionName
	default:
		if s.bag == 0 {
			return s.endTurn(ev, EndBagEmpty)
		}
		s.hunting, s.awaiting = 0, ActionDraw
	}
	return ev
}

// noBagLimit is how many stones a no-bag turn keeps at most.
const noBagLimit = 3

// digitsMask is the numbers 1..9 of a number set: the digits that can be
// named.
const digitsMask uint16 = 0x3fe

// uncovered books a square's stone off the tray and retires its digit when
// that was the digit's last covered square.
func (s *State) uncovered(ev []Event, sq Square) []Event {
	d := s.sheet.At(sq)
	s.covered--
	s.left[d]--
	if s.left[d] == 0 {
		s.retired |= 1 << d
		s.bag &^= 1 << d
		// A retired number leaves the table even if it is out this turn.
		s.drawn = slices.DeleteFunc(s.drawn, func(n int) bool { return n == d })
		ev = append(ev, DigitRetired{Digit: d})
	}
	return ev
}

// returnNumbers puts this turn's drawn numbers back into the bag.
func (s *State) returnNumbers(ev []Event) []Event {
	if len(s.drawn) == 0 {
		return ev
	}
	back := s.drawn
	for _, n := range back {
		s.bag |= 1 << n
	}
	s.drawn = nil
	return append(ev, NumbersReturned{Numbers: back})
}

// endTurn returns the numbers and hands the turn to the left neighbour.
func (s *State) endTurn(ev []Event, why TurnEnd) []Event {
	ev = s.returnNumbers(ev)
	from := s.turn
	s.turn = (s.turn + 1) % len(s.cfg.Players)
	s.turns++
	s.hunting, s.keptThisTurn = 0, 0
	s.awaiting = s.turnStart()
	return append(ev, TurnPassed{From: from, To: s.turn, Why: why})
}

// turnStart is what a turn begins with in this variant.
func (s *State) turnStart() Action {
	if s.cfg.Variant == NoBag {
		return ActionName
	}
	return ActionDraw
}

// RandomDraw is the draw the bag makes now, from the seeded generator in
// the state: the table (scene or simulator) hands it to Apply. ok is false
// when no draw is due. The same record always leads to the same next draw.
func (s *State) RandomDraw() (m Move, ok bool) {
	if s.awaiting != ActionDraw || s.bag == 0 {
		return Move{}, false
	}
	in := numbers(s.bag)
	k := int((s.nextRoll >> 32) * uint64(len(in)) >> 32)
	return Draw(s.turn, in[k]), true
}
