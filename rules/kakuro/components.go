package kakuro

// GameName is the record's "game" value for Kakuro.
const GameName = "kakuro"

// Components is the one data table of the box's contents. Counts that
// RULES.md marks (unverified) live only here, so a correction is one edit.
type Components struct {
	// BoardSize is the side of the board in squares, sum fields included.
	BoardSize int
	// NumberTilesPerDigit is how many number tiles show each digit 1–9.
	NumberTilesPerDigit int
	// SumTiles is the value of every sum tile in the box (unverified mix).
	SumTiles []int
	// ActionTiles is how many action tiles of each front the box holds
	// (unverified mix).
	ActionTiles map[Tile]int
	// ExtraTiles[n] is how many action tiles each of n players draws at
	// setup after taking a doubler; index 0 is unused.
	ExtraTiles []int
	// MaxPlayers is the most seats the game allows.
	MaxPlayers int
	// HourglassSeconds is the default hourglass; HourglassMin and
	// HourglassMax bound the setting (unverified).
	HourglassSeconds, HourglassMin, HourglassMax int
	// AsideToEnd is how many set-aside sum tiles end the game.
	AsideToEnd int
}

// Box is the contents of the Kakuro box (Ravensburger 27 381).
var Box = Components{
	BoardSize:           9,
	NumberTilesPerDigit: 8,
	SumTiles:            sumTileMix(),
	ActionTiles: map[Tile]int{
		Doubler: 10, Swap: 12,
		'1': 2, '2': 2, '3': 2, '4': 2, '5': 2, '6': 2, '7': 2, '8': 2, '9': 2,
	},
	ExtraTiles:       []int{0, 3, 2, 1, 1, 1},
	MaxPlayers:       5,
	HourglassSeconds: 60,
	HourglassMin:     30,
	HourglassMax:     180,
	AsideToEnd:       3,
}

// sumTileMix is RULES.md's (unverified) distribution: each value 3..40
// once, and a second tile of seven middling values.
func sumTileMix() []int {
	var v []int
	for t := 3; t <= 40; t++ {
		v = append(v, t)
	}
	return append(v, 10, 12, 14, 15, 16, 18, 20)
}

// Tile is an action tile, named by its front exactly as records write it:
// 'D' a doubler, 'S' a swap, '1'..'9' a digit tile. Every tile's back is a
// sum field.
type Tile byte

// The action-tile fronts that are not digits.
const (
	Doubler Tile = 'D'
	Swap    Tile = 'S'
)

// DigitTile returns the digit tile showing d (1–9).
func DigitTile(d int) Tile { return Tile('0' + d) }

// String is the record's name of the tile: "D", "S" or "1".."9".
func (t Tile) String() string { return string(rune(t)) }

// Digit is the digit a digit tile shows, or 0 for a doubler or swap.
func (t Tile) Digit() int {
	if t >= '1' && t <= '9' {
		return int(t - '0')
	}
	return 0
}

// Valid reports whether t names an action tile.
func (t Tile) Valid() bool { return t == Doubler || t == Swap || t.Digit() != 0 }

// ParseTile reads a record's tile name.
func ParseTile(s string) (Tile, bool) {
	if len(s) != 1 || !Tile(s[0]).Valid() {
		return 0, false
	}
	return Tile(s[0]), true
}

// Versatility ranks how many situations a tile helps in: a digit tile
// fixes one value, a doubler fixes any repeat, a swap brings any digit on
// the board. The solver spends the least versatile tiles first.
func (t Tile) Versatility() int {
	switch t {
	case Swap:
		return 3
	case Doubler:
		return 2
	}
	return 1
}

// tileOrder lists the fronts from least to most versatile; the solver lays
// sum fields with the first one a hand holds.
var tileOrder = [...]Tile{'1', '2', '3', '4', '5', '6', '7', '8', '9', Doubler, Swap}
