package rules

import (
	"encoding/json"
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
)

// TestCheckName is the one name rule, as setup, -players, records and
// saves apply it.
func TestCheckName(t *testing.T) {
	for name, want := range map[string]string{
		"Ana":                            "",
		"Александра":                     "",
		"Maximilian-Josef":               "", // 16
		"  Bo  ":                         "", // setup trims; a record may keep them
		"李小龙":                            "",
		"José María":                     "",
		"👩‍👩‍👧":                          "", // a family: people joined by zero-width joiners
		"Максимилиан-Иосиф":              "has 17 characters; a name has at most 16",
		"Maximilian-Josefa":              "has 17 characters",
		"":                               "the name is empty",
		"   ":                            "is blank",
		"\u200b\u200b":                   "is blank",
		"A\nB":                           "a control character (U+000A)",
		"A\tB":                           "a control character (U+0009)",
		"A\x00":                          "a control character (U+0000)",
		"A\x7f":                          "a control character (U+007F)",
		"A\u0085":                        "a control character (U+0085)",
		"A\u009b":                        "a control character (U+009B)",
		"Ana\u202egnp.exe":               "a text-direction control (U+202E)",
		"\u202aAna":                      "a text-direction control (U+202A)",
		"Ana\u2066":                      "a text-direction control (U+2066)",
		"Ana\u2069":                      "a text-direction control (U+2069)",
		"Ana\u200e":                      "a text-direction control (U+200E)",
		"Ana\u200f":                      "a text-direction control (U+200F)",
		"Ana\u061c":                      "a text-direction control (U+061C)",
		"Ana\u2028":                      "a line break (U+2028)",
		"Ana\u2029":                      "a line break (U+2029)",
		"\ufeffAna":                      "a byte-order mark (U+FEFF)",
		string([]byte{0xff, 'A'}):        "not valid text (UTF-8)",
		string([]byte{0xed, 0xa0, 0x80}): "not valid text (UTF-8)", // an encoded surrogate
	} {
		err := CheckName(name)
		switch {
		case want == "" && err != nil:
			t.Errorf("CheckName(%q) = %v, want nil", name, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("CheckName(%q) = %v, want an error saying %q", name, err, want)
		}
	}
	// A 10 MB name is refused in a line, not echoed.
	long := strings.Repeat("x", 10<<20)
	if err := CheckName(long); err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "10485760 characters") {
		t.Errorf("a 10 MB name: %.300v", err)
	}
}

// TestNameRuneAgreesWithCheckName: every character the editor takes
// (NameRune) makes a name CheckName accepts, and every one it refuses
// makes a name CheckName refuses.
func TestNameRuneAgreesWithCheckName(t *testing.T) {
	for r := rune(0); r <= 0x3000; r++ {
		if r >= 0xD800 && r < 0xE000 {
			continue
		}
		ok := CheckName("A"+string(r)) == nil
		if ok != NameRune(r) {
			t.Errorf("U+%04X: NameRune %v, CheckName accepts %v", r, NameRune(r), ok)
		}
	}
}

// TestRecordNamesFollowTheNameRule: a record's seats are held to
// CheckName, with the player and the reason in words.
func TestRecordNamesFollowTheNameRule(t *testing.T) {
	for name, want := range map[string]string{
		`"Ana\u202eBo"`:                        "player 2, name: the name \"Ana\\u202eBo\" has a text-direction control (U+202E)",
		`"Ana\u0007"`:                          "player 2, name: the name \"Ana\\a\" has a control character (U+0007)",
		`"Maximilian-Josefa"`:                  "player 2, name: the name \"Maximilian-Josefa\" has 17 characters; a name has at most 16",
		`""`:                                   "player 2, name: the name is empty",
		`" "`:                                  "player 2, name: the name \" \" is blank",
		`"` + strings.Repeat("é", 1<<20) + `"`: "1048576 characters",
	} {
		rec := `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"},{"name":` + name + `}],"moves":[]}`
		_, err := DecodeRecord([]byte(rec))
		var me *MoveError
		if !errors.As(err, &me) || me.Move != -1 || !strings.Contains(me.Reason, want) || len(me.Reason) > 300 {
			t.Errorf("%.40s: %.300v, want a header error saying %q", name, err, want)
		}
	}
	if _, err := DecodeRecord([]byte(`{"format":1,"game":"knister","seed":1,"players":[{"name":"Ana"},{"name":"Bot 1","bot":"hard"}],"moves":[]}`)); err != nil {
		t.Errorf("good names refused: %v", err)
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
		_, err := DecodeRecord(c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: record: %v, want %q", name, err, c.want)
		}
		var v strictOuter
		if err := DecodeStrict(c.data, &v); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: DecodeStrict: %v, want %q", name, err, c.want)
		}
	}
	for _, ok := range []string{rec, " \n" + rec, "{}", `"é"`} {
		if err := CheckEncoding([]byte(ok)); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}

// TestNewerFormatIsSaidSo: a record of a newer format is refused saying
// it is newer, even when it holds keys or shapes this format does not
// know (that once read "unknown key").
func TestNewerFormatIsSaidSo(t *testing.T) {
	for _, rec := range []string{
		`{"format":2,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":[]}`,
		`{"format":2,"game":"knister","seed":1,"players":[{"name":"A"}],"clock":[1,2],"moves":[]}`,
		`{"format":2,"game":"knister","players":{"a":{"name":"A"}},"moves":[]}`,
		`{"moves":[],"format":2,"game":"knister","players":[{"name":"A"}],"teams":2}`,
	} {
		_, err := DecodeRecord([]byte(rec))
		if err == nil || !strings.Contains(err.Error(), "the record is format 2, newer than this Cifra reads (format 1)") {
			t.Errorf("%s: %v", rec, err)
		}
	}
	for rec, want := range map[string]string{
		`{"format":0,"game":"knister","players":[{"name":"A"}],"moves":[]}`:           "format 0 is not supported",
		`{"format":1,"game":"knister","players":[{"name":"A"}],"clock":1,"moves":[]}`: `unknown key "clock"`,
		`{"format":"2","game":"knister","players":[{"name":"A"}],"moves":[]}`:         "format: want a whole number",
	} {
		if _, err := DecodeRecord([]byte(rec)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", rec, err, want)
		}
	}
}

// TestLongListsAreRefusedAsRead: a list of more than MaxItems items (a
// record's moves: a million), or an object of more than MaxItems keys, is
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
	if err := DecodeStrict([]byte(`{"use":`+list(`{}`, MaxItems)+`}`), &v); err != nil {
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
		err := DecodeStrict(data, &v)
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
	moves := `{"format":1,"game":"knister","seed":1,"players":[{"name":"A"}],"moves":` + list(`{}`, 1_000_001) + `}`
	if _, err := DecodeRecord([]byte(moves)); err == nil || !strings.Contains(err.Error(), "moves: the list holds more than 1000000 items") {
		t.Errorf("a million and one moves: %v", err)
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
			err := DecodeStrict(data, &v)
			runtime.ReadMemStats(&after)
			if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20+uint64(len(data))*256 {
				t.Errorf("%d levels (%d bytes): %d bytes allocated", depth, len(data), grew)
			}
			var de *DecodeError
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
