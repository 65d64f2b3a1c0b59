package kakuro

// verdict is the result of checking a claim on a scratch board.
type verdict struct {
	reason   Reason  // nil when the claim is legal
	events   []Event // the uses as a person sees them (when asked for)
	doublers int
}

// evaluate applies c's uses in order to b, each checked as it is applied,
// then checks the row's six conditions (RULES.md §1). b is a scratch copy:
// on success it holds the board after the uses, before scoring.
func evaluate(b *Board, c *Claim, target int, withEvents bool) verdict {
	var v verdict
	row := c.Row
	for i := range c.Uses {
		u := &c.Uses[i]
		if r := applyUse(b, row, i, u); r != nil {
			v.reason = r
			return v
		}
		if u.Kind == UseDouble {
			v.doublers++
		}
		if withEvents {
			v.events = append(v.events, useEvent(c.Player, u))
		}
	}
	v.reason = checkRow(b, row, target, v.doublers)
	return v
}

func useEvent(p int, u *Use) Event {
	switch u.Kind {
	case UseSwap:
		return TilesSwapped{Player: p, A: u.A, B: u.B}
	case UseDigit:
		return DigitTileLaid{Player: p, Square: u.A, Digit: u.Tile.Digit()}
	case UseDouble:
		return DoublerSpent{Player: p}
	}
	return SumFieldLaid{Player: p, Square: u.A, Tile: u.Tile}
}

// applyUse lays one action tile; positions are on the board (validated).
func applyUse(b *Board, row Row, i int, u *Use) Reason {
	if r := useReason(b, row, i, u); r != nil {
		return r
	}
	switch u.Kind {
	case UseSwap:
		a, bb := b.At(u.A), b.At(u.B)
		a.Digit, bb.Digit = bb.Digit, a.Digit
	case UseDigit:
		b.At(u.A).Cover = u.Tile
	case UseSumField:
		cell := b.At(u.A)
		cell.Kind = LaidSum
		cell.Cover = u.Tile
	}
	return nil
}

// useReason says why use number i of a claim of row cannot be laid on b,
// or nil when it can; it changes nothing. Positions are on the board.
func useReason(b *Board, row Row, i int, u *Use) Reason {
	switch u.Kind {
	case UseSwap:
		if u.A == u.B {
			return SwapSameSquare{Use: i, Square: u.A}
		}
		a, bb := b.At(u.A), b.At(u.B)
		if !a.Free() {
			return NotSilver{Use: i, Square: u.A, Found: a.Surface()}
		}
		if !bb.Free() {
			return NotSilver{Use: i, Square: u.B, Found: bb.Surface()}
		}
	case UseDigit:
		if !row.Contains(u.A) {
			return DigitOutsideRow{Use: i, Square: u.A}
		}
		if cell := b.At(u.A); !cell.Free() {
			return NotSilver{Use: i, Square: u.A, Found: cell.Surface()}
		}
	case UseSumField:
		if u.A != row.Square(-1) && u.A != row.Square(row.Len) {
			return SumFieldMisplaced{Use: i, Square: u.A}
		}
		if cell := b.At(u.A); !cell.Free() {
			return NotSilver{Use: i, Square: u.A, Found: cell.Surface()}
		}
	}
	return nil
}

// checkRow tests the six row conditions in RULES.md's order.
func checkRow(b *Board, row Row, target, doublers int) Reason {
	// 1. at least two squares, all number squares on the play area.
	if row.Len < 2 {
		return RowTooShort{Len: row.Len}
	}
	for i := range row.Len {
		p := row.Square(i)
		if !p.OnPlayArea() {
			return RowOffPlayArea{Square: p}
		}
		if cell := b.At(p); cell.Kind != Number {
			return NotNumberSquare{Square: p, Found: cell.Surface()}
		}
	}
	// 2. it starts at a sum field pointing along, with that half free.
	start := row.Square(-1)
	sc := b.At(start) // the first square is on the play area, so start is on the board
	if !sc.Points(row.Dir, start) {
		return NoStartSumField{Square: start, Dir: row.Dir, Found: sc.Surface()}
	}
	if v := sc.SumTile[row.Dir]; v != 0 {
		return StartHalfTaken{Square: start, Dir: row.Dir, Value: int(v)}
	}
	// 3. it ends at a sum field or the edge.
	if end := row.Square(row.Len); end.OnBoard() && !b.At(end).IsSumField() {
		return RowNotClosed{Square: end, Dir: row.Dir}
	}
	// 4. no square scored in this direction before.
	sum := 0
	var count [10]int
	for i := range row.Len {
		p := row.Square(i)
		cell := b.At(p)
		if cell.Scored[row.Dir] {
			return AlreadyScored{Square: p, Dir: row.Dir}
		}
		v := cell.Value()
		sum += v
		count[v]++
	}
	// 5. the values add up to the target.
	if sum != target {
		return WrongSum{Sum: sum, Target: target}
	}
	// 6. every repeat is paid for with a doubler.
	needed, worst := repeats(count)
	if needed > doublers {
		return DoublersShort{Digit: worst, Count: count[worst], Needed: needed, Used: doublers}
	}
	return nil
}

