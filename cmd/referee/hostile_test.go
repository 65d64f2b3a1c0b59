package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"
)

// goTypes matches what only Go would write in an error: a slice type, a
// package-qualified name, encoding/json's own prefix.
var goTypes = regexp.MustCompile(`\[\]|\w+\.\w+JSON|\b(rules|knister|kakuro|kakuzu|json|main)\.|json:|\bint\b|\bstring\b`)

// The records the hostile cases are made from: %s is where the moves go
// (the first three valid), so a hostile move is move 4.
const (
	knisterHead = `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"},{"name":"B"}],"moves":[`
	knisterOK   = `{"p":0,"cell":[0,0]},{"p":1,"cell":[0,0]},{"p":0,"cell":[1,1]},`
	kakuroHead  = `{"format":1,"game":"kakuro","seed":14,"players":[{"name":"A"},{"name":"B"}],"moves":[`
	// A third tile set aside ends a Kakuro game: two failed claims lock
	// both out and set the second tile aside, leaving the third in play.
	kakuroOK   = `{"aside":true},{"p":0,"claim":{"at":[1,1],"dir":"right","len":1}},{"p":1,"claim":{"at":[1,1],"dir":"right","len":1}},`
	kakuzuHead = `{"format":1,"game":"kakuzu","seed":7,"players":[{"name":"A"},{"name":"B"}],` +
		`"setup":{"sheet":["869432571","157986423","324517896","418265739","936748215","572391648","295873164","683124957","741659382"]},"moves":[`
	kakuzuOK = `{"p":0,"lift":[1,7]},{"p":1,"lift":[0,5]},{"p":0,"lift":[6,3]},`
)

// hostileCase is a record that must be refused: exit 1, the error at move
// (counted from 1; 0 is the header) and a reason holding every one of want.
type hostileCase struct {
	name   string
	record string
	move   int
	want   []string
}

// fourthMove makes a record of game whose fourth move is m.
func fourthMove(game, m string) string {
	switch game {
	case "knister":
		return knisterHead + knisterOK + m + "]}"
	case "kakuro":
		return kakuroHead + kakuroOK + m + "]}"
	}
	return kakuzuHead + kakuzuOK + m + "]}"
}

// header makes a record of game with a changed header: players replaces
// the seats, extra is added to the top object.
func header(game, players, extra string) string {
	rec := fourthMove(game, validFourth[game])
	if players != "" {
		rec = strings.Replace(rec, `[{"name":"A"},{"name":"B"}]`, players, 1)
	}
	if extra != "" {
		rec = strings.Replace(rec, `{"format":1,`, `{`+extra+`,"format":1,`, 1)
	}
	return rec
}

var seedRe = regexp.MustCompile(`"seed":\d+`)

var validFourth = map[string]string{
	"knister": `{"p":1,"cell":[1,1]}`,
	"kakuro":  `{"p":1,"claim":{"at":[1,1],"dir":"right","len":1}}`,
	"kakuzu":  `{"p":1,"lift":[0,0]}`,
}

