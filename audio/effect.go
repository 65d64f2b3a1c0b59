package audio

// Effect names one of the game's sound effects.
type Effect int

// The effects, in no particular order; values are not stored anywhere, but
// keep them stable anyway so logs stay comparable.
const (
	DiceRattle    Effect = iota // dice thrown (Knister)
	NumberPlaced                // a number written on the card or a tile placed
	LineCompleted               // a row, column or diagonal completed
	Fanfare                     // the game is over
	Click                       // a button pressed
	Error                       // a move refused
	TileFlip                    // a tile turned over (Kakuro)
	StoneLift                   // a stone picked up (Kakuzu)
	// A completed line that scores, by how much (LineCompleted is the
	// middle step): Knister lets the sound grow with the points.
	LineNone  // a line full that scores nothing
	LineSmall // a line that scores a little (a pair)
	LineBig   // a line that scores a lot (a full house, a straight)
	LineHuge  // one of the best lines there are
	numEffects
)

// String returns the effect's name, for logs and test failures.
func (e Effect) String() string {
	switch e {
	case DiceRattle:
		return "DiceRattle"
	case NumberPlaced:
		return "NumberPlaced"
	case LineCompleted:
		return "LineCompleted"
	case Fanfare:
		return "Fanfare"
	case Click:
		return "Click"
	case Error:
		return "Error"
	case TileFlip:
		return "TileFlip"
	case StoneLift:
		return "StoneLift"
	case LineNone:
		return "LineNone"
	case LineSmall:
		return "LineSmall"
	case LineBig:
		return "LineBig"
	case LineHuge:
		return "LineHuge"
	}
	return "Effect(?)"
}

// synthesizers maps every effect to its pure synthesis function.
var synthesizers = [numEffects]func(rate int) []byte{
	DiceRattle:    synthDice,
	NumberPlaced:  synthPlaced,
	LineCompleted: synthLine,
	Fanfare:       synthFanfare,
	Click:         synthClick,
	Error:         synthError,
	TileFlip:      synthFlip,
	StoneLift:     synthStone,
	LineNone:      synthLineNone,
	LineSmall:     synthLineSmall,
	LineBig:       synthLineBig,
	LineHuge:      synthLineHuge,
}
