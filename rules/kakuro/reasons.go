package kakuro

import "fmt"

// Reason is why a claim failed: one of the types below. Code is a stable
// machine name a UI can translate; the fields hold the facts; Error is an
// English sentence.
type Reason interface {
	error
	Code() string
}

// RowTooShort: a row needs at least two squares.
type RowTooShort struct{ Len int }

// RowOffPlayArea: a square of the row is not one of the 64 play squares.
type RowOffPlayArea struct{ Square Pos }

// NotNumberSquare: a square of the row is a sum field.
type NotNumberSquare struct {
	Square Pos
	Found  Surface
}

// NoStartSumField: the square before the row is not a sum field pointing
// along the row.
type NoStartSumField struct {
	Square Pos
	Dir    Dir
	Found  Surface
}

// StartHalfTaken: the starting sum field's half for this direction already
// carries a sum tile.
type StartHalfTaken struct {
	Square Pos
	Dir    Dir
	Value  int
}

// RowNotClosed: the square after the row is a number square, so the row
// does not run to a sum field or the edge.
type RowNotClosed struct {
	Square Pos
	Dir    Dir
}

// AlreadyScored: a square of the row was scored in this direction before.
type AlreadyScored struct {
	Square Pos
	Dir    Dir
}

// WrongSum: the row adds up to Sum, the target is Target.
type WrongSum struct{ Sum, Target int }

// DoublersShort: Digit appears Count times (the most of any digit); the
// row's repeats need Needed doublers in all, and Used were played.
type DoublersShort struct{ Digit, Count, Needed, Used int }

// NotSilver: use number Use (0-based) wants an action tile or a swap on
// Square, which shows Found instead of a silver, uncovered number tile.
type NotSilver struct {
	Use    int
	Square Pos
	Found  Surface
}

// SwapSameSquare: a swap names one square twice.
type SwapSameSquare struct {
	Use    int
	Square Pos
}

// DigitOutsideRow: a digit tile must go on a square of the claimed row.
type DigitOutsideRow struct {
	Use    int
	Square Pos
}

// SumFieldMisplaced: a sum field must go directly before the row's first
// square or directly after its last.
type SumFieldMisplaced struct {
	Use    int
	Square Pos
}

// Code is RowTooShort's stable name for translation tables.
func (RowTooShort) Code() string { return "row-too-short" }

// Code is RowOffPlayArea's stable name for translation tables.
func (RowOffPlayArea) Code() string { return "row-off-play-area" }

// Code is NotNumberSquare's stable name for translation tables.
func (NotNumberSquare) Code() string { return "not-a-number-square" }

// Code is NoStartSumField's stable name for translation tables.
func (NoStartSumField) Code() string { return "no-start-sum-field" }

// Code is StartHalfTaken's stable name for translation tables.
func (StartHalfTaken) Code() string { return "start-half-taken" }

// Code is RowNotClosed's stable name for translation tables.
func (RowNotClosed) Code() string { return "row-not-closed" }

// Code is AlreadyScored's stable name for translation tables.
func (AlreadyScored) Code() string { return "already-scored" }

// Code is WrongSum's stable name for translation tables.
func (WrongSum) Code() string { return "wrong-sum" }

// Code is DoublersShort's stable name for translation tables.
func (DoublersShort) Code() string { return "doublers-short" }

// Code is NotSilver's stable name for translation tables.
func (NotSilver) Code() string { return "not-silver" }

// Code is SwapSameSquare's stable name for translation tables.
func (SwapSameSquare) Code() string { return "swap-same-square" }

// Code is DigitOutsideRow's stable name for translation tables.
func (DigitOutsideRow) Code() string { return "digit-outside-row" }

// Code is SumFieldMisplaced's stable name for translation tables.
func (SumFieldMisplaced) Code() string { return "sum-field-misplaced" }

// Error says in English what broke the rule, with the facts.
func (e RowTooShort) Error() string {
	return fmt.Sprintf("a row needs at least 2 squares, this one has %d", e.Len)
}

// Error says in English what broke the rule, with the facts.
func (e RowOffPlayArea) Error() string {
	return fmt.Sprintf("square %v is not on the play area", e.Square)
}

// Error says in English what broke the rule, with the facts.
func (e NotNumberSquare) Error() string {
	return fmt.Sprintf("square %v is %v, not a number square", e.Square, e.Found)
}

// Error says in English what broke the rule, with the facts.
func (e NoStartSumField) Error() string {
	return fmt.Sprintf("the row must start at a sum field pointing %v: square %v is %v", e.Dir, e.Square, e.Found)
}

// Error says in English what broke the rule, with the facts.
func (e StartHalfTaken) Error() string {
	return fmt.Sprintf("the sum field at %v already carries the sum tile %d pointing %v", e.Square, e.Value, e.Dir)
}

// Error says in English what broke the rule, with the facts.
func (e RowNotClosed) Error() string {
	return fmt.Sprintf("the row must end at a sum field or the edge: square %v holds a number", e.Square)
}

// Error says in English what broke the rule, with the facts.
func (e AlreadyScored) Error() string {
	return fmt.Sprintf("square %v was already scored going %v", e.Square, e.Dir)
}

// Error says in English what broke the rule, with the facts.
func (e WrongSum) Error() string {
	return fmt.Sprintf("adds up to %d, the target is %d", e.Sum, e.Target)
}

// Error says in English what broke the rule, with the facts.
func (e DoublersShort) Error() string {
	others := ""
	if e.Needed > e.Count-1 {
		others = " and other digits repeat"
	}
	return fmt.Sprintf("%d appears %s%s: %d doubler%s needed, %d played", e.Digit, times(e.Count), others, e.Needed, plural(e.Needed), e.Used)
}

// Error says in English what broke the rule, with the facts.
func (e NotSilver) Error() string {
	return fmt.Sprintf("action %d: square %v is %v, not a silver number tile", e.Use+1, e.Square, e.Found)
}

// Error says in English what broke the rule, with the facts.
func (e SwapSameSquare) Error() string {
	return fmt.Sprintf("action %d: a swap needs two different squares, %v is named twice", e.Use+1, e.Square)
}

// Error says in English what broke the rule, with the facts.
func (e DigitOutsideRow) Error() string {
	return fmt.Sprintf("action %d: a digit tile must go inside the row, %v is outside", e.Use+1, e.Square)
}

// Error says in English what broke the rule, with the facts.
func (e SumFieldMisplaced) Error() string {
	return fmt.Sprintf("action %d: a sum field must go directly before or after the row, %v is not", e.Use+1, e.Square)
}

func times(n int) string {
	switch n {
	case 2:
		return "twice"
	case 3:
		return "three times"
	}
	return fmt.Sprintf("%d times", n)
}

func plural(n int) string {
	if n == 1 {
		return " is"
	}
	return "s are"
}
