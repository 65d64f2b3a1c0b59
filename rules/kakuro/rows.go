package kakuro

// rowSite is a candidate row with everything about it that no action tile
// can change: which squares it covers, which ends still need a sum field,
// and the values of squares no tile may touch.
type rowSite struct {
	row       Row
	sq        [8]Pos
	val       [8]int8
	free      [8]bool // silver and uncovered: a digit tile or swap may change it
	needStart bool    // the square before is silver: a sum field must go there
	needEnd   bool    // the square after is silver: a sum field must go there
}

// sumFields is how many sum fields the row needs.
func (r *rowSite) sumFields() int {
	n := 0
	if r.needStart {
		n++
	}
	if r.needEnd {
		n++
	}
	return n
}

// siteAt reports the row of length n from at going d when the rules leave
// it possible at all: every square a number square not yet scored in d, a
// start that is (or, with sum fields, can become) a sum field pointing d
// with its half free, and an end that is (or can become) a sum field or
// the edge.
func siteAt(b *Board, at Pos, d Dir, n int, sumFields bool) (rowSite, bool) {
	site := rowSite{row: Row{At: at, Dir: d, Len: n}}
	start := at.Step(d, -1)
	sc := b.At(start)
	switch {
	case sc.Points(d, start):
		if sc.SumTile[d] != 0 {
			return site, false
		}
	case sc.Free() && sumFields:
		site.needStart = true
	default:
		return site, false
	}
	for i := range n {
		p := at.Step(d, i)
		if !p.OnPlayArea() {
			return site, false
		}
		cell := b.At(p)
		if cell.Kind != Number || cell.Scored[d] {
			return site, false
		}
		site.sq[i], site.val[i], site.free[i] = p, int8(cell.Value()), cell.Free()
	}
	if end := at.Step(d, n); end.OnBoard() {
		ec := b.At(end)
		switch {
		case ec.IsSumField():
		case ec.Free() && sumFields:
			site.needEnd = true
		default:
			return site, false
		}
	}
	return site, true
}

// eachSite visits every possible row, longest first, until visit returns
// false. The site visit gets is reused for the next: a visitor that keeps
// one copies it. (One site for all, not one each: taking a site's address
// for visit puts it on the heap, thousands of times a plan.)
func eachSite(b *Board, sumFields bool, visit func(*rowSite) bool) {
	var site rowSite
	for n := 8; n >= 2; n-- {
		for d := Right; d <= Down; d++ {
			for line := 1; line < Size; line++ {
				for first := 1; first+n <= Size; first++ {
					at := Pos{line, first}
					if d == Down {
						at = Pos{first, line}
					}
					s, ok := siteAt(b, at, d, n, sumFields)
					if !ok {
						continue
					}
					if site = s; !visit(&site) {
						return
					}
				}
			}
		}
	}
}

// handCounts is a hand as counts by front, restricted to the fronts a
// level may play; every tile still counts as a sum-field back.
type handCounts struct {
	total   int
	swaps   int
	doubles int
	digit   [10]int
	tiles   [256]int // every tile, for choosing sum-field backs
}

func countHand(hand []Tile, f Features) handCounts {
	var h handCounts
	h.total = len(hand)
	for _, t := range hand {
		h.tiles[t]++
		switch {
		case t == Swap && f.Swaps:
			h.swaps++
		case t == Doubler && f.Doublers:
			h.doubles++
		case t.Digit() != 0 && f.Digits:
			h.digit[t.Digit()]++
		}
	}
	return h
}

// freeCounts counts the silver, uncovered number tiles on the board by
// digit: the partners a swap can bring into a row.
func freeCounts(b *Board) [10]int {
	var n [10]int
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			if cell := &b[r][c]; cell.Free() {
				n[cell.Digit]++
			}
		}
	}
	return n
}
