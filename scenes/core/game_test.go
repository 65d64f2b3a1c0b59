package core

import (
	"strings"
	"testing"

	"cifra/rules"
)

// testGame is a registry entry with one option of each kind, as a game
// would describe itself.
func testGame() *Game {
	return &Game{
		ID: "testgame", MinSeats: 2, MaxSeats: 4, BotLevels: []string{"easy", "hard"},
		Options: []Option{
			{Key: "hourglass", Kind: Number, Min: 30, Max: 120, Step: 30, Off: true, Default: 60},
			{Key: "variant", Kind: Choice, Choices: []string{"classic", "fast", "long"}, Default: "classic"},
			{Key: "open", Kind: Toggle, Default: false},
			{Key: "rounds", Kind: Number, Min: 1, Max: 3, Step: 1, Default: 2},
		},
	}
}

func seats(n int) []rules.Player {
	out := make([]rules.Player, n)
	for i := range out {
		out[i] = rules.Player{Name: "P" + string(rune('1'+i))}
	}
	return out
}

// TestOptionNextCycles: pressing an option's button walks its values in
// order and comes back to where it started; every value it offers passes
// Check; an invalid value gives the default.
func TestOptionNextCycles(t *testing.T) {
	g := testGame()
	cycles := map[string][]any{
		"hourglass": {60, 90, 120, 0, 30, 60},
		"variant":   {"classic", "fast", "long", "classic"},
		"open":      {false, true, false},
		"rounds":    {2, 3, 1, 2},
	}
	for i := range g.Options {
		o := &g.Options[i]
		want := cycles[o.Key]
		v := o.Default
		for step, w := range want {
			if v != w {
				t.Fatalf("%s: step %d gives %v, want %v (cycle %v)", o.Key, step, v, w, want)
			}
			if err := o.Check(v); err != nil {
				t.Fatalf("%s: Next offered %v, which Check rejects: %v", o.Key, v, err)
			}
			v = o.Next(v)
		}
	}
	for _, tc := range []struct {
		key string
		bad any
	}{
		{"hourglass", 999}, {"hourglass", -30}, {"hourglass", "60"}, {"hourglass", 60.0},
		{"variant", "blitz"}, {"variant", 1}, {"open", "yes"}, {"open", nil},
		{"rounds", 0}, {"rounds", 4},
	} {
		o := option(g, tc.key)
		if err := o.Check(tc.bad); err == nil {
			t.Errorf("%s: Check(%#v) accepts it", tc.key, tc.bad)
		} else if !strings.Contains(err.Error(), tc.key) {
			t.Errorf("%s: Check(%#v) = %q does not name the option", tc.key, tc.bad, err)
		}
		if got := o.Next(tc.bad); got != o.Default {
			t.Errorf("%s: Next(%#v) = %v, want the default %v", tc.key, tc.bad, got, o.Default)
		}
	}
}

// TestNumberOptionsKeepToTheirSteps: a number option's values are Min..Max
// in steps of Step (and 0 when Off); a value between two steps is not one
// of them, whatever a hand-edited save says.
// TestNumberOptionsKeepToTheirSteps: a record may hold any value in range
// (the rules accept it), but setup's cycle goes back onto the steps.
func TestNumberOptionsKeepToTheirSteps(t *testing.T) {
	o := option(testGame(), "hourglass")
	for v, want := range map[int]any{45: 60, 31: 60, 119: 120, 120: 0, 30: 60} {
		if err := o.Check(v); err != nil {
			t.Errorf("Check(%d): %v; any value in range is legal", v, err)
		}
		if got := o.Next(v); got != want {
			t.Errorf("Next(%d) = %v, want %v (the next step)", v, got, want)
		}
	}
}

func option(g *Game, key string) *Option {
	for i := range g.Options {
		if g.Options[i].Key == key {
			return &g.Options[i]
		}
	}
	panic("no option " + key)
}

// TestTableCheck: a table is checked against its game's seats, bot levels
// and options; every problem is named.
func TestTableCheck(t *testing.T) {
	g := testGame()
	good := Table{Game: g.ID, Seats: seats(3), Options: map[string]any{"hourglass": 0, "variant": "fast", "open": true, "rounds": 3}}
	if err := good.Check(g); err != nil {
		t.Fatalf("a good table: %v", err)
	}
	if err := (Table{Game: g.ID, Seats: seats(2)}).Check(g); err != nil {
		t.Fatalf("a table without options (all defaults): %v", err)
	}
	for name, tc := range map[string]struct {
		edit func(t *Table)
		says []string
	}{
		"one seat":           {func(t *Table) { t.Seats = seats(1) }, []string{"2 to 4", "not 1"}},
		"five seats":         {func(t *Table) { t.Seats = seats(5) }, []string{"not 5"}},
		"no name":            {func(t *Table) { t.Seats[1].Name = "" }, []string{"seat 2"}},
		"unknown bot":        {func(t *Table) { t.Seats[2].Bot = "genius" }, []string{"seat 3", "genius"}},
		"unknown option":     {func(t *Table) { t.Options["turbo"] = true }, []string{`"turbo"`}},
		"number too big":     {func(t *Table) { t.Options["hourglass"] = 999 }, []string{"hourglass", "999"}},
		"number too small":   {func(t *Table) { t.Options["rounds"] = 0 }, []string{"rounds"}},
		"number as text":     {func(t *Table) { t.Options["hourglass"] = "60" }, []string{"hourglass"}},
		"unknown choice":     {func(t *Table) { t.Options["variant"] = "blitz" }, []string{"variant", "blitz"}},
		"toggle as number":   {func(t *Table) { t.Options["open"] = 1 }, []string{"open"}},
		"two things at once": {func(t *Table) { t.Options["hourglass"] = 999; t.Options["variant"] = "blitz" }, []string{"hourglass", "variant"}},
	} {
		t.Run(name, func(t *testing.T) {
			tb := good
			tb.Seats = append([]rules.Player(nil), good.Seats...)
			tb.Options = map[string]any{}
			for k, v := range good.Options {
				tb.Options[k] = v
			}
			tc.edit(&tb)
			err := tb.Check(g)
			if err == nil {
				t.Fatal("accepted")
			}
			for _, s := range tc.says {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("%q does not say %q", err, s)
				}
			}
		})
	}
}

// TestWithDefaults fills the missing options, replaces the invalid ones by
// their defaults, drops unknown ones and leaves the table's map alone.
func TestWithDefaults(t *testing.T) {
	g := testGame()
	tb := Table{Options: map[string]any{"hourglass": 999, "variant": "long", "turbo": true}}
	got := tb.WithDefaults(g)
	want := map[string]any{"hourglass": 60, "variant": "long", "open": false, "rounds": 2}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if tb.Options["hourglass"] != 999 || len(tb.Options) != 3 {
		t.Fatalf("the table's own options changed: %v", tb.Options)
	}
}

func TestTableHumans(t *testing.T) {
	tb := Table{Seats: []rules.Player{{Name: "A"}, {Name: "B", Bot: "easy"}, {Name: "C"}}}
	if tb.Humans() != 2 || !tb.Human(0) || tb.Human(1) || !tb.Human(2) {
		t.Fatalf("humans %d", tb.Humans())
	}
}

func TestPlayable(t *testing.T) {
	g := testGame()
	if g.Playable() {
		t.Fatal("a game without Start is playable")
	}
	g.Start = func(*Context, Table) Scene { return nil }
	if !g.Playable() {
		t.Fatal("a game with Start is not playable")
	}
}
