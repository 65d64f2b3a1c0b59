package kakuro

import "fmt"

// Size is the board's side in squares; play squares are 1..Size-1.
const Size = 9

// Pos is a board square [row, col], 0..8; it encodes as a JSON pair.
type Pos [2]int

// OnBoard reports whether p is one of the 9×9 squares.
func (p Pos) OnBoard() bool { return p[0] >= 0 && p[0] < Size && p[1] >= 0 && p[1] < Size }

// OnPlayArea reports whether p is one of the 64 play squares.
func (p Pos) OnPlayArea() bool { return p[0] >= 1 && p[0] < Size && p[1] >= 1 && p[1] < Size }

// Step returns the square k steps from p in direction d (k may be negative).
func (p Pos) Step(d Dir, k int) Pos {
	if d == Right {
		return Pos{p[0], p[1] + k}
	}
	return Pos{p[0] + k, p[1]}
}

// String writes p as the record does, "[r,c]".
func (p Pos) String() string { return fmt.Sprintf("[%d,%d]", p[0], p[1]) }

// Dir is the direction of a row.
type Dir int8

// The two directions a row can run.
const (
	Right Dir = iota
	Down
)

// String is the record's name of the direction.
func (d Dir) String() string {
	if d == Down {
		return "down"
	}
	return "right"
}

// ParseDir reads a record's direction.
func ParseDir(s string) (Dir, bool) {
	switch s {
	case "right":
		return Right, true
	case "down":
		return Down, true
	}
	return 0, false
}

// Kind is what a square is.
type Kind int8

// The kinds of square.
const (
	Logo       Kind = iota // [0,0]
	PrintedSum             // printed sum field: row 0 points down, col 0 right
	Number                 // a play square holding a number tile
	LaidSum                // an action tile laid as a sum field (points both ways)
)

// Surface is what a player sees on a square: the reason an action tile may
// or may not be laid there.
type Surface int8

// The surfaces a square can show.
const (
	Silver          Surface = iota // an uncovered number tile, silver side up
	Red                            // an uncovered number tile, red side up
	Covered                        // a number square under a digit tile
	LaidSumField                   // an action tile laid as a sum field
	PrintedSumField                // a printed sum field
	LogoCorner                     // the logo corner
)

var surfaceNames = [...]string{"silver", "red", "covered by a digit tile", "a laid sum field", "a printed sum field", "the logo corner"}

// String describes the surface in English.
func (s Surface) String() string { return surfaceNames[s] }

// Cell is one square of the board.
type Cell struct {
	Kind Kind
	// Digit is the number tile's digit (also under a laid sum field or a
	// digit tile); 0 on printed squares.
	Digit int8
	// Red is set once the number tile has been flipped.
	Red bool
	// Cover is the action tile lying on the square: a digit tile on a
	// number square, or any tile (back up) on a laid sum field.
	Cover Tile
	// Scored[d] is set once the square was part of a scored row in d.
	Scored [2]bool
	// SumTile[d] is the value of the sum tile on the half pointing d, or 0.
	SumTile [2]int8
}

// Value is what the square adds to a row: the digit tile if covered, else
// the number tile's digit.
func (c *Cell) Value() int {
	if c.Kind == Number && c.Cover != 0 {
		return c.Cover.Digit()
	}
	return int(c.Digit)
}

// Surface is what the square shows.
func (c *Cell) Surface() Surface {
	switch c.Kind {
	case Logo:
		return LogoCorner
	case PrintedSum:
		return PrintedSumField
	case LaidSum:
		return LaidSumField
	}
	switch {
	case c.Cover != 0:
		return Covered
	case c.Red:
		return Red
	}
	return Silver
}

// Free reports whether an action tile may go on the square: a silver,
// uncovered number tile.
func (c *Cell) Free() bool { return c.Kind == Number && !c.Red && c.Cover == 0 }

// IsSumField reports whether the square is a sum field of any kind.
func (c *Cell) IsSumField() bool { return c.Kind == PrintedSum || c.Kind == LaidSum }

// Points reports whether a sum field has a half pointing d.
func (c *Cell) Points(d Dir, at Pos) bool {
	switch c.Kind {
	case LaidSum:
		return true
	case PrintedSum:
		return (d == Down && at[0] == 0) || (d == Right && at[1] == 0)
	}
	return false
}

// Board is the 9×9 board, indexed [row][col].
type Board [Size][Size]Cell

// At returns the cell at p, which must be on the board.
func (b *Board) At(p Pos) *Cell { return &b[p[0]][p[1]] }

// newBoard lays 64 number tiles (row-major digits) on a fresh board.
func newBoard(digits [64]int8) Board {
	var b Board
	for r := range Size {
		for c := range Size {
			cell := &b[r][c]
			switch {
			case r == 0 && c == 0:
				cell.Kind = Logo
			case r == 0 || c == 0:
				cell.Kind = PrintedSum
			default:
				cell.Kind = Number
				cell.Digit = digits[(r-1)*8+c-1]
			}
		}
	}
	return b
}

// String draws the play area as 8 lines, for test failure messages: a
// digit for silver, a–i for red 1–9, '*' under a digit tile, '#' for a laid
// sum field.
func (b *Board) String() string {
	out := make([]byte, 0, 80)
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			cell := &b[r][c]
			switch cell.Surface() {
			case Silver:
				out = append(out, byte('0'+cell.Digit))
			case Red:
				out = append(out, byte('a'+cell.Digit-1))
			case Covered:
				out = append(out, '*')
			default:
				out = append(out, '#')
			}
		}
		out = append(out, '\n')
	}
	return string(out)
}
