package kakuro

// Solution is a legal claim the solver chose and what it costs.
type Solution struct {
	Claim Claim
	// Points is the row's length: what the claim scores.
	Points int
	// Tiles is how many action tiles the claim spends.
	Tiles int
	// Spent is the summed Versatility of the spent tiles (lower keeps the
	// more versatile tiles in hand).
	Spent int
}

// better orders solutions: most points, then fewest tiles, then the least
// versatility spent.
func (a *Solution) better(b *Solution) bool {
	if a.Points != b.Points {
		return a.Points > b.Points
	}
	if a.Tiles != b.Tiles {
		return a.Tiles < b.Tiles
	}
	return a.Spent < b.Spent
}

// Best finds seat's best claim for the revealed target using only the
// uses f allows; ok is false when there is none (the seat would declare
// "impossible").
func Best(s *State, seat int, f Features) (sol Solution, ok bool) {
	if s.over {
		return Solution{}, false
	}
	sol, ok = Solve(&s.board, s.target, s.hands[seat], f)
	sol.Claim.Player = seat
	return sol, ok
}

// Solve finds the best claim for target on board b with hand, using only
// the uses f allows. It searches value multisets rather than squares: for
// each possible row, which free values leave it and which come in (by
// digit tile or by swap), with the doublers the repeats need. A value that
// both leaves and comes in is never tried: keeping it costs fewer tiles.
func Solve(b *Board, target int, hand []Tile, f Features) (Solution, bool) {
	sv := solver{b: b, target: target, hand: countHand(hand, f), pool: freeCounts(b), f: f}
	eachSite(b, f.SumFields, func(site *rowSite) bool {
		if sv.found && site.row.Len < sv.best.Points {
			return false // rows come longest first: nothing shorter can win
		}
		sv.searchRow(site)
		return true
	})
	if !sv.found {
		return Solution{}, false
	}
	return sv.build(), true
}

// solver is Solve's working memory.
type solver struct {
	b      *Board
	target int
	hand   handCounts
	pool   [10]int // free tiles on the board by digit
	f      Features

	site     *rowSite
	count    [10]int // the row's values by digit
	freeVals [10]int // the row's free values by digit
	rowPool  [10]int // free tiles outside the row by digit
	base     int     // the row's sum before changes
	remove   [10]int
	add      [10]int
	changes  int // how many values leave (and come into) the row

	found    bool
	best     Solution
	bestSite rowSite
	bestRem  [10]int
	bestAdd  [10]int
}

func (sv *solver) searchRow(site *rowSite) {
	sv.site = site
	sv.count, sv.freeVals, sv.base = [10]int{}, [10]int{}, 0
	nFree := 0
	change := sv.f.Digits || sv.f.Swaps
	for i := range site.row.Len {
		v := site.val[i]
		sv.count[v]++
		sv.base += int(v)
		if site.free[i] && change {
			sv.freeVals[v]++
			nFree++
		}
	}
	for v := 1; v <= 9; v++ {
		sv.rowPool[v] = sv.pool[v] - sv.freeValsAll(v)
	}
	sf := site.sumFields()
	budget := sv.hand.total - sf
	maxChanges := min(nFree, budget, sv.hand.swaps+sumDigits(&sv.hand))
	if maxChanges < 0 || !sumReachable(site.row.Len, min(sv.hand.doubles, budget), sv.target) {
		return
	}
	for k := 0; k <= maxChanges; k++ {
		if sv.found && site.row.Len == sv.best.Points && k+sf > sv.best.Tiles {
			return // more changes cannot beat the tiles already found
		}
		sv.remove = [10]int{}
		sv.changes = k
		sv.chooseRemove(1, k, 0)
	}
}

// freeValsAll counts the row's silver squares of digit v whether or not
// the level may change them: they are never swap partners.
func (sv *solver) freeValsAll(v int) int {
	n := 0
	for i := range sv.site.row.Len {
		if sv.site.free[i] && int(sv.site.val[i]) == v {
			n++
		}
	}
	return n
}

func sumDigits(h *handCounts) int {
	n := 0
	for _, c := range h.digit {
		n += c
	}
	return n
}

