package kakuzu

import (
	"math/bits"
	"math/rand/v2"
)

// grid is a partly filled sudoku with the digits used per row, column and
// box as bit sets (bit d for digit d): the working form of the generator
// and of the bots' reasoning.
type grid struct {
	cell          [Squares]int8 // 0 = unknown
	row, col, box [Size]uint16
}

// allDigits has bits 1..9 set.
const allDigits uint16 = 0x3fe

// Lookup tables: each square's row, column and box, and the 27 units
// (rows, then columns, then boxes) as lists of square indexes.
var (
	rowOf, colOf, boxOf [Squares]int8
	units               [3 * Size][Size]int
	unitKinds           = [3]Unit{UnitRow, UnitColumn, UnitBox}
)

func init() {
	for i := range Squares {
		sq := SquareAt(i)
		rowOf[i], colOf[i], boxOf[i] = int8(sq.Row), int8(sq.Col), int8(sq.Box())
	}
	var filled [3 * Size]int
	for i := range Squares {
		for _, u := range [3]int{int(rowOf[i]), Size + int(colOf[i]), 2*Size + int(boxOf[i])} {
			units[u][filled[u]] = i
			filled[u]++
		}
	}
}

// set writes digit d on square i.
func (g *grid) set(i int, d int8) {
	b := uint16(1) << d
	g.cell[i] = d
	g.row[rowOf[i]] |= b
	g.col[colOf[i]] |= b
	g.box[boxOf[i]] |= b
}

// unset clears square i.
func (g *grid) unset(i int) {
	b := ^(uint16(1) << g.cell[i])
	g.cell[i] = 0
	g.row[rowOf[i]] &= b
	g.col[colOf[i]] &= b
	g.box[boxOf[i]] &= b
}

// cands are the digits square i may still hold by elimination.
func (g *grid) cands(i int) uint16 {
	return allDigits &^ (g.row[rowOf[i]] | g.col[colOf[i]] | g.box[boxOf[i]])
}

// consistent reports whether no digit repeats in a unit; set() alone does
// not check, so a grid built from arbitrary givens must be checked once.
func (g *grid) consistent() bool {
	for _, unit := range units {
		var seen uint16
		for _, i := range unit {
			if d := g.cell[i]; d != 0 {
				if seen&(1<<d) != 0 {
					return false
				}
				seen |= 1 << d
			}
		}
	}
	return true
}

// mostConstrained returns the empty square with the fewest candidates and
// those candidates, -1 when the grid is full; an empty candidate set means
// a dead end.
func (g *grid) mostConstrained() (int, uint16) {
	best, bestN, bestC := -1, 10, uint16(0)
	for i := range Squares {
		if g.cell[i] != 0 {
			continue
		}
		c := g.cands(i)
		n := bits.OnesCount16(c)
		if n < bestN {
			best, bestN, bestC = i, n, c
			if n <= 1 {
				break
			}
		}
	}
	return best, bestC
}

// solveRandom completes the grid by depth-first search, trying candidates
// in random order. It spends one unit of budget per branching square and
// gives up (leaving the grid as it was) when the budget runs out.
func (g *grid) solveRandom(r *rand.Rand, budget *int) bool {
	i, c := g.mostConstrained()
	if i < 0 {
		return true
	}
	if c == 0 {
		return false
	}
	*budget--
	if *budget < 0 {
		return false
	}
	var order [9]int8
	n := 0
	for ; c != 0; c &= c - 1 {
		order[n] = int8(bits.TrailingZeros16(c))
		n++
	}
	for k := n - 1; k > 0; k-- {
		j := r.IntN(k + 1)
		order[k], order[j] = order[j], order[k]
	}
	for _, d := range order[:n] {
		g.set(i, d)
		if g.solveRandom(r, budget) {
			return true
		}
		g.unset(i)
	}
	return false
}

// enumerate adds every completion of the grid to counts (counts[i][d] is
// how many completions put d on square i) and returns how many it found.
// It stops early, returning complete=false, after limit completions or
// when the budget of branching squares runs out.
func (g *grid) enumerate(counts *[Squares][10]int, limit int, budget *int) (found int, complete bool) {
	i, c := g.mostConstrained()
	if i < 0 {
		for j, d := range g.cell {
			counts[j][d]++
		}
		return 1, true
	}
	*budget--
	if *budget < 0 {
		return 0, false
	}
	for ; c != 0; c &= c - 1 {
		d := int8(bits.TrailingZeros16(c))
		g.set(i, d)
		n, ok := g.enumerate(counts, limit-found, budget)
		g.unset(i)
		found += n
		if !ok || found >= limit {
			return found, false
		}
	}
	return found, true
}

// deduce fills every square forced by naked singles (one candidate left)
// and hidden singles (the only place for a digit in a row, column or box),
// repeating until nothing more follows. It returns false on a
// contradiction: some square or unit has no place left.
func (g *grid) deduce() bool {
	for changed := true; changed; {
		changed = false
		for i := range Squares {
			if g.cell[i] != 0 {
				continue
			}
			c := g.cands(i)
			switch bits.OnesCount16(c) {
			case 0:
				return false
			case 1:
				g.set(i, int8(bits.TrailingZeros16(c)))
				changed = true
			}
		}
		for _, unit := range units {
			var used, once, twice uint16
			for _, i := range unit {
				if d := g.cell[i]; d != 0 {
					used |= 1 << d
					continue
				}
				c := g.cands(i)
				twice |= once & c
				once |= c
			}
			if (used|once)&allDigits != allDigits {
				return false // a digit with no place left in this unit
			}
			single := once &^ twice &^ used
			for _, i := range unit {
				if single == 0 {
					break
				}
				if g.cell[i] != 0 {
					continue
				}
				if c := g.cands(i) & single; c != 0 {
					d := int8(bits.TrailingZeros16(c))
					g.set(i, d)
					single &^= 1 << d
					changed = true
				}
			}
		}
	}
	return true
}

// sheet copies a full grid into a Sheet.
func (g *grid) sheet() Sheet {
	var s Sheet
	for i, d := range g.cell {
		s[i/Size][i%Size] = int(d)
	}
	return s
}
