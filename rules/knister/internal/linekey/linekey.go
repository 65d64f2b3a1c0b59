// Package linekey is how Knister's bots see a grid: each of its 12 lines
// as a dense key of the line's contents, tables valuing those keys, and
// the greedy choice by such a table. The simple bots (cifra/rules/knister)
// and the network bot (cifra/rules/knister/netbot) both build on it. It
// works on plain [Size][Size]int grids, so it needs nothing from the
// rules package (which imports it); that package's tests check that the
// two agree on the grid's size, its values and its lines.
package linekey

// A line's contents matter to scoring only as a multiset: which values it
// holds, not where. The bots index their line tables by that multiset,
// written as the five values sorted (0 for empty squares first) and
// numbered densely: there are C(16,5) = 4368 of them.

// Size, MinValue and MaxValue are the rules' (knister.Size, MinValue,
// MaxValue): the side of a grid and the sums written into it.
const (
	Size     = 5
	MinValue = 2
	MaxValue = 12
)

// Slots is the number of lines of a grid: rows 0-4, columns 0-4, the
// diagonal from [0,0] and the one from [0,4], in that order (the rules'
// AllLines order), a line's slot being its position there.
const Slots = 2*Size + 2

// NumKeys is the number of distinct line contents (multisets of up to
// five values 2..12).
const NumKeys = 4368

// Base is the number of things a square can hold (empty, 2..12): a
// sorted line is a base-12 number.
const Base = 12

// Grid is a grid's squares, 0 for an empty one (knister.Grid's type).
type Grid = [Size][Size]int

// keyOfCode maps a sorted base-12 code to its dense key; Values and
// Empties describe each key.
var (
	keyOfCode []int16
	// Values[k] is key k's values, sorted (0 for empty squares first).
	Values [NumKeys][Size]int8
	// Empties[k] is how many of key k's squares are empty.
	Empties [NumKeys]int8
	// Plus[k][v-MinValue] is the key after adding value v to key k (-1
	// when k is already full).
	Plus [NumKeys][MaxValue - MinValue + 1]int16
)

func init() { buildKeys() }

func buildKeys() {
	codeSpace := 1
	for range Size {
		codeSpace *= Base
	}
	keyOfCode = make([]int16, codeSpace)
	for i := range keyOfCode {
		keyOfCode[i] = -1
	}
	n := 0
	var vs [Size]int
	var walk func(pos, from int)
	walk = func(pos, from int) {
		if pos == Size {
			keyOfCode[codeOf(vs)] = int16(n)
			e := 0
			for i, v := range vs {
				Values[n][i] = int8(v)
				if v == 0 {
					e++
				}
			}
			Empties[n] = int8(e)
			n++
			return
		}
		for v := from; v <= MaxValue; v++ {
			if v == 1 {
				continue
			}
			vs[pos] = v
			walk(pos+1, v)
		}
	}
	walk(0, 0)
	for k := range NumKeys {
		for v := MinValue; v <= MaxValue; v++ {
			Plus[k][v-MinValue] = -1
			if Empties[k] > 0 {
				var next [Size]int
				for i, x := range Values[k] {
					next[i] = int(x)
				}
				next[0] = v // replaces one of the leading zeros
				Plus[k][v-MinValue] = int16(Of(next))
			}
		}
	}
}

// codeOf writes sorted values as a base-12 number.
func codeOf(sorted [Size]int) int {
	code := 0
	for _, v := range sorted {
		d := 0
		if v > 0 {
			d = v - 1 // values 2..12 become digits 1..11
		}
		code = code*Base + d
	}
	return code
}

// Of returns the dense key of five values in any order (0 = empty).
func Of(vs [Size]int) int {
	// insertion sort: five elements
	for i := 1; i < Size; i++ {
		for j := i; j > 0 && vs[j] < vs[j-1]; j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
	return int(keyOfCode[codeOf(vs)])
}

// SlotCells lists each slot's five squares as [row, col]: rows left to
// right, columns top to bottom, diagonals from row 0 down (the rules'
// Line.Cells).
var SlotCells = func() (t [Slots][Size][2]int) {
	for i := range Size {
		for j := range Size {
			t[i][j] = [2]int{i, j}
			t[Size+i][j] = [2]int{j, i}
		}
		t[2*Size][i] = [2]int{i, i}
		t[2*Size+1][i] = [2]int{i, Size - 1 - i}
	}
	return t
}()

// OfGrid returns the keys of g's lines, by slot.
func OfGrid(g *Grid) (keys [Slots]int) {
	for slot, cells := range SlotCells {
		var vs [Size]int
		for i, c := range cells {
			vs[i] = g[c[0]][c[1]]
		}
		keys[slot] = Of(vs)
	}
	return keys
}

// CellSlots lists, for every square, the slots of the lines through it.
var CellSlots = func() (t [Size][Size][]int) {
	for slot, cells := range SlotCells {
		for _, c := range cells {
			t[c[0]][c[1]] = append(t[c[0]][c[1]], slot)
		}
	}
	return t
}()

// SumWeights[s] is how many of the 36 dice outcomes add up to s.
var SumWeights = [MaxValue + 1]int{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}
