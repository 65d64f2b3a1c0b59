package rules

import (
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"
)

type strictInner struct {
	At  [2]int `json:"at"`
	Dir string `json:"dir"`
}

type strictBase struct {
	Shared int `json:"shared"`
}

type strictOuter struct {
	strictBase
	P      *int            `json:"p"`
	Name   string          `json:"name"`
	On     bool            `json:"on,omitempty"`
	Inner  *strictInner    `json:"inner"`
	List   []strictInner   `json:"use"`
	Raw    json.RawMessage `json:"raw"`
	Opts   map[string]any  `json:"opts"`
	Seed   uint64          `json:"seed"`
	Rate   float64         `json:"rate"`
	hidden int
	Skip   int `json:"-"`
}

// DecodeStrict accepts what encoding/json would read the same way and
// refuses the rest with words and a path.
func TestDecodeStrict(t *testing.T) {
	good := `{"shared":1,"p":0,"name":"Ana","on":true,"inner":{"at":[1,2],"dir":"right"},"use":[{"at":[0,0],"dir":"down"}],` +
		`"raw":{"any":[1,{"x":null}]},"opts":{"a":1},"seed":18446744073709551615,"rate":1.5e3}`
	var v strictOuter
	if err := DecodeStrict([]byte(good), &v); err != nil {
		t.Fatal(err)
	}
	if v.Shared != 1 || *v.P != 0 || v.Inner.At != [2]int{1, 2} || len(v.List) != 1 || string(v.Raw) != `{"any":[1,{"x":null}]}` || v.Seed != 1<<64-1 || v.hidden != 0 {
		t.Fatalf("decoded %+v", v)
	}
	for _, empty := range []string{"", "  ", "null"} {
		if err := DecodeStrict([]byte(empty), &v); err != nil {
			t.Errorf("%q: %v", empty, err)
		}
	}
	for _, tc := range []struct{ json, want string }{
		{`{"p":1,"p":2}`, `key "p" appears twice`},
		{`{"P":1}`, `unknown key "P" (keys are case-sensitive: write "p")`},
		{`{"hidden":1}`, `unknown key "hidden"`},
		{`{"Skip":1}`, `unknown key "Skip"`},
		{`{"inner":{"at":[1]}}`, `inner, at: want a square [row, col], found 1 number`},
		{`{"inner":{"at":[1,2,3]}}`, `inner, at: want a square [row, col], found 3 numbers`},
		{`{"inner":{"at":[1,"x"]}}`, `inner, at column: want a whole number, found "x"`},
		{`{"use":[{},{"dir":"up","x":1}]}`, `use 2: unknown key "x"`},
		{`{"use":[{"dir":null}]}`, `use 1, dir: want text in quotes, found null`},
		{`{"name":"\ud800x"}`, `name: the text is not valid UTF-8`},
		{"{\"name\":\"\xc3\"}", `name: the text is not valid UTF-8`},
		{`{"raw":{"k":1,"k":2}}`, ``}, // raw: checked by whoever decodes it
		{`{"opts":{"k":1,"k":2}}`, `opts: key "k" appears twice`},
		{`{"opts":{"k":{"m":[{"n":1,"n":1}]}}}`, `opts, k, m item 1: key "n" appears twice`},
		{`{"seed":-1}`, `seed: want a whole number, 0 or more, found -1`},
		{`{"seed":18446744073709551616}`, `seed: 18446744073709551616 is out of range`},
		{`{"p":1e999}`, `p: 1e999 is out of range`},
		{`{"p":2.5}`, `p: want a whole number, found 2.5`},
		{`{"on":1}`, `on: want true or false, found 1`},
		{`{"use":{}}`, `use: want a list […], found an object`},
		{`{"inner":[]}`, `inner: want an object {…}, found a list`},
		{`{} {}`, `there is more after the JSON value`},
		{`{"p":`, `the JSON stops in the middle`},
		{"{\n\"p\":x}", `not valid JSON at line 2`},
	} {
		var v strictOuter
		err := DecodeStrict([]byte(tc.json), &v)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.json, err)
			}
			continue
		}
		var de *DecodeError
		if !errors.As(err, &de) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.json, err, tc.want)
		}
	}
	// A map target (a save's v1 envelope) keeps its keys' case and is
	// refused a key given twice.
	var m map[string]json.RawMessage
	if err := DecodeStrict([]byte(`{"Record":1,"record":2}`), &m); err != nil || len(m) != 2 {
		t.Errorf("map: %v %v", m, err)
	}
	if err := DecodeStrict([]byte(`{"a":1,"a":2}`), &m); err == nil {
		t.Error("map: a key given twice was read")
	}
}

