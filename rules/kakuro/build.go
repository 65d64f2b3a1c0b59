package kakuro

// build turns the best remove/add choice into concrete uses: the leaving
// values' first squares in row order take the incoming values in rising
// order, each from a digit tile if the hand has one, else by a swap with
// the first free square outside the row (reading order) showing it. The
// uses come as swaps, digit tiles, sum fields (start, end), doublers: an
// order in which each is legal when applied.
func (sv *solver) build() Solution {
	site := &sv.bestSite
	c := Claim{Row: site.row}
	var spent [256]int
	var leaving []int
	rem := sv.bestRem
	var final [10]int
	for i := range site.row.Len {
		v := site.val[i]
		if site.free[i] && rem[v] > 0 && (sv.f.Digits || sv.f.Swaps) {
			leaving = append(leaving, i)
			rem[v]--
			continue
		}
		final[v]++
	}
	var incoming []int
	for v := 1; v <= 9; v++ {
		for range sv.bestAdd[v] {
			incoming = append(incoming, v)
			final[v]++
		}
	}
	var swaps, digits []Use
	var partnered [Size][Size]bool
	for j, v := range incoming {
		sq := site.sq[leaving[j]]
		if t := DigitTile(v); spent[t] < sv.hand.digit[v] {
			spent[t]++
			digits = append(digits, Use{Tile: t, Kind: UseDigit, A: sq})
			continue
		}
		p := sv.partner(v, &partnered)
		spent[Swap]++
		swaps = append(swaps, Use{Tile: Swap, Kind: UseSwap, A: sq, B: p})
	}
	excess := 0
	for _, n := range final {
		excess += max(0, n-1)
	}
	spent[Doubler] += excess
	c.Uses = append(swaps, digits...)
	for _, end := range []struct {
		need bool
		at   int
	}{{site.needStart, -1}, {site.needEnd, site.row.Len}} {
		if !end.need {
			continue
		}
		for _, t := range tileOrder {
			if sv.hand.tiles[t]-spent[t] > 0 {
				spent[t]++
				c.Uses = append(c.Uses, Use{Tile: t, Kind: UseSumField, A: site.row.Square(end.at)})
				break
			}
		}
	}
	for range excess {
		c.Uses = append(c.Uses, Use{Tile: Doubler, Kind: UseDouble})
	}
	sol := sv.best
	sol.Claim = c
	return sol
}

// partner is the first free square outside the best row, in reading
// order, that shows v and is not yet a swap partner.
func (sv *solver) partner(v int, taken *[Size][Size]bool) Pos {
	row := sv.bestSite.row
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			p := Pos{r, c}
			cell := sv.b.At(p)
			if cell.Free() && int(cell.Digit) == v && !taken[r][c] && !row.Contains(p) {
				taken[r][c] = true
				return p
			}
		}
	}
	panic("kakuro: solver counted a swap partner that is not on the board")
}
