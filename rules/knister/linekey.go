package knister

// A line's contents matter to scoring only as a multiset: which values it
// holds, not where. The bots index their line tables by that multiset,
// written as the five values sorted (0 for empty squares first) and
// numbered densely: there are C(16,5) = 4368 of them.

// NumKeys is the number of distinct line contents (multisets of up to
// five values 2..12).
const NumKeys = 4368

// keyBase is the number of things a square can hold (empty, 2..12):
// a sorted line is a base-12 number.
const keyBase = 12

// keyOfCode maps a sorted base-12 code to its dense key; keyValues and
// keyEmpties describe each key.
var (
	keyOfCode  []int16
	keyValues  [NumKeys][Size]int8 // the sorted values of each key
	keyEmpties [NumKeys]int8
	// keyPlus[k][v-MinValue] is the key after adding value v to key k
	// (-1 when k is already full).
	keyPlus [NumKeys][MaxValue - MinValue + 1]int16
)

// init builds the key tables, then the bot tables that depend on them
// (package variables are initialised before init, so they cannot).
func init() {
	buildKeys()
	fillTable = buildFillTable()
}

func buildKeys() {
	codeSpace := 1
	for range Size {
		codeSpace *= keyBase
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
				keyValues[n][i] = int8(v)
				if v == 0 {
					e++
				}
			}
			keyEmpties[n] = int8(e)
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
			keyPlus[k][v-MinValue] = -1
			if keyEmpties[k] > 0 {
				var next [Size]int
				for i, x := range keyValues[k] {
					next[i] = int(x)
				}
				next[0] = v // replaces one of the leading zeros
				keyPlus[k][v-MinValue] = int16(keyOf(next))
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
		code = code*keyBase + d
	}
	return code
}

// keyOf returns the dense key of five values in any order (0 = empty).
func keyOf(vs [Size]int) int {
	// insertion sort: five elements
	for i := 1; i < Size; i++ {
		for j := i; j > 0 && vs[j] < vs[j-1]; j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
	return int(keyOfCode[codeOf(vs)])
}

// lineKeys returns the keys of g's 12 lines in AllLines order.
func lineKeys(g *Grid) (keys [12]int) {
	for i, l := range allLines {
		keys[i] = keyOf(l.Values(g))
	}
	return keys
}

// cellSlots lists, for every square, the AllLines positions of the lines
// through it.
var cellSlots = func() (t [Size][Size][]int) {
	for r := range Size {
		for c := range Size {
			for _, l := range linesThrough[r][c] {
				t[r][c] = append(t[r][c], l.slot())
			}
		}
	}
	return t
}()

// sumWeights[s] is how many of the 36 dice outcomes add up to s.
var sumWeights = [MaxValue + 1]int{0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1}
