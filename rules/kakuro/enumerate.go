package kakuro

// EachClaim visits every legal claim for target with hand on b, using only
// the uses f allows, until visit returns false. Claims are canonical, so
// that no two describe the same play:
//   - sum fields go exactly where the row needs them, each on the least
//     versatile tile left (digit tiles, then doublers, then swaps);
//   - doublers are exactly as many as the row's repeats;
//   - each silver square of the row keeps its tile, takes a digit tile
//     showing another digit, or swaps for another digit; a swap's partner
//     is the first free square outside the row (reading order) showing
//     that digit and not already a partner — claims differing only in
//     which equal-digit square the tile came from count as one.
//
// Claim.Player is left 0; Solution.Points/Tiles/Spent are filled in.
func EachClaim(b *Board, target int, hand []Tile, f Features, visit func(Solution) bool) {
	en := enumerator{b: b, target: target, hand: countHand(hand, f), pool: freeCounts(b), f: f, visit: visit}
	eachSite(b, f.SumFields, func(site *rowSite) bool {
		en.searchRow(site)
		return !en.stop
	})
}

// CountClaims is the number of claims EachClaim visits: a perft count.
func CountClaims(b *Board, target int, hand []Tile, f Features) int {
	n := 0
	en := enumerator{b: b, target: target, hand: countHand(hand, f), pool: freeCounts(b), f: f, countOnly: &n}
	eachSite(b, f.SumFields, func(site *rowSite) bool {
		en.searchRow(site)
		return true
	})
	return n
}

// choice is what happens to one square of the row.
type choice struct {
	kind UseKind // UseDigit or UseSwap; meaningless when val is 0
	val  int     // the incoming value, 0 = the square keeps its tile
}

type enumerator struct {
	b         *Board
	target    int
	hand      handCounts
	pool      [10]int
	f         Features
	visit     func(Solution) bool
	countOnly *int
	stop      bool

	site      *rowSite
	rowPool   [10]int
	changes   bool
	minRest   [9]int // least the squares from i on can add up to
	maxRest   [9]int
	picks     [8]choice
	count     [10]int
	digitUsed [10]int
	poolUsed  [10]int
	swapsUsed int
	nChanges  int
}

func (en *enumerator) searchRow(site *rowSite) {
	en.site = site
	en.changes = en.f.Digits || en.f.Swaps
	en.rowPool = en.pool
	n := site.row.Len
	en.minRest[n], en.maxRest[n] = 0, 0
	for i := n - 1; i >= 0; i-- {
		v := int(site.val[i])
		if site.free[i] {
			en.rowPool[v]--
		}
		lo, hi := v, v
		if site.free[i] && en.changes {
			lo, hi = 1, 9
		}
		en.minRest[i], en.maxRest[i] = en.minRest[i+1]+lo, en.maxRest[i+1]+hi
	}
	en.count = [10]int{}
	en.step(0, 0)
}

// step decides square i; sum is what squares 0..i-1 add up to.
func (en *enumerator) step(i, sum int) {
	if en.stop {
		return
	}
	site := en.site
	if rest := en.target - sum; rest < en.minRest[i] || rest > en.maxRest[i] {
		return
	}
	if i == site.row.Len {
		en.leaf()
		return
	}
	v := int(site.val[i])
	en.pick(i, sum, choice{}, v)
	if !site.free[i] || !en.changes || en.nChanges+site.sumFields() >= en.hand.total {
		return
	}
	for d := 1; d <= 9; d++ {
		if d != v && en.digitUsed[d] < en.hand.digit[d] {
			en.digitUsed[d]++
			en.pick(i, sum, choice{kind: UseDigit, val: d}, d)
			en.digitUsed[d]--
		}
	}
	if en.swapsUsed == en.hand.swaps {
		return
	}
	for d := 1; d <= 9; d++ {
		if d != v && en.poolUsed[d] < en.rowPool[d] {
			en.poolUsed[d]++
			en.swapsUsed++
			en.pick(i, sum, choice{kind: UseSwap, val: d}, d)
			en.poolUsed[d]--
			en.swapsUsed--
		}
	}
}

func (en *enumerator) pick(i, sum int, c choice, value int) {
	en.picks[i] = c
	en.count[value]++
	if c.val != 0 {
		en.nChanges++
	}
	en.step(i+1, sum+value)
	en.count[value]--
	if c.val != 0 {
		en.nChanges--
	}
}

func (en *enumerator) leaf() {
	excess := 0
	for _, n := range en.count {
		excess += max(0, n-1)
	}
	sf := en.site.sumFields()
	tiles := en.nChanges + excess + sf
	if excess > en.hand.doubles || tiles > en.hand.total {
		return
	}
	if en.countOnly != nil {
		*en.countOnly++
		return
	}
	if !en.visit(en.solution(excess, tiles)) {
		en.stop = true
	}
}

// solution writes the current picks as a claim in canonical use order.
func (en *enumerator) solution(excess, tiles int) Solution {
	site := en.site
	c := Claim{Row: site.row}
	var spent [256]int
	var taken [Size][Size]bool
	var swaps, digits []Use
	sv := solver{b: en.b, bestSite: *site}
	for i := range site.row.Len {
		switch p := en.picks[i]; {
		case p.val == 0:
		case p.kind == UseDigit:
			t := DigitTile(p.val)
			spent[t]++
			digits = append(digits, Use{Tile: t, Kind: UseDigit, A: site.sq[i]})
		default:
			spent[Swap]++
			swaps = append(swaps, Use{Tile: Swap, Kind: UseSwap, A: site.sq[i], B: sv.partner(p.val, &taken)})
		}
	}
	spent[Doubler] += excess
	c.Uses = append(swaps, digits...)
	for _, at := range []int{-1, site.row.Len} {
		if (at < 0 && !site.needStart) || (at >= 0 && !site.needEnd) {
			continue
		}
		for _, t := range tileOrder {
			if en.hand.tiles[t]-spent[t] > 0 {
				spent[t]++
				c.Uses = append(c.Uses, Use{Tile: t, Kind: UseSumField, A: site.row.Square(at)})
				break
			}
		}
	}
	for range excess {
		c.Uses = append(c.Uses, Use{Tile: Doubler, Kind: UseDouble})
	}
	cost := 0
	for t, n := range spent {
		cost += n * Tile(t).Versatility()
	}
	return Solution{Claim: c, Points: site.row.Len, Tiles: tiles, Spent: cost}
}
