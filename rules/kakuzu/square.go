package kakuzu

import (
	"encoding/json"
	"fmt"

	"cifra/rules"
)

// Size is the side of the tray and of a sheet: 9 rows of 9 squares.
const Size = 9

// Squares is the number of squares (and of stones) on the tray.
const Squares = Size * Size

// Square is a square of the tray, zero-based. In JSON it is [row, col].
type Square struct {
	Row, Col int
}

// SquareAt returns the square with the given row-major index 0..80.
func SquareAt(index int) Square { return Square{index / Size, index % Size} }

// OnTray reports whether the square lies on the 9×9 tray.
func (s Square) OnTray() bool { return s.Row >= 0 && s.Row < Size && s.Col >= 0 && s.Col < Size }

// Index is the square's row-major index 0..80.
func (s Square) Index() int { return s.Row*Size + s.Col }

// Box is the 3×3 box holding the square, 0..8 in reading order.
func (s Square) Box() int { return (s.Row/3)*3 + s.Col/3 }

// String writes the square as a record does, "[r,c]".
func (s Square) String() string { return fmt.Sprintf("[%d,%d]", s.Row, s.Col) }

// MarshalJSON writes the square as [row, col].
func (s Square) MarshalJSON() ([]byte, error) { return json.Marshal([2]int{s.Row, s.Col}) }

// UnmarshalJSON reads a square written as [row, col].
func (s *Square) UnmarshalJSON(data []byte) error {
	var rc [2]int
	if err := rules.DecodeStrict(data, &rc); err != nil {
		return err
	}
	*s = Square{rc[0], rc[1]}
	return nil
}