// rowFailures lists every one of the six row conditions (RULES.md §1)
// row breaks on b, in their order, each once, with its facts: a player
// told them one at a time would mend the row and check again only to
// learn the next. Its first is what checkRow returns (nil: none broken).
// A condition that cannot be judged for a row that broke an earlier
// one is left out: the squares before and after a row cut short at the
// board's edge, the sum and the repeats of a row holding sum fields.
func rowFailures(b *Board, row Row, target, doublers int) []Reason {
	var out []Reason
	// 1. at least two squares, all number squares on the play area: the
	// first square off it, and the first sum field in the row.
	if row.Len < 2 {
		out = append(out, RowTooShort{Len: row.Len})
	}
	lo, hi := row.onBoardSpan()
	var offArea, notNumber Reason
	for i := lo; i < hi; i++ {
		p := row.Square(i)
		if cell := b.At(p); !p.OnPlayArea() && offArea == nil {
			offArea = RowOffPlayArea{Square: p}
			out = append(out, offArea)
		} else if p.OnPlayArea() && cell.Kind != Number && notNumber == nil {
			notNumber = NotNumberSquare{Square: p, Found: cell.Surface()}
			out = append(out, notNumber)
		}
	}
	if row.Len < 1 || hi-lo != row.Len {
		return out // a row of no squares, or one leaving the board
	}
	// 2. it starts at a sum field pointing along, with that half free.
	if start := row.Square(-1); start.OnBoard() {
		if sc := b.At(start); !sc.Points(row.Dir, start) {
			out = append(out, NoStartSumField{Square: start, Dir: row.Dir, Found: sc.Surface()})
		} else if v := sc.SumTile[row.Dir]; v != 0 {
			out = append(out, StartHalfTaken{Square: start, Dir: row.Dir, Value: int(v)})
		}
	}
	// 3. it ends at a sum field or the edge.
	if end := row.Square(row.Len); end.OnBoard() && !b.At(end).IsSumField() {
		out = append(out, RowNotClosed{Square: end, Dir: row.Dir})
	}
	// 4. no square scored in this direction before.
	for i := range row.Len {
		if p := row.Square(i); b.At(p).Scored[row.Dir] {
			out = append(out, AlreadyScored{Square: p, Dir: row.Dir})
			break
		}
	}
	if offArea != nil || notNumber != nil {
		return out // a sum field in the row: no sum to judge
	}
	// 5. the values add up to the target; 6. every repeat is paid for.
	sum := 0
	var count [10]int
	for i := range row.Len {
		v := b.At(row.Square(i)).Value()
		sum += v
		count[v]++
	}
	if sum != target {
		out = append(out, WrongSum{Sum: sum, Target: target})
	}
	if needed, worst := repeats(count); needed > doublers {
		out = append(out, DoublersShort{Digit: worst, Count: count[worst], Needed: needed, Used: doublers})
	}
	return out
}

// repeats counts the doublers a row's digits need (each digit's copies
// beyond the first; count[d] is how often d appears) and the digit
// repeated most, which the reason names.
func repeats(count [10]int) (needed, worst int) {
	for d := 1; d <= 9; d++ {
		if count[d] > 1 {
			needed += count[d] - 1
			if count[d] > count[worst] {
				worst = d
			}
		}
	}
	return needed, worst
}
