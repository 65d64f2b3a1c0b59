package kakuro

// Apply plays one move and returns what a person should see, in order. A
// claim that breaks a row rule is not an error: it yields ClaimRejected and
// leaves board and hands exactly as before. The error (an *InvalidMove) is
// for moves that cannot happen; the state is then unchanged.
func (s *State) Apply(m Move) ([]Event, error) {
	if s.over {
		return nil, &InvalidMove{Kind: CodeGameOver}
	}
	var evs []Event
	if m.Aside {
		evs = s.setAside()
	} else {
		if err := s.validate(&m.Claim); err != nil {
			return nil, err
		}
		evs = s.claim(m.Claim)
	}
	s.moves = append(s.moves, m)
	return evs, nil
}

// claim checks a well-formed claim and scores it or rejects it.
func (s *State) claim(c Claim) []Event {
	b := s.board
	res := evaluate(&b, &c, s.target, true)
	if res.reason != nil {
		s.locked[c.Player] = true
		evs := []Event{ClaimRejected{Player: c.Player, Claim: c, Reason: res.reason}}
		if s.allLocked() {
			evs = append(evs, s.setAside()...)
		}
		return evs
	}
	evs := res.events
	s.board = b
	row := c.Row
	start := row.Square(-1)
	s.board.At(start).SumTile[row.Dir] = int8(s.target)
	evs = append(evs, SumTilePlaced{Square: start, Dir: row.Dir, Value: s.target})
	flip := SquaresFlipped{Dir: row.Dir}
	for i := range row.Len {
		p := row.Square(i)
		cell := s.board.At(p)
		cell.Scored[row.Dir] = true
		flip.Squares = append(flip.Squares, p)
		if cell.Free() {
			cell.Red = true
			flip.Flipped = append(flip.Flipped, p)
		}
	}
	evs = append(evs, flip)
	for _, u := range c.Uses {
		s.hands[c.Player] = removeTile(s.hands[c.Player], u.Tile)
		if u.Kind == UseSwap || u.Kind == UseDouble {
			s.discard = append(s.discard, u.Tile)
		}
	}
	s.scores[c.Player] += row.Len
	evs = append(evs, PointsScored{Player: c.Player, Points: row.Len, Total: s.scores[c.Player]})
	return append(evs, s.endRound()...)
}

func (s *State) allLocked() bool {
	for _, l := range s.locked {
		if !l {
			return false
		}
	}
	return true
}

// setAside puts the current sum tile aside; the third one ends the game at
// once, with no resupply.
func (s *State) setAside() []Event {
	s.aside = append(s.aside, s.target)
	evs := []Event{SumTileSetAside{Value: s.target, Count: len(s.aside)}}
	if len(s.aside) >= Box.AsideToEnd {
		return append(evs, s.finish())
	}
	return append(evs, s.endRound()...)
}

// endRound resupplies and reveals the next sum tile, or ends the game when
// the stack is empty.
func (s *State) endRound() []Event {
	var evs []Event
	if s.resupplyDue() && len(s.stock) >= len(s.hands) {
		for p := range s.hands {
			evs = append(evs, s.draw(p))
		}
	}
	if len(s.sums) == 0 {
		return append(evs, s.finish())
	}
	return append(evs, s.reveal()...)
}

// resupplyDue: after every tile in solo; after odd targets; after even ones
// only when nobody holds an action tile at all.
func (s *State) resupplyDue() bool {
	if s.Solo() || s.target%2 == 1 {
		return true
	}
	for _, h := range s.hands {
		if len(h) > 0 {
			return false
		}
	}
	return true
}

func (s *State) reveal() []Event {
	s.target, s.sums = s.sums[0], s.sums[1:]
	clear(s.locked)
	return []Event{SumTileRevealed{Value: s.target, Left: len(s.sums)}}
}

func (s *State) draw(p int) Event {
	t := s.stock[0]
	s.stock = s.stock[1:]
	s.hands[p] = append(s.hands[p], t)
	return ActionTileDrawn{Player: p, Tile: t}
}

func (s *State) finish() Event {
	s.over = true
	s.target = 0
	return GameOver{Scores: s.Scores(), Winners: s.Winners()}
}

// removeTile drops the first t from hand (the caller checked it is there).
func removeTile(hand []Tile, t Tile) []Tile {
	for i, h := range hand {
		if h == t {
			return append(hand[:i:i], hand[i+1:]...)
		}
	}
	return hand
}

// validate rejects claims that cannot happen (a record holding one is
// invalid, RULES.md §4): an unknown or locked-out player, a row without
// squares, a square off the 9×9 board — the row's first square, any square
// it covers, or one a use names — and a tile the player does not hold. A
// row on the board that breaks a row rule is left to evaluate: a failed
// claim, not an invalid one.
func (s *State) validate(c *Claim) error {
	if c.Player < 0 || c.Player >= len(s.hands) {
		return &InvalidMove{Kind: CodeNoSuchPlayer, Player: c.Player}
	}
	if s.locked[c.Player] {
		return &InvalidMove{Kind: CodeLockedOut, Player: c.Player}
	}
	if !c.Row.At.OnBoard() {
		return &InvalidMove{Kind: CodeOffBoard, Player: c.Player, Square: c.Row.At}
	}
	if c.Row.Len < 1 {
		return &InvalidMove{Kind: CodeMalformed, Player: c.Player, Detail: "a claimed row has at least one square"}
	}
	if p, off := c.Row.firstOffBoard(); off {
		return &InvalidMove{Kind: CodeOffBoard, Player: c.Player, Square: p}
	}
	var need [256]int
	for i := range c.Uses {
		u := &c.Uses[i]
		if err := u.invalid(c.Player); err != nil {
			return err
		}
		need[u.Tile]++
	}
	for _, t := range s.hands[c.Player] {
		need[t]--
	}
	for _, u := range c.Uses {
		if need[u.Tile] > 0 {
			return &InvalidMove{Kind: CodeTileNotHeld, Player: c.Player, Tile: u.Tile}
		}
	}
	return nil
}

// invalid is the *InvalidMove for a use that cannot happen whatever the
// hand: a tile that cannot do what the use claims, or a square off the
// board; nil otherwise.
func (u *Use) invalid(player int) *InvalidMove {
	if err := u.shapeError(); err != "" {
		return &InvalidMove{Kind: CodeMalformed, Player: player, Detail: err}
	}
	for _, p := range u.squares() {
		if !p.OnBoard() {
			return &InvalidMove{Kind: CodeOffBoard, Player: player, Square: p}
		}
	}
	return nil
}

// squares lists the squares a use names.
func (u *Use) squares() []Pos {
	switch u.Kind {
	case UseSwap:
		return []Pos{u.A, u.B}
	case UseDouble:
		return nil
	}
	return []Pos{u.A}
}

// shapeError says what is wrong with a use whose tile cannot do what it
// claims, or "" when the use is well formed.
func (u *Use) shapeError() string {
	switch {
	case !u.Tile.Valid():
		return "not an action tile"
	case u.Kind == UseSwap && u.Tile != Swap:
		return "only an S tile swaps, not " + u.Tile.String()
	case u.Kind == UseDigit && u.Tile.Digit() == 0:
		return "only a digit tile covers a square, not " + u.Tile.String()
	case u.Kind == UseDouble && u.Tile != Doubler:
		return "only a D tile doubles, not " + u.Tile.String()
	case u.Kind < UseSwap || u.Kind > UseSumField:
		return "unknown use"
	}
	return ""
}
