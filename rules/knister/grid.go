// Package knister holds the rules of Knister, the dice bingo (RULES.md §2):
// grids, line scoring, the round flow of placements and rolls, records
// (RULES.md §4) and the bots. It never imports Ebitengine.
package knister

// Size is the side of a player's grid.
const Size = 5

// Rounds is the number of rolls in a game: one per square of the grid.
const Rounds = Size * Size

// MinValue and MaxValue bound the sums written into a grid (two dice).
const (
	MinValue = 2
	MaxValue = 12
)

// Cell is a square of a grid, [row, col], zero-based.
type Cell struct{ R, C int }

// OnGrid reports whether the cell lies on a 5×5 grid.
func (c Cell) OnGrid() bool { return c.R >= 0 && c.R < Size && c.C >= 0 && c.C < Size }

// Grid is one player's card: 0 marks an empty square, otherwise the sum
// (2..12) written there.
type Grid [Size][Size]int

// At returns the value at c (0 when empty).
func (g *Grid) At(c Cell) int { return g[c.R][c.C] }

// Empty lists the empty squares in reading order.
func (g *Grid) Empty() []Cell {
	var cells []Cell
	for r := range Size {
		for c := range Size {
			if g[r][c] == 0 {
				cells = append(cells, Cell{r, c})
			}
		}
	}
	return cells
}

// Filled counts the written squares.
func (g *Grid) Filled() int {
	n := 0
	for r := range Size {
		for c := range Size {
			if g[r][c] != 0 {
				n++
			}
		}
	}
	return n
}

// LineKind tells rows, columns and diagonals apart.
type LineKind int

// The three kinds of line.
const (
	Row LineKind = iota
	Col
	Diagonal
)

// String names the kind as in the record summary ("rows" → "row").
func (k LineKind) String() string {
	switch k {
	case Row:
		return "row"
	case Col:
		return "col"
	case Diagonal:
		return "diagonal"
	}
	return "unknown"
}

// Line is one of the 12 scoring lines. Diagonal 0 runs [0,0]→[4,4],
// diagonal 1 runs [0,4]→[4,0].
type Line struct {
	Kind  LineKind
	Index int
}

// allLines is AllLines' fixed answer, built once.
var allLines = func() (ls [12]Line) {
	for i := range Size {
		ls[i] = Line{Row, i}
		ls[Size+i] = Line{Col, i}
	}
	ls[10] = Line{Diagonal, 0}
	ls[11] = Line{Diagonal, 1}
	return ls
}()

// AllLines returns the 12 lines: rows 0-4, columns 0-4, diagonals 0-1.
func AllLines() [12]Line { return allLines }

// Cells returns the line's squares: rows left to right, columns top to
// bottom, diagonals from row 0 down.
func (l Line) Cells() [Size]Cell {
	var cs [Size]Cell
	for i := range Size {
		switch l.Kind {
		case Row:
			cs[i] = Cell{l.Index, i}
		case Col:
			cs[i] = Cell{i, l.Index}
		case Diagonal:
			if l.Index == 0 {
				cs[i] = Cell{i, i}
			} else {
				cs[i] = Cell{i, Size - 1 - i}
			}
		}
	}
	return cs
}

// Values reads the line's five values from g (0 for empty squares).
func (l Line) Values(g *Grid) [Size]int {
	var vs [Size]int
	for i, c := range l.Cells() {
		vs[i] = g.At(c)
	}
	return vs
}

// Multiplier is 2 for the diagonals, which score double, else 1.
func (l Line) Multiplier() int {
	if l.Kind == Diagonal {
		return 2
	}
	return 1
}

// linesThrough caches LinesThrough for every cell.
var linesThrough = func() (t [Size][Size][]Line) {
	for _, l := range allLines {
		for _, c := range l.Cells() {
			t[c.R][c.C] = append(t[c.R][c.C], l)
		}
	}
	return t
}()

// LinesThrough lists the lines that contain c (2 to 4 of them), in
// AllLines order; nil when c is off the grid.
func LinesThrough(c Cell) []Line {
	if !c.OnGrid() {
		return nil
	}
	return append([]Line(nil), linesThrough[c.R][c.C]...)
}
