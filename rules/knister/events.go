package knister

// Event is something that happened, for a scene to animate. The concrete
// types are DiceRolled, NumberPlaced, NumberRemoved, LineCompleted and
// GameOver.
type Event interface{ knisterEvent() }

// DiceRolled: a new roll; every player now places Sum.
type DiceRolled struct {
	Round int // 0-based
	Dice  [2]int
	Sum   int
}

// NumberPlaced: player P wrote Value into Cell.
type NumberPlaced struct {
	P     int
	Cell  Cell
	Value int
}

// NumberRemoved: player P took back the Value written into Cell (Undo).
type NumberRemoved struct {
	P     int
	Cell  Cell
	Value int
}

// LineCompleted: the placement filled a line of player P's grid.
type LineCompleted struct {
	P     int
	Score LineScore
}

// GameOver: everyone has placed all 25 rolls.
type GameOver struct {
	Scores  []int
	Winners []int
}

func (DiceRolled) knisterEvent()    {}
func (NumberPlaced) knisterEvent()  {}
func (NumberRemoved) knisterEvent() {}
func (LineCompleted) knisterEvent() {}
func (GameOver) knisterEvent()      {}
