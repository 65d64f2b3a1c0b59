package kakuro

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"cifra/rules"
)

// bookSetup is a record's setup on the book board with the given sums;
// with two players seat 0 holds D 4 9 and seat 1 D S D.
func bookSetup(sums string) string {
	return `"setup":{"board":["` + strings.Join(bookBoard, `","`) + `"],"sums":` + sums + `,"stock":["4","S","9","D"]}`
}

func twoPlayerRecord(t *testing.T, moves ...string) *rules.Record {
	t.Helper()
	rec, err := rules.DecodeRecord([]byte(`{"format":1,"game":"kakuro","seed":5,"players":[{"name":"A"},{"name":"B"}],` +
		bookSetup("[20,36,11]") + `,"moves":[` + strings.Join(moves, ",") + `]}`))
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// wantMoveError checks that err is a *rules.MoveError at move with the
// code, found as a scene finds it.
func wantMoveError(t *testing.T, err error, move int, code string) *rules.MoveError {
	t.Helper()
	var me *rules.MoveError
	if !errors.As(err, &me) || me.Move != move {
		t.Fatalf("error %v, want an invalid record at move %d", err, move)
	}
	var c rules.Coded
	if !errors.As(err, &c) || c.Code() != code || me.Code() != code {
		t.Fatalf("error %v has code %q, want %q", err, me.Code(), code)
	}
	return me
}

// RULES.md §4: a claim naming a square off the 9×9 board — the row's
// first square, any square the row covers, or a use's square — makes the
// record invalid; the state returned is the one before that move.
func TestOffBoardClaimsAreInvalid(t *testing.T) {
	tests := []struct {
		name, claim string
		square      Pos
	}{
		{"start above the board", `"claim":{"at":[-1,3],"dir":"down","len":3}`, Pos{-1, 3}},
		{"start left of the board", `"claim":{"at":[2,-1],"dir":"right","len":3}`, Pos{2, -1}},
		{"start below the board", `"claim":{"at":[9,1],"dir":"right","len":2}`, Pos{9, 1}},
		{"runs off to the right", `"claim":{"at":[1,5],"dir":"right","len":5}`, Pos{1, 9}},
		{"runs off the bottom", `"claim":{"at":[6,3],"dir":"down","len":4}`, Pos{9, 3}},
		{"ten squares", `"claim":{"at":[0,0],"dir":"right","len":10}`, Pos{0, 9}},
		{"absurd length", `"claim":{"at":[2,1],"dir":"right","len":9000000000000000000},"use":[{"tile":"4","digit":[2,3]}]`, Pos{2, 9}},
		{"longest int", fmt.Sprintf(`"claim":{"at":[8,8],"dir":"down","len":%d},"use":[{"tile":"4","digit":[8,8]}]`, math.MaxInt), Pos{9, 8}},
		{"digit off the board", `"claim":{"at":[2,1],"dir":"right","len":8},"use":[{"tile":"4","digit":[2,9]}]`, Pos{2, 9}},
		{"sum field off the board", `"claim":{"at":[2,1],"dir":"right","len":8},"use":[{"tile":"9","sumfield":[2,9]}]`, Pos{2, 9}},
		{"swap off the board", `"claim":{"at":[2,1],"dir":"right","len":8},"use":[{"tile":"D","double":true},{"tile":"S","swap":[[2,1],[4,-3]]}]`, Pos{4, -3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := 0
			if strings.Contains(tc.claim, `"S"`) {
				p = 1
			}
			rec := twoPlayerRecord(t, fmt.Sprintf(`{"p":%d,"claim":{"at":[1,1],"dir":"right","len":2}}`, 1-p), fmt.Sprintf(`{"p":%d,%s}`, p, tc.claim))
			s, err := FromRecord(rec)
			me := wantMoveError(t, err, 1, CodeOffBoard)
			var im *InvalidMove
			if !errors.As(me, &im) || im.Square != tc.square || im.Player != p {
				t.Fatalf("invalid move %+v, want square %v", im, tc.square)
			}
			if s == nil || len(s.Moves()) != 1 || !s.LockedOut(1-p) {
				t.Fatalf("the state is not the one before the move: %v", s)
			}
		})
	}
}

// A row on the board that breaks a row rule is a failed claim with its
// penalty, not an invalid record.
func TestRowsOnTheBoardFail(t *testing.T) {
	for _, claim := range []string{
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":1}}`,
		`{"p":0,"claim":{"at":[0,1],"dir":"right","len":8}}`,
		`{"p":0,"claim":{"at":[0,0],"dir":"right","len":9}}`,
		`{"p":0,"claim":{"at":[1,0],"dir":"down","len":8}}`,
		`{"p":0,"claim":{"at":[8,8],"dir":"down","len":1}}`,
		`{"p":0,"claim":{"at":[8,1],"dir":"right","len":8},"use":[{"tile":"4","digit":[8,8]}]}`,
	} {
		var reasons []Reason
		s, err := Replay(twoPlayerRecord(t, claim), func(_ int, _ Move, evs []Event) {
			for _, e := range evs {
				if r, ok := e.(ClaimRejected); ok {
					reasons = append(reasons, r.Reason)
				}
			}
		})
		if err != nil || len(reasons) != 1 || !s.LockedOut(0) {
			t.Errorf("%s: error %v, rejections %v", claim, err, reasons)
		}
	}
}

// When a failed claim leaves every seat locked out, the rules set the sum
// tile aside themselves: no aside move is recorded, and a recorded aside
// after it sets the next tile aside.
func TestLockedOutAsideIsNotRecorded(t *testing.T) {
	var asides []int
	observe := func(i int, _ Move, evs []Event) {
		for _, e := range evs {
			if a, ok := e.(SumTileSetAside); ok {
				asides = append(asides, i)
				if a.Count != len(asides) {
					t.Errorf("move %d: aside count %d", i, a.Count)
				}
			}
		}
	}
	rec := twoPlayerRecord(t,
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":2}}`,
		`{"p":1,"claim":{"at":[1,1],"dir":"right","len":2}}`,
		`{"aside":true}`)
	s, err := Replay(rec, observe)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(asides) != "[1 2]" || fmt.Sprint(s.Aside()) != "[20 36]" || s.Target() != 11 {
		t.Fatalf("asides at moves %v, aside %v, target %d", asides, s.Aside(), s.Target())
	}
	if s.LockedOut(0) || s.LockedOut(1) {
		t.Error("the lockouts outlived their sum tile")
	}
	// The third tile set aside by the lockouts ends the game: a recorded
	// aside after it cannot have happened.
	rec = twoPlayerRecord(t,
		`{"aside":true}`, `{"aside":true}`,
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":2}}`,
		`{"p":1,"claim":{"at":[1,1],"dir":"right","len":2}}`,
		`{"aside":true}`)
	s, err = FromRecord(rec)
	wantMoveError(t, err, 4, CodeGameOver)
	if !s.Finished() || len(s.Aside()) != 3 {
		t.Fatalf("finished %v, aside %v", s.Finished(), s.Aside())
	}
}

// Every error New, Apply, NewBot and FromRecord return has a stable code,
// and FromRecord's carries the code of the error behind it.
func TestErrorsAreCoded(t *testing.T) {
	var c rules.Coded
	_, err := New(DefaultConfig(1, 0))
	if !errors.As(err, &c) || c.Code() != CodePlayerCount {
		t.Errorf("New: %v", err)
	}
	s, _ := New(DefaultConfig(1, 2))
	_, err = s.Apply(claimMove(3, Pos{1, 1}, Right, 2))
	if !errors.As(err, &c) || c.Code() != CodeNoSuchPlayer {
		t.Errorf("Apply: %v", err)
	}
	_, err = NewBot("wizard", 1, 0)
	if !errors.As(err, &c) || c.Code() != CodeUnknownLevel {
		t.Errorf("NewBot: %v", err)
	}
	header := `{"format":1,"game":"kakuro","seed":1,`
	for _, tc := range []struct{ json, code string }{
		{`{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":[]}`, CodeWrongGame},
		{header + `"players":[{"name":"A"}],"options":{"sand":1},"moves":[]}`, CodeBadOptions},
		{header + `"players":[{"name":"A"}],"options":{"hourglass":"60"},"moves":[]}`, CodeBadOptions},
		{header + `"players":[{"name":"A"}],"options":{"hourglass":29},"moves":[]}`, CodeHourglassRange},
		{header + `"players":[{"name":"A"}],"options":{"hourglass":181},"moves":[]}`, CodeHourglassRange},
		{header + `"players":[{"name":"A"}],"options":{"hourglass":-1},"moves":[]}`, CodeHourglassRange},
		{header + `"players":[{"name":"A"}],"setup":{"dice":[]},"moves":[]}`, CodeBadSetup},
		{header + `"players":[{"name":"A"}],"setup":{"board":["1"]},"moves":[]}`, CodeSetupBoard},
		{header + `"players":[{"name":"A"}],"setup":{"sums":[2]},"moves":[]}`, CodeSetupSums},
		{header + `"players":[{"name":"A"}],"setup":{"stock":["X"]},"moves":[]}`, CodeSetupStock},
		{header + `"players":[{"name":"A","bot":"wizard"}],"moves":[]}`, CodeUnknownLevel},
		{header + `"players":[{"name":"A"},{"name":"B"},{"name":"C"},{"name":"D"},{"name":"E"},{"name":"F"}],"moves":[]}`, CodePlayerCount},
	} {
		rec, err := rules.DecodeRecord([]byte(tc.json))
		if err != nil {
			t.Fatal(err)
		}
		s, err := FromRecord(rec)
		wantMoveError(t, err, -1, tc.code)
		if s != nil {
			t.Errorf("%s: a state for a bad header", tc.json)
		}
	}
	_, err = FromRecord(twoPlayerRecord(t, `{"p":0,"claim":{"at":[1,1],"dir":"up","len":2}}`))
	wantMoveError(t, err, 0, CodeMalformed)
	_, err = FromRecord(twoPlayerRecord(t, `{"p":0,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"S","sumfield":[1,3]}]}`))
	wantMoveError(t, err, 0, CodeTileNotHeld)
}

// Options: the defaults for missing keys, 0 or 30–180 seconds, strict keys.
func TestDecodeOptions(t *testing.T) {
	for raw, want := range map[string]int{``: 60, `{}`: 60, `null`: 60, `{"hourglass":0}`: 0, `{"hourglass":30}`: 30, `{"hourglass":180}`: 180} {
		o, err := DecodeOptions([]byte(raw))
		if err != nil || o.Hourglass != want {
			t.Errorf("%q: %+v, %v; want %d", raw, o, err, want)
		}
	}
	for _, raw := range []string{`{"hourglass":1}`, `{"hourglass":29}`, `{"hourglass":181}`, `{"hourglass":-30}`, `{"hourglass":9000000000000000000}`} {
		_, err := DecodeOptions([]byte(raw))
		if ce, ok := err.(*ConfigError); !ok || ce.Code() != CodeHourglassRange {
			t.Errorf("%s: %v", raw, err)
		}
	}
	for _, raw := range []string{`{"hourglass":60.5}`, `{"Hourglass":60,"x":1}`, `[]`, `{"turnSeconds":30}`, `{"hourglass":null}`} {
		_, err := DecodeOptions([]byte(raw))
		if ce, ok := err.(*ConfigError); !ok || ce.Code() != CodeBadOptions {
			t.Errorf("%s: %v", raw, err)
		}
	}
	if DefaultOptions().Encode() != nil || string(Options{}.Encode()) != `{"hourglass":0}` {
		t.Errorf("encoded %s and %s", DefaultOptions().Encode(), Options{}.Encode())
	}
	// A game's record writes its options back as they were.
	for _, h := range []int{0, 30, 60, 180} {
		cfg := DefaultConfig(3, 2)
		cfg.Hourglass = h
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		again, err := FromRecord(s.Record(make([]rules.Player, 2)))
		if err != nil || again.Config().Hourglass != h {
			t.Errorf("hourglass %d comes back as %v, %v", h, again.Config().Hourglass, err)
		}
	}
}
