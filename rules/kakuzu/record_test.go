package kakuzu

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"cifra/rules"
)

// botGame plays a bot game with the given settings, stopping after stop
// moves (or at the end when stop < 0).
func botGame(t testing.TB, cfg Config, levels []Level, stop int) *State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*Bot, len(levels))
	for i, l := range levels {
		bots[i], _ = NewBot(string(l), cfg.Seed, i)
	}
	for !s.Finished() && stop != 0 {
		m, ok := s.RandomDraw()
		if !ok {
			m, ok = bots[s.Turn()].Choose(s.View(s.Turn()))
			if !ok {
				t.Fatalf("bot has no move, awaiting %v", s.Awaiting())
			}
		}
		apply(t, s, m)
		stop--
	}
	return s
}

func players(n int) []rules.Player {
	ps := make([]rules.Player, n)
	for i := range ps {
		ps[i] = rules.Player{Name: "Bot", Bot: "normal"}
	}
	return ps
}

func roundTrip(t *testing.T, s *State) *State {
	t.Helper()
	data, err := s.Record().Encode()
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := FromRecord(rec)
	if err != nil {
		t.Fatalf("own record does not replay: %v", err)
	}
	return r
}

func TestRecordReplaysExactly(t *testing.T) {
	for _, cfg := range []Config{
		{Players: players(2), Seed: 3},
		{Players: players(3), Seed: 4, Variant: SameDigit, TurnSeconds: 20},
		{Players: players(4), Seed: 5, Variant: NoBag},
	} {
		for _, stop := range []int{0, 5, 40, -1} {
			s := botGame(t, cfg, []Level{Hard, Normal, Easy, Hard}[:len(cfg.Players)], stop)
			r := roundTrip(t, s)
			if !reflect.DeepEqual(s.View(0), r.View(0)) || !reflect.DeepEqual(s.Moves(), r.Moves()) {
				t.Fatalf("%+v after %d moves: replay differs", cfg, stop)
			}
			m1, ok1 := s.RandomDraw()
			m2, ok2 := r.RandomDraw()
			if m1 != m2 || ok1 != ok2 {
				t.Fatalf("a resumed game draws %v, the original %v", m2, m1)
			}
		}
	}
}

func TestRecordWithoutSheetUsesSeed(t *testing.T) {
	rec := &rules.Record{Format: 1, Game: "kakuzu", Seed: 77, Players: players(2)}
	s, err := FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if s.Sheet() != GenerateSheet(rules.NewRand(77, rules.StreamDeal)) {
		t.Fatal("the sheet is not the seed's")
	}
}