// DecodeRecord says what is wrong with an input that is no record at all.
func TestDecodeRecordWords(t *testing.T) {
	for in, want := range map[string]string{
		"":                   "the record is empty",
		"\n":                 "the record is empty",
		"hello":              "the record is not JSON",
		"[]":                 "not an object",
		`{"game":"knister"}`: `no "format"`,
		`{"format":1,"game":"knister","players":[{"name":"A"}],"moves":[],"format":1}`: `key "format" appears twice`,
		`{"format":1,"Game":"knister","players":[{"name":"A"}],"moves":[]}`:            `unknown key "Game"`,
		`{"format":1,"game":"knister","players":[{"name":null}],"moves":[]}`:           `player 1, name: want text in quotes, found null`,
		`{"format":1,"game":"knister","players":[{"name":"A"}],"moves":null}`:          ``,
	} {
		_, err := DecodeRecord([]byte(in))
		var me *MoveError
		switch {
		case want == "" && err != nil:
			t.Errorf("%q: %v", in, err)
		case want == "":
		case !errors.As(err, &me) || me.Move != -1 || !strings.Contains(me.Reason, want):
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
	if _, err := DecodeRecord(make([]byte, MaxRecordBytes+1)); err == nil || !strings.Contains(err.Error(), "16 MB") {
		t.Errorf("a huge record: %v", err)
	}
}

// A MoveError's words count moves from 1, as a person reads them; its
// JSON keeps the index into "moves" (-1: the header) for programs.
func TestMoveErrorCountsFromOneInWords(t *testing.T) {
	b, _ := json.Marshal(InvalidAt(3, errors.New("x")))
	if string(b) != `{"move":3,"reason":"x"}` || InvalidAt(3, errors.New("x")).Error() != "invalid record: move 4: x" {
		t.Errorf("move 3: %s", b)
	}
	if b, _ := json.Marshal(RecordError("y")); string(b) != `{"move":-1,"reason":"y"}` {
		t.Errorf("header: %s", b)
	}
}

// FuzzDecodeStrict: no input panics, every error is a *DecodeError, and
// what DecodeStrict accepts encoding/json reads too.
func FuzzDecodeStrict(f *testing.F) {
	for _, s := range []string{`{"p":1,"inner":{"at":[1,2]}}`, `{"use":[{"at":[0,0]}]}`, `{"raw":[1,{"a":"\u00e9"}]}`, `{"p":1,"p":1}`, `[`, "\"\xff\""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v strictOuter
		err := DecodeStrict(data, &v)
		var de *DecodeError
		if err != nil && !errors.As(err, &de) {
			t.Fatalf("%q: %T %v", data, err, err)
		}
		if trimmed := string(trimJSONSpace(data)); err == nil && trimmed != "" && trimmed != "null" {
			var w strictOuter
			if jerr := json.Unmarshal(data, &w); jerr != nil {
				t.Fatalf("%q: accepted, but encoding/json says %v", data, jerr)
			}
		}
	})
}

// TestDeepNestingIsRefusedCheaply: lists and objects nested past
// MaxNesting are refused in words, at once: decoding a hostile 8000-deep
// record costs about what a shallow one does (it once cost memory with
// the square of the depth: 1.7 GB at 8000), and a real record's depth is
// read as before.
func TestDeepNestingIsRefusedCheaply(t *testing.T) {
	nest := func(depth int, open, close string) []byte {
		return []byte(`{"opts":{"a":` + strings.Repeat(open, depth) + "1" + strings.Repeat(close, depth) + `}}`)
	}
	var v strictOuter
	if err := DecodeStrict(nest(MaxNesting-4, "[", "]"), &v); err != nil {
		t.Fatalf("%d levels: %v", MaxNesting-4, err)
	}
	for _, depth := range []int{MaxNesting + 1, 1000, 8000} {
		for _, shape := range [][2]string{{"[", "]"}, {`{"k":`, "}"}} {
			data := nest(depth, shape[0], shape[1])
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := DecodeStrict(data, &v)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), "nest more than 64 levels deep") {
				t.Errorf("%d levels of %s: %v", depth, shape[0], err)
			}
			if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20+uint64(len(data))*8 {
				t.Errorf("%d levels of %s: %d bytes allocated to refuse %d bytes", depth, shape[0], grew, len(data))
			}
		}
	}
	// Under a raw field (read as it is by the walk) too.
	var r struct {
		Raw json.RawMessage `json:"raw"`
	}
	if err := DecodeStrict([]byte(`{"raw":`+strings.Repeat("[", 500)+strings.Repeat("]", 500)+`}`), &r); err == nil {
		t.Error("500 levels under a raw field were read")
	}
}
