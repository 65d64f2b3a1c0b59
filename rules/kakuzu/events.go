package kakuzu

// Event is a visible change that Apply reports, in the order it happened,
// for a scene to animate. The concrete types are listed below; a scene
// switches on them.
type Event interface {
	isEvent()
}

// NumberDrawn: a number came out of the bag.
type NumberDrawn struct{ Player, Number int }

// DigitNamed: in the no-bag variant, the player named the digit to hunt.
type DigitNamed struct{ Player, Digit int }

// StoneLifted: a stone came off the tray, showing the digit under it.
// Setup is true for the nine neutral stones of the setup.
type StoneLifted struct {
	Player int
	Square Square
	Digit  int
	Setup  bool
}

// StoneSetAside: during setup the lifted stone became neutral and left the
// game.
type StoneSetAside struct {
	Player int
	Square Square
}

// StoneKept: the digit matched; the player keeps the stone.
type StoneKept struct {
	Player int
	Square Square
}

// StonePassed: the digit missed; the stone goes to the left neighbour.
type StonePassed struct {
	From, To int
	Square   Square
}

// NumbersReturned: the numbers drawn this turn went back into the bag
// (retired numbers never go back).
type NumbersReturned struct{ Numbers []int }

// DigitRetired: all nine squares of the digit are uncovered, so its number
// stone left the game for good.
type DigitRetired struct{ Digit int }

// TurnTimedOut: the tournament timer ran out on the player's turn.
type TurnTimedOut struct{ Player int }

// PlayStarted: the ninth neutral stone is lifted; the first turn begins.
type PlayStarted struct{ Turn int }

// TurnEnd says why a turn passed.
type TurnEnd string

// The reasons a turn passes.
const (
	EndMiss          TurnEnd = "miss"            // the digit under the stone was not the one hunted
	EndZero          TurnEnd = "zero"            // the 0 came out of the bag
	EndBagEmpty      TurnEnd = "bag-empty"       // every number was drawn and matched
	EndNinth         TurnEnd = "ninth"           // same-digit: the ninth square of the digit was found
	EndLimit         TurnEnd = "limit"           // no-bag: three stones kept this turn
	EndNothingToName TurnEnd = "nothing-to-name" // no-bag: every digit in play was named and matched this turn
	EndTimeout       TurnEnd = "timeout"         // tournament: the time ran out
)

// TurnPassed: the turn went from one seat to the next.
type TurnPassed struct {
	From, To int
	Why      TurnEnd
}

// GameOver: the last stone left the tray. Scores are stones per seat;
// Winners are every seat with the most (ties share).
type GameOver struct {
	Scores  []int
	Winners []int
}

func (NumberDrawn) isEvent()     {}
func (DigitNamed) isEvent()      {}
func (StoneLifted) isEvent()     {}
func (StoneSetAside) isEvent()   {}
func (StoneKept) isEvent()       {}
func (StonePassed) isEvent()     {}
func (NumbersReturned) isEvent() {}
func (DigitRetired) isEvent()    {}
func (TurnTimedOut) isEvent()    {}
func (PlayStarted) isEvent()     {}
func (TurnPassed) isEvent()      {}
func (GameOver) isEvent()        {}
