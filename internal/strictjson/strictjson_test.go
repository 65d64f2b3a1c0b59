package strictjson

import (
	"encoding/json"
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
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
	List   []strictInner   `json:"use" strict:"item=use"`
	Raw    json.RawMessage `json:"raw"`
	Opts   map[string]any  `json:"opts"`
	Seed   uint64          `json:"seed"`
	Rate   float64         `json:"rate"`
	hidden int
	Skip   int `json:"-"`
}

// Decode accepts what encoding/json would read the same way and
// refuses the rest with words and a path.
func TestDecode(t *testing.T) {
	good := `{"shared":1,"p":0,"name":"Ana","on":true,"inner":{"at":[1,2],"dir":"right"},"use":[{"at":[0,0],"dir":"down"}],` +
		`"raw":{"any":[1,{"x":null}]},"opts":{"a":1},"seed":18446744073709551615,"rate":1.5e3}`
	var v strictOuter
	if err := Decode([]byte(good), &v); err != nil {
		t.Fatal(err)
	}
	if v.Shared != 1 || *v.P != 0 || v.Inner.At != [2]int{1, 2} || len(v.List) != 1 || string(v.Raw) != `{"any":[1,{"x":null}]}` || v.Seed != 1<<64-1 || v.hidden != 0 {
		t.Fatalf("decoded %+v", v)
	}
	for _, empty := range []string{"", "  ", "null"} {
		if err := Decode([]byte(empty), &v); err != nil {
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
		err := Decode([]byte(tc.json), &v)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.json, err)
			}
			continue
		}
		var de *Error
		if !errors.As(err, &de) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.json, err, tc.want)
		}
	}
	// A map target (a save's v1 envelope) keeps its keys' case and is
	// refused a key given twice.
	var m map[string]json.RawMessage
	if err := Decode([]byte(`{"Record":1,"record":2}`), &m); err != nil || len(m) != 2 {
		t.Errorf("map: %v %v", m, err)
	}
	if err := Decode([]byte(`{"a":1,"a":2}`), &m); err == nil {
		t.Error("map: a key given twice was read")
	}
}

