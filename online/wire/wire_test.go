package wire

import (
	"slices"
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

func TestCodes(t *testing.T) {
	for code, ok := range map[string]bool{"ABC234": true, "ABCDE": false, "ABCDE0": false, "abcdef": false, "ABCDÉF": false} {
		if err := CheckCode(code); (err == nil) != ok {
			t.Errorf("CheckCode(%q) = %v", code, err)
		}
	}
}

func TestSeatsMayEchoPingsAndNameTheirMoves(t *testing.T) {
	pub, sub := Permissions("ABCDEF", 2)
	if !slices.Contains(pub, Pong("ABCDEF", 2)) || !slices.Contains(sub, Ping("ABCDEF", 2)) || slices.Contains(pub, Pong("ABCDEF", 1)) {
		t.Errorf("seat 2's permissions %v %v", pub, sub)
	}
	for subject, want := range map[string]string{In("ABC234", 1): "ABC234", Out("ABC234"): "ABC234", "cifra.t.abc.in.1": "", "other.t.ABC234.in.1": ""} {
		if got, _ := TableOfSubject(subject); got != want {
			t.Errorf("TableOfSubject(%s) = %q, want %q", subject, got, want)
		}
	}
	for id, ok := range map[string]bool{"a1-_Z": true, "": false, "has space": false, strings.Repeat("x", 65): false} {
		if err := CheckMoveID(id); (err == nil) != ok {
			t.Errorf("CheckMoveID(%q) = %v", id, err)
		}
	}
	for _, c := range []struct {
		game, buzzer string
		ok           bool
	}{{"kakuro", "", true}, {"kakuro", BuzzArrival, true}, {"kakuro", BuzzReaction, true}, {"kakuro", "loudest", false}, {"knister", BuzzArrival, false}, {"knister", "", true}} {
		if err := CheckBuzzer(c.game, c.buzzer); (err == nil) != c.ok {
			t.Errorf("CheckBuzzer(%s, %q) = %v", c.game, c.buzzer, err)
		}
	}
}