// hostileCases are issue 12's hostile records, for every game they apply to.
func hostileCases() []hostileCase {
	var cases []hostileCase
	add := func(name, record string, move int, want ...string) {
		cases = append(cases, hostileCase{name, record, move, want})
	}
	for _, game := range []string{"knister", "kakuro", "kakuzu"} {
		g := game + "/"
		move := map[string]func(string) string{
			"knister": func(extra string) string { return `{"p":1,"cell":[1,1]` + extra + `}` },
			"kakuro":  func(extra string) string { return `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2}` + extra + `}` },
			"kakuzu":  func(extra string) string { return `{"p":1,"lift":[0,0]` + extra + `}` },
		}[game]
		add(g+"duplicate game", header(game, "", `"game":"`+game+`"`), 0, `key "game" appears twice`)
		add(g+"GAME in capitals", header(game, "", `"GAME":"`+game+`"`), 0, `unknown key "GAME"`, `"game"`)
		add(g+"duplicate p", fourthMove(game, move(`,"p":0`)), 4, `key "p" appears twice`)
		add(g+"P in capitals", fourthMove(game, strings.Replace(move(""), `"p"`, `"P"`, 1)), 4, `unknown key "P"`, `"p"`)
		add(g+"unknown key in a move", fourthMove(game, move(`,"x":1`)), 4, `unknown key "x"`)
		add(g+"unknown bot level", header(game, `[{"name":"A","bot":"wizard"},{"name":"B"}]`, ""), 0, `unknown bot level "wizard"`, "easy, normal, hard")
		add(g+"bot level in capitals", header(game, `[{"name":"A","bot":"Hard"},{"name":"B"}]`, ""), 0, `unknown bot level "Hard"`)
		add(g+"null name", header(game, `[{"name":"A"},{"name":null}]`, ""), 0, "player 2, name", "null")
		add(g+"invalid UTF-8 name", header(game, "[{\"name\":\"A\"},{\"name\":\"\xff\xfe\"}]", ""), 0, "player 2, name", "UTF-8")
		add(g+"lone surrogate name", header(game, `[{"name":"\ud800"},{"name":"B"}]`, ""), 0, "player 1, name", "UTF-8")
		add(g+"number as a name", header(game, `[{"name":7},{"name":"B"}]`, ""), 0, "player 1, name", "found 7")
		add(g+"p as text", fourthMove(game, strings.Replace(move(""), `"p":1`, `"p":"1"`, 1)), 4, "p: want a whole number")
		add(g+"p a fraction", fourthMove(game, strings.Replace(move(""), `"p":1`, `"p":1.5`, 1)), 4, "p: want a whole number", "1.5")
		add(g+"p too large", fourthMove(game, strings.Replace(move(""), `"p":1`, `"p":1e400`, 1)), 4, "p:", "1e400", "out of range")
		add(g+"move not an object", fourthMove(game, `[1,2]`), 4, "want an object", "found a list")
		add(g+"negative seed", seedRe.ReplaceAllString(header(game, "", ""), `"seed":-1`), 0, "seed: want a whole number, 0 or more", "-1")
		add(g+"trailing data", fourthMove(game, validFourth[game])+`{}`, 0, "more after the JSON value")
		add(g+"cut-off JSON", strings.TrimSuffix(fourthMove(game, validFourth[game]), "]}"), 0, "stops in the middle")
	}
	for _, bad := range []string{`[1]`, `[1,1,7]`, `[]`, `["1","1"]`, `null`} {
		add("knister/cell "+bad, fourthMove("knister", `{"p":1,"cell":`+bad+`}`), 4, "cell")
		add("kakuzu/lift "+bad, fourthMove("kakuzu", `{"p":1,"lift":`+bad+`}`), 4, "lift")
		add("kakuro/at "+bad, fourthMove("kakuro", `{"p":1,"claim":{"at":`+bad+`,"dir":"right","len":2}}`), 4, "claim", "at")
		add("kakuro/digit "+bad, fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"D","double":true},{"tile":"4","digit":`+bad+`}]}`), 4, "use 2", "digit")
	}
	add("knister/cell [1] in words", fourthMove("knister", `{"p":1,"cell":[1]}`), 4, "cell: want a square [row, col], found 1 number")
	add("knister/setup roll of three dice", strings.Replace(fourthMove("knister", validFourth["knister"]), `"moves"`, `"setup":{"rolls":[[1,2],[3,4,5]]},"moves"`, 1), 0, "setup", "roll 2", "want exactly 2 numbers, found 3")
	add("knister/101 players", header("knister", `[`+strings.Repeat(`{"name":"P"},`, 100)+`{"name":"P"}]`, ""), 0, "1 to 100 players", "not 101")
	for _, swap := range []string{`[[1,1]]`, `[[1,1],[1,2],[1,3]]`} {
		add("kakuro/swap "+swap, fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"S","swap":`+swap+`}]}`), 4, "use 1, swap", "exactly 2 squares")
	}
	add("kakuro/swap square of three", fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"S","swap":[[1,1],[1,2,3]]}]}`), 4, "use 1, square 2", "[row, col]")
	add("kakuro/CLAIM in capitals", fourthMove("kakuro", `{"p":1,"CLAIM":{"at":[1,1],"dir":"right","len":2}}`), 4, `unknown key "CLAIM"`, `"claim"`)
	add("kakuro/unknown key in claim", fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2,"x":1}}`), 4, `claim: unknown key "x"`)
	add("kakuro/BOARD in capitals", strings.Replace(fourthMove("kakuro", validFourth["kakuro"]), `"moves"`, `"setup":{"BOARD":[]},"moves"`, 1), 0, "setup", `unknown key "BOARD"`, `"board"`)
	add("kakuro/aside with p", fourthMove("kakuro", `{"aside":true,"p":1}`), 4, `"aside":true`, "alone")
	add("kakuro/aside with p null", fourthMove("kakuro", `{"aside":true,"p":null}`), 4, `"aside":true`, "alone")
	add("kakuro/aside with a claim", fourthMove("kakuro", `{"aside":true,"claim":{"at":[1,1],"dir":"right","len":2}}`), 4, "alone")
	add("kakuro/aside false with a claim", fourthMove("kakuro", `{"aside":false,"p":1,"claim":{"at":[1,1],"dir":"right","len":2}}`), 4, `"aside" can only be true`)
	add("kakuro/claim without at", fourthMove("kakuro", `{"p":1,"claim":{"dir":"right","len":2}}`), 4, "claim", `"at"`)
	add("kakuro/double false", fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"D","double":false}]}`), 4, "use 1", `"double" can only be true`)
	add("kakuro/unknown tile in use 2", fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"tile":"D","double":true},{"tile":"X","double":true}]}`), 4, "use 2", `"X"`)
	add("kakuro/use key in capitals", fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"right","len":2},"use":[{"TILE":"D","double":true}]}`), 4, "use 1", `unknown key "TILE"`)
	for _, game := range []string{"knister", "kakuro", "kakuzu"} {
		// Nested 9000 deep: refused at once, in words (it once took 1.7 GB).
		deep := strings.Repeat("[", 9000) + strings.Repeat("]", 9000)
		add(game+"/options nested 9000 deep", strings.Replace(fourthMove(game, validFourth[game]), `"moves"`, `"options":{"x":`+deep+`},"moves"`, 1), 0, "nest more than 64 levels deep")
		add(game+"/a move nested 9000 deep", fourthMove(game, `{"p":1,"x":`+deep+`}`), 0, "move 4", "nest more than 64 levels deep") // refused while the record is read
	}
	// One name rule (rules.CheckName) for records, saves, setup and -players.
	for _, game := range []string{"knister", "kakuro", "kakuzu"} {
		for _, c := range []struct{ name, json, want string }{
			{"a new line", `"Ana\nBo"`, "a control character (U+000A)"},
			{"a NUL", `"A\u0000"`, "a control character (U+0000)"},
			{"DEL", `"A\u007f"`, "a control character (U+007F)"},
			{"a C1 code", `"A\u0085"`, "a control character (U+0085)"},
			{"a right-to-left override", `"Ana\u202egnp.exe"`, "a text-direction control (U+202E)"},
			{"a left-to-right isolate", `"\u2066Ana"`, "a text-direction control (U+2066)"},
			{"a right-to-left mark", `"Ana\u200f"`, "a text-direction control (U+200F)"},
			{"a line separator", `"Ana\u2028Bo"`, "a line break (U+2028)"},
			{"empty", `""`, "the name is empty"},
			{"blank", `"  \t "`, "control character"},
			{"spaces only", `"   "`, "is blank"},
			{"zero-width only", `"\u200b\u200b"`, "is blank"},
			{"17 characters", `"Maximilian-Josefa"`, "has 17 characters; a name has at most 16"},
			{"17 Cyrillic", `"Максимилиан-Иосиф"`, "has 17 characters; a name has at most 16"},
		} {
			add(game+"/name with "+c.name, header(game, `[{"name":"A"},{"name":`+c.json+`}]`, ""), 0, "player 2, name", c.want)
		}
		add(game+"/a bot with no name", header(game, `[{"name":"A"},{"bot":"easy"}]`, ""), 0, "player 2, name: the name is empty")
	}
	for _, sums := range []string{"[2]", "[41]", "[5,0]", "[-3]"} {
		add("kakuro/sum tiles "+sums, strings.Replace(fourthMove("kakuro", validFourth["kakuro"]), `"moves"`, `"setup":{"sums":`+sums+`},"moves"`, 1), 0, "sum tiles run 3 to 40")
	}
	add("kakuzu/two actions", fourthMove("kakuzu", `{"p":1,"lift":[0,0],"draw":3}`), 4, "more than one action")
	add("kakuzu/timeout false", fourthMove("kakuzu", `{"p":1,"timeout":false}`), 4, `"timeout" can only be true`)
	for _, input := range []struct{ name, data, want string }{
		{"empty", "", "the record is empty"},
		{"blank", " \n\t ", "the record is empty"},
		{"not JSON", "hello", "not JSON"},
		{"a JSON list", "[1,2]", "not an object"},
		{"no format", `{"game":"knister","players":[{"name":"A"}],"moves":[]}`, `no "format"`},
		{"format 2", `{"format":2,"game":"knister","players":[{"name":"A"}],"moves":[]}`, "format 2, newer than this Cifra reads (format 1)"},
		// A newer format's new key is not "unknown": the format is newer.
		{"format 2 with a new key", `{"format":2,"game":"knister","players":[{"name":"A"}],"clock":{"ms":5},"moves":[]}`, "format 2, newer than this Cifra reads"},
		{"format 9 with a new shape", `{"format":9,"game":"knister","players":"A","moves":[]}`, "format 9, newer than this Cifra reads"},
		{"format 0", `{"format":0,"game":"knister","players":[{"name":"A"}],"moves":[]}`, "format 0 is not supported"},
		{"UTF-8 byte-order mark", "\uFEFF" + fourthMove("knister", validFourth["knister"]), "starts with a UTF-8 byte-order mark (BOM); save it as UTF-8 without BOM"},
		{"UTF-16 with a mark", utf16LE("\uFEFF" + fourthMove("knister", validFourth["knister"])), "UTF-16 (little-endian, with a byte-order mark) text; save it as UTF-8"},
		{"UTF-16 without a mark", utf16LE(fourthMove("knister", validFourth["knister"])), "UTF-16 (little-endian) text; save it as UTF-8"},
		{"UTF-16 big-endian", utf16BE(fourthMove("knister", validFourth["knister"])), "UTF-16 (big-endian) text; save it as UTF-8"},
		{"broken JSON", "{\"format\":1,\n\"game\":}", "line 2"},
		{"unknown game", `{"format":1,"game":"chess","players":[{"name":"A"}],"moves":[]}`, `unknown game "chess"`},
	} {
		add("any/"+input.name, input.data, 0, input.want)
	}
	return cases
}

// utf16LE writes s as UTF-16, low byte first, as Windows tools save
// "Unicode" text.
func utf16LE(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return string(b)
}

// utf16BE writes s as UTF-16, high byte first.
func utf16BE(s string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return string(b)
}

// TestHostileRecords replays every hostile record of issue 12: each is
// refused with exit 1, the error names the move (counted from 1 as a
// person reads it, 0 for the header; the JSON holds the index into
// "moves", one less) and the field, and no Go type leaks into the words.
func TestHostileRecords(t *testing.T) {
	dir := t.TempDir()
	for i, tc := range hostileCases() {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(dir, fmt.Sprintf("%d.json", i))
			if err := os.WriteFile(file, []byte(tc.record), 0o644); err != nil {
				t.Fatal(err)
			}
			reason := refused(t, []string{"replay", file}, nil, tc.move)
			for _, w := range tc.want {
				if !strings.Contains(reason, w) {
					t.Errorf("reason %q does not say %q", reason, w)
				}
			}
		})
	}
}

// refused runs the referee, wants exit 1 and an error at move, checks the
// words for Go types and returns the reason.
func refused(t *testing.T, args []string, stdin io.Reader, move int) string {
	t.Helper()
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	var out, errOut bytes.Buffer
	if code := runWith(args, stdin, &out, &errOut); code != 1 {
		t.Fatalf("exit %d, want 1: %s %s", code, out.String(), errOut.String())
	}
	var sum struct {
		Winners []int `json:"winners"`
		Error   *struct {
			Move   *int   `json:"move"`
			Reason string `json:"reason"`
		} `json:"error"`
	}
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil || sum.Error == nil || sum.Error.Move == nil {
		t.Fatalf("summary %s: %v", out.String(), err)
	}
	if *sum.Error.Move+1 != move { // the JSON's index into "moves", -1 for the header
		t.Errorf("error at move %d (index %d), want %d: %s", *sum.Error.Move+1, *sum.Error.Move, move, out.String())
	}
	if goTypes.MatchString(sum.Error.Reason) {
		t.Errorf("the reason speaks Go: %q", sum.Error.Reason)
	}
	t.Logf("move %d: %s", *sum.Error.Move, sum.Error.Reason)
	return sum.Error.Reason
}

// endless is /dev/zero as a reader: zeros for ever.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestEndlessInput reads an endless input (and /dev/zero itself, where
// there is one) and stops at the size limit with words.
func TestEndlessInput(t *testing.T) {
	if r := refused(t, []string{"replay", "-"}, endless{}, 0); !strings.Contains(r, "larger than 16 MB") {
		t.Errorf("endless stdin: %q", r)
	}
	// By name, a device or a folder is never read (it would never end):
	// refused in words, exit 2, at once (a named pipe: fifo_test.go).
	notFiles := map[string]string{t.TempDir(): "a folder"}
	if _, err := os.Stat("/dev/zero"); err == nil {
		notFiles["/dev/zero"] = "a device"
	}
	for file, kind := range notFiles {
		refusedByName(t, file, kind)
	}
	var out, errOut bytes.Buffer
	rec := fourthMove("knister", validFourth["knister"])
	if code := runWith([]string{"replay", "-"}, strings.NewReader(rec), &out, &errOut); code != 0 {
		t.Errorf("a record on stdin: exit %d %s %s", code, out.String(), errOut.String())
	}
}

// TestUnfinishedHasNoWinners: a record cut off mid-game is valid but has
// no winners yet, in every game.
func TestUnfinishedHasNoWinners(t *testing.T) {
	dir := t.TempDir()
	for _, game := range []string{"knister", "kakuro", "kakuzu"} {
		file := filepath.Join(dir, game+".json")
		if err := os.WriteFile(file, []byte(fourthMove(game, validFourth[game])), 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errOut bytes.Buffer
		if code := run([]string{"replay", file}, &out, &errOut); code != 0 {
			t.Fatalf("%s: exit %d: %s %s", game, code, out.String(), errOut.String())
		}
		var sum struct {
			Finished *bool `json:"finished"`
			Winners  []int `json:"winners"`
		}
		if err := json.Unmarshal(out.Bytes(), &sum); err != nil || sum.Finished == nil || *sum.Finished || sum.Winners == nil || len(sum.Winners) != 0 {
			t.Errorf("%s: %s (%v): want finished false and winners []", game, out.String(), err)
		}
	}
}

// TestManyKnisterPlayers: a knister record may seat up to 100 players.
func TestManyKnisterPlayers(t *testing.T) {
	file := filepath.Join(t.TempDir(), "many.json")
	rec := `{"format":1,"game":"knister","players":[` + strings.Repeat(`{"name":"P"},`, 99) + `{"name":"P"}],"moves":[{"p":99,"cell":[4,4]}]}`
	if err := os.WriteFile(file, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run([]string{"replay", file}, &out, &errOut); code != 0 {
		t.Fatalf("100 players: exit %d: %s", code, out.String())
	}
}

// refusedByName runs "replay FILE" on something that is not a regular
// file and wants exit 2 and words naming what it is.
func refusedByName(t *testing.T, file, kind string) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := runWith([]string{"replay", file}, nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), kind) || !strings.Contains(errOut.String(), "replay -") {
		t.Errorf("%s: exit %d, %q", file, code, errOut.String())
	}
}

// TestSimGamesOutOfRange: -games beyond what a run can keep (it once
// reserved room for all of them first: a panic at the largest int, 16 GB
// at two billion) is refused in words, exit 2, before any game.
func TestSimGamesOutOfRange(t *testing.T) {
	for _, n := range []string{"0", "-5", "1000001", "2000000000", "9223372036854775807"} {
		var out, errOut bytes.Buffer
		code := runWith([]string{"sim", "-game", "knister", "-games", n}, nil, &out, &errOut)
		if code != 2 || !strings.Contains(errOut.String(), "-games must be 1 to 1000000") || out.Len() > 0 {
			t.Errorf("-games %s: exit %d, %q %q", n, code, out.String(), errOut.String())
		}
	}
}

// TestLongValuesAreNotEchoed: a refused value is quoted cut short with
// its length, so a 10 MB game name, bot level or direction gives a line of
// output, not 20 MB.
func TestLongValuesAreNotEchoed(t *testing.T) {
	long := strings.Repeat("x", 10<<20)
	dir := t.TempDir()
	for name, c := range map[string]struct {
		args   []string
		record string
	}{
		"game name":  {record: `{"format":1,"game":"` + long + `","seed":1,"players":[{"name":"A"}],"moves":[]}`},
		"kakuro dir": {record: fourthMove("kakuro", `{"p":1,"claim":{"at":[1,1],"dir":"`+long+`","len":2}}`)},
		"a name":     {record: `{"format":1,"game":"kakuzu","seed":1,"players":[{"name":"` + long + `"}],"moves":[]}`},
		"sim game":   {args: []string{"sim", "-game", long}},
		"sim level":  {args: []string{"sim", "-game", "knister", "-bots", long}},
		"command":    {args: []string{long}},
	} {
		args := c.args
		if c.record != "" {
			file := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".json")
			if err := os.WriteFile(file, []byte(c.record), 0o644); err != nil {
				t.Fatal(err)
			}
			args = []string{"replay", file}
		}
		var out, errOut bytes.Buffer
		code := runWith(args, strings.NewReader(""), &out, &errOut)
		if code == 0 || out.Len()+errOut.Len() > 2000 || !strings.Contains(out.String()+errOut.String(), "10485760 characters") {
			t.Errorf("%s: exit %d, %d bytes of output: %.200s", name, code, out.Len()+errOut.Len(), out.String()+errOut.String())
		}
	}
}

// TestFlagsThatDoNotApply: -variant for a game without variants, or a
// variant the game does not have, is refused in words, not ignored.
func TestFlagsThatDoNotApply(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "-game", "knister", "-variant", "no-bag"}, "knister has no variants"},
		{[]string{"sim", "-game", "kakuro", "-variant", "classic"}, "kakuro has no variants"},
		{[]string{"sim", "-game", "kakuzu", "-variant", "blitz"}, `unknown variant "blitz" for kakuzu`},
	} {
		var out, errOut bytes.Buffer
		if code := runWith(c.args, nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), c.want) {
			t.Errorf("%v: exit %d, %q", c.args, code, errOut.String())
		}
	}
	var out, errOut bytes.Buffer
	if code := runWith([]string{"sim", "-game", "kakuzu", "-variant", "no-bag", "-games", "2", "-bots", "easy,easy"}, nil, &out, &errOut); code != 0 {
		t.Errorf("a kakuzu variant: exit %d, %s", code, errOut.String())
	}
}
