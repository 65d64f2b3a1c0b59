package kakuzu

import "slices"

// Thinking aids: what a player could pencil in from what shows on the
// table, for a scene to draw. They read a View only, never the sheet, so
// they show nothing a person at the table could not work out.

// Candidates returns, for each covered square, the digits it may still
// hold by plain sudoku elimination: bit d (1..9) is set unless digit d is
// already uncovered in the square's row, column or box. Uncovered squares
// are 0. A retired digit is never a candidate (all its squares show). It
// does not allocate; Candidates()[r][c] is square [r, c].
func (v *View) Candidates() [Size][Size]uint16 {
	g := gridFromView(v)
	var out [Size][Size]uint16
	for i := range Squares {
		r, c := i/Size, i%Size
		if v.Tray[r][c].Holder == Covered {
			out[r][c] = g.cands(i)
		}
	}
	return out
}

// WhereCanItBe lists, row-major, the covered squares where digit d is
// still a candidate (see Candidates). It is nil for d outside 1..9, for a
// retired digit, and when no covered square can hold d.
func (v *View) WhereCanItBe(d int) []Square {
	if d < 1 || d > 9 || slices.Contains(v.Retired, d) {
		return nil
	}
	cands := v.Candidates()
	var sqs []Square
	for i := range Squares {
		if cands[i/Size][i%Size]&(1<<d) != 0 {
			sqs = append(sqs, SquareAt(i))
		}
	}
	return sqs
}

// Surely reports whether covered square sq must hide digit d by plain
// elimination (see Candidates): d is the only digit the square may still
// hold, or the only square of its row, column or box where d may still
// go. A hint that rings a stone says "surely" only then; otherwise the
// stone is the likeliest, not a certainty.
func (v *View) Surely(sq Square, d int) bool {
	if d < 1 || d > 9 || !sq.OnTray() || v.At(sq).Holder != Covered {
		return false
	}
	cands := v.Candidates()
	if cands[sq.Row][sq.Col] == 1<<d {
		return true
	}
	row, col, box := 0, 0, 0
	for i := range Squares {
		o := SquareAt(i)
		if cands[o.Row][o.Col]&(1<<d) == 0 {
			continue
		}
		if o.Row == sq.Row {
			row++
		}
		if o.Col == sq.Col {
			col++
		}
		if o.Box() == sq.Box() {
			box++
		}
	}
	return cands[sq.Row][sq.Col]&(1<<d) != 0 && (row == 1 || col == 1 || box == 1)
}
