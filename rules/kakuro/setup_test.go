package kakuro

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestDealFromSeed(t *testing.T) {
	for players := 1; players <= 5; players++ {
		s, err := New(DefaultConfig(7, players))
		if err != nil {
			t.Fatal(err)
		}
		var digits [10]int
		for r := 1; r < Size; r++ {
			for c := 1; c < Size; c++ {
				cell := s.Cell(Pos{r, c})
				if cell.Surface() != Silver || cell.Digit < 1 || cell.Digit > 9 {
					t.Fatalf("[%d,%d] dealt as %+v", r, c, cell)
				}
				digits[cell.Digit]++
			}
		}
		for d := 1; d <= 9; d++ {
			if digits[d] > Box.NumberTilesPerDigit {
				t.Errorf("%d tiles show %d", digits[d], d)
			}
		}
		extra := Box.ExtraTiles[players]
		for p := range players {
			if h := s.Hand(p); len(h) != 1+extra || h[0] != Doubler {
				t.Errorf("%d players: seat %d holds %v", players, p, h)
			}
		}
		if got, want := s.StockSize(), 40-players-players*extra; got != want {
			t.Errorf("%d players: stock %d, want %d", players, got, want)
		}
		if s.SumsLeft() != 44 || s.Target() < 3 || s.Target() > 40 {
			t.Errorf("sums left %d, target %d", s.SumsLeft(), s.Target())
		}
		again, _ := New(DefaultConfig(7, players))
		if !reflect.DeepEqual(s, again) {
			t.Error("the same seed dealt two games")
		}
		var drawnEvents int
		for _, e := range s.Opening() {
			if _, ok := e.(ActionTileDrawn); ok {
				drawnEvents++
			}
		}
		if drawnEvents != players*extra {
			t.Errorf("opening shows %d draws", drawnEvents)
		}
	}
	a, _ := New(DefaultConfig(1, 2))
	b, _ := New(DefaultConfig(2, 2))
	if a.board == b.board {
		t.Error("two seeds dealt one board")
	}
}

// The setup fixes what it names; the rest still comes from the seed, the
// same as without it.
func TestExplicitSetup(t *testing.T) {
	plain, _ := New(DefaultConfig(5, 2))
	cfg := DefaultConfig(5, 2)
	cfg.Setup = Setup{Board: bookBoard, Stock: []string{"S", "4", "9", "D", "5"}}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got := BoardRows(&s.board); !reflect.DeepEqual(got, bookBoard) {
		t.Errorf("board %v", got)
	}
	if handString(s.Hand(0)) != "DS9" || handString(s.Hand(1)) != "D4D" || s.StockSize() != 1 {
		t.Errorf("hands %q %q stock %d", handString(s.Hand(0)), handString(s.Hand(1)), s.StockSize())
	}
	if s.Target() != plain.Target() || !reflect.DeepEqual(s.sums, plain.sums) {
		t.Error("fixing the board and stock changed the sum stack")
	}
}

func TestBadSetups(t *testing.T) {
	tests := []struct {
		name string
		cfg  func(*Config)
		code string
		want string
	}{
		{"no players", func(c *Config) { c.Players = 0 }, CodePlayerCount, "1 to 5 players"},
		{"six players", func(c *Config) { c.Players = 6 }, CodePlayerCount, "1 to 5 players"},
		{"hourglass", func(c *Config) { c.Hourglass = 10 }, CodeHourglassRange, "hourglass"},
		{"short board", func(c *Config) { c.Setup.Board = bookBoard[:7] }, CodeSetupBoard, "7 rows"},
		{"zero on board", func(c *Config) {
			c.Setup.Board = append([]string{"02943562"}, bookBoard[1:]...)
		}, CodeSetupBoard, "digits 1-9"},
		{"nine eights", func(c *Config) {
			c.Setup.Board = []string{"88888888", "81111111", "22222222", "33333333", "44444444", "55555555", "66666666", "77777777"}
		}, CodeSetupBoard, "more than 8 tiles showing 8"},
		{"sum 41", func(c *Config) { c.Setup.Sums = []int{41} }, CodeSetupSums, "a sum tile of 41: sum tiles run 3 to 40"},
		{"sum 2", func(c *Config) { c.Setup.Sums = []int{5, 2} }, CodeSetupSums, "a sum tile of 2: sum tiles run 3 to 40"},
		{"two 3s", func(c *Config) { c.Setup.Sums = []int{3, 3} }, CodeSetupSums, "sum tiles of 3"},
		{"empty sums", func(c *Config) { c.Setup.Sums = []int{} }, CodeSetupSums, "empty"},
		{"bad tile", func(c *Config) { c.Setup.Stock = []string{"X"} }, CodeSetupStock, "not an action tile"},
		{"too many doublers", func(c *Config) { c.Setup.Stock = strings.Split("DDDDDDDDD", "") }, CodeSetupStock, "more D tiles"},
	}
	for _, tc := range tests {
		cfg := DefaultConfig(1, 2)
		tc.cfg(&cfg)
		_, err := New(cfg)
		ce, ok := err.(*ConfigError)
		if !ok || ce.Code() != tc.code || !strings.Contains(ce.Error(), tc.want) {
			t.Errorf("%s: %v, want a %s error about %q", tc.name, err, tc.code, tc.want)
		}
	}
}

// Moves survive the record's JSON both ways, and the decoder is strict.
func TestMoveJSON(t *testing.T) {
	m := claimMove(1, Pos{2, 3}, Down, 4, swapUse(Pos{2, 3}, Pos{7, 7}), digitUse(4, Pos{3, 3}), doubleUse(), sumFieldUse('S', Pos{6, 3}))
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"p":1,"claim":{"at":[2,3],"dir":"down","len":4},"use":[{"tile":"S","swap":[[2,3],[7,7]]},{"tile":"4","digit":[3,3]},{"tile":"D","double":true},{"tile":"S","sumfield":[6,3]}]}`
	if string(data) != want {
		t.Fatalf("encoded %s\nwant    %s", data, want)
	}
	back, err := DecodeMove(data)
	if err != nil || !reflect.DeepEqual(back, m) {
		t.Fatalf("decoded %+v, %v", back, err)
	}
	if data, _ := json.Marshal(AsideMove()); string(data) != `{"aside":true}` {
		t.Errorf("aside encodes as %s", data)
	}
	for _, bad := range []string{
		`{"p":0}`,
		`{"aside":true,"claim":{"at":[1,1],"dir":"right","len":2}}`,
		`{"p":0,"claim":{"at":[1,1],"dir":"up","len":2}}`,
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"S","digit":[1,1]}]}`,
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"4","double":true}]}`,
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"D","double":true,"sumfield":[1,3]}]}`,
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"Q","sumfield":[1,3]}]}`,
		`{"p":0,"claim":{"at":[1,1],"dir":"right","len":2},"extra":1}`,
	} {
		if _, err := DecodeMove([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}
