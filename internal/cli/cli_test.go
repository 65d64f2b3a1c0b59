package cli

import (
	"errors"
	"flag"
	"strings"
	"testing"

	"cifra/rules"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		args []string
		want func(Options) bool
	}{
		{nil, func(o Options) bool { return o.Width == 0 && o.Height == 0 && o.Game == "" && o.Players == nil }},
		{[]string{"-size", "390x844"}, func(o Options) bool { return o.Width == 390 && o.Height == 844 }},
		{[]string{"-size", "1920X1080"}, func(o Options) bool { return o.Width == 1920 && o.Height == 1080 }},
		{[]string{"-size", "100000x100000"}, func(o Options) bool { return o.Width == 100000 }}, // FitWindow clamps it
		{[]string{"-players", "Ana, Bot:Hard ,BOT:easy"}, func(o Options) bool {
			return len(o.Players) == 3 && o.Players[0] == rules.Player{Name: "Ana"} && o.Players[1].Bot == "hard" && o.Players[2].Bot == "easy"
		}},
		{[]string{"-lang", "ru", "-seed", "7", "-table", "-game", "kakuro"}, func(o Options) bool {
			return o.Lang == "ru" && o.Seed == 7 && o.Table && o.Game == "kakuro"
		}},
		{[]string{"-watch", " abc234 "}, func(o Options) bool { return o.Watch == "ABC234" && o.Join == "" }},
	} {
		o, err := Parse(c.args, &strings.Builder{})
		if err != nil || !c.want(o) {
			t.Errorf("%q: got %+v, %v", c.args, o, err)
		}
	}
}

// TestParseErrors: every refusal is in words, names what is wrong and is
// never the flag package's usage dump.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-bogus"}, "flag provided but not defined: -bogus (see cifra -h)"},
		{[]string{"-seed", "x"}, `invalid value "x" for flag -seed`},
		{[]string{"-size"}, "flag needs an argument: -size"},
		{[]string{"-size", "20000"}, `-size "20000": expected WIDTHxHEIGHT`},
		{[]string{"-size", "0x800"}, "expected WIDTHxHEIGHT"},
		{[]string{"-size", "1280x800junk"}, "expected WIDTHxHEIGHT"},
		{[]string{"-size", "99999999999999999999x1"}, "expected WIDTHxHEIGHT"},
		{[]string{"-lang", "xx"}, `-lang "xx": unsupported language`},
		{[]string{"-frames", "-1"}, "-frames must not be negative"},
		{[]string{"stray"}, `unexpected argument "stray"`},
		{[]string{"-players", "Ana,,Bo"}, "seat 2: the name is empty"},
		{[]string{"-players", "bot:"}, `seat 1 ("bot:") has no level`},
		{[]string{"-players", strings.Repeat("x", 17)}, "has 17 characters; a name has at most 16"},
		{[]string{"-watch", "ABC"}, `-watch "ABC": a table code has 6 characters`},
		{[]string{"-join", "ABC234", "-watch", "ABC234"}, "joined or watched, not both"},
	} {
		_, err := Parse(c.args, &strings.Builder{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.args, err, c.want)
		}
	}
}

func TestHelp(t *testing.T) {
	var out strings.Builder
	_, err := Parse([]string{"-h"}, &out)
	if !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h: %v, want flag.ErrHelp", err)
	}
	for _, want := range []string{"Usage: cifra [flags]", "-players seats", "-size WIDTHxHEIGHT", "-game id", "-lang", "at most 16 characters"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if _, err := Parse([]string{"-bogus"}, &out); err == nil || out.Len() != 0 {
		t.Errorf("a bad flag printed %q (want only the error, %v)", out.String(), err)
	}
}

func TestCheckName(t *testing.T) {
	for name, ok := range map[string]bool{
		"Ana":                     true,
		"Александра":              true,
		"Maximilian-Josef":        true, // 16
		"Максимилиан-Иосиф":       false,
		"Maximilian-Josefa":       false, // 17
		" ":                       false,
		"":                        false,
		"A\nB":                    false,
		"A\x00":                   false,
		string([]byte{0xff, 'A'}): false,
	} {
		if err := CheckName(name); (err == nil) != ok {
			t.Errorf("CheckName(%q) = %v, want ok %v", name, err, ok)
		}
	}
}

func TestFitWindow(t *testing.T) {
	xvfb := Screen{W: 2000, H: 1200, Scale: 1}
	for _, c := range []struct {
		w, h   int
		screen Screen
		fw, fh int
		note   string
	}{
		{0, 0, xvfb, 1280, 800, ""},
		{0, 0, Screen{W: 1024, H: 768, Scale: 1}, 1024, 768, ""}, // the default fits silently
		{390, 844, xvfb, 390, 844, ""},
		{20000, 20000, xvfb, 2000, 1200, "-size 20000x20000 does not fit (the screen is 2000x1200); the window is 2000x1200"},
		{100000, 100000, Screen{}, 4000, 4000, "a window has at most 4000 pixels a side"},
		{100000, 600, Screen{Scale: 2}, 2000, 600, "at most 2000 pixels"},
		{10, 10, xvfb, 240, 240, "-size 10x10 is too small (a window has at least 240 pixels a side)"},
	} {
		fw, fh, note := FitWindow(c.w, c.h, c.screen)
		if fw != c.fw || fh != c.fh || (c.note == "") != (note == "") || !strings.Contains(note, c.note) {
			t.Errorf("FitWindow(%d, %d, %+v) = %d, %d, %q; want %d, %d, %q", c.w, c.h, c.screen, fw, fh, note, c.fw, c.fh, c.note)
		}
	}
}