func TestInvalidRecords(t *testing.T) {
	sheet := `{"sheet":["` + strings.Join(wiki, `","`) + `"]}`
	setupMoves := []string{`{"p":0,"lift":[0,0]}`, `{"p":1,"lift":[0,3]}`, `{"p":0,"lift":[0,6]}`, `{"p":1,"lift":[3,0]}`,
		`{"p":0,"lift":[3,3]}`, `{"p":1,"lift":[3,6]}`, `{"p":0,"lift":[6,0]}`, `{"p":1,"lift":[6,3]}`, `{"p":0,"lift":[6,6]}`}
	// On the wiki sheet [0,1] is a 3 and [0,2] a 4.
	nameTwice := append(append([]string(nil), setupMoves...), `{"p":0,"name":3}`, `{"p":0,"lift":[0,1]}`, `{"p":0,"name":3}`)
	cases := []struct {
		name, options, setup string
		moves                []string
		move                 int
		reason, code         string
	}{
		{"wrong game", "", "", nil, -1, "not kakuzu", CodeWrongGame},
		{"unknown option", `{"speed":1}`, "", nil, -1, "unknown key", CodeMalformedRecord},
		{"bad variant", `{"variant":"fast"}`, "", nil, -1, "unknown variant", CodeUnknownVariant},
		{"variant not a string", `{"variant":1}`, "", nil, -1, "options", CodeMalformedRecord},
		{"turn too short", `{"turnSeconds":9}`, "", nil, -1, "10 to 120", CodeBadTurnSeconds},
		{"turn too long", `{"turnSeconds":121}`, "", nil, -1, "10 to 120", CodeBadTurnSeconds},
		{"negative turn", `{"turnSeconds":-30}`, "", nil, -1, "10 to 120", CodeBadTurnSeconds},
		{"between a sitting and days", `{"turnSeconds":3599}`, "", nil, -1, "3600 to 259200", CodeBadTurnSeconds},
		{"over three days", `{"turnSeconds":259201}`, "", nil, -1, "3600 to 259200", CodeBadTurnSeconds},
		{"fractional turn", `{"turnSeconds":30.5}`, "", nil, -1, "options", CodeMalformedRecord},
		{"bad sheet", "", `{"sheet":["123"]}`, nil, -1, "1 rows, not 9", CodeSheetRowCount},
		{"unknown setup key", "", `{"board":[]}`, nil, -1, "unknown key", CodeMalformedRecord},
		{"out of turn", "", sheet, []string{`{"p":0,"lift":[0,0]}`, `{"p":0,"lift":[0,3]}`}, 1, "seat 1's turn", CodeNotYourTurn},
		{"unknown key", "", sheet, []string{`{"p":0,"lift":[0,0],"x":1}`}, 0, "unknown key", CodeMalformedMove},
		{"two actions", "", sheet, []string{`{"p":0,"lift":[0,0],"draw":1}`}, 0, "more than one", CodeMalformedMove},
		{"no action", "", sheet, []string{`{"p":0}`}, 0, "no action", CodeMalformedMove},
		{"timeout false", "", sheet, []string{`{"p":0,"timeout":false}`}, 0, "only be true", CodeMalformedMove},
		{"short lift", "", sheet, []string{`{"p":0,"lift":[0]}`}, 0, "[row, col]", CodeMalformedMove},
		{"no player", "", sheet, []string{`{"lift":[0,0]}`}, 0, `"p"`, CodeMalformedMove},
		{"no seat 2", "", sheet, []string{`{"p":2,"lift":[0,0]}`}, 0, "no seat 2", CodeNoSuchSeat},
		{"not json", "", sheet, []string{`[1,2]`}, 0, "malformed", CodeMalformedMove},
		{"off the tray", "", sheet, []string{`{"p":0,"lift":[9,0]}`}, 0, "not on the tray", CodeOffTray},
		{"timeout without timer", "", sheet, []string{`{"p":0,"timeout":true}`}, 0, "no turn time limit", CodeNoTimer},
		{"named twice", `{"variant":"no-bag"}`, sheet, nameTwice, 11, "already named", CodeAlreadyNamed},
		{"bot level", "", "", nil, -1, "unknown bot level", CodeUnknownLevel},
	}
	for _, c := range cases {
		rec := &rules.Record{Format: 1, Game: "kakuzu", Seed: 1, Players: players(2)}
		if c.name == "wrong game" {
			rec.Game = "knister"
		}
		if c.name == "bot level" {
			rec.Players[1].Bot = "wizard"
		}
		if c.options != "" {
			rec.Options = json.RawMessage(c.options)
		}
		if c.setup != "" {
			rec.Setup = json.RawMessage(c.setup)
		}
		for _, m := range c.moves {
			rec.Moves = append(rec.Moves, json.RawMessage(m))
		}
		s, err := FromRecord(rec)
		var me *rules.MoveError
		if !errors.As(err, &me) {
			t.Fatalf("%s: error %v is not a MoveError", c.name, err)
		}
		if me.Move != c.move || !strings.Contains(me.Reason, c.reason) {
			t.Fatalf("%s: got move %d %q, want move %d containing %q", c.name, me.Move, me.Reason, c.move, c.reason)
		}
		var coded rules.Coded
		if !errors.As(err, &coded) || coded.Code() != c.code || me.Code() != c.code {
			t.Fatalf("%s: code %q, want %q", c.name, me.Code(), c.code)
		}
		var ke Error
		if !errors.As(me.Err, &ke) {
			t.Fatalf("%s: the MoveError wraps %T, not a kakuzu Error", c.name, me.Err)
		}
		if c.move >= 0 && (s == nil || len(s.Moves()) != c.move) {
			t.Fatalf("%s: the state returned is not the one before move %d", c.name, c.move)
		}
	}
}