// chooseRemove picks k free values (as a multiset, digits v and up) to
// take out of the row; removedSum is what they add up to so far.
func (sv *solver) chooseRemove(v, k, removedSum int) {
	if k == 0 {
		need := sv.target - (sv.base - removedSum)
		sv.add = [10]int{}
		sv.chooseAdd(1, sv.changes, need)
		return
	}
	if v > 9 {
		return
	}
	// Whatever is still to leave adds between k·v and k·9 to the removed
	// sum; the k' = total changes incoming values must then make up the
	// rest, which they can only if it lies in [k', 9k'].
	total := sv.changes
	if need := sv.target - sv.base + removedSum; need+k*9 < total || need+k*v > 9*total {
		return
	}
	for r := min(k, sv.freeVals[v]); r >= 0; r-- {
		sv.remove[v] = r
		sv.chooseRemove(v+1, k-r, removedSum+r*v)
	}
	sv.remove[v] = 0
}

// chooseAdd picks m values (digits v and up) adding up to need, each from a
// digit tile or a swap, none equal to a removed value.
func (sv *solver) chooseAdd(v, m, need int) {
	if m == 0 {
		if need == 0 {
			sv.score()
		}
		return
	}
	if v > 9 || need < m*v || need > m*9 {
		return
	}
	if sv.remove[v] == 0 {
		limit := min(m, need/v, sv.hand.digit[v]+min(sv.hand.swaps, sv.rowPool[v]))
		for a := limit; a >= 1; a-- {
			sv.add[v] = a
			sv.chooseAdd(v+1, m-a, need-a*v)
		}
		sv.add[v] = 0
	}
	sv.chooseAdd(v+1, m, need)
}

// score costs the current remove/add choice and keeps it if it is best.
func (sv *solver) score() {
	swaps, digits, changes, excess := 0, 0, 0, 0
	for v := 1; v <= 9; v++ {
		d := min(sv.add[v], sv.hand.digit[v]) // digit tiles first: they are the least versatile
		digits += d
		swaps += sv.add[v] - d
		changes += sv.add[v]
		if c := sv.count[v] - sv.remove[v] + sv.add[v]; c > 1 {
			excess += c - 1
		}
	}
	if swaps > sv.hand.swaps || excess > sv.hand.doubles {
		return
	}
	sf := sv.site.sumFields()
	tiles := changes + excess + sf
	if tiles > sv.hand.total {
		return
	}
	cand := Solution{Points: sv.site.row.Len, Tiles: tiles,
		Spent: digits + 3*swaps + 2*excess + sv.backsCost(digits, swaps, excess, sf)}
	if sv.found && !cand.better(&sv.best) {
		return
	}
	sv.found, sv.best, sv.bestSite = true, cand, *sv.site
	sv.bestRem, sv.bestAdd = sv.remove, sv.add
}

// backsCost is the versatility of the sf tiles laid as sum fields: the
// least versatile tiles left once the fronts are spent.
func (sv *solver) backsCost(digits, swaps, excess, sf int) int {
	digitsLeft := sumDigitsAll(&sv.hand) - digits
	cost := 0
	for sf > 0 && digitsLeft > 0 {
		cost, sf, digitsLeft = cost+1, sf-1, digitsLeft-1
	}
	dLeft := sv.hand.tiles[Doubler] - excess
	for sf > 0 && dLeft > 0 {
		cost, sf, dLeft = cost+2, sf-1, dLeft-1
	}
	return cost + 3*sf
}

// sumDigitsAll counts every digit tile in hand, playable front or not.
func sumDigitsAll(h *handCounts) int {
	n := 0
	for d := 1; d <= 9; d++ {
		n += h.tiles[DigitTile(d)]
	}
	return n
}

// sumReachable reports whether n values 1–9 with at most repeats repeated
// values can add up to target: at least n-repeats of them are distinct, so
// the sum lies between the smallest and largest such sets.
func sumReachable(n, repeats, target int) bool {
	distinct := max(n-repeats, 1)
	if distinct > 9 {
		return false
	}
	lo := distinct*(distinct+1)/2 + (n - distinct)
	hi := distinct*(19-distinct)/2 + 9*(n-distinct)
	return target >= lo && target <= hi
}