// FuzzDecode: no input panics, every error is a *DecodeError, and
// what Decode accepts encoding/json reads too.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"p":1,"inner":{"at":[1,2]}}`, `{"use":[{"at":[0,0]}]}`, `{"raw":[1,{"a":"\u00e9"}]}`, `{"p":1,"p":1}`, `[`, "\"\xff\""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v strictOuter
		err := Decode(data, &v)
		var de *Error
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
	if err := Decode(nest(MaxNesting-4, "[", "]"), &v); err != nil {
		t.Fatalf("%d levels: %v", MaxNesting-4, err)
	}
	for _, depth := range []int{MaxNesting + 1, 1000, 8000} {
		for _, shape := range [][2]string{{"[", "]"}, {`{"k":`, "}"}} {
			data := nest(depth, shape[0], shape[1])
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := Decode(data, &v)
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
	if err := Decode([]byte(`{"raw":`+strings.Repeat("[", 500)+strings.Repeat("]", 500)+`}`), &r); err == nil {
		t.Error("500 levels under a raw field were read")
	}
}

// utf16Of writes s as UTF-16, low byte first unless big.
func utf16Of(s string, big bool) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if big {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return b
}

// TestOtherEncodingsAreNamed: a file in UTF-8 with a byte-order mark, or
// in UTF-16 or UTF-32, is refused saying what it is and how to save it,
// not merely "not JSON".
func TestOtherEncodingsAreNamed(t *testing.T) {
	const rec = `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":[]}`
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"UTF-8 with a BOM":  {[]byte("\ufeff" + rec), "the file starts with a UTF-8 byte-order mark (BOM); save it as UTF-8 without BOM"},
		"UTF-16LE with BOM": {utf16Of("\ufeff"+rec, false), "the file is UTF-16 (little-endian, with a byte-order mark) text; save it as UTF-8"},
		"UTF-16BE with BOM": {utf16Of("\ufeff"+rec, true), "the file is UTF-16 (big-endian, with a byte-order mark) text; save it as UTF-8"},
		"UTF-16LE":          {utf16Of(rec, false), "the file is UTF-16 (little-endian) text; save it as UTF-8"},
		"UTF-16BE":          {utf16Of(" "+rec, true), "the file is UTF-16 (big-endian) text; save it as UTF-8"},
		"UTF-32LE with BOM": {[]byte{0xff, 0xfe, 0, 0, '{', 0, 0, 0}, "UTF-32 (little-endian, with a byte-order mark)"},
		"UTF-32BE":          {[]byte{0, 0, 0, '{', 0, 0, 0, '}'}, "UTF-32 (big-endian)"},
		"UTF-32LE":          {[]byte{'{', 0, 0, 0, '}', 0, 0, 0}, "UTF-32 (little-endian)"},
	} {
		var v strictOuter
		if err := Decode(c.data, &v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Decode: %v, want %q", name, err, c.want)
		}
	}
	for _, ok := range []string{rec, " \n" + rec, "{}", `"é"`} {
		if err := CheckEncoding([]byte(ok)); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}

// TestLongListsAreRefusedAsRead: a list of more than MaxItems items, or
// an object of more than MaxItems keys, is
// refused in words at the first item past the cap, having allocated about
// nothing per item (it was read, not kept).
func TestLongListsAreRefusedAsRead(t *testing.T) {
	list := func(item string, n int) string {
		return "[" + strings.TrimSuffix(strings.Repeat(item+",", n), ",") + "]"
	}
	keys := func(n int) string {
		var b strings.Builder
		b.WriteString("{")
		for i := range n {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(`"k` + strconv.Itoa(i) + `":0`)
		}
		return b.String() + "}"
	}
	var v strictOuter
	if err := Decode([]byte(`{"use":`+list(`{}`, MaxItems)+`}`), &v); err != nil {
		t.Errorf("%d items: %v", MaxItems, err)
	}
	for name, c := range map[string]struct {
		data string
		want string
	}{
		"use":         {`{"use":` + list(`{}`, 3*MaxItems) + `}`, "use: the list holds more than 100000 items"},
		"in any":      {`{"opts":{"a":` + list(`0`, 3*MaxItems) + `}}`, "the list holds more than 100000 items"},
		"object keys": {`{"opts":` + keys(MaxItems+5) + `}`, "opts: the object holds more than 100000 keys"},
	} {
		data := []byte(c.data)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := Decode(data, &v)
		runtime.ReadMemStats(&after)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
		// Per item: the tokenizer's garbage only (a number's text and
		// its scanner's note, about 100 bytes); the keys' set is kept.
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20+uint64(len(data))*120 {
			t.Errorf("%s: %d bytes allocated to refuse %d bytes", name, grew, len(data))
		}
	}
}

// FuzzNesting builds values nested depth levels deep, of lists and
// objects as shape's bits say, under a typed field, a map and a raw
// field (and in place of a text, which is refused whatever its depth),
// with the fuzzer's bytes at the bottom: one nested past MaxNesting is
// refused in words, one within it is read as encoding/json reads it, and
// either costs memory linear in its size.
func FuzzNesting(f *testing.F) {
	for _, seed := range []struct {
		depth uint16
		shape uint64
		leaf  string
	}{
		{1, 0, "1"}, {MaxNesting - 4, 0, "1"}, {MaxNesting - 3, ^uint64(0), `"x"`}, {MaxNesting, 0xAAAA, "null"},
		{MaxNesting + 1, 0, "1"}, {1000, 0x5555, "[]"}, {9000, 0, "{}"}, {60000, ^uint64(0), "1"}, {300, 1, "[1,"},
	} {
		f.Add(seed.depth, seed.shape, []byte(seed.leaf))
	}
	f.Fuzz(func(t *testing.T, depth uint16, shape uint64, leaf []byte) {
		var open, close strings.Builder
		for i := range int(depth) {
			if shape>>(i%64)&1 == 1 {
				open.WriteString(`{"k":`)
			} else {
				open.WriteString("[")
			}
		}
		for i := int(depth) - 1; i >= 0; i-- {
			if shape>>(i%64)&1 == 1 {
				close.WriteString("}")
			} else {
				close.WriteString("]")
			}
		}
		nest := open.String() + string(leaf) + close.String()
		for _, wrap := range []struct {
			head, tail string
			above      int // levels above the nest
			typed      bool
		}{{`{"opts":{"a":`, `}}`, 2, false}, {`{"raw":`, `}`, 1, false}, {`{"use":[{"at":[1,2],"dir":`, `}]}`, 3, true}} {
			data := []byte(wrap.head + nest + wrap.tail)
			var v strictOuter
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := Decode(data, &v)
			runtime.ReadMemStats(&after)
			if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20+uint64(len(data))*256 {
				t.Errorf("%d levels (%d bytes): %d bytes allocated", depth, len(data), grew)
			}
			var de *Error
			if err != nil && !errors.As(err, &de) {
				t.Fatalf("%T %v", err, err)
			}
			tooDeep := int(depth)+wrap.above > MaxNesting
			if tooDeep && !wrap.typed && json.Valid(data) && (err == nil || !strings.Contains(err.Error(), "nest more than 64 levels deep")) {
				t.Errorf("%d levels under %s: %v, want refused for its depth", depth, wrap.head, err)
			}
			if err == nil && !tooDeep {
				var w strictOuter
				if jerr := json.Unmarshal(data, &w); jerr != nil {
					t.Errorf("%d levels: accepted, but encoding/json says %v", depth, jerr)
				}
			}
		}
	})
}

// A list field's tag names its items (and may cap them too); a list whose
// field names none calls them items, and a pair in a list whose items are
// named otherwise is no square.
func TestItemTag(t *testing.T) {
	var v struct {
		Sums  []int    `json:"sums" strict:"max=3,item=sum tile"`
		Other []string `json:"other"`
		Rolls [][2]int `json:"rolls" strict:"item=roll"`
		Swap  [][2]int `json:"swap" strict:"item=square"`
	}
	for _, c := range []struct{ in, want string }{
		{`{"sums":[1,"x"]}`, `sum tile 2: want a whole number, found "x"`},
		{`{"sums":[1,2,3,4]}`, `sums: the list holds more than 3 items, far more than a game has`},
		{`{"other":["a",1]}`, `other item 2: want text in quotes, found 1`},
		{`{"rolls":[[1,2],[3]]}`, `roll 2: want exactly 2 numbers, found 1`},
		{`{"swap":[[1,2],[3]]}`, `square 2: want a square [row, col], found 1 number`},
	} {
		err := Decode([]byte(c.in), &v)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.in, err, c.want)
		}
	}
}