func TestMoveJSON(t *testing.T) {
	for _, m := range []Move{Lift(1, 2, 3), Draw(0, 0), Name(3, 9), Timeout(2)} {
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var back Move
		if err := json.Unmarshal(data, &back); err != nil || back != m {
			t.Fatalf("%s: %v %v", data, back, err)
		}
	}
	if data, _ := json.Marshal(Lift(0, 4, 2)); string(data) != `{"p":0,"lift":[4,2]}` {
		t.Fatalf("lift written as %s", data)
	}
	if _, err := json.Marshal(Move{}); err == nil {
		t.Fatal("a move without action encodes")
	}
}

// Options: 0 or 10–120 seconds, the three variants, strict keys; a game
// writes them back as they were.
func TestOptions(t *testing.T) {
	for raw, want := range map[string]Options{
		``:                                      {Variant: Classic},
		`{}`:                                    {Variant: Classic},
		`{"variant":"no-bag"}`:                  {Variant: NoBag},
		`{"variant":"classic","turnSeconds":0}`: {Variant: Classic},
		`{"turnSeconds":10}`:                    {Variant: Classic, TurnSeconds: 10},
		`{"variant":"same-digit","turnSeconds":120}`: {Variant: SameDigit, TurnSeconds: 120},
		`{"turnSeconds":3600}`:                       {Variant: Classic, TurnSeconds: 3600},
		`{"turnSeconds":259200}`:                     {Variant: Classic, TurnSeconds: 259200},
	} {
		o, err := DecodeOptions([]byte(raw))
		if err != nil || o != want || o.Validate() != nil {
			t.Errorf("%q: %+v, %v; want %+v", raw, o, err, want)
		}
	}
	if DefaultOptions() != (Options{Variant: Classic}) || string(DefaultOptions().Encode()) != `{}` {
		t.Errorf("defaults %+v encode as %s", DefaultOptions(), DefaultOptions().Encode())
	}
	for _, bad := range []Options{{TurnSeconds: 9}, {TurnSeconds: 121}, {TurnSeconds: 3599}, {TurnSeconds: 259201}, {TurnSeconds: -1}, {Variant: "x"}} {
		if err := bad.Validate(); err == nil {
			t.Errorf("%+v is valid", bad)
		}
		if _, err := New(Config{Players: players(2), Variant: bad.Variant, TurnSeconds: bad.TurnSeconds}); err == nil {
			t.Errorf("New accepts %+v", bad)
		}
	}
	for _, o := range []Options{{Variant: NoBag, TurnSeconds: 45}, {Variant: SameDigit}, {Variant: Classic, TurnSeconds: 120}} {
		s, err := New(Config{Players: players(2), Seed: 1, Variant: o.Variant, TurnSeconds: o.TurnSeconds})
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeOptions(s.Record().Options)
		if err != nil || back != o {
			t.Errorf("%+v comes back as %+v, %v", o, back, err)
		}
	}
}

// NewBot takes a level's name; an unknown one is a coded error.
func TestNewBotLevels(t *testing.T) {
	if got := Levels(); !reflect.DeepEqual(got, []string{"easy", "normal", "hard"}) {
		t.Fatalf("levels %v", got)
	}
	for _, l := range Levels() {
		if b, err := NewBot(l, 1, 2); err != nil || string(b.Level()) != l {
			t.Errorf("NewBot(%q): %v", l, err)
		}
	}
	_, err := NewBot("genius", 1, 0)
	var coded rules.Coded
	if !errors.As(err, &coded) || coded.Code() != CodeUnknownLevel {
		t.Errorf("unknown level: %v", err)
	}
}
