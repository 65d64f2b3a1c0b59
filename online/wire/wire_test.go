package wire

import (
	"strings"
	"testing"
)

func TestSubjectsNameTheirSeat(t *testing.T) {
	for _, c := range []struct {
		subject string
		seat    int
		ok      bool
	}{
		{In("ABCDEF", 0), 0, true},
		{Sync("ABCDEF", 12), 12, true},
		{Out("ABCDEF"), 0, false},
		{"cifra.t.ABCDEF.in.-1", 0, false},
		{"cifra.t.ABCDEF.in.01", 0, false},
		{"cifra.t.ABCDEF.in.*", 0, false},
	} {
		seat, ok := SeatOfSubject(c.subject)
		if seat != c.seat || ok != c.ok {
			t.Errorf("SeatOfSubject(%s) = %d, %v", c.subject, seat, ok)
		}
	}
	pub, sub := Permissions("ABCDEF", 1)
	all := strings.Join(append(pub, sub...), " ")
	if strings.Contains(all, ".0") || strings.Contains(all, ">") && !strings.Contains(all, Inbox("ABCDEF", 1)+".>") {
		t.Errorf("seat 1's permissions reach beyond it: %s", all)
	}
}

func TestCodesAndCommitments(t *testing.T) {
	for code, ok := range map[string]bool{"ABC234": true, "ABCDE": false, "ABCDE0": false, "abcdef": false, "ABCDÉF": false} {
		if err := CheckCode(code); (err == nil) != ok {
			t.Errorf("CheckCode(%q) = %v", code, err)
		}
	}
	a, b := Commitment("salt", 7), Commitment("salt", 8)
	if len(a) != 64 || a == b || a != Commitment("salt", 7) {
		t.Errorf("commitments %s %s", a, b)
	}
}
