package kakuro

// RowThrough is the row whose first and last squares are a and b, in
// either order: going Right when they share a board row, Down when they
// share a column. ok is false when they are the same square or on no common
// line. It is geometry only: the row may break any rule, or leave the
// board when a or b does (see [Row.OnBoard]).
func RowThrough(a, b Pos) (row Row, ok bool) {
	switch {
	case a == b:
		return Row{}, false
	case a[0] == b[0]:
		return Row{At: Pos{a[0], min(a[1], b[1])}, Dir: Right, Len: abs(a[1]-b[1]) + 1}, true
	case a[1] == b[1]:
		return Row{At: Pos{min(a[0], b[0]), a[1]}, Dir: Down, Len: abs(a[0]-b[0]) + 1}, true
	}
	return Row{}, false
}

// OnBoard reports whether the row has at least one square and all of them
// lie on the 9×9 board: a claim of it is then never an invalid move for
// its row (it may still fail the row rules, e.g. on a sum field).
func (r Row) OnBoard() bool {
	if r.Len < 1 || !r.At.OnBoard() {
		return false
	}
	_, off := r.firstOffBoard()
	return !off
}

// Squares lists the row's squares in order, or nil when the row is not
// on the board.
func (r Row) Squares() []Pos {
	if !r.OnBoard() {
		return nil
	}
	out := make([]Pos, r.Len)
	for i := range out {
		out[i] = r.Square(i)
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
