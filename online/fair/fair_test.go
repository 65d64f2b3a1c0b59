package fair

import "testing"

func TestCommitments(t *testing.T) {
	a, b := Commitment("salt", 7), Commitment("salt", 8)
	if len(a) != 64 || a == b || a != Commitment("salt", 7) || a == Commitment("pepper", 7) {
		t.Errorf("commitments %s %s", a, b)
	}
}
