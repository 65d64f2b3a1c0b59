package knister

// Combo is the pattern a full line scores (RULES.md §2 table).
type Combo int

// The combinations; at most one applies to a line.
const (
	None Combo = iota
	Pair
	TwoPairs
	ThreeOfAKind
	FullHouse
	FourOfAKind
	FiveOfAKind
	StraightWith7
	StraightWithout7
)

var comboKeys = [...]string{"none", "pair", "two-pairs", "three-of-a-kind", "full-house",
	"four-of-a-kind", "five-of-a-kind", "straight-with-7", "straight-without-7"}

var comboPoints = [...]int{0, 1, 3, 3, 8, 6, 10, 8, 12}

// String returns the combination's stable key, e.g. "full-house".
func (c Combo) String() string {
	if c < 0 || int(c) >= len(comboKeys) {
		return "unknown"
	}
	return comboKeys[c]
}

// Points returns the base points of the combination (not doubled).
func (c Combo) Points() int {
	if c < 0 || int(c) >= len(comboPoints) {
		return 0
	}
	return comboPoints[c]
}

// Classify names the combination of five values. A line with an empty
// square (0) or a value outside 2..12 is None: only full lines score.
func Classify(values [Size]int) Combo {
	var counts [MaxValue + 1]int
	lo, hi := MaxValue, MinValue
	for _, v := range values {
		if v < MinValue || v > MaxValue {
			return None
		}
		counts[v]++
		lo, hi = min(lo, v), max(hi, v)
	}
	var pairs, threes, fours, fives int
	for _, n := range counts {
		switch n {
		case 2:
			pairs++
		case 3:
			threes++
		case 4:
			fours++
		case 5:
			fives++
		}
	}
	switch {
	case fives == 1:
		return FiveOfAKind
	case fours == 1:
		return FourOfAKind
	case threes == 1 && pairs == 1:
		return FullHouse
	case threes == 1:
		return ThreeOfAKind
	case pairs == 2:
		return TwoPairs
	case pairs == 1:
		return Pair
	case hi-lo == Size-1: // five distinct values in a run
		if lo <= 7 && 7 <= hi {
			return StraightWith7
		}
		return StraightWithout7
	}
	return None
}

// LineScore is what one line of a grid scores.
type LineScore struct {
	Line   Line
	Combo  Combo
	Points int // Combo.Points, doubled on the diagonals; 0 while not full
	Full   bool
}

// ScoreLine scores one line of g; an unfinished line scores nothing yet.
func ScoreLine(g *Grid, l Line) LineScore {
	vs := l.Values(g)
	ls := LineScore{Line: l, Full: true}
	for _, v := range vs {
		if v == 0 {
			ls.Full = false
			return ls
		}
	}
	ls.Combo = Classify(vs)
	ls.Points = ls.Combo.Points() * l.Multiplier()
	return ls
}

// ScoreGrid scores all 12 lines of g in AllLines order and their total.
// Only full lines score.
func ScoreGrid(g Grid) (lines [12]LineScore, total int) {
	for i, l := range allLines {
		lines[i] = ScoreLine(&g, l)
		total += lines[i].Points
	}
	return lines, total
}
