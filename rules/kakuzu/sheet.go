package kakuzu

import (
	"math/rand/v2"
	"strings"
	"time"

	"cifra/rules"
)

// Sheet is a complete sudoku: the digits 1..9 printed under the stones,
// indexed [row][col].
type Sheet [Size][Size]int

// At returns the digit printed on a square.
func (s *Sheet) At(sq Square) int { return s[sq.Row][sq.Col] }

// Rows writes the sheet as 9 strings of 9 digits, the record's form.
func (s *Sheet) Rows() []string {
	rows := make([]string, Size)
	for r := range Size {
		var b strings.Builder
		for c := range Size {
			b.WriteByte(byte('0' + s[r][c]))
		}
		rows[r] = b.String()
	}
	return rows
}

// ParseSheet reads a sheet written as 9 strings of 9 digits and checks
// that it is a complete, valid sudoku.
func ParseSheet(rows []string) (Sheet, error) {
	var s Sheet
	if len(rows) != Size {
		return s, &SheetError{Kind: SheetRowCount, Row: len(rows)}
	}
	for r, row := range rows {
		if len(row) != Size {
			return s, &SheetError{Kind: SheetRowLength, Row: r, Col: len(row)}
		}
		for c := range Size {
			ch := row[c]
			if ch < '1' || ch > '9' {
				return s, &SheetError{Kind: SheetNotDigit, Row: r, Col: c, Char: string(rune(ch))}
			}
			s[r][c] = int(ch - '0')
		}
	}
	return s, s.Validate()
}

// Validate checks that every row, column and box holds each digit 1..9
// exactly once.
func (s *Sheet) Validate() error {
	for r := range Size {
		for c := range Size {
			if d := s[r][c]; d < 1 || d > 9 {
				return &SheetError{Kind: SheetNotDigit, Row: r, Col: c, Char: string(rune('0' + d))}
			}
		}
	}
	for u, unit := range units {
		var seen uint16
		for _, i := range unit {
			bit := uint16(1) << s[i/Size][i%Size]
			if seen&bit != 0 {
				sq := SquareAt(i)
				return &SheetError{Kind: SheetRepeat, Row: sq.Row, Col: sq.Col,
					Digit: s[sq.Row][sq.Col], Unit: unitKinds[u/Size], UnitIndex: u % Size}
			}
			seen |= bit
		}
	}
	return nil
}

// GenerateSheet draws a complete sudoku from r: a random search over the
// whole space of sudokus, so sheets are as varied as sudokus can be.
func GenerateSheet(r *rand.Rand) Sheet {
	for {
		var g grid
		budget := 100000
		if g.solveRandom(r, &budget) {
			return g.sheet()
		}
		// Practically unreachable from an empty grid; try again.
	}
}

// SheetOfTheDay is the sheet everyone gets on a date: a pure function of
// the (normalized) calendar date, independent of any game's seed.
func SheetOfTheDay(year int, month time.Month, day int) Sheet {
	return GenerateSheet(rules.NewRand(rules.DayKey(year, month, day), streamDaily))
}

// Streams of this package, apart from the shared ones in rules.
const (
	streamDaily uint64 = 0x6b616b757a750001 // sheet of the day
	streamBag   uint64 = 0x6b616b757a750002 // the bag's draws in live play
)
